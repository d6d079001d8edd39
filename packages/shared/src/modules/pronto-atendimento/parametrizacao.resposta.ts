import { z } from 'zod';
import { campoParametrizacaoSchema } from '../administracao/index.js';

/** The emergency care's settings (parametrizacaoPaSchema's values) as GET and PUT …/parametrizacao answer them. */
export const parametrizacaoPaModeloSchema = z.object({
  exigirCidPrincipalFechamento: z.boolean(),
  exigirAssinaturaFaa: z.boolean(),
  horasDestaqueFila: z.number(),
  horasMaximasObservacao: z.number(),
  diasMaximosAtestadoSemJustificativa: z.number(),
  textoDeclaracaoComparecimento: z.string(),
});

/** GET /api/pronto-atendimento/parametrizacao: the keys with their metadata (form) and the current values (model). */
export const parametrizacaoPaEdicaoSchema = z.object({
  form: z.object({ campos: z.array(campoParametrizacaoSchema) }),
  model: parametrizacaoPaModeloSchema,
});
