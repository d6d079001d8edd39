import { ocupacoesAutocompleteSchema } from '@saude/shared';
import { and, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ocupacao } from '../../../db/schema/index.js';
import { codigos, excluidos, type LookupSpec, lookupOrder, lookupQuerySchema, lookupWhere, termoDe } from '../../../lib/lookup.js';

const tags = ['ocupacoes'];

/** CBO 2002 by code ('225125' or '2251-25') or title. */
const spec: LookupSpec = { codigo: ocupacao.codigo, comoCodigo: codigos.digitos(6), nome: ocupacao.nome };

export function ocupacoesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/ocupacoes/autocomplete',
    { schema: { tags, querystring: lookupQuerySchema, response: { 200: ocupacoesAutocompleteSchema } }, config: { permission: null } },
    (req) =>
      req.tx(async (tx) => {
        const termo = termoDe(req.query);
        const fora = excluidos(req.query);
        const rows = await tx
          .select()
          .from(ocupacao)
          .where(and(lookupWhere(spec, termo), fora.length ? notInArray(ocupacao.codigo, fora) : undefined))
          .orderBy(...lookupOrder(spec, termo))
          .limit(req.query.length);
        return { data: rows.map((o) => ({ id: o.codigo, codigo: o.codigo, nome: o.nome, label: `${o.codigo} - ${o.nome}` })) };
      }),
  );
}
