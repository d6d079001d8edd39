import { withTenant } from '@saude/api/src/db/client.js';
import { contarNaoLidas, listarRecebidas } from '@saude/api/src/modules/administracao/notificacao/notificacao-recebida.routes.js';
import type { BenchApp } from './app.js';
import { fmt, measure } from './lib.js';

/**
 * Authenticated request overhead: a small list endpoint over real HTTP on loopback (token check,
 * session and permission lookup, tenant transaction, casing, JSON) against the same queries run
 * directly on the database in a tenant transaction. Login is excluded.
 */
export async function authOverhead(b: BenchApp, n: number) {
  const lotacaoId = b.sessao.lotacao.id;
  const path = `/api/administracao/notificacao/recebida?lotacao_id=${lotacaoId}&order[by]=data_hora_atualizacao&order[dir]=desc`;
  const http = await measure(n, () => b.get(path));
  const direct = await measure(n, () =>
    withTenant(b.database.db, { clienteId: 1 }, async (tx) => ({
      data: await listarRecebidas(tx, lotacaoId, { by: 'dataHoraAtualizacao', dir: 'desc' }),
      naoLidas: await contarNaoLidas(tx, lotacaoId),
    })),
  );
  return [
    `Sobrecarga da requisição autenticada (${b.banco}), GET ${path.split('?')[0]}`,
    `  HTTP autenticado: ${fmt(http)}`,
    `  Consulta direta:  ${fmt(direct)}`,
    `  Razão p50 HTTP/direta: ${(http.p50 / direct.p50).toFixed(2)}×  (acréscimo p50 ${(http.p50 - direct.p50).toFixed(2)} ms)`,
  ].join('\n');
}
