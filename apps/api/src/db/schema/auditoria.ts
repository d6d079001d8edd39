import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clienteId, id } from './common.js';

/**
 * Append-only trail. Rows come from the trigger auditar() on every municipal table (writes) and
 * from the code that reads clinical records (acao LEITURA). UPDATE, DELETE and TRUNCATE raise.
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
    /**
     * The patient the audited record belongs to (LGPD: "who saw or changed my data"), filled on insert by the
     * trigger auditoria_paciente() of db/policies.ts from the row itself or its FAA, fila or senha.
     */
    pacienteId: bigint({ mode: 'number' }),
  },
  (t) => [
    index('auditoria_cliente_momento_idx').on(t.clienteId, t.momento),
    index('auditoria_tabela_registro_idx').on(t.tabela, t.registroId),
    // "Acessos a este paciente": one patient's rows of a period, newest first
    index('auditoria_cliente_paciente_momento_idx').on(t.clienteId, t.pacienteId, t.momento).where(sql`paciente_id is not null`),
  ],
);
