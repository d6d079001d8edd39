import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Dates render in the municipality's local time; pin one so the assertions do not depend on the machine.
process.env.TZ = 'America/Recife';

const raiz = fileURLToPath(new URL('.', import.meta.url));

function testes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return testes(p);
    return /\.test\.tsx?$/.test(e.name) ? [relative(raiz, p)] : [];
  });
}

/**
 * Test files that replace a module with vi.mock: a module replaced in one file must not stay replaced
 * (or stay real) for the next, so these run isolated. The rest share one module graph per worker
 * (isolate: false): antd, React and the app are imported once per worker, not once per file.
 */
const comMock = testes(join(raiz, 'src')).filter((f) => /\bvi\.mock\(/.test(readFileSync(join(raiz, f), 'utf8')));

const base = (nome: string, isolate: boolean, arquivos: { include: string[]; exclude?: string[] }) =>
  defineProject({
    root: raiz,
    plugins: [react()],
    test: {
      name: nome,
      environment: 'jsdom',
      setupFiles: ['./src/test-setup.ts'],
      ...arquivos,
      testTimeout: 20_000,
      isolate,
      // waits are generous for a loaded machine; a failure still fails
      expect: { poll: { timeout: 10_000 } },
    },
  });

/** The web's component tests: 'web' (shared module graph) and 'web-isolado' (files with vi.mock). */
export const projetosWeb = [
  base('web', false, { include: ['src/**/*.test.{ts,tsx}'], exclude: comMock }),
  base('web-isolado', true, { include: comMock }),
];
