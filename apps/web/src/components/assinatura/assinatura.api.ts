import type {
  ConferenciaArquivo,
  certificadosAssinaturaRespostaSchema,
  documentoVerificadoRespostaSchema,
  Resposta,
  restPkiFinishRespostaSchema,
  restPkiStartRespostaSchema,
} from '@saude/shared';
import { ApiError, api } from '../../lib/api';

/** A signed file as the flow hands it on (spec 001 §3 "Signed file result: fileName and data"). */
export interface ArquivoAssinado {
  fileName: string;
  data: Blob;
  /** Verification code printed on the document (XXXX-XXXX-XXXX). */
  codigo: string;
}

/** Blob → base64 without the data: prefix (spec 001 §4 step 3: "convert to base64"). */
export async function paraBase64(conteudo: Blob): Promise<string> {
  const bytes = new Uint8Array(await conteudo.arrayBuffer());
  let binario = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binario += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binario);
}

export function deBase64(base64: string, tipo = 'application/pdf'): Blob {
  const binario = atob(base64);
  const bytes = new Uint8Array(binario.length);
  for (let i = 0; i < binario.length; i++) bytes[i] = binario.charCodeAt(i);
  return new Blob([bytes], { type: tipo });
}

/** The calls of spec 001 §7 "Digital signature" (rest-pki) and of the public verification page. */
export const assinaturaApi = {
  certificados: () => api.get<Resposta<typeof certificadosAssinaturaRespostaSchema>>('/api/rest-pki/certificados').then((r) => r.data),
  start: (base64: string, thumbprint: string, nomeArquivo: string) =>
    api
      .post<Resposta<typeof restPkiStartRespostaSchema>>('/api/rest-pki/start', { base64, thumbprint, nomeArquivo }, { loading: false })
      .then((r) => r.data.token),
  finish: (token: string) => api.post<Resposta<typeof restPkiFinishRespostaSchema>>('/api/rest-pki/finish', { token }, { loading: false }),
  verificar: (codigo: string) =>
    api
      .get<Resposta<typeof documentoVerificadoRespostaSchema>>(`/api/publico/verificar/${encodeURIComponent(codigo)}`, { auth: false })
      .then((r) => r.data),
  conferir: (codigo: string, arquivo: File) => {
    const dados = new FormData();
    dados.append('arquivo', arquivo, arquivo.name);
    return api.post<ConferenciaArquivo>(`/api/publico/verificar/${encodeURIComponent(codigo)}`, dados, { auth: false });
  },
};

/** Saves a file with the browser's download. */
export function baixar(blob: Blob, nome: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens a file in a new tab (the browser's PDF viewer). */
export function abrir(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The reason a signing step failed, for the user: a 4xx carries it in a field (under a generic message) or in its
 * message; anything else gets `padrao`. Core since issue 17 (the emergency care and the outpatient clinic sign).
 */
export function motivoDoErro(e: unknown, padrao: string): string {
  if (e instanceof ApiError && e.status < 500) {
    const campo = Object.values(e.body.errors ?? {}).flat()[0];
    if (campo && e.body.message && e.body.message !== 'Os dados informados são inválidos.') return `${e.body.message} ${campo}`;
    return campo ?? e.body.message ?? padrao;
  }
  return padrao;
}
