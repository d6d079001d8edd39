import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { labExameCampo } from '../exame-campo/exame-campo.table.js';

/**
 * A formula (formula-exame, issue 21): the field it computes and its expression over field codes
 * (`(CT - HDL) - TG / 5`), validated by shared's parser when saved and evaluated as the fields are typed.
 */
export const labFormulaExame = pgTable(
  'lab_formula_exame',
  {
    id: id(),
    clienteId: clienteId(),
    campoId: ref()
      .notNull()
      .references(() => labExameCampo.id),
    expressao: text().notNull(),
    descricao: text(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [uniqueIndex('lab_formula_exame_campo_uq').on(t.clienteId, t.campoId)],
);
