import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { ref } from '../../../db/schema/columns.js';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { grupo } from '../grupo/grupo.table.js';

/** Subgroups; a name is unique inside its group. */
export const subgrupo = pgTable(
  'subgrupo',
  {
    id: id(),
    clienteId: clienteId(),
    grupoId: ref()
      .notNull()
      .references(() => grupo.id),
    nome: text().notNull(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('subgrupo_nome_uq').on(t.clienteId, t.grupoId, t.nome), index('subgrupo_grupo_idx').on(t.grupoId)],
);
