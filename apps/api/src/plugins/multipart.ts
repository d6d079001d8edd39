import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** Max size of one uploaded file (certificates, logos, attachments). */
export const TAMANHO_MAXIMO_ARQUIVO = 10 * 1024 * 1024;

/**
 * Multipart forms (spec 001 §3: the citizen form is sent as multipart, booleans as 1/0, nulls as
 * empty). Fields land in `request.body` as a plain object so the same Zod schemas validate JSON and
 * multipart bodies; bracketed names (`telefones[0][numero]`) become nested objects and arrays, and
 * files arrive as `{ filename, mimetype, data: Buffer }`. Runs before the casing hook.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: TAMANHO_MAXIMO_ARQUIVO, files: 10, fields: 1000, fieldSize: 1024 * 1024 },
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return;
    const saida: Record<string, unknown> = {};
    for (const [nome, valor] of Object.entries(request.body as Record<string, unknown>)) {
      const partes = Array.isArray(valor) ? valor : [valor];
      const convertidas = await Promise.all(partes.map(converterParte));
      atribuir(saida, nome, nome.endsWith('[]') ? convertidas : convertidas.length > 1 ? convertidas : convertidas[0]);
    }
    request.body = saida;
  });
}

interface Parte {
  type: 'file' | 'field';
  value?: unknown;
  filename?: string;
  mimetype?: string;
  toBuffer?: () => Promise<Buffer>;
}

async function converterParte(p: unknown): Promise<unknown> {
  const parte = p as Parte;
  if (parte?.type === 'file' && parte.toBuffer) {
    const data = await parte.toBuffer();
    return data.length ? { filename: parte.filename, mimetype: parte.mimetype, data } : null;
  }
  return parte?.type === 'field' ? parte.value : p;
}

/** Places `valor` at a bracketed path: a[b][0][c] → { a: { b: [ { c } ] } }. */
export function atribuir(alvo: Record<string, unknown>, nome: string, valor: unknown) {
  const chaves = nome.replace(/\[\]$/, '').match(/[^[\]]+/g) ?? [nome];
  if (chaves.some((c) => c === '__proto__' || c === 'constructor' || c === 'prototype')) return;
  let atual: Record<string, unknown> = alvo;
  chaves.forEach((chave, i) => {
    if (i === chaves.length - 1) {
      atual[chave] = valor;
      return;
    }
    const proxima = chaves[i + 1];
    if (atual[chave] === undefined || typeof atual[chave] !== 'object' || atual[chave] === null) {
      atual[chave] = /^\d+$/.test(proxima) ? [] : {};
    }
    atual = atual[chave] as Record<string, unknown>;
  });
}
