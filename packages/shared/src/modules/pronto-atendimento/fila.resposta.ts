import { z } from 'zod';
import { acoesDaEntradaSchema, entradaFilaSchema, formularioFilaSchema, modeloFilaSchema } from '../../fila.wire.js';
import { w } from '../../wire.js';
import type { AcaoFila } from './fila.transitions.js';

/** A risk colour (Manchester) as every emergency screen receives it: name, '#rrggbb', target time and order. */
export const corDeRiscoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  cor: z.string(),
  tempoAlvoMinutos: z.number(),
  ordem: z.number(),
});

/** One entry of an emergency-care queue as the screen shows it (spec 001 §3 "Queue entry"): the engine's part and the FAA's. */
export const entradaFilaPaSchema = entradaFilaSchema.extend({
  /** Waiting past the target time of its colour (beyond the spec). */
  atrasado: z.boolean(),
  urgente: z.boolean(),
  motivoUrgencia: z.string().nullable(),
  opcaoEntrada: z.object({ id: z.number(), nome: z.string().nullable() }).nullable(),
  prioridade: z.object({ id: z.number(), nome: z.string().nullable(), peso: z.number() }).nullable(),
  classificacaoRisco: corDeRiscoSchema.nullable(),
  atendimento: z.object({ id: z.number(), numero: w.inteiroLongo.nullable(), recepcionadoEm: w.instante.nullable() }).nullable(),
  acoes: acoesDaEntradaSchema<AcaoFila>(),
});

/** GET /api/pronto-atendimento/fila: the filter options (form) and the queue with its footer (model). */
export const filaPaRespostaSchema = w.formModelo(
  formularioFilaSchema.extend({
    classificacoesRisco: z.array(corDeRiscoSchema),
    opcoesEntrada: z.array(w.opcao),
    prioridades: z.array(w.opcao),
    ordenacoes: z.array(z.object({ id: z.enum(['risco', 'chegada']), nome: z.string() })),
    status: z.array(w.opcao.extend({ tipoId: z.number() })),
  }),
  modeloFilaSchema.extend({
    fila: z.array(entradaFilaPaSchema),
    /** The day's door-to-triage and door-to-doctor medians (beyond the spec). */
    indicadores: z.object({
      portaTriagemMinutos: z.number().nullable(),
      portaMedicoMinutos: z.number().nullable(),
      recebidosHoje: z.number(),
    }),
  }),
);

/**
 * An action applied to a queue entry (POST …/chamada, PUT …/fila/{acao}/{id}, PUT …/cancelamento-evasao/{id}):
 * the entry, its new status and, when forwarded, the entry created in the destination queue.
 */
export const acaoFilaRespostaSchema = z.object({ id: z.number(), status: z.number(), destinoId: z.number().nullable() });
