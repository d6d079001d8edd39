import { date, index, pgTable, smallint, text, time, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { unidade } from '../../../db/schema/estrutura.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { tpDestino, tpDestinoLocal, tpMotivo } from '../cadastros/cadastros.table.js';

/**
 * A transport request waiting for a seat (pre-agendamento-transporte, issue 23): from the desk, a referral or
 * regulation. Booking it (agendar) sets `agendadoEm`; the waiting list shows those without it.
 */
export const tpPreAgendamento = pgTable(
  'tp_pre_agendamento',
  {
    id: id(),
    clienteId: clienteId(),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    /** ORIGEM_PRE_AGENDAMENTO. */
    origem: smallint().notNull().default(1),
    destinoId: ref().references(() => tpDestino.id),
    localId: ref().references(() => tpDestinoLocal.id),
    motivoId: ref().references(() => tpMotivo.id),
    dataDesejada: date({ mode: 'string' }),
    horarioConsulta: time(),
    /** TIPO_PASSAGEIRO. */
    tipoPassageiro: smallint().notNull().default(1),
    acompanhantes: smallint().notNull().default(0),
    regulacaoNumero: varchar({ length: 30 }),
    unidadeId: ref().references(() => unidade.id),
    observacao: text(),
    agendadoEm: timestamp({ withTimezone: true }),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    ...timestamps,
  },
  (t) => [index('tp_pre_agendamento_espera_idx').on(t.clienteId, t.agendadoEm, t.dataDesejada)],
);
