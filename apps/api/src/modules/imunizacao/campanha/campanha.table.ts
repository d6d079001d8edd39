import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { vacina } from '../../cadastro/cadastro.tables.js';

/**
 * A vaccination campaign (spec 000 §2.3 imunizacao/cadastro-campanha): its period, target group (age range in
 * months, sex, condition), strategy and goal; its vaccines are `vacinacao_campanha_vacina`.
 */
export const vacinacaoCampanha = pgTable(
  'vacinacao_campanha',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    descricao: text(),
    inicio: date({ mode: 'string' }).notNull(),
    fim: date({ mode: 'string' }).notNull(),
    /** ESTRATEGIAS_VACINACAO (5 campanha indiscriminada, 6 campanha seletiva …). */
    estrategia: smallint().notNull(),
    idadeMinimaMeses: integer(),
    idadeMaximaMeses: integer(),
    /** 'F' | 'M' | null (both). */
    sexo: varchar({ length: 1 }),
    /** Target condition as the record knows it: 'gestante', 'puerpera', or a GRUPOS_ATENDIMENTO code as text. */
    condicao: varchar({ length: 20 }),
    /** Target population (people), the denominator of coverage. */
    populacaoAlvo: integer(),
    /** Coverage goal in percent (90, 95). */
    metaPercentual: numeric({ precision: 5, scale: 2 }),
    encerrada: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('vacinacao_campanha_periodo_idx').on(t.clienteId, t.inicio, t.fim),
    check('vacinacao_campanha_periodo_ck', sql`${t.fim} >= ${t.inicio}`),
    check('vacinacao_campanha_sexo_ck', sql`${t.sexo} is null or ${t.sexo} in ('F', 'M')`),
  ],
);

/** A vaccine of a campaign, with the dose it gives and its own goal in doses when set. */
export const vacinacaoCampanhaVacina = pgTable(
  'vacinacao_campanha_vacina',
  {
    id: id(),
    clienteId: clienteId(),
    campanhaId: ref()
      .notNull()
      .references(() => vacinacaoCampanha.id, { onDelete: 'cascade' }),
    vacinaId: ref()
      .notNull()
      .references(() => vacina.id),
    /** CodigoDose of the calendar (DU, D1, DP …). */
    dose: varchar({ length: 4 }).notNull(),
    metaDoses: integer(),
    ...timestamps,
  },
  (t) => [unique('vacinacao_campanha_vacina_uq').on(t.campanhaId, t.vacinaId, t.dose)],
);
