import { jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { clienteId, id, timestamps } from './common.js';

/** Per-municipality settings: one row per key of the shared settings schema (configuracao.ts). */
export const configuracao = pgTable(
  'configuracao',
  {
    id: id(),
    clienteId: clienteId(),
    chave: text().notNull(),
    valor: jsonb().notNull(),
    ...timestamps,
  },
  (t) => [unique('configuracao_chave_uq').on(t.clienteId, t.chave)],
);
