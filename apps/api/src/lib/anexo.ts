import type { FastifyReply } from 'fastify';

// Attachments kept in the database and downloaded back: what the nursing record and the CEAF process share.

/** A file part as plugins/multipart.ts delivers it. */
export interface ArquivoRecebido {
  filename?: string;
  mimetype?: string;
  data: Buffer;
}

/**
 * The real type of a file from its first bytes: a name or a declared type can say anything, and the
 * download is served with the type stored here.
 */
export function tipoDoArquivo(data: Buffer): string | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return null;
}

/** A stored name safe for a header: no path, no control characters, at most 200 characters. */
export function nomeSeguro(nome: string | undefined, tipo: string): string {
  const base =
    (nome ?? '')
      .split(/[\\/]/)
      .pop()
      ?.replace(/[\p{Cc}"]/gu, '')
      .trim() ?? '';
  if (base) return base.slice(0, 200);
  return tipo === 'application/pdf' ? 'anexo.pdf' : tipo === 'image/png' ? 'anexo.png' : 'anexo.jpg';
}

/** Sends a stored attachment: downloaded, never rendered by the browser as a page of ours. */
export function enviarAnexo(reply: FastifyReply, a: { nome: string; tipoConteudo: string; conteudo: Buffer }) {
  const ascii = a.nome.replace(/[^\w.-]/g, '_');
  return reply
    .type(a.tipoConteudo)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(a.nome)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(a.conteudo);
}
