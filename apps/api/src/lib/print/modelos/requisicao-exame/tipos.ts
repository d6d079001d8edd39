import type {
  FichaSadt,
  LaudoApac,
  RequisicaoCitopatologicoMama,
  RequisicaoColoUtero,
  RequisicaoMamografia,
  SolicitacaoExameSadt,
} from '@saude/shared';
import type { OpcoesImpressao } from '../comum.js';

/**
 * The data of the national exam request forms (spec 001 §7), in the shape the outpatient attendance fills:
 * who (patient), where (requesting unit, optionally the executing one), who asks (professional), when, and
 * the form's clinical fields exactly as `packages/shared/src/requisicao-exame.ts` validates them.
 * Dates are 'YYYY-MM-DD' strings (never a Date: they would shift a day).
 */

export interface EnderecoRequisicao {
  logradouro?: string | null;
  numero?: string | null;
  complemento?: string | null;
  bairro?: string | null;
  municipio?: string | null;
  uf?: string | null;
  /** IBGE code of the municipality (7 digits). */
  ibge?: string | null;
  cep?: string | null;
  pontoReferencia?: string | null;
}

export interface PacienteRequisicao {
  nome: string;
  nomeSocial?: string | null;
  apelido?: string | null;
  cns?: string | null;
  cpf?: string | null;
  prontuario?: string | number | null;
  dataNascimento?: string | null;
  /** Age as the module words it ("53 anos") or in whole years. */
  idade?: string | number | null;
  /** 'M' masculino, 'F' feminino (the forms' two boxes). */
  sexo?: 'M' | 'F' | null;
  /** As registered: Branca, Preta, Parda, Amarela, Indígena (marks the form's box). */
  racaCor?: string | null;
  etnia?: string | null;
  nacionalidade?: string | null;
  escolaridade?: string | null;
  nomeMae?: string | null;
  responsavelNome?: string | null;
  responsavelTelefone?: string | null;
  telefone?: string | null;
  endereco?: EnderecoRequisicao | null;
}

export interface UnidadeRequisicao {
  nome: string;
  cnes?: string | null;
  municipio?: string | null;
  uf?: string | null;
  ibge?: string | null;
  telefone?: string | null;
}

export interface ProfissionalRequisicao {
  nome: string;
  cns?: string | null;
  cpf?: string | null;
  cbo?: string | null;
  cboNome?: string | null;
  /** Council registration as printed: "CRM 18342/PE", "COREN 123456/PE". */
  conselho?: string | null;
}

/** What every form carries besides its clinical fields. */
export interface RequisicaoExameBase {
  /** The request's number (protocol) in the system, when it has one. */
  numero?: string | number | null;
  /** Day of the request (YYYY-MM-DD). */
  dataSolicitacao: string;
  paciente: PacienteRequisicao;
  /** The requesting unit. */
  unidade: UnidadeRequisicao;
  profissional: ProfissionalRequisicao;
  unidadeExecutante?: UnidadeRequisicao | null;
  /** Descriptions of the CID-10 codes the form prints, by code ('N870' → 'Displasia cervical leve'). */
  descricaoCid?: Readonly<Record<string, string>> | null;
}

export interface DadosRequisicaoColoUtero extends RequisicaoExameBase {
  clinico: RequisicaoColoUtero;
}

export interface DadosRequisicaoCitopatologicoMama extends RequisicaoExameBase {
  clinico: RequisicaoCitopatologicoMama;
}

export interface DadosRequisicaoHistopatologicoMamografia extends RequisicaoExameBase {
  clinico: RequisicaoMamografia;
}

/** The authoriser's part of the APAC laudo (fields 46–53), filled when the request comes back authorised. */
export interface AutorizacaoApac {
  profissionalNome?: string | null;
  orgaoEmissor?: string | null;
  /** 'CNS' or 'CPF' and its number. */
  documentoTipo?: 'CNS' | 'CPF' | null;
  documentoNumero?: string | null;
  data?: string | null;
  numeroApac?: string | null;
  validadeInicio?: string | null;
  validadeFim?: string | null;
}

export interface DadosLaudoApac extends RequisicaoExameBase {
  clinico: LaudoApac;
  autorizacao?: AutorizacaoApac | null;
}

/** The regulation's part of a SADT request. */
export interface AutorizacaoSadt {
  numero?: string | null;
  data?: string | null;
  autorizador?: string | null;
}

export interface DadosFichaSadt extends RequisicaoExameBase {
  clinico: FichaSadt;
  autorizacao?: AutorizacaoSadt | null;
}

export interface DadosSolicitacaoExameSadt extends RequisicaoExameBase {
  clinico: SolicitacaoExameSadt;
}

export interface OpcoesRequisicaoExame extends OpcoesImpressao {
  /** Who prints (footer of every page). */
  usuario: string;
  /** The PDF's Keywords naming the document it was made from, so a signed copy is matched with it. */
  identificacao?: string | null;
}
