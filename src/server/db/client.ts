import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Logger } from 'pino';
import { startEmbeddedServer } from './embedded-server';
import { createPool } from './pool';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; operations accept either this or the database itself. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  pool: pg.Pool;
  /** 'embedded' when this process started its own PostgreSQL server. */
  kind: 'embedded' | 'external';
  url: string;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: serialises migrations when several app instances start together. */
const MIGRATION_LOCK_ID = 7_245_019;

async function applyMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

/**
 * Opens the database the configuration names: the PostgreSQL server at `databaseUrl`, or else an
 * embedded server under `dataDir/pg`. Migrations are applied before this returns.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  logger: Logger;
}): Promise<Database> {
  const { logger } = options;
  const embedded = options.databaseUrl ? undefined : await startEmbeddedServer(options.dataDir, logger);
  const url = options.databaseUrl ?? embedded!.url;
  const pool = createPool(url, logger);
  try {
    await applyMigrations(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: embedded ? 'embedded' : 'external',
    url,
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
