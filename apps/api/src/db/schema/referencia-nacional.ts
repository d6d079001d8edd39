import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * More national tables (no cliente_id: read-only for the application role, like referencia-saude.ts):
 * the SIGTAP relations procedure × CID and procedure × CBO, the record of which SIGTAP competência is
 * loaded, the CID-10 chapters and the LEDI APS code lists. Loaded by seed/referencia.ts from the
 * files in seed/data; a newer SIGTAP competência by `npm run sigtap:carregar`.
 */

/** rl_procedimento_cid: the CIDs a procedure may be billed with (ST_PRINCIPAL: allowed as the main CID). */
export const procedimentoCid = pgTable(
  'procedimento_cid',
  {
    procedimentoCodigo: varchar({ length: 10 }).notNull(),
    /** Without the dot, as in `cid` (A000); no foreign key: a newer competência may bring codes first. */
    cidCodigo: varchar({ length: 4 }).notNull(),
    principal: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.procedimentoCodigo, t.cidCodigo] })],
);

/** rl_procedimento_ocupacao: the CBOs that may perform a procedure (SUS CBOs may contain letters: 2231F9). */
export const procedimentoOcupacao = pgTable(
  'procedimento_ocupacao',
  {
    procedimentoCodigo: varchar({ length: 10 }).notNull(),
    ocupacaoCodigo: varchar({ length: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.procedimentoCodigo, t.ocupacaoCodigo] })],
);

/** Each SIGTAP competência loaded: the current one is the highest. */
export const sigtapCompetencia = pgTable(
  'sigtap_competencia',
  {
    /** AAAAMM. */
    competencia: varchar({ length: 6 }).primaryKey(),
    carregadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The file (zip or folder) it was loaded from. */
    arquivo: text().notNull(),
    procedimentos: integer().notNull(),
    procedimentosCid: integer().notNull(),
    procedimentosOcupacao: integer().notNull(),
  },
  (t) => [check('sigtap_competencia_formato', sql`${t.competencia} ~ '^[0-9]{4}(0[1-9]|1[0-2])$'`)],
);

/** CID-10 chapters by category range (A00-B99 is chapter I). */
export const cidCapitulo = pgTable('cid_capitulo', {
  numero: smallint().primaryKey(),
  /** First and last three-character category of the chapter. */
  inicio: varchar({ length: 3 }).notNull(),
  fim: varchar({ length: 3 }).notNull(),
  descricao: text().notNull(),
});

/** LEDI APS code lists (dicionário): tabela is the list's name as LEDI publishes it (Sexo, RacaCor, Turno…). */
export const lediCodigo = pgTable(
  'ledi_codigo',
  {
    tabela: varchar({ length: 60 }).notNull(),
    codigo: varchar({ length: 20 }).notNull(),
    descricao: text().notNull(),
    observacoes: text(),
    /** The order LEDI lists the codes in. */
    ordem: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tabela, t.codigo] })],
);
