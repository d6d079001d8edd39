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
  return { referencia: ref, demo };
}
