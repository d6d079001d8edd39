import { index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { infraestrutura, unidade } from '../../../db/schema/estrutura.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { agendamento } from '../../agenda/agenda.tables.js';
import { especialidade } from '../../cadastro/cadastro.tables.js';
import { prioridade } from '../../painel-senha/painel-senha.tables.js';

/**
 * An outpatient attendance (issue 17): opened at the reception when a patient arrives (with an appointment or
 * as a walk-in) and the subject of the patient's outpatient queue entries (`fila.referencia_id` of an
 * `ambulatorio` entry). Its status follows the visit: waiting, in pre-consultation, waiting for the doctor,
 * attended, evaded, deleted from the list (`STATUS_ATENDIMENTO_AMBULATORIAL` in shared).
 */
export const atendimentoAmbulatorial = pgTable(
  'atendimento_ambulatorial',
  {
    id: id(),
    clienteId: clienteId(),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    unidadeId: ref()
      .notNull()
      .references(() => unidade.id),
    infraestruturaId: ref()
      .notNull()
      .references(() => infraestrutura.id),
    especialidadeId: ref().references(() => especialidade.id),
    /** The professional expected (the appointment's agenda owner, or chosen for a walk-in). */
    profissionalId: ref().references(() => usuario.id),
    /** The appointment this arrival fulfils; null for a walk-in (demanda espontânea). */
    agendamentoId: ref().references(() => agendamento.id),
    prioridadeId: ref().references(() => prioridade.id),
    status: smallint().notNull().default(1),
    observacao: text(),
    chegadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    recepcionadoPor: ref().references(() => usuario.id),
    preConsultaEm: timestamp({ withTimezone: true }),
    finalizadoEm: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('atendimento_ambulatorial_dia_idx').on(t.clienteId, t.infraestruturaId, t.chegadaEm),
    index('atendimento_ambulatorial_paciente_idx').on(t.pacienteId, t.chegadaEm),
    index('atendimento_ambulatorial_agendamento_idx').on(t.agendamentoId),
  ],
);
