import { boolean, date, index, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { clienteId, id, timestamps } from '../../../db/schema/common.js';

/**
 * The municipality's own holidays (state and municipal ones, extra "pontos facultativos").
 * National holidays are computed (packages/shared feriados.ts). When `recorrente`, only the day and
 * month of `data` matter.
 */
export const feriado = pgTable(
  'feriado',
  {
    id: id(),
    clienteId: clienteId(),
    data: date({ mode: 'string' }).notNull(),
    descricao: text().notNull(),
    /** FeriadoAbrangencia: 1 estadual, 2 municipal. */
    abrangencia: smallint().notNull(),
    recorrente: boolean().notNull().default(false),
    facultativo: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [unique('feriado_data_uq').on(t.clienteId, t.data), index('feriado_recorrente_idx').on(t.clienteId, t.recorrente)],
);
