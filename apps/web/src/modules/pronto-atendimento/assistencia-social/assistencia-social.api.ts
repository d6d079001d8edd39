import type {
  assistenciaSocialCriacaoSchema,
  assistenciaSocialEdicaoSchema,
  assistenciaSocialFaasSchema,
  assistenciaSocialLinhaSchema,
  assistenciaSocialModeloSchema,
  Resposta,
} from '@saude/shared';
import { api } from '../../../lib/api';

export type LinhaAssistenciaSocial = Resposta<typeof assistenciaSocialLinhaSchema>;
export type ModeloAssistenciaSocial = Resposta<typeof assistenciaSocialModeloSchema>;
export type FaaAberta = Resposta<typeof assistenciaSocialFaasSchema>['data'][number];

export const ASSISTENCIA_SOCIAL_API = '/api/pronto-atendimento/assistencia-social';
export const ASSISTENCIA_SOCIAL_LISTA = '/pronto-atendimento/assistencia-social/index';

export const assistenciaSocialApi = {
  criar: () =>
    api.get<Resposta<typeof assistenciaSocialCriacaoSchema> & { model?: ModeloAssistenciaSocial }>(`${ASSISTENCIA_SOCIAL_API}/create`),
  editar: (id: number) => api.get<Resposta<typeof assistenciaSocialEdicaoSchema>>(`${ASSISTENCIA_SOCIAL_API}/${id}/edit`),
  faas: (pacienteId: number) =>
    api.get<Resposta<typeof assistenciaSocialFaasSchema>>(`${ASSISTENCIA_SOCIAL_API}/atendimentos/${pacienteId}`),
  salvar: (id: number | undefined, valores: Record<string, unknown>) =>
    id
      ? api.put<ModeloAssistenciaSocial>(`${ASSISTENCIA_SOCIAL_API}/${id}`, valores)
      : api.post<ModeloAssistenciaSocial>(ASSISTENCIA_SOCIAL_API, valores),
};
