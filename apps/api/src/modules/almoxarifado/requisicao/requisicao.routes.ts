import {
  ALM,
  datatableRequestSchema,
  estoqueParaSetorSchema,
  motivoSchema,
  requisicaoDatatableSchema,
  requisicaoEdicaoRespostaSchema,
  requisicaoFiltroSchema,
  requisicaoFormSchema,
  requisicaoGravadaSchema,
  requisicaoModeloSchema,
  requisicaoSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-errors.js';
import { estoqueParaSetor } from '../requisicao-abertura-fechamento/periodo.service.js';
import { listarRequisicoes } from './requisicao.lista.js';
import { almoxarifadosAbertos, cancelarRequisicao, gravarRequisicao, lerRequisicao } from './requisicao.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['almoxarifado/requisicao'];
const base = '/api/almoxarifado/requisicao';

/**
 * The sector's requisitions (issue 18): a user of a requesting sector asks, for the cost centre of his session only,
 * a warehouse that opened a period for it; he follows what was supplied and may cancel while nothing was.
 */
export function requisicaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: {
        tags,
        querystring: datatableRequestSchema.extend(requisicaoFiltroSchema.shape),
        response: { 200: requisicaoDatatableSchema },
      },
      config: { permission: ALM.requisicaoVer },
    },
    (req) => req.tx((tx) => listarRequisicoes(tx, req.query, req.auth.centroCustoId, 'setor') as never),
  );

  r.get(
    `${base}/create`,
    { schema: { tags, response: { 200: requisicaoFormSchema } }, config: { permission: ALM.requisicaoCadastrar } },
    (req) =>
      req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`select id, nome from centro_custo where id = ${req.auth.centroCustoId}`);
        return {
          form: {
            setor: { id: Number(rows[0].id), nome: String(rows[0].nome) },
            almoxarifados: await almoxarifadosAbertos(tx, req.auth.centroCustoId),
          },
        };
      }),
  );

  // what the chosen warehouse has for this sector (the same answer as requisicao-abertura-fechamento/estoque/{a}/{b})
  r.get(
    `${base}/materiais/:id`,
    { schema: { tags, params: idParams, response: { 200: estoqueParaSetorSchema } }, config: { permission: ALM.requisicaoCadastrar } },
    (req) =>
      req.tx(async (tx) => {
        const abertos = await almoxarifadosAbertos(tx, req.auth.centroCustoId);
        if (!abertos.some((a) => a.id === req.params.id))
          throw notFound('Não há período de requisição aberto hoje para este setor neste almoxarifado.');
        return { data: await estoqueParaSetor(tx, req.params.id, req.auth.centroCustoId) };
      }),
  );

  r.post(
    base,
    {
      schema: { tags, body: requisicaoSchema, response: { 201: requisicaoGravadaSchema } },
      config: { permission: ALM.requisicaoCadastrar },
    },
    async (req, reply) => reply.status(201).send(await req.tx((tx) => gravarRequisicao(tx, req.auth.centroCustoId, req.body))),
  );

  r.get(
    `${base}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: requisicaoEdicaoRespostaSchema } }, config: { permission: ALM.requisicaoVer } },
    (req) => req.tx(async (tx) => ({ model: await lerRequisicao(tx, req.params.id, req.auth.centroCustoId, 'setor') })),
  );

  r.put(
    `${base}/cancelar/:id`,
    {
      schema: { tags, params: idParams, body: motivoSchema, response: { 200: requisicaoModeloSchema } },
      config: { permission: ALM.requisicaoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        await cancelarRequisicao(tx, req.params.id, req.auth.centroCustoId, req.body.motivo);
        return lerRequisicao(tx, req.params.id, req.auth.centroCustoId, 'setor');
      }),
  );
}
