import { MENSAGEM_TELA_INVALIDA, TELA_CHAVE_HEADER, type TelaShow, telaShowSchema } from '@saude/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-errors.js';
import { telaPorChave } from './tela-acesso.js';
import { dadosDaTela } from './tela-show.service.js';

const tags = ['painel-senha/tela'];

/**
 * Requests per minute for one screen from one address. A TV fetches on load, on each reconnect and when its
 * notices or settings change; a hospital's TVs often share one public IP, so the limit is counted per
 * (address, screen) rather than per address alone as at login. The key itself (256 bits) is not guessable:
 * the limit only keeps a stray loop or a scanner from costing queries.
 */
export const TELA_SHOW_POR_MINUTO = 60;

const params = z.object({ id: z.coerce.number({ error: MENSAGEM_TELA_INVALIDA }).int().positive(MENSAGEM_TELA_INVALIDA) });

/**
 * `GET /api/painel-senha/tela/show/{id}` (spec 000 §2.3 painel-senha tela/show/{id}: the public display). No
 * session: the municipality comes from X-Cliente (as at login) and the screen proves itself with the key of
 * its address in the `x-tela-chave` header. A wrong id, key or municipality, or a blocked screen: 404.
 */
export function telaShowRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/painel-senha/tela/show/:id',
    {
      schema: { tags, params, response: { 200: telaShowSchema } },
      config: {
        public: true,
        rateLimit: {
          max: TELA_SHOW_POR_MINUTO,
          timeWindow: '1 minute',
          keyGenerator: (req: FastifyRequest) => `${req.ip}|${(req.params as { id?: string }).id ?? ''}`,
        },
      },
    },
    (req): Promise<TelaShow> =>
      req.tx(async (tx) => {
        const chave = String(req.headers[TELA_CHAVE_HEADER] ?? '');
        const t = await telaPorChave(tx, req.params.id, chave);
        if (!t) throw notFound(MENSAGEM_TELA_INVALIDA);
        return dadosDaTela(tx, req.cliente, t);
      }),
  );
}
