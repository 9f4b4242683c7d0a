import { existsSync } from 'node:fs';
import path from 'node:path';
import { RestoreError, restoreBackup } from '../src/server/backup/restore-backup';
import { loadConfig } from '../src/server/config';
import { openForMaintenance } from '../src/server/db/open-for-maintenance';
import { createLogger } from '../src/server/logger';

/** `npm run restore -- FILE`: loads a backup into an empty database (the configured one); an encrypted one needs BACKUP_KEY. */
const given = process.argv[2];
if (!given || !existsSync(given)) {
  process.stderr.write('Usage: npm run restore -- FILE (a file written by npm run backup)\n');
  process.exit(2);
}
const config = loadConfig(process.env);
const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
const database = await openForMaintenance(config, logger);
try {
  const { rows } = await restoreBackup(database.pool, path.resolve(given), { key: config.backupKey });
  process.stdout.write(`Restored ${given}\n`);
  for (const [table, count] of Object.entries(rows)) process.stdout.write(`  ${table}: ${count} rows\n`);
} catch (error) {
  if (error instanceof RestoreError) {
    process.stderr.write(`Restore failed: ${error.message}\n`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
