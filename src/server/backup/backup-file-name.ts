import path from 'node:path';

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/** e.g. DATA_DIR/backups/inventdraft-20261122T031500Z.ndjson.gz (`.enc` added when encrypted) — sorts by time. */
export function backupFileName(dataDir: string, at = new Date(), encrypted = false): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join(backupsDir(dataDir), `inventdraft-${stamp}.ndjson.gz${encrypted ? '.enc' : ''}`);
}
