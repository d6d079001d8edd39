import { sql } from 'drizzle-orm';
import { boolean, check, numeric, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { procedimentoSigtap } from '../../../db/schema/referencia-saude.js';

/** The municipality's settings over a SIGTAP procedure (parametrizacao/procedimento): one per procedure. */
export const procedimentoMunicipal = pgTable(
  'procedimento_municipal',
  {
    id: id(),
    clienteId: clienteId(),
    procedimentoCodigo: varchar({ length: 10 })
      .notNull()
      .references(() => procedimentoSigtap.codigo),
    /** Paid by the municipality on top of the SIGTAP values (R$). */
    valorComplementar: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    exigeAutorizacao: boolean().notNull().default(false),
    permiteAgendamento: boolean().notNull().default(true),
    quantidadeMaximaMes: smallint(),
    observacao: text(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    unique('procedimento_municipal_procedimento_uq').on(t.clienteId, t.procedimentoCodigo),
    check('procedimento_municipal_valor', sql`${t.valorComplementar} >= 0`),
  ],
);
