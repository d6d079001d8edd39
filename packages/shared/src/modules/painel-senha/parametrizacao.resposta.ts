import { z } from 'zod';
import { campoParametrizacaoSchema } from '../administracao/index.js';

/** The ticket panel's settings (parametrizacaoPainelSenhaSchema's values) as GET and PUT …/parametrizacao answer them. */
export const parametrizacaoPainelSenhaModeloSchema = z.object({
  mensagemSenha: z.string(),
  imprimirSenha: z.boolean(),
  segundosRetornoTotem: z.number(),
  chamadasParaNaoComparecimento: z.number(),
  repeticoesFala: z.number(),
  velocidadeFalaPercentual: z.number(),
});

/** GET /api/painel-senha/parametrizacao: the keys with their metadata (form) and the current values (model). */
export const parametrizacaoPainelSenhaEdicaoSchema = z.object({
  form: z.object({ campos: z.array(campoParametrizacaoSchema) }),
  model: parametrizacaoPainelSenhaModeloSchema,
});
