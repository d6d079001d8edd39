import { boolean, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { clienteId, id, timestamps } from '../../../db/schema/common.js';

/** The imaging settings of a municipality (exame-imagem/parametrizacao, issue 22): one row, created with the defaults on first read. */
export const imgParametrizacao = pgTable('img_parametrizacao', {
  id: id(),
  clienteId: clienteId().unique('img_parametrizacao_cliente_uq'),
  /** Printed on the scheduling slip. */
  mensagemComprovante: text(),
  /** Printed at the head and the foot of every report. */
  cabecalhoLaudo: text(),
  rodapeLaudo: text(),
  /** Days from the exam to the report's delivery, printed on the slip. */
  prazoLaudoDias: smallint().notNull().default(5),
  /** Booking beyond a quota is refused (false: warned and allowed). */
  bloquearAcimaCota: boolean().notNull().default(true),
  /** Only signed reports print (false: an unsigned one prints marked "sem assinatura"). */
  imprimirSomenteAssinado: boolean().notNull().default(true),
  ...timestamps,
});
