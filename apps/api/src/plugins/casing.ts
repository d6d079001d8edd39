import { camelizeKeys, snakeizeKeys } from '@saude/shared';
import type { FastifyInstance } from 'fastify';

/**
 * The one place where the server converts wire keys (ARCHITECTURE §4): snake_case on the wire,
 * camelCase in the code. Bodies and queries are converted before validation, answers before
 * serialisation. Buffers and streams pass untouched.
 */
export function registerCasing(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)) {
      request.body = camelizeKeys(request.body);
    }
    if (request.query && typeof request.query === 'object') request.query = camelizeKeys(request.query);
  });
  app.addHook('preSerialization', async (request, _reply, payload) =>
    request.routeOptions.url?.startsWith('/api/docs') ? payload : snakeizeKeys(payload),
  );
}
