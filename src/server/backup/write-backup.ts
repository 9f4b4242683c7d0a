import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { encryptingStream } from './backup-encryption';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BACKUP_TABLES, type BackupHeader } from './tables';

const BATCH = 500;

/**
 * Writes a consistent logical snapshot of every table (one REPEATABLE READ, read-only transaction)
 * to a gzip-compressed NDJSON file: a header line, then one `{"t": table, "r": row}` line per row.
 * The file appears under its final name only when complete. With a key (BACKUP_KEY) the compressed
 * stream is encrypted with AES-256-GCM (backup-encryption.ts).
 */
export async function writeBackup(
  pool: pg.Pool,
  file: string,
  options: { key?: string } = {},
): Promise<{ rows: Record<string, number> }> {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial, { mode: 0o600 });
  if (options.key) gzip.pipe(encryptingStream(options.key)).pipe(out);
  else gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };

  const rows: Record<string, number> = {};
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      tables: BACKUP_TABLES,
    };
    await write(JSON.stringify(header));
    for (const table of BACKUP_TABLES) {
      rows[table] = 0;
      // A cursor keeps memory flat whatever the table's size.
      await client.query(
        `declare backup_cursor no scroll cursor for select row_to_json(t)::text as row from "${table}" t`,
      );
      for (;;) {
        const batch = await client.query<{ row: string }>(`fetch ${BATCH} from backup_cursor`);
        for (const { row } of batch.rows) await write(`{"t":${JSON.stringify(table)},"r":${row}}`);
        rows[table] += batch.rowCount ?? 0;
        if ((batch.rowCount ?? 0) < BATCH) break;
      }
      await client.query('close backup_cursor');
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    gzip.destroy();
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    client.release();
  }
  gzip.end();
  await once(out, 'finish');
  await fs.rename(partial, file);
  return { rows };
}
