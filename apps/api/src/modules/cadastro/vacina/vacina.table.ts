import { pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { ref } from '../../../db/schema/columns.js';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { fabricante } from '../fabricante/fabricante.table.js';

/** Immunobiologicals; the LEDI code is unique per municipality. */
export const vacina = pgTable(
  'vacina',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    sigla: varchar({ length: 40 }).notNull(),
    codigoImunobiologico: varchar({ length: 4 }).notNull(),
    fabricanteId: ref().references(() => fabricante.id),
    doses: smallint().notNull(),
    viaAdministracaoId: smallint().notNull(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('vacina_codigo_uq').on(t.clienteId, t.codigoImunobiologico)],
);
