import {
  cidCapitulosRespostaSchema,
  datatableRequestSchema,
  PERMISSAO_TABELA_CID,
  TABELA_CID_API,
  tabelaCidRespostaSchema,
} from '@saude/shared';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cid, cidCapitulo } from '../../../db/schema/index.js';
import { runDatatable } from '../../../lib/datatable/datatable.js';
import { codigos, type LookupSpec, lookupWhere } from '../../../lib/lookup.js';
import { formatarCid } from '../../geral/index.js';

const tags = ['parametrizacao/tabela-cid'];
const spec: LookupSpec = { codigo: cid.codigo, comoCodigo: codigos.letraDigitos(3), nome: cid.descricao };
const capituloDe = (col: SQL | typeof cid.codigo) =>
  sql<number>`(select c.numero from cid_capitulo c where left(${col}, 3) between c.inicio and c.fim order by c.numero limit 1)`;
const capitulo = capituloDe(cid.codigo);
const sexoNome = sql<string>`(case ${cid.sexo} when 'F' then 'Feminino' when 'M' then 'Masculino' else 'Ambos' end)`;

const querystring = datatableRequestSchema.extend({
  capitulo: z.coerce
    .number({ error: 'Capítulo inválido.' })
    .int('Capítulo inválido.')
    .min(1, 'Capítulo inválido.')
    .max(99, 'Capítulo inválido.')
    .optional()
    .catch(undefined),
});

/**
 * parametrizacao/tabela-cid/index: CID-10 browsing, server-paged. The search takes a code with or
 * without the dot (A00.0, A000, a00) or words of the description, accents and case ignored.
 */
export function tabelaCidRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    TABELA_CID_API,
    { schema: { tags, querystring, response: { 200: tabelaCidRespostaSchema } }, config: { permission: PERMISSAO_TABELA_CID } },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const [cap] = q.capitulo ? await tx.select().from(cidCapitulo).where(eq(cidCapitulo.numero, q.capitulo)) : [];
        const filtro = q.capitulo ? (cap ? sql`left(${cid.codigo}, 3) between ${cap.inicio} and ${cap.fim}` : sql`false`) : undefined;
        const res = await runDatatable(
          q,
          {
            sortable: { codigo: cid.codigo, descricao: cid.descricao, sexoNome, capitulo },
            search: (term) => lookupWhere(spec, term.replace(/\s+/g, ' ')),
            filter: filtro,
            defaultOrder: [asc(cid.codigo)],
            tieBreaker: cid.codigo,
          },
          {
            rows: (where) =>
              tx
                .select({
                  codigo: cid.codigo,
                  descricao: cid.descricao,
                  subcategoria: cid.subcategoria,
                  sexo: cid.sexo,
                  sexoNome,
                  capitulo,
                })
                .from(cid)
                .where(where)
                .$dynamic(),
            count: (where) => tx.select({ total: sql<number>`count(*)::int` }).from(cid).where(where).$dynamic(),
          },
        );
        // cid_sexo_valido: F, M or null
        return {
          ...res,
          data: res.data.map((c) => ({ ...c, id: c.codigo, codigo: formatarCid(c.codigo), sexo: c.sexo as 'F' | 'M' | null })),
        };
      }),
  );

  r.get(
    '/api/parametrizacao/tabela-cid/capitulos',
    { schema: { tags, response: { 200: cidCapitulosRespostaSchema } }, config: { permission: PERMISSAO_TABELA_CID } },
    (req) => req.tx(async (tx) => ({ data: await tx.select().from(cidCapitulo).orderBy(asc(cidCapitulo.numero)) })),
  );
}
