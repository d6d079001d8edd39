import {
  cancelamentoDistribuicaoSchema,
  datatableRequestSchema,
  distribuicaoDatatableSchema,
  distribuicaoEdicaoRespostaSchema,
  distribuicaoFiltroSchema,
  distribuicaoFormSchema,
  distribuicaoModeloSchema,
  distribuicaoSchema,
  IMU,
  lotesDaVacinaSchema,
  recebimentoDistribuicaoSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filtrosDoDocumento, paginar } from '../../../lib/datatable/paginar.js';
import { porNome } from '../../../lib/sql/texto.js';
import {
  cancelarTransferencia,
  exigirOrigemDaTransferencia,
  receberNoDestino,
  rotaSugestaoLotes,
  situacaoTelaTransferencia,
} from '../../estoque/index.js';
import {
  consultaDistribuicoes,
  enviarDistribuicao,
  lerDistribuicao,
  lotesDaVacina,
  recusa,
  redeFrioDaSessao,
  salasDeDestino,
  TEXTOS_DISTRIBUICAO,
  vacinasComEstoque,
} from './distribuicao.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['imunizacao/distribuicao'];
const base = '/api/imunizacao/distribuicao';
const ctxDe = (req: FastifyRequest) => ({ usuarioId: req.auth.usuarioId });

/**
 * imunizacao/distribuicao (spec 000 §2.3, issue 20): the cold store sends doses to a room (in transit), may cancel
 * while in transit; the room receives on edit/{id}, a shortfall recorded per lot with its reason (decision 0013).
 */
export function distribuicaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: {
        tags,
        querystring: datatableRequestSchema.extend(distribuicaoFiltroSchema.shape),
        response: { 200: distribuicaoDatatableSchema },
      },
      config: { permission: IMU.distribuicaoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const eu = req.auth.centroCustoId;
        const c = consultaDistribuicoes(eu);
        return paginar(tx, req.query, {
          de: c.de,
          onde: [c.onde, ...filtrosDoDocumento(req.query, { data: sql`t.data_envio`, situacao: situacaoTelaTransferencia(sql`t`) })],
          colunas: sql`t.id, t.data_envio::text as "dataEnvio", t.data_recebimento::text as "dataRecebimento", o.nome as origem,
            d.nome as destino, t.centro_custo_origem_id = ${eu} as enviada, ${situacaoTelaTransferencia(sql`t`)} as situacao,
            (select coalesce(sum(i.quantidade_enviada), 0)::int from estoque_transferencia_item i where i.transferencia_id = t.id) as doses,
            case when t.documento_tipo = 'imunizacao_requisicao' then t.documento_id end as "requisicaoId"`,
          ordenaveis: {
            id: sql`t.id`,
            dataEnvio: sql`t.data_envio`,
            dataRecebimento: sql`t.data_recebimento`,
            origem: porNome(sql`o.nome`),
            destino: porNome(sql`d.nome`),
            situacao: sql`t.situacao`,
          },
          ordemPadrao: sql`t.data_envio desc, t.id desc`,
          busca: [sql`o.nome`, sql`d.nome`, sql`t.observacao`, sql`t.id::text`],
        }) as never;
      }),
  );

  r.get(
    `${base}/create`,
    { schema: { tags, response: { 200: distribuicaoFormSchema } }, config: { permission: IMU.distribuicaoCadastrar } },
    (req) =>
      req.tx(async (tx) => {
        const redeFrio = await redeFrioDaSessao(tx, req.auth.centroCustoId);
        return {
          form: {
            redeFrio: { id: redeFrio.id, nome: redeFrio.nome },
            salas: await salasDeDestino(tx),
            vacinas: await vacinasComEstoque(tx, redeFrio.id),
          },
        };
      }),
  );

  rotaSugestaoLotes(app, { base, tags, permission: IMU.distribuicaoCadastrar });

  r.get(
    `${base}/lotes/:id`,
    { schema: { tags, params: idParams, response: { 200: lotesDaVacinaSchema } }, config: { permission: IMU.distribuicaoCadastrar } },
    (req) => req.tx(async (tx) => ({ data: await lotesDaVacina(tx, req.auth.centroCustoId, req.params.id) })),
  );

  r.post(
    base,
    {
      schema: { tags, body: distribuicaoSchema, response: { 201: z.object({ id: z.number() }) } },
      config: { permission: IMU.distribuicaoCadastrar },
    },
    async (req, reply) => {
      const id = await req.tx((tx) => enviarDistribuicao(tx, ctxDe(req), req.auth.centroCustoId, req.body));
      return reply.status(201).send({ id });
    },
  );

  r.get(
    `${base}/:id/edit`,
    {
      schema: { tags, params: idParams, response: { 200: distribuicaoEdicaoRespostaSchema } },
      config: { permission: IMU.distribuicaoVer },
    },
    (req) => req.tx(async (tx) => ({ model: await lerDistribuicao(tx, req.params.id, req.auth.centroCustoId) })),
  );

  // edit/{id} of the spec is the room's receipt: PUT confirms what arrived
  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: recebimentoDistribuicaoSchema, response: { 200: distribuicaoModeloSchema } },
      config: { permission: IMU.distribuicaoReceber },
    },
    (req) =>
      req.tx(async (tx) => {
        const transferencia = await lerDistribuicao(tx, req.params.id, req.auth.centroCustoId);
        await receberNoDestino(tx, ctxDe(req), {
          transferencia,
          centroCustoId: req.auth.centroCustoId,
          data: req.body.data,
          itens: req.body.itens.map((i) => ({
            itemId: i.itemId,
            quantidadeRecebida: i.dosesRecebidas,
            motivoDivergencia: i.motivoDivergencia,
          })),
          textos: TEXTOS_DISTRIBUICAO,
        }).catch((e) => {
          // the engine names its fields after quantities; the screen's are doses
          if (e?.statusCode === 422 && e.errors?.quantidade_recebida) throw recusa('itens', e.message);
          throw e;
        });
        return lerDistribuicao(tx, req.params.id, req.auth.centroCustoId);
      }),
  );

  r.put(
    `${base}/cancelar/:id`,
    {
      schema: { tags, params: idParams, body: cancelamentoDistribuicaoSchema, response: { 200: distribuicaoModeloSchema } },
      config: { permission: IMU.distribuicaoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const atual = await lerDistribuicao(tx, req.params.id, req.auth.centroCustoId);
        exigirOrigemDaTransferencia(atual, req.auth.centroCustoId, TEXTOS_DISTRIBUICAO);
        if (atual.requisicaoId) {
          throw recusa('motivo', `Esta distribuição atende a requisição nº ${atual.requisicaoId}: não é cancelada por aqui.`);
        }
        await cancelarTransferencia(tx, ctxDe(req), { transferenciaId: req.params.id, motivo: req.body.motivo });
        return lerDistribuicao(tx, req.params.id, req.auth.centroCustoId);
      }),
  );
}
