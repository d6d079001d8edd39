import { sql } from 'drizzle-orm';
import { index, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { ref } from '../../../db/schema/columns.js';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { tipoLogradouro } from '../../../db/schema/referencia.js';
import { bairro } from '../bairro/bairro.table.js';

/** Streets of the municipality; `cep` (8 digits) feeds the CEP existence rule. */
export const logradouro = pgTable(
  'logradouro',
  {
    id: id(),
    clienteId: clienteId(),
    tipoLogradouroCodigo: varchar({ length: 3 })
      .notNull()
      .references(() => tipoLogradouro.codigo),
    nome: text().notNull(),
    cep: varchar({ length: 8 }).notNull(),
    bairroId: ref()
      .notNull()
      .references(() => bairro.id),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    index('logradouro_cep_idx').on(t.clienteId, t.cep),
    index('logradouro_bairro_idx').on(t.bairroId),
    unique('logradouro_nome_uq').on(t.clienteId, t.bairroId, t.tipoLogradouroCodigo, t.nome),
    index('logradouro_nome_trgm').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`),
  ],
);
