import { PARAMETRIZACAO_PAINEL_SENHA_PREFIXO, type ParametrizacaoPainelSenha, parametrizacaoPainelSenhaSchema } from '@saude/shared';
import type { Queryable } from '../../../db/client.js';
import { lerParametros } from '../../../lib/parametros.js';

/** The ticket panel's settings of the request's municipality, each key with its default until saved. */
export const parametrosPainelSenha = (tx: Queryable): Promise<ParametrizacaoPainelSenha> =>
  lerParametros(tx, PARAMETRIZACAO_PAINEL_SENHA_PREFIXO, parametrizacaoPainelSenhaSchema);
