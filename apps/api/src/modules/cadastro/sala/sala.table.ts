import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { ref } from '../../../db/schema/columns.js';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { centroCusto, infraestrutura } from '../../../db/schema/estrutura.js';

/** A room where patients are called (queue call: sala_id; the TV panel shows its name). */
export const sala = pgTable(
  'sala',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    infraestruturaId: ref()
      .notNull()
      .references(() => infraestrutura.id),
    centroCustoId: ref().references(() => centroCusto.id),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    unique('sala_nome_uq').on(t.clienteId, t.infraestruturaId, t.nome),
    index('sala_infraestrutura_idx').on(t.infraestruturaId),
    index('sala_centro_custo_idx').on(t.centroCustoId),
  ],
);
