import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mensagens, toSnake } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.js';

/** The error shapes of ARCHITECTURE §4; detail of a 500 goes only to the log, with the request id. */
export function registerErrorHandling(app: FastifyInstance, webDist: string | null) {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.split('/').filter(Boolean).map(toSnake).join('.') || 'geral';
        errors[field] = [...(errors[field] ?? []), issue.message ?? mensagens.dadosInvalidos];
      }
      return reply.status(422).send({ message: mensagens.dadosInvalidos, errors });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 429) return reply.status(429).send({ message: 'Muitas requisições. Aguarde um minuto e tente novamente.' });
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, unsupported media type)
      const message =
        status === 415 ? 'Tipo de conteúdo não suportado.' : status === 413 ? 'Conteúdo muito grande.' : 'Requisição inválida.';
      return reply.status(status === 404 ? 404 : 400).send({ message });
    }
    request.log.error({ err: error, reqId: request.id }, 'erro não tratado');
    return reply.status(500).send({ message: mensagens.erroGenerico });
  });

  const indexHtml = webDist ? readFileSync(join(webDist, 'index.html'), 'utf8') : null;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = /^\/(api|impressao|exportacao)(\/|$)/.test(path);
    if (!isApi && request.method === 'GET' && indexHtml) {
      // SPA history fallback (STACK G27): the web router decides, and shows /404 itself.
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ message: mensagens.rotaNaoEncontrada });
  });
}
