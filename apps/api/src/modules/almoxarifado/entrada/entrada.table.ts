import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { fornecedor, material } from '../../cadastro/cadastro.tables.js';
import { estoqueLote, estoqueMovimento } from '../../estoque/estoque.tables.js';

/**
 * An entry into a warehouse stock: by invoice (supplier, number, series, dates, total checked against the items)
 * or an opening balance (`inicial`: no invoice). Its items are `entrada_nf` / `entrada_inicial` movements; a
 * reversal (`situacao` 2) writes `estorno_entrada` movements and keeps the row.
 */
export const almoxarifadoEntrada = pgTable(
  'almoxarifado_entrada',
  {
    id: id(),
    clienteId: clienteId(),
    inicial: boolean().notNull().default(false),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    fornecedorId: ref().references(() => fornecedor.id),
    numeroNota: varchar({ length: 20 }),
    serie: varchar({ length: 5 }),
    dataEmissao: date({ mode: 'string' }),
    dataEntrada: date({ mode: 'string' }).notNull(),
    valorTotal: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    observacao: text(),
    /** 1 ativa, 2 estornada */
    situacao: smallint().notNull().default(1),
    motivoEstorno: text(),
    estornadoEm: timestamp({ withTimezone: true }),
    estornadoPor: bigint({ mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    index('almoxarifado_entrada_centro_idx').on(t.clienteId, t.centroCustoId, t.dataEntrada),
    index('almoxarifado_entrada_nota_idx').on(t.clienteId, t.fornecedorId, t.numeroNota),
    check('almoxarifado_entrada_situacao_ck', sql`${t.situacao} in (1, 2)`),
  ],
);

export const almoxarifadoEntradaItem = pgTable(
  'almoxarifado_entrada_item',
  {
    id: id(),
    clienteId: clienteId(),
    entradaId: ref()
      .notNull()
      .references(() => almoxarifadoEntrada.id),
    materialId: ref()
      .notNull()
      .references(() => material.id),
    loteId: ref()
      .notNull()
      .references(() => estoqueLote.id),
    quantidade: integer().notNull(),
    valorUnitario: numeric({ precision: 14, scale: 4 }).notNull(),
    movimentoId: ref().references(() => estoqueMovimento.id),
  },
  (t) => [index('almoxarifado_entrada_item_idx').on(t.entradaId), check('almoxarifado_entrada_item_qtd_ck', sql`${t.quantidade} > 0`)],
);
