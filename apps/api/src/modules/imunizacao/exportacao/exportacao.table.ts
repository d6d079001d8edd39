import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bytea } from '../../../db/schema/columns.js';
import { clienteId, id, ref, timestamps } from '../../../db/schema/common.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { usuario } from '../../../db/schema/pessoa.js';
import { vacinacao } from '../registro/registro.table.js';

/**
 * An export of the period's vaccination records as RNDS RIA-R documents (issue 20 `exportacao`): who generated it,
 * the counts, and the file (NDJSON, one Bundle per line) kept in `conteudo` for download. A cancelled export frees
 * its records for the next one. Sending belongs to the integrations issue.
 */
export const vacinacaoExportacao = pgTable(
  'vacinacao_exportacao',
  {
    id: id(),
    clienteId: clienteId(),
    inicio: date({ mode: 'string' }).notNull(),
    fim: date({ mode: 'string' }).notNull(),
    /** Only the records of this room, or every room when null. */
    centroCustoId: ref().references(() => centroCusto.id),
    usuarioId: ref()
      .notNull()
      .references(() => usuario.id),
    geradaEm: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** 'ativa' | 'cancelada'. */
    status: varchar({ length: 10 }).notNull().default('ativa'),
    exportados: integer().notNull().default(0),
    recusados: integer().notNull().default(0),
    /** Records already exported that were cancelled afterwards (a note for the correction at the RNDS). */
    canceladosAposExportacao: integer().notNull().default(0),
    arquivoNome: text().notNull(),
    /** The NDJSON file (named `conteudo` so the audit trail leaves it out). */
    conteudo: bytea().notNull(),
    canceladaEm: timestamp({ withTimezone: true, mode: 'string' }),
    canceladaPorId: ref().references(() => usuario.id),
    ...timestamps,
  },
  (t) => [
    index('vacinacao_exportacao_periodo_idx').on(t.clienteId, t.inicio),
    check('vacinacao_exportacao_periodo_ck', sql`${t.fim} >= ${t.inicio}`),
    check('vacinacao_exportacao_status_ck', sql`${t.status} in ('ativa', 'cancelada')`),
  ],
);

/**
 * One record of an export: exported (its Bundle is a line of the file, `versao` = the record's updated_at then),
 * refused with its reasons, or a note that it was cancelled after an earlier export.
 */
export const vacinacaoExportacaoItem = pgTable(
  'vacinacao_exportacao_item',
  {
    id: id(),
    clienteId: clienteId(),
    exportacaoId: ref()
      .notNull()
      .references(() => vacinacaoExportacao.id, { onDelete: 'cascade' }),
    vacinacaoId: ref()
      .notNull()
      .references(() => vacinacao.id),
    /** 'exportado' | 'recusado' | 'cancelado'. */
    situacao: varchar({ length: 10 }).notNull(),
    motivos: text().array(),
    versao: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('vacinacao_exportacao_item_exportacao_idx').on(t.exportacaoId),
    index('vacinacao_exportacao_item_vacinacao_idx').on(t.vacinacaoId),
    check('vacinacao_exportacao_item_situacao_ck', sql`${t.situacao} in ('exportado', 'recusado', 'cancelado')`),
  ],
);
