import { z } from 'zod';
import { f } from '../../resource/fields.js';

/** cadastro/unificacao-usuario-paciente: merging duplicate patient records (spec 001). */
export const PERMISSAO_UNIFICACAO = 'editar-cadastro-unificacao-usuario-paciente';

export const unificacaoSchema = z
  .object({
    manterId: f.referencia('Cadastro que permanece'),
    unificarIds: z
      .array(z.coerce.number().int().positive(), { error: 'Selecione ao menos um cadastro para unificar' })
      .min(1, 'Selecione ao menos um cadastro para unificar')
      .max(10, 'Selecione no máximo 10 cadastros por vez')
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine((v, ctx) => {
    if (v.unificarIds.includes(v.manterId)) {
      ctx.addIssue({ code: 'custom', path: ['unificarIds'], message: 'O cadastro que permanece não pode ser unificado nele mesmo.' });
    }
  });
export type UnificacaoInput = z.output<typeof unificacaoSchema>;
