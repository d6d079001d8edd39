// npm run bench: prints figures; nothing here asserts on time (docs/performance.md keeps the record).
// BENCH_N sets the sample size; DATABASE_URL runs against a PostgreSQL server instead of PGlite
// (use an empty database: the benchmark seeds it).
import { startBenchApp } from './app.js';
import { authOverhead } from './auth-overhead.bench.js';
import { datatableBench } from './datatable.bench.js';

const n = Number(process.env.BENCH_N ?? 300);
const b = await startBenchApp();
try {
  console.log(await authOverhead(b, n));
  console.log(await datatableBench(b, Math.max(20, Math.floor(n / 5))));
} finally {
  await b.close();
}
