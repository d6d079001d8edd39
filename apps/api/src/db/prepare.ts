import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { seedDemo } from './seed/demo.js';
import { syncPapeisPadrao, syncPermissoes } from './seed/permissoes.js';
import { loadReferenceData } from './seed/referencia.js';

/** Everything the first start does, safe to repeat: migrations, guards, reference data, seeds. */
export async function prepareDatabase(database: Database, opts: { seedDemo: boolean; jwtSecret?: string }) {
  await database.migrate();
  const ref = await loadReferenceData(database.db);
  await syncPermissoes(database.db);
  await syncPapeisPadrao(database.db);
  const demo = opts.seedDemo ? await seedDemo(database.db, { jwtSecret: opts.jwtSecret }) : {};
  // the planner's statistics right after the demo is written (server.ts keeps the embedded database's up to date;
  // a server's autovacuum comes only after a while): without them the reports' joins are planned as if every table
  // had one row — a nested loop under the RLS policy took 70 s on the laboratory's production report (the tests'
  // cached database is this one).
  if (opts.seedDemo) await database.db.execute(sql`analyze`);
  return { referencia: ref, demo };
}
