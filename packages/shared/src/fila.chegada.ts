import { z } from 'zod';
import type { AcaoFilaGeral } from './fila.js';
import { acoesDaEntradaSchema, entradaFilaSchema, formularioFilaSchema, modeloFilaSchema } from './fila.wire.js';
import { f } from './resource/fields.js';
import { w } from './wire.js';

// The wire of a counter queue (pharmacy, vaccination room …): a patient arrives at a counter of a sector type and is
// included with a priority or a kiosk ticket, called, attended, sent back, evaded. Each module names its own texts.

const id = z.coerce.number().int().positive();

/** The pt-BR texts a counter queue answers with (the module's own words: "farmácia", "sala de vacinação" …). */
export interface MensagensFilaDeChegada {
  /** The session's cost centre is not of the counter's sector type. */
  semSetor: string;
  incluido: (nome: string) => string;
  prioridadeInvalida: string;
  /** The ticket was issued at another location. */
  senhaDeOutroLocal: string;
}

/**
 * One entry of a counter queue (spec 001 §3 "Queue entry"): the engine's part (status, ticket, calls, wait,
 * highlight, patient, current professional) and the priority chosen at the counter or carried by the kiosk ticket.
 */
export const entradaFilaDeChegadaSchema = entradaFilaSchema.extend({
  prioridade: z.object({ id: z.number(), nome: z.string().nullable(), legal: z.boolean() }).nullable(),
  acoes: acoesDaEntradaSchema<AcaoFilaGeral>(),
});
export type EntradaFilaDeChegada = z.infer<typeof entradaFilaDeChegadaSchema>;

/** GET of a counter queue: the filter and call options (form) and the session counter's queue (model). */
export const filaDeChegadaRespostaSchema = w.formModelo(
  formularioFilaSchema.extend({ prioridades: z.array(w.opcao.extend({ legal: z.boolean() })) }),
  modeloFilaSchema.extend({ centroCustoId: z.number(), centroCustoNome: z.string(), fila: z.array(entradaFilaDeChegadaSchema) }),
);

/**
 * POST of a counter queue: "Incluir paciente na fila" — the patient, a priority and, when the counter answered a
 * kiosk ticket of its location, the ticket's queue entry (it is closed and its code goes with the patient).
 */
export const incluirNaFilaDeChegadaSchema = z.object({
  pacienteId: f.referencia('Paciente'),
  prioridadeId: id.nullish(),
  senhaFilaId: id.nullish(),
});

/** GET …/senha/{filaId} of a counter queue: the ticket the ticket counter sent here, to include its patient. */
export const senhaFilaDeChegadaSchema = z.object({
  filaId: z.number(),
  codigo: z.string(),
  opcaoEntrada: w.opcao,
  prioridade: w.opcao.nullable(),
  /** The patient the kiosk already identified, if any. */
  paciente: z.object({ id: z.number(), nome: z.string() }).nullable(),
});
