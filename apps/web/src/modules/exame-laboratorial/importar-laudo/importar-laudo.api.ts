import type { ImportacaoLaudo } from '@saude/shared';
import { api } from '../../../lib/api';

export const URL_IMPORTAR_LAUDO = '/api/exame-laboratorial/importar-laudo';

/** A row of the history (the datatable's, camelCase after the client). */
export interface ImportacaoLinha {
  id: number;
  criadoEm: string;
  laboratorio: string | null;
  formato: string;
  arquivoNome: string;
  total: number;
  importados: number;
  problemas: number;
  usuario: string | null;
}

export type Importacao = Omit<ImportacaoLaudo, 'criadoEm'> & { criadoEm: string };

export const importarLaudoApi = {
  form: () => api.get<{ data: { laboratorios: { id: number; nome: string; codigoHl7: string | null }[] } }>(`${URL_IMPORTAR_LAUDO}/create`),
  importar: (body: { laboratorioId: number; arquivoNome: string; conteudo: string }) =>
    api.post<{ data: Importacao }>(URL_IMPORTAR_LAUDO, body),
  ler: (id: number) => api.get<{ data: Importacao }>(`${URL_IMPORTAR_LAUDO}/${id}`),
};

/**
 * The file's text: UTF-8 when it decodes as such, else ISO-8859-1 (what most laboratory systems still write, HL7
 * MSH-18 "8859/1"), so accents survive either way.
 */
export function lerTextoDoArquivo(arquivo: Blob): Promise<string> {
  return new Promise((ok, erro) => {
    const leitor = new FileReader();
    leitor.onerror = () => erro(leitor.error);
    leitor.onload = () => {
      const bytes = new Uint8Array(leitor.result as ArrayBuffer);
      try {
        ok(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
      } catch {
        ok(new TextDecoder('iso-8859-1').decode(bytes));
      }
    };
    leitor.readAsArrayBuffer(arquivo);
  });
}
