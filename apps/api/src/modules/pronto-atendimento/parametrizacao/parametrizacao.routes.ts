import {
  camposParametrizacaoPa,
  PA,
  PARAMETRIZACAO_PA_PREFIXO,
  type ParametrizacaoPa,
  parametrizacaoPaEdicaoSchema,
  parametrizacaoPaModeloSchema,
  parametrizacaoPaSchema,
} from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../../db/client.js';
import { gravarParametros, lerParametros } from '../../../lib/parametros.js';

const tags = ['pronto-atendimento/parametrizacao'];
const base = '/api/pronto-atendimento/parametrizacao';

/**
 * The emergency care's settings of the request's municipality (`pronto-atendimento.<chave>` rows of
 * `configuracao`, lib/parametros.ts). Other parts of the module call this inside their transaction.
 */
export const parametrosPa = (tx: Queryable): Promise<ParametrizacaoPa> =>
  lerParametros(tx, PARAMETRIZACAO_PA_PREFIXO, parametrizacaoPaSchema);

/**
 * pronto-atendimento/parametrizacao (spec 000 §2.3 "parametrizacao/create"): GET the form with the current
 * values, PUT saves them all (audited by the trigger). The module has one permission for both.
 */
export function parametrizacaoPaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(base, { schema: { tags, response: { 200: parametrizacaoPaEdicaoSchema } }, config: { permission: PA.parametrizacao } }, (req) =>
    req.tx(async (tx) => ({ form: { campos: camposParametrizacaoPa() }, model: await parametrosPa(tx) })),
  );
  r.put(
    base,
    {
      schema: { tags, body: parametrizacaoPaSchema, response: { 200: parametrizacaoPaModeloSchema } },
      config: { permission: PA.parametrizacao },
    },
    (req) =>
      req.tx(async (tx) => {
        await gravarParametros(tx, PARAMETRIZACAO_PA_PREFIXO, req.body);
        return parametrosPa(tx);
      }),
  );
}
