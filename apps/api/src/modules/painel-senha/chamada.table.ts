import { index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref } from '../../db/schema/common.js';
import { centroCusto } from '../../db/schema/estrutura.js';
import { usuario } from '../../db/schema/pessoa.js';
import { filaChamada } from '../fila/fila.tables.js';
import { tela } from './registros.table.js';

/**
 * What a TV screen shows (issue 7): one row per call and screen, already in its public form. `texto` is the
 * ticket code or the patient's LGPD-safe short name (first name and initials, or the social name: never
 * the full name, never a document); `destino` is the counter or room. Every call, of a ticket or of a patient
 * queue, comes from the queue engine's `fila_chamada` (`filaChamadaId`; issue 14).
 */
export const painelChamada = pgTable(
  'painel_chamada',
  {
    id: id(),
    clienteId: clienteId(),
    telaId: ref()
      .notNull()
      .references(() => tela.id, { onDelete: 'cascade' }),
    /** 1 ticket (senha), 2 patient name (TIPO_CHAMADA_PAINEL). */
    tipo: smallint().notNull(),
    texto: varchar({ length: 60 }).notNull(),
    destino: varchar({ length: 120 }),
    /** The queue (cost centre) that called. */
    centroCustoId: ref().references(() => centroCusto.id),
    filaChamadaId: ref().references(() => filaChamada.id, { onDelete: 'cascade' }),
    /** 1 for the first call of that ticket/entry, 2 for "call again"… */
    numero: integer().notNull().default(1),
    /** Who called (never shown on the screen). */
    usuarioId: ref().references(() => usuario.id),
    /** What the screen speaks (built once, server side: falaDaChamada). */
    fala: text().notNull(),
    chamadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('painel_chamada_tela_idx').on(t.clienteId, t.telaId, t.chamadaEm)],
);
