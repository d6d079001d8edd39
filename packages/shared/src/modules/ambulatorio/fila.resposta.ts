import { z } from 'zod';
import { acoesDaEntradaSchema, entradaFilaSchema, formularioFilaSchema, modeloFilaSchema } from '../../fila.wire.js';
import { w } from '../../wire.js';
import type { AcaoFilaAmbulatorio } from './fila.transitions.js';

/**
 * One entry of the outpatient queue (spec 001 §2 column sets, issue 17): the engine's part (status, ticket, calls,
 * wait, highlight, room, patient, current professional) and the outpatient visit — its priority, the appointment
 * time, the specialty and the professional expected.
 */
export const entradaFilaAmbulatorioSchema = entradaFilaSchema.extend({
  prioridade: z.object({ id: z.number(), nome: z.string().nullable(), peso: z.number() }).nullable(),
  atendimento: z.object({
    id: z.number(),
    chegadaEm: w.instante,
    status: z.number(),
    agendamentoId: z.number().nullable(),
    /** The appointment's time ('HH:MM:SS'); null for a walk-in. */
    horaAgendada: z.string().nullable(),
    especialidade: z.string().nullable(),
    profissional: z.string().nullable(),
    preConsulta: z.boolean(),
  }),
  acoes: acoesDaEntradaSchema<AcaoFilaAmbulatorio>(),
});
export type EntradaFilaAmbulatorio = z.infer<typeof entradaFilaAmbulatorioSchema>;

/** GET /api/ambulatorio/fila: the filter options (form) and the queue with its footer (model). */
export const filaAmbulatorioRespostaSchema = w.formModelo(
  formularioFilaSchema.extend({
    /** The queues of the user's unit this screen can show (nursing, doctors' offices). */
    filas: z.array(w.opcao.extend({ setorTipoId: z.number() })),
    prioridades: z.array(w.opcao),
    especialidades: z.array(w.opcao),
    status: z.array(w.opcao),
  }),
  modeloFilaSchema.extend({
    centroCustoId: z.number(),
    setorTipoId: z.number(),
    fila: z.array(entradaFilaAmbulatorioSchema),
  }),
);
