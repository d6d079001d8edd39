import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { material } from '../../cadastro/cadastro.tables.js';
import { estoqueLote, estoqueMovimento } from '../../estoque/estoque.tables.js';
import { almoxarifadoRequisicaoPeriodo } from '../requisicao-abertura-fechamento/requisicao-abertura-fechamento.table.js';

/**
 * A sector's requisition to a warehouse, made inside an open period. `situacao`: 1 aberta, 2 atendida
 * parcialmente, 3 atendida, 4 recusada, 5 cancelada (shared `situacaoDaRequisicao` derives 1–4 from the items).
 */
export const almoxarifadoRequisicao = pgTable(
  'almoxarifado_requisicao',
  {
    id: id(),
    clienteId: clienteId(),
    centroCustoRequisitanteId: ref()
      .notNull()
      .references(() => centroCusto.id),
    centroCustoAlmoxarifadoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    periodoId: ref()
      .notNull()
      .references(() => almoxarifadoRequisicaoPeriodo.id),
    data: date({ mode: 'string' }).notNull(),
    observacao: text(),
    situacao: smallint().notNull().default(1),
    /** Why it was refused (warehouse) or cancelled (sector). */
    motivoSituacao: text(),
    ...timestamps,
  },
  (t) => [
    index('almoxarifado_requisicao_almoxarifado_idx').on(t.clienteId, t.centroCustoAlmoxarifadoId, t.situacao, t.data),
    index('almoxarifado_requisicao_setor_idx').on(t.clienteId, t.centroCustoRequisitanteId, t.data),
    index('almoxarifado_requisicao_por_periodo_idx').on(t.periodoId),
    check('almoxarifado_requisicao_situacao_ck', sql`${t.situacao} between 1 and 5`),
  ],
);

/**
 * An item asked for. `situacao`: 1 liberado, 2 pendente de permissão (the sector may not ask for the material),
 * 3 recusado; `avaliacao` keeps what the warehouse decided on a pending item (1 aprovada, 2 recusada) for the history.
 */
export const almoxarifadoRequisicaoItem = pgTable(
  'almoxarifado_requisicao_item',
  {
    id: id(),
    clienteId: clienteId(),
    requisicaoId: ref()
      .notNull()
      .references(() => almoxarifadoRequisicao.id),
    materialId: ref()
      .notNull()
      .references(() => material.id),
    quantidadeSolicitada: integer().notNull(),
    quantidadeAtendida: integer().notNull().default(0),
    situacao: smallint().notNull().default(1),
    avaliacao: smallint(),
    avaliadoEm: timestamp({ withTimezone: true }),
    avaliadoPor: bigint({ mode: 'number' }),
    motivoRecusa: text(),
  },
  (t) => [
    index('almoxarifado_requisicao_item_idx').on(t.requisicaoId),
    index('almoxarifado_requisicao_item_situacao_idx').on(t.clienteId, t.situacao),
    check(
      'almoxarifado_requisicao_item_qtd_ck',
      sql`${t.quantidadeSolicitada} > 0 and ${t.quantidadeAtendida} between 0 and ${t.quantidadeSolicitada}`,
    ),
    check('almoxarifado_requisicao_item_situacao_ck', sql`${t.situacao} between 1 and 3 and coalesce(${t.avaliacao}, 1) in (1, 2)`),
  ],
);

/** One supply (atendimento) of a requisition: the lots given now; its reversal (`situacao` 2) puts them back. */
export const almoxarifadoRequisicaoSuprimento = pgTable(
  'almoxarifado_requisicao_suprimento',
  {
    id: id(),
    clienteId: clienteId(),
    requisicaoId: ref()
      .notNull()
      .references(() => almoxarifadoRequisicao.id),
    data: date({ mode: 'string' }).notNull(),
    /** 1 ativo, 2 estornado */
    situacao: smallint().notNull().default(1),
    motivoEstorno: text(),
    estornadoEm: timestamp({ withTimezone: true }),
    estornadoPor: bigint({ mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    index('almoxarifado_requisicao_suprimento_idx').on(t.requisicaoId),
    check('almoxarifado_requisicao_suprimento_situacao_ck', sql`${t.situacao} in (1, 2)`),
  ],
);

/** A lot given in a supply: one `suprimento_requisicao` movement. */
export const almoxarifadoRequisicaoSuprimentoItem = pgTable(
  'almoxarifado_requisicao_suprimento_item',
  {
    id: id(),
    clienteId: clienteId(),
    suprimentoId: ref()
      .notNull()
      .references(() => almoxarifadoRequisicaoSuprimento.id),
    requisicaoItemId: ref()
      .notNull()
      .references(() => almoxarifadoRequisicaoItem.id),
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
  (t) => [
    index('almoxarifado_requisicao_suprimento_item_idx').on(t.suprimentoId),
    index('almoxarifado_requisicao_suprimento_item_req_idx').on(t.requisicaoItemId),
    check('almoxarifado_requisicao_suprimento_item_qtd_ck', sql`${t.quantidade} > 0`),
  ],
);
