import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { material } from '../../cadastro/cadastro.tables.js';

/**
 * Limits of a material at one stock (minimum, reorder point, maximum), preferred by the start page's alerts to
 * the material registry's municipal minimum and maximum. One row per stock and material.
 */
export const estoqueLimite = pgTable(
  'estoque_limite',
  {
    id: id(),
    clienteId: clienteId(),
    centroCustoId: ref()
      .notNull()
      .references(() => centroCusto.id),
    materialId: ref()
      .notNull()
      .references(() => material.id),
    minimo: integer().notNull().default(0),
    maximo: integer(),
    pontoPedido: integer(),
    ...timestamps,
  },
  (t) => [
    unique('estoque_limite_uq').on(t.clienteId, t.centroCustoId, t.materialId),
    index('estoque_limite_material_idx').on(t.materialId),
    check(
      'estoque_limite_ck',
      sql`${t.minimo} >= 0 and (${t.maximo} is null or ${t.maximo} >= ${t.minimo})
          and (${t.pontoPedido} is null or (${t.pontoPedido} >= ${t.minimo} and (${t.maximo} is null or ${t.pontoPedido} <= ${t.maximo})))`,
    ),
  ],
);
