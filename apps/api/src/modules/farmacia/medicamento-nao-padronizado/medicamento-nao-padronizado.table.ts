import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';

/** Medicamentos não padronizados. A municipal table: cliente_id gives it RLS, grants and the audit trigger. */
export const medicamentoNaoPadronizado = pgTable(
  'medicamento_nao_padronizado',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    index('medicamento_nao_padronizado_cliente_idx').on(t.clienteId),
    unique('medicamento_nao_padronizado_nome_uq').on(t.clienteId, t.nome),
  ],
);
