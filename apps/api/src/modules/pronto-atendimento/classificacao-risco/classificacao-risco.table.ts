import { sql } from 'drizzle-orm';
import { integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';

/**
 * A risk-classification colour with its target time (issue 6; Manchester by default: vermelho 0,
 * laranja 10, amarelo 60, verde 120, azul 240 minutes). `ordem` 1 is the most urgent.
 */
export const classificacaoRisco = pgTable(
  'classificacao_risco',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    /** Hex colour (#d32f2f) for the queue and the panel. */
    cor: varchar({ length: 7 }).notNull(),
    /** Maximum wait to the doctor, in minutes. */
    tempoAlvoMinutos: integer().notNull(),
    ordem: smallint().notNull(),
    descricao: text(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('classificacao_risco_nome_uq').on(t.clienteId, sql`lower(${t.nome})`),
    uniqueIndex('classificacao_risco_ordem_uq').on(t.clienteId, t.ordem),
  ],
);
