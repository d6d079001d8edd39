import { z } from 'zod';
import { w } from '../../wire.js';
import type { AcaoFila } from './fila.transitions.js';

const acaoFila = z.custom<AcaoFila>((v) => typeof v === 'string');

/** A risk colour (Manchester) as every emergency screen receives it: name, '#rrggbb', target time and order. */
export const corDeRiscoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  cor: z.string(),
  tempoAlvoMinutos: z.number(),
  ordem: z.number(),
});

/** One entry of an emergency-care queue as the screen shows it (spec 001 §3 "Queue entry"). */
export const entradaFilaPaSchema = z.object({
  id: z.number(),
  status: z.object({ id: z.number(), nome: z.string() }),
  senha: z.string().nullable(),
  chamadas: z.number(),
  ultimaChamadaEm: w.instante.nullable(),
  entradaEm: w.instante,
  atendidoEm: w.instante.nullable(),
  motivoEvasao: z.string().nullable(),
  sala: z.object({ id: z.number(), nome: z.string().nullable() }).nullable(),
  tempoEspera: z.object({
    id: z.number().nullable(),
    cor: z.string().nullable(),
    minutos: z.number(),
    total: z.object({ dias: z.number(), horas: z.number(), minutos: z.number() }),
  }),
  /** More hours in the queue than the module's setting (spec 000 §9): the row turns yellow. */
  destacado: z.boolean(),
  /** Waiting past the target time of its colour (beyond the spec). */
  atrasado: z.boolean(),
  urgente: z.boolean(),
  motivoUrgencia: z.string().nullable(),
  opcaoEntrada: z.object({ id: z.number(), nome: z.string().nullable() }).nullable(),
  prioridade: z.object({ id: z.number(), nome: z.string().nullable(), peso: z.number() }).nullable(),
  classificacaoRisco: corDeRiscoSchema.nullable(),
  paciente: z.object({
    id: z.number(),
    prontuario: z.number(),
    nome: z.string(),
    nomeSocial: z.string().nullable(),
    nomeMae: z.string().nullable(),
    dataNascimento: w.data.nullable(),
    idade: z.object({ anos: z.number(), meses: z.number(), dias: z.number() }).nullable(),
    idadeEstimada: z.number().nullable(),
    desconhecido: z.boolean(),
    caracteristicasFisicas: z.string().nullable(),
  }),
  atendimento: z.object({ id: z.number(), numero: w.inteiroLongo.nullable(), recepcionadoEm: w.instante.nullable() }).nullable(),
  profissionalAtual: z.object({ id: z.number(), nome: z.string().nullable() }).nullable(),
  acoes: z.array(acaoFila),
});

/** GET /api/pronto-atendimento/fila: the filter options (form) and the queue with its footer (model). */
export const filaPaRespostaSchema = w.formModelo(
  z.object({
    classificacoesRisco: z.array(corDeRiscoSchema),
    opcoesEntrada: z.array(w.opcao),
    prioridades: z.array(w.opcao),
    salas: z.array(w.opcao),
    ordenacoes: z.array(z.object({ id: z.enum(['risco', 'chegada']), nome: z.string() })),
    status: z.array(w.opcao.extend({ tipoId: z.number() })),
    temposEspera: z.array(z.object({ id: z.number(), minutos: z.number(), cor: z.string() })),
    telas: z.array(w.opcao),
    /** This user's last call in this queue (screen, room): the web's fallback when its browser forgot the choice. */
    ultimoLocal: z.object({ telaId: z.number().nullable(), salaId: z.number().nullable() }).nullable(),
  }),
  z.object({
    fila: z.array(entradaFilaPaSchema),
    contagem: z.object({ espera: z.number(), atendimento: z.number() }),
    /** The live-update topic of this queue (plugins/tempo-real). */
    topico: z.string(),
    /** Hours after which a row turns yellow (the module's setting, spec 000 §9). */
    destaqueHoras: z.number(),
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
