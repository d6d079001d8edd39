import {
  camposParametrizacaoCadastro,
  PARAMETRIZACAO_CADASTRO_PREFIXO,
  type ParametrizacaoCadastro,
  PERMISSAO_PARAMETRIZACAO_CADASTRO,
  parametrizacaoCadastroEdicaoSchema,
  parametrizacaoCadastroModeloSchema,
  parametrizacaoCadastroSchema,
} from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../../db/client.js';
import { gravarParametros, lerParametros } from '../../../lib/parametros.js';

const tags = ['cadastro/parametrizacao'];
const base = '/api/cadastro/parametrizacao';

/** The registry module's settings (`cadastro.<chave>` rows of `configuracao`, lib/parametros.ts). */
export const lerParametrizacaoCadastro = (tx: Queryable): Promise<ParametrizacaoCadastro> =>
  lerParametros(tx, PARAMETRIZACAO_CADASTRO_PREFIXO, parametrizacaoCadastroSchema);

/** cadastro/parametrizacao/create (spec 000 §2.3 "create only"): GET the form, POST saves (audited by the trigger). */
export function parametrizacaoCadastroRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${base}/create`,
    {
      schema: { tags, response: { 200: parametrizacaoCadastroEdicaoSchema } },
      config: { permission: PERMISSAO_PARAMETRIZACAO_CADASTRO.visualizar },
    },
    (req) => req.tx(async (tx) => ({ form: { campos: camposParametrizacaoCadastro() }, model: await lerParametrizacaoCadastro(tx) })),
  );
  r.post(
    base,
    {
      schema: { tags, body: parametrizacaoCadastroSchema, response: { 200: parametrizacaoCadastroModeloSchema } },
      config: { permission: PERMISSAO_PARAMETRIZACAO_CADASTRO.editar },
    },
    (req) =>
      req.tx(async (tx) => {
        await gravarParametros(tx, PARAMETRIZACAO_CADASTRO_PREFIXO, req.body);
        return lerParametrizacaoCadastro(tx);
      }),
  );
}
