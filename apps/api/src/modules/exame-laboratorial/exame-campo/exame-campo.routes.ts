import {
  type DatatableRequest,
  datatableRequestSchema,
  datatableResposta,
  exameCampoEdicaoResposta,
  exameCampoLinha,
  exameCampoModelo,
  exameCampoSchema,
  LAB,
} from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mapDbError } from '../../../lib/crud/db-errors.js';
import { laboratoriosAtivos, lerExameCampo, listaExamesCampo, salvarExameCampo } from './exame-campo.service.js';

const tags = ['exame-laboratorial/exame-campo'];
const base = '/api/exame-laboratorial/exame-campo';
const params = z.object({ exameId: z.coerce.number().int().positive() });

/**
 * exame-laboratorial/exame-campo (spec 000 §2.3, issue 21): the laboratory exams of the registry with their lab
 * settings; the edit page reads with the view permission (read-only for the bench) and saves with the edit one.
 */
export function exameCampoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: datatableRequestSchema, response: { 200: datatableResposta(exameCampoLinha) } },
      config: { permission: LAB.campoVer },
    },
    (req) => req.tx((tx) => listaExamesCampo(tx, req.query as DatatableRequest) as never),
  );
  r.get(
    `${base}/:exameId/edit`,
    { schema: { tags, params, response: { 200: exameCampoEdicaoResposta } }, config: { permission: LAB.campoVer } },
    (req) =>
      req.tx(async (tx) => ({ form: { laboratorios: await laboratoriosAtivos(tx) }, model: await lerExameCampo(tx, req.params.exameId) })),
  );
  r.put(
    `${base}/:exameId`,
    { schema: { tags, params, body: exameCampoSchema, response: { 200: exameCampoModelo } }, config: { permission: LAB.campoEditar } },
    (req) =>
      req
        .tx((tx) => salvarExameCampo(tx, req.params.exameId, req.body))
        .catch((e) => mapDbError(e, { unique: { lab_exame_campo_codigo_uq: 'campos', lab_exame_exame_uq: 'sigla' }, operacao: 'gravar' })),
  );
}
