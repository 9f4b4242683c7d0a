import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export type TestDatabase = { url: string; name: string; drop(): Promise<void> };

/** The server URL with another database name. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** An empty database of its own for one test file, on the run's PostgreSQL server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `inventdraft_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  return {
    name,
    url: withDatabase(inject('adminDatabaseUrl'), name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}
