// npm run bench: prints figures; nothing here asserts on time (docs/performance.md keeps the record).
// BENCH_N sets the sample size; DATABASE_URL runs against a PostgreSQL server instead of PGlite
// (use an empty database: the benchmark seeds it).
import { startBenchApp } from './app.js';
import { authOverhead } from './auth-overhead.bench.js';
import { loginAtePainel, primeiraCarga } from './carga-inicial.bench.js';
import { datatableBench } from './datatable.bench.js';
import { impressaoBench } from './impressao.bench.js';
import { relatorioBench } from './relatorio.bench.js';
import { telaBench } from './tela.bench.js';
import { filaAoVivoBench, tempoRealBench } from './tempo-real.bench.js';

const n = Number(process.env.BENCH_N ?? 300);
const b = await startBenchApp();
try {
  console.log(primeiraCarga());
  console.log(await loginAtePainel(b, Number(process.env.BENCH_N_NAVEGADOR ?? 5)));
  // a unit's link: 10 Mbit/s shared, 40 ms to the server
  console.log(await loginAtePainel(b, Number(process.env.BENCH_N_NAVEGADOR ?? 5), { mbps: 10, latenciaMs: 40 }));
  console.log(await authOverhead(b, n));
  console.log(await datatableBench(b, Math.max(20, Math.floor(n / 5))));
  console.log(await impressaoBench(Math.max(50, Math.floor(n / 3))));
  console.log(await tempoRealBench(b, n));
  console.log(await filaAoVivoBench(b, n));
  console.log(await telaBench(b, Math.max(30, Math.floor(n / 3))));
  // last: it adds 100,000 rows to the audit trail of the bench database (BENCH_LINHAS_XLSX changes it)
  console.log(await relatorioBench(b, Number(process.env.BENCH_LINHAS_XLSX ?? 100_000)));
} finally {
  await b.close();
}
