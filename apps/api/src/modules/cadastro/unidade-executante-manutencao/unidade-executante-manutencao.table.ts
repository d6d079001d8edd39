import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ref } from '../../../db/schema/columns.js';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { servicoManutencao } from '../servico-manutencao/servico-manutencao.table.js';

/** Who performs maintenance: a contracted company or an in-house team. */
export const unidadeExecutanteManutencao = pgTable(
  'unidade_executante_manutencao',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    cnpj: varchar({ length: 14 }),
    telefone: varchar({ length: 11 }),
    email: text(),
    responsavel: text(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('unidade_executante_manutencao_nome_uq').on(t.clienteId, sql`lower(${t.nome})`),
    uniqueIndex('unidade_executante_manutencao_cnpj_uq').on(t.clienteId, t.cnpj).where(sql`${t.cnpj} is not null`),
  ],
);

/**
 * The services a unit performs; replaced as a whole when the unit is saved. PostgreSQL cuts names
 * at 63 characters, where drizzle's default names of this table's primary key and first foreign key
 * coincide: both are named here.
 */
export const unidadeExecutanteManutencaoServico = pgTable(
  'unidade_executante_manutencao_servico',
  {
    clienteId: clienteId(),
    unidadeExecutanteManutencaoId: ref().notNull(),
    servicoManutencaoId: ref().notNull(),
  },
  (t) => [
    primaryKey({ name: 'unidade_executante_manutencao_servico_pk', columns: [t.unidadeExecutanteManutencaoId, t.servicoManutencaoId] }),
    foreignKey({
      name: 'unidade_executante_manutencao_servico_unidade_fk',
      columns: [t.unidadeExecutanteManutencaoId],
      foreignColumns: [unidadeExecutanteManutencao.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'unidade_executante_manutencao_servico_servico_fk',
      columns: [t.servicoManutencaoId],
      foreignColumns: [servicoManutencao.id],
    }),
    index('unidade_executante_manutencao_servico_servico_idx').on(t.servicoManutencaoId),
  ],
);
