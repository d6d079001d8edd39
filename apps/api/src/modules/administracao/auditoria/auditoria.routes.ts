import { auditoriaDetalheSchema, auditoriaListaSchema, datatableRequestSchema, P } from '@saude/shared';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditoria, cidadao, usuario } from '../../../db/schema/index.js';
import { escapeLike, runDatatable } from '../../../lib/datatable/datatable.js';
import { notFound } from '../../../lib/http-errors.js';

const tags = ['administracao/auditoria'];
const base = '/api/administracao/auditoria';
const config = { permission: P.administracao.auditoria };

const lista = {
  id: auditoria.id,
  momento: auditoria.momento,
  usuarioId: auditoria.usuarioId,
  usuarioNome: cidadao.nome,
  lotacaoId: auditoria.lotacaoId,
  acao: auditoria.acao,
  tabela: auditoria.tabela,
  registroId: auditoria.registroId,
};

const filtros = datatableRequestSchema.extend({
  tabela: z.string().max(63).optional(),
  acao: z
    .enum(['INSERT', 'UPDATE', 'DELETE', 'LEITURA'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  registroId: z.coerce.number().int().optional(),
});

/** The municipality's audit trail, read-only: who changed or read what, and when. */
export function auditoriaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${base}/datatable`, { schema: { tags, querystring: filtros, response: { 200: auditoriaListaSchema } }, config }, async (req) => {
    const q = req.query;
    const fixed: (SQL | undefined)[] = [
      q.tabela ? eq(auditoria.tabela, q.tabela) : undefined,
      q.acao ? eq(auditoria.acao, q.acao) : undefined,
      q.registroId ? eq(auditoria.registroId, q.registroId) : undefined,
    ];
    return req.tx((tx) =>
      runDatatable(
        q,
        {
          sortable: { momento: auditoria.momento, tabela: auditoria.tabela, acao: auditoria.acao },
          search: (t) => or(ilike(auditoria.tabela, `%${escapeLike(t)}%`), ilike(cidadao.nome, `%${escapeLike(t)}%`)),
          defaultOrder: [desc(auditoria.momento)],
          tieBreaker: sql`${auditoria.id} desc`,
        },
        {
          rows: (where) =>
            tx
              .select(lista)
              .from(auditoria)
              .leftJoin(usuario, eq(usuario.id, auditoria.usuarioId))
              .leftJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
              .where(and(...fixed, where))
              .$dynamic(),
          count: (where) =>
            tx
              .select({ total: sql<number>`count(*)::int` })
              .from(auditoria)
              .leftJoin(usuario, eq(usuario.id, auditoria.usuarioId))
              .leftJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
              .where(and(...fixed, where))
              .$dynamic(),
        },
      ),
    );
  });

  r.get(
    `${base}/:id`,
    { schema: { tags, params: z.object({ id: z.coerce.number().int() }), response: { 200: auditoriaDetalheSchema } }, config },
    async (req) => {
      const [row] = await req.tx((tx) =>
        tx
          .select({
            ...lista,
            // the trigger stores each row as a JSON object (to_jsonb), keyed by column
            antes: sql<Record<string, unknown> | null>`${auditoria.antes}`,
            depois: sql<Record<string, unknown> | null>`${auditoria.depois}`,
            requestId: auditoria.requestId,
          })
          .from(auditoria)
          .leftJoin(usuario, eq(usuario.id, auditoria.usuarioId))
          .leftJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
          .where(eq(auditoria.id, req.params.id)),
      );
      if (!row) throw notFound();
      return row;
    },
  );
}
