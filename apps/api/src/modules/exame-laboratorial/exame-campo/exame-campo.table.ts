import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { exame } from '../../parametrizacao/parametrizacao.tables.js';
import { laboratorio } from '../laboratorio/laboratorio.table.js';

/**
 * How the laboratory handles an exam of the registry (one row per exam, issue 21): the acronym printed on the
 * labels, the bench sector of the worklists, the executing laboratory (null: the municipal one of the agenda),
 * the tube, and the code the support laboratory uses for it in its files (default: the SIGTAP code).
 */
export const labExame = pgTable(
  'lab_exame',
  {
    id: id(),
    clienteId: clienteId(),
    exameId: ref()
      .notNull()
      .references(() => exame.id),
    sigla: varchar({ length: 12 }).notNull(),
    /** SETORES_LABORATORIO of shared (bioquímica, hematologia …). */
    setor: smallint().notNull(),
    laboratorioId: ref().references(() => laboratorio.id),
    recipiente: text(),
    codigoInterface: varchar({ length: 30 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('lab_exame_exame_uq').on(t.clienteId, t.exameId),
    uniqueIndex('lab_exame_sigla_uq').on(t.clienteId, t.sigla),
    index('lab_exame_setor_idx').on(t.clienteId, t.setor),
  ],
);

/**
 * A field of an exam's result (issue 21): numeric (unit, decimals), text or a list of options. `codigo` names it in
 * formulas and files and is unique in the municipality, so LDL's formula reads the cholesterol of another exam of
 * the same scheduling. A field with a formula (lab_formula_exame) is computed, not typed.
 */
export const labExameCampo = pgTable(
  'lab_exame_campo',
  {
    id: id(),
    clienteId: clienteId(),
    exameId: ref()
      .notNull()
      .references(() => exame.id),
    ordem: smallint().notNull().default(0),
    nome: text().notNull(),
    codigo: varchar({ length: 20 }).notNull(),
    /** TIPOS_CAMPO_EXAME: 1 numérico, 2 texto, 3 lista. */
    tipo: smallint().notNull(),
    unidadeMedida: varchar({ length: 20 }),
    casasDecimais: smallint(),
    opcoes: text().array(),
    obrigatorio: boolean().notNull().default(true),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('lab_exame_campo_codigo_uq').on(t.clienteId, t.codigo),
    index('lab_exame_campo_exame_idx').on(t.exameId, t.ordem),
    check('lab_exame_campo_tipo', sql`${t.tipo} in (1, 2, 3)`),
  ],
);

/**
 * A reference range of a numeric field by sex (null: both) and age in days (nulls: open ends), with the critical
 * limits a result is highlighted beyond; `texto` is what the report prints ("Desejável: inferior a 190 mg/dL").
 */
export const labExameReferencia = pgTable(
  'lab_exame_referencia',
  {
    id: id(),
    clienteId: clienteId(),
    campoId: ref()
      .notNull()
      .references(() => labExameCampo.id, { onDelete: 'cascade' }),
    sexo: varchar({ length: 1 }),
    idadeMinimaDias: integer(),
    idadeMaximaDias: integer(),
    minimo: numeric({ precision: 14, scale: 4 }),
    maximo: numeric({ precision: 14, scale: 4 }),
    criticoMinimo: numeric({ precision: 14, scale: 4 }),
    criticoMaximo: numeric({ precision: 14, scale: 4 }),
    texto: text(),
    ...timestamps,
  },
  (t) => [
    index('lab_exame_referencia_campo_idx').on(t.campoId),
    check('lab_exame_referencia_sexo', sql`${t.sexo} is null or ${t.sexo} in ('M', 'F')`),
  ],
);
