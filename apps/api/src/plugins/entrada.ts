import { mensagens } from '@saude/shared';
import type { FastifyInstance } from 'fastify';

/** What a client is told when its input carries a NUL character (PostgreSQL refuses it in text). */
export const MENSAGEM_NUL = 'Contém um caractere inválido (NUL, código 0).';
export const MENSAGEM_NUL_ENDERECO = 'O endereço ou os parâmetros da requisição contêm um caractere inválido (NUL, código 0).';

/** The first path (snake_case keys joined by dots) of a string holding U+0000, or null. Binary parts are skipped. */
export function caminhoComNul(valor: unknown, caminho: string[] = [], profundidade = 0): string | null {
  if (typeof valor === 'string') return valor.includes('\u0000') ? caminho.join('.') || 'geral' : null;
  if (!valor || typeof valor !== 'object' || Buffer.isBuffer(valor) || profundidade > 32) return null;
  for (const [chave, v] of Object.entries(valor as Record<string, unknown>)) {
    // a key can carry the character too: then the key itself is the field
    if (chave.includes('\u0000')) return [...caminho, chave.replaceAll('\u0000', '')].join('.') || 'geral';
    const achado = caminhoComNul(v, [...caminho, chave], profundidade + 1);
    if (achado) return achado;
  }
  return null;
}

/**
 * One rule at the edge for every route (issue 15): a NUL character never reaches the database, where it
 * would fail the request with a 500 after part of the work. In the address (path or query, `%00`) the
 * answer is 400; in the body it is the usual 422 naming the field. Runs before authentication and
 * validation, so nothing is read or written.
 */
export function registerEntrada(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (/%00/i.test(request.url) || request.url.includes('\u0000')) return reply.status(400).send({ message: MENSAGEM_NUL_ENDERECO });
  });
  app.addHook('preValidation', async (request, reply) => {
    const campo = request.body == null ? null : caminhoComNul(request.body);
    if (campo) return reply.status(422).send({ message: mensagens.dadosInvalidos, errors: { [campo]: [MENSAGEM_NUL] } });
  });
}
