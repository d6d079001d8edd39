import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { ref } from '../../../db/schema/columns.js';
import { clienteId, id, timestamps } from '../../../db/schema/common.js';
import { usuario } from '../../../db/schema/pessoa.js';

/** A user who supervises a module (SupervisorModuloNome in packages/shared). */
export const supervisor = pgTable(
  'supervisor',
  {
    id: id(),
    clienteId: clienteId(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    modulo: text().notNull(),
    ...timestamps,
  },
  (t) => [unique('supervisor_usuario_modulo_uq').on(t.clienteId, t.usuarioId, t.modulo), index('supervisor_usuario_idx').on(t.usuarioId)],
);
