import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { material } from '../../cadastro/cadastro.tables.js';
import { estoqueLote, estoqueMovimento } from '../../estoque/estoque.tables.js';
import { motivoBaixa } from '../motivo-baixa/motivo-baixa.table.js';

/**
 * A write-off (baixa) of one lot of a warehouse stock with a reason of the registry: one `baixa` movement (the only
 * exit an expired lot may take, decision 0013); its reversal (`situacao` 2) writes `estorno_baixa` and keeps the row.
 */
export const almoxarifadoBaixa = pgTable(
  'almoxarifado_baixa',
  {
    id: id(),
    clienteId: clienteId(),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    data: date({ mode: 'string' }).notNull(),
    materialId: ref()
      .notNull()
      .references(() => material.id),
    loteId: ref()
      .notNull()
      .references(() => estoqueLote.id),
    quantidade: integer().notNull(),
    custoUnitario: numeric({ precision: 14, scale: 4 }).notNull().default('0'),
    motivoBaixaId: ref()
      .notNull()
      .references(() => motivoBaixa.id),
    observacao: text(),
    movimentoId: ref().references(() => estoqueMovimento.id),
    /** 1 ativa, 2 estornada */
    situacao: smallint().notNull().default(1),
    motivoEstorno: text(),
    estornadoEm: timestamp({ withTimezone: true }),
    estornadoPor: bigint({ mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    index('almoxarifado_baixa_centro_idx').on(t.clienteId, t.centroCustoId, t.data),
    index('almoxarifado_baixa_material_idx').on(t.clienteId, t.materialId, t.loteId),
    check('almoxarifado_baixa_quantidade_ck', sql`${t.quantidade} > 0`),
    check('almoxarifado_baixa_situacao_ck', sql`${t.situacao} in (1, 2)`),
  ],
);
