import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * The migrated and seeded PGlite (the demo municipality) as a data-directory tarball, kept between the
 * steps of `npm test`: the API suites make it (or reuse it) and the browser suite's server starts from it
 * instead of migrating and seeding again (~30 s each; docs/testing.md, "Sessão 7").
 *
 * It is valid while nothing that shapes it changed — its name carries a hash of the API and shared sources
 * (migrations, seeds, reference data) and of the lock file — and for an hour: the demo is dated relative to
 * the moment it was seeded (today's queue, this week's schedules).
 */
const raiz = resolve(new URL('.', import.meta.url).pathname, '../../..');
const pasta = join(raiz, 'node_modules/.cache/saude-demo');
const VALIDADE_MS = 60 * 60 * 1000;

function arquivos(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return arquivos(p);
    return /\.test\.tsx?$/.test(e.name) ? [] : [p];
  });
}

function impressao(): string {
  const h = createHash('sha1');
  const fontes = [join(raiz, 'apps/api/src'), join(raiz, 'packages/shared/src')].flatMap(arquivos).sort();
  for (const f of [...fontes, join(raiz, 'package-lock.json')]) {
    h.update(relative(raiz, f));
    h.update(readFileSync(f));
  }
  return h.digest('hex').slice(0, 16);
}

/** Where the tarball of the current sources lives, and whether a fresh one is there. */
export function retratoDemo(): { caminho: string; valido: boolean } {
  const caminho = join(pasta, `demo-${impressao()}.tar`);
  const valido = existsSync(caminho) && Date.now() - statSync(caminho).mtimeMs < VALIDADE_MS;
  return { caminho, valido };
}

/** Keeps the tarball (only the latest one: older sources' tarballs are removed). */
export function guardarRetrato(caminho: string, dados: Uint8Array) {
  mkdirSync(pasta, { recursive: true });
  for (const velho of readdirSync(pasta)) if (velho.startsWith('demo-')) rmSync(join(pasta, velho), { force: true });
  const tmp = `${caminho}.${process.pid}`;
  writeFileSync(tmp, dados);
  renameSync(tmp, caminho);
}
