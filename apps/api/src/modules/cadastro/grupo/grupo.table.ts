import { pgTable, text, unique } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';

/** Groups of stock items. A municipal table: cliente_id gives it RLS, grants and the audit trigger. */
export const grupo = pgTable(
  'grupo',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('grupo_nome_uq').on(t.clienteId, t.nome)],
);
