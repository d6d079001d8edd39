import { FUSO_HORARIO_PADRAO, FUSOS_HORARIOS_BR } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { bytea, id } from './columns.js';
import { municipio } from './referencia.js';

/** The municipality (customer). Global: it is looked up by link before any tenant is known. */
export const cliente = pgTable(
  'cliente',
  {
    id: id(),
    nome: text().notNull(),
    link: text().notNull().unique(),
    ativo: boolean().notNull().default(true),
    motivoInativacao: text(),
    municipioId: integer().references(() => municipio.id),
    nomePrefeitura: text(),
    ramoAtividade: text(),
    logotipo: bytea(),
    logotipoTipo: text(),
    /** The municipality's clock (IANA zone, decision 0021): its screens, prints, reports and SQL "today". */
    fusoHorario: text().notNull().default(FUSO_HORARIO_PADRAO),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('cliente_fuso_horario_ck', sql`${t.fusoHorario} in (${sql.raw(FUSOS_HORARIOS_BR.map((f) => `'${f.valor}'`).join(', '))})`)],
);

/** Catalogue of permission strings, synced from packages/shared at start. */
export const permissao = pgTable(
  'permissao',
  {
    id: id(),
    nome: text().notNull().unique(), // acao-modulo-funcionalidade
    acao: text().notNull(),
    modulo: text().notNull(),
    funcionalidade: text().notNull(),
    descricao: text().notNull(),
  },
  (t) => [index('permissao_modulo_idx').on(t.modulo), unique('permissao_partes_uq').on(t.acao, t.modulo, t.funcionalidade)],
);

/** Installation-wide secrets (token signing key), created at the first start. */
export const sistemaChave = pgTable('sistema_chave', {
  nome: text().primaryKey(),
  valor: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type ClienteRow = typeof cliente.$inferSelect;
