import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { unidade } from '../../../db/schema/estrutura.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { procedimentoSigtap } from '../../../db/schema/referencia-saude.js';
import { agendamento } from '../../agenda/agenda.tables.js';
import { exame, kitExame } from '../../parametrizacao/parametrizacao.tables.js';
import { laboratorio } from '../laboratorio/laboratorio.table.js';

/**
 * A patient's exams scheduled for one collection (issue 21): the slot of the collection agenda (the agenda engine's
 * `agendamento`, whose `numero` is the scheduling number on the slip, the labels and the barcode), the laboratory,
 * the requesting unit (its quota), who asked (a professional of the product, or the name typed from paper) and
 * where the request came from (`origem` 'ambulatorio' + the attendance, or 'papel').
 */
export const labAgendamento = pgTable(
  'lab_agendamento',
  {
    id: id(),
    clienteId: clienteId(),
    agendamentoId: ref()
      .notNull()
      .references(() => agendamento.id),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    laboratorioId: ref()
      .notNull()
      .references(() => laboratorio.id),
    unidadeSolicitanteId: ref()
      .notNull()
      .references(() => unidade.id),
    profissionalSolicitanteId: ref().references(() => usuario.id),
    solicitanteNome: text(),
    origem: varchar({ length: 30 }).notNull().default('papel'),
    origemId: ref(),
    dataEntrega: date({ mode: 'string' }),
    urgente: boolean().notNull().default(false),
    observacao: text(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('lab_agendamento_agendamento_uq').on(t.agendamentoId),
    index('lab_agendamento_paciente_idx').on(t.clienteId, t.pacienteId),
    index('lab_agendamento_solicitante_idx').on(t.clienteId, t.unidadeSolicitanteId, t.laboratorioId),
  ],
);

/**
 * A sample to collect for a scheduling (issue 21): one per biological material (and tube), shared by the exams
 * that use it. Collection records who and when; a sample not collected keeps its reason.
 */
export const labAmostra = pgTable(
  'lab_amostra',
  {
    id: id(),
    clienteId: clienteId(),
    labAgendamentoId: ref()
      .notNull()
      .references(() => labAgendamento.id),
    materialBiologico: smallint().notNull(),
    recipiente: text(),
    /** SITUACAO_AMOSTRA: 1 pendente, 2 coletada, 3 não coletada. */
    situacao: smallint().notNull().default(1),
    coletadaEm: timestamp({ withTimezone: true }),
    coletadaPor: ref().references(() => usuario.id),
    unidadeColetaId: ref().references(() => unidade.id),
    motivoNaoColeta: text(),
    ...timestamps,
  },
  (t) => [
    index('lab_amostra_agendamento_idx').on(t.labAgendamentoId),
    index('lab_amostra_coletada_idx').on(t.clienteId, t.coletadaEm),
    check('lab_amostra_situacao', sql`${t.situacao} in (1, 2, 3)`),
  ],
);

/**
 * One exam of a scheduling (issue 21): its SIGTAP procedure and value at booking (the financial ceiling sums
 * them), the kit it came in, the request of the product it answers (`solicitacao_origem` + `solicitacao_id`: an
 * outpatient request is scheduled once), its sample, the laboratory that performs it (a support laboratory, or
 * null: the scheduling's) and its status (SITUACAO_EXAME_LAB).
 */
export const labAgendamentoExame = pgTable(
  'lab_agendamento_exame',
  {
    id: id(),
    clienteId: clienteId(),
    labAgendamentoId: ref()
      .notNull()
      .references(() => labAgendamento.id),
    exameId: ref()
      .notNull()
      .references(() => exame.id),
    procedimentoCodigo: varchar({ length: 10 })
      .notNull()
      .references(() => procedimentoSigtap.codigo),
    valor: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    kitExameId: ref().references(() => kitExame.id),
    solicitacaoOrigem: varchar({ length: 30 }),
    solicitacaoId: ref(),
    amostraId: ref().references(() => labAmostra.id),
    laboratorioExecutorId: ref().references(() => laboratorio.id),
    /** SITUACAO_EXAME_LAB: 1 agendado, 2 coletado, 3 amostra não coletada, 4 resultado lançado, 5 liberado (assinado), 6 entregue, 7 cancelado. */
    situacao: smallint().notNull().default(1),
    realizadoEm: timestamp({ withTimezone: true }),
    canceladoEm: timestamp({ withTimezone: true }),
    canceladoPor: ref().references(() => usuario.id),
    motivoCancelamento: text(),
    ...timestamps,
  },
  (t) => [
    index('lab_agendamento_exame_agendamento_idx').on(t.labAgendamentoId),
    index('lab_agendamento_exame_amostra_idx').on(t.amostraId),
    index('lab_agendamento_exame_situacao_idx').on(t.clienteId, t.situacao),
    uniqueIndex('lab_agendamento_exame_solicitacao_uq')
      .on(t.clienteId, t.solicitacaoOrigem, t.solicitacaoId)
      .where(sql`${t.solicitacaoId} is not null and ${t.situacao} <> 7`),
    check('lab_agendamento_exame_situacao', sql`${t.situacao} between 1 and 7`),
  ],
);
