import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { ocupacao } from '../../../db/schema/referencia.js';

/** Specialties of the municipality, each with its CBO 2002 occupation (national `ocupacao` table). */
export const especialidade = pgTable(
  'especialidade',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    ocupacaoCodigo: varchar({ length: 6 })
      .notNull()
      .references(() => ocupacao.codigo),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('especialidade_nome_uq').on(t.clienteId, sql`lower(${t.nome})`),
    index('especialidade_ocupacao_idx').on(t.clienteId, t.ocupacaoCodigo),
    index('especialidade_nome_trgm').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`),
  ],
);
