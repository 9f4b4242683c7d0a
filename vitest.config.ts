import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: server (unit + integration over real HTTP on a real PostgreSQL), client (component
 * tests in jsdom) and e2e (Playwright driving Chromium against the app started by `npm start`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          // Projects run one after another (client, server, e2e): two cores are enough for one at a time.
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'src/server/**/*.test.ts', 'src/contract/**/*.test.ts'],
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
          sequence: { groupOrder: 2 },
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
