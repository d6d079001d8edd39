// npm run bench:paciente: patient search over a generated population (docs/performance.md).
// BENCH_PACIENTES (default 1,000,000) patients, BENCH_N samples per case (default 30),
// BENCH_CONCORRENCIA simultaneous clients (default 50). DATABASE_URL runs it on a PostgreSQL
// server (use an empty scratch database: the benchmark seeds it); without it, PGlite in a temp folder.
import { startBenchApp } from './app.js';
import { pacienteBench } from './paciente.bench.js';

const total = Number(process.env.BENCH_PACIENTES ?? 1_000_000);
const n = Number(process.env.BENCH_N ?? 30);
const concorrencia = Number(process.env.BENCH_CONCORRENCIA ?? 50);
const b = await startBenchApp();
try {
  console.log(await pacienteBench(b, { total, n, concorrencia }));
} finally {
  await b.close();
}
