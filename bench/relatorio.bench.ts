import { performance } from 'node:perf_hooks';
import { withSystem } from '@saude/api/src/db/client.js';
import { sql } from 'drizzle-orm';
import type { BenchApp } from './app.js';

/** Samples the process's resident memory while fn runs; answers the peak above the level at the start (MB). */
async function comPicoDeMemoria<T>(fn: () => Promise<T>): Promise<{ valor: T; ms: number; picoMb: number }> {
  global.gc?.();
  const inicio = process.memoryUsage().rss;
  let pico = inicio;
  const amostra = setInterval(() => {
    pico = Math.max(pico, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  try {
    const valor = await fn();
    return { valor, ms: performance.now() - t0, picoMb: (Math.max(pico, process.memoryUsage().rss) - inicio) / 1024 / 1024 };
  } finally {
    clearInterval(amostra);
  }
}

/**
 * XLSX export of 100,000 rows (issue 5): the audit trail gets `linhas` role-permission events, then the
 * permission history report is exported (1) streamed in the request and (2) as a background job.
 * Time to the last byte and the peak of resident memory of the process (API and client share it).
 */
export async function relatorioBench(b: BenchApp, linhas = 100_000): Promise<string> {
  const [{ cliente, papel, permissao }] = (
    await withSystem(b.database.db, (tx) =>
      tx.execute<{ cliente: number; papel: number; permissao: number }>(sql`
        select c.id as cliente, (select id from papel where cliente_id = c.id order by id limit 1) as papel,
               (select id from permissao order by id limit 1) as permissao
          from cliente c where c.link = 'demo'`),
    )
  ).rows as [{ cliente: number; papel: number; permissao: number }];
  await withSystem(b.database.db, (tx) =>
    tx.execute(sql`insert into auditoria (cliente_id, acao, tabela, registro_id, depois, momento)
      select ${cliente}::bigint, case when g % 2 = 0 then 'INSERT' else 'DELETE' end, 'papel_permissao', g,
             jsonb_build_object('papel_id', ${papel}::bigint, 'permissao_id', ${permissao}::bigint), now() - g * interval '1 minute'
        from generate_series(1, ${linhas}::int) g`),
  );
  const url = `${b.base}/exportacao/administracao/relatorio-historico-permissao-papel?formato=xlsx`;

  b.app.deps.config.RELATORIO_SINCRONO_PLANILHA = 1_000_000;
  const direto = await comPicoDeMemoria(async () => {
    const r = await fetch(url, { headers: b.headers });
    if (r.status !== 200) throw new Error(`exportação direta: HTTP ${r.status}`);
    return (await r.arrayBuffer()).byteLength;
  });

  b.app.deps.config.RELATORIO_SINCRONO_PLANILHA = 1_000;
  const tarefa = await comPicoDeMemoria(async () => {
    const r = await fetch(url, { headers: b.headers });
    if (r.status !== 202) throw new Error(`exportação em segundo plano: HTTP ${r.status}`);
    const { tarefa: t } = (await r.json()) as { tarefa: { id: string } };
    await b.app.deps.tarefas.esvaziar();
    const arq = await fetch(`${b.base}/api/geral/tarefa/${t.id}/download`, { headers: b.headers });
    return (await arq.arrayBuffer()).byteLength;
  });
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  return [
    `Exportação XLSX de ${linhas.toLocaleString('pt-BR')} linhas (${b.banco}):`,
    `  direta (streaming): ${(direto.ms / 1000).toFixed(2)} s · ${mb(direto.valor)} MB · pico de memória +${direto.picoMb.toFixed(0)} MB`,
    `  em segundo plano:   ${(tarefa.ms / 1000).toFixed(2)} s · ${mb(tarefa.valor)} MB · pico de memória +${tarefa.picoMb.toFixed(0)} MB`,
  ].join('\n');
}
