import { TIPOS_MOVIMENTO_LISTA } from '@saude/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clienteId, id, ref, setting, timestamps } from '../../db/schema/common.js';
import { centroCusto } from '../../db/schema/estrutura.js';
import { fabricante, material } from '../cadastro/cadastro.tables.js';

/**
 * A lot of a material (decision 0013): number, expiry and manufacturer. One row per municipality, material,
 * number and manufacturer (a lot without manufacturer is one lot too: NULLS NOT DISTINCT, PostgreSQL 15).
 */
export const estoqueLote = pgTable(
  'estoque_lote',
  {
    id: id(),
    clienteId: clienteId(),
    materialId: ref()
      .notNull()
      .references(() => material.id),
    lote: varchar({ length: 30 }).notNull(),
    validade: date({ mode: 'string' }).notNull(),
    fabricanteId: ref().references(() => fabricante.id),
    ...timestamps,
  },
  (t) => [
    unique('estoque_lote_uq').on(t.clienteId, t.materialId, t.lote, t.fabricanteId).nullsNotDistinct(),
    index('estoque_lote_validade_idx').on(t.clienteId, t.validade),
  ],
);

/**
 * The ledger: one immutable row per change of a balance (a trigger refuses UPDATE and DELETE). `centro_custo_id`
 * is the stock that moved and `quantidade` is signed (+ in, - out), so a position at any date is a sum;
 * origin and destination say where it came from and went to. Reversals point at what they undo.
 */
export const estoqueMovimento = pgTable(
  'estoque_movimento',
  {
    id: id(),
    clienteId: clienteId(),
    tipo: varchar({ length: 30 }).notNull(),
    data: date({ mode: 'string' }).notNull(),
    registradoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    usuarioId: bigint({ mode: 'number' }).default(setting('usuario_id')),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    centroCustoOrigemId: ref().references(() => centroCusto.id),
    centroCustoDestinoId: ref().references(() => centroCusto.id),
    materialId: ref()
      .notNull()
      .references(() => material.id),
    loteId: ref()
      .notNull()
      .references(() => estoqueLote.id),
    quantidade: integer().notNull(),
    custoUnitario: numeric({ precision: 14, scale: 4 }).notNull().default('0'),
    documentoTipo: varchar({ length: 40 }),
    documentoId: ref(),
    motivo: text(),
    estornoDeId: ref(),
  },
  (t) => [
    check('estoque_movimento_quantidade_ck', sql`${t.quantidade} <> 0`),
    check('estoque_movimento_tipo_ck', sql.raw(`tipo in (${TIPOS_MOVIMENTO_LISTA.map((k) => `'${k}'`).join(', ')})`)),
    // the position at a past date sums a stock's ledger up to a day: lot, material and quantity in the key let it
    // read this index alone, half the time of the table scan at 1,000,000 movements (docs/performance.md); its
    // migration adds the ndistinct statistics of (lote_id, material_id): a lot is of one material
    index('estoque_movimento_posicao_idx').on(t.clienteId, t.centroCustoId, t.data, t.loteId, t.materialId, t.quantidade),
    index('estoque_movimento_material_idx').on(t.clienteId, t.materialId, t.data),
    index('estoque_movimento_lote_idx').on(t.loteId),
    index('estoque_movimento_documento_idx').on(t.clienteId, t.documentoTipo, t.documentoId),
    // a movement is reversed at most once: the second reversal finds this index
    uniqueIndex('estoque_movimento_estorno_uq').on(t.estornoDeId),
  ],
);

/**
 * The balance per cost centre and lot, changed in the movement's transaction by single conditional statements
 * (`quantidade >= n` in the UPDATE's WHERE): never negative, whatever the concurrency; the CHECK is the last word.
 */
export const estoqueSaldo = pgTable(
  'estoque_saldo',
  {
    clienteId: clienteId(),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    loteId: ref()
      .notNull()
      .references(() => estoqueLote.id),
    materialId: ref()
      .notNull()
      .references(() => material.id),
    quantidade: integer().notNull().default(0),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'estoque_saldo_pk', columns: [t.centroCustoId, t.loteId] }),
    check('estoque_saldo_quantidade_ck', sql`${t.quantidade} >= 0`),
    index('estoque_saldo_material_idx').on(t.clienteId, t.materialId, t.centroCustoId),
  ],
);

/** Weighted average unit cost per material and cost centre (entries move it; exits leave at it). */
export const estoqueCustoMedio = pgTable(
  'estoque_custo_medio',
  {
    clienteId: clienteId(),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    materialId: ref()
      .notNull()
      .references(() => material.id),
    custoMedio: numeric({ precision: 14, scale: 4 }).notNull().default('0'),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'estoque_custo_medio_pk', columns: [t.centroCustoId, t.materialId] })],
);

/** Balancete: a cost centre closed up to a date; movements dated on or before it are refused. */
export const estoqueFechamento = pgTable(
  'estoque_fechamento',
  {
    id: id(),
    clienteId: clienteId(),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    dataFechamento: date({ mode: 'string' }).notNull(),
    observacao: text(),
    ...timestamps,
  },
  (t) => [unique('estoque_fechamento_uq').on(t.centroCustoId, t.dataFechamento)],
);

/** A transfer between cost centres, in two steps: sent (in transit), then received (or cancelled). */
export const estoqueTransferencia = pgTable(
  'estoque_transferencia',
  {
    id: id(),
    clienteId: clienteId(),
    centroCustoOrigemId: ref()
      .notNull()
      .references(() => centroCusto.id),
    centroCustoDestinoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    /** 1 em trânsito, 2 recebida, 3 cancelada */
    situacao: smallint().notNull().default(1),
    dataEnvio: date({ mode: 'string' }).notNull(),
    enviadoPor: bigint({ mode: 'number' }).default(setting('usuario_id')),
    dataRecebimento: date({ mode: 'string' }),
    recebidoPor: bigint({ mode: 'number' }),
    documentoTipo: varchar({ length: 40 }),
    documentoId: ref(),
    observacao: text(),
    ...timestamps,
  },
  (t) => [
    check('estoque_transferencia_situacao_ck', sql`${t.situacao} between 1 and 3`),
    index('estoque_transferencia_destino_idx').on(t.clienteId, t.centroCustoDestinoId, t.situacao),
    index('estoque_transferencia_origem_idx').on(t.clienteId, t.centroCustoOrigemId, t.situacao),
  ],
);

export const estoqueTransferenciaItem = pgTable(
  'estoque_transferencia_item',
  {
    id: id(),
    clienteId: clienteId(),
    transferenciaId: ref()
      .notNull()
      .references(() => estoqueTransferencia.id, { onDelete: 'cascade' }),
    materialId: ref()
      .notNull()
      .references(() => material.id),
    loteId: ref()
      .notNull()
      .references(() => estoqueLote.id),
    quantidadeEnviada: integer().notNull(),
    quantidadeRecebida: integer(),
    custoUnitario: numeric({ precision: 14, scale: 4 }).notNull().default('0'),
    /** Why less arrived than was sent (recorded on receipt). */
    motivoDivergencia: text(),
  },
  (t) => [
    index('estoque_transferencia_item_idx').on(t.transferenciaId),
    check(
      'estoque_transferencia_item_qtd_ck',
      sql`${t.quantidadeEnviada} > 0 and coalesce(${t.quantidadeRecebida}, 0) between 0 and ${t.quantidadeEnviada}`,
    ),
  ],
);
