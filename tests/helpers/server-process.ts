import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Below Linux's ephemeral range (32768–60999), from which every listen(0) and outgoing connection draws. */
const FIXED_PORTS = { from: 20_000, to: 32_000 };

/**
 * A free port for a server started in a child process. It is not one the OS hands out for port 0: the
 * child's embedded PostgreSQL listens on port 0 before the app binds its own, and could be given the
 * very port just released here (the app then fails with EADDRINUSE).
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = FIXED_PORTS.from + Math.floor(Math.random() * (FIXED_PORTS.to - FIXED_PORTS.from));
    if (await canListen(port)) return port;
  }
  throw new Error('no free port below the ephemeral range');
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export type ServerProcess = { child: ChildProcess; url: string; pid: number; output: () => string };

/**
 * Runs the real server entry point (src/server/main.ts) as its own process group, as a user would,
 * so tests can kill the whole group or only the Node process.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // Another process may still bind the chosen port first; the app then exits with EADDRINUSE.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnFreePort(env);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnFreePort(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'process-test-password',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
  });
  let log = '';
  child.stdout!.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url, pid: child.pid!, output: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error(`server did not become ready:\n${log}`);
}

export function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Stops a process group started detached (the app and its embedded PostgreSQL) gracefully with SIGTERM,
 * or kills it after a grace period.
 */
export async function stopProcessGroup(child: ChildProcess, graceMs = 20_000): Promise<void> {
  const pid = child.pid;
  if (!pid || child.exitCode !== null || child.signalCode !== null) return;
  process.kill(-pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-pid, 'SIGKILL');
  }, graceMs);
  await waitForExit(child);
  clearTimeout(timer);
}

/** Stops a server process group gracefully (SIGTERM), or kills it after a grace period. */
export function stopServerProcess(server: ServerProcess): Promise<void> {
  return stopProcessGroup(server.child);
}

/**
 * The processes whose working directory is `dir`, read from /proc (Linux). PostgreSQL's postmaster
 * changes into its data directory and every process it forks inherits that, so this finds the whole
 * server, even processes orphaned by their postmaster's death.
 */
export function processesWorkingIn(dir: string): number[] {
  const target = realpathSync(dir);
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) === target) found.push(Number(entry));
    } catch {
      // exited meanwhile, or not ours to inspect
    }
  }
  return found;
}

/** The pid of the PostgreSQL server running in `databaseDir`: the first line of its postmaster.pid. */
export function postmasterPid(databaseDir: string): number {
  return Number(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** Checks `condition` every 50 ms for up to `timeoutMs`; answers whether it came to hold. */
export async function eventually(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return condition();
}
