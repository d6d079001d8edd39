import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { usuario } from '../../../db/schema/pessoa.js';

/**
 * A vaccination room of a unit, or the municipal cold store (rede de frio) that supplies the rooms (issue 20). Each
 * is a cost centre (sector of type "Sala de vacinação" or "Rede de frio") with its own stock in the stock engine,
 * counted in doses; its name and unit are the cost centre's. `tipo`: 1 sala de vacinação, 2 rede de frio.
 */
export const salaVacinacao = pgTable(
  'sala_vacinacao',
  {
    id: id(),
    clienteId: clienteId(),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id)
      .unique('sala_vacinacao_centro_custo_uq'),
    tipo: smallint().notNull().default(1),
    /** The nurse in charge of the room (responsável técnico). */
    responsavelId: ref().references(() => usuario.id),
    /** Opening hours as told to the public ("Seg a sex, 7h às 16h"). */
    horario: text(),
    observacao: text(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [check('sala_vacinacao_tipo_ck', sql`${t.tipo} in (1, 2)`)],
);
