import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { Database, Db } from '@saude/api/src/db/client.js';
import * as schema from '@saude/api/src/db/schema/index.js';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import type pg from 'pg';

export interface Stats {
  n: number;
  p50: number;
  p95: number;
  mean: number;
}

/** Runs fn n times after a warm-up and reports latency in milliseconds. */
export async function measure(n: number, fn: () => Promise<unknown>, warmup = 20): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { n, p50: at(0.5), p95: at(0.95), mean: times.reduce((a, b) => a + b, 0) / n };
}

/** The machine's 1-minute load average when a bench starts (2 cores shared with other work skew every figure). */
export const cargaMedia = () => loadavg()[0]?.toFixed(1) ?? '?';

export const fmt = (s: Stats) => `p50 ${s.p50.toFixed(2)} ms · p95 ${s.p95.toFixed(2)} ms · média ${s.mean.toFixed(2)} ms (n=${s.n})`;

/** One statement as the driver received it: text and parameters. */
export interface Comando {
  texto: string;
  params: unknown[];
}

/**
 * A second drizzle instance over the bench database's own connection that writes down every statement it sends.
 * Run an engine function through it once and the reference of a bench is exactly the engine's SQL (no copy of
 * the query in the bench that could drift from the engine's).
 */
export function bancoGravador(database: Database) {
  const comandos: Comando[] = [];
  // the transaction's own begin/commit (node-postgres sends them as statements) are the replay's to issue
  const logger = {
    logQuery: (texto: string, params: unknown[]) => void (/^\s*(begin|commit|rollback)\b/i.test(texto) || comandos.push({ texto, params })),
  };
  const opcoes = { schema, casing: 'snake_case' as const, logger };
  const db = (database.pool
    ? drizzlePg({ client: database.pool, ...opcoes })
    : drizzleLite({ client: database.pglite as PGlite, ...opcoes })) as unknown as Db;
  return { db, comandos };
}

/** Runs recorded statements as they are, in one transaction, on the driver itself: no drizzle, no engine code. */
export async function repetirComandos(database: Database, comandos: readonly Comando[]) {
  if (database.pglite) {
    await database.pglite.transaction(async (t) => {
      for (const c of comandos) await t.query(c.texto, c.params as unknown[]);
    });
    return;
  }
  const client = await (database.pool as pg.Pool).connect();
  try {
    await client.query('begin');
    for (const c of comandos) await client.query(c.texto, c.params as unknown[]);
    await client.query('commit');
  } catch (e) {
    await client.query('rollback');
    throw e;
  } finally {
    client.release();
  }
}
