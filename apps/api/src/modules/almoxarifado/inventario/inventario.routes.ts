import {
  ALM,
  datatableRequestSchema,
  documentoGravadoSchema,
  FILTRO_ITENS_INVENTARIO,
  inventarioAberturaSchema,
  inventarioCancelamentoSchema,
  inventarioContagemSchema,
  inventarioDatatableSchema,
  inventarioIndexSchema,
  inventarioItensSchema,
  inventarioModeloSchema,
  inventarioNovoLoteSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { porNome } from '../../../lib/sql/texto.js';
import { centroDaSessao } from '../entrada/entrada.routes.js';
import { paginar } from '../lista.js';
import {
  abrirInventario,
  aplicarInventario,
  cancelarInventario,
  incluirLote,
  inventarioEmAndamento,
  lerInventario,
  salvarContagem,
  totaisDoInventario,
} from './inventario.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['almoxarifado/inventario'];
const base = '/api/almoxarifado/inventario';
const ctxDe = (req: FastifyRequest) => ({ usuarioId: req.auth.usuarioId });

/**
 * almoxarifado/inventario (spec 000 §2.3 index; 001 §7 "inventario: index, list, store"): the count of the
 * session's stock — open, count (saving as it goes), include a lot found, apply or cancel — and the list.
 */
export function inventarioRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(base, { schema: { tags, response: { 200: inventarioIndexSchema } }, config: { permission: ALM.inventarioVer } }, (req) =>
    req.tx(async (tx) => ({
      centroCusto: await centroDaSessao(req, tx),
      emAndamento: await inventarioEmAndamento(tx, req.auth.centroCustoId),
    })),
  );

  r.get(
    `${base}/list`,
    {
      schema: {
        tags,
        querystring: datatableRequestSchema.extend({ situacao: z.coerce.number().int().min(1).max(3).optional() }),
        response: { 200: inventarioDatatableSchema },
      },
      config: { permission: ALM.inventarioVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const onde = [sql`i.centro_custo_id = ${req.auth.centroCustoId}`];
        if (req.query.situacao) onde.push(sql`i.situacao = ${req.query.situacao}`);
        return paginar(tx, req.query, {
          de: sql`from almoxarifado_inventario i cross join lateral (select ${totaisDoInventario(sql`i.id`)}) tot`,
          onde,
          colunas: sql`i.id, i.data_abertura::text as "dataAbertura", i.situacao, ${nomeDoUsuario(sql`i.aberto_por`)} as "abertoPor",
            i.aplicado_em as "aplicadoEm", tot.itens, tot.divergentes, tot.valor_diferencas as "valorDiferencas"`,
          ordenaveis: { dataAbertura: sql`i.data_abertura`, situacao: sql`i.situacao` },
          ordemPadrao: sql`i.data_abertura desc, i.id desc`,
          busca: [sql`i.observacao`],
        }) as never;
      }),
  );

  r.post(
    base,
    {
      schema: { tags, body: inventarioAberturaSchema, response: { 201: documentoGravadoSchema } },
      config: { permission: ALM.inventarioContar },
    },
    async (req, reply) => {
      const id = await req.tx((tx) => abrirInventario(tx, ctxDe(req), req.auth.centroCustoId, req.body.observacao ?? null));
      return reply.status(201).send({ id });
    },
  );

  r.get(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 200: inventarioModeloSchema } }, config: { permission: ALM.inventarioVer } },
    (req) => req.tx((tx) => lerInventario(tx, req.params.id, req.auth.centroCustoId)),
  );

  r.get(
    `${base}/:id/itens`,
    {
      schema: {
        tags,
        params: idParams,
        querystring: datatableRequestSchema.extend({
          situacao: z.enum([FILTRO_ITENS_INVENTARIO.PENDENTES, FILTRO_ITENS_INVENTARIO.DIVERGENTES]).optional(),
        }),
        response: { 200: inventarioItensSchema },
      },
      config: { permission: ALM.inventarioVer },
    },
    (req) =>
      req.tx(async (tx) => {
        await lerInventario(tx, req.params.id, req.auth.centroCustoId);
        const onde = [sql`i.inventario_id = ${req.params.id}`];
        if (req.query.situacao === FILTRO_ITENS_INVENTARIO.PENDENTES) onde.push(sql`i.quantidade_contada is null`);
        if (req.query.situacao === FILTRO_ITENS_INVENTARIO.DIVERGENTES)
          onde.push(sql`i.quantidade_contada is not null and i.quantidade_contada <> i.quantidade_esperada`);
        return paginar(tx, req.query, {
          de: sql`from almoxarifado_inventario_item i join material m on m.id = i.material_id join estoque_lote l on l.id = i.lote_id
                  left join fabricante f on f.id = l.fabricante_id`,
          onde,
          colunas: sql`i.id, i.material_id as "materialId", m.nome as material, i.lote_id as "loteId", l.lote, l.validade::text as validade,
            f.nome as fabricante, i.quantidade_esperada as "quantidadeEsperada", i.quantidade_contada as "quantidadeContada",
            i.quantidade_contada - i.quantidade_esperada as diferenca, i.custo_unitario::text as "custoUnitario",
            ((i.quantidade_contada - i.quantidade_esperada) * i.custo_unitario)::numeric(14, 2)::text as "valorDiferenca", i.incluido`,
          ordenaveis: { material: porNome(sql`m.nome`), validade: sql`l.validade`, lote: sql`l.lote` },
          ordemPadrao: sql`${porNome(sql`m.nome`)}, l.validade, i.id`,
          busca: [sql`m.nome`, sql`l.lote`],
        }) as never;
      }),
  );

  r.put(
    `${base}/:id/contagem`,
    {
      schema: { tags, params: idParams, body: inventarioContagemSchema, response: { 200: inventarioModeloSchema } },
      config: { permission: ALM.inventarioContar },
    },
    (req) =>
      req.tx(async (tx) => {
        await salvarContagem(tx, ctxDe(req), req.params.id, req.auth.centroCustoId, req.body);
        return lerInventario(tx, req.params.id, req.auth.centroCustoId);
      }),
  );

  r.post(
    `${base}/:id/lote`,
    {
      schema: { tags, params: idParams, body: inventarioNovoLoteSchema, response: { 201: inventarioModeloSchema } },
      config: { permission: ALM.inventarioContar },
    },
    async (req, reply) => {
      const modelo = await req.tx(async (tx) => {
        await incluirLote(tx, req.params.id, req.auth.centroCustoId, req.body);
        return lerInventario(tx, req.params.id, req.auth.centroCustoId);
      });
      return reply.status(201).send(modelo);
    },
  );

  r.put(
    `${base}/:id/aplicar`,
    { schema: { tags, params: idParams, response: { 200: inventarioModeloSchema } }, config: { permission: ALM.inventarioAplicar } },
    (req) =>
      req.tx(async (tx) => {
        await aplicarInventario(tx, ctxDe(req), req.params.id, req.auth.centroCustoId);
        return lerInventario(tx, req.params.id, req.auth.centroCustoId);
      }),
  );

  r.put(
    `${base}/:id/cancelar`,
    {
      schema: { tags, params: idParams, body: inventarioCancelamentoSchema, response: { 200: inventarioModeloSchema } },
      config: { permission: ALM.inventarioAplicar },
    },
    (req) =>
      req.tx(async (tx) => {
        await cancelarInventario(tx, req.params.id, req.auth.centroCustoId, req.body.motivo);
        return lerInventario(tx, req.params.id, req.auth.centroCustoId);
      }),
  );
}
