import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';

/** Motivos de baixa. A municipal table: cliente_id gives it RLS, grants and the audit trigger. */
export const motivoBaixa = pgTable(
  'motivo_baixa',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [index('motivo_baixa_cliente_idx').on(t.clienteId), unique('motivo_baixa_nome_uq').on(t.clienteId, t.nome)],
);
