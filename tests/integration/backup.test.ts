import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneBackups } from '../../src/server/backup/backup-worker';
import { RestoreError, restoreBackup } from '../../src/server/backup/restore-backup';
import { BACKUP_TABLES } from '../../src/server/backup/tables';
import { writeBackup } from '../../src/server/backup/write-backup';
import { openDatabase } from '../../src/server/db/client';
import { createLogger } from '../../src/server/logger';
import { startServerProcess, stopServerProcess } from '../helpers/server-process';
import { newSession } from '../helpers/session-factories';
import { makeTempDir, removeDir } from '../helpers/temp-dir';
import { call, startTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const logger = createLogger('silent');
const BACKUP_KEY = 'correct horse battery staple 42';

/** A fresh, migrated, empty database for one restore. */
async function withEmptyDatabase(use: (pool: import('pg').Pool) => Promise<void>) {
  const target = await createTestDatabase();
  const database = await openDatabase({ databaseUrl: target.url, dataDir: makeTempDir(), logger });
  try {
    await use(database.pool);
  } finally {
    await database.close();
    await target.drop();
  }
}

async function tableContents(pool: import('pg').Pool) {
  const contents: Record<string, unknown[]> = {};
  for (const table of BACKUP_TABLES) {
    const { rows } = await pool.query(`select row_to_json(t)::text as row from "${table}" t order by 1`);
    contents[table] = rows.map((r) => r.row);
  }
  return contents;
}

describe('backup and restore', () => {
  let source: TestApp;
  const dir = makeTempDir();
  beforeAll(async () => {
    source = await startTestApp();
    for (const userEmail of ['a@example.com', 'b@example.com']) {
      await newSession(source.url, { userEmail });
    }
    const pool = source.database.pool;
    const { rows } = await pool.query('select id from sessions order by id limit 1');
    const sessionId = rows[0].id;
    await pool.query(`update sessions set patent_data = $1 where id = $2`, [
      { title: 'Solar kettle — 90 °C ± 2 “quoted”', completedSections: ['title'] },
      sessionId,
    ]);
    await pool.query(
      'insert into sketches (session_id, mime_type, bytes, width, height) values ($1, $2, $3, 2, 2)',
      [sessionId, 'image/png', Buffer.from([0, 1, 2, 250, 255])],
    );
    await pool.query(
      `insert into payments (provider, provider_payment_id, session_id, email, amount_cents, currency, status)
       values ('test', 'test_1', $1, 'a@example.com', 5900, 'usd', 'succeeded')`,
      [sessionId],
    );
  });
  afterAll(async () => {
    await source.close();
    await removeDir(dir);
  });

  it('round-trips every table exactly, bytes and unicode included, and ids continue after the restored rows', async () => {
    const file = path.join(dir, 'snapshot.ndjson.gz');
    const { rows } = await writeBackup(source.database.pool, file);
    expect(rows.sessions).toBe(2);
    expect(rows.messages).toBe(2);

    const target = await createTestDatabase();
    const restored = await openDatabase({ databaseUrl: target.url, dataDir: dir, logger });
    try {
      await restoreBackup(restored.pool, file);
      expect(await tableContents(restored.pool)).toEqual(await tableContents(source.database.pool));
      const next = await restored.pool.query(`insert into sessions (session_id) values ('new') returning id`);
      const max = await source.database.pool.query('select max(id)::int as id from sessions');
      expect(next.rows[0].id).toBeGreaterThan(max.rows[0].id);
    } finally {
      await restored.close();
      await target.drop();
    }
  });

  it('refuses to restore into a database that has data, and changes nothing there', async () => {
    const file = path.join(dir, 'again.ndjson.gz');
    await writeBackup(source.database.pool, file);
    const before = await tableContents(source.database.pool);
    await expect(restoreBackup(source.database.pool, file)).rejects.toBeInstanceOf(RestoreError);
    expect(await tableContents(source.database.pool)).toEqual(before);
  });

  it('encrypts with BACKUP_KEY: the file holds no plaintext, and restores exactly with the key', async () => {
    const file = path.join(dir, 'sealed.ndjson.gz.enc');
    await writeBackup(source.database.pool, file, { key: BACKUP_KEY });
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 8).toString()).toBe('IDBKAES1');
    expect(() => gunzipSync(bytes)).toThrow();
    expect(bytes.includes(Buffer.from('Solar kettle'))).toBe(false);

    await withEmptyDatabase(async (pool) => {
      await restoreBackup(pool, file, { key: BACKUP_KEY });
      expect(await tableContents(pool)).toEqual(await tableContents(source.database.pool));
    });
  });

  it('refuses an encrypted backup without the key, with another key, or changed by one byte, and restores nothing', async () => {
    const file = path.join(dir, 'tampered.ndjson.gz.enc');
    await writeBackup(source.database.pool, file, { key: BACKUP_KEY });
    const original = readFileSync(file);
    const flipped = (at: number) => {
      const copy = Buffer.from(original);
      copy[at] = copy[at]! ^ 0x01;
      const changed = path.join(dir, `flipped-${at}.enc`);
      writeFileSync(changed, copy);
      return changed;
    };
    await withEmptyDatabase(async (pool) => {
      await expect(restoreBackup(pool, file)).rejects.toThrow(/is encrypted: set BACKUP_KEY/);
      await expect(restoreBackup(pool, file, { key: 'not-the-right-key-at-all' })).rejects.toThrow(
        /failed its integrity check/,
      );
      // A byte of the data, of the salt in the header, and of the tag at the end.
      for (const at of [Math.floor(original.length / 2), 10, original.length - 1]) {
        await expect(restoreBackup(pool, flipped(at), { key: BACKUP_KEY })).rejects.toBeInstanceOf(
          RestoreError,
        );
      }
      writeFileSync(path.join(dir, 'cut.enc'), original.subarray(0, original.length - 40));
      await expect(
        restoreBackup(pool, path.join(dir, 'cut.enc'), { key: BACKUP_KEY }),
      ).rejects.toBeInstanceOf(RestoreError);
      const { rows } = await pool.query('select count(*)::int as n from sessions');
      expect(rows[0].n).toBe(0);
    });
  });

  it('keeps only the newest backups when pruning', async () => {
    const pruneDir = makeTempDir();
    const names = [
      'inventdraft-20260101T000000Z.ndjson.gz',
      'inventdraft-20260101T010000Z.ndjson.gz',
      'inventdraft-20260101T020000Z.ndjson.gz',
    ];
    for (const name of names)
      await import('node:fs/promises').then((fs) => fs.writeFile(path.join(pruneDir, name), ''));
    expect(await pruneBackups(pruneDir, 2)).toEqual([names[0]]);
    expect(existsSync(path.join(pruneDir, names[2]!))).toBe(true);
    await removeDir(pruneDir);
  });

  it('npm run backup on a running embedded app, then npm run restore into a new data folder', async () => {
    const first = makeTempDir();
    const second = makeTempDir();
    const file = path.join(dir, 'cli.ndjson.gz.enc');
    const app = await startServerProcess({ DATA_DIR: first });
    try {
      const created = await newSession(app.url, { userEmail: 'cli@example.com' });
      const env = { ...process.env, DATA_DIR: first, DATABASE_URL: '', LOG_LEVEL: 'silent', BACKUP_KEY };
      const backup = await run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', file], {
        cwd: root,
        env,
      });
      expect(backup.stdout).toMatch(/sessions: 1 rows/);
      expect(backup.stdout).toMatch(/encrypted with BACKUP_KEY/);
      await stopServerProcess(app);

      const keyless = await run(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', file], {
        cwd: root,
        env: { ...env, DATA_DIR: second, BACKUP_KEY: '' },
      }).catch((error: { code: number; stderr: string }) => error);
      expect(keyless).toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/is encrypted: set BACKUP_KEY/),
      });

      const restore = await run(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', file], {
        cwd: root,
        env: { ...env, DATA_DIR: second },
      });
      expect(restore.stdout).toMatch(/sessions: 1 rows/);
      const restoredApp = await startServerProcess({ DATA_DIR: second });
      try {
        const fetched = await call(restoredApp.url, 'GET', `/api/patent/session/${created.sessionId}`);
        expect(fetched.status).toBe(200);
      } finally {
        await stopServerProcess(restoredApp);
      }
    } finally {
      await stopServerProcess(app);
      await removeDir(first);
      await removeDir(second);
    }
    // Three server and CLI processes start here, each with PostgreSQL: slow on a busy 2-core machine.
  }, 180_000);
});
