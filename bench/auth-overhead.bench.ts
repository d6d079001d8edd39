import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@saude/api/src/app.js';
import { loadConfig } from '@saude/api/src/config.js';
import { openDatabase, withTenant } from '@saude/api/src/db/client.js';
import { prepareDatabase } from '@saude/api/src/db/prepare.js';
import { contarNaoLidas, listarRecebidas } from '@saude/api/src/modules/administracao/notificacao/notificacao-recebida.routes.js';
import { fmt, measure } from './lib.js';

/**
 * Authenticated request overhead: a small list endpoint over real HTTP on loopback (token check,
 * session and permission lookup, tenant transaction, casing, JSON) against the same queries run
 * directly on the database in a tenant transaction. Login is excluded.
 */
export async function authOverhead(n: number) {
  const url = process.env.DATABASE_URL;
  const dataDir = url ? undefined : mkdtempSync(join(tmpdir(), 'saude-bench-'));
  const database = await openDatabase({ url, dataDir });
  await prepareDatabase(database, { seedDemo: true });
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '100000', WEB_DIST: '/nonexistent' }), database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const login = await fetch(`${base}/api/administracao/autenticacao/login`, {
      method: 'POST',
      headers: { 'x-cliente': 'demo', 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', senha: 'saude123' }),
    });
    const sessao = (await login.json()) as { token: string; lotacao: { id: number } };
    const headers = { 'x-cliente': 'demo', authorization: `Bearer ${sessao.token}` };
    const path = `/api/administracao/notificacao/recebida?lotacao_id=${sessao.lotacao.id}&order[by]=data_hora_atualizacao&order[dir]=desc`;
    const clienteId = 1;

    const http = await measure(n, async () => {
      const r = await fetch(base + path, { headers });
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      await r.json();
    });
    const direct = await measure(n, () =>
      withTenant(database.db, { clienteId }, async (tx) => ({
        data: await listarRecebidas(tx, sessao.lotacao.id, { by: 'dataHoraAtualizacao', dir: 'desc' }),
        naoLidas: await contarNaoLidas(tx, sessao.lotacao.id),
      })),
    );
    return {
      banco: database.kind === 'pg' ? 'PostgreSQL' : 'PGlite',
      http,
      direct,
      ratio: http.p50 / direct.p50,
      report: [
        `Sobrecarga da requisição autenticada (${database.kind === 'pg' ? 'PostgreSQL' : 'PGlite'}), GET ${path.split('?')[0]}`,
        `  HTTP autenticado: ${fmt(http)}`,
        `  Consulta direta:  ${fmt(direct)}`,
        `  Razão p50 HTTP/direta: ${(http.p50 / direct.p50).toFixed(2)}×  (acréscimo p50 ${(http.p50 - direct.p50).toFixed(2)} ms)`,
      ].join('\n'),
    };
  } finally {
    await app.close();
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
