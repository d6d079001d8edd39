import { openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { guardarRetrato, retratoDemo } from './retrato-demo.js';

/**
 * The two databases the API suites start from, made once (docs/testing.md, "Sessão 9"):
 * - PGlite: the migrated and seeded demo as a data-directory tarball (kept for an hour; the browser suite's server
 *   starts from it too: test/retrato-demo.ts);
 * - PostgreSQL: the database of DATABASE_URL migrated and seeded, the template of one database per worker.
 * `npm test` runs this first as a script (`tsx apps/api/test/preparar-bancos.ts pglite|pg`), beside the linter: seeding
 * is one busy thread, so the linter and the other database take the second core. The API project's global setup calls
 * the same functions and finds the work done.
 */
export async function prepararRetratoPglite(): Promise<string> {
  const retrato = retratoDemo();
  if (!retrato.valido) {
    const database = await openDatabase({});
    await prepareDatabase(database, { seedDemo: true });
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    guardarRetrato(retrato.caminho, new Uint8Array(await dump.arrayBuffer()));
  }
  return retrato.caminho;
}

/** Migrates and seeds the PostgreSQL database of `url`, unless `npm test` just did (SAUDE_PG_PREPARADO names it). */
export async function prepararModeloPg(url: string) {
  if (process.env.SAUDE_PG_PREPARADO === url) return;
  const database = await openDatabase({ url });
  try {
    await prepareDatabase(database, { seedDemo: true });
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const qual = process.argv[2];
  const url = process.env.DATABASE_URL;
  if (qual === 'pglite') await prepararRetratoPglite();
  else if (qual === 'pg' && url) await prepararModeloPg(url);
  else {
    console.error('uso: tsx apps/api/test/preparar-bancos.ts pglite|pg (pg com DATABASE_URL)');
    process.exit(2);
  }
}
