import { z } from 'zod';
import { w } from '../../wire.js';
import { plantaoModeloSchema } from './plantao.resposta.js';

/** GET /api/pronto-atendimento/recepcao/create: the reception's options, destinations and the shift in course. */
export const recepcaoFormularioSchema = z.object({
  form: z.object({
    opcoesEntrada: z.array(z.object({ id: z.number(), nome: z.string(), faixaEtariaId: z.number().nullable() })),
    prioridades: z.array(z.object({ id: z.number(), nome: z.string(), peso: z.number(), legal: z.boolean() })),
    /** The care sectors of the reception's location (triage, offices, nursing, observation). */
    destinos: z.array(z.object({ id: z.number(), nome: z.string(), setorTipoId: z.number() })),
    destinoPadrao: z.number().nullable(),
    plantao: plantaoModeloSchema.nullable(),
  }),
});

/** POST /api/pronto-atendimento/recepcao: the FAA opened, the queue entry and the message. */
export const recepcaoRecebidoSchema = z.object({
  atendimento: z.object({ id: z.number(), numero: w.inteiroLongo }),
  fila: z.object({ id: z.number(), status: z.number() }),
  message: z.string(),
});

/**
 * GET /api/pronto-atendimento/recepcao/paciente/{id}: the patient as the reception shows and checks them (a patient
 * registered from the reception comes back chosen; the legal priority is checked against sex and age).
 */
export const recepcaoPacienteSchema = z.object({
  id: z.number(),
  label: z.string(),
  sexoId: z.number().nullable(),
  dataNascimento: w.data.nullable(),
  idadeEstimada: z.number().nullable(),
});
