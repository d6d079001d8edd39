import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Dates render in the municipality's local time; pin one so the assertions do not depend on the machine.
process.env.TZ = 'America/Recife';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    // the web project runs beside the API suites on two cores: waits are generous, a failure still fails
    expect: { poll: { timeout: 10_000 } },
  },
});
