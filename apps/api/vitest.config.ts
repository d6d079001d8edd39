import { defineProject } from 'vitest/config';

// With DATABASE_URL the suites share one PostgreSQL database: files run one after another there.
const onServer = Boolean(process.env.DATABASE_URL);

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: !onServer,
    env: { TZ: 'America/Recife' },
  },
});
