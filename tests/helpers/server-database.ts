import pg from 'pg';

/**
 * A PostgreSQL server reached by the URL of one of its databases: what tests and benchmarks need
 * to make and drop scratch databases on it. No test-runner imports, so benchmarks can use it too.
 */

/** The server URL with another database name. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement (create or drop database…) on its own connection. */
export async function queryServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
