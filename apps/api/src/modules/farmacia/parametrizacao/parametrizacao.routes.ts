import {
  camposParametrizacaoFarmacia,
  FAR,
  parametrizacaoFarmaciaEdicaoSchema,
  parametrizacaoFarmaciaModeloSchema,
  parametrizacaoFarmaciaSchema,
} from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cidsDaParametrizacao, parametrizacaoFarmacia, salvarParametrizacaoFarmacia } from './parametrizacao.service.js';

const tags = ['farmacia/parametrizacao'];
const base = '/api/farmacia/parametrizacao';

/**
 * farmacia/parametrizacao (spec 000 §2.3, index; 001 §7 "parametrizacao"): GET the keys with their help texts and
 * the values (the row is created with the defaults on first read), PUT saves them all. Only the pharmacy supervisor
 * (the pharmacist in charge) holds the permission.
 */
export function parametrizacaoFarmaciaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    base,
    { schema: { tags, response: { 200: parametrizacaoFarmaciaEdicaoSchema } }, config: { permission: FAR.parametrizacao } },
    (req) =>
      req.tx(async (tx) => {
        const model = await parametrizacaoFarmacia(tx);
        return { form: { campos: camposParametrizacaoFarmacia(), cids: await cidsDaParametrizacao(tx, model.cidsTalidomida) }, model };
      }),
  );
  r.put(
    base,
    {
      schema: { tags, body: parametrizacaoFarmaciaSchema, response: { 200: parametrizacaoFarmaciaModeloSchema } },
      config: { permission: FAR.parametrizacao },
    },
    (req) => req.tx((tx) => salvarParametrizacaoFarmacia(tx, req.body)),
  );
}
