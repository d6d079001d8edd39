import { z } from 'zod';
import { acoesDaEntradaSchema, entradaFilaSchema, formularioFilaSchema, modeloFilaSchema } from '../../fila.wire.js';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';
import type { AcaoFila } from '../pronto-atendimento/index.js';

const id = z.coerce.number().int().positive();

export const MENSAGENS_FILA_FARMACIA = {
  semFarmacia: 'O centro de custo desta sessão não é uma farmácia. Troque a lotação para um centro de custo de farmácia.',
  incluido: (nome: string) => `${nome} incluído(a) na fila da farmácia.`,
  prioridadeInvalida: 'Prioridade não encontrada.',
  senhaDeOutraFarmacia: 'Esta senha não é do local desta farmácia.',
} as const;

/**
 * One entry of the pharmacy queue (spec 001 §3 "Queue entry", issue 19): the engine's part (status, ticket, calls,
 * wait, highlight, patient, current professional) and the priority chosen at the counter or carried by the kiosk
 * ticket.
 */
export const entradaFilaFarmaciaSchema = entradaFilaSchema.extend({
  prioridade: z.object({ id: z.number(), nome: z.string().nullable(), legal: z.boolean() }).nullable(),
  acoes: acoesDaEntradaSchema<AcaoFila>(),
});
export type EntradaFilaFarmacia = z.infer<typeof entradaFilaFarmaciaSchema>;

/** GET /api/farmacia/fila-atendimento: the filter and call options (form) and the session pharmacy's queue (model). */
export const filaFarmaciaRespostaSchema = w.formModelo(
  formularioFilaSchema.extend({ prioridades: z.array(w.opcao.extend({ legal: z.boolean() })) }),
  modeloFilaSchema.extend({ centroCustoId: z.number(), centroCustoNome: z.string(), fila: z.array(entradaFilaFarmaciaSchema) }),
);

/**
 * POST /api/farmacia/fila-atendimento: "Incluir paciente na fila" at the counter — the patient, a priority and, when
 * the counter answered a kiosk ticket of this pharmacy's location, the ticket's queue entry (it is closed and its
 * code goes with the patient).
 */
export const incluirFilaFarmaciaSchema = z.object({
  pacienteId: f.referencia('Paciente'),
  prioridadeId: id.nullish(),
  senhaFilaId: id.nullish(),
});

/** GET /api/farmacia/fila-atendimento/senha/{filaId}: the ticket the counter sent here, to include its patient. */
export const senhaFilaFarmaciaSchema = z.object({
  filaId: z.number(),
  codigo: z.string(),
  opcaoEntrada: w.opcao,
  prioridade: w.opcao.nullable(),
  /** The patient the kiosk already identified, if any. */
  paciente: z.object({ id: z.number(), nome: z.string() }).nullable(),
});
