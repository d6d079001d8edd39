import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clienteId, id, ref, setting, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { material } from '../../cadastro/cadastro.tables.js';
import { estoqueLote } from '../../estoque/estoque.tables.js';

/**
 * An inventory (count) of one stock. `situacao`: 1 em andamento, 2 aplicado, 3 cancelado. At most one count in
 * progress per stock, held by a partial unique index: two clerks opening at once get one count, never two.
 */
export const almoxarifadoInventario = pgTable(
  'almoxarifado_inventario',
  {
    id: id(),
    clienteId: clienteId(),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    dataAbertura: date({ mode: 'string' }).notNull(),
    situacao: smallint().notNull().default(1),
    observacao: text(),
    abertoPor: bigint({ mode: 'number' }).default(setting('usuario_id')),
    aplicadoEm: timestamp({ withTimezone: true }),
    aplicadoPor: bigint({ mode: 'number' }),
    motivoCancelamento: text(),
    ...timestamps,
  },
  (t) => [
    index('almoxarifado_inventario_centro_idx').on(t.clienteId, t.centroCustoId, t.dataAbertura),
    uniqueIndex('almoxarifado_inventario_em_andamento_uq').on(t.centroCustoId).where(sql`situacao = 1`),
    check('almoxarifado_inventario_situacao_ck', sql`${t.situacao} between 1 and 3`),
  ],
);

/**
 * A lot of the count: the expected quantity frozen at opening (the balance then), what was counted (null until
 * counted) and the unit cost that values the difference; the adjustment movements point back at the
 * inventory (`documento`).
 */
export const almoxarifadoInventarioItem = pgTable(
  'almoxarifado_inventario_item',
  {
    id: id(),
    clienteId: clienteId(),
    inventarioId: ref()
      .notNull()
      .references(() => almoxarifadoInventario.id),
    materialId: ref()
      .notNull()
      .references(() => material.id),
    loteId: ref()
      .notNull()
      .references(() => estoqueLote.id),
    quantidadeEsperada: integer().notNull(),
    quantidadeContada: integer(),
    custoUnitario: numeric({ precision: 14, scale: 4 }).notNull().default('0'),
    /** A lot found during the count that the stock did not list (expected 0). */
    incluido: boolean().notNull().default(false),
    contadoEm: timestamp({ withTimezone: true }),
    contadoPor: bigint({ mode: 'number' }),
  },
  (t) => [
    uniqueIndex('almoxarifado_inventario_item_lote_uq').on(t.inventarioId, t.loteId),
    check('almoxarifado_inventario_item_qtd_ck', sql`${t.quantidadeEsperada} >= 0 and coalesce(${t.quantidadeContada}, 0) >= 0`),
  ],
);
