import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, stopProcessGroup } from '../helpers/server-process';
import { makeTempDir, removeDir } from '../helpers/temp-dir';

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
const root = path.resolve(import.meta.dirname, '../..');

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not become ready at ${url} within ${timeoutMs / 1000} s`);
}

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

  const dataDir = makeTempDir('inventdraft-e2e-');
  project.provide('appDataDir', dataDir);
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      SMTP_URL: '',
      AI_PROVIDER: 'offline',
    },
  });
  const appUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(appUrl, child, 180_000);
  } catch (error) {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    throw error;
  }
  project.provide('appUrl', appUrl);

  return async () => {
    await stopProcessGroup(child);
    await removeDir(dataDir);
  };
}
