import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { vacina } from '../../cadastro/cadastro.tables.js';
import { estoqueLote, estoqueMovimento } from '../../estoque/estoque.tables.js';

/**
 * Vaccines received at a room or the cold store (spec 000 §2.3 imunizacao/entrada): one `entrada_nf` movement per
 * line, in doses; reversed (`situacao` 2, `estorno_entrada`) only while every dose is still in its lot.
 */
export const imunizacaoEntrada = pgTable(
  'imunizacao_entrada',
  {
    id: id(),
    clienteId: clienteId(),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    data: date({ mode: 'string' }).notNull(),
    /** Where it came from ("SES/SP — Rede de Frio Estadual"). */
    origem: text().notNull(),
    /** The supply document ("Nota de fornecimento nº 1234"). */
    documento: varchar({ length: 60 }),
    observacao: text(),
    /** 1 ativa, 2 estornada */
    situacao: smallint().notNull().default(1),
    motivoEstorno: text(),
    estornadoEm: timestamp({ withTimezone: true }),
    estornadoPor: bigint({ mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    index('imunizacao_entrada_centro_idx').on(t.clienteId, t.centroCustoId, t.data),
    check('imunizacao_entrada_situacao_ck', sql`${t.situacao} in (1, 2)`),
  ],
);

export const imunizacaoEntradaItem = pgTable(
  'imunizacao_entrada_item',
  {
    id: id(),
    clienteId: clienteId(),
    entradaId: ref()
      .notNull()
      .references(() => imunizacaoEntrada.id, { onDelete: 'cascade' }),
    vacinaId: ref()
      .notNull()
      .references(() => vacina.id),
    loteId: ref()
      .notNull()
      .references(() => estoqueLote.id),
    dosesPorFrasco: smallint().notNull(),
    doses: integer().notNull(),
    movimentoId: ref().references(() => estoqueMovimento.id),
    ...timestamps,
  },
  (t) => [index('imunizacao_entrada_item_entrada_idx').on(t.entradaId), check('imunizacao_entrada_item_doses_ck', sql`${t.doses} > 0`)],
);
