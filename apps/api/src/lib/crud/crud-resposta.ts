import { w } from '@saude/shared';
import { type Column, getTableColumns, is, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type ZodType, z } from 'zod';

/**
 * The answers of the standard registry endpoints, derived from the table and the list declaration (issue 14 §3,
 * the typed wire): a list row carries exactly its declared fields, a model exactly the table's own columns — never
 * the tenant or the audit columns.
 */

/**
 * Columns the wire never carries: the tenant and who wrote the row (the audit trail keeps them), and secrets —
 * password and token hashes, a screen's access key — the same names the audit trigger leaves out.
 */
const INTERNAS = new Set(['clienteId', 'createdBy', 'updatedBy', 'senhaHash', 'tokenHash', 'chaveAcesso']);

/** A Drizzle column as the drivers give it, in Zod (encoded: dates become ISO text, bigints numbers). */
export function zodDaColuna(coluna: Column): ZodType {
  const tipo = ((): ZodType => {
    switch (coluna.dataType) {
      case 'string':
        return z.string();
      case 'number':
        return z.number();
      case 'bigint':
        return w.inteiroLongo;
      case 'boolean':
        return z.boolean();
      case 'date':
        return w.instante;
      case 'array':
        return z.array(z.unknown());
      default:
        return z.unknown();
    }
  })();
  return coluna.notNull ? tipo : tipo.nullable();
}

/** A list row: `id` plus the declared fields (an SQL expression's type is the query's own). */
export function linhaDaLista(list: Record<string, SQL | Column>) {
  return z.object({
    id: z.number(),
    ...Object.fromEntries(Object.entries(list).map(([k, v]) => [k, is(v, SQL) ? z.unknown() : zodDaColuna(v as Column)])),
  });
}

/** The row of a table as the edit form reads it: its own columns, without the internal ones. */
export function modeloDaTabela(table: PgTable) {
  return z.object(
    Object.fromEntries(
      Object.entries(getTableColumns(table))
        .filter(([k]) => !INTERNAS.has(k))
        .map(([k, c]) => [k, zodDaColuna(c as Column)]),
    ),
  );
}

/** The item a picker of an edit form shows before any search: the autocomplete's `{ id, label }`. */
export const itemAutocomplete = z.object({ id: z.number(), label: z.string() });

/** `{ form }` of the create and edit forms: option lists, whatever each registry offers. */
export const formulario = z.record(z.string(), z.unknown());
