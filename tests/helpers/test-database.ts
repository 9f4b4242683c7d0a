import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { queryServer, withDatabase } from './server-database';

export type TestDatabase = { url: string; name: string; drop(): Promise<void> };

const adminQuery = (sql: string) => queryServer(inject('adminDatabaseUrl'), sql);

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
