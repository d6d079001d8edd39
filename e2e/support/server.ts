import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { retratoDemo } from '../../apps/api/test/retrato-demo.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** One Chromium for the run; each file opens its own context in it (a fresh profile, as before). */
    chromiumWs: string;
  }
}

const root = resolve(new URL('.', import.meta.url).pathname, '../..');

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
    s.on('error', fail);
  });
}

/** Starts the real server (built web, embedded database in a temporary folder) for the whole run. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'saude-e2e-'));
  // the demo the API suites just seeded (a data-directory tarball): the server then only checks it is current
  const retrato = retratoDemo();
  if (retrato.valido) spawnSync('tar', ['-xf', retrato.caminho, '-C', dataDir], { stdio: 'inherit' });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      // a print of more than 50 rows goes to the background, so the "Tarefas" flow is exercised on demo data
      RELATORIO_SINCRONO_PDF: '50',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // with the demo snapshot cached (the unit suite's global setup) it answers in seconds; without it (e2e run alone
  // after a source change) the server seeds the demo municipality first, a few minutes on a modest machine
  const deadline = Date.now() + 360_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`servidor encerrou com código ${child.exitCode}`);
    try {
      const r = await fetch(`${baseUrl}/api/intranet/cliente/demo`);
      if (r.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('servidor não respondeu em 6 min');
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);
  // launching Chromium cost ~2.5 s per file; one browser serves the run, a context per file keeps them apart
  const navegador = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  project.provide('chromiumWs', navegador.wsEndpoint());
  return async () => {
    await navegador.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
