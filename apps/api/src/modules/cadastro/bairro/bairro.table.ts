import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { municipio } from '../../../db/schema/referencia.js';

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
