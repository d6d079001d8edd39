import {
  ALM,
  alertaEstoqueDatatableSchema,
  alertaValidadeDatatableSchema,
  datatableRequestSchema,
  hojeIso,
  inicioAlmoxarifadoSchema,
  SetorTipo,
  somarDias,
  TIPO_ALERTA_ESTOQUE,
  TIPO_ALERTA_VALIDADE,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { paginar } from '../lista.js';
import { parametrosAlmoxarifado } from '../parametrizacao/parametrizacao.routes.js';

const tags = ['almoxarifado/inicio'];
const base = '/api/almoxarifado/inicio';

/** The stocks of the user's placement (lotação › centros de custo of warehouse or pharmacy sectors). */
async function estoquesDaLotacao(tx: Tx, lotacaoId: number | null | undefined) {
  const { rows } = await tx.execute(sql`
    select cc.id, cc.nome from lotacao_centro_custo lc join centro_custo cc on cc.id = lc.centro_custo_id join setor s on s.id = cc.setor_id
     where lc.lotacao_id = ${lotacaoId ?? 0} and not cc.bloqueado
       and s.setor_tipo_id in (${SetorTipo.ALMOXARIFADO}, ${SetorTipo.FARMACIA})
     order by ${porNome(sql`cc.nome`)}`);
  return rows.map((r) => ({ id: Number(r.id), nome: String(r.nome) }));
}

/** Only the stocks of the placement, as the cards show them; another one is not found. */
async function exigirDaLotacao(tx: Tx, lotacaoId: number | null | undefined, centroCustoId: number) {
  if (!(await estoquesDaLotacao(tx, lotacaoId)).some((e) => e.id === centroCustoId)) throw notFound();
}

/**
 * The materials of a stock with their balance and limits: the stock's own (`estoque_limite`) or else the material
 * registry's municipal minimum and maximum, for the materials the stock has ever held. Conditions per alert:
 * below the minimum; at the reorder point (from the minimum up to it); above the maximum.
 */
function limites(centroCustoId: number): SQL {
  return sql`(
    select m.id, m.nome as material, coalesce(s.saldo, 0)::int as saldo,
           coalesce(el.minimo, m.estoque_minimo) as minimo, el.ponto_pedido,
           case when el.id is null then m.estoque_maximo else el.maximo end as maximo, el.id is not null as limite_do_estoque
      from material m
      left join estoque_limite el on el.material_id = m.id and el.centro_custo_id = ${centroCustoId}
      left join (select material_id, sum(quantidade) as saldo from estoque_saldo where centro_custo_id = ${centroCustoId}
                  group by material_id) s on s.material_id = m.id
     where not m.bloqueado and (el.id is not null or s.material_id is not null)
  ) x`;
}

const condicao: Record<string, SQL> = {
  [TIPO_ALERTA_ESTOQUE.MINIMO]: sql`x.minimo > 0 and x.saldo < x.minimo`,
  [TIPO_ALERTA_ESTOQUE.PONTO_PEDIDO]: sql`x.ponto_pedido is not null and x.saldo >= x.minimo and x.saldo <= x.ponto_pedido`,
  [TIPO_ALERTA_ESTOQUE.MAXIMO]: sql`x.maximo is not null and x.saldo > x.maximo`,
};

/**
 * The warehouse's start page (`/almoxarifado`, issue 18): alert counts per stock of the placement and the list
 * behind each card. Expiry counts lots with balance; "vencendo" is from today through the configured days.
 */
export function inicioAlmoxarifadoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(base, { schema: { tags, response: { 200: inicioAlmoxarifadoSchema } }, config: { permission: ALM.inicio } }, (req) =>
    req.tx(async (tx) => {
      const { diasAlertaVencimento: dias } = await parametrosAlmoxarifado(tx);
      const hoje = hojeIso();
      const centros = [];
      for (const e of await estoquesDaLotacao(tx, req.auth.lotacaoId)) {
        const { rows } = await tx.execute(sql`
          select (select count(*) from ${limites(e.id)} where ${condicao.minimo})::int as abaixo_minimo,
                 (select count(*) from ${limites(e.id)} where ${condicao['ponto-pedido']})::int as ponto_pedido,
                 (select count(*) from ${limites(e.id)} where ${condicao.maximo})::int as acima_maximo,
                 (select count(*) from estoque_saldo s join estoque_lote l on l.id = s.lote_id
                   where s.centro_custo_id = ${e.id} and s.quantidade > 0 and l.validade between ${hoje} and ${somarDias(hoje, dias)})::int as vencendo,
                 (select count(*) from estoque_saldo s join estoque_lote l on l.id = s.lote_id
                   where s.centro_custo_id = ${e.id} and s.quantidade > 0 and l.validade < ${hoje})::int as vencidos`);
        const c = rows[0];
        centros.push({
          ...e,
          abaixoMinimo: Number(c.abaixo_minimo),
          pontoPedido: Number(c.ponto_pedido),
          acimaMaximo: Number(c.acima_maximo),
          vencendo: Number(c.vencendo),
          vencidos: Number(c.vencidos),
        });
      }
      return { hoje, diasAlertaVencimento: dias, centros };
    }),
  );

  r.get(
    `${base}/alerta/datatable`,
    {
      schema: {
        tags,
        querystring: datatableRequestSchema.extend({
          tipo: z.enum([TIPO_ALERTA_ESTOQUE.MINIMO, TIPO_ALERTA_ESTOQUE.PONTO_PEDIDO, TIPO_ALERTA_ESTOQUE.MAXIMO]),
          centroCustoId: z.coerce.number().int().positive(),
        }),
        response: { 200: alertaEstoqueDatatableSchema },
      },
      config: { permission: ALM.inicio },
    },
    (req) =>
      req.tx(async (tx) => {
        await exigirDaLotacao(tx, req.auth.lotacaoId, req.query.centroCustoId);
        return paginar(tx, req.query, {
          de: sql`from ${limites(req.query.centroCustoId)}`,
          onde: [condicao[req.query.tipo]],
          colunas: sql`x.id, x.material, x.saldo, x.minimo, x.ponto_pedido as "pontoPedido", x.maximo, x.limite_do_estoque as "limiteDoEstoque"`,
          ordenaveis: { material: porNome(sql`x.material`), saldo: sql`x.saldo` },
          ordemPadrao: porNome(sql`x.material`),
          busca: [sql`x.material`],
        }) as never;
      }),
  );

  r.get(
    `${base}/validade/datatable`,
    {
      schema: {
        tags,
        querystring: datatableRequestSchema.extend({
          tipo: z.enum([TIPO_ALERTA_VALIDADE.VENCENDO, TIPO_ALERTA_VALIDADE.VENCIDOS]),
          centroCustoId: z.coerce.number().int().positive(),
        }),
        response: { 200: alertaValidadeDatatableSchema },
      },
      config: { permission: ALM.inicio },
    },
    (req) =>
      req.tx(async (tx) => {
        await exigirDaLotacao(tx, req.auth.lotacaoId, req.query.centroCustoId);
        const { diasAlertaVencimento: dias } = await parametrosAlmoxarifado(tx);
        const hoje = hojeIso();
        const janela =
          req.query.tipo === TIPO_ALERTA_VALIDADE.VENCIDOS
            ? sql`l.validade < ${hoje}`
            : sql`l.validade between ${hoje} and ${somarDias(hoje, dias)}`;
        return paginar(tx, req.query, {
          de: sql`from estoque_saldo s join estoque_lote l on l.id = s.lote_id join material m on m.id = s.material_id
                  left join fabricante f on f.id = l.fabricante_id`,
          onde: [sql`s.centro_custo_id = ${req.query.centroCustoId}`, sql`s.quantidade > 0`, janela],
          colunas: sql`l.id, m.nome as material, l.lote, l.validade::text as validade, f.nome as fabricante, s.quantidade,
            (l.validade - ${hoje}::date) as dias`,
          ordenaveis: { validade: sql`l.validade`, material: porNome(sql`m.nome`) },
          ordemPadrao: sql`l.validade, l.id`,
          busca: [sql`m.nome`, sql`l.lote`],
        }) as never;
      }),
  );
}
