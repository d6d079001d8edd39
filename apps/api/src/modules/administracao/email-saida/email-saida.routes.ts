import { datatableRequestSchema, emailSaidaDetalheSchema, emailSaidaListaSchema, P } from '@saude/shared';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSaida } from '../../../db/schema/index.js';
import { escapeLike, runDatatable } from '../../../lib/datatable/datatable.js';
import { notFound } from '../../../lib/http-errors.js';

const tags = ['administracao/email-saida'];
const base = '/api/administracao/email-saida';
const config = { permission: P.administracao.emailSaida };

const lista = {
  id: emailSaida.id,
  destinatario: emailSaida.destinatario,
  assunto: emailSaida.assunto,
  enviadoEm: emailSaida.enviadoEm,
  erro: emailSaida.erro,
  createdAt: emailSaida.createdAt,
};

/** The outbox: e-mails the product generated, readable by administrators when no SMTP is set. */
export function emailSaidaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: datatableRequestSchema, response: { 200: emailSaidaListaSchema } }, config },
    async (req) =>
      req.tx((tx) =>
        runDatatable(
          req.query,
          {
            sortable: { createdAt: emailSaida.createdAt, destinatario: emailSaida.destinatario, assunto: emailSaida.assunto },
            search: (t) => or(ilike(emailSaida.destinatario, `%${escapeLike(t)}%`), ilike(emailSaida.assunto, `%${escapeLike(t)}%`)),
            defaultOrder: [desc(emailSaida.createdAt)],
            tieBreaker: sql`${emailSaida.id} desc`,
          },
          {
            rows: (where) => tx.select(lista).from(emailSaida).where(where).$dynamic(),
            count: (where) => tx.select({ total: sql<number>`count(*)::int` }).from(emailSaida).where(where).$dynamic(),
          },
        ),
      ),
  );

  r.get(
    `${base}/:id`,
    { schema: { tags, params: z.object({ id: z.coerce.number().int() }), response: { 200: emailSaidaDetalheSchema } }, config },
    async (req) => {
      const [row] = await req.tx((tx) => tx.select().from(emailSaida).where(eq(emailSaida.id, req.params.id)));
      if (!row) throw notFound();
      return row;
    },
  );
}
