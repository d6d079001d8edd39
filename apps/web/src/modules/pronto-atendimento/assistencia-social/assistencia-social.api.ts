import { api } from '../../../lib/api';

export interface LinhaAssistenciaSocial {
  id: number;
  atendidoEm: string;
  paciente: string;
  nomeSocial: string | null;
  numero: number | string | null;
  motivo: number;
  profissional: string | null;
}

export interface ModeloAssistenciaSocial {
  id: number;
  pacienteId: number;
  atendimentoId: number | null;
  motivo: number;
  relato: string;
  encaminhamento: string | null;
  atendidoEm: string;
  profissional: string | null;
  paciente: { id: number; label: string };
  atendimento: { id: number; numero: number | string } | null;
}

export interface FaaAberta {
  id: number;
  numero: number | string;
  recepcionadoEm: string;
  local: string;
}

export const ASSISTENCIA_SOCIAL_API = '/api/pronto-atendimento/assistencia-social';
export const ASSISTENCIA_SOCIAL_LISTA = '/pronto-atendimento/assistencia-social/index';

type Form = { motivos: { id: number; nome: string }[] };

export const assistenciaSocialApi = {
  criar: () => api.get<{ form: Form; model?: ModeloAssistenciaSocial }>(`${ASSISTENCIA_SOCIAL_API}/create`),
  editar: (id: number) => api.get<{ form: Form; model: ModeloAssistenciaSocial }>(`${ASSISTENCIA_SOCIAL_API}/${id}/edit`),
  faas: (pacienteId: number) => api.get<{ data: FaaAberta[] }>(`${ASSISTENCIA_SOCIAL_API}/atendimentos/${pacienteId}`),
  salvar: (id: number | undefined, valores: Record<string, unknown>) =>
    id
      ? api.put<ModeloAssistenciaSocial>(`${ASSISTENCIA_SOCIAL_API}/${id}`, valores)
      : api.post<ModeloAssistenciaSocial>(ASSISTENCIA_SOCIAL_API, valores),
};
