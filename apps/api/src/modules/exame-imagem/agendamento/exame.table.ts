import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { unidade } from '../../../db/schema/estrutura.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { procedimentoSigtap } from '../../../db/schema/referencia-saude.js';
import { agendamento } from '../../agenda/agenda.tables.js';
import { exame } from '../../parametrizacao/parametrizacao.tables.js';
import { imgEquipamento } from '../equipamento/equipamento.table.js';
import { imgFechamento } from '../fechamento/fechamento.table.js';

/**
 * One imaging exam of the service (issue 22), from booking — or arrival from emergency care — to the signed report.
 * A scheduled exam holds a slot of an equipment's agenda (the engine's `agendamento`, whose `numero` is the number
 * on the slip; a reschedule moves it to the new slot, the old one cancelled and freed). An exam received from
 * emergency care has no slot (`agendamento_id` null). `solicitacao_origem` + `solicitacao_id` name the request of
 * the product it answers ('ambulatorio', 'pronto-atendimento'; 'papel' has none): one request, one exam.
 * `fechamento_id`: the closed competence that billed it; a closed exam changes only through
 * alteracao-exame-finalizado.
 */
export const imgExame = pgTable(
  'img_exame',
  {
    id: id(),
    clienteId: clienteId(),
    agendamentoId: ref().references(() => agendamento.id),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    /** The unit that performs it (the equipment's; for emergency care, the emergency unit). */
    unidadeId: ref()
      .notNull()
      .references(() => unidade.id),
    equipamentoId: ref().references(() => imgEquipamento.id),
    /** The exam of the registry (parametrizacao/exame, tipo 2); an emergency request may name only its procedure. */
    exameId: ref().references(() => exame.id),
    procedimentoCodigo: varchar({ length: 10 })
      .notNull()
      .references(() => procedimentoSigtap.codigo),
    /** SIGTAP value at booking (the financial ceiling and the closing sum it). */
    valor: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    unidadeSolicitanteId: ref().references(() => unidade.id),
    profissionalSolicitanteId: ref().references(() => usuario.id),
    /** The requester's name as printed (typed from paper, or the professional's). */
    solicitanteNome: text(),
    solicitacaoOrigem: varchar({ length: 30 }).notNull().default('papel'),
    solicitacaoId: ref(),
    /** The attendance that asked (the history of that attendance shows the signed report). */
    atendimentoOrigemId: ref(),
    urgente: boolean().notNull().default(false),
    observacao: text(),
    /** SITUACAO_EXAME_IMAGEM. */
    situacao: smallint().notNull().default(1),
    realizadoEm: timestamp({ withTimezone: true }),
    realizadoPor: ref().references(() => usuario.id),
    canceladoEm: timestamp({ withTimezone: true }),
    canceladoPor: ref().references(() => usuario.id),
    motivoCancelamento: text(),
    /** Times it was moved to another slot. */
    reagendamentos: smallint().notNull().default(0),
    fechamentoId: ref().references(() => imgFechamento.id),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('img_exame_agendamento_uq').on(t.agendamentoId),
    uniqueIndex('img_exame_solicitacao_uq')
      .on(t.clienteId, t.solicitacaoOrigem, t.solicitacaoId)
      .where(sql`${t.solicitacaoId} is not null and ${t.situacao} <> 5`),
    index('img_exame_paciente_idx').on(t.clienteId, t.pacienteId),
    index('img_exame_situacao_idx').on(t.clienteId, t.situacao, t.unidadeId),
    index('img_exame_fechamento_idx').on(t.fechamentoId),
    check('img_exame_situacao', sql`${t.situacao} between 1 and 6`),
  ],
);
