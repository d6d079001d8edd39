import type { Tx } from '../../db/client.js';

/**
 * How a call of a queue entry reaches the TV screens without the engine knowing them: a module that shows
 * calls (the ticket panel) registers a listener here from its plugin, and every call of every queue is
 * handed to it in the caller's transaction. The registry is keyed by name, so building the app twice in one
 * process (the tests do) replaces the listener instead of adding a second one.
 */
export interface ChamadaFila {
  /** The queue's module (emergency care, outpatient …). */
  modulo: string;
  /** The calling queue (cost centre). */
  centroCustoId: number;
  /** The row of `fila_chamada` this call made. */
  filaChamadaId: number | null;
  /** A screen chosen by the caller; null: the screens that show the queue. */
  telaId: number | null;
  /** The room the patient goes to (its name), if any. */
  destino: string | null;
  /** The patient's name and social name: a listener shows only its public short form (null: no patient, a ticket). */
  nome: string | null;
  nomeSocial: string | null;
  /** The ticket code of the entry, if it has one. */
  senha: string | null;
  /** 1 first call, 2+ again. */
  numero: number;
}

export type OuvinteChamada = (tx: Tx, ctx: { clienteId: number; usuarioId: number | null }, chamada: ChamadaFila) => Promise<unknown>;

/** A registry of call listeners; the process has one (below), a test can make its own. */
export function registroDeChamadas() {
  const ouvintes = new Map<string, OuvinteChamada>();
  return {
    /** Registers (or replaces) the listener `nome` of every queue call. */
    aoChamar(nome: string, ouvinte: OuvinteChamada) {
      ouvintes.set(nome, ouvinte);
    },
    /** Hands a call to every registered listener, in the caller's transaction. */
    async anunciar(tx: Tx, ctx: { clienteId: number; usuarioId: number | null }, chamada: ChamadaFila) {
      for (const ouvinte of ouvintes.values()) await ouvinte(tx, ctx, chamada);
    },
  };
}

const registro = registroDeChamadas();

/** Registers (or replaces) the listener `nome` of every queue call. */
export const aoChamar = registro.aoChamar;

/** Hands a call to every registered listener, in the caller's transaction. */
export const anunciarChamada = registro.anunciar;
