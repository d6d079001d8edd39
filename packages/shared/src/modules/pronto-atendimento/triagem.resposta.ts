import { z } from 'zod';

/** POST /api/pronto-atendimento/triagem: the triage recorded (with its BMI), the destination queue entry and the message. */
export const triagemSalvaSchema = z.object({
  triagem: z.object({ id: z.number(), imc: z.number().nullable() }),
  /** The entry created in the destination queue, when the triage forwarded the patient. */
  destinoFilaId: z.number().nullable(),
  message: z.string(),
});
