import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { isProcessAlive } from '../../src/server/db/process-alive';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitForExit,
} from '../helpers/server-process';
import { makeTempDir, removeDir } from '../helpers/temp-dir';
import { createTestDatabase } from '../helpers/test-database';

/**
 * Creates sessions from several concurrent clients until `acknowledgements` were answered 201, then
 * kills the server mid-load. Returns the ids whose creation was acknowledged.
 */
async function createSessionsThenKill(server: ServerProcess, kill: () => void, acknowledgements: number) {
  const acknowledged: string[] = [];
  let killed = false;
  const client = async () => {
    while (!killed) {
      try {
        const response = await fetch(`${server.url}/api/patent/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userEmail: 'crash@example.com' }),
        });
        if (response.status === 201) {
          const body = (await response.json()) as { session: { sessionId: string } };
          acknowledged.push(body.session.sessionId);
          if (acknowledged.length >= acknowledgements && !killed) {
            killed = true;
            kill();
          }
        }
      } catch {
        // The connection died with the server: this write was never acknowledged.
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, client));
  await waitForExit(server.child);
  return acknowledged;
}

async function expectAllPresent(server: ServerProcess, ids: string[]) {
  const statuses = await Promise.all(
    ids.map(async (id) => (await fetch(`${server.url}/api/patent/session/${id}`)).status),
  );
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

// Each test starts two or three server processes with PostgreSQL: minutes on a busy 2-core machine.
describe('no acknowledged session is lost when the server is killed', { timeout: 180_000 }, () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('embedded PostgreSQL: the whole process group and the database server are SIGKILLed', async () => {
    const dataDir = makeTempDir();
    cleanups.push(() => removeDir(dataDir));
    let server = await startServerProcess({ DATA_DIR: dataDir });
    const databasePid = postmasterPid(dataDir);
    // PostgreSQL's postmaster starts a session of its own, so it is killed by pid, as a crash of the
    // whole machine would.
    const killEverything = () => {
      process.kill(-server.pid, 'SIGKILL');
      process.kill(databasePid, 'SIGKILL');
    };
    const ids = await createSessionsThenKill(server, killEverything, 60);
    expect(ids.length).toBeGreaterThanOrEqual(60);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isProcessAlive(databasePid)).toBe(false);

    server = await startServerProcess({ DATA_DIR: dataDir });
    cleanups.push(() => stopServerProcess(server));
    await expectAllPresent(server, ids);
  });

  it('embedded PostgreSQL: only the Node process dies and the database server is left running', async () => {
    const dataDir = makeTempDir();
    cleanups.push(() => removeDir(dataDir));
    let server = await startServerProcess({ DATA_DIR: dataDir });
    const leftoverPid = postmasterPid(dataDir);
    const ids = await createSessionsThenKill(server, () => process.kill(server.pid, 'SIGKILL'), 60);
    expect(isProcessAlive(leftoverPid)).toBe(true);

    server = await startServerProcess({ DATA_DIR: dataDir });
    cleanups.push(() => stopServerProcess(server));
    expect(isProcessAlive(leftoverPid)).toBe(false);
    await expectAllPresent(server, ids);
    // The restarted app owns a new server and still accepts writes.
    const created = await fetch(`${server.url}/api/patent/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(created.status).toBe(201);
  });

  it(`external PostgreSQL (${inject('databaseKind')} test server): the app process is SIGKILLed`, async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const dataDir = makeTempDir();
    cleanups.push(() => removeDir(dataDir));
    let server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: database.url });
    const ids = await createSessionsThenKill(server, () => process.kill(-server.pid, 'SIGKILL'), 60);

    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: database.url });
    cleanups.push(() => stopServerProcess(server));
    await expectAllPresent(server, ids);
  });

  it('shuts down gracefully on SIGTERM, stopping the embedded database server', async () => {
    const dataDir = makeTempDir();
    cleanups.push(() => removeDir(dataDir));
    const server = await startServerProcess({ DATA_DIR: dataDir });
    const databasePid = postmasterPid(dataDir);
    process.kill(server.pid, 'SIGTERM');
    await waitForExit(server.child);
    expect(server.child.exitCode).toBe(0);
    expect(isProcessAlive(databasePid)).toBe(false);
  });
});
