import { api } from '../../../lib/api';
import { PA_API, type PacienteDaFaa, type ProcedimentoFaa } from '../fechamento-faa/faa.api';

export const BUSCA_API = `${PA_API}/paciente-busca`;

export interface LinhaBusca extends PacienteDaFaa {
  id: number;
  numero: number;
  status: number;
  retroativo: boolean;
  recepcionadoEm: string;
  unidade: string;
  classificacaoRisco: string | null;
  cor: string | null;
  desfecho: number | null;
  cidPrincipal: string | null;
}

interface Sinais {
  paSistolica: number | null;
  paDiastolica: number | null;
  frequenciaCardiaca: number | null;
  temperatura: string | null;
  saturacao: number | null;
}

/** The whole FAA as paciente-busca/show gives it. */
export interface ResumoFaa {
  atendimento: {
    id: number;
    numero: number;
    status: number;
    statusNome: string | null;
    recepcionadoEm: string;
    recepcionadoPor: string | null;
    unidade: string;
    retroativo: boolean;
    urgente: boolean;
    motivoUrgencia: string | null;
    opcaoEntrada: string | null;
    prioridade: string | null;
    acompanhanteNome: string | null;
    acompanhanteParentesco: string | null;
    pacienteNome: string;
    nomeSocial: string | null;
    dataNascimento: string | null;
    cns: string | null;
    desconhecido: boolean;
    alergias: { nome: string; observacao: string | null }[];
    desfechoNome: string | null;
    desfechoEm: string | null;
    fechadoEm: string | null;
    fechadoPor: string | null;
  };
  triagens: (Sinais & {
    id: number;
    criadaEm: string;
    profissional: string | null;
    queixa: string;
    classificacaoRisco: string;
    cor: string;
    observacao: string | null;
  })[];
  avaliacoes: {
    id: number;
    criadoEm: string;
    profissional: string | null;
    anamnese: string;
    exameFisico: string | null;
    conduta: string | null;
    destinoNome: string | null;
    destinoDetalhe: string | null;
    diagnosticos: { cidCodigo: string; descricao: string; principal: boolean }[];
    prescricoes: { id: number; descricao: string; dose: string | null; via: string | null; intervaloHoras: number | null }[];
    receitas: { id: number; tipoNome: string | null; itens: { descricao: string; quantidade: string; posologia: string }[] }[];
    documentos: { id: number; tipoNome: string | null; dias: number | null; texto: string | null }[];
  }[];
  enfermagem: {
    id: number;
    criadoEm: string;
    profissional: string | null;
    anotacao: string | null;
    procedimentos: { codigo: string; nome: string; quantidade: number }[];
    administracoes: { descricao: string; status: number; administradoEm: string; lote: string | null; observacao: string | null }[];
  }[];
  observacoes: (Sinais & { id: number; criadaEm: string; profissional: string | null; texto: string })[];
  ocorrencias: { id: number; tipoNome: string | null; motivo: string | null; em: string; usuario: string | null }[];
  procedimentos: ProcedimentoFaa[];
}

export const buscaApi = {
  locais: () => api.get<{ data: { id: number; label: string }[] }>(`${BUSCA_API}/locais`),
  resumo: (id: number) => api.get<{ model: ResumoFaa }>(`${BUSCA_API}/show/${id}`),
};
