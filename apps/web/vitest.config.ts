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
  },
});
