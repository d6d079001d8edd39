import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/** National reference tables: shared by every municipality, read-only for the application role. */
export const estado = pgTable('estado', {
  id: integer().primaryKey(), // código IBGE da UF
  uf: varchar({ length: 2 }).notNull().unique(),
  nome: text().notNull(),
  regiao: text().notNull(),
});

export const municipio = pgTable(
  'municipio',
  {
    id: integer().primaryKey(), // código IBGE de 7 dígitos
    nome: text().notNull(),
    estadoId: integer()
      .notNull()
      .references(() => estado.id),
    capital: boolean().notNull().default(false),
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
  },
  (t) => [
    index('municipio_estado_idx').on(t.estadoId),
    index('municipio_nome_trgm').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`),
  ],
);

export const pais = pgTable(
  'pais',
  {
    id: integer().primaryKey(), // numeração e-SUS/LEDI (Brasil = 31)
    nome: text().notNull(),
  },
  (t) => [index('pais_nome_trgm').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`)],
);

export const ocupacao = pgTable(
  'ocupacao',
  {
    codigo: varchar({ length: 6 }).primaryKey(), // CBO 2002
    nome: text().notNull(),
  },
  (t) => [index('ocupacao_nome_trgm').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`)],
);

/** Street types of the Correios DNE (RUA 081, AVENIDA 008, …), as e-SUS numbers them. */
export const tipoLogradouro = pgTable('tipo_logradouro', {
  codigo: varchar({ length: 3 }).primaryKey(),
  nome: text().notNull(),
});
