import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { toSnake } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The wire is snake_case while the Zod schemas are camelCase: the document shows the wire. */
function snakeSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(snakeSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'properties' && v && typeof v === 'object') {
      out[k] = Object.fromEntries(Object.entries(v).map(([p, s]) => [toSnake(p), snakeSchema(s)]));
    } else if (k === 'required' && Array.isArray(v)) {
      out[k] = v.map((p) => (typeof p === 'string' ? toSnake(p) : p));
    } else out[k] = snakeSchema(v);
  }
  return out;
}

/** GET /api/docs: OpenAPI of every route, generated from the Zod schemas, with a browsable UI. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Saúde Municipal API',
        version: '2.41.29',
        description: 'Todas as rotas exigem o cabeçalho X-Cliente; as autenticadas, Authorization: Bearer.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cliente: { type: 'apiKey', in: 'header', name: 'X-Cliente' },
        },
      },
      security: [{ bearer: [], cliente: [] }],
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      return { schema: snakeSchema(schema) as typeof schema, url };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
