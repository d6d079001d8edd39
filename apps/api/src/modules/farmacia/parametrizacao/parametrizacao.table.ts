import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { clienteId, id, timestamps } from '../../../db/schema/common.js';

/**
 * The pharmacy's settings of a municipality (spec 000 §2.3 farmacia/parametrizacao), one row per client, created
 * with the defaults on first read. `cids_talidomida` are the indications its regulation allows (RDC 11/2011).
 */
export const farmaciaParametrizacao = pgTable(
  'farmacia_parametrizacao',
  {
    id: id(),
    clienteId: clienteId().unique('farmacia_parametrizacao_cliente_uq'),
    /** Days before the next pickup date in which a repeat is no longer "early" (0 = only from that date). */
    toleranciaRetiradaDias: smallint().notNull().default(5),
    /** Validity of a common prescription, in days from issue (controlled ones: 30 days, Portaria 344/98). */
    validadeReceitaComumDias: smallint().notNull().default(180),
    /** Whether an early repeat needs a pharmacy supervisor (otherwise it is only a warning). */
    exigeSupervisorRetiradaAntecipada: boolean().notNull().default(true),
    /** Allowed CID-10 codes (or 3-character categories) for thalidomide. */
    cidsTalidomida: text().array().notNull().default(sql`'{}'::text[]`),
    /** Childbearing age for the thalidomide consent term (years, inclusive). */
    idadeFertilMinima: smallint().notNull().default(10),
    idadeFertilMaxima: smallint().notNull().default(55),
    /** Whether the dispensing receipt opens for printing after saving. */
    imprimirReciboAoSalvar: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('farmacia_parametrizacao_tolerancia_ck', sql`${t.toleranciaRetiradaDias} between 0 and 60`),
    check('farmacia_parametrizacao_validade_ck', sql`${t.validadeReceitaComumDias} between 1 and 365`),
    check('farmacia_parametrizacao_idade_ck', sql`${t.idadeFertilMinima} <= ${t.idadeFertilMaxima}`),
  ],
);
