import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '../../src/server/db/database-unavailable';
import { createPool } from '../../src/server/db/pool';
import { createLogger } from '../../src/server/logger';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/** Ends the server process behind one connection, as a database restart does to all of them. */
async function terminateBackend(pool: pg.Pool, pid: number) {
  await pool.query('select pg_terminate_backend($1)', [pid]);
}

describe('a pooled connection that dies while checked out', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = createPool(database.url, createLogger('silent'));
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('leaves the pool at once, without crashing the process, and a later release does nothing', async () => {
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    await terminateBackend(pool, rows[0]!.pid);
    // Only the connection that ran pg_terminate_backend is left.
    await vi.waitFor(() => expect(pool.totalCount).toBe(1));
    await expect(client.query('select 1')).rejects.toSatisfy(isDatabaseUnavailable);
    client.release();
    expect(pool.totalCount).toBe(1);
  });

  it('fails a transaction cut off midway as "database unavailable", and the pool still serves', async () => {
    const db = drizzle(pool);
    const cutOff = db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      await terminateBackend(pool, rows[0]!.pid);
      await tx.execute(sql`select pg_sleep(0.5)`);
    });
    await expect(cutOff).rejects.toSatisfy(isDatabaseUnavailable);
    const { rows } = await pool.query<{ one: number }>('select 1 as one');
    expect(rows).toEqual([{ one: 1 }]);
  });
});
