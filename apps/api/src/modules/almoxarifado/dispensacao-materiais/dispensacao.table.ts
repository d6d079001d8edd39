import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { cidadao } from '../../../db/schema/pessoa.js';
import { material } from '../../cadastro/cadastro.tables.js';
import { estoqueLote, estoqueMovimento } from '../../estoque/estoque.tables.js';

/**
 * Supplies handed to a patient from a stock (spec 000 §2.3 almoxarifado/dispensacao-materiais): diabetic supplies,
 * dressings, diapers. Its items are `dispensacao` movements; a reversal (`situacao` 2) writes
 * `estorno_dispensacao` back into the same lots and keeps the row with the reason.
 */
export const almoxarifadoDispensacao = pgTable(
  'almoxarifado_dispensacao',
  {
    id: id(),
    clienteId: clienteId(),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    pacienteId: ref()
      .notNull()
      .references(() => cidadao.id),
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
    index('almoxarifado_dispensacao_centro_idx').on(t.clienteId, t.centroCustoId, t.data),
    index('almoxarifado_dispensacao_paciente_idx').on(t.clienteId, t.pacienteId, t.data),
    check('almoxarifado_dispensacao_situacao_ck', sql`${t.situacao} in (1, 2)`),
  ],
);

export const almoxarifadoDispensacaoItem = pgTable(
  'almoxarifado_dispensacao_item',
  {
    id: id(),
    clienteId: clienteId(),
    dispensacaoId: ref()
      .notNull()
      .references(() => almoxarifadoDispensacao.id),
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
    index('almoxarifado_dispensacao_item_idx').on(t.dispensacaoId),
    index('almoxarifado_dispensacao_item_material_idx').on(t.clienteId, t.materialId),
    check('almoxarifado_dispensacao_item_qtd_ck', sql`${t.quantidade} > 0`),
  ],
);
