import type {
  Resposta,
  requisicaoVacinaDatatableSchema,
  requisicaoVacinaEdicaoRespostaSchema,
  requisicaoVacinaFormSchema,
  requisicaoVacinaModeloSchema,
} from '@saude/shared';
import { api } from '../../../lib/api';

export type RequisicaoLinha = Resposta<typeof requisicaoVacinaDatatableSchema>['data'][number];
export type RequisicaoModelo = Resposta<typeof requisicaoVacinaModeloSchema>;
export type RequisicaoForm = Resposta<typeof requisicaoVacinaFormSchema>['form'];

const base = '/api/imunizacao/requisicao';

/** The room's side (asks, changes, cancels) and the cold store's side (answers, refuses) of a requisition. */
export const requisicaoApi = {
  base,
  form: () => api.get<Resposta<typeof requisicaoVacinaFormSchema>>(`${base}/create`),
  criar: (corpo: object) => api.post<{ id: number }>(base, corpo),
  ler: (id: string) => api.get<Resposta<typeof requisicaoVacinaEdicaoRespostaSchema>>(`${base}/${id}/edit`),
  alterar: (id: string, corpo: object) => api.put<RequisicaoModelo>(`${base}/${id}`, corpo),
  cancelar: (id: string, motivo: string) => api.put<RequisicaoModelo>(`${base}/cancelar/${id}`, { motivo }),
  atender: (id: string, corpo: object) => api.post<RequisicaoModelo>(`${base}/atender/${id}`, corpo),
  recusar: (id: string, motivo: string) => api.put<RequisicaoModelo>(`${base}/recusar/${id}`, { motivo }),
};
