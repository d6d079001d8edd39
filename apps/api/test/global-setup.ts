import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotPath: string;
  }
}

/**
 * Prepares the database once: on a PostgreSQL server (DATABASE_URL) it migrates and seeds it;
 * on PGlite it migrates and seeds one instance and dumps it, so each test file starts from a copy
 * in well under a second instead of running initdb (STACK G15).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ url });
    await prepareDatabase(database, { seedDemo: true });
    await database.close();
    project.provide('snapshotPath', '');
    return;
  }
  const database = await openDatabase({});
  await prepareDatabase(database, { seedDemo: true });
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'saude-api-test-'));
  const path = join(dir, 'snapshot.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('snapshotPath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
