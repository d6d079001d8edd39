import { index, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clienteId, id, ref } from '../../../db/schema/common.js';
import { usuario } from '../../../db/schema/pessoa.js';
import { atendimento } from '../atendimento/atendimento.table.js';
import { classificacaoRisco } from '../classificacao-risco/classificacao-risco.table.js';

/**
 * A risk classification with its vital signs (issue 6). A re-classification is a new row: the history
 * stays, the attendance points to the last colour.
 */
export const triagem = pgTable(
  'triagem',
  {
    id: id(),
    clienteId: clienteId(),
    atendimentoId: ref()
      .notNull()
      .references(() => atendimento.id),
    usuarioId: ref().references(() => usuario.id),
    queixa: text().notNull(),
    paSistolica: smallint(),
    paDiastolica: smallint(),
    frequenciaCardiaca: smallint(),
    frequenciaRespiratoria: smallint(),
    temperatura: numeric({ precision: 4, scale: 1 }),
    saturacao: smallint(),
    glicemia: smallint(),
    /** kg, three decimals (newborns). */
    peso: numeric({ precision: 6, scale: 3 }),
    /** cm. */
    altura: numeric({ precision: 5, scale: 1 }),
    imc: numeric({ precision: 5, scale: 2 }),
    glasgow: smallint(),
    dor: smallint(),
    classificacaoRiscoId: ref()
      .notNull()
      .references(() => classificacaoRisco.id),
    observacao: text(),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('triagem_atendimento_idx').on(t.atendimentoId, t.criadaEm)],
);
