import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isProcessAlive } from './process-alive';

function isNodeProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    // No /proc (not Linux): trust the pid.
    return true;
  }
}

/**
 * One app process per DATA_DIR: a second one would stop the first one's database server, thinking
 * it was left behind. The claim is a pid file; a file naming a dead process is taken over.
 */
export async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'app.pid');
  const holder = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
  if (holder > 0 && holder !== process.pid && isProcessAlive(holder) && isNodeProcess(holder)) {
    throw new Error(
      `Another InventDraft process (pid ${holder}) is using ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
    );
  }
  await fs.writeFile(file, `${process.pid}\n`, { mode: 0o600 });
  return async () => {
    const current = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
    if (current === process.pid) await fs.rm(file, { force: true });
  };
}
