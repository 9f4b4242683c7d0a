import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { PatentData } from '../../src/contract';
import { drainOutbox } from '../../src/server/mail/outbox-worker';
import { applicationFixture, sketchFixture } from './application-fixture';
import type { SmtpTestServer } from './smtp-test-server';
import { call, type TestApp } from './test-app';

/** A complete, paid session of `email`, as the interview and checkout leave it; answers its public id. */
export async function insertPremiumSession(
  server: TestApp,
  options: { email: string | null; createdAt?: Date; patentData?: PatentData; sketch?: boolean },
): Promise<{ sessionId: string; rowId: number }> {
  const sessionId = randomBytes(16).toString('base64url');
  const { rows } = await server.database.pool.query<{ id: number }>(
    `insert into sessions (session_id, user_email, current_step, is_complete, premium_unlocked, patent_data, created_at)
     values ($1, $2, 8, true, true, $3, $4) returning id`,
    [sessionId, options.email, options.patentData ?? applicationFixture(), options.createdAt ?? new Date()],
  );
  const rowId = rows[0]!.id;
  if (options.sketch) {
    await server.database.pool.query(
      `insert into sketches (session_id, mime_type, bytes, width, height) values ($1, 'image/png', $2, 1600, 1200)`,
      [rowId, await sketchFixture()],
    );
  }
  return { sessionId, rowId };
}

/**
 * Proves `email` the way a browser does (design §7): asks for the sign-in link, takes it from the
 * mail the SMTP server received, spends it, and answers the proof cookie.
 */
export async function signInByMail(server: TestApp, smtp: SmtpTestServer, email: string): Promise<string> {
  const requested = await call(server.url, 'POST', '/api/user/sessions/sign-in-link', { email });
  expect(requested.status).toBe(202);
  await drainOutbox(server.app.services, { asOf: new Date() });
  const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email) && /sign in/i.test(m.subject ?? ''));
  smtp.received.splice(smtp.received.indexOf(mail), 1);
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`no sign-in token in: ${mail.text}`);
  const verified = await call(server.url, 'POST', '/api/user/sessions/sign-in', { email, token });
  expect(verified.status).toBe(200);
  return verified.headers.getSetCookie()[0]!.split(';')[0]!;
}
