import { index, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { usuario } from '../../../db/schema/pessoa.js';
import { procedimentoSigtap } from '../../../db/schema/referencia-saude.js';
import { atendimento } from '../atendimento/atendimento.table.js';
import { atendimentoMedico } from '../atendimento-medico/atendimento-medico.table.js';

/** An imaging exam requested in the attendance (exame-imagem): request, execution and report. */
export const exameImagem = pgTable(
  'exame_imagem',
  {
    id: id(),
    clienteId: clienteId(),
    atendimentoId: ref()
      .notNull()
      .references(() => atendimento.id),
    atendimentoMedicoId: ref().references(() => atendimentoMedico.id, { onDelete: 'cascade' }),
    procedimentoCodigo: varchar({ length: 10 })
      .notNull()
      .references(() => procedimentoSigtap.codigo),
    justificativa: text().notNull(),
    solicitadoPor: ref()
      .notNull()
      .references(() => usuario.id),
    solicitadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** StatusExameImagem. */
    status: smallint().notNull().default(1),
    realizadoEm: timestamp({ withTimezone: true }),
    realizadoPor: ref().references(() => usuario.id),
    laudo: text(),
    laudadoEm: timestamp({ withTimezone: true }),
    laudadoPor: ref().references(() => usuario.id),
    /** A request cancelled before it was performed keeps why, who and when. */
    motivoCancelamento: text(),
    canceladoEm: timestamp({ withTimezone: true }),
    canceladoPor: ref().references(() => usuario.id),
    ...timestamps,
  },
  (t) => [
    index('exame_imagem_atendimento_idx').on(t.atendimentoId),
    index('exame_imagem_status_idx').on(t.clienteId, t.status, t.solicitadoEm),
  ],
);
