import {
  campoNumericoItem,
  type DatatableRequest,
  datatableRequestSchema,
  datatableResposta,
  formulaExameFormulario,
  formulaExameLinha,
  formulaExameModelo,
  formulaExameSchema,
  LAB,
  w,
} from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mapDbError } from '../../../lib/crud/db-errors.js';
import { lookupQuerySchema, termoDe } from '../../../lib/lookup.js';
import {
  alterarFormula,
  autocompleteCampoNumerico,
  camposNumericos,
  criarFormula,
  excluirFormula,
  lerFormula,
  listaFormulas,
} from './formula-exame.service.js';

const tags = ['exame-laboratorial/formula-exame'];
const base = '/api/exame-laboratorial/formula-exame';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const unique = { lab_formula_exame_campo_uq: 'campo_id' };

/**
 * exame-laboratorial/formula-exame (spec 000 §2.3, issue 21): formulas of computed result fields, validated with
 * shared's parser against the municipality's numeric fields and the other formulas (no cycles) before saving.
 */
export function formulaExameRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: datatableRequestSchema, response: { 200: datatableResposta(formulaExameLinha) } },
      config: { permission: LAB.formulaVer },
    },
    (req) => req.tx((tx) => listaFormulas(tx, req.query as DatatableRequest) as never),
  );
  r.get(
    `${base}/campo/autocomplete`,
    {
      schema: {
        tags,
        querystring: lookupQuerySchema.extend({ formulaId: z.coerce.number().int().positive().optional() }),
        response: { 200: w.dados(z.array(campoNumericoItem)) },
      },
      config: { permission: LAB.formulaVer },
    },
    (req) => req.tx((tx) => autocompleteCampoNumerico(tx, termoDe(req.query), req.query.length, req.query.formulaId)),
  );
  r.get(
    `${base}/create`,
    { schema: { tags, response: { 200: z.object({ form: formulaExameFormulario }) } }, config: { permission: LAB.formulaCadastrar } },
    (req) => req.tx(async (tx) => ({ form: { campos: await camposNumericos(tx) } })),
  );
  r.post(
    base,
    { schema: { tags, body: formulaExameSchema, response: { 201: formulaExameModelo } }, config: { permission: LAB.formulaCadastrar } },
    async (req, reply) => {
      const f = await req.tx((tx) => criarFormula(tx, req.body)).catch((e) => mapDbError(e, { unique, operacao: 'gravar' }));
      return reply.status(201).send(f);
    },
  );
  r.get(
    `${base}/:id/edit`,
    {
      schema: { tags, params: idParams, response: { 200: z.object({ form: formulaExameFormulario, model: formulaExameModelo }) } },
      config: { permission: LAB.formulaVer },
    },
    (req) => req.tx(async (tx) => ({ form: { campos: await camposNumericos(tx) }, model: await lerFormula(tx, req.params.id) })),
  );
  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: formulaExameSchema, response: { 200: formulaExameModelo } },
      config: { permission: LAB.formulaEditar },
    },
    (req) => req.tx((tx) => alterarFormula(tx, req.params.id, req.body)).catch((e) => mapDbError(e, { unique, operacao: 'gravar' })),
  );
  r.delete(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 204: z.undefined() } }, config: { permission: LAB.formulaEditar } },
    async (req, reply) => {
      await req.tx((tx) => excluirFormula(tx, req.params.id));
      return reply.status(204).send();
    },
  );
}
