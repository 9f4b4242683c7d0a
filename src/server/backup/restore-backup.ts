import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type pg from 'pg';
import {
  BackupIntegrityError,
  decryptedBackupStream,
  isEncryptedBackup,
  verifyEncryptedBackup,
} from './backup-encryption';
import { BACKUP_FORMAT, BACKUP_TABLES, type BackupHeader } from './tables';

export class RestoreError extends Error {}

const BATCH = 200;

/**
 * The table's columns a restore writes, quoted and comma-separated: all but those PostgreSQL computes
 * itself (generated columns refuse values, and recompute from the restored ones).
 */
async function writableColumns(client: pg.PoolClient, table: string): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = current_schema() and table_name = $1 and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  return rows.map((row) => `"${row.name.replace(/"/g, '""')}"`).join(', ');
}

/**
 * The backup's gzip stream. An encrypted file needs its key and must pass its integrity check first,
 * so nothing is restored from a file that was tampered with.
 */
async function openBackup(file: string, key: string | undefined) {
  if (!(await isEncryptedBackup(file))) return createReadStream(file);
  if (!key) throw new RestoreError(`${file} is encrypted: set BACKUP_KEY to the key it was written with`);
  try {
    await verifyEncryptedBackup(file, key);
  } catch (error) {
    if (error instanceof BackupIntegrityError) throw new RestoreError(error.message, { cause: error });
    throw error;
  }
  return decryptedBackupStream(file, key);
}

/**
 * Loads a backup written by writeBackup into a database whose schema is migrated and whose tables
 * are all empty. Everything happens in one transaction: a failed restore leaves the database empty.
 */
export async function restoreBackup(
  pool: pg.Pool,
  file: string,
  options: { key?: string } = {},
): Promise<{ rows: Record<string, number> }> {
  const input = await openBackup(file, options.key);
  const client = await pool.connect();
  const rows: Record<string, number> = Object.fromEntries(BACKUP_TABLES.map((table) => [table, 0]));
  try {
    await client.query('begin');
    for (const table of BACKUP_TABLES) {
      const { rows: found } = await client.query(`select exists (select 1 from "${table}") as any`);
      if (found[0].any)
        throw new RestoreError(
          `The database is not empty (table ${table} has rows); restore into an empty database`,
        );
    }

    let header: BackupHeader | undefined;
    let pending: { table: string; json: string[] } = { table: '', json: [] };
    const columnLists = new Map<string, string>();
    const flush = async () => {
      if (pending.json.length === 0) return;
      const table = pending.table;
      if (!columnLists.has(table)) columnLists.set(table, await writableColumns(client, table));
      const columns = columnLists.get(table)!;
      // json_populate_record turns each JSON row back into the table's types (bytea from its hex text).
      await client.query(
        `insert into "${table}" (${columns}) select ${columns}
         from unnest($1::json[]) as j, json_populate_record(null::"${table}", j) as r`,
        [pending.json],
      );
      rows[pending.table] = (rows[pending.table] ?? 0) + pending.json.length;
      pending = { table: pending.table, json: [] };
    };

    // Created right before iterating: lines read earlier would be lost to the async iterator.
    const lines = createInterface({
      input: input.pipe(createGunzip()),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    for await (const line of lines) {
      if (!line) continue;
      if (!header) {
        header = JSON.parse(line) as BackupHeader;
        if (header.format !== BACKUP_FORMAT) throw new RestoreError(`${file} is not an InventDraft backup`);
        continue;
      }
      const entry = JSON.parse(line) as { t: string; r: unknown };
      if (!BACKUP_TABLES.includes(entry.t))
        throw new RestoreError(`The backup has an unknown table ${entry.t}`);
      if (entry.t !== pending.table) {
        await flush();
        pending = { table: entry.t, json: [] };
      }
      pending.json.push(JSON.stringify(entry.r));
      if (pending.json.length >= BATCH) await flush();
    }
    await flush();
    if (!header) throw new RestoreError(`${file} is empty`);

    // Serial ids continue after the restored rows.
    for (const table of BACKUP_TABLES) {
      const { rows: serial } = await client.query<{ sequence: string | null }>(
        `select pg_get_serial_sequence($1, 'id') as sequence from information_schema.columns
         where table_name = $2 and column_name = 'id'`,
        [`"${table}"`, table],
      );
      const sequence = serial[0]?.sequence;
      if (sequence) {
        await client.query(`select setval($1, coalesce((select max(id) from "${table}"), 0) + 1, false)`, [
          sequence,
        ]);
      }
    }
    // Derived data kept by triggers (the admin counters) is rebuilt from the restored rows.
    const { rows: recount } = await client.query(
      `select to_regproc('admin_recount_sessions') is not null as present`,
    );
    if (recount[0].present) await client.query('select admin_recount_sessions()');
    await client.query('commit');
    return { rows };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
