import {
  AMB,
  camposParametrizacaoAmbulatorio,
  PARAMETRIZACAO_AMBULATORIO_PREFIXO,
  parametrizacaoAmbulatorioEdicaoSchema,
  parametrizacaoAmbulatorioModeloSchema,
  parametrizacaoAmbulatorioSchema,
} from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gravarParametros } from '../../../lib/parametros.js';
import { parametrosAmbulatorio } from './parametros.js';

const tags = ['ambulatorio/parametrizacao'];
const base = '/api/ambulatorio/parametrizacao';

/** ambulatorio/parametrizacao (spec 000 §2.3 "parametrizacao/create"): GET the form and values, PUT saves them all. */
export function parametrizacaoAmbulatorioRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    base,
    { schema: { tags, response: { 200: parametrizacaoAmbulatorioEdicaoSchema } }, config: { permission: AMB.parametrizacao } },
    (req) => req.tx(async (tx) => ({ form: { campos: camposParametrizacaoAmbulatorio() }, model: await parametrosAmbulatorio(tx) })),
  );
  r.put(
    base,
    {
      schema: { tags, body: parametrizacaoAmbulatorioSchema, response: { 200: parametrizacaoAmbulatorioModeloSchema } },
      config: { permission: AMB.parametrizacao },
    },
    (req) =>
      req.tx(async (tx) => {
        await gravarParametros(tx, PARAMETRIZACAO_AMBULATORIO_PREFIXO, req.body);
        return parametrosAmbulatorio(tx);
      }),
  );
}
