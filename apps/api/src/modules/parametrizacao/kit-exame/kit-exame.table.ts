import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { ref } from '../../../db/schema/columns.js';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { exame } from '../exame/exame.table.js';

/** A named group of exams requested together (parametrizacao/kit-exame). */
export const kitExame = pgTable(
  'kit_exame',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    unique('kit_exame_nome_uq').on(t.clienteId, t.nome),
    index('kit_exame_nome_trgm').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`),
  ],
);

/** The exams of a kit (at least one, checked by the form's schema). */
export const kitExameItem = pgTable(
  'kit_exame_item',
  {
    clienteId: clienteId(),
    kitExameId: ref()
      .notNull()
      .references(() => kitExame.id, { onDelete: 'cascade' }),
    exameId: ref()
      .notNull()
      .references(() => exame.id),
  },
  (t) => [primaryKey({ columns: [t.kitExameId, t.exameId] }), index('kit_exame_item_exame_idx').on(t.exameId)],
);
