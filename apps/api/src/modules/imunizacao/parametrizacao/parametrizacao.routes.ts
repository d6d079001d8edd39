import { IMU, parametrizacaoImunizacaoModeloSchema, parametrizacaoImunizacaoSchema } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { modeloParametrizacao, salvarParametrizacaoImunizacao } from './parametrizacao.service.js';

const tags = ['imunizacao/parametrizacao'];
const base = '/api/imunizacao/parametrizacao';

/**
 * imunizacao/parametrizacao/create (spec 000 §2.3; 001 §7 "parametrization"): GET the settings, the calendar in
 * force and the target population (the row is created with the defaults on first read); PUT saves them all. Only
 * the immunization coordination holds the permission.
 */
export function parametrizacaoImunizacaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    base,
    { schema: { tags, response: { 200: parametrizacaoImunizacaoModeloSchema } }, config: { permission: IMU.parametrizacao } },
    (req) => req.tx((tx) => modeloParametrizacao(tx)),
  );
  r.put(
    base,
    {
      schema: { tags, body: parametrizacaoImunizacaoSchema, response: { 200: parametrizacaoImunizacaoModeloSchema } },
      config: { permission: IMU.parametrizacao },
    },
    (req) => req.tx((tx) => salvarParametrizacaoImunizacao(tx, req.body)),
  );
}
