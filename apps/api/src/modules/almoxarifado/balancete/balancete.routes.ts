import {
  ALM,
  balanceteCheckDateSchema,
  balanceteDatatableSchema,
  balanceteIndexSchema,
  balanceteSchema,
  datatableRequestSchema,
  documentoGravadoSchema,
  MENSAGENS_ESTOQUE,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { fechadoAte, fecharPeriodo } from '../../estoque/index.js';
import { centroDaSessao } from '../entrada/entrada.routes.js';
import { paginar } from '../lista.js';

const tags = ['almoxarifado/balancete'];
const base = '/api/almoxarifado/balancete';
const dataParams = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida.') });

/**
 * almoxarifado/balancete (spec 000 §2.3 index; 001 §7 "balancete (check-date/{date})"): the closings of the
 * session's stock, closing up to a date through the engine, and the check the movement forms call to warn early.
 */
export function balanceteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(base, { schema: { tags, response: { 200: balanceteIndexSchema } }, config: { permission: ALM.balanceteVer } }, (req) =>
    req.tx(async (tx) => ({ centroCusto: await centroDaSessao(req, tx), fechadoAte: await fechadoAte(tx, req.auth.centroCustoId) })),
  );

  r.get(
    `${base}/list`,
    {
      schema: { tags, querystring: datatableRequestSchema, response: { 200: balanceteDatatableSchema } },
      config: { permission: ALM.balanceteVer },
    },
    (req) =>
      req.tx(
        async (tx) =>
          // the stock's value on the closing day: the ledger up to that day at the cost each movement carried
          paginar(tx, req.query, {
            de: sql`from estoque_fechamento f`,
            onde: [sql`f.centro_custo_id = ${req.auth.centroCustoId}`],
            colunas: sql`f.id, f.data_fechamento::text as "dataFechamento", f.observacao, ${nomeDoUsuario(sql`f.created_by`)} as "fechadoPor",
              f.created_at as "fechadoEm",
              (select coalesce(sum(m.quantidade * m.custo_unitario), 0)::numeric(14, 2)::text from estoque_movimento m
                where m.centro_custo_id = f.centro_custo_id and m.data <= f.data_fechamento) as "valorEstoque"`,
            ordenaveis: { dataFechamento: sql`f.data_fechamento` },
            ordemPadrao: sql`f.data_fechamento desc`,
            busca: [sql`f.observacao`],
          }) as never,
      ),
  );

  r.post(
    base,
    { schema: { tags, body: balanceteSchema, response: { 201: documentoGravadoSchema } }, config: { permission: ALM.balanceteFechar } },
    async (req, reply) => {
      const id = await req.tx(async (tx) => {
        await fecharPeriodo(tx, { usuarioId: req.auth.usuarioId }, { centroCustoId: req.auth.centroCustoId, ...req.body });
        const { rows } = await tx.execute(sql`
          select id from estoque_fechamento where centro_custo_id = ${req.auth.centroCustoId} and data_fechamento = ${req.body.data}`);
        return Number(rows[0].id);
      });
      return reply.status(201).send({ id });
    },
  );

  // Any logged-in user of the stock may ask: every movement form (entries, exits, transfers, dispensing) warns
  // with it before sending, and the answer only says whether the session's own stock is closed on a date.
  r.get(
    `${base}/check-date/:date`,
    { schema: { tags, params: dataParams, response: { 200: balanceteCheckDateSchema } }, config: { permission: null } },
    (req) =>
      req.tx(async (tx) => {
        const ate = await fechadoAte(tx, req.auth.centroCustoId);
        const fechado = ate !== null && req.params.date <= ate;
        const centro = fechado ? await centroDaSessao(req, tx) : null;
        return {
          data: req.params.date,
          fechado,
          fechadoAte: ate,
          mensagem: fechado && ate && centro ? MENSAGENS_ESTOQUE.periodoFechado(centro.nome, ate) : null,
        };
      }),
  );
}
