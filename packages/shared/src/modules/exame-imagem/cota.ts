import { z } from 'zod';
import { f } from '../../resource/fields.js';

const competencia = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Informe o mês no formato AAAA-MM.');
const idOpcional = z.coerce.number().int().positive().nullish().default(null);

/**
 * A quota of imaging exams (exame-imagem/cota, issue 22): in a month, for one modality or all (null), EITHER a
 * requesting unit OR a requesting professional may schedule `quantidade` exams up to `valorTeto` (SIGTAP values).
 */
export const imgCotaSchema = z
  .object({
    competencia,
    modalidade: z.coerce.number().int().min(1).max(8).nullish().default(null),
    unidadeSolicitanteId: idOpcional,
    profissionalSolicitanteId: idOpcional,
    quantidade: f.inteiro('Quantidade de exames', { min: 0, max: 1_000_000 }),
    valorTeto: f.opcional(f.decimal('Teto financeiro (R$)', { min: 0, max: 99_999_999 })),
  })
  .superRefine((v, ctx) => {
    if (!v.unidadeSolicitanteId === !v.profissionalSolicitanteId)
      ctx.addIssue({
        code: 'custom',
        path: ['unidadeSolicitanteId'],
        message: 'Informe a unidade solicitante ou o profissional solicitante (somente um dos dois).',
      });
  });
export type ImgCotaInput = z.infer<typeof imgCotaSchema>;

export const imgCotaQuerySchema = z.object({
  competencia: competencia.optional(),
  modalidade: z.coerce.number().int().min(1).max(8).optional(),
});

/** A quota and what was used of it: non-cancelled exams whose scheduled day falls in the month, at their SIGTAP value. */
export const imgCotaItemSchema = z.object({
  id: z.number(),
  competencia: z.string(),
  modalidade: z.number().nullable(),
  unidadeSolicitanteId: z.number().nullable(),
  unidadeSolicitanteNome: z.string().nullable(),
  profissionalSolicitanteId: z.number().nullable(),
  profissionalSolicitanteNome: z.string().nullable(),
  quantidade: z.number(),
  valorTeto: z.number().nullable(),
  quantidadeUsada: z.number(),
  valorUsado: z.number(),
});
export type ImgCotaItem = z.infer<typeof imgCotaItemSchema>;
export const imgCotaListaSchema = z.object({ data: z.array(imgCotaItemSchema) });
export const imgCotaFormSchema = z.object({
  data: z.object({
    unidades: z.array(z.object({ id: z.number(), nome: z.string() })),
    profissionais: z.array(z.object({ id: z.number(), nome: z.string() })),
  }),
});
