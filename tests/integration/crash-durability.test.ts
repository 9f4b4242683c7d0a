import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runningEmbeddedServerUrl } from '../../src/server/db/embedded-server';
import { isProcessAlive } from '../../src/server/db/process-alive';
import { durabilityProblems } from '../helpers/durability-checks';
import {
  eventually,
  postmasterPid,
  processesWorkingIn,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitForExit,
} from '../helpers/server-process';
import { makeTempDir, removeDir } from '../helpers/temp-dir';
import { createTestDatabase } from '../helpers/test-database';
import { type AcknowledgedWrites, noAcknowledgedWrites, startWriteLoad } from '../helpers/write-load';

/** Kill-and-restart rounds per mode, in the same data directory or database. */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
if (!(Number.isInteger(ROUNDS) && ROUNDS >= 1)) throw new Error('CRASH_ROUNDS must be a whole number ≥ 1');
/** The kill comes up to MAX_EXTRA_LOAD_MS after this many writes, with every kind among them. */
const WRITES_BEFORE_KILL = 40;
const MAX_EXTRA_LOAD_MS = 1_500;

/** The server in test mode: offline drafter, no Stripe (checkout unlocks at once), mail to files. */
const serverEnv = (dataDir: string, databaseUrl?: string) => ({
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  AI_PROVIDER: 'offline',
  STRIPE_SECRET_KEY: '',
  STRIPE_PUBLISHABLE_KEY: '',
  SMTP_URL: '',
  // The load's clients each send from an address of their own (X-Forwarded-For).
  TRUST_PROXY: '1',
});

/** SIGKILL, unless the process has already gone (a backend can exit between listing and kill). */
function killIfAlive(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function embeddedDatabaseUrl(dataDir: string): Promise<string> {
  const url = await runningEmbeddedServerUrl(dataDir);
  if (!url) throw new Error(`no embedded PostgreSQL is running in ${dataDir}`);
  return url;
}

type CrashMode = {
  start(): Promise<ServerProcess>;
  databaseUrl(): Promise<string>;
  /** Sends SIGKILL while the load runs. */
  kill(server: ServerProcess): void;
  /** What must hold once the killed app process has exited. */
  afterKill?(): Promise<void>;
  /** What must hold once the new app process is ready. */
  afterRestart?(): Promise<void>;
};

/** A turn and a checkout on a new session after the restart; they join the writes checked later. */
async function expectAcceptsWrites(url: string, acknowledged: AcknowledgedWrites) {
  const post = (route: string, body: unknown) =>
    fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const created = await post('/api/patent/session', { userEmail: 'after.restart@example.com' });
  expect(created.status).toBe(201);
  const sessionId = ((await created.json()) as { session: { sessionId: string } }).session.sessionId;
  acknowledged.sessions.add(sessionId);
  const content = 'A lamp that dims itself when the room gets brighter.';
  const answered = await post(`/api/patent/session/${sessionId}/message`, { content });
  expect(answered.status).toBe(200);
  const { aiMessage } = (await answered.json()) as { aiMessage: { id: number; content: string } };
  acknowledged.messages.push({ sessionId, content, aiMessageId: aiMessage.id, aiContent: aiMessage.content });
  const paid = await post('/api/create-payment-intent', {
    email: 'after.restart@example.com',
    existingSessionId: sessionId,
  });
  expect(paid.status).toBe(200);
  acknowledged.checkouts.add(sessionId);
}

/**
 * ROUNDS times: a mixed write load from eight clients, SIGKILL at a random moment of it, restart in the
 * same place, then every acknowledged write must be there, the database consistent, and the new
 * server must take writes. Acknowledged writes accumulate, so each round re-checks the earlier ones.
 */
async function crashRepeatedly(mode: CrashMode, cleanups: Array<() => Promise<void>>) {
  const acknowledged = noAcknowledgedWrites();
  let server = await mode.start();
  cleanups.push(() => stopServerProcess(server));
  for (let round = 1; round <= ROUNDS; round++) {
    const load = startWriteLoad({ url: server.url, acknowledged, round });
    await load.underway(WRITES_BEFORE_KILL);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * MAX_EXTRA_LOAD_MS));
    const killed = server;
    const { inFlightAtKill, unexpected } = await load.crash(() => mode.kill(killed));
    expect(unexpected, `round ${round}`).toEqual([]);
    // Requests were in flight: the kill landed in the middle of the load. (Whether any of them then
    // failed depends on how fast the dying server's sockets close; answers that arrived first count as
    // acknowledged and are checked like every other.)
    expect(inFlightAtKill, `round ${round}`).toBeGreaterThan(0);
    await waitForExit(killed.child);
    await mode.afterKill?.();

    server = await mode.start();
    await mode.afterRestart?.();
    const problems = await durabilityProblems({
      url: server.url,
      databaseUrl: await mode.databaseUrl(),
      acknowledged,
    });
    expect(problems, `round ${round}, writes this round ${JSON.stringify(load.counts)}`).toEqual([]);
    await expectAcceptsWrites(server.url, acknowledged);
  }
  await stopServerProcess(server);
}

