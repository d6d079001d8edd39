import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { infraestrutura, unidade } from '../../../db/schema/estrutura.js';
import { pacienteProblema } from '../../../db/schema/paciente-problema.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { ciap, cid, procedimentoSigtap } from '../../../db/schema/referencia-saude.js';
import { agendamento } from '../../agenda/agenda.tables.js';
import { especialidade } from '../../cadastro/cadastro.tables.js';
import { atendimentoAmbulatorial } from '../recepcao/atendimento-ambulatorial.table.js';

/**
 * The doctor's (or other professional's) outpatient attendance, in SOAP form (issue 17, `ambulatorio/atendimento`):
 * one per arrival (`atendimento_ambulatorial`). Unit, specialty, professional and CBO are copied from the visit so
 * the reports (consulta-finalizada, quantitativo-cid, produção) read one table. `status` is
 * StatusAtendimentoConsulta: finished, closed for billing (`procedimentoCodigo`), reopened for correction.
 */
export const ambulatorioAtendimento = pgTable(
  'ambulatorio_atendimento',
  {
    id: id(),
    clienteId: clienteId(),
    atendimentoAmbulatorialId: ref()
      .notNull()
      .references(() => atendimentoAmbulatorial.id),
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
    agendamentoId: ref().references(() => agendamento.id),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    /** The CBO of the professional when attending (billing: the consultation procedure depends on it). */
    ocupacaoCodigo: varchar({ length: 6 }),
    subjetivo: text(),
    objetivo: text(),
    avaliacao: text(),
    plano: text(),
    /** ClassificacaoGestacao derived from the codes (normal, high risk, outcome), null when none. */
    gestacao: smallint(),
    /** Pregnancy dating: last menstrual period, or an ultrasound date with the weeks+days it measured. */
    dum: date({ mode: 'string' }),
    usgData: date({ mode: 'string' }),
    usgSemanas: smallint(),
    usgDias: smallint(),
    status: smallint().notNull().default(1),
    finalizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Closing (fechamento-consulta): the SIGTAP procedure that will be billed. */
    procedimentoCodigo: varchar({ length: 10 }).references(() => procedimentoSigtap.codigo),
    fechadoEm: timestamp({ withTimezone: true }),
    fechadoPor: ref().references(() => usuario.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ambulatorio_atendimento_chegada_uq').on(t.atendimentoAmbulatorialId),
    index('ambulatorio_atendimento_usuario_idx').on(t.clienteId, t.usuarioId, t.finalizadoEm),
    index('ambulatorio_atendimento_unidade_idx').on(t.clienteId, t.unidadeId, t.finalizadoEm),
    index('ambulatorio_atendimento_paciente_idx').on(t.pacienteId, t.finalizadoEm),
    check('ambulatorio_atendimento_status_ck', sql`${t.status} between 1 and 3`),
  ],
);

/**
 * Reasons and problems of an attendance coded in CID-10 and/or CIAP-2 (spec 001 §3 problem/condition record):
 * situation, start/end, and whether it was included in the patient's list (`pacienteProblemaId`).
 * No CID twice in one attendance.
 */
export const ambulatorioDiagnostico = pgTable(
  'ambulatorio_diagnostico',
  {
    id: id(),
    clienteId: clienteId(),
    ambulatorioAtendimentoId: ref()
      .notNull()
      .references(() => ambulatorioAtendimento.id, { onDelete: 'cascade' }),
    cidCodigo: varchar({ length: 4 }).references(() => cid.codigo),
    ciapCodigo: varchar({ length: 3 }).references(() => ciap.codigo),
    principal: smallint().notNull().default(0),
    /** SituacaoProblema. */
    situacao: smallint().notNull().default(1),
    inicioData: date({ mode: 'string' }),
    fimData: date({ mode: 'string' }),
    observacao: text(),
    incluirListaPaciente: smallint().notNull().default(0),
    pacienteProblemaId: ref().references(() => pacienteProblema.id),
  },
  (t) => [
    uniqueIndex('ambulatorio_diagnostico_cid_uq').on(t.ambulatorioAtendimentoId, t.cidCodigo).where(sql`${t.cidCodigo} is not null`),
    uniqueIndex('ambulatorio_diagnostico_ciap_uq').on(t.ambulatorioAtendimentoId, t.ciapCodigo).where(sql`${t.ciapCodigo} is not null`),
    index('ambulatorio_diagnostico_cid_idx').on(t.clienteId, t.cidCodigo),
    check('ambulatorio_diagnostico_codigo_ck', sql`${t.cidCodigo} is not null or ${t.ciapCodigo} is not null`),
  ],
);

/**
 * A reopening of a finished or closed attendance to correct it (alteracao-consultas-finalizadas): who, when and
 * the mandatory reason, besides the row-level audit of the changes themselves.
 */
export const ambulatorioAtendimentoAlteracao = pgTable(
  'ambulatorio_atendimento_alteracao',
  {
    id: id(),
    clienteId: clienteId(),
    ambulatorioAtendimentoId: ref()
      .notNull()
      .references(() => ambulatorioAtendimento.id, { onDelete: 'cascade' }),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    motivo: text().notNull(),
    /** The status before reopening (finished or closed), so the closing can be redone. */
    statusAnterior: smallint().notNull(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('ambulatorio_atendimento_alteracao_idx').on(t.ambulatorioAtendimentoId, t.criadoEm)],
);
