import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/*
 * The answers of cadastro/paciente (spec 001 §3, §7) and of its households, on the typed wire (issue 14 §3):
 * what the list, the pickers, the form and the "Domicílio" tab read. The record's internal columns (tenant,
 * audit, the third party's CPF column) never travel.
 */

const item = z.object({ id: z.number(), label: z.string() });
/** An option list; the server's are constants (readonly). */
const opcoes = z.array(w.opcao).readonly();
const texto = z.string().nullable();
const numero = z.number().nullable();
const data = w.data.nullable();

/** A row of the patient list: the name shown (social name when preferred) and the civil one. */
export const pacienteLinhaSchema = z.object({
  id: z.number(),
  nome: z.string(),
  nomeCivil: z.string(),
  nomeSocial: texto,
  /** The citizen's own CPF, or the CPF they use that belongs to someone else. */
  cpf: texto,
  cns: texto,
  dataNascimento: data,
  idade: numero,
  nomeMae: texto,
  bloqueado: z.boolean(),
  provisorio: z.boolean(),
  dataObito: data,
  /** "NOME — CPF — dd/mm/aaaa", the label of the row's actions. */
  label: z.string(),
});

/** GET /api/cadastro/paciente/datatable: counts stop at a limit on big municipalities (`contagemLimitada`). */
export const pacienteListaSchema = datatableResposta(pacienteLinhaSchema).extend({ contagemLimitada: z.boolean() });

/** GET /api/cadastro/paciente/autocomplete: `{ id, label }` with the label of `rotuloPaciente`. */
export const pacienteAutocompleteSchema = w.dados(z.array(item));

/** GET /api/cadastro/paciente/valida-cns/{cns}: validity and the record that already has it. */
export const pacienteValidaCnsSchema = w.dados(z.object({ valido: z.boolean(), mensagem: z.string(), existente: item.nullable() }));

/** An address of the street guide: CEP → street, bairro, município, UF and IBGE code. */
export const pacienteEnderecoSchema = z.object({
  logradouro: item,
  tipoLogradouro: texto,
  cep: z.string(),
  bairroNome: z.string(),
  municipioNome: texto,
  estadoUf: texto,
  ibge: texto,
  paisNome: z.string(),
});

/** GET /api/cadastro/paciente/endereco?cep=|logradouro_id=: the streets of a CEP (or the one street). */
export const pacienteEnderecosSchema = w.dados(z.array(pacienteEnderecoSchema));

/** The option lists and settings of the form (spec 001 §3 "Option lists delivered by the server"). */
export const pacienteFormularioSchema = z.object({
  termosInvalidos: z.array(z.string()),
  dataAtual: w.data,
  parametrizacao: z.object({
    permitirCadastroSimplificado: z.boolean(),
    exigirCpfOuCns: z.boolean(),
    idadeCpfObrigatorio: z.number(),
    exigirTelefone: z.boolean(),
    exigirEndereco: z.boolean(),
  }),
  motivosDuplicidadeCpf: opcoes,
  preferenciasNome: opcoes,
  sexos: opcoes,
  identidadesGenero: opcoes,
  estadosCivis: opcoes,
  situacoesFamiliaresConjugais: opcoes,
  racasCores: opcoes,
  etniasIndigenas: opcoes,
  tiposSanguineo: opcoes,
  deficiencias: opcoes,
  mobilidadesReduzidas: opcoes,
  locaisNascimento: opcoes,
  paises: opcoes,
  nacionalidades: opcoes,
  escolaridades: opcoes,
  zonas: opcoes,
  estados: z.array(z.object({ id: z.number(), uf: z.string(), nome: z.string() })),
  categorias: opcoes,
  certidaoTipos: opcoes,
  certidaoModelos: opcoes,
  fatoresRisco: opcoes,
  alergiaCriticidades: opcoes,
  alergiaTipos: opcoes,
  pesos: opcoes,
});

/** A document of the record: stored on the citizen row, its `id` is the citizen's when any field is filled. */
const documento = <T extends z.ZodRawShape>(campos: T) => z.object({ id: numero, ...campos });
const municipio = z.object({ id: z.number(), label: z.string(), nome: z.string(), uf: z.string() });

