#!/usr/bin/env node
// The README's test command. Runs, in order:
//   1. at once: the linter and the type checker (npm run lint: a type error cannot land) and the two databases the
//      suites start from (apps/api/test/preparar-bancos.ts: the seeded demo on PGlite, and the DATABASE_URL one) —
//      the seeds keep one core busy each, the type checker both, so they overlap (docs/testing.md, "Sessão 11");
//   2. unit, API (in-process, embedded PGlite) and component tests (vitest projects shared, api, web);
//   3. with DATABASE_URL set, the API suites again against that PostgreSQL server (with PG_AO_LADO=1, beside
//      step 4 instead of before it: faster, but the browser walks lose their timing on two cores; docs/testing.md);
//   4. the browser tests (e2e/) in headless Chromium against the build of step 1, its server starting from the
//      demo database of step 1 (apps/api/test/retrato-demo.ts).
// Where no Chromium is found the browser tests are skipped with a plain notice, except under CI=true,
// where that is a failure. Ends with one line "N passed, N failed".
// The PDF tests read what the server prints the way a viewer and a scanner do, with Debian's
// poppler-utils (pdfinfo, pdftotext, pdfsig, pdftoppm) and zbar-tools (zbarimg): when they are missing
// and apt-get can run (root), they are installed first; otherwise the command says how and fails.
// Options: --only <lint|unit|api-pg|e2e>, --skip-e2e.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const skipE2e = args.includes('--skip-e2e');
const want = (step) => !only || only === step;
const pgUrl = process.env.DATABASE_URL;
const reports = mkdtempSync(join(tmpdir(), 'saude-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** The failed tests of every step, repeated at the very end: a CI log is often read only from its tail. */
const falhas = [];
const tempos = [];
const inicioTotal = Date.now();
/** Runs a step and records how long it took (printed at the end: docs/testing.md keeps the budget). */
function cronometrar(nome, fn) {
  const t0 = Date.now();
  const r = fn();
  tempos.push(`${nome} ${Math.round((Date.now() - t0) / 1000)} s`);
  return r;
}

const vitestArgs = (name, args) => {
  const out = join(reports, `${name}.json`);
  return { out, argv: ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`] };
};

/** Adds a finished step's JSON report to the totals and its failed tests to the list printed at the end. */
function recolher(name, out, status) {
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += j.numPassedTests;
    totals.failed += j.numFailedTests;
    totals.skipped += j.numPendingTests + j.numTodoTests;
    for (const arquivo of j.testResults ?? []) {
      const testes = (arquivo.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of testes) {
        const msg = String(t.failureMessages?.[0] ?? '')
          .split('\n')
          .slice(0, 6)
          .join('\n      ');
        falhas.push(`[${name}] ${arquivo.name.replace(process.cwd() + '/', '')} › ${t.fullName}\n      ${msg}`);
      }
      // a file that fails before its tests run (import, hook) has no failed test to name
      if (!testes.length && arquivo.status === 'failed')
        falhas.push(
          `[${name}] ${arquivo.name.replace(process.cwd() + '/', '')}\n      ${String(arquivo.message ?? '')
            .split('\n')
            .slice(0, 6)
            .join('\n      ')}`,
        );
    }
  }
  if (status !== 0) failedSteps.push(name);
}

function vitest(name, args, env = {}) {
  const { out, argv } = vitestArgs(name, args);
  console.log(`\n▶ ${name}`);
  const r = cronometrar(name, () => spawnSync('npx', argv, { stdio: 'inherit', env: { ...process.env, ...env } }));
  recolher(name, out, r.status);
}

/**
 * Starts a step beside the others (its output goes to a file, printed when it ends): the browser suite waits
 * on pages far more than it computes, so the API suites on PostgreSQL run in the same minutes (docs/testing.md).
 */
function vitestAoLado(name, args, env = {}) {
  const { out, argv } = vitestArgs(name, args);
  const log = join(reports, `${name}.log`);
  const fd = openSync(log, 'w');
  console.log(`\n▶ ${name} (ao lado dos testes de navegador; a saída aparece quando terminar)`);
  const t0 = Date.now();
  const filho = spawn('npx', argv, { stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  const fim = new Promise((ok) => filho.on('exit', (code) => ok(code ?? 1)));
  return async () => {
    const status = await fim;
    closeSync(fd);
    tempos.push(`${name} ${Math.round((Date.now() - t0) / 1000)} s (em paralelo)`);
    console.log(`\n▶ ${name}: saída\n${readFileSync(log, 'utf8')}`);
    recolher(name, out, status);
  };
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p) => p && existsSync(p)) ?? null;
}

const temComando = (c) => spawnSync('sh', ['-c', `command -v ${c}`], { stdio: 'ignore' }).status === 0;

function ferramentasDePdf() {
  const pacotes = { 'poppler-utils': ['pdfinfo', 'pdftotext', 'pdfsig', 'pdftoppm'], 'zbar-tools': ['zbarimg'] };
  const faltam = Object.entries(pacotes)
    .filter(([, comandos]) => !comandos.every(temComando))
    .map(([p]) => p);
  if (!faltam.length) return true;
  const raiz = process.getuid?.() === 0 && temComando('apt-get');
  if (raiz) {
    console.log(`\n▶ instalando ${faltam.join(' e ')} (Debian), usados pelos testes de PDF e códigos de barras`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', ...faltam], { stdio: 'inherit', env });
  }
  const ainda = Object.entries(pacotes)
    .filter(([, comandos]) => !comandos.every(temComando))
    .map(([p]) => p);
  if (!ainda.length) return true;
  console.error(`\n✖ Faltam ${ainda.join(' e ')}: instale com "apt-get install ${ainda.join(' ')}" e rode de novo.`);
  failedSteps.push(`ferramentas de PDF (${ainda.join(', ')})`);
  return false;
}

/**
 * Runs several commands at once, each with its output in a file printed when all have ended, and records their
 * times. The first step of `npm test` is made of work that keeps one core busy each (the type checker, seeding a
 * database, the web build): on two cores they overlap (docs/testing.md, "Sessão 9").
 */
async function juntos(tarefas) {
  const t0 = Date.now();
  console.log(`\n▶ ${tarefas.map((t) => t.nome).join(' · ')} (juntos; as saídas aparecem ao fim)`);
  const fins = tarefas.map((t) => {
    const log = join(reports, `${t.nome.replace(/\W+/g, '-')}.log`);
    const fd = openSync(log, 'w');
    const inicio = Date.now();
    const filho = spawn(t.cmd[0], t.cmd.slice(1), { stdio: ['ignore', fd, fd], env: { ...process.env, ...(t.env ?? {}) } });
    return new Promise((ok) =>
      filho.on('exit', (code) => {
        closeSync(fd);
        ok({ t, log, status: code ?? 1, s: Math.round((Date.now() - inicio) / 1000) });
      }),
    );
  });
  const r = await Promise.all(fins);
  for (const { t, log, status, s } of r) {
    console.log(`\n▶ ${t.nome} (${s} s): saída\n${readFileSync(log, 'utf8')}`);
    if (status !== 0) failedSteps.push(t.nome);
  }
  tempos.push(`${tarefas.map((t) => t.nome).join(' + ')} ${Math.round((Date.now() - t0) / 1000)} s (juntos)`);
  return Object.fromEntries(r.map(({ t, status }) => [t.nome, status === 0]));
}

// without them the API suites would fail on every PDF read; the message says what to install
const ferramentasOk = (want('unit') || want('api-pg') || want('e2e')) && only !== 'lint' ? ferramentasDePdf() : true;
const chromium = want('e2e') && !skipE2e ? findChromium() : null;
const comPg = want('api-pg') && pgUrl && ferramentasOk;
const comE2e = want('e2e') && !skipE2e && chromium;

// 1. the linter beside the PostgreSQL database's preparation: the type checker leaves a third of the two cores idle
// and seeding is mostly one thread. (Seeding the PGlite demo and building the web here too made all four slower than
// in sequence: docs/testing.md, "Sessão 9".)
const preparo = [];
if (want('lint')) preparo.push({ nome: 'lint', cmd: ['npm', 'run', 'lint'] });
if (comPg)
  preparo.push({
    nome: 'banco de teste (PostgreSQL)',
    cmd: ['npx', 'tsx', 'apps/api/test/preparar-bancos.ts', 'pg'],
    env: { DATABASE_URL: pgUrl },
  });
// the seeded PGlite demo the API suites and the browser suite's server start from (one thread of WebAssembly: it
// leaves the other core to the type checker)
if (want('unit') && ferramentasOk)
  preparo.push({ nome: 'banco de demonstração (PGlite)', cmd: ['npx', 'tsx', 'apps/api/test/preparar-bancos.ts', 'pglite'] });
const pronto = preparo.length > 1 ? await juntos(preparo) : {};
if (preparo.length === 1 && preparo[0].nome === 'lint') {
  console.log('\n▶ lint (biome + tsc)');
  const l = cronometrar('lint', () => spawnSync('npm', ['run', 'lint'], { stdio: 'inherit' }));
  if (l.status !== 0) failedSteps.push('lint');
}
// the PostgreSQL run's global setup finds its database prepared (apps/api/test/preparar-bancos.ts)
const pgPronto = pronto['banco de teste (PostgreSQL)'] ? { SAUDE_PG_PREPARADO: pgUrl } : {};

// 2. unit, API on PGlite and web
if (want('unit') && ferramentasOk) vitest('unit + api (PGlite) + web', [], { DATABASE_URL: '' });

// 3. the API suites on PostgreSQL: before the browser suite by default; beside it only on request (PG_AO_LADO=1): it
// saves ~2 minutes, but on two cores the long browser walks then missed their 30 s waits in 3 of 4 CI runs
// (docs/testing.md, "Sessão 7").
const aoLado = process.env.PG_AO_LADO === '1' && comE2e;
const esperarPg =
  comPg && aoLado ? vitestAoLado('api (PostgreSQL)', ['--project', 'api', '--maxWorkers=1'], { DATABASE_URL: pgUrl, ...pgPronto }) : null;
if (comPg && !aoLado) vitest('api (PostgreSQL)', ['--project', 'api'], { DATABASE_URL: pgUrl, ...pgPronto });

// 4. the browser suite, on a fresh build of the web
if (want('e2e') && !skipE2e) {
  if (!chromium) {
    const specs = readdirSync('e2e/specs').filter((f) => f.endsWith('.e2e.ts'));
    console.log(
      `\n⚠ Testes de navegador PULADOS (${specs.join(', ')}): Chromium não encontrado.` +
        '\n  Instale com "apt-get install chromium" (Debian/Ubuntu) ou indique o executável em CHROMIUM_PATH.',
    );
    if (process.env.CI === 'true') {
      console.error('Em CI a ausência do Chromium é uma falha.');
      failedSteps.push('e2e (sem Chromium)');
    }
  } else {
    console.log('\n▶ build web');
    const b = cronometrar('build web', () => spawnSync('npm', ['run', 'build', '--workspace', '@saude/web'], { stdio: 'inherit' }));
    if (b.status !== 0) failedSteps.push('build web');
    else if (!ferramentasOk) failedSteps.push('e2e (sem ferramentas de PDF)');
    else vitest('e2e (Chromium)', ['--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: chromium, DATABASE_URL: '' });
  }
}

if (esperarPg) await esperarPg();

rmSync(reports, { recursive: true, force: true });
console.log(`\nTempos: ${tempos.join(' · ')} · total ${Math.round((Date.now() - inicioTotal) / 1000)} s`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
if (falhas.length) console.error(`\nFalhas:\n  ${falhas.join('\n  ')}`);
if (failedSteps.length) {
  console.error(`Etapas com falha: ${failedSteps.join('; ')}`);
  process.exit(1);
}
