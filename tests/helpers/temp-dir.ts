import { chmodSync, mkdtempSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A fresh folder for a test's DATA_DIR. mkdtemp makes it 0700; it is opened to 0711 because the
 * embedded PostgreSQL, when tests run as root, runs as the `postgres` user and must pass through it.
 */
export function makeTempDir(prefix = 'inventdraft-test-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o711);
  return dir;
}

export async function removeDir(dir: string): Promise<void> {
  // A just-stopped PostgreSQL can still be removing files; retry instead of failing on ENOTEMPTY.
  await fs.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
