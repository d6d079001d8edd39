#!/usr/bin/env node
// `npm start`'s first step: builds the web app only when its sources changed since the last build (issue 16:
// starting again does not rebuild). The fingerprint is the path, size and modification time of every source file
// of the web and of the shared package, plus the lockfile; it is kept in apps/web/dist/.fonte.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const raiz = new URL('..', import.meta.url).pathname;
const FONTES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/scripts',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];
const marca = join(raiz, 'apps/web/dist/.fonte');

function arquivos(p) {
  if (!existsSync(p)) return [];
  const s = statSync(p);
  if (!s.isDirectory()) return [p];
  return readdirSync(p).flatMap((n) => (n === 'node_modules' ? [] : arquivos(join(p, n))));
}

const hash = createHash('sha256');
for (const f of FONTES.flatMap((f) => arquivos(join(raiz, f))).sort()) {
  const s = statSync(f);
  hash.update(`${relative(raiz, f)}\0${s.size}\0${s.mtimeMs}\n`);
}
const atual = hash.digest('hex');
const anterior = existsSync(marca) ? readFileSync(marca, 'utf8').trim() : '';
if (anterior === atual && existsSync(join(raiz, 'apps/web/dist/index.html'))) {
  console.log('web: sem mudanças desde o último build (apps/web/dist)');
  process.exit(0);
}
const r = spawnSync('npm', ['run', 'build', '--workspace', '@saude/web'], { cwd: raiz, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
writeFileSync(marca, `${atual}\n`);
