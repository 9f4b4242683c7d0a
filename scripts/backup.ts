import fs from 'node:fs/promises';
import path from 'node:path';
import { backupFileName } from '../src/server/backup/backup-file-name';
import { writeBackup } from '../src/server/backup/write-backup';
import { loadConfig } from '../src/server/config';
import { openForMaintenance } from '../src/server/db/open-for-maintenance';
import { createLogger } from '../src/server/logger';

/** `npm run backup [-- FILE]`: a consistent snapshot of every table, gzip-compressed (encrypted with BACKUP_KEY). */
const config = loadConfig(process.env);
const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
const file = path.resolve(
  process.argv[2] ?? backupFileName(config.dataDir, new Date(), Boolean(config.backupKey)),
);
await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
const database = await openForMaintenance(config, logger);
try {
  const { rows } = await writeBackup(database.pool, file, { key: config.backupKey });
  const { size } = await fs.stat(file);
  process.stdout.write(
    `Backup written to ${file} (${size} bytes${config.backupKey ? ', encrypted with BACKUP_KEY' : ', not encrypted: BACKUP_KEY is not set'})\n`,
  );
  for (const [table, count] of Object.entries(rows)) process.stdout.write(`  ${table}: ${count} rows\n`);
} finally {
  await database.close();
}
