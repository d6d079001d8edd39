import { index, pgTable } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { cidadao } from '../../../db/schema/pessoa.js';
import { prioridade, senha } from '../../painel-senha/painel-senha.tables.js';

/**
 * A patient's arrival at a pharmacy counter (issue 19): the subject of the pharmacy queue entry
 * (`fila.referencia_id` of a `farmacia` entry). It keeps what the queue shows and the engine has no column for:
 * the priority chosen at the counter (or the kiosk ticket's) and the ticket answered, when there was one.
 */
export const farmaciaAtendimento = pgTable(
  'farmacia_atendimento',
  {
    id: id(),
    clienteId: clienteId(),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    prioridadeId: ref().references(() => prioridade.id),
    /** The kiosk ticket answered at the counter that brought the patient here. */
    senhaId: ref().references(() => senha.id),
    ...timestamps,
  },
  (t) => [index('farmacia_atendimento_paciente_idx').on(t.clienteId, t.pacienteId)],
);
