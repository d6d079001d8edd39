import { camelizeKeys, snakeizeKeys } from '@saude/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/** A route as registered, for the typed-wire test: does it declare the schema of its answer? */
export interface RotaRegistrada {
  method: string;
  url: string;
  comResposta: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with whether it declares a response schema (issue 14 §3; test/wire.test.ts reads it). */
    rotas: RotaRegistrada[];
  }
}

type Respostas = Record<string, unknown> | undefined;

/** Fastify's match of a status code to a response schema key: the code itself, its class (`2xx`), or `default`. */
function temEsquema(respostas: Respostas, status: number): boolean {
  if (!respostas) return false;
  const codigo = String(status);
  return codigo in respostas || `${codigo[0]}xx` in respostas || 'default' in respostas;
}

/**
 * The one place where the server converts wire keys (ARCHITECTURE §4): snake_case on the wire, camelCase in
 * the code. Bodies and queries are converted before validation. Answers of a route that declares its response
 * schema (Zod, camelCase, from @saude/shared) are encoded through it — a field not in the schema is never sent —
 * and then converted; the others are converted before Fastify's default serialisation. Buffers and streams pass
 * untouched.
 */
export function registerCasing(app: FastifyInstance) {
  app.decorate('rotas', [] as RotaRegistrada[]);
  app.addHook('onRoute', (rota) => {
    if (rota.url.startsWith('/api/docs')) return;
    for (const method of [rota.method].flat()) {
      if (method === 'HEAD') continue;
      app.rotas.push({ method, url: rota.url, comResposta: Boolean(rota.schema?.response) });
    }
  });

  app.setSerializerCompiler(({ schema, method, url }) => {
    const esquema = schema as ZodType;
    return (data) => {
      const r = z.safeEncode(esquema, data);
      if (!r.success) throw new ResponseSerializationError(method, url, { cause: r.error });
      return JSON.stringify(snakeizeKeys(r.data));
    };
  });

  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)) {
      request.body = camelizeKeys(request.body);
    }
    if (request.query && typeof request.query === 'object') request.query = camelizeKeys(request.query);
  });
  app.addHook('preSerialization', async (request: FastifyRequest, reply, payload) => {
    if (request.routeOptions.url?.startsWith('/api/docs')) return payload;
    // the schema's serializer encodes the camelCase answer and converts it itself
    if (temEsquema(request.routeOptions.schema?.response as Respostas, reply.statusCode)) return payload;
    return snakeizeKeys(payload);
  });
}
