import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';

/** Outpatient services (an agenda may belong to one: the engine's resource kind SERVICO). */
export const servico = pgTable(
  'servico',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    descricao: text(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [index('servico_cliente_idx').on(t.clienteId), unique('servico_nome_uq').on(t.clienteId, t.nome)],
);
