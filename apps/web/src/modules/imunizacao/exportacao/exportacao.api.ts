import type {
  exportacaoCreateRespostaSchema,
  exportacaoDatatableSchema,
  exportacaoEditRespostaSchema,
  exportacaoGravadaSchema,
  exportacaoModeloRespostaSchema,
  Resposta,
} from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';
import { handleApiError } from '../../../lib/errors';
import { salvarArquivo } from '../../../lib/impressao';

export type ExportacaoLinha = Resposta<typeof exportacaoDatatableSchema>['data'][number];
export type ExportacaoModelo = Resposta<typeof exportacaoEditRespostaSchema>['data']['model'];

const BASE = '/api/imunizacao/exportacao';

/** The calls of imunizacao/exportacao (issue 20). */
export const exportacaoApi = {
  base: BASE,
  tela: '/imunizacao/exportacao',
  form: () => api.get<Resposta<typeof exportacaoCreateRespostaSchema>>(`${BASE}/create`).then((r) => r.data.form),
  ler: (id: string) => api.get<Resposta<typeof exportacaoEditRespostaSchema>>(`${BASE}/${id}/edit`).then((r) => r.data),
  gerar: (corpo: object) => api.post<Resposta<typeof exportacaoGravadaSchema>>(BASE, corpo),
  regerar: (id: string) => api.put<Resposta<typeof exportacaoModeloRespostaSchema>>(`${BASE}/regerar/${id}`),
  cancelar: (id: string) => api.put<Resposta<typeof exportacaoModeloRespostaSchema>>(`${BASE}/cancelar/${id}`),
};

/** Downloads the export's file (NDJSON, one RIA-R document per line). */
export async function baixarExportacao(id: number | string) {
  try {
    const r = await baixarArquivo(`${BASE}/download/${id}`);
    if (r.tipo === 'arquivo') salvarArquivo(r.blob, r.nome);
  } catch (e) {
    handleApiError(e);
  }
}
