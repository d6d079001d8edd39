import { pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';

/** Health insurances; name unique per municipality. */
export const convenioMedico = pgTable(
  'convenio_medico',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    registroAns: varchar({ length: 6 }),
    telefone: varchar({ length: 11 }),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('convenio_medico_nome_uq').on(t.clienteId, t.nome)],
);
