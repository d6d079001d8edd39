import { z } from 'zod';
import { w } from './wire.js';

// The queue engine's wire: what every patient-queue desk (emergency care, outpatient, pharmacy …) answers, each
// module extending it with its own part. The engine fills these fields (apps/api/src/modules/fila, `listarFila`).

/** A wait threshold of the battery icon (the ticket panel's registry): the colour applies from `minutos` on. */
export const limiarEsperaSchema = z.object({ id: z.number(), minutos: z.number(), cor: z.string() });

/** One entry of a patient queue as the engine lists it (spec 001 §3 "Queue entry"); the module adds its own fields and `acoes`. */
export const entradaFilaSchema = z.object({
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
  profissionalAtual: z.object({ id: z.number(), nome: z.string().nullable() }).nullable(),
});

/** The actions the transitions table allows for an entry, typed by the queue kind's action names. */
export const acoesDaEntradaSchema = <A extends string>() => z.array(z.custom<A>((v) => typeof v === 'string'));

/** The call options every desk's form carries (the module extends it with its filters' options). */
export const formularioFilaSchema = z.object({
  salas: z.array(w.opcao),
  temposEspera: z.array(limiarEsperaSchema),
  telas: z.array(w.opcao),
  /** This user's last call in this queue (screen, room): the web's fallback when its browser forgot the choice. */
  ultimoLocal: z.object({ telaId: z.number().nullable(), salaId: z.number().nullable() }).nullable(),
});

/** What every desk's model carries besides its entries (`fila`, the module's entry schema) and its own fields. */
export const modeloFilaSchema = z.object({
  /** The footer (spec 000 §2.6): how many wait and how many are being attended, whatever the filters. */
  contagem: z.object({ espera: z.number(), atendimento: z.number() }),
  /** The live-update topic of this queue (plugins/tempo-real). */
  topico: z.string(),
  /** Hours after which a row turns yellow (the module's setting, spec 000 §9). */
  destaqueHoras: z.number(),
});

/** An action on a queue entry (call, attend, send back, evade, undo, delete …): the entry, its status, the message to show. */
export const acaoEntradaFilaRespostaSchema = z.object({ id: z.number(), status: z.number(), message: z.string().optional() });
