import type {
  procedimentoCeafAutocompleteSchema,
  processoAltoCustoDatatableSchema,
  processoAltoCustoEdicaoSchema,
  processoAltoCustoFormSchema,
  processoAltoCustoGravadoSchema,
  processoAltoCustoLmeModeloSchema,
  processoAltoCustoModeloSchema,
  Resposta,
  retiradaPendenteDatatableSchema,
} from '@saude/shared';
import { api, baixarArquivo, multipart } from '../../../lib/api';
import { handleApiError } from '../../../lib/errors';
import { salvarArquivo } from '../../../lib/impressao';

export type ProcessoLinha = Resposta<typeof processoAltoCustoDatatableSchema>['data'][number];
export type RetiradaPendente = Resposta<typeof retiradaPendenteDatatableSchema>['data'][number];
export type ProcessoForm = Resposta<typeof processoAltoCustoFormSchema>['form'];
export type Processo = Resposta<typeof processoAltoCustoModeloSchema>;
export type Lme = Resposta<typeof processoAltoCustoLmeModeloSchema>;
export type ProcedimentoCeaf = Resposta<typeof procedimentoCeafAutocompleteSchema>['data'][number];

const base = '/api/farmacia/alto-custo-gerenciamento-processo';
export const TELA = '/farmacia/alto-custo-gerenciamento-processo';
export const LISTA = `${TELA}/index`;

export const altoCustoApi = {
  base,
  form: (pacienteId: number | string, renovacaoDeId?: number | string | null) =>
    api.get<Resposta<typeof processoAltoCustoFormSchema>>(`${base}/create/${pacienteId}`, {
      query: renovacaoDeId ? { renovacaoDeId } : undefined,
    }),
  gravar: (corpo: object) => api.post<Resposta<typeof processoAltoCustoGravadoSchema>>(base, corpo),
  ler: (id: number | string) => api.get<Resposta<typeof processoAltoCustoEdicaoSchema>>(`${base}/${id}/edit`),
  atualizar: (id: number, corpo: object) => api.put<Processo>(`${base}/${id}`, corpo),
  status: (id: number, status: number, motivo: string | null) => api.put<Processo>(`${base}/status/${id}`, { status, motivo }),
  excluir: (id: number) => api.delete(`${base}/${id}`),
  /** The CEAF procedures named after the medicine (the first is the form's suggestion). */
  procedimentosDoMedicamento: (medicamentoId: number) =>
    api.get<Resposta<typeof procedimentoCeafAutocompleteSchema>>(`${base}/procedimento/autocomplete`, { query: { medicamentoId } }),
  anexar: (id: number, descricao: string, arquivo: File) =>
    api.post<Resposta<typeof processoAltoCustoGravadoSchema>>(`${base}/documento/${id}`, multipart({ descricao, arquivo })),
  excluirDocumento: (documentoId: number) => api.delete(`${base}/documento/${documentoId}`),
};

/** Downloads an attached document under its stored name. */
export async function baixarDocumento(documento: { id: number; nomeArquivo: string }) {
  try {
    const r = await baixarArquivo(`${base}/documento/${documento.id}`);
    if (r.tipo === 'arquivo') salvarArquivo(r.blob, documento.nomeArquivo);
  } catch (e) {
    handleApiError(e);
  }
}
