import { sql } from 'drizzle-orm';
import { date, index, pgTable, smallint, text, time, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ref } from '../../../db/schema/columns.js';
import { clienteId, id, timestamps } from '../../../db/schema/common.js';
import { cidadao } from '../../../db/schema/pessoa.js';
import { cid } from '../../../db/schema/referencia-saude.js';

/**
 * A patient's death; at most one per citizen. The routes keep cidadao.data_obito equal to `data`
 * (set on save, cleared on delete) so every module can tell a dead patient without a join.
 */
export const obito = pgTable(
  'obito',
  {
    id: id(),
    clienteId: clienteId(),
    cidadaoId: ref()
      .notNull()
      .references(() => cidadao.id),
    data: date({ mode: 'string' }).notNull(),
    hora: time(),
    /** Número da Declaração de Óbito, digits only (7 to 11). */
    numeroDeclaracao: varchar({ length: 11 }),
    cidCodigo: varchar({ length: 4 }).references(() => cid.codigo),
    /** LocalObito: 1 hospital … 5 outros. */
    localObito: smallint().notNull(),
    observacao: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('obito_cidadao_uq').on(t.cidadaoId),
    uniqueIndex('obito_declaracao_uq').on(t.clienteId, t.numeroDeclaracao).where(sql`${t.numeroDeclaracao} is not null`),
    index('obito_data_idx').on(t.clienteId, t.data),
  ],
);
