import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ref } from './columns.js';
import { bloqueado, clienteId, id, timestamps } from './common.js';
import { municipio, tipoLogradouro } from './referencia.js';

/**
 * The municipality's addresses (cadastro's bairro, logradouro and loteamento registries). Platform
 * tables: units (estrutura.ts), citizens (pessoa.ts) and households point at them.
 */

/** Neighbourhoods. A municipal table: cliente_id gives it RLS, grants and the audit trigger. */
export const bairro = pgTable(
  'bairro',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    municipioId: integer()
      .notNull()
      .references(() => municipio.id),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    unique('bairro_nome_uq').on(t.clienteId, t.municipioId, t.nome),
    index('bairro_nome_trgm').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`),
  ],
);

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
