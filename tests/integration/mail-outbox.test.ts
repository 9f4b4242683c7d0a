import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { asc } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { outbox } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import { enqueueMail } from '../../src/server/mail/enqueue-mail';
import { drainOutbox, retryDelayMs, startOutboxWorker } from '../../src/server/mail/outbox-worker';
import { createMailTransport } from '../../src/server/mail/transport';
import { newSession } from '../helpers/session-factories';
import { startSmtpTestServer } from '../helpers/smtp-test-server';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

const mail = (to: string, n = 0) => ({
  kind: 'recovery_link' as const,
  to,
  subject: `Mail ${n}`,
  text: `Body ${n} https://inventdraft.example/chat/AAAAAAAAAAAAAAAAAAAAA${n % 10}`,
  html: `<p>Body ${n}</p>`,
});

describe(`the outbox (${inject('databaseKind')} PostgreSQL)`, () => {
  describe('with SMTP', () => {
    const smtpPromise = startSmtpTestServer();
    let server: TestApp;
    beforeAll(async () => {
      const smtp = await smtpPromise;
      // Start with the SMTP server down: connections to its port are refused.
      await smtp.stop();
      server = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://inventdraft.example' });
    });
    afterAll(async () => {
      server.app.services.mailer.transport.close();
      await server?.close();
      await (await smtpPromise).stop();
    });

    it('keeps mail while the SMTP server is down, retries with back-off, and delivers it once it is back', async () => {
      const smtp = await smtpPromise;
      const { db } = server.database;
      await enqueueMail({ db }, mail('waiting@example.com'));

      expect(await drainOutbox(server.app.services)).toEqual({ sent: 0, failed: 1 });
      let [row] = await db.select().from(outbox);
      expect(row).toMatchObject({ attempts: 1, sentAt: null });
      expect(row!.lastError).toBeTruthy();
      const firstDelay = row!.nextAttemptAt.getTime() - Date.now();
      expect(firstDelay).toBeGreaterThan(20_000);

      // Not due yet: a drain now leaves it alone.
      expect(await drainOutbox(server.app.services)).toEqual({ sent: 0, failed: 0 });
      // Due (as of after the back-off) but still down: the second attempt waits twice as long.
      const later = new Date(Date.now() + 10 * 60_000);
      expect(await drainOutbox(server.app.services, { asOf: later })).toEqual({ sent: 0, failed: 1 });
      [row] = await db.select().from(outbox);
      expect(row!.attempts).toBe(2);
      expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(firstDelay + 20_000);

      await smtp.start();
      expect(await drainOutbox(server.app.services, { asOf: later })).toEqual({ sent: 1, failed: 0 });
      const delivered = await smtp.waitFor((m) => m.envelopeTo.includes('waiting@example.com'));
      expect(delivered.subject).toBe('Mail 0');
      [row] = await db.select().from(outbox);
      expect(row).toMatchObject({ attempts: 3, lastError: null, lockedUntil: null });
      expect(row!.sentAt).toBeInstanceOf(Date);
      expect(await drainOutbox(server.app.services, { asOf: later })).toEqual({ sent: 0, failed: 0 });
    });

    it('never sends a mail twice when two app instances drain the same outbox at once', async () => {
      const smtp = await smtpPromise;
      if (!smtp.listening) await smtp.start();
      const { db } = server.database;
      const count = 30;
      for (let n = 0; n < count; n++) await enqueueMail({ db }, mail(`many${n}@example.com`, n));

      // A second instance: its own pool and its own transport on the same database.
      const logger = createLogger('silent');
      const second = await openDatabase({
        databaseUrl: server.config.databaseUrl,
        dataDir: server.dataDir,
        logger,
      });
      const secondDeps = {
        db: second.db,
        logger,
        mailer: { transport: createMailTransport(server.config, logger) },
      };
      try {
        const results = await Promise.all([
          drainOutbox(server.app.services, { batchSize: 3 }),
          drainOutbox(secondDeps, { batchSize: 3 }),
          drainOutbox(server.app.services, { batchSize: 3 }),
          drainOutbox(secondDeps, { batchSize: 3 }),
        ]);
        expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(count);
      } finally {
        secondDeps.mailer.transport.close();
        await second.close();
      }
      const many = smtp.received.filter((m) => m.envelopeTo.some((to) => to.startsWith('many')));
      expect(many).toHaveLength(count);
      expect(new Set(many.map((m) => m.messageId)).size).toBe(count);
      const rows = await db.select().from(outbox).orderBy(asc(outbox.id));
      expect(rows.every((r) => r.sentAt !== null && r.attempts >= 1)).toBe(true);
    });

    it('sends mail soon after a request when the worker runs, and stops cleanly', async () => {
      const smtp = await smtpPromise;
      if (!smtp.listening) await smtp.start();
      const worker = startOutboxWorker(
        {
          ...server.app.services,
          mailer: { transport: createMailTransport(server.config, createLogger('silent')) },
        },
        { pollIntervalMs: 50 },
      );
      try {
        const created = await newSession(server.url);
        await call(server.url, 'POST', '/api/patent/session/save-for-later', {
          email: 'polled@example.com',
          sessionId: created.sessionId,
        });
        const delivered = await smtp.waitFor((m) => m.envelopeTo.includes('polled@example.com'), 5_000);
        expect(delivered.text).toContain(`/chat/${created.sessionId}`);
      } finally {
        await worker.stop();
      }
    });
  });

  it('doubles the retry delay up to a ceiling', () => {
    const options = { baseDelayMs: 30_000, maxDelayMs: 3_600_000 };
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, options))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, options)).toBe(3_600_000);
  });

  describe('without SMTP_URL', () => {
    let server: TestApp;
    beforeAll(async () => {
      server = await startTestApp({ PUBLIC_URL: 'https://inventdraft.example' });
    });
    afterAll(() => server?.close());

    it('writes a private .eml file per mail and logs its outbox id, kind and file, never the link or the body', async () => {
      const lines: string[] = [];
      const logger = pino(
        { level: 'info' },
        new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      );
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: server.config.databaseUrl,
        DATA_DIR: server.dataDir,
        PUBLIC_URL: 'https://inventdraft.example',
      });
      const deps = {
        db: server.database.db,
        logger,
        mailer: { transport: createMailTransport(config, logger) },
      };
      expect(deps.mailer.transport.kind).toBe('file');

      const { sessionId } = await newSession(server.url);
      await call(server.url, 'POST', '/api/patent/session/save-for-later', {
        email: 'file@example.com',
        sessionId,
      });
      expect(await drainOutbox(deps)).toEqual({ sent: 1, failed: 0 });

      const dir = path.join(server.dataDir, 'outbox');
      const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const file = path.join(dir, files[0]!);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const eml = readFileSync(file, 'utf8');
      expect(eml).toMatch(/^To: file@example\.com$/m);
      expect(eml).toContain(`https://inventdraft.example/chat/${sessionId}`);
      expect(eml).toMatch(/Content-Type: text\/html/);

      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const entry = logged.find((line) => line.outboxId !== undefined);
      expect(entry).toMatchObject({ kind: 'recovery_link', file });
      const all = lines.join('\n');
      // The recovery link is a credential: it stays in the private file.
      expect(all).not.toContain(sessionId);
      expect(all).not.toContain('Here is the link to continue');
      expect(all).not.toContain('file@example.com');
    });
  });
});
