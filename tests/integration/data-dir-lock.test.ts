import { describe, expect, it } from 'vitest';
import { startServerProcess, stopServerProcess } from '../helpers/server-process';
import { makeTempDir, removeDir } from '../helpers/temp-dir';

describe('one app process per DATA_DIR', { timeout: 120_000 }, () => {
  it('refuses to start a second app on a data folder in use, and leaves the first one serving', async () => {
    const dataDir = makeTempDir();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    try {
      await expect(startServerProcess({ DATA_DIR: dataDir })).rejects.toThrow(
        /Another InventDraft process \(pid \d+\) is using .* Stop it, or set DATA_DIR to another folder\./,
      );
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    } finally {
      await stopServerProcess(first);
      await removeDir(dataDir);
    }
  });
});
