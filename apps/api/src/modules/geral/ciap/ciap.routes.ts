import { ciapListaSchema } from '@saude/shared';
import { and, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ciap } from '../../../db/schema/index.js';
import {
  codigos,
  excluidos,
  type LookupSpec,
  lookupOrder,
  lookupQuerySchema,
  lookupWhere,
  quantidade,
  termoDe,
} from '../../../lib/lookup.js';

const tags = ['geral/ciap'];

/** CIAP-2 rubrics accepted by e-SUS APS, by code ('K86') or description. */
const spec: LookupSpec = { codigo: ciap.codigo, comoCodigo: codigos.letraDigitos(2), nome: ciap.descricao };

/** The whole list (686 rubrics) fits one answer: a select can show it without paging. */
const TODAS = 1000;
const listaQuery = lookupQuerySchema.extend({ length: quantidade(TODAS, TODAS) });

const item = (c: typeof ciap.$inferSelect) => ({
  id: c.codigo,
  codigo: c.codigo,
  descricao: c.descricao,
  cidCodigo: c.cidCodigo,
  label: `${c.codigo} - ${c.descricao}`,
});

export function geralCiapRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/geral/ciap/autocomplete',
    { schema: { tags, querystring: lookupQuerySchema, response: { 200: ciapListaSchema } }, config: { permission: null } },
    (req) =>
      req.tx(async (tx) => {
        const termo = termoDe(req.query);
        const fora = excluidos(req.query).map((c) => c.toUpperCase());
        const rows = await tx
          .select()
          .from(ciap)
          .where(and(lookupWhere(spec, termo), fora.length ? notInArray(ciap.codigo, fora) : undefined))
          .orderBy(...lookupOrder(spec, termo))
          .limit(req.query.length);
        return { data: rows.map(item) };
      }),
  );

  // The list: same search and order, but every match by default, and in code order when there is no term.
  r.get(
    '/api/geral/ciap',
    { schema: { tags, querystring: listaQuery, response: { 200: ciapListaSchema } }, config: { permission: null } },
    (req) =>
      req.tx(async (tx) => {
        const termo = termoDe(req.query);
        const rows = await tx
          .select()
          .from(ciap)
          .where(lookupWhere(spec, termo))
          .orderBy(...(termo ? lookupOrder(spec, termo) : [ciap.codigo]))
          .limit(req.query.length);
        return { data: rows.map(item) };
      }),
  );
}
