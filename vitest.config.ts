import { defineConfig } from 'vitest/config';

// One runner, several projects: shared (unit), api (in-process, PGlite or DATABASE_URL), web (jsdom).
// e2e runs separately through scripts/test.mjs, which starts a server first.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
