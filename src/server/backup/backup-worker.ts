import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Logger } from 'pino';
import { startPeriodicTask } from '../periodic-task';
import { backupFileName, backupsDir } from './backup-file-name';
import { writeBackup } from './write-backup';

export const BACKUP_INTERVAL_MS = 60 * 60 * 1000;
/** Two days of hourly snapshots. */
export const BACKUPS_KEPT = 48;

/** Deletes all but the newest `keep` backups in the folder. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((name) => /^inventdraft-.*\.ndjson\.gz(\.enc)?$/.test(name))
    .sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  await Promise.all(old.map((name) => fs.rm(path.join(dir, name), { force: true })));
  return old;
}

/**
 * Embedded mode only (a managed PostgreSQL has its own backups): one snapshot an hour under
 * DATA_DIR/backups, the policy pages' one-hour recovery point, keeping the newest BACKUPS_KEPT.
 */
export function startBackupWorker(options: {
  pool: pg.Pool;
  dataDir: string;
  logger: Logger;
  /** BACKUP_KEY: when set, every hourly backup is encrypted with it. */
  key?: string;
  intervalMs?: number;
  keep?: number;
}) {
  const { pool, dataDir, logger } = options;
  return startPeriodicTask({
    name: 'hourly backup',
    intervalMs: options.intervalMs ?? BACKUP_INTERVAL_MS,
    logger,
    async run() {
      const dir = backupsDir(dataDir);
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const file = backupFileName(dataDir, new Date(), Boolean(options.key));
      const started = Date.now();
      const { rows } = await writeBackup(pool, file, { key: options.key });
      await pruneBackups(dir, options.keep ?? BACKUPS_KEPT);
      const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
      logger.info(
        { file, rows: total, encrypted: Boolean(options.key), ms: Date.now() - started },
        'hourly backup written',
      );
    },
  });
}
