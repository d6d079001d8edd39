import type {
  dispensacaoFarmaciaDatatableSchema,
  dispensacaoFarmaciaEdicaoRespostaSchema,
  dispensacaoFarmaciaFormSchema,
  historicoReceitasSchema,
  medicamentoAVencerSchema,
  Resposta,
  receitaHistoricoSchema,
  sugestaoLotesSchema,
  supervisorFarmaciaRespostaSchema,
} from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';

export type DispensacaoLinha = Resposta<typeof dispensacaoFarmaciaDatatableSchema>['data'][number];
export type DispensacaoForm = Resposta<typeof dispensacaoFarmaciaFormSchema>['form'];
export type ReceitaParaDispensar = DispensacaoForm['receitas'][number];
export type ItemParaDispensar = ReceitaParaDispensar['itens'][number];
export type DispensacaoEdicao = Resposta<typeof dispensacaoFarmaciaEdicaoRespostaSchema>;
export type HistoricoReceitaLinha = Resposta<typeof historicoReceitasSchema>['data'][number];

const base = '/api/farmacia/dispensacao';

/** farmacia/dispensacao on the wire (spec 001 §7). */
export const dispensacaoApi = {
  base,
  form: (pacienteId: number | string, filaId?: number | string) =>
    api.get<Resposta<typeof dispensacaoFarmaciaFormSchema>>(`${base}/create/${pacienteId}${filaId ? `/${filaId}` : ''}`),
  sugestao: (materialId: number, quantidade: number) =>
    api.get<Resposta<typeof sugestaoLotesSchema>>(`${base}/sugestao`, { query: { materialId, quantidade } }),
  aVencer: (materialId: number, quantidade: number, dias: number) =>
    api.get<Resposta<typeof medicamentoAVencerSchema>>(`${base}/medicamento-a-vencer`, { query: { materialId, quantidade, dias } }),
  receitaExterna: (corpo: object) => api.post<{ id: number }>(`${base}/receita-externa`, corpo),
  supervisor: (login: string, senha: string) =>
    api.post<Resposta<typeof supervisorFarmaciaRespostaSchema>>(`${base}/supervisor`, { login, senha }),
  gravar: (corpo: object) => api.post<{ id: number }>(base, corpo),
  ler: (id: number | string) => api.get<DispensacaoEdicao>(`${base}/${id}/edit`),
  editar: (id: number | string, observacao: string | null) => api.put(`${base}/${id}`, { observacao }),
  historico: (pacienteId: number | string) => `${base}/historico-receitas/${pacienteId}`,
  receitaHistorico: (origem: string, id: number) =>
    api.get<Resposta<typeof receitaHistoricoSchema>>(`${base}/receita-historico/${id}`, { query: { origem } }),
  estornar: (id: number | string, motivo: string) => api.put(`/api/farmacia/estorno-dispensacao/${id}`, { motivo }),
};

/** The 8 cm receipt (prescription variant); `reimpressao` stamps the reprint moment. */
export async function imprimirRecibo(id: number | string, reimpressao = false) {
  try {
    const r = await baixarArquivo(`/impressao/farmacia/dispensacao/${id}`, reimpressao ? { reimpressao: 1 } : undefined);
    if (r.tipo === 'arquivo') imprimirPdf(r.blob, `dispensacao-${id}.pdf`);
  } catch (e) {
    handleApiError(e);
  }
}
