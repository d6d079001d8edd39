// npm run bench: prints figures; nothing here asserts on time (docs/performance.md keeps the record).
// BENCH_N sets the sample size; DATABASE_URL runs against a PostgreSQL server instead of PGlite
// (use an empty database: the benchmark seeds it). Words after the command run only the benches whose
// name contains one of them: `npx tsx bench/run.ts agenda estoque` (npm run bench -- agenda).
import { agendaBench } from './agenda.bench.js';
import { startBenchApp } from './app.js';
import { authOverhead } from './auth-overhead.bench.js';
import { loginAtePainel, primeiraCarga } from './carga-inicial.bench.js';
import { datatableBench } from './datatable.bench.js';
import { estoqueBench, rotaPosicaoDoBench } from './estoque.bench.js';
import { exameLaboratorialEtiquetasBench } from './exame-laboratorial-etiquetas.bench.js';
import { exameLaboratorialHl7Bench } from './exame-laboratorial-hl7.bench.js';
import { farmaciaDispensacaoBench } from './farmacia-dispensacao.bench.js';
import { impressaoBench } from './impressao.bench.js';
import { imunizacaoBench } from './imunizacao.bench.js';
import { relatorioBench } from './relatorio.bench.js';
import { telaBench } from './tela.bench.js';
import { filaAoVivoBench, tempoRealBench } from './tempo-real.bench.js';
import { transportePacienteBench } from './transporte-paciente.bench.js';

const n = Number(process.env.BENCH_N ?? 300);
const filtros = process.argv.slice(2);
const b = await startBenchApp({ rotas: rotaPosicaoDoBench });
const benches: [string, () => string | Promise<string>][] = [
  ['carga-inicial', () => primeiraCarga()],
  ['carga-inicial login', () => loginAtePainel(b, Number(process.env.BENCH_N_NAVEGADOR ?? 5))],
  // a unit's link: 10 Mbit/s shared, 40 ms to the server
  ['carga-inicial login 10mbit', () => loginAtePainel(b, Number(process.env.BENCH_N_NAVEGADOR ?? 5), { mbps: 10, latenciaMs: 40 })],
  ['auth-overhead', () => authOverhead(b, n)],
  ['datatable', () => datatableBench(b, Math.max(20, Math.floor(n / 5)))],
  ['impressao', () => impressaoBench(Math.max(50, Math.floor(n / 3)))],
  ['farmacia-dispensacao', () => farmaciaDispensacaoBench(b, n)],
  // it adds 200,000 vaccination records (BENCH_VACINACOES changes it) with triggers off
  ['imunizacao', () => imunizacaoBench(b, n)],
  // it adds a day of 5,000 collected exams (BENCH_EXAMES_LAB changes it) with triggers off
  ['exame-laboratorial-etiquetas', () => exameLaboratorialEtiquetasBench(b, n)],
  // it adds 12,000 schedulings of the laboratory (6 rounds of the file) with triggers off
  ['exame-laboratorial-hl7', () => exameLaboratorialHl7Bench(b)],
  ['tempo-real', () => tempoRealBench(b, n)],
  ['tempo-real fila', () => filaAoVivoBench(b, n)],
  ['tela', () => telaBench(b, Math.max(30, Math.floor(n / 3)))],
  // it adds a year of closed transport trips (22,500 bookings) with triggers off
  ['transporte-paciente', () => transportePacienteBench(b, n)],
  // it adds 100,000 rows to the audit trail of the bench database (BENCH_LINHAS_XLSX changes it)
  ['relatorio', () => relatorioBench(b, Number(process.env.BENCH_LINHAS_XLSX ?? 100_000))],
  // the last two generate their own volume (100,000 appointments; 1,000,000 stock movements) with triggers off
  ['agenda', () => agendaBench(b, Math.max(30, Math.floor(n / 3)))],
  ['estoque', () => estoqueBench(b, Math.max(20, Math.floor(n / 10)))],
];
try {
  for (const [nome, bench] of benches) if (!filtros.length || filtros.some((f) => nome.includes(f))) console.log(await bench());
} finally {
  await b.close();
}
