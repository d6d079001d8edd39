import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { ref } from '../../../db/schema/columns.js';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { material } from '../material/material.table.js';

/** Medicines; one row per generic name + strength + form (nulls count as equal). */
export const medicamento = pgTable(
  'medicamento',
  {
    id: id(),
    clienteId: clienteId(),
    denominacao: text().notNull(),
    concentracao: varchar({ length: 60 }),
    formaFarmaceuticaId: smallint().notNull(),
    viaAdministracaoId: smallint().notNull(),
    apresentacao: text(),
    codigoCatmat: varchar({ length: 11 }),
    rename: boolean().notNull().default(false),
    listaControleId: smallint(),
    materialId: ref().references(() => material.id),
    usoContinuo: boolean().notNull().default(false),
    antimicrobiano: boolean().notNull().default(false),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    unique('medicamento_uq').on(t.clienteId, t.denominacao, t.concentracao, t.formaFarmaceuticaId).nullsNotDistinct(),
    index('medicamento_material_idx').on(t.materialId),
    index('medicamento_denominacao_trgm').using('gin', sql`f_unaccent(lower(${t.denominacao})) gin_trgm_ops`),
  ],
);
