import { z } from 'zod';
import { w } from './wire.js';

// The stock engine's wire (decision 0013): the FEFO lot suggestion every stock screen asks for (warehouse exits,
// transfers and patient supplies now; pharmacy dispensing and vaccination rooms next).

/** GET <module>/<screen>/sugestao?material_id=&quantidade=: the FEFO lots for a line of a stock form. */
export const sugestaoLotesQuerySchema = z.object({
  materialId: z.coerce.number().int().positive(),
  quantidade: z.coerce.number().int().positive(),
  data: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/** The FEFO lots for a line (what is missing, and how much is expired). */
export const sugestaoLotesSchema = z.object({
  itens: z.array(z.object({ loteId: w.inteiroLongo, lote: z.string(), validade: w.data, disponivel: z.number(), quantidade: z.number() })),
  faltam: z.number(),
  vencidos: z.number(),
});
