import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clienteId, id } from './common.js';

/**
 * Append-only trail. Rows come from the trigger auditar() on every municipal table (writes) and
 * from lib/audit.ts (reads of clinical records, logins). UPDATE, DELETE and TRUNCATE raise.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: id(),
    clienteId: clienteId(),
    momento: timestamp({ withTimezone: true }).notNull().defaultNow(),
    usuarioId: bigint({ mode: 'number' }),
    lotacaoId: bigint({ mode: 'number' }),
    acao: text().notNull(), // INSERT, UPDATE, DELETE, LEITURA, LOGIN, LOGOUT
    tabela: text().notNull(),
    registroId: bigint({ mode: 'number' }),
    antes: jsonb(),
    depois: jsonb(),
    requestId: text(),
  },
  (t) => [
    index('auditoria_cliente_momento_idx').on(t.clienteId, t.momento),
    index('auditoria_tabela_registro_idx').on(t.tabela, t.registroId),
  ],
);
