import pg from 'pg';
import type { Logger } from 'pino';

/**
 * pg-pool listens for errors on idle connections only. A connection that dies while checked out (a
 * transaction in flight when the database restarts) would emit an 'error' nobody handles, which
 * crashes the process; and drizzle never releases a connection whose `begin` failed, so the pool
 * would lose a slot for good. Here such a connection is handed back at once with its error, which
 * makes the pool discard it, and the caller's own release later does nothing.
 */
function discardConnectionsThatDie(pool: pg.Pool, logger: Logger): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error: Error & { code?: string }) => {
      if (!checkedOut.has(client)) return;
      logger.warn({ err: error }, 'database connection lost during a query');
      const release = client.release;
      client.release = () => undefined;
      release(error);
    });
  });
}

/** Errors are logged as their kind and SQLSTATE only (log-safe-error.ts): a message can quote values. */
export function createPool(url: string, logger: Logger): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection dropped by a database restart must not crash the process; the pool reconnects.
  pool.on('error', (error: Error & { code?: string }) =>
    logger.warn({ err: error }, 'idle database connection lost'),
  );
  discardConnectionsThatDie(pool, logger);
  return pool;
}
