import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * Portuguese order, named once (issue 14 §4): text sorts by the ICU root collation on PGlite and PostgreSQL
 * alike ("Ágata" beside "Agenor", never after "Zeca" as byte order puts it). Use it in every ORDER BY of a
 * name or description.
 */
export const COLACAO = 'und-x-icu';

/** A text column (or expression) under the Portuguese collation, for ORDER BY. */
export const porNome = (coluna: Column | SQL): SQL => sql`${coluna} collate ${sql.raw(`"${COLACAO}"`)}`;
