import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ref } from '../../../../db/schema/columns.js';
import { clienteId, id, timestamps } from '../../../../db/schema/common.js';
import { logradouro, loteamento } from '../../../../db/schema/endereco.js';
import { cidadao } from '../../../../db/schema/pessoa.js';

/**
 * A household: the address where patients live (spec 001 §7 paciente/domicilio). Coded answers
 * use the e-SUS LEDI codes (packages/shared domicilio.ts).
 */
export const domicilio = pgTable(
  'domicilio',
  {
    id: id(),
    clienteId: clienteId(),
    logradouroId: ref()
      .notNull()
      .references(() => logradouro.id),
    numero: varchar({ length: 10 }),
    semNumero: boolean().notNull().default(false),
    complemento: text(),
    referencia: text(),
    zona: smallint().notNull().default(83),
    tipoDomicilio: smallint(),
    numeroComodos: smallint(),
    abastecimentoAgua: smallint(),
    destinoLixo: smallint(),
    energiaEletrica: boolean().notNull().default(true),
    ...timestamps,
    /** Added after the first migration (the loteamento table arrived later). */
    loteamentoId: ref().references(() => loteamento.id),
  },
  (t) => [index('domicilio_logradouro_idx').on(t.logradouroId)],
);

/**
 * Who lives in a household and since when. A citizen lives in at most one household at a time
 * and a household has at most one responsible among its current residents (partial unique indexes).
 */
export const domicilioResidente = pgTable(
  'domicilio_residente',
  {
    id: id(),
    clienteId: clienteId(),
    domicilioId: ref()
      .notNull()
      .references(() => domicilio.id, { onDelete: 'cascade' }),
    cidadaoId: ref()
      .notNull()
      .references(() => cidadao.id),
    responsavel: boolean().notNull().default(false),
    dataEntrada: date({ mode: 'string' }).notNull().default(sql`current_date`),
    dataSaida: date({ mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('domicilio_residente_atual_uq').on(t.cidadaoId).where(sql`${t.dataSaida} is null`),
    uniqueIndex('domicilio_residente_responsavel_uq').on(t.domicilioId).where(sql`${t.responsavel} and ${t.dataSaida} is null`),
    index('domicilio_residente_domicilio_idx').on(t.domicilioId),
  ],
);
