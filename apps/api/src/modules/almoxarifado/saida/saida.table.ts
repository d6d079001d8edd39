import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { material } from '../../cadastro/cadastro.tables.js';
import { estoqueLote, estoqueMovimento } from '../../estoque/estoque.tables.js';

/**
 * An exit from a warehouse stock to a sector (a cost centre that consumes, not a stock: transfers move between
 * stocks) or for the stock's own consumption. Its items are `saida` movements taken FEFO unless the clerk picks
 * a lot; a reversal (`situacao` 2) writes `estorno_saida` movements back into the same lots.
 */
export const almoxarifadoSaida = pgTable(
  'almoxarifado_saida',
  {
    id: id(),
    clienteId: clienteId(),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    /** 1 setor, 2 consumo */
    destinoTipo: smallint().notNull(),
    centroCustoDestinoId: ref().references(() => centroCusto.id),
    data: date({ mode: 'string' }).notNull(),
    observacao: text(),
    /** 1 ativa, 2 estornada */
    situacao: smallint().notNull().default(1),
    motivoEstorno: text(),
    estornadoEm: timestamp({ withTimezone: true }),
    estornadoPor: bigint({ mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    index('almoxarifado_saida_centro_idx').on(t.clienteId, t.centroCustoId, t.data),
    check('almoxarifado_saida_destino_ck', sql`${t.destinoTipo} = 2 or ${t.centroCustoDestinoId} is not null`),
    check('almoxarifado_saida_situacao_ck', sql`${t.situacao} in (1, 2)`),
  ],
);

export const almoxarifadoSaidaItem = pgTable(
  'almoxarifado_saida_item',
  {
    id: id(),
    clienteId: clienteId(),
    saidaId: ref()
      .notNull()
      .references(() => almoxarifadoSaida.id),
    materialId: ref()
      .notNull()
      .references(() => material.id),
    loteId: ref()
      .notNull()
      .references(() => estoqueLote.id),
    quantidade: integer().notNull(),
    custoUnitario: numeric({ precision: 14, scale: 4 }).notNull().default('0'),
    movimentoId: ref().references(() => estoqueMovimento.id),
  },
  (t) => [index('almoxarifado_saida_item_idx').on(t.saidaId), check('almoxarifado_saida_item_qtd_ck', sql`${t.quantidade} > 0`)],
);
