import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref } from '../../db/schema/common.js';
import { centroCusto } from '../../db/schema/estrutura.js';
import { cidadao, usuario } from '../../db/schema/pessoa.js';
import { sala } from '../cadastro/cadastro.tables.js';

/**
 * A queue entry (spec 001 §3 "Queue entry"). A queue is (municipality, module, sector type, cost centre);
 * the status follows the kind's profile of the one transitions table (packages/shared/src/fila.ts). The
 * entry's subject is the module's own record in `referencia_id` (no foreign key: emergency care's FAA, a
 * kiosk ticket, an appointment, a dispensing, a vaccination …), read together with `modulo`; the engine
 * knows no module's tables. A ticket's entry has no patient (`paciente_id` null).
 */
export const fila = pgTable(
  'fila',
  {
    id: id(),
    clienteId: clienteId(),
    modulo: varchar({ length: 30 }).notNull(),
    setorTipoId: smallint().notNull(),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    salaId: ref().references(() => sala.id),
    /** The patient of the entry; null for a subject without one (a kiosk ticket). */
    pacienteId: ref().references(() => cidadao.id),
    /** The module's own record this entry queues (emergency care: the FAA, `atendimento.id`). */
    referenciaId: ref(),
    status: smallint().notNull().default(1),
    /** Order weight (a ticket's priority): the heavier waits less; ties fall to arrival. */
    peso: integer().notNull().default(0),
    senha: varchar({ length: 10 }),
    chamadas: integer().notNull().default(0),
    ultimaChamadaEm: timestamp({ withTimezone: true }),
    profissionalAtualId: ref().references(() => usuario.id),
    /**
     * Where the entry is held now (a ticket counter, the panel's `opcao_chamada`; no foreign key: the engine
     * knows no module's places). A call from a place holds the entry there for the caller.
     */
    localChamadaId: ref(),
    entradaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atendidoEm: timestamp({ withTimezone: true }),
    saidaEm: timestamp({ withTimezone: true }),
    motivoEvasao: text(),
    evadidoEm: timestamp({ withTimezone: true }),
    evadidoPor: ref().references(() => usuario.id),
    /** The entry this one was forwarded from. */
    origemId: ref(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fila_lista_idx').on(t.clienteId, t.modulo, t.setorTipoId, t.centroCustoId, t.status),
    index('fila_referencia_idx').on(t.referenciaId),
    // no patient has two active entries in one queue (issue 6)
    uniqueIndex('fila_paciente_ativo_uq')
      .on(t.clienteId, t.modulo, t.setorTipoId, t.centroCustoId, t.pacienteId)
      .where(sql`${t.status} in (1, 2)`),
  ],
);

/** A call of an entry to a screen and room (the ticket panel shows the last ones). */
export const filaChamada = pgTable(
  'fila_chamada',
  {
    id: id(),
    clienteId: clienteId(),
    filaId: ref()
      .notNull()
      .references(() => fila.id, { onDelete: 'cascade' }),
    /** The TV screen chosen for the call (the panel's `tela`; no foreign key: the engine knows no screen). */
    telaId: ref(),
    salaId: ref().references(() => sala.id),
    /** The module's place of the call (a ticket counter), when it is not a room. */
    localChamadaId: ref(),
    usuarioId: ref().references(() => usuario.id),
    chamadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fila_chamada_tela_idx').on(t.clienteId, t.telaId, t.chamadaEm)],
);

/**
 * Every status change of an entry, with who and when: door-to-triage and door-to-doctor times, and the
 * ticket counter's answered-today and average wait, come from here.
 */
export const filaMovimento = pgTable(
  'fila_movimento',
  {
    id: id(),
    clienteId: clienteId(),
    filaId: ref()
      .notNull()
      .references(() => fila.id, { onDelete: 'cascade' }),
    acao: varchar({ length: 20 }).notNull(),
    deStatus: smallint(),
    paraStatus: smallint().notNull(),
    /** The queue (cost centre) before and after the move: they differ when the entry itself changed queue. */
    deCentroCustoId: ref().references(() => centroCusto.id),
    paraCentroCustoId: ref().references(() => centroCusto.id),
    /** The place of a call or an answer (a ticket counter). */
    localChamadaId: ref(),
    usuarioId: ref().references(() => usuario.id),
    detalhe: text(),
    em: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fila_movimento_fila_idx').on(t.filaId, t.em), index('fila_movimento_para_idx').on(t.paraCentroCustoId, t.em)],
);
