import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { cidadao } from '../../../db/schema/pessoa.js';
import { material, medicamento } from '../../cadastro/cadastro.tables.js';
import { estoqueLote, estoqueMovimento } from '../../estoque/estoque.tables.js';
import { fila } from '../../fila/fila.tables.js';
import { farmaciaProcessoAltoCusto } from '../alto-custo/alto-custo.table.js';
import { medicamentoNaoPadronizado } from '../medicamento-nao-padronizado/medicamento-nao-padronizado.table.js';

/**
 * A prescription written outside the product (another municipality, a private office), typed in at the counter so
 * it can be dispensed and, for continuous use, dispensed again next month (spec 000 §2.3 farmacia/dispensacao).
 */
export const farmaciaReceitaExterna = pgTable(
  'farmacia_receita_externa',
  {
    id: id(),
    clienteId: clienteId(),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    /** TipoReceita of `receita.ts`: 1 comum, 2 controle especial, 3 azul (B), 4 amarela (A). */
    tipo: smallint().notNull(),
    numeroNotificacao: varchar({ length: 20 }),
    prescritorNome: text().notNull(),
    /** Council and number as printed: "CRM 12345". */
    prescritorConselho: varchar({ length: 30 }).notNull(),
    prescritorUf: varchar({ length: 2 }),
    dataEmissao: date({ mode: 'string' }).notNull(),
    estabelecimento: text(),
    observacao: text(),
    ...timestamps,
  },
  (t) => [
    index('farmacia_receita_externa_paciente_idx').on(t.clienteId, t.pacienteId, t.dataEmissao),
    check('farmacia_receita_externa_tipo_ck', sql`${t.tipo} in (1, 2, 3, 4)`),
  ],
);

export const farmaciaReceitaExternaItem = pgTable(
  'farmacia_receita_externa_item',
  {
    id: id(),
    clienteId: clienteId(),
    receitaId: ref()
      .notNull()
      .references(() => farmaciaReceitaExterna.id, { onDelete: 'cascade' }),
    medicamentoId: ref().references(() => medicamento.id),
    medicamentoNaoPadronizadoId: ref().references(() => medicamentoNaoPadronizado.id),
    descricao: text().notNull(),
    quantidade: varchar({ length: 60 }).notNull(),
    posologia: text().notNull(),
    usoContinuo: boolean().notNull().default(false),
  },
  (t) => [index('farmacia_receita_externa_item_receita_idx').on(t.receitaId)],
);

/**
 * A dispensing to a patient at a pharmacy (the session's cost centre is the stock). Its items take stock out through
 * the stock engine (`dispensacao` movements, documento_tipo 'farmacia_dispensacao'); a reversal (`situacao` 2) writes
 * `estorno_dispensacao` back into the same lots and keeps the row with the reason.
 */
