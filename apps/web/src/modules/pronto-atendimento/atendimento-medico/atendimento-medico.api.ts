import { caminhoImpressaoPa, ROTA_DOCUMENTO_ASSINADO } from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';
import type { CabecalhoAtendimento } from '../comum/cabecalho-atendimento';

export const ATENDIMENTO_MEDICO_API = '/api/pronto-atendimento/atendimento-medico';
export const URL_MEDICAMENTO = '/api/pronto-atendimento/medicamento/autocomplete';
export const URL_CID = '/api/cid/autocomplete';
export const URL_EXAME_IMAGEM = `${ATENDIMENTO_MEDICO_API}/procedimento-imagem/autocomplete`;

export interface Opcao {
  id: number;
  nome: string;
}

export interface Administracao {
  id: number;
  status: number;
  administradoEm: string;
  lote: string | null;
  observacao: string | null;
  profissional: string;
}

export interface ItemPrescricao {
  id: number;
  medicamentoId: number | null;
  descricao: string;
  dose: string | null;
  via: string | null;
  intervaloHoras: number | null;
  quantidadeDoses: number | null;
  seNecessario: boolean;
  observacao: string | null;
}

export interface ItemAtivo extends ItemPrescricao {
  prescritoEm: string;
  prescritoPor: string;
  administracoes: Administracao[];
}

export interface Avaliacao {
  id: number;
  atendimentoId: number;
  criadoEm: string;
  profissional: string;
  registro: string | null;
  anamnese: string;
  exameFisico: string | null;
  conduta: string | null;
  destino: number;
  destinoNome: string | null;
  destinoDetalhe: string | null;
  diagnosticos: { cidCodigo: string; cidFormatado: string; descricao: string; principal: boolean }[];
  prescricao: (ItemPrescricao & { status: number })[];
  receitas: {
    id: number;
    tipo: number;
    tipoNome: string | null;
    numeroNotificacao: string | null;
    itens: { id: number; descricao: string; quantidade: string; posologia: string; usoContinuo: boolean }[];
  }[];
  documentos: {
    id: number;
    tipo: number;
    tipoNome: string | null;
    dias: number | null;
    dataInicio: string | null;
    cidCodigo: string | null;
    horaInicio: string | null;
    horaFim: string | null;
    acompanhante: string | null;
    especialidade: string | null;
    destino: string | null;
    texto: string | null;
  }[];
  examesImagem: { id: number; procedimentoCodigo: string; procedimento: string; justificativa: string; statusNome: string | null }[];
}

export interface FormularioAtendimentoMedico {
  form: {
    destinos: Opcao[];
    destinosComDetalhe: number[];
    tiposReceita: Opcao[];
    tiposDocumento: Opcao[];
    centrosObservacao: Opcao[];
    centrosMedicacao: Opcao[];
    especialidades: Opcao[];
    vias: string[];
  };
  model: {
    fila: { id: number; status: number; setorTipoId: number; centroCustoId: number; emAtendimentoPorVoce: boolean };
    atendimento: CabecalhoAtendimento;
    triagens: { id: number; criadaEm: string; queixa: string; classificacaoRisco: string; cor: string; profissional: string | null }[];
    avaliacoes: Avaliacao[];
    prescricaoAtiva: ItemAtivo[];
  };
}

export interface AtendimentoSalvo {
  atendimentoMedico: { id: number };
  atendimentoId: number;
  receitas: number[];
  documentos: number[];
  destinoFilaId: number | null;
  message: string;
}

/** A medicine of the doctor's lookup, with its Portaria 344/98 list and the form it needs. */
export interface MedicamentoOpcao {
  id: number;
  label: string;
  listaControleId: number | null;
  listaControle: string | null;
  receitaExigida: number | 'proscrito' | null;
}

export interface AtendimentoMedicoLinha {
  id: number;
  atendimentoId: number;
  criadoEm: string;
  numero: number | string;
  paciente: string;
  nomeSocial: string | null;
  desconhecido: boolean;
  profissional: string;
  destino: number;
  destinoNome: string | null;
  cidPrincipal: string | null;
}

export const atendimentoMedicoApi = {
  formulario: (filaId: number) => api.get<FormularioAtendimentoMedico>(`${ATENDIMENTO_MEDICO_API}/create/${filaId}`),
  salvar: (valores: Record<string, unknown>) => api.post<AtendimentoSalvo>(ATENDIMENTO_MEDICO_API, valores),
  visualizar: (id: number) =>
    api.get<{ model: { atendimento: CabecalhoAtendimento; avaliacao: Avaliacao } }>(`${ATENDIMENTO_MEDICO_API}/${id}`),
  profissionais: () => api.get<{ data: Opcao[] }>(`${ATENDIMENTO_MEDICO_API}/profissionais`),
  /** The complete FAA as a PDF, to sign (the print of the FAA is the signatures module's). */
  pdfDaFaa: (atendimentoId: number) => baixarArquivo(caminhoImpressaoPa.faa(atendimentoId, 'completa')),
  guardarFaaAssinada: (atendimentoMedicoId: number, nomeArquivo: string, arquivo: string) =>
    api.post<{ message?: string }>(ROTA_DOCUMENTO_ASSINADO.faa, { atendimentoMedicoId, nomeArquivo, arquivo }, { loading: false }),
  /** A take-home prescription form as a PDF, to sign. */
  pdfDaReceita: (receitaId: number) => baixarArquivo(caminhoImpressaoPa.receita(receitaId)),
  guardarReceitaAssinada: (receitaId: number, nomeArquivo: string, arquivo: string) =>
    api.post<{ message?: string }>(ROTA_DOCUMENTO_ASSINADO.receita, { receitaId, nomeArquivo, arquivo }, { loading: false }),
};
