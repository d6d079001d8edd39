import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@saude/api/src/app.js';
import { loadConfig } from '@saude/api/src/config.js';
import { openDatabase } from '@saude/api/src/db/client.js';
import { prepareDatabase } from '@saude/api/src/db/prepare.js';

/** The real app on loopback over a fresh database (PGlite in a temp folder, or DATABASE_URL), logged in as admin. */
export async function startBenchApp() {
  const url = process.env.DATABASE_URL;
  const dataDir = url ? undefined : mkdtempSync(join(tmpdir(), 'saude-bench-'));
  const database = await openDatabase({ url, dataDir });
  await prepareDatabase(database, { seedDemo: true });
  // the built web when there is one (the login → dashboard bench opens it in Chromium)
  const web = new URL('../apps/web/dist/', import.meta.url).pathname;
  const webDist = existsSync(`${web}index.html`) ? web : '/nonexistent';
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '100000', WEB_DIST: webDist }), database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${base}/api/administracao/autenticacao/login`, {
    method: 'POST',
    headers: { 'x-cliente': 'demo', 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', senha: 'saude123' }),
  });
  const sessao = (await login.json()) as { token: string; lotacao: { id: number }; cliente: unknown };
  const headers = { 'x-cliente': 'demo', authorization: `Bearer ${sessao.token}` };
  return {
    app,
    database,
    base,
    sessao,
    headers,
    banco: database.kind === 'pg' ? 'PostgreSQL' : 'PGlite',
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
