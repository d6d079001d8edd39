import { defineConfig } from 'vitest/config';

// Browser flows: one server for the run (global setup), one Chromium profile per file.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['./support/server.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
