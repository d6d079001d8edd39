// npm run bench: prints figures; nothing here asserts on time (docs/performance.md keeps the record).
// BENCH_N sets the sample size; DATABASE_URL runs against a PostgreSQL server instead of PGlite.
import { authOverhead } from './auth-overhead.bench.js';

const n = Number(process.env.BENCH_N ?? 500);
const r = await authOverhead(n);
console.log(r.report);
