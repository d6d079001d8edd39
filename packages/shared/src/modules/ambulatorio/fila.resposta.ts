import { z } from 'zod';
import { w } from '../../wire.js';
import { entradaFilaPaSchema } from '../pronto-atendimento/index.js';
import type { AcaoFilaAmbulatorio } from './fila.transitions.js';

const acao = z.custom<AcaoFilaAmbulatorio>((v) => typeof v === 'string');

/**
 * One entry of the outpatient queue (spec 001 §2 column sets, issue 17): the patient queue's common part
 * (status, ticket, calls, wait, highlight, room, patient, current professional) and the outpatient visit —
 * its priority, the appointment time, the specialty and the professional expected.
 */
export const entradaFilaAmbulatorioSchema = entradaFilaPaSchema
  .pick({
    id: true,
    status: true,
    senha: true,
    chamadas: true,
    ultimaChamadaEm: true,
    entradaEm: true,
    atendidoEm: true,
    motivoEvasao: true,
    sala: true,
    tempoEspera: true,
    destacado: true,
    paciente: true,
    profissionalAtual: true,
  })
  .extend({
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
    acoes: z.array(acao),
  });
export type EntradaFilaAmbulatorio = z.infer<typeof entradaFilaAmbulatorioSchema>;

/** GET /api/ambulatorio/fila: the filter options (form) and the queue with its footer (model). */
export const filaAmbulatorioRespostaSchema = w.formModelo(
  z.object({
    /** The queues of the user's unit this screen can show (nursing, doctors' offices). */
    filas: z.array(w.opcao.extend({ setorTipoId: z.number() })),
    prioridades: z.array(w.opcao),
    especialidades: z.array(w.opcao),
    salas: z.array(w.opcao),
    status: z.array(w.opcao),
    temposEspera: z.array(z.object({ id: z.number(), minutos: z.number(), cor: z.string() })),
    telas: z.array(w.opcao),
    /** This user's last call in this queue (screen, room): the web's fallback when its browser forgot the choice. */
    ultimoLocal: z.object({ telaId: z.number().nullable(), salaId: z.number().nullable() }).nullable(),
  }),
  z.object({
    centroCustoId: z.number(),
    setorTipoId: z.number(),
    fila: z.array(entradaFilaAmbulatorioSchema),
    contagem: z.object({ espera: z.number(), atendimento: z.number() }),
    topico: z.string(),
    destaqueHoras: z.number(),
  }),
);

/** An action on an outpatient queue entry (call, evade, undo, send back, delete). */
export const acaoFilaAmbulatorioRespostaSchema = z.object({ id: z.number(), status: z.number(), message: z.string().optional() });
