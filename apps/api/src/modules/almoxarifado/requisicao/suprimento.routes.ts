import {
  ALM,
  datatableRequestSchema,
  motivoSchema,
  requisicaoDatatableSchema,
  requisicaoEdicaoRespostaSchema,
  requisicaoFiltroSchema,
  requisicaoModeloSchema,
  suprimentoSchema,
} from '@saude/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { listarRequisicoes } from './requisicao.lista.js';
import { lerRequisicao } from './requisicao.service.js';
import { estornarSuprimento, recusarRequisicao, suprirRequisicao } from './suprimento.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['almoxarifado/requisicao-suprimento'];
const base = '/api/almoxarifado/requisicao-suprimento';
const ctxDe = (req: FastifyRequest) => ({ usuarioId: req.auth.usuarioId });

/**
 * The warehouse's side of the requisitions (issue 18): the requisitions addressed to the session's stock, their supply
 * (all or part, FEFO lots suggested, movements `suprimento_requisicao`), the reversal of a supply and the refusal.
 */
export function suprimentoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const modelo = (req: FastifyRequest, tx: Tx, id: number) => lerRequisicao(tx, id, req.auth.centroCustoId, 'almoxarifado');

  r.get(
    `${base}/datatable`,
    {
      schema: {
        tags,
        querystring: datatableRequestSchema.extend(requisicaoFiltroSchema.shape),
        response: { 200: requisicaoDatatableSchema },
      },
      config: { permission: ALM.suprimentoVer },
    },
    (req) => req.tx((tx) => listarRequisicoes(tx, req.query, req.auth.centroCustoId, 'almoxarifado') as never),
  );

  r.get(
    `${base}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: requisicaoEdicaoRespostaSchema } }, config: { permission: ALM.suprimentoVer } },
    (req) => req.tx(async (tx) => ({ model: await modelo(req, tx, req.params.id) })),
  );

  r.post(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: suprimentoSchema, response: { 201: requisicaoModeloSchema } },
      config: { permission: ALM.suprimentoCadastrar },
    },
    async (req, reply) => {
      const model = await req.tx(async (tx) => {
        await suprirRequisicao(tx, ctxDe(req), req.params.id, req.auth.centroCustoId, req.body);
        return modelo(req, tx, req.params.id);
      });
      return reply.status(201).send(model);
    },
  );

  r.put(
    `${base}/estorno/:id`,
    {
      schema: { tags, params: idParams, body: motivoSchema, response: { 200: requisicaoModeloSchema } },
      config: { permission: ALM.estornoSuprimento },
    },
    (req) =>
      req.tx(async (tx) => {
        const requisicaoId = await estornarSuprimento(tx, ctxDe(req), req.params.id, req.auth.centroCustoId, req.body.motivo);
        return modelo(req, tx, requisicaoId);
      }),
  );

  r.put(
    `${base}/recusar/:id`,
    {
      schema: { tags, params: idParams, body: motivoSchema, response: { 200: requisicaoModeloSchema } },
      config: { permission: ALM.suprimentoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        await recusarRequisicao(tx, req.params.id, req.auth.centroCustoId, req.body.motivo);
        return modelo(req, tx, req.params.id);
      }),
  );
}
