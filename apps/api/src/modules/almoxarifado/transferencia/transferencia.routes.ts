import {
  ALM,
  cancelamentoTransferenciaSchema,
  datatableRequestSchema,
  documentoGravadoSchema,
  recebimentoTransferenciaSchema,
  transferenciaDatatableSchema,
  transferenciaEdicaoRespostaSchema,
  transferenciaFiltroSchema,
  transferenciaFormSchema,
  transferenciaModeloSchema,
  transferenciaSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { porNome } from '../../../lib/sql/texto.js';
import { cancelarNaOrigem, receberNoDestino, rotaSugestaoLotes, situacaoTelaTransferencia } from '../../estoque/index.js';
import { centroDaSessao } from '../entrada/entrada.routes.js';
import { filtrosDoDocumento, paginar } from '../lista.js';
import { destinosDeTransferencia, enviarTransferencia, lerTransferencia } from './transferencia.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['almoxarifado/transferencia'];
const base = '/api/almoxarifado/transferencia';
const ctxDe = (req: FastifyRequest) => ({ usuarioId: req.auth.usuarioId });

/**
 * almoxarifado/transferencia (spec 000 §2.3, issue 18): between stocks in two steps (decision 0013). The origin sends
 * (the quantity is in transit) and may cancel while in transit; the destination confirms what arrived per item
 * (edit/{id}), a shortfall recorded with its reason.
 */
export function transferenciaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: {
        tags,
        querystring: datatableRequestSchema.extend(transferenciaFiltroSchema.shape),
        response: { 200: transferenciaDatatableSchema },
      },
      config: { permission: ALM.transferenciaVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const eu = req.auth.centroCustoId;
        const onde = [
          q.sentido === 'enviadas'
            ? sql`t.centro_custo_origem_id = ${eu}`
            : q.sentido === 'recebidas'
              ? sql`t.centro_custo_destino_id = ${eu}`
              : sql`(t.centro_custo_origem_id = ${eu} or t.centro_custo_destino_id = ${eu})`,
        ];
        onde.push(...filtrosDoDocumento(q, { data: sql`t.data_envio`, situacao: situacaoTelaTransferencia(sql`t`) }));
        return paginar(tx, q, {
          de: sql`from estoque_transferencia t join centro_custo o on o.id = t.centro_custo_origem_id
                  join centro_custo d on d.id = t.centro_custo_destino_id`,
          onde,
          colunas: sql`t.id, t.data_envio::text as "dataEnvio", t.data_recebimento::text as "dataRecebimento", o.nome as origem,
            d.nome as destino, t.centro_custo_origem_id = ${eu} as enviada, ${situacaoTelaTransferencia(sql`t`)} as situacao,
            (select count(*) from estoque_transferencia_item i where i.transferencia_id = t.id) as "quantidadeItens"`,
          ordenaveis: {
            dataEnvio: sql`t.data_envio`,
            dataRecebimento: sql`t.data_recebimento`,
            origem: porNome(sql`o.nome`),
            destino: porNome(sql`d.nome`),
            situacao: sql`t.situacao`,
          },
          ordemPadrao: sql`t.data_envio desc, t.id desc`,
          busca: [sql`o.nome`, sql`d.nome`, sql`t.observacao`],
        }) as never;
      }),
  );

  r.get(
    `${base}/create`,
    { schema: { tags, response: { 200: transferenciaFormSchema } }, config: { permission: ALM.transferenciaCadastrar } },
    (req) =>
      req.tx(async (tx) => ({
        form: { centroCusto: await centroDaSessao(req, tx), destinos: await destinosDeTransferencia(tx, req.auth.centroCustoId) },
      })),
  );

  rotaSugestaoLotes(app, { base, tags, permission: ALM.transferenciaCadastrar });

  r.post(
    base,
    {
      schema: { tags, body: transferenciaSchema, response: { 201: documentoGravadoSchema } },
      config: { permission: ALM.transferenciaCadastrar },
    },
    async (req, reply) => {
      const id = await req.tx((tx) => enviarTransferencia(tx, ctxDe(req), req.auth.centroCustoId, req.body));
      return reply.status(201).send({ id });
    },
  );

  r.get(
    `${base}/:id/edit`,
    {
      schema: { tags, params: idParams, response: { 200: transferenciaEdicaoRespostaSchema } },
      config: { permission: ALM.transferenciaVer },
    },
    (req) =>
      req.tx(async (tx) => ({
        form: { centroCusto: await centroDaSessao(req, tx) },
        model: await lerTransferencia(tx, req.params.id, req.auth.centroCustoId),
      })),
  );

  // edit/{id} of the spec is the receiving side: PUT confirms what arrived
  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: recebimentoTransferenciaSchema, response: { 200: transferenciaModeloSchema } },
      config: { permission: ALM.transferenciaReceber },
    },
    (req) =>
      req.tx(async (tx) => {
        const transferencia = await lerTransferencia(tx, req.params.id, req.auth.centroCustoId);
        await receberNoDestino(tx, ctxDe(req), { transferencia, centroCustoId: req.auth.centroCustoId, ...req.body });
        return lerTransferencia(tx, req.params.id, req.auth.centroCustoId);
      }),
  );

  r.put(
    `${base}/cancelar/:id`,
    {
      schema: { tags, params: idParams, body: cancelamentoTransferenciaSchema, response: { 200: transferenciaModeloSchema } },
      config: { permission: ALM.transferenciaCancelar },
    },
    (req) =>
      req.tx(async (tx) => {
        const transferencia = await lerTransferencia(tx, req.params.id, req.auth.centroCustoId);
        await cancelarNaOrigem(tx, ctxDe(req), { transferencia, centroCustoId: req.auth.centroCustoId, motivo: req.body.motivo });
        return lerTransferencia(tx, req.params.id, req.auth.centroCustoId);
      }),
  );
}
