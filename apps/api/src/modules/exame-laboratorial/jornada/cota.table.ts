import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { unidade } from '../../../db/schema/estrutura.js';
import { laboratorio } from '../laboratorio/laboratorio.table.js';

/**
 * A quota (issue 21): how many exams a requesting unit may schedule at a laboratory in a month (`competencia`,
 * YYYY-MM), and the financial ceiling of those exams at their SIGTAP value. Booking locks the row: the count and
 * the sum never pass it, whatever arrives at once.
 */
export const labCota = pgTable(
  'lab_cota',
  {
    id: id(),
    clienteId: clienteId(),
    laboratorioId: ref()
      .notNull()
      .references(() => laboratorio.id),
    unidadeSolicitanteId: ref()
      .notNull()
      .references(() => unidade.id),
    competencia: varchar({ length: 7 }).notNull(),
    quantidade: integer().notNull(),
    valorTeto: numeric({ precision: 12, scale: 2 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('lab_cota_uq').on(t.clienteId, t.laboratorioId, t.unidadeSolicitanteId, t.competencia),
    check('lab_cota_quantidade', sql`${t.quantidade} >= 0`),
  ],
);
