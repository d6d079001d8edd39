import type {
  baixaDatatableSchema,
  baixaEdicaoRespostaSchema,
  baixaFormSchema,
  baixaHistoricoSchema,
  baixaModeloSchema,
  Resposta,
} from '@saude/shared';
import { api } from '../../../lib/api';

export type BaixaLinha = Resposta<typeof baixaDatatableSchema>['data'][number];
export type BaixaModelo = Resposta<typeof baixaModeloSchema>;
export type BaixaForm = Resposta<typeof baixaFormSchema>['form'];

const base = '/api/almoxarifado/baixa';

export const baixaApi = {
  base,
  form: (materialId: number) => api.get<Resposta<typeof baixaFormSchema>>(`${base}/create/${materialId}`),
  gravar: (corpo: object) => api.post<{ id: number }>(base, corpo),
  ler: (id: number) => api.get<Resposta<typeof baixaEdicaoRespostaSchema>>(`${base}/${id}/edit`),
  historico: (materialId: number, loteId?: number) =>
    api.get<Resposta<typeof baixaHistoricoSchema>>(`${base}/historico`, { query: { materialId, loteId } }),
  estornar: (id: number, motivo: string) => api.put<BaixaModelo>(`${base}/reverse/${id}`, { motivo }),
};
