import { ANEXOS_ENFERMAGEM } from '@saude/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

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

const arquivo = z.object({ filename: z.string().max(255).optional(), mimetype: z.string().optional(), data: z.instanceof(Buffer) });

/**
 * The `anexos` field of the nursing form: absent, one file or several (`anexos[]`), each checked against
 * ANEXOS_ENFERMAGEM. The messages sit on `anexos`, naming the file, so the form shows them on its upload.
 */
export const anexosSchema = z
  .preprocess((v) => (v == null ? [] : Array.isArray(v) ? v.filter((x) => x != null) : [v]), z.array(arquivo))
  .superRefine((lista, ctx) => {
    if (lista.length > ANEXOS_ENFERMAGEM.maxArquivos) ctx.addIssue({ code: 'custom', message: ANEXOS_ENFERMAGEM.mensagemQuantidade });
    for (const a of lista) {
      const nome = a.filename || 'arquivo';
      if (!tipoDoArquivo(a.data)) ctx.addIssue({ code: 'custom', message: `${nome}: ${ANEXOS_ENFERMAGEM.mensagemTipo}` });
      else if (a.data.length > ANEXOS_ENFERMAGEM.maxBytes)
        ctx.addIssue({ code: 'custom', message: `${nome}: ${ANEXOS_ENFERMAGEM.mensagemTamanho}` });
    }
  });

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
