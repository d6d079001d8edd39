import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@saude/api/src/app.js';
import { loadConfig } from '@saude/api/src/config.js';
import { openDatabase } from '@saude/api/src/db/client.js';
import { prepareDatabase } from '@saude/api/src/db/prepare.js';
import type { FastifyInstance } from 'fastify';

/**
 * The real app on loopback over a fresh database (PGlite in a temp folder, or DATABASE_URL), logged in as admin.
 * `rotas` adds bench-only routes before it listens (a measurement the app has no route for yet).
 */
export async function startBenchApp(opcoes: { rotas?: (app: FastifyInstance) => void } = {}) {
  const url = process.env.DATABASE_URL;
  const dataDir = url ? undefined : mkdtempSync(join(tmpdir(), 'saude-bench-'));
  const database = await openDatabase({ url, dataDir });
  await prepareDatabase(database, { seedDemo: true });
  // the built web when there is one (the login → dashboard bench opens it in Chromium)
  const web = new URL('../apps/web/dist/', import.meta.url).pathname;
  const webDist = existsSync(`${web}index.html`) ? web : '/nonexistent';
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '100000', WEB_DIST: webDist }), database);
  opcoes.rotas?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  /** Logs a demo user in (the first placement): the headers of its requests and the session the API answered. */
  const entrarComo = async (usuario: string) => {
    const login = await fetch(`${base}/api/administracao/autenticacao/login`, {
      method: 'POST',
      headers: { 'x-cliente': 'demo', 'content-type': 'application/json' },
      body: JSON.stringify({ login: usuario, senha: 'saude123' }),
    });
    if (!login.ok) throw new Error(`login ${usuario}: HTTP ${login.status}`);
    const sessao = (await login.json()) as {
      token: string;
      usuario: { id: number };
      lotacao: { id: number; infraestrutura: { unidade: { id: number } } };
      centro_custo: { id: number; nome: string };
      permissoes: string[];
      cliente: unknown;
    };
    return { sessao, headers: { 'x-cliente': 'demo', authorization: `Bearer ${sessao.token}` } };
  };
  const { sessao, headers } = await entrarComo('admin');
  return {
    app,
    database,
    base,
    sessao,
    headers,
    banco: database.kind === 'pg' ? 'PostgreSQL' : 'PGlite',
    entrarComo,
    async get(path: string) {
      const r = await fetch(base + path, { headers });
      if (!r.ok) throw new Error(`HTTP ${r.status} ${path}`);
      return r.json();
    },
    async close() {
      await app.close();
      await database.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type BenchApp = Awaited<ReturnType<typeof startBenchApp>>;
