import { cidAutocompleteSchema } from '@saude/shared';
import { and, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cid } from '../../../db/schema/index.js';
import { codigos, excluidos, type LookupSpec, lookupOrder, lookupQuerySchema, lookupWhere, termoDe } from '../../../lib/lookup.js';

const tags = ['cid'];

/** 'A000' → 'A00.0'; categories ('A00') stay as they are. */
export const formatarCid = (codigo: string) => (codigo.length === 4 ? `${codigo.slice(0, 3)}.${codigo[3]}` : codigo);

/** CID-10 by code (with or without the dot) or description. */
const spec: LookupSpec = { codigo: cid.codigo, comoCodigo: codigos.letraDigitos(3), nome: cid.descricao };

export function cidRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/cid/autocomplete',
    { schema: { tags, querystring: lookupQuerySchema, response: { 200: cidAutocompleteSchema } }, config: { permission: null } },
    (req) =>
      req.tx(async (tx) => {
        const termo = termoDe(req.query);
        const fora = excluidos(req.query).map((c) => c.replace('.', '').toUpperCase());
        const rows = await tx
          .select()
          .from(cid)
          .where(and(lookupWhere(spec, termo), fora.length ? notInArray(cid.codigo, fora) : undefined))
          .orderBy(...lookupOrder(spec, termo))
          .limit(req.query.length);
        return {
          data: rows.map((c) => ({
            id: c.codigo,
            codigo: formatarCid(c.codigo),
            descricao: c.descricao,
            label: `${formatarCid(c.codigo)} - ${c.descricao}`,
            subcategoria: c.subcategoria,
            sexo: c.sexo,
          })),
        };
      }),
  );
}
