import { boolean, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clienteId, id, timestamps } from '../../../db/schema/common.js';

/**
 * The municipality's transport settings (one row per municipality, issue 23): what the slip prints and the booking
 * rules. `comprovanteAcompanhante`: the slip lists the companions (001 §3). `mensagemProtocolo` and `mensagemAviso`:
 * the slip's protocol line and warning box.
 */
export const tpParametrizacao = pgTable(
  'tp_parametrizacao',
  {
    id: id(),
    clienteId: clienteId(),
    comprovanteAcompanhante: boolean().notNull().default(true),
    mensagemProtocolo: text(),
    mensagemAviso: text(),
    /** Minutes before departure the passengers must be at the boarding point (printed on the slip). */
    antecedenciaEmbarqueMin: smallint().notNull().default(30),
    /** Bookings close this many hours before the trip's day starts (0 = until the trip is assembled). */
    prazoAgendamentoHoras: smallint().notNull().default(0),
    /** Margin, minutes, between the suggested arrival and the earliest appointment (the assembly's suggestion). */
    margemChegadaMin: smallint().notNull().default(60),
    ...timestamps,
  },
  (t) => [uniqueIndex('tp_parametrizacao_cliente_uq').on(t.clienteId)],
);
