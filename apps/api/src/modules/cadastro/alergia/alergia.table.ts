import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';

/** Allergens; name unique per municipality. */
export const alergia = pgTable(
  'alergia',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    tipoId: smallint().notNull(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    unique('alergia_nome_uq').on(t.clienteId, t.nome),
    index('alergia_nome_trgm').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`),
  ],
);
