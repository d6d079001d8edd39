import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';
import { procedimentoSigtap } from '../../../db/schema/referencia-saude.js';

/** The municipality's catalogue of surgical procedures (parametrizacao/procedimento-cirurgico). */
export const procedimentoCirurgico = pgTable(
  'procedimento_cirurgico',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    procedimentoCodigo: varchar({ length: 10 }).references(() => procedimentoSigtap.codigo),
    /** PorteCirurgico: 1 Pequeno, 2 Médio, 3 Grande, 4 Especial. */
    porte: smallint().notNull(),
    tempoEstimadoMinutos: smallint().notNull(),
    necessitaInternacao: boolean().notNull().default(false),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [
    unique('procedimento_cirurgico_nome_uq').on(t.clienteId, t.nome),
    index('procedimento_cirurgico_nome_trgm').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`),
    check('procedimento_cirurgico_porte_valido', sql`${t.porte} between 1 and 4`),
  ],
);
