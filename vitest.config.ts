import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Four projects: unit (server and contract code beside its source, no database), server (integration
 * over real HTTP on a real PostgreSQL), client (component tests in jsdom) and e2e (Playwright driving
 * Chromium against the app started by `npm start`). `npm run test:unit` runs unit and client alone.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Projects run one after another (client, unit, server, e2e): two cores are enough for one at a time.
          sequence: { groupOrder: 1 },
          environment: 'node',
          // No global setup: a test here that needs PostgreSQL belongs in tests/integration.
          include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          sequence: { groupOrder: 2 },
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/jsdom-setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 3 },
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-app.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
