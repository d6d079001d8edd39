import { paisesAutocompleteSchema } from '@saude/shared';
import { and, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pais } from '../../../../db/schema/index.js';
import { codigos, excluidos, type LookupSpec, lookupOrder, lookupQuerySchema, lookupWhere, termoDe } from '../../../../lib/lookup.js';

const tags = ['intranet/pais'];

/** Countries of the e-SUS/LEDI list (Brasil = 31), by number or name. */
const spec: LookupSpec = { codigo: sql`${pais.id}::text`, comoCodigo: codigos.digitos(3), nome: pais.nome };

export function intranetPaisRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/intranet/pais/autocomplete',
    { schema: { tags, querystring: lookupQuerySchema, response: { 200: paisesAutocompleteSchema } }, config: { permission: null } },
    (req) =>
      req.tx(async (tx) => {
        const termo = termoDe(req.query);
        const fora = excluidos(req.query).map(Number).filter(Number.isSafeInteger);
        const data = await tx
          .select({ id: pais.id, nome: pais.nome, label: pais.nome })
          .from(pais)
          .where(and(lookupWhere(spec, termo), fora.length ? notInArray(pais.id, fora) : undefined))
          .orderBy(...lookupOrder(spec, termo))
          .limit(req.query.length);
        return { data };
      }),
  );
}
