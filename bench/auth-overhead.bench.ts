import { createServer } from 'node:http';
import { withTenant } from '@saude/api/src/db/client.js';
import { contarNaoLidas, listarRecebidas } from '@saude/api/src/modules/administracao/notificacao/notificacao-recebida.routes.js';
import type { BenchApp } from './app.js';
import { fmt, measure } from './lib.js';

/**
 * Authenticated request overhead: a small list endpoint over real HTTP on loopback (token check,
 * session and permission lookup, tenant transaction, casing, JSON) against the same queries run
 * directly on the database in a tenant transaction, and against a bare node:http server answering those
 * queries (the floor of any HTTP answer, same client). Login is excluded.
 */
export async function authOverhead(b: BenchApp, n: number) {
  const lotacaoId = b.sessao.lotacao.id;
  const path = `/api/administracao/notificacao/recebida?lotacao_id=${lotacaoId}&order[by]=data_hora_atualizacao&order[dir]=desc`;
  const consulta = () =>
    withTenant(b.database.db, { clienteId: 1 }, async (tx) => ({
      data: await listarRecebidas(tx, lotacaoId, { by: 'dataHoraAtualizacao', dir: 'desc' }),
      naoLidas: await contarNaoLidas(tx, lotacaoId),
    }));
  // the floor: a bare node:http server answering the same query as JSON, called by the same client
  const nu = createServer((_req, res) => {
    consulta().then((r) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(r));
    });
  });
  await new Promise<void>((ok) => nu.listen(0, '127.0.0.1', ok));
  const urlNu = `http://127.0.0.1:${(nu.address() as { port: number }).port}/`;
  const http = await measure(n, () => b.get(path));
  const bare = await measure(n, async () => (await fetch(urlNu)).json());
  const direct = await measure(n, consulta);
  await new Promise((ok) => nu.close(ok));
  return [
    `Sobrecarga da requisição autenticada (${b.banco}), GET ${path.split('?')[0]}`,
    `  HTTP autenticado:        ${fmt(http)}`,
    `  HTTP mínimo (node:http): ${fmt(bare)}`,
    `  Consulta direta:         ${fmt(direct)}`,
    `  Razão p50 HTTP/direta: ${(http.p50 / direct.p50).toFixed(2)}×  (acréscimo p50 ${(http.p50 - direct.p50).toFixed(2)} ms)`,
    `  Razão p50 HTTP/HTTP mínimo: ${(http.p50 / bare.p50).toFixed(2)}×  (plataforma p50 ${(http.p50 - bare.p50).toFixed(2)} ms)`,
  ].join('\n');
}
