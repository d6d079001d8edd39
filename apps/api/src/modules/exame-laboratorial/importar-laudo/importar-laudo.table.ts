import { integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { usuario } from '../../../db/schema/pessoa.js';
import { laboratorio } from '../laboratorio/laboratorio.table.js';

/**
 * An import of results from a support laboratory (importar-laudo, issue 21): HL7 v2 ORU^R01 or the documented
 * CSV. All or nothing: `rejeitados` lists what did not match (line, scheduling number, exam, reason).
 */
export const labImportacao = pgTable('lab_importacao', {
  id: id(),
  clienteId: clienteId(),
  laboratorioId: ref().references(() => laboratorio.id),
  /** 'hl7' or 'csv'. */
  formato: varchar({ length: 4 }).notNull(),
  arquivoNome: text().notNull(),
  total: integer().notNull().default(0),
  importados: integer().notNull().default(0),
  rejeitados: jsonb().notNull().default([]),
  usuarioId: ref()
    .notNull()
    .references(() => usuario.id),
  criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  ...timestamps,
});
