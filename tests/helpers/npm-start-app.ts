import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, stopProcessGroup } from './server-process';
import { makeTempDir, removeDir } from './temp-dir';

export type RunningApp = { url: string; dataDir: string; adminPassword: string; stop: () => Promise<void> };

const root = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 180_000;

async function waitForReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not become ready at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * The app as a user starts it (`npm start`, which builds when stale) on a throw-away DATA_DIR: the
 * embedded PostgreSQL, the offline assistant, payments in test mode, mail written to the outbox.
 * The browser tests and `npm run screenshots` both run against it.
 */
export async function startAppWithNpmStart(options: {
  dataDirPrefix: string;
  adminPassword: string;
}): Promise<RunningApp> {
  const { adminPassword } = options;
  const dataDir = makeTempDir(options.dataDirPrefix);
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
