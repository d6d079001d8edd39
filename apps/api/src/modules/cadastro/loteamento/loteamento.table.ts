import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ref } from '../../../db/schema/columns.js';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { bairro } from '../bairro/bairro.table.js';

/** Housing developments; the name is unique within its neighbourhood. */
export const loteamento = pgTable(
  'loteamento',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    bairroId: ref()
      .notNull()
      .references(() => bairro.id),
    cep: varchar({ length: 8 }),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('loteamento_nome_uq').on(t.clienteId, t.bairroId, sql`lower(${t.nome})`),
    index('loteamento_bairro_idx').on(t.bairroId),
    index('loteamento_nome_trgm').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`),
  ],
);
