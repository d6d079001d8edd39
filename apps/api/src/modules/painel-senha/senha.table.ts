import { boolean, date, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref } from '../../db/schema/common.js';
import { infraestrutura } from '../../db/schema/estrutura.js';
import { cidadao, usuario } from '../../db/schema/pessoa.js';
import { opcaoEntrada, prioridade } from './registros.table.js';

/**
 * A ticket of the kiosk (issue 7): the subject of a queue entry, identity only. `codigo` is the prefix and the
 * daily sequence ('A007'); it is unique per unit (infraestrutura) and day, which is what makes two kiosks
 * issuing at the same instant unable to hand out the same number. Where the ticket waits, its status, calls,
 * counter, holder and times live in its entry of the queue engine (`fila`, modulo 'painel-senha',
 * `referencia_id` = this id, `senha` = the code); its moves in `fila_movimento`, its calls in `fila_chamada`
 * (issue 14). Forwarding moves that entry, with the code, to another queue.
 */
export const senha = pgTable(
  'senha',
  {
    id: id(),
    clienteId: clienteId(),
    infraestruturaId: ref()
      .notNull()
      .references(() => infraestrutura.id),
    opcaoEntradaId: ref()
      .notNull()
      .references(() => opcaoEntrada.id),
    prioridadeId: ref().references(() => prioridade.id),
    /** Priority weight at issue time (queue order: weight, then arrival; copied to the entry's `peso`). */
    peso: integer().notNull().default(0),
    /** Brasília date of issue: the sequence restarts every day. */
    data: date({ mode: 'string' }).notNull(),
    sequencia: integer().notNull(),
    codigo: varchar({ length: 8 }).notNull(),
    /** The patient, once the reception identifies who holds the ticket (issue 16 item 5). */
    pacienteId: ref().references(() => cidadao.id),
    emitidaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    emitidaPor: ref().references(() => usuario.id),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('senha_codigo_dia_uq').on(t.clienteId, t.infraestruturaId, t.data, t.codigo),
    index('senha_data_idx').on(t.clienteId, t.data),
  ],
);

/**
 * The daily counter of a unit and kiosk option (and priority variant): `INSERT … ON CONFLICT DO UPDATE
 * SET ultimo = ultimo + 1 RETURNING ultimo` takes the next number under a row lock, so concurrent kiosks
 * wait for each other on this one row instead of colliding.
 */
export const senhaSequencia = pgTable(
  'senha_sequencia',
  {
    clienteId: clienteId(),
    infraestruturaId: ref()
      .notNull()
      .references(() => infraestrutura.id),
    opcaoEntradaId: ref()
      .notNull()
      .references(() => opcaoEntrada.id),
    prioritaria: boolean().notNull().default(false),
    data: date({ mode: 'string' }).notNull(),
    ultimo: integer().notNull(),
  },
  (t) => [uniqueIndex('senha_sequencia_uq').on(t.clienteId, t.infraestruturaId, t.opcaoEntradaId, t.prioritaria, t.data)],
);