// Each mode starts ROUNDS + 1 server processes under load: a minute or more on a busy 2-core machine.
const timeout = 90_000 + ROUNDS * 60_000;
describe(`acknowledged writes survive ${ROUNDS} SIGKILLs under a mixed write load`, { timeout }, () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('embedded PostgreSQL: the app process group and the database server are SIGKILLed', async () => {
    const dataDir = makeTempDir();
    cleanups.push(() => removeDir(dataDir));
    const databaseDir = path.join(dataDir, 'pg');
    let listedBeforeKill: number[] = [];
    let killed: number[] = [];
    await crashRepeatedly(
      {
        start: () => startServerProcess(serverEnv(dataDir)),
        databaseUrl: () => embeddedDatabaseUrl(dataDir),
        // A crash of the whole machine: committed data must already be on disk. The postmaster is in
        // the app's process group; its backends and helpers run in sessions of their own and, once
        // orphaned, exit by themselves within moments. So the server's processes are listed first, by
        // their working directory (the data directory), while it runs; then all are killed together,
        // and a second listing catches any backend forked while the first was read.
        kill(server) {
          listedBeforeKill = processesWorkingIn(databaseDir);
          process.kill(-server.pid, 'SIGKILL');
          for (const pid of listedBeforeKill) killIfAlive(pid);
          const stragglers = processesWorkingIn(databaseDir);
          for (const pid of stragglers) killIfAlive(pid);
          killed = [...listedBeforeKill, ...stragglers];
        },
        async afterKill() {
          // The postmaster and its helpers at least (checkpointer, WAL writer…), and the backends.
          expect(listedBeforeKill).toContain(postmasterPid(path.join(dataDir, 'pg')));
          expect(listedBeforeKill.length).toBeGreaterThan(3);
          expect(await eventually(() => !killed.some(isProcessAlive), 5_000)).toBe(true);
          expect(processesWorkingIn(databaseDir)).toEqual([]);
        },
      },
      cleanups,
    );
  });

  it('embedded PostgreSQL: only the Node process dies and the database server is left running', async () => {
    const dataDir = makeTempDir();
    cleanups.push(() => removeDir(dataDir));
    let leftoverPid = 0;
    await crashRepeatedly(
      {
        start: () => startServerProcess(serverEnv(dataDir)),
        databaseUrl: () => embeddedDatabaseUrl(dataDir),
        kill(server) {
          leftoverPid = postmasterPid(path.join(dataDir, 'pg'));
          process.kill(server.pid, 'SIGKILL');
        },
        async afterKill() {
          expect(isProcessAlive(leftoverPid)).toBe(true);
        },
        // The new app stops the leftover server and owns a fresh one.
        async afterRestart() {
          expect(isProcessAlive(leftoverPid)).toBe(false);
          expect(postmasterPid(path.join(dataDir, 'pg'))).not.toBe(leftoverPid);
        },
      },
      cleanups,
    );
  });

  it(`external PostgreSQL (${inject('databaseKind')} test server): the app process group is SIGKILLed`, async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const dataDir = makeTempDir();
    cleanups.push(() => removeDir(dataDir));
    await crashRepeatedly(
      {
        start: () => startServerProcess(serverEnv(dataDir, database.url)),
        databaseUrl: async () => database.url,
        kill: (server) => process.kill(-server.pid, 'SIGKILL'),
      },
      cleanups,
    );
  });

  it('shuts down gracefully on SIGTERM, stopping the embedded database server', async () => {
    const dataDir = makeTempDir();
    cleanups.push(() => removeDir(dataDir));
    const server = await startServerProcess({ DATA_DIR: dataDir });
    const databasePid = postmasterPid(path.join(dataDir, 'pg'));
    process.kill(server.pid, 'SIGTERM');
    await waitForExit(server.child);
    expect(server.child.exitCode).toBe(0);
    expect(isProcessAlive(databasePid)).toBe(false);
  });
});