/** The record as the form reads it (spec 001 §3 names), with the labels its pickers show. */
export const pacienteModeloSchema = z.object({
  id: z.number(),
  label: z.string(),
  nomeExibicao: z.string(),
  idade: numero,
  bloqueado: z.boolean(),
  provisorio: z.boolean(),
  regularizadoEm: w.instante.nullable(),
  unificadoEmId: numero,
  dataObito: data,
  cadastroSimplificado: z.boolean(),
  semDocumentos: z.boolean(),
  idadeEstimada: numero,
  caracteristicasFisicas: texto,
  cns: texto,
  cpf: texto,
  cpfNaoPertenceAoCidadao: z.boolean(),
  motivoDuplicidadeCpfId: numero,
  motivoDuplicidadeCpfOutro: texto,
  nome: z.string(),
  nomeSocial: texto,
  preferenciaNomeId: numero,
  dataNascimento: data,
  sexoId: numero,
  identidadeGeneroId: numero,
  estadoCivilId: numero,
  conjuge: texto,
  situacaoFamiliarConjugalId: numero,
  racaCorId: numero,
  etniaIndigenaId: numero,
  tipoSanguineoId: numero,
  deficienciaId: numero,
  deficienciaOutro: texto,
  mobilidadeReduzidaId: numero,
  desconheceNomeMae: z.boolean(),
  desconheceNomePai: z.boolean(),
  nomeMae: texto,
  nomePai: texto,
  localNascimentoId: numero,
  paisNascimentoId: numero,
  nacionalidadeId: numero,
  portariaNaturalizacao: texto,
  dataNaturalizacao: data,
  estadoNascimentoId: numero,
  municipioNascimento: municipio.nullable(),
  municipioNascimentoId: numero,
  frequentaEscola: z.boolean().nullable(),
  escolaridadeId: numero,
  email: texto,
  telefones: z.array(z.object({ numero: z.string() })),
  conveniosMedicos: z.array(z.number()),
  conveniosMedicosItens: z.array(item),
  fatoresRisco: z.array(z.number()),
  fatorRiscoOutro: texto,
  alergias: z.array(
    z.object({
      alergiaId: z.number(),
      tipoId: numero,
      criticidadeId: numero,
      reacoesObservacoes: texto,
      cidId: texto,
      alergia: item,
      cid: z.object({ id: z.string(), label: z.string() }).nullable(),
    }),
  ),
  medicamentosUsoContinuo: z.array(z.object({ medicamentoId: z.number(), medicamento: item })),
  dataEntradaDomicilio: data,
  pesoId: numero,
  // the address: the street's guide fields (null without a street)
  logradouroId: numero,
  logradouro: item.nullable(),
  tipoLogradouro: texto.optional(),
  cep: texto,
  cepFormatado: texto,
  bairroNome: texto,
  municipioNome: texto,
  estadoUf: texto,
  ibge: texto,
  paisNome: texto,
  numero: texto,
  semNumero: z.boolean(),
  complemento: texto,
  referencia: texto,
  loteamentoId: numero,
  loteamento: item.nullable(),
  zonaId: numero,
  latitude: numero,
  longitude: numero,
  tempoHabitacao: texto,
  carteiraIdentidade: documento({ numero: texto, estadoId: numero, orgaoEmissor: texto, dataEmissao: data }),
  carteiraNacionalHabilitacao: documento({
    numero: texto,
    dataEmissao: data,
    dataValidade: data,
    estadoId: numero,
    categoriaId: numero,
  }),
  carteiraTrabalho: documento({ numero: texto, serie: texto, dataEmissao: data, estadoId: numero, nisPisPasep: texto }),
  estrangeiroEntradaBrasil: documento({ rne: texto, dataEntrada: data }),
  tituloEleitor: documento({ numero: texto, zona: texto, secao: texto }),
  certidao: documento({
    tipoId: numero,
    modeloId: numero,
    numero: texto,
    cartorioNome: texto,
    livro: texto,
    folha: texto,
    dataEmissao: data,
    municipioId: numero,
    cartorioCodigo: texto,
    municipio: municipio.nullable(),
  }),
  outro: z.object({ protocoloCross: texto }),
});

/** GET /api/cadastro/paciente/create. */
export const pacienteCriarSchema = z.object({ form: pacienteFormularioSchema });

/** GET /api/cadastro/paciente/{id}/edit: the options and the record (read-only for viewing staff). */
export const pacienteEditarSchema = z.object({ form: pacienteFormularioSchema, model: pacienteModeloSchema });

/**
 * 422 of saving a patient (issue 16 item 7): every problem at once, per wire field; `existentes` are the
 * records that already hold the CPF or the CNS typed, so the form can link to them.
 */
export const pacienteRecusaSchema = w.erro.extend({
  existentes: z.array(item.extend({ campo: z.enum(['cpf', 'cns']) })).optional(),
});

/**
 * 409 of saving a patient: records with a very similar name, birth date and mother (saved when confirmed), or
 * only the message (regularising a record that is not provisional).
 */
export const pacienteDuplicadosSchema = z.object({ message: z.string(), duplicados: z.array(item).optional() });

// ---------- households (the "Domicílio" tab) ----------

/** A current resident of a household. */
export const residenteRespostaSchema = z.object({
  pacienteId: z.number(),
  nome: z.string(),
  nomeSocial: texto,
  dataNascimento: data,
  idade: numero,
  responsavel: z.boolean(),
  dataEntrada: w.data,
});

/** A household with its address labels and current residents (responsible first, then by name). */
export const domicilioModeloSchema = z.object({
  id: z.number(),
  logradouroId: z.number(),
  logradouro: item,
  logradouroNome: z.string(),
  cep: z.string(),
  bairroNome: z.string(),
  numero: texto,
  semNumero: z.boolean(),
  complemento: texto,
  referencia: texto,
  loteamentoId: numero,
  loteamento: z.object({ id: z.number(), label: texto }).nullable(),
  zona: z.number(),
  tipoDomicilio: numero,
  numeroComodos: numero,
  abastecimentoAgua: numero,
  destinoLixo: numero,
  energiaEletrica: z.boolean(),
  residentes: z.array(residenteRespostaSchema),
});

/** The e-SUS LEDI code lists of the household form. */
export const domicilioFormularioSchema = z.object({
  zonas: opcoes,
  tiposDomicilio: opcoes,
  abastecimentosAgua: opcoes,
  destinosLixo: opcoes,
});

/**
 * GET /api/cadastro/paciente/{id}/domicilio: the patient's current household, or null with the patient's own
 * address as the suggestion for a new one.
 */
export const domicilioDoPacienteSchema = z.object({
  form: domicilioFormularioSchema,
  data: domicilioModeloSchema.nullable(),
  sugestao: z
    .object({
      logradouroId: z.number(),
      logradouro: item,
      numero: texto,
      semNumero: z.boolean(),
      complemento: texto,
      referencia: texto,
      zona: numero,
    })
    .nullable(),
});
