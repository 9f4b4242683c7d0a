import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, stopProcessGroup } from '../../tests/helpers/server-process';
import { makeTempDir, removeDir } from '../../tests/helpers/temp-dir';

export type RunningApp = { url: string; dataDir: string; adminPassword: string; stop: () => Promise<void> };

const root = path.resolve(import.meta.dirname, '../..');

async function waitForReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not become ready at ${url}`);
}

/**
 * The app as a user starts it (`npm start`, which builds when stale) on a throw-away DATA_DIR: the
 * embedded PostgreSQL, the offline assistant, payments in test mode, mail written to the outbox.
 */
export async function startApp(): Promise<RunningApp> {
  const dataDir = makeTempDir('inventdraft-screens-');
  const port = await freePort();
  const adminPassword = 'screenshots-admin-password';
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      SMTP_URL: '',
      AI_PROVIDER: 'offline',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcessGroup(child);
    await removeDir(dataDir);
  };
  try {
    await waitForReady(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, adminPassword, stop };
}
