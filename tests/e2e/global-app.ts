import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startAppWithNpmStart } from '../helpers/npm-start-app';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    appAdminPassword: string;
    appDataDir: string;
    chromiumPath: string;
    browserAvailable: boolean;
  }
}

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

/**
 * Browser tests run against the built app exactly as a user starts it (`npm start`), on a fresh
 * DATA_DIR with the embedded PostgreSQL, the offline assistant and payments in test mode.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browserAvailable = existsSync(chromiumPath);
  if (!browserAvailable) {
    if (process.env.CI)
      throw new Error(`Chromium not found at ${chromiumPath}; CI must run the browser tests`);
    process.stderr.write(
      `\n!!! Chromium not found at ${chromiumPath}: SKIPPING ALL BROWSER TESTS. Install it with: apt-get install -y chromium\n\n`,
    );
  }
  project.provide('chromiumPath', chromiumPath);
  project.provide('browserAvailable', browserAvailable);
  project.provide('appAdminPassword', E2E_ADMIN_PASSWORD);
  if (!browserAvailable) {
    project.provide('appUrl', '');
    return;
  }

  const app = await startAppWithNpmStart({
    dataDirPrefix: 'inventdraft-e2e-',
    adminPassword: E2E_ADMIN_PASSWORD,
  });
  project.provide('appDataDir', app.dataDir);
  project.provide('appUrl', app.url);

  return app.stop;
}
