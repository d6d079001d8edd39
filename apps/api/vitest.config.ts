import { defineProject } from 'vitest/config';

// Modules kept between files
// (isolate: false: the app's ~400 modules import once per worker) and one database per worker,
// shared by its files (test/global-setup.ts, docs/testing.md).

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
    env: { TZ: 'America/Recife' },
  },
});
