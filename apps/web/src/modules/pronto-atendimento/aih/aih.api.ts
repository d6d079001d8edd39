import type { AcaoAih } from '@saude/shared';
import { api } from '../../../lib/api';

export const AIH_API = '/api/pronto-atendimento/aih';
export const LISTA_AIH_URL = '/pronto-atendimento/aih/index';
export const impressaoAih = (id: number) => `/impressao/pronto-atendimento/aih/${id}`;

export interface Item {
  id: string;
  label: string;
}

export interface AihLinha {
  id: number;
  pacienteId: number;
  paciente: string;
  atendimentoNumero: number | null;
  procedimentoCodigo: string;
  procedimento: string;
  cidPrincipal: string;
  carater: number;
  caraterNome: string;
  status: number;
  statusNome: string;
  numeroAih: string | null;
  hospitalDestino: string | null;
  solicitadoEm: string;
}

export interface Aih {
  id: number;
  pacienteId: number;
  paciente: string;
  pacienteCns: string | null;
  atendimentoId: number | null;
  atendimentoNumero: number | null;
  procedimentoCodigo: string;
  procedimentoNome: string;
  cidPrincipal: string;
  cidPrincipalDescricao: string;
  cidSecundario: string | null;
  carater: number;
  caraterNome: string;
  sinaisSintomas: string;
  condicoesJustificativa: string;
  resultadosExames: string | null;
  solicitante: string;
  solicitadoEm: string;
  status: number;
  statusNome: string;
  numeroAih: string | null;
  hospitalDestino: string | null;
  observacaoRegulacao: string | null;
  situacaoEm: string | null;
  acoes: AcaoAih[];
  procedimentoItem: Item;
  cidPrincipalItem: Item;
  cidSecundarioItem: Item | null;
}

export interface PacienteAih {
  id: number;
  nome: string;
  nomeSocial: string | null;
  dataNascimento: string | null;
  sexoId: number | null;
  cns: string | null;
  cpf: string | null;
  nomeMae: string | null;
  desconhecido: boolean;
  idadeEstimada: number | null;
}

export interface FormularioAih {
  carateres: { id: number; nome: string }[];
  grupos: { prefixo: string; nome: string }[];
}

export interface FormularioCreate {
  form: FormularioAih;
  model: {
    paciente: PacienteAih | null;
    atendimento: { id: number; numero: number } | null;
    aih: {
      cidPrincipal: string | null;
      cidPrincipalItem: Item | null;
      sinaisSintomas: string | null;
      resultadosExames: string | null;
    } | null;
  };
}

export const aihApi = {
  formulario: (pacienteId: number) => api.get<FormularioCreate>(`${AIH_API}/create/${pacienteId}`),
  solicitar: (v: Record<string, unknown>) => api.post<{ model: Aih; message: string }>(AIH_API, v),
  editar: (id: number) => api.get<{ form: FormularioAih & { acoes: AcaoAih[] }; model: Aih }>(`${AIH_API}/${id}/edit`),
  atualizar: (id: number, v: Record<string, unknown>) => api.put<{ model: Aih; message: string }>(`${AIH_API}/${id}`, v),
  situacao: (id: number, v: Record<string, unknown>) => api.put<{ model: Aih; message: string }>(`${AIH_API}/situacao/${id}`, v),
};
