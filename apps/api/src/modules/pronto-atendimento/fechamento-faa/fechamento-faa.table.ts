import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { usuario } from '../../../db/schema/pessoa.js';
import { procedimentoSigtap } from '../../../db/schema/referencia-saude.js';
import { atendimento } from '../atendimento/atendimento.table.js';

/**
 * The procedures an FAA bills (BPA), written when it is closed and removed when it is reopened: the
 * doctor attendance, the triage, the observation and the nursing procedures, each with its professional.
 */
export const atendimentoProcedimento = pgTable(
  'atendimento_procedimento',
  {
    id: id(),
    clienteId: clienteId(),
    atendimentoId: ref()
      .notNull()
      .references(() => atendimento.id),
    procedimentoCodigo: varchar({ length: 10 })
      .notNull()
      .references(() => procedimentoSigtap.codigo),
    quantidade: integer().notNull(),
    usuarioId: ref().references(() => usuario.id),
    ocupacaoCodigo: varchar({ length: 6 }),
    cidCodigo: varchar({ length: 4 }),
    realizadoEm: timestamp({ withTimezone: true }).notNull(),
    /** AAAAMM of the billing month. */
    competencia: char({ length: 6 }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('atendimento_procedimento_atendimento_idx').on(t.atendimentoId),
    index('atendimento_procedimento_competencia_idx').on(t.clienteId, t.competencia),
    check('atendimento_procedimento_quantidade_ck', sql`${t.quantidade} > 0`),
  ],
);

/** Closing, reopening and cancellation of an FAA, with who, when and why (OcorrenciaAtendimento). */
export const atendimentoOcorrencia = pgTable(
  'atendimento_ocorrencia',
  {
    id: id(),
    clienteId: clienteId(),
    atendimentoId: ref()
      .notNull()
      .references(() => atendimento.id),
    tipo: smallint().notNull(),
    motivo: text(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    em: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('atendimento_ocorrencia_atendimento_idx').on(t.atendimentoId, t.em),
    check('atendimento_ocorrencia_tipo_ck', sql`${t.tipo} between 1 and 3`),
  ],
);
