import type { Resposta, tarefaSchema, tarefasRespostaSchema } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, baixarArquivo } from '../../lib/api';
import { handleApiError } from '../../lib/errors';
import { feedback } from '../../lib/feedback';
import { imprimirPdf, salvarArquivo } from '../../lib/impressao';

export const TAREFAS_URL = '/api/geral/tarefa';
/** While a job is queued or running the list is asked again this often; otherwise never (only on focus). */
export const INTERVALO_TAREFAS_MS = 2_000;
/** Per user: the cache outlives a logout, another user's jobs must never show. */
export const chaveTarefas = (usuarioId: number | undefined) => ['tarefas', usuarioId ?? null] as const;

/** A background job of the logged-in user (GET /api/geral/tarefa), camelCase after the client. */
export type Tarefa = Resposta<typeof tarefaSchema>;
export type StatusTarefa = Tarefa['status'];

export const emAndamento = (t: Pick<Tarefa, 'status'>) => t.status === 'PENDENTE' || t.status === 'EXECUTANDO';

/** The user's recent jobs, newest first; polls only while one of them is still queued or running. */
export function useTarefas(usuarioId: number | undefined, intervaloMs = INTERVALO_TAREFAS_MS) {
  return useQuery({
    queryKey: chaveTarefas(usuarioId),
    enabled: usuarioId !== undefined,
    queryFn: async ({ signal }) => (await api.get<Resposta<typeof tarefasRespostaSchema>>(TAREFAS_URL, { signal })).data ?? [],
    refetchInterval: (query) => (query.state.data?.some(emAndamento) ? intervaloMs : false),
    staleTime: 0,
    // a poll in the background must not throw notifications at the user; the list shows what it has
    meta: { silent: true },
  });
}

/** Downloads a finished job's file; a PDF may instead open in a window and print (spec 001 §2). */
export async function abrirArquivoDaTarefa(t: Tarefa, modo: 'baixar' | 'imprimir') {
  try {
    const r = await baixarArquivo(`${TAREFAS_URL}/${t.id}/download`);
    if (r.tipo !== 'arquivo') throw new ApiError(r.status, {});
    const nome = r.nome !== 'arquivo' ? r.nome : (t.nomeArquivo ?? `${t.titulo}.${t.formato}`);
    if (modo === 'imprimir') imprimirPdf(r.blob, nome);
    else salvarArquivo(r.blob, nome);
  } catch (error) {
    // a removed or expired file: the server says so in its own words
    if (error instanceof ApiError && (error.status === 404 || error.status === 410) && error.body.message) {
      feedback.notification.warning({ key: `tarefa-download-${t.id}`, title: 'Atenção', description: error.body.message });
    } else handleApiError(error);
  }
}

export const removerTarefa = (t: Tarefa) => api.delete(`${TAREFAS_URL}/${t.id}`, { loading: false });

/** '845 bytes', '12 KB', '1,4 MB' */
export function formatarTamanho(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} bytes`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb).toLocaleString('pt-BR')} KB`;
  return `${(kb / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}
