import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { municipio } from '../../../db/schema/referencia.js';

/** A unit outside the municipality's network (referrals, transport destinations). */
export const unidadeExterna = pgTable(
  'unidade_externa',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    cnes: varchar({ length: 7 }),
    cnpj: varchar({ length: 14 }),
    /** UnidadeExternaTipoNome in packages/shared. */
    tipoId: smallint().notNull(),
    municipioId: integer()
      .notNull()
      .references(() => municipio.id),
    cep: varchar({ length: 8 }),
    logradouro: text(),
    numero: varchar({ length: 10 }),
    bairro: text(),
    telefone: varchar({ length: 11 }),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('unidade_externa_cnes_uq').on(t.clienteId, t.cnes).where(sql`${t.cnes} is not null`),
    index('unidade_externa_cliente_idx').on(t.clienteId),
    index('unidade_externa_nome_trgm').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`),
  ],
);
