import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref } from '../../db/schema/common.js';
import { centroCusto, infraestrutura } from '../../db/schema/estrutura.js';
import { cidadao, usuario } from '../../db/schema/pessoa.js';
import { opcaoChamada, opcaoEntrada, prioridade } from './registros.table.js';

/**
 * A ticket of the kiosk (issue 7). `codigo` is the prefix and the daily sequence ('A007'); it is unique per
 * unit (infraestrutura) and day, which is what makes two kiosks issuing at the same instant unable to hand
 * out the same number. The ticket waits in the queue of `centroCustoId`; forwarding moves it (same code) to
 * another queue. Its status follows the pure table of packages/shared …/painel-senha/senha.transitions.ts.
 */
export const senha = pgTable(
  'senha',
  {
    id: id(),
    clienteId: clienteId(),
    infraestruturaId: ref()
      .notNull()
      .references(() => infraestrutura.id),
    /** The ticket queue it is in now. */
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    opcaoEntradaId: ref()
      .notNull()
      .references(() => opcaoEntrada.id),
    prioridadeId: ref().references(() => prioridade.id),
    /** Priority weight at issue time (queue order: weight, then arrival). */
    peso: integer().notNull().default(0),
    /** Brasília date of issue: the sequence restarts every day. */
    data: date({ mode: 'string' }).notNull(),
    sequencia: integer().notNull(),
    codigo: varchar({ length: 8 }).notNull(),
    status: smallint().notNull().default(1),
    chamadas: integer().notNull().default(0),
    ultimaChamadaEm: timestamp({ withTimezone: true }),
    /** Where it was last called to (the counter that holds it while CHAMADA / EM_ATENDIMENTO). */
    opcaoChamadaId: ref().references(() => opcaoChamada.id),
    /** Who called or answers it now. */
    usuarioId: ref().references(() => usuario.id),
    /** The patient, once the reception identifies who holds the ticket (optional). */
    pacienteId: ref().references(() => cidadao.id),
    emitidaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    emitidaPor: ref().references(() => usuario.id),
    atendidaEm: timestamp({ withTimezone: true }),
    finalizadaEm: timestamp({ withTimezone: true }),
    motivoEvasao: text(),
    evadidaEm: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('senha_codigo_dia_uq').on(t.clienteId, t.infraestruturaId, t.data, t.codigo),
    // the queue screen and "call next": waiting tickets of a queue, by weight then arrival
    index('senha_fila_idx').on(t.clienteId, t.centroCustoId, t.status, t.peso, t.emitidaEm),
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

/** Every move of a ticket (issue, call, answer, forward, evade, finalize) with who and when. */
export const senhaMovimento = pgTable(
  'senha_movimento',
  {
    id: id(),
    clienteId: clienteId(),
    senhaId: ref()
      .notNull()
      .references(() => senha.id, { onDelete: 'cascade' }),
    acao: varchar({ length: 20 }).notNull(),
    deStatus: smallint(),
    paraStatus: smallint().notNull(),
    /** Queue before a forward. */
    deCentroCustoId: ref().references(() => centroCusto.id),
    paraCentroCustoId: ref().references(() => centroCusto.id),
    opcaoChamadaId: ref().references(() => opcaoChamada.id),
    usuarioId: ref().references(() => usuario.id),
    detalhe: text(),
    em: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('senha_movimento_senha_idx').on(t.senhaId, t.em), index('senha_movimento_em_idx').on(t.clienteId, sql`${t.em}`)],
);
