import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { clienteId, id, timestamps } from '../../../db/schema/common.js';

/**
 * The immunization settings of a municipality (spec 000 §2.3 imunizacao/parametrizacao), one row per client, created
 * with the defaults on first read. `calendario` is the municipality's own vaccination calendar (the shape of
 * `Calendario` in packages/shared); null means the national one (CALENDARIO_PNI) as shipped.
 */
export const imunizacaoParametrizacao = pgTable(
  'imunizacao_parametrizacao',
  {
    id: id(),
    clienteId: clienteId().unique('imunizacao_parametrizacao_cliente_uq'),
    calendario: jsonb(),
    /** The requester id the RNDS portal gave the municipality (`BRRNDS-<id>`), used by the RIA export. */
    solicitanteRnds: varchar({ length: 20 }),
    /** Days before a lot's expiry in which the room's stock and the record screen warn. */
    diasAlertaValidade: smallint().notNull().default(30),
    /** Whether the vaccination card opens for printing after a record is saved. */
    imprimirCartaoAoSalvar: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [check('imunizacao_parametrizacao_alerta_ck', sql`${t.diasAlertaValidade} between 0 and 365`)],
);
