import { z } from 'zod';
import { w } from '../../wire.js';
import { senhaRecepcaoRespostaSchema } from '../painel-senha/index.js';

/** A line of today's appointments at the reception (GET /api/ambulatorio/recepcao). */
export const recepcaoAgendamentoSchema = z.object({
  id: z.number(),
  hora: z.string(),
  tipoVaga: z.number(),
  status: z.number(),
  pacienteId: z.number(),
  pacienteNome: z.string(),
  pacienteNomeSocial: z.string().nullable(),
  /** Sex and age of the record: the legal priority is checked as it is picked (issue 16 item 6). */
  pacienteSexoId: z.number().nullable(),
  pacienteDataNascimento: w.data.nullable(),
  pacienteIdadeEstimada: z.number().nullable(),
  especialidadeNome: z.string().nullable(),
  recursoNome: z.string(),
  /** The queue entry made at arrival, when the patient arrived (to follow them in the queue). */
  filaId: z.number().nullable(),
  chegadaEm: w.instante.nullable(),
});

/** GET /api/ambulatorio/recepcao: today's appointments of the user's unit and what the arrival form needs. */
export const recepcaoAmbulatorioRespostaSchema = w.formModelo(
  z.object({
    prioridades: z.array(w.opcao.extend({ peso: z.number() })),
    destinos: z.array(w.opcao.extend({ setorTipoId: z.number() })),
    destinoPadrao: z.number().nullable(),
    especialidades: z.array(w.opcao),
    profissionais: z.array(w.opcao),
    permitirDemandaEspontanea: z.boolean(),
  }),
  z.object({ data: z.string(), unidadeNome: z.string(), agendamentos: z.array(recepcaoAgendamentoSchema) }),
);

/** POST /api/ambulatorio/recepcao: the attendance opened and its queue entry. */
export const recepcaoAmbulatorioRecebidoSchema = z.object({
  atendimento: z.object({ id: z.number() }),
  fila: z.object({ id: z.number(), status: z.number() }),
  message: z.string(),
});

/**
 * GET /api/ambulatorio/recepcao/senha/{filaId}: the kiosk ticket the outpatient reception receives (spec 000 §2.3
 * `recepcao/create/{filaId}`, the ticket's queue entry): its code, what it came for, its priority, where it is now
 * and the patient it was already linked to.
 */
export const recepcaoSenhaRespostaSchema = senhaRecepcaoRespostaSchema.extend({ filaId: z.number() });
