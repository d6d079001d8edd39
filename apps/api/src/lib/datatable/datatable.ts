import { type DatatableRequest, type DatatableResponse, requestedOrder, toCamel } from '@saude/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

export interface DatatableSpec {
  /** Sortable columns by wire name (snake_case or camelCase), each a whitelisted SQL expression. */
  sortable: Record<string, SQL | import('drizzle-orm').Column>;
  /** Builds the search condition for a non-empty term. */
  search?: (term: string) => SQL | undefined;
  /** The list filters chosen beside the search box (count in recordsFiltered, not in recordsTotal). */
  filter?: SQL;
  defaultOrder: SQL[];
  /** Tie-breaker appended to every order so pages never overlap. */
  tieBreaker: SQL | import('drizzle-orm').Column;
}

/**
 * Runs the server-paged protocol over a query built by the caller: counts before and after the
 * search, applies whitelisted order and the page window. The caller's query carries its own
 * filters; RLS scopes it to the municipality anyway.
 */
export async function runDatatable<Q extends PgSelect, C extends PgSelect>(
  req: DatatableRequest,
  spec: DatatableSpec,
  build: { rows: (where: SQL | undefined) => Q; count: (where: SQL | undefined) => C },
): Promise<DatatableResponse<Awaited<Q>[number]>> {
  const term = req.search?.value?.trim() ?? '';
  const searchWhere = and(term && spec.search ? spec.search(term) : undefined, spec.filter);
  const allowed = Object.keys(spec.sortable);
  const order = requestedOrder(
    { ...req, order: req.order?.map((o) => ({ ...o, columnName: o.columnName ? toCamelIfKnown(o.columnName, allowed) : undefined })) },
    allowed,
  ).map((o) => (o.dir === 'desc' ? sql`${spec.sortable[o.column]} desc nulls last` : sql`${spec.sortable[o.column]} asc nulls first`));

  const [total, filtered, rows] = await sequential(
    () => build.count(undefined),
    () => (searchWhere ? build.count(searchWhere) : null),
    () =>
      build
        .rows(searchWhere)
        .orderBy(...(order.length ? order : spec.defaultOrder), sql`${spec.tieBreaker}`)
        .limit(req.length)
        .offset(req.start),
  );
  const recordsTotal = countOf(total);
  return { draw: req.draw, recordsTotal, recordsFiltered: filtered ? countOf(filtered) : recordsTotal, data: rows as Awaited<Q>[number][] };
}

function toCamelIfKnown(name: string, allowed: string[]) {
  return allowed.includes(name) ? name : toCamel(name);
}

function countOf(rows: unknown): number {
  const first = (rows as { total: number }[])[0];
  return Number(first?.total ?? 0);
}

/** Inside a transaction queries run one after another (PGlite has one connection, STACK G14). */
async function sequential<A, B, C>(
  a: () => PromiseLike<A>,
  b: () => PromiseLike<B> | null,
  c: () => PromiseLike<C>,
): Promise<[A, B | null, C]> {
  const ra = await a();
  const pb = b();
  const rb = pb ? await pb : null;
  return [ra, rb, await c()];
}

/** A search term used inside LIKE matches itself literally. */
export const escapeLike = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Accent- and case-insensitive substring match over any of the columns (uses the trigram indexes). */
export function textSearch(term: string, ...cols: (SQL | import('drizzle-orm').Column)[]): SQL | undefined {
  const pattern = `%${escapeLike(term.trim().toLowerCase())}%`;
  if (!cols.length || pattern === '%%') return undefined;
  return sql`(${sql.join(
    cols.map((c) => sql`f_unaccent(lower(${c})) like f_unaccent(${pattern})`),
    sql` or `,
  )})`;
}
