import { pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { ref } from '../../../db/schema/columns.js';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { fabricante } from '../fabricante/fabricante.table.js';
import { material } from '../material/material.table.js';

/** Immunobiologicals; the LEDI code is unique per municipality (it is also the calendar's `codigoPni`). */
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
    /** The vaccine of the vaccination calendar this product counts as (its `sigla`: 'BCG', 'PENTA', 'COVID' …). */
    calendarioSigla: varchar({ length: 10 }),
    /** The stock item of this vaccine (counted in doses): rooms and the cold store hold it in the stock engine. */
    materialId: ref().references(() => material.id),
    /** Usual doses per vial (an entry may say otherwise for its lot). */
    dosesPorFrasco: smallint().notNull().default(1),
    /** How long an opened multi-dose vial may be used, in hours (null: use at once / single-dose). */
    validadeFrascoAbertoHoras: smallint(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('vacina_codigo_uq').on(t.clienteId, t.codigoImunobiologico), unique('vacina_material_uq').on(t.materialId)],
);
