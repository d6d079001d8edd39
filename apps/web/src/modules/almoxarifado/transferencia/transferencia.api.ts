import type {
  Resposta,
  sugestaoLotesSchema,
  transferenciaDatatableSchema,
  transferenciaEdicaoRespostaSchema,
  transferenciaFormSchema,
  transferenciaModeloSchema,
} from '@saude/shared';
import { api } from '../../../lib/api';

export type TransferenciaLinha = Resposta<typeof transferenciaDatatableSchema>['data'][number];
export type TransferenciaEdicao = Resposta<typeof transferenciaEdicaoRespostaSchema>;
export type TransferenciaModelo = Resposta<typeof transferenciaModeloSchema>;

const base = '/api/almoxarifado/transferencia';

export const transferenciaApi = {
  base,
  form: () => api.get<Resposta<typeof transferenciaFormSchema>>(`${base}/create`),
  sugestao: (materialId: number, quantidade: number) =>
    api.get<Resposta<typeof sugestaoLotesSchema>>(`${base}/sugestao`, { query: { materialId, quantidade } }),
  enviar: (corpo: object) => api.post<{ id: number }>(base, corpo),
  ler: (id: string) => api.get<TransferenciaEdicao>(`${base}/${id}/edit`),
  receber: (id: string, corpo: object) => api.put<TransferenciaModelo>(`${base}/${id}`, corpo),
  cancelar: (id: string, motivo: string) => api.put<TransferenciaModelo>(`${base}/cancelar/${id}`, { motivo }),
};
