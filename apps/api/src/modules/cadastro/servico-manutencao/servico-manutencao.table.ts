import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';

/** Kinds of maintenance service; `prazo_atendimento_dias` is the expected time to attend a request. */
export const servicoManutencao = pgTable(
  'servico_manutencao',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    descricao: text(),
    prazoAtendimentoDias: integer(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [uniqueIndex('servico_manutencao_nome_uq').on(t.clienteId, sql`lower(${t.nome})`)],
);
