import { municipiosAutocompleteSchema } from '@saude/shared';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { estado, municipio } from '../../../../db/schema/index.js';
import { codigos, excluidos, type LookupSpec, lookupOrder, lookupQuerySchema, lookupWhere, termoDe } from '../../../../lib/lookup.js';

const tags = ['intranet/municipio'];

const query = lookupQuerySchema.extend({
  estadoId: z.coerce
    .number({ error: 'O estado informado é inválido.' })
    .int('O estado informado é inválido.')
    .min(11, 'O estado informado é inválido.')
    .max(53, 'O estado informado é inválido.')
    .optional(),
});

/** By IBGE code (7 digits, or the 6 without the check digit DATASUS uses), by name, or name and UF ('santos sp'). */
const spec: LookupSpec = {
  codigo: sql`${municipio.id}::text`,
  comoCodigo: codigos.digitos(7),
  nome: municipio.nome,
  palavra: (p) => sql`${estado.uf} = ${p.toUpperCase()}`,
};

export function intranetMunicipioRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/intranet/municipio/autocomplete',
    { schema: { tags, querystring: query, response: { 200: municipiosAutocompleteSchema } }, config: { permission: null } },
    (req) =>
      req.tx(async (tx) => {
        const termo = termoDe(req.query);
        const fora = excluidos(req.query).map(Number).filter(Number.isSafeInteger);
        const rows = await tx
          .select({ id: municipio.id, nome: municipio.nome, uf: estado.uf, estadoId: municipio.estadoId })
          .from(municipio)
          .innerJoin(estado, eq(estado.id, municipio.estadoId))
          .where(
            and(
              lookupWhere(spec, termo),
              req.query.estadoId ? eq(municipio.estadoId, req.query.estadoId) : undefined,
              fora.length ? notInArray(municipio.id, fora) : undefined,
            ),
          )
          .orderBy(...lookupOrder(spec, termo))
          .limit(req.query.length);
        return { data: rows.map((m) => ({ ...m, label: `${m.nome} - ${m.uf}` })) };
      }),
  );
}
