import { z } from 'zod';
import { f } from '../../resource/fields.js';

/**
 * POST almoxarifado/baixa (spec 001 §7 baixa store): a write-off of one lot of the session's stock with a reason of
 * the motivo-baixa registry. The only way an expired lot leaves the shelf (decision 0013).
 */
export const baixaSchema = z.object({
  materialId: f.referencia('Material'),
  loteId: f.referencia('Lote'),
  quantidade: f.inteiro('Quantidade', { min: 1, max: 100_000_000 }),
  motivoBaixaId: f.referencia('Motivo da baixa'),
  data: f.data('Data'),
  observacao: f.textoOpcional('Observação', { max: 500 }),
});
export type BaixaInput = z.infer<typeof baixaSchema>;

/** GET almoxarifado/baixa/datatable: period, situation (1 ativa, 2 estornada), reason and material. */
export const baixaFiltroSchema = z.object({
  dataInicio: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  dataFim: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  situacao: z.coerce.number().int().min(1).max(2).optional(),
  motivoBaixaId: z.coerce.number().int().positive().optional(),
  materialId: z.coerce.number().int().positive().optional(),
});

/** GET almoxarifado/baixa/historico: the write-offs and their reversals of a material (optionally one lot). */
export const baixaHistoricoQuerySchema = z.object({
  materialId: z.coerce.number().int().positive(),
  loteId: z.coerce.number().int().positive().optional(),
});
