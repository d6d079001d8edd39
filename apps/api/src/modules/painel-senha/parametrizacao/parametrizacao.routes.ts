import {
  camposParametrizacaoPainelSenha,
  PARAMETRIZACAO_PAINEL_SENHA_PREFIXO,
  PS,
  parametrizacaoPainelSenhaEdicaoSchema,
  parametrizacaoPainelSenhaModeloSchema,
  parametrizacaoPainelSenhaSchema,
} from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gravarParametros } from '../../../lib/parametros.js';
import { avisarTelas, EVENTO_TELA } from '../chamada.service.js';
import { parametrosPainelSenha } from './parametros.js';

const tags = ['painel-senha/parametrizacao'];
const base = '/api/painel-senha/parametrizacao';

/**
 * painel-senha/parametrizacao (spec 000 §2.3 "parametrizacao/create"): GET the form with the current values,
 * PUT saves them all (audited by the trigger), like the emergency care's. One permission for both. The TVs
 * speak by these settings (repetitions, rate), so saving tells every screen to refetch.
 */
export function parametrizacaoPainelSenhaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    base,
    { schema: { tags, response: { 200: parametrizacaoPainelSenhaEdicaoSchema } }, config: { permission: PS.parametrizacao } },
    (req) => req.tx(async (tx) => ({ form: { campos: camposParametrizacaoPainelSenha() }, model: await parametrosPainelSenha(tx) })),
  );
  r.put(
    base,
    {
      schema: { tags, body: parametrizacaoPainelSenhaSchema, response: { 200: parametrizacaoPainelSenhaModeloSchema } },
      config: { permission: PS.parametrizacao },
    },
    (req) =>
      req.tx(async (tx) => {
        await gravarParametros(tx, PARAMETRIZACAO_PAINEL_SENHA_PREFIXO, req.body);
        await avisarTelas(tx, req.cliente.id, 'todas', EVENTO_TELA);
        return parametrosPainelSenha(tx);
      }),
  );
}
