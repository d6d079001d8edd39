import {
  auditoriaAutocompleteSchema,
  auditoriaDetalheSchema,
  auditoriaFiltrosSchema,
  auditoriaListaSchema,
  P,
  rotuloPaciente,
} from '@saude/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditoria, cidadao, usuario } from '../../../db/schema/index.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { notFound } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { buscaPaciente, colunasLista } from '../../cadastro/index.js';
import { buscaAuditoria, colunasDaAuditoria, condicoesDaAuditoria, emPalavras, LIMITE_CONTAGEM_AUDITORIA } from './auditoria.service.js';

const tags = ['administracao/auditoria'];
const base = '/api/administracao/auditoria';
const config = { permission: P.administracao.auditoria };

/** The pickers: a term (2+ characters), or the id of the item the URL already holds (its label on reload). */
const buscaItem = z.object({
  search: z
    .object({ value: z.string().max(200).default('') })
    .partial()
    .optional(),
  id: z.coerce.number().int().positive().optional(),
});

/**
 * The municipality's audit trail, read-only (issue 16 item 12): who read or changed what, when, in words,
 * searched by period, user, patient, action and record type, so an LGPD request is answered from one screen.
 */
export function auditoriaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: auditoriaFiltrosSchema, response: { 200: auditoriaListaSchema } }, config },
    async (req) => {
      const fixos = condicoesDaAuditoria(req.cliente.id, req.query);
      const resposta = await req.tx((tx) => {
        // a count stops past the ceiling: the list then says "more than"
        const contagem = (where: SQL | undefined) => {
          const janela = tx
            .select({ um: sql`1` })
            .from(auditoria)
            .where(and(fixos, where))
            .limit(LIMITE_CONTAGEM_AUDITORIA + 1)
            .as('janela');
          return tx.select({ total: sql<number>`count(*)::int` }).from(janela).$dynamic();
        };
        return runDatatable(
          req.query,
          {
            sortable: { momento: auditoria.momento },
            search: buscaAuditoria,
            defaultOrder: [desc(auditoria.momento)],
            tieBreaker: sql`${auditoria.id} desc`,
          },
          {
            rows: (where) => tx.select(colunasDaAuditoria).from(auditoria).where(and(fixos, where)).$dynamic(),
            count: contagem,
          },
        );
      });
      const limitada = resposta.recordsTotal > LIMITE_CONTAGEM_AUDITORIA;
      const teto = (n: number) => Math.min(n, LIMITE_CONTAGEM_AUDITORIA);
      return {
        ...resposta,
        recordsTotal: teto(resposta.recordsTotal),
        recordsFiltered: teto(resposta.recordsFiltered),
        data: resposta.data.map(emPalavras),
        ...(limitada ? { contagemLimitada: true } : {}),
      };
    },
  );

  r.get(
    `${base}/usuario/autocomplete`,
    { schema: { tags, querystring: buscaItem, response: { 200: auditoriaAutocompleteSchema } }, config },
    (req) =>
      req.tx(async (tx) => ({
        data: await tx
          .select({ id: usuario.id, label: sql<string>`${cidadao.nome} || ' (' || ${usuario.login} || ')'` })
          .from(usuario)
          .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
          .where(req.query.id ? eq(usuario.id, req.query.id) : textSearch(req.query.search?.value ?? '', cidadao.nome, usuario.login))
          .orderBy(porNome(cidadao.nome))
          .limit(10),
      })),
  );

  // any person of the municipality, blocked, provisional or merged too: the request may be about any of them
  r.get(
    `${base}/paciente/autocomplete`,
    { schema: { tags, querystring: buscaItem, response: { 200: auditoriaAutocompleteSchema } }, config },
    (req) =>
      req.tx(async (tx) => {
        const termo = req.query.search?.value?.trim() ?? '';
        const busca = termo ? buscaPaciente(termo) : undefined;
        if (!req.query.id && !busca) return { data: [] };
        const rows = await tx
          .select({ id: cidadao.id, ...colunasLista })
          .from(cidadao)
          .where(req.query.id ? eq(cidadao.id, req.query.id) : busca?.where)
          .orderBy(...(busca?.ordem ? [busca.ordem] : []), cidadao.nome, cidadao.id)
          .limit(10);
        return { data: rows.map((x) => ({ id: x.id, label: rotuloPaciente(x as never) })) };
      }),
  );

  r.get(
    `${base}/:id`,
    { schema: { tags, params: z.object({ id: z.coerce.number().int() }), response: { 200: auditoriaDetalheSchema } }, config },
    async (req) => {
      const [row] = await req.tx((tx) =>
        tx
          .select({
            ...colunasDaAuditoria,
            // the trigger stores each row as a JSON object (to_jsonb), keyed by column
            antes: sql<Record<string, unknown> | null>`${auditoria.antes}`,
            depois: sql<Record<string, unknown> | null>`${auditoria.depois}`,
            requestId: auditoria.requestId,
          })
          .from(auditoria)
          .where(and(eq(auditoria.clienteId, req.cliente.id), eq(auditoria.id, req.params.id))),
      );
      if (!row) throw notFound();
      return emPalavras(row);
    },
  );
}
