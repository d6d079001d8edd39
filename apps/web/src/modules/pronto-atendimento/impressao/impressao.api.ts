import type { faaParaImprimirSchema, impressaoDisponivelSchema, Resposta } from '@saude/shared';
import { baixarArquivo } from '../../../lib/api';
import { imprimirPdf } from '../../../lib/impressao';

/** Wire shapes of /api/pronto-atendimento/impressao (camelCase after the client's conversion). */
export const IMPRESSAO_INDEX_API = '/api/pronto-atendimento/impressao/index';

/** One printable document of an FAA: its name and the /impressao path that makes its PDF. */
export type ImpressaoDisponivel = Resposta<typeof impressaoDisponivelSchema>;
export type FaaParaImprimir = Resposta<typeof faaParaImprimirSchema>;

/** Fetches a print with the session headers and opens it in a window that prints (download when pop-ups are blocked). */
export async function abrirImpressao(url: string) {
  const r = await baixarArquivo(url);
  if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome);
}
