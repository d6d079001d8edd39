import { termosInvalidosRespostaSchema } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lerConfiguracao } from '../../lib/configuracao.js';

/**
 * GET /geral/termo-invalido (spec second document §7): the municipality's forbidden terms, which
 * forms check as whole words (shared termoInvalidoProblema); kept in administracao/configuracao.
 */
export function termoInvalidoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/geral/termo-invalido',
    { schema: { tags: ['geral'], response: { 200: termosInvalidosRespostaSchema } }, config: { permission: null } },
    (req) => req.tx(async (tx) => ({ data: (await lerConfiguracao(tx, req.cliente.id)).termosInvalidos })),
  );
}
