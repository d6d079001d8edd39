import { defineConfig } from 'vitest/config';
import { projetosWeb } from './apps/web/vitest.projetos.ts';

// One runner, several projects: shared (unit), api (in-process, PGlite or DATABASE_URL), web and
// web-isolado (jsdom). e2e runs separately through scripts/test.mjs, which starts a server first.
// Why the projects are shaped this way (workers, isolation, one database per worker): docs/testing.md.
export default defineConfig({
  test: {
    // two workers, the machine's two cores (vitest's default on two cores is one)
    maxWorkers: 2,
    projects: ['packages/shared', 'apps/api', ...projetosWeb],
  },
});
