import { index, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { usuario } from '../../../db/schema/pessoa.js';
import { atendimento } from '../atendimento/atendimento.table.js';
import { plantao } from '../plantao/plantao.table.js';

/**
 * A serial note of a patient in observation (paciente-observacao): text and vital signs, by the doctor or
 * the nursing staff, until discharge (the discharge itself is a doctor evaluation with its destination).
 */
export const observacaoEvolucao = pgTable(
  'observacao_evolucao',
  {
    id: id(),
    clienteId: clienteId(),
    atendimentoId: ref()
      .notNull()
      .references(() => atendimento.id),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    plantaoId: ref().references(() => plantao.id),
    texto: text().notNull(),
    paSistolica: smallint(),
    paDiastolica: smallint(),
    frequenciaCardiaca: smallint(),
    frequenciaRespiratoria: smallint(),
    temperatura: numeric({ precision: 4, scale: 1 }),
    saturacao: smallint(),
    glicemia: smallint(),
    dor: smallint(),
    glasgow: smallint(),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('observacao_evolucao_atendimento_idx').on(t.atendimentoId, t.criadaEm)],
);
