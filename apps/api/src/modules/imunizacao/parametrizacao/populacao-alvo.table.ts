import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, timestamps } from '../../../db/schema/common.js';

/**
 * The target population of the coverage report (issue 20), typed by the municipality per year and age group
 * (FAIXAS_COBERTURA: live births of SINASC for the under-ones). A missing year and group falls back to counting the
 * registered patients of that age, and the report says so.
 */
export const imunizacaoPopulacaoAlvo = pgTable(
  'imunizacao_populacao_alvo',
  {
    id: id(),
    clienteId: clienteId(),
    ano: smallint().notNull(),
    faixa: varchar({ length: 10 }).notNull(),
    populacao: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    unique('imunizacao_populacao_alvo_uq').on(t.clienteId, t.ano, t.faixa),
    check('imunizacao_populacao_alvo_ck', sql`${t.populacao} > 0 and ${t.ano} between 2000 and 2100`),
  ],
);
