import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { unidade } from '../../../db/schema/estrutura.js';
import { usuario } from '../../../db/schema/pessoa.js';

/**
 * A quota (issue 22): how many imaging exams a requesting unit — or a requesting professional — may schedule in a
 * month (`competencia`, YYYY-MM), for one modality or all (null), and the financial ceiling of those exams at their
 * SIGTAP value. Exactly one of the unit and the professional is set. Booking locks the rows that apply: the count
 * and the sum never pass them, whatever arrives at once.
 */
export const imgCota = pgTable(
  'img_cota',
  {
    id: id(),
    clienteId: clienteId(),
    competencia: varchar({ length: 7 }).notNull(),
    modalidade: smallint(),
    unidadeSolicitanteId: ref().references(() => unidade.id),
    profissionalSolicitanteId: ref().references(() => usuario.id),
    quantidade: integer().notNull(),
    valorTeto: numeric({ precision: 12, scale: 2 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('img_cota_uq').on(
      t.clienteId,
      t.competencia,
      sql`coalesce(${t.modalidade}, 0)`,
      sql`coalesce(${t.unidadeSolicitanteId}, 0)`,
      sql`coalesce(${t.profissionalSolicitanteId}, 0)`,
    ),
    check('img_cota_quantidade', sql`${t.quantidade} >= 0`),
    check('img_cota_um_solicitante', sql`(${t.unidadeSolicitanteId} is null) <> (${t.profissionalSolicitanteId} is null)`),
  ],
);