export const farmaciaDispensacao = pgTable(
  'farmacia_dispensacao',
  {
    id: id(),
    clienteId: clienteId(),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
    filaId: ref().references(() => fila.id),
    /** The CEAF process this monthly pickup is of (high-cost medicines), when it is one. */
    processoAltoCustoId: ref().references(() => farmaciaProcessoAltoCusto.id),
    data: date({ mode: 'string' }).notNull(),
    dataHora: timestamp({ withTimezone: true }).notNull().defaultNow(),
    usuarioId: bigint({ mode: 'number' }).notNull(),
    /** The pharmacy supervisor who authorised an early repeat (spec: ultima-retirada / is-supervisor). */
    supervisorUsuarioId: bigint({ mode: 'number' }),
    justificativaAntecipada: text(),
    observacao: text(),
    /** 1 ativa, 2 estornada */
    situacao: smallint().notNull().default(1),
    motivoEstorno: text(),
    estornadoEm: timestamp({ withTimezone: true }),
    estornadoPor: bigint({ mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    index('farmacia_dispensacao_centro_idx').on(t.clienteId, t.centroCustoId, t.data),
    index('farmacia_dispensacao_paciente_idx').on(t.clienteId, t.pacienteId, t.data),
    index('farmacia_dispensacao_processo_idx').on(t.processoAltoCustoId),
    check('farmacia_dispensacao_situacao_ck', sql`${t.situacao} in (1, 2)`),
  ],
);

/**
 * The prescription a dispensing served: written in the product (`origem` 'pronto-atendimento' or 'ambulatorio',
 * `receita_origem_id` the source row) or external (`receita_externa_id`). A controlled one is retained: its
 * notification number is recorded.
 */
export const farmaciaDispensacaoReceita = pgTable(
  'farmacia_dispensacao_receita',
  {
    id: id(),
    clienteId: clienteId(),
    dispensacaoId: ref()
      .notNull()
      .references(() => farmaciaDispensacao.id),
    origem: varchar({ length: 30 }).notNull(),
    receitaOrigemId: ref(),
    receitaExternaId: ref().references(() => farmaciaReceitaExterna.id),
    tipo: smallint().notNull(),
    numeroNotificacao: varchar({ length: 20 }),
    prescritorNome: text(),
    prescritorConselho: varchar({ length: 30 }),
    dataEmissao: date({ mode: 'string' }).notNull(),
    retida: boolean().notNull().default(false),
  },
  (t) => [
    index('farmacia_dispensacao_receita_disp_idx').on(t.dispensacaoId),
    index('farmacia_dispensacao_receita_origem_idx').on(t.clienteId, t.origem, t.receitaOrigemId),
    index('farmacia_dispensacao_receita_externa_idx').on(t.receitaExternaId),
    check('farmacia_dispensacao_receita_tipo_ck', sql`${t.tipo} in (1, 2, 3, 4)`),
  ],
);

/**
 * One medicine dispensed: what was prescribed, how much now, the next pickup computed from posology and quantity.
 * The lots it took are `farmacia_dispensacao_lote` rows (one per lot, each with its stock movement).
 */
export const farmaciaDispensacaoItem = pgTable(
  'farmacia_dispensacao_item',
  {
    id: id(),
    clienteId: clienteId(),
    dispensacaoId: ref()
      .notNull()
      .references(() => farmaciaDispensacao.id),
    dispensacaoReceitaId: ref().references(() => farmaciaDispensacaoReceita.id),
    /** The prescription item of the source (receita_item, ambulatorio_receita_item or farmacia_receita_externa_item). */
    receitaItemOrigemId: ref(),
    materialId: ref()
      .notNull()
      .references(() => material.id),
    medicamentoId: ref().references(() => medicamento.id),
    /** What the prescription says (medicine, quantity and posology as written). */
    prescrito: text(),
    posologia: text(),
    quantidadePrescrita: integer(),
    quantidade: integer().notNull(),
    /** Units a day the posology means, when it could be read or was typed; with the quantity it gives the days. */
    unidadesPorDia: numeric({ precision: 10, scale: 3 }),
    diasTratamento: integer(),
    proximaRetirada: date({ mode: 'string' }),
    /** Thalidomide for a woman of childbearing age: the consent term's number (RDC 11/2011). */
    termoResponsabilidade: varchar({ length: 40 }),
    cid: varchar({ length: 4 }),
  },
  (t) => [
    index('farmacia_dispensacao_item_disp_idx').on(t.dispensacaoId),
    // ultima-retirada: the last active pickup of a medicine by a patient
    index('farmacia_dispensacao_item_material_idx').on(t.clienteId, t.materialId, t.proximaRetirada),
    check('farmacia_dispensacao_item_qtd_ck', sql`${t.quantidade} > 0`),
  ],
);

export const farmaciaDispensacaoLote = pgTable(
  'farmacia_dispensacao_lote',
  {
    id: id(),
    clienteId: clienteId(),
    itemId: ref()
      .notNull()
      .references(() => farmaciaDispensacaoItem.id),
    loteId: ref()
      .notNull()
      .references(() => estoqueLote.id),
    quantidade: integer().notNull(),
    custoUnitario: numeric({ precision: 14, scale: 4 }).notNull().default('0'),
    movimentoId: ref().references(() => estoqueMovimento.id),
  },
  (t) => [index('farmacia_dispensacao_lote_item_idx').on(t.itemId), check('farmacia_dispensacao_lote_qtd_ck', sql`${t.quantidade} > 0`)],
);
