import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

/**
 * National health classifications (formats §6): shared by every municipality, no cliente_id, so the
 * start-up guards of policies.ts leave them read-only for the application role. Loaded from the
 * files in seed/data by seed/referencia.ts.
 */

/** CID-10 as SIGTAP lists it (authoritative for SUS billing): categories (A00) and subcategories (A000), without the dot. */
export const cid = pgTable(
  'cid',
  {
    codigo: varchar({ length: 4 }).primaryKey(),
    descricao: text().notNull(),
    /** false: three-character category; true: four-character subcategory. */
    subcategoria: boolean().notNull(),
    /** The only sex the code is valid for (DATASUS RESTRSEXO), or null when any. */
    sexo: varchar({ length: 1 }),
  },
  (t) => [
    index('cid_descricao_trgm').using('gin', sql`f_unaccent(lower(${t.descricao})) gin_trgm_ops`),
    check('cid_codigo_formato', sql`${t.codigo} ~ '^[A-Z][0-9]{2}[0-9]?$'`),
    check('cid_sexo_valido', sql`${t.sexo} in ('F', 'M')`),
  ],
);

/** CIAP-2 rubrics e-SUS APS accepts (LEDI relation CIAP-2 × CID-10), with the CID-10 e-SUS maps each to. */
export const ciap = pgTable(
  'ciap',
  {
    codigo: varchar({ length: 3 }).primaryKey(),
    descricao: text().notNull(),
    cidCodigo: varchar({ length: 4 }),
  },
  (t) => [
    index('ciap_descricao_trgm').using('gin', sql`f_unaccent(lower(${t.descricao})) gin_trgm_ops`),
    check('ciap_codigo_formato', sql`${t.codigo} ~ '^[A-Z][0-9]{2}$'`),
  ],
);

/**
 * SIGTAP procedures (tb_procedimento) of one competência: the code (GGSSFFPPP + check digit) and
 * what a lookup shows. Ages in months and quantities are null where SIGTAP says 9999 (not applicable).
 */
export const procedimentoSigtap = pgTable(
  'procedimento_sigtap',
  {
    codigo: varchar({ length: 10 }).primaryKey(),
    nome: text().notNull(),
    /** TP_COMPLEXIDADE: 0 não se aplica, 1 atenção básica, 2 média, 3 alta complexidade. */
    complexidade: smallint().notNull(),
    /** TP_SEXO: M, F, I (ambos) or N (não se aplica). */
    sexo: varchar({ length: 1 }).notNull(),
    quantidadeMaxima: integer(),
    idadeMinima: smallint(),
    idadeMaxima: smallint(),
    valorSh: numeric({ precision: 12, scale: 2 }).notNull(),
    valorSa: numeric({ precision: 12, scale: 2 }).notNull(),
    valorSp: numeric({ precision: 12, scale: 2 }).notNull(),
    /** tb_financiamento: 01 PAB, 02 Assistência Farmacêutica, 04 FAEC, 05 Incentivo MAC, 06 MAC, 07 Vigilância, 08 Gestão. */
    financiamento: varchar({ length: 2 }).notNull(),
    /** AAAAMM of the SIGTAP release the row came from. */
    competencia: varchar({ length: 6 }).notNull(),
  },
  (t) => [
    index('procedimento_sigtap_nome_trgm').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`),
    check('procedimento_sigtap_codigo_formato', sql`${t.codigo} ~ '^[0-9]{10}$'`),
    check('procedimento_sigtap_sexo_valido', sql`${t.sexo} in ('M', 'F', 'I', 'N')`),
    check('procedimento_sigtap_complexidade_valida', sql`${t.complexidade} between 0 and 3`),
  ],
);
