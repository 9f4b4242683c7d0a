import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The e2e app's embedded PostgreSQL, found through its data folder (port in postmaster.pid). */
export async function connectToAppDatabase(dataDir: string): Promise<pg.Client> {
  const port = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  const password = readFileSync(path.join(dataDir, 'pg-secret'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password });
  await client.connect();
  return client;
}
