import type {
  distribuicaoDatatableSchema,
  distribuicaoEdicaoRespostaSchema,
  distribuicaoFormSchema,
  distribuicaoModeloSchema,
  lotesDaVacinaSchema,
  Resposta,
  sugestaoLotesSchema,
} from '@saude/shared';
import { api } from '../../../lib/api';

export type DistribuicaoLinha = Resposta<typeof distribuicaoDatatableSchema>['data'][number];
export type DistribuicaoModelo = Resposta<typeof distribuicaoModeloSchema>;
export type DistribuicaoForm = Resposta<typeof distribuicaoFormSchema>['form'];

const base = '/api/imunizacao/distribuicao';

export const distribuicaoApi = {
  base,
  form: () => api.get<Resposta<typeof distribuicaoFormSchema>>(`${base}/create`),
  lotes: (vacinaId: number) => api.get<Resposta<typeof lotesDaVacinaSchema>>(`${base}/lotes/${vacinaId}`),
  sugestao: (materialId: number, quantidade: number) =>
    api.get<Resposta<typeof sugestaoLotesSchema>>(`${base}/sugestao`, { query: { materialId, quantidade } }),
  enviar: (corpo: object) => api.post<{ id: number }>(base, corpo),
  ler: (id: string) => api.get<Resposta<typeof distribuicaoEdicaoRespostaSchema>>(`${base}/${id}/edit`),
  receber: (id: string, corpo: object) => api.put<DistribuicaoModelo>(`${base}/${id}`, corpo),
  cancelar: (id: string, motivo: string) => api.put<DistribuicaoModelo>(`${base}/cancelar/${id}`, { motivo }),
};
