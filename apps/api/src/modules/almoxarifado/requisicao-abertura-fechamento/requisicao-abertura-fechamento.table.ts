import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { material } from '../../cadastro/cadastro.tables.js';

/**
 * A period in which a sector (a cost centre that consumes) may send requisitions to a warehouse (spec 000 §2.3
 * requisicao-abertura-fechamento): open from `data_abertura` through `data_fechamento`, both inclusive. Periods of
 * the same sector and warehouse never overlap (checked under a lock when written).
 */
export const almoxarifadoRequisicaoPeriodo = pgTable(
  'almoxarifado_requisicao_periodo',
  {
    id: id(),
    clienteId: clienteId(),
    centroCustoRequisitanteId: ref()
      .notNull()
      .references(() => centroCusto.id),
    centroCustoAlmoxarifadoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    dataAbertura: date({ mode: 'string' }).notNull(),
    dataFechamento: date({ mode: 'string' }).notNull(),
    observacao: text(),
    ...timestamps,
  },
  (t) => [
    index('almoxarifado_requisicao_periodo_idx').on(t.clienteId, t.centroCustoAlmoxarifadoId, t.centroCustoRequisitanteId, t.dataAbertura),
    index('almoxarifado_requisicao_periodo_setor_idx').on(t.clienteId, t.centroCustoRequisitanteId, t.dataFechamento),
    check('almoxarifado_requisicao_periodo_datas_ck', sql`${t.dataFechamento} >= ${t.dataAbertura}`),
  ],
);

/**
 * The materials a sector may ask for (material-permitido); a requisition of any other material waits for the
 * warehouse to approve it (requisicao-pendente-permissao), which adds it here.
 */
export const almoxarifadoMaterialPermitido = pgTable(
  'almoxarifado_material_permitido',
  {
    id: id(),
    clienteId: clienteId(),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    materialId: ref()
      .notNull()
      .references(() => material.id),
    /** 1 manual, 2 importação, 3 aprovação de pendência */
    origem: smallint().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    unique('almoxarifado_material_permitido_uq').on(t.centroCustoId, t.materialId),
    index('almoxarifado_material_permitido_material_idx').on(t.clienteId, t.materialId),
    check('almoxarifado_material_permitido_origem_ck', sql`${t.origem} between 1 and 3`),
  ],
);
