import { index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, ref, timestamps } from './common.js';
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
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [index('unidade_cliente_idx').on(t.clienteId), unique('unidade_cnes_uq').on(t.clienteId, t.cnes)],
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
  (t) => [index('setor_cliente_idx').on(t.clienteId)],
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
