import type {
  balanceteCheckDateSchema,
  dispensacaoDatatableSchema,
  dispensacaoEdicaoRespostaSchema,
  dispensacaoFormSchema,
  dispensacaoHistoricoSchema,
  Resposta,
  sugestaoLotesSchema,
} from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';

export type DispensacaoLinha = Resposta<typeof dispensacaoDatatableSchema>['data'][number];
export type DispensacaoForm = Resposta<typeof dispensacaoFormSchema>['form'];
export type DispensacaoEdicao = Resposta<typeof dispensacaoEdicaoRespostaSchema>;
export type HistoricoLinha = Resposta<typeof dispensacaoHistoricoSchema>['data'][number];

const base = '/api/almoxarifado/dispensacao-materiais';

export const dispensacaoApi = {
  base,
  form: (pacienteId: number | string) => api.get<Resposta<typeof dispensacaoFormSchema>>(`${base}/create/${pacienteId}`),
  historico: (pacienteId: number | string) => `${base}/historico/${pacienteId}`,
  sugestao: (materialId: number, quantidade: number) =>
    api.get<Resposta<typeof sugestaoLotesSchema>>(`${base}/sugestao`, { query: { materialId, quantidade } }),
  gravar: (corpo: object) => api.post<{ id: number }>(base, corpo),
  ler: (id: number | string) => api.get<DispensacaoEdicao>(`${base}/${id}/edit`),
  editar: (id: number | string, observacao: string | null) => api.put(`${base}/${id}`, { observacao }),
  estornar: (id: number | string, motivo: string) => api.put(`${base}/estorno/${id}`, { motivo }),
  checkDate: (data: string) => api.get<Resposta<typeof balanceteCheckDateSchema>>(`/api/almoxarifado/balancete/check-date/${data}`),
};

/** The 8 cm receipt (plain variant); `reimpressao` stamps the reprint moment. */
export async function imprimirRecibo(id: number | string, reimpressao = false) {
  try {
    const r = await baixarArquivo(`/impressao/almoxarifado/dispensacao-materiais/${id}`, reimpressao ? { reimpressao: 1 } : undefined);
    if (r.tipo === 'arquivo') imprimirPdf(r.blob, `dispensacao-materiais-${id}.pdf`);
  } catch (e) {
    handleApiError(e);
  }
}
