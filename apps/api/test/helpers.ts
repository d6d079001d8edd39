import { readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';

export const SENHA = 'saude123';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** Logs in and returns the headers of an authenticated request, plus the session answer. */
  login(login: string, cliente?: string, senha?: string): Promise<{ headers: Record<string, string>; sessao: Record<string, any> }>;
  close(): Promise<void>;
}

/** A fresh app over a copy of the seeded database (PGlite), or over the shared server (DATABASE_URL). */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const url = process.env.DATABASE_URL;
  const snapshot = inject('snapshotPath');
  const database = url
    ? await openDatabase({ url })
    : await openDatabase({ loadDataDir: new Blob([readFileSync(snapshot)]) });
  const config = loadConfig({ LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '10000', SEED_DEMO: 'false', WEB_DIST: '/nonexistent', ...env });
  const app = await buildApp(config, database);
  await app.ready();
  return {
    app,
    database,
    async login(login, cliente = 'demo', senha = SENHA) {
      const res = await app.inject({ method: 'POST', url: '/api/administracao/autenticacao/login', headers: { 'x-cliente': cliente }, payload: { login, senha } });
      if (res.statusCode !== 200) throw new Error(`login ${login}@${cliente}: ${res.statusCode} ${res.body}`);
      const sessao = res.json();
      return { headers: { 'x-cliente': cliente, authorization: `Bearer ${sessao.token}` }, sessao };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>;

/** A login text unique to this run, so suites sharing a PostgreSQL database never collide. */
export const unique = (prefix: string) => `${prefix}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

/** The database's own message under Drizzle's "Failed query" wrapper. */
export async function dbError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    const err = e as { message: string; cause?: { message: string } };
    return err.cause?.message ?? err.message;
  }
  return 'sem erro';
}
