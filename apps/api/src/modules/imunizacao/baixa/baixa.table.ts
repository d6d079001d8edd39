import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { vacina } from '../../cadastro/cadastro.tables.js';
import { estoqueLote, estoqueMovimento } from '../../estoque/estoque.tables.js';

/**
 * A loss of vaccine doses of one lot of a room (spec 000 §2.3 imunizacao/baixa) with its reason (MOTIVOS_PERDA_VACINA):
 * one `baixa` movement, the only way an expired lot leaves (decision 0013).
 */
export const imunizacaoBaixa = pgTable(
  'imunizacao_baixa',
  {
    id: id(),
    clienteId: clienteId(),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    data: date({ mode: 'string' }).notNull(),
    vacinaId: ref()
      .notNull()
      .references(() => vacina.id),
    loteId: ref()
      .notNull()
      .references(() => estoqueLote.id),
    doses: integer().notNull(),
    motivo: smallint().notNull(),
    observacao: text(),
    movimentoId: ref().references(() => estoqueMovimento.id),
    ...timestamps,
  },
  (t) => [
    index('imunizacao_baixa_centro_idx').on(t.clienteId, t.centroCustoId, t.data),
    check('imunizacao_baixa_doses_ck', sql`${t.doses} > 0`),
  ],
);
