import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';
import { bloqueado, clienteId, id, ref, timestamps } from './common.js';
import { logradouro } from './endereco.js';
import { municipio } from './referencia.js';

/** Health unit (estabelecimento). Issue "Registries" grows its fields. */
export const unidade = pgTable(
  'unidade',
  {
    id: id(),
    clienteId: clienteId(),
    nomeFantasia: text().notNull(),
    razaoSocial: text(),
    cnes: varchar({ length: 7 }),
    cnpj: varchar({ length: 14 }),
    telefone: varchar({ length: 11 }),
    municipioId: integer().references(() => municipio.id),
    /** CNES "tipo de unidade" code (TipoUnidadeNome in packages/shared). */
    tipoUnidadeId: smallint(),
    logradouroId: ref().references(() => logradouro.id),
    numero: varchar({ length: 10 }),
    complemento: text(),
    telefone2: varchar({ length: 11 }),
    email: text(),
    /** Logo for prints (PNG, JPEG or SVG up to 1 MB) and its MIME type. */
    logo: bytea(),
    logoTipo: text(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    index('unidade_cliente_idx').on(t.clienteId),
    unique('unidade_cnes_uq').on(t.clienteId, t.cnes),
    index('unidade_nome_trgm').using('gin', sql`f_unaccent(lower(${t.nomeFantasia})) gin_trgm_ops`),
  ],
);

/** Service location inside a unit (spec session: lotacao.infraestrutura.nome, unidade.nomeFantasia). */
export const infraestrutura = pgTable(
  'infraestrutura',
  {
    id: id(),
    clienteId: clienteId(),
    unidadeId: ref()
      .notNull()
      .references(() => unidade.id),
    nome: text().notNull(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [index('infraestrutura_unidade_idx').on(t.unidadeId)],
);

/** Sector; setor_tipo_id is the SetorTipo enumeration (RECEPCAO 1 … FARMACIA 11). */
export const setor = pgTable(
  'setor',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    setorTipoId: integer().notNull(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [index('setor_cliente_idx').on(t.clienteId), uniqueIndex('setor_nome_uq').on(t.clienteId, sql`lower(${t.nome})`)],
);

/** Cost centre: a sector at a service location; the user works in one at a time. */
export const centroCusto = pgTable(
  'centro_custo',
  {
    id: id(),
    clienteId: clienteId(),
    infraestruturaId: ref()
      .notNull()
      .references(() => infraestrutura.id),
    setorId: ref()
      .notNull()
      .references(() => setor.id),
    nome: text().notNull(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [index('centro_custo_infraestrutura_idx').on(t.infraestruturaId), index('centro_custo_setor_idx').on(t.setorId)],
);
