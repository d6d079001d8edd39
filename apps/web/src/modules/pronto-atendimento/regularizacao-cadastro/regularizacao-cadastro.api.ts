import type { Resposta, regularizacaoLinhaSchema } from '@saude/shared';
import { PA_API } from '../fechamento-faa/faa.api';

export const REGULARIZACAO_API = `${PA_API}/regularizacao-cadastro`;

/** One unknown patient still to regularise, with their last FAA (camelCase after the client's conversion). */
export type LinhaRegularizacao = Resposta<typeof regularizacaoLinhaSchema>;
