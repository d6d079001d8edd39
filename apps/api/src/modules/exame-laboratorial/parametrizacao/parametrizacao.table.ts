import { boolean, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { clienteId, id, timestamps } from '../../../db/schema/common.js';

/** The laboratory settings of a municipality (exame-laboratorial/parametrizacao, issue 21): one row, created with the defaults on first read. */
export const labParametrizacao = pgTable('lab_parametrizacao', {
  id: id(),
  clienteId: clienteId().unique('lab_parametrizacao_cliente_uq'),
  /** Printed on the scheduling slip (mensagemProtocolo). */
  mensagemProtocolo: text(),
  /** Printed at the foot of every result. */
  rodapeLaudo: text(),
  /** Days from collection to delivery when the exams name no deadline. */
  prazoEntregaPadraoDias: smallint().notNull().default(3),
  /** Collection labels print on their own after the collection is recorded. */
  etiquetaAoColetar: boolean().notNull().default(true),
  /** Booking beyond a quota is refused (false: warned and allowed to the supervisor). */
  bloquearAcimaCota: boolean().notNull().default(true),
  ...timestamps,
});
