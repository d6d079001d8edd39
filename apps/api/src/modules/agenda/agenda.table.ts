import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, pgTable, smallint, text, time, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, ref, timestamps } from '../../db/schema/common.js';
import { infraestrutura, unidade } from '../../db/schema/estrutura.js';
import { cidadao, usuario } from '../../db/schema/pessoa.js';
import { especialidade } from '../cadastro/cadastro.tables.js';

/** Statuses of agendas ("Ativa", "Suspensa" …); one that does not allow booking hides the agenda's slots. */
export const jornadaSituacao = pgTable(
  'jornada_situacao',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    permiteAgendamento: boolean().notNull().default(true),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [unique('jornada_situacao_nome_uq').on(t.clienteId, t.nome)],
);

/**
 * An agenda (decision 0012). It belongs to a resource of a module (`modulo`, `recurso_tipo`, `recurso_id`: a
 * professional, a service, an exam room or equipment; no foreign key: the engine knows no module's records),
 * at a unit, for a specialty. Its slots are computed from weekdays, times and slot length; quotas share each
 * day's slots out per slot type.
 */
export const jornada = pgTable(
  'jornada',
  {
    id: id(),
    clienteId: clienteId(),
    modulo: varchar({ length: 30 }).notNull(),
    recursoTipo: smallint().notNull(),
    recursoId: ref().notNull(),
    unidadeId: ref()
      .notNull()
      .references(() => unidade.id),
    infraestruturaId: ref().references(() => infraestrutura.id),
    especialidadeId: ref().references(() => especialidade.id),
    situacaoId: ref()
      .notNull()
      .references(() => jornadaSituacao.id),
    diasSemana: smallint().array().notNull(),
    horaInicio: time().notNull(),
    horaFim: time().notNull(),
    viraDia: boolean().notNull().default(false),
    duracaoMinutos: smallint().notNull(),
    vigenciaInicio: date({ mode: 'string' }).notNull(),
    vigenciaFim: date({ mode: 'string' }),
    vagasPrimeiraVez: smallint().notNull().default(0),
    vagasRetorno: smallint().notNull().default(0),
    vagasReguladas: smallint().notNull().default(0),
    vagasReservadas: smallint().notNull().default(0),
    unidadeReservadaId: ref().references(() => unidade.id),
    abertaOutrasUnidades: boolean().notNull().default(false),
    observacao: text(),
    ...timestamps,
  },
  (t) => [
    index('jornada_busca_idx').on(t.clienteId, t.modulo, t.unidadeId, t.especialidadeId),
    index('jornada_recurso_idx').on(t.clienteId, t.modulo, t.recursoTipo, t.recursoId),
  ],
);

/** A period an agenda does not work (leave, training …). Holidays need no row: they close every agenda. */
export const jornadaBloqueio = pgTable(
  'jornada_bloqueio',
  {
    id: id(),
    clienteId: clienteId(),
    jornadaId: ref()
      .notNull()
      .references(() => jornada.id, { onDelete: 'cascade' }),
    dataInicio: date({ mode: 'string' }).notNull(),
    dataFim: date({ mode: 'string' }).notNull(),
    motivo: text().notNull(),
    ...timestamps,
  },
  (t) => [index('jornada_bloqueio_jornada_idx').on(t.jornadaId, t.dataInicio)],
);

/**
 * An appointment: one slot (agenda day + time) of one agenda for a patient. The partial unique index is the
 * database's own guard that no slot is held twice, beside the row lock the booking takes (decision 0012).
 * An overnight agenda's slots after midnight keep the agenda day as `data` (like a duty shift's).
 */
export const agendamento = pgTable(
  'agendamento',
  {
    id: id(),
    clienteId: clienteId(),
    numero: bigint({ mode: 'number' }).notNull(),
    modulo: varchar({ length: 30 }).notNull(),
    jornadaId: ref()
      .notNull()
      .references(() => jornada.id),
    data: date({ mode: 'string' }).notNull(),
    hora: time().notNull(),
    tipoVaga: smallint().notNull(),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    status: smallint().notNull().default(1),
    retroativo: boolean().notNull().default(false),
    /** The unit of the clerk who booked (reserved quotas, "opened to other units"). */
    unidadeOrigemId: ref().references(() => unidade.id),
    observacao: text(),
    motivoCancelamento: text(),
    canceladoEm: timestamp({ withTimezone: true }),
    canceladoPor: ref().references(() => usuario.id),
    faltaEm: timestamp({ withTimezone: true }),
    faltaPor: ref().references(() => usuario.id),
    confirmadoEm: timestamp({ withTimezone: true }),
    realizadoEm: timestamp({ withTimezone: true }),
    /** The appointment this one replaced (rescheduled from a blocked day). */
    origemId: ref(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('agendamento_vaga_uq').on(t.jornadaId, t.data, t.hora).where(sql`${t.status} <> 5`),
    unique('agendamento_numero_uq').on(t.clienteId, t.numero),
    index('agendamento_paciente_idx').on(t.clienteId, t.pacienteId, t.data),
    index('agendamento_jornada_idx').on(t.jornadaId, t.data),
  ],
);
