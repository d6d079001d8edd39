import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepararModeloPg, prepararRetratoPglite } from './preparar-bancos.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the migrated, seeded data directory each worker loads once. */
    snapshotPath: string;
    /** PostgreSQL: one database per worker (index VITEST_POOL_ID - 1), copies of the prepared one. */
    bancosPorTrabalhador: string[];
  }
}

/** How many workers the API project runs: one database each (docs/testing.md). */
export const trabalhadores = (project: TestProject) => Math.max(1, Number(project.config.maxWorkers) || 1);

/**
 * Prepares the database once, then gives each worker its own copy; a worker's test files share it
 * (the project runs with isolate: false, so the worker keeps it between files):
 * - PostgreSQL (DATABASE_URL): migrates and seeds that database, then creates one database per worker
 *   with CREATE DATABASE … TEMPLATE (a file copy on the server, well under a second each);
 * - PGlite: migrates and seeds one instance and dumps its data directory (kept for an hour, and for the
 *   browser suite's server: test/retrato-demo.ts); each worker loads it once.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    await prepararModeloPg(url);
    const base = new URL(url);
    const modelo = decodeURIComponent(base.pathname.slice(1));
    const nomes = Array.from({ length: trabalhadores(project) }, (_, i) => `${modelo}_t${i + 1}`);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (const nome of nomes) {
        await admin.query(`drop database if exists "${nome}" with (force)`);
        await admin.query(`create database "${nome}" template "${modelo}"`);
      }
    } finally {
      await admin.end();
    }
    project.provide('snapshotPath', '');
    project.provide(
      'bancosPorTrabalhador',
      nomes.map((nome) => Object.assign(new URL(url), { pathname: `/${nome}` }).toString()),
    );
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        for (const nome of nomes) await c.query(`drop database if exists "${nome}" with (force)`);
      } finally {
        await c.end();
      }
    };
  }
  // the seeded demo is kept between runs and for the browser suite (test/retrato-demo.ts)
  project.provide('snapshotPath', await prepararRetratoPglite());
  project.provide('bancosPorTrabalhador', []);
}
