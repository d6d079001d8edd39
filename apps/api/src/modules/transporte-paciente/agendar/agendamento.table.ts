import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, time, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { unidade } from '../../../db/schema/estrutura.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { tpDestino, tpDestinoLocal, tpGrupo, tpJornada, tpMotivo, tpPonto } from '../cadastros/cadastros.table.js';
import { tpPreAgendamento } from '../pre-agendamento/pre-agendamento.table.js';
import { tpViagem } from '../viagem/viagem.table.js';

/**
 * A patient's transport booking (issue 23, the slip of 001 §3 "Transport request slip"): a seat (or a wheelchair or
 * stretcher place) on a day to a destination, with up to two companions (tp_acompanhante, each a seat). `jornadaId`
 * names the recurring trip when booked on one; `viagemId` is set when the coordinator places the passenger in a
 * vehicle (escolher-veiculo) and moves on transferencia-paciente. `numero` is the slip's protocol number.
 */
export const tpAgendamento = pgTable(
  'tp_agendamento',
  {
    id: id(),
    clienteId: clienteId(),
    numero: integer().notNull(),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    /** The unit that booked (its phone goes on the slip). */
    unidadeId: ref().references(() => unidade.id),
    data: date({ mode: 'string' }).notNull(),
    /** The appointment time at the destination (the consultation), when known. */
    horarioConsulta: time(),
    destinoId: ref()
      .notNull()
      .references(() => tpDestino.id),
    localId: ref().references(() => tpDestinoLocal.id),
    pontoId: ref().references(() => tpPonto.id),
    jornadaId: ref().references(() => tpJornada.id),
    motivoId: ref().references(() => tpMotivo.id),
    grupoId: ref().references(() => tpGrupo.id),
    /** TIPO_PASSAGEIRO. */
    tipoPassageiro: smallint().notNull().default(1),
    urgente: boolean().notNull().default(false),
    /** Only the outbound trip (the patient stays: admission). */
    somenteIda: boolean().notNull().default(false),
    observacao: text(),
    /** SITUACAO_AGENDAMENTO_TRANSPORTE. */
    situacao: smallint().notNull().default(1),
    viagemId: ref().references(() => tpViagem.id),
    preAgendamentoId: ref().references(() => tpPreAgendamento.id),
    /** The regulation request that granted it (its number and confirmation message go on the slip's variant). */
    regulacaoNumero: varchar({ length: 30 }),
    embarcouEm: timestamp({ withTimezone: true }),
    canceladoEm: timestamp({ withTimezone: true }),
    canceladoPor: ref().references(() => usuario.id),
    motivoCancelamento: text(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tp_agendamento_numero_uq').on(t.clienteId, t.numero),
    index('tp_agendamento_data_idx').on(t.clienteId, t.data, t.destinoId),
    index('tp_agendamento_paciente_idx').on(t.clienteId, t.pacienteId, t.data),
    index('tp_agendamento_viagem_idx').on(t.viagemId),
    // one booking of a patient per day and destination (not cancelled)
    uniqueIndex('tp_agendamento_paciente_dia_uq').on(t.clienteId, t.pacienteId, t.data, t.destinoId).where(sql`${t.situacao} <> 5`),
    check('tp_agendamento_situacao', sql`${t.situacao} between 1 and 5`),
    check('tp_agendamento_tipo', sql`${t.tipoPassageiro} between 1 and 3`),
  ],
);

/** A companion of a booking (at most MAX_ACOMPANHANTES, `ordem` 1 or 2): takes a seat; boards or not. */
export const tpAcompanhante = pgTable(
  'tp_acompanhante',
  {
    id: id(),
    clienteId: clienteId(),
    agendamentoId: ref()
      .notNull()
      .references(() => tpAgendamento.id, { onDelete: 'cascade' }),
    ordem: smallint().notNull(),
    nome: text().notNull(),
    cns: varchar({ length: 15 }),
    telefone: varchar({ length: 20 }),
    relacao: text(),
    embarcou: boolean(),
    ...timestamps,
  },
  (t) => [uniqueIndex('tp_acompanhante_ordem_uq').on(t.agendamentoId, t.ordem), check('tp_acompanhante_ordem', sql`${t.ordem} in (1, 2)`)],
);

/** A booking's history (historico/{id}): observations added, time or trip changes, boarding, absence, cancellation. */
export const tpAgendamentoEvento = pgTable(
  'tp_agendamento_evento',
  {
    id: id(),
    clienteId: clienteId(),
    agendamentoId: ref()
      .notNull()
      .references(() => tpAgendamento.id, { onDelete: 'cascade' }),
    /** 'agendamento' | 'observacao' | 'alteracao' | 'horario' | 'alocacao' | 'transferencia' | 'embarque' | 'falta' | 'cancelamento'. */
    tipo: text().notNull(),
    descricao: text().notNull(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tp_agendamento_evento_ag_idx').on(t.agendamentoId)],
);
