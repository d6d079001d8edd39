import {
  ALM,
  camposParametrizacaoAlmoxarifado,
  PARAMETRIZACAO_ALMOXARIFADO_PREFIXO,
  type ParametrizacaoAlmoxarifado,
  parametrizacaoAlmoxarifadoEdicaoSchema,
  parametrizacaoAlmoxarifadoModeloSchema,
  parametrizacaoAlmoxarifadoSchema,
} from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../../db/client.js';
import { gravarParametros, lerParametros } from '../../../lib/parametros.js';

/** The warehouse settings of the request's municipality, each key with its default until saved. */
export const parametrosAlmoxarifado = (tx: Queryable): Promise<ParametrizacaoAlmoxarifado> =>
  lerParametros(tx, PARAMETRIZACAO_ALMOXARIFADO_PREFIXO, parametrizacaoAlmoxarifadoSchema);

const tags = ['almoxarifado/parametrizacao'];
const base = '/api/almoxarifado/parametrizacao';

/** almoxarifado/parametrizacao (spec 000 §2.3, index): GET the form and values, PUT saves them all. */
export function parametrizacaoAlmoxarifadoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    base,
    { schema: { tags, response: { 200: parametrizacaoAlmoxarifadoEdicaoSchema } }, config: { permission: ALM.parametrizacao } },
    (req) => req.tx(async (tx) => ({ form: { campos: camposParametrizacaoAlmoxarifado() }, model: await parametrosAlmoxarifado(tx) })),
  );
  r.put(
    base,
    {
      schema: { tags, body: parametrizacaoAlmoxarifadoSchema, response: { 200: parametrizacaoAlmoxarifadoModeloSchema } },
      config: { permission: ALM.parametrizacao },
    },
    (req) =>
      req.tx(async (tx) => {
        await gravarParametros(tx, PARAMETRIZACAO_ALMOXARIFADO_PREFIXO, req.body);
        return parametrosAlmoxarifado(tx);
      }),
  );
}
