import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** A line of GET /api/pronto-atendimento/enfermagem/datatable (the nursing records of the user's location). */
export const enfermagemLinhaSchema = z.object({
  id: z.number(),
  criadoEm: w.instante,
  numero: w.inteiroLongo,
  paciente: z.string(),
  nomeSocial: z.string().nullable(),
  desconhecido: z.boolean(),
  profissional: z.string().nullable(),
  /** The SIGTAP codes performed, comma-separated (null without any). */
  procedimentos: z.string().nullable(),
  administracoes: z.number(),
  anexos: z.number(),
});
export const enfermagemListaSchema = datatableResposta(enfermagemLinhaSchema);

/** POST /api/pronto-atendimento/enfermagem: the record, the destination queue entry when forwarded, the message. */
export const enfermagemSalvaSchema = z.object({
  enfermagem: z.object({ id: z.number() }),
  destinoFilaId: z.number().nullable(),
  message: z.string(),
});
