import { boolean, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { labAgendamento } from '../agendamento-exame/agendamento-exame.table.js';

/**
 * One print of final (signed) results (impressoes, issue 21): who printed which results of which patient and
 * when, and whether it repeated an earlier print; lab_resultado.impresso_em keeps only the last one.
 */
export const labResultadoImpressao = pgTable(
  'lab_resultado_impressao',
  {
    id: id(),
    clienteId: clienteId(),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    labAgendamentoId: ref().references(() => labAgendamento.id),
    resultadoIds: integer().array().notNull(),
    reimpressaoDe: ref(),
    reimpressao: boolean().notNull().default(false),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    impressoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('lab_resultado_impressao_idx').on(t.clienteId, t.impressoEm),
    index('lab_resultado_impressao_paciente_idx').on(t.pacienteId),
  ],
);
