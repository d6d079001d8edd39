import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { unidade } from '../../../db/schema/estrutura.js';
import { usuario } from '../../../db/schema/pessoa.js';

/**
 * A closed competence of a performing unit (issue 22): the exams done in the month that will be billed (their
 * SIGTAP procedures and values), frozen. Exams closed carry `img_exame.fechamento_id`.
 */
export const imgFechamento = pgTable(
  'img_fechamento',
  {
    id: id(),
    clienteId: clienteId(),
    unidadeId: ref()
      .notNull()
      .references(() => unidade.id),
    competencia: varchar({ length: 7 }).notNull(),
    quantidade: integer().notNull(),
    valor: numeric({ precision: 14, scale: 2 }).notNull(),
    fechadoPor: ref()
      .notNull()
      .references(() => usuario.id),
    fechadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex('img_fechamento_uq').on(t.clienteId, t.unidadeId, t.competencia)],
);

/** A change to an exam of a closed competence (alteracao-exame-finalizado): what changed, before and after, why, who. */
export const imgAlteracaoFinalizado = pgTable(
  'img_alteracao_finalizado',
  {
    id: id(),
    clienteId: clienteId(),
    imgExameId: ref().notNull(),
    fechamentoId: ref()
      .notNull()
      .references(() => imgFechamento.id),
    antes: jsonb().notNull(),
    depois: jsonb().notNull(),
    motivo: text().notNull(),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    alteradoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('img_alteracao_finalizado_exame_idx').on(t.imgExameId)],
);
