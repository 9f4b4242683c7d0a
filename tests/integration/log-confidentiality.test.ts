import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { drainOutbox } from '../../src/server/mail/outbox-worker';
import { type FakeModelServer, startFakeModelServer } from '../helpers/fake-model-server';
import { INVENTIONS } from '../helpers/inventions';
import { newSession } from '../helpers/session-factories';
import { type SmtpTestServer, startSmtpTestServer } from '../helpers/smtp-test-server';
import { call, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../helpers/test-app';

/**
 * Issue 14: the log holds no invention text, e-mail address, session id or credential — across a
 * whole journey and the failures that used to put them there (a query failing mid-turn, SMTP down,
 * the model down), with the log captured at debug level.
 */

const CANARY = 'Quorblatix';
const EMAIL = 'canary.inventor@example.com';
const PUBLIC_URL = 'https://inventdraft.example';

/** Collects every log line the app writes. */
function capturedLog() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, destination, text: () => lines.join('') };
}

/** Reads a server-sent event stream to its end (the streamed message call). */
async function streamed(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

/** Makes every insert into `table` (or update, for sessions) fail with an error quoting the row. */
async function failWritesTo(server: TestApp, table: 'messages' | 'sessions') {
  const pool = server.database.pool;
  await pool.query(`create or replace function refuse_quoting_row() returns trigger language plpgsql as $$
    begin raise exception 'refused row %', row_to_json(new)::text; end $$`);
  const event = table === 'messages' ? 'insert' : 'update';
  await pool.query(
    `create trigger refuse_${table} before ${event} on ${table} for each row execute function refuse_quoting_row()`,
  );
  return () => pool.query(`drop trigger refuse_${table} on ${table}`);
}

function expectNothingConfidential(log: string, secrets: string[]) {
  const lower = log.toLowerCase();
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(5);
    expect(lower.includes(secret.toLowerCase()), `the log contains "${secret}"`).toBe(false);
  }
}

describe(`the log keeps inventions and credentials out (${inject('databaseKind')} PostgreSQL)`, () => {
  describe('a whole journey, a query failing mid-turn and SMTP down', () => {
    const log = capturedLog();
    let smtp: SmtpTestServer;
    let server: TestApp;
    const secrets: string[] = [CANARY, EMAIL, 'canary.inventor', TEST_ADMIN_PASSWORD];

    beforeAll(async () => {
      smtp = await startSmtpTestServer();
      server = await startTestApp(
        { SMTP_URL: smtp.url, PUBLIC_URL, LOG_LEVEL: 'debug' },
        { logDestination: log.destination },
      );
    });
    afterAll(async () => {
      server?.app.services.mailer.transport.close();
      await server?.close();
      await smtp?.stop();
    });

    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      call(server.url, 'POST', path, body, { headers });
    const get = (path: string, headers: Record<string, string> = {}) =>
      call(server.url, 'GET', path, undefined, { headers });
    const drain = () => drainOutbox(server.app.services);

    it('logs routes, outcomes and failures, but none of what the inventor wrote or any key', {
      timeout: 120_000,
    }, async () => {
      // Create, then a whole interview with the canary word in every answer.
      const { sessionId } = await newSession(server.url, { userEmail: EMAIL });
      secrets.push(sessionId);
      const invention = INVENTIONS[4]!;
      const turn = (content: string) => post(`/api/patent/session/${sessionId}/message`, { content });
      expect((await turn(`${invention.landing} It is called the ${CANARY}.`)).status).toBe(200);
      for (const step of [2, 3, 4, 5, 6] as const) {
        for (const answer of invention.answers[step]) {
          const reply = await turn(`${answer} The ${CANARY} does this.`);
          if ((reply.body as { session: { currentStep: number } }).session.currentStep > step) break;
        }
      }
      const streamedTurn = await streamed(`${server.url}/api/patent/session/${sessionId}/message/stream`, {
        content: `skip the sketch of the ${CANARY}`,
      });
      expect(streamedTurn.status).toBe(200);
      expect((await get(`/api/patent/session/${sessionId}`)).status).toBe(200);
      expect((await get(`/api/patent/session/${sessionId}/preview`)).status).toBe(200);
      expect(
        (
          await post(`/api/patent/session/${sessionId}/edit-section`, {
            section: 'title',
            content: `The ${CANARY}`,
          })
        ).status,
      ).toBe(200);

      // Checkout (test mode), the PDFs, Save for Later, a sign-in link and its use, the contact form.
      expect(
        (await post('/api/create-payment-intent', { email: EMAIL, existingSessionId: sessionId })).status,
      ).toBe(200);
      expect((await post(`/api/patent/session/${sessionId}/generate-pdf`, undefined)).status).toBe(200);
      expect((await get(`/api/patent/session/${sessionId}/cover-sheet-pdf`)).status).toBe(200);
      expect((await post('/api/patent/session/save-for-later', { email: EMAIL, sessionId })).status).toBe(
        200,
      );
      expect((await post('/api/user/sessions/sign-in-link', { email: EMAIL })).status).toBe(202);
      await drain();
      const signInMail = await smtp.waitFor((mail) => mail.subject?.startsWith('Sign in') === true);
      const link = new URL((signInMail.text ?? '').split(/\s+/).find((w) => w.includes('token='))!);
      const token = link.searchParams.get('token')!;
      secrets.push(token);
      const signedIn = await post('/api/user/sessions/sign-in', { email: EMAIL, token });
      expect(signedIn.status).toBe(200);
      const proof = signedIn.headers.getSetCookie()[0]!.split(';')[0]!;
      secrets.push(proof.split('=')[1]!);
      expect((await get(`/api/user/sessions/${encodeURIComponent(EMAIL)}`, { cookie: proof })).status).toBe(
        200,
      );
      // The page of the sign-in link (503 here: the tests do not build the web app).
      expect([200, 503]).toContain(
        (await get(`/sessions/${encodeURIComponent(EMAIL)}?token=${token}`)).status,
      );
      expect(
        (
          await post('/api/contact', {
            name: `Ann ${CANARY}`,
            email: EMAIL,
            subject: `About the ${CANARY}`,
            message: `My ${CANARY} question`,
          })
        ).status,
      ).toBe(200);

      // The operator: login, a search for the invention and the address, its messages and PDF.
      const login = await post('/api/admin/login', { password: TEST_ADMIN_PASSWORD });
      const adminCookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
      secrets.push(adminCookie.split('=')[1]!);
      const admin = { cookie: adminCookie };
      expect((await get(`/api/admin/sessions?q=${CANARY}`, admin)).status).toBe(200);
      expect((await get(`/api/admin/sessions/ids?q=${encodeURIComponent(EMAIL)}`, admin)).status).toBe(200);
      expect((await get(`/api/admin/messages/${sessionId}`, admin)).status).toBe(200);
      expect((await get(`/api/admin/session/${sessionId}/download-pdf`, admin)).status).toBe(200);

      // A query failing mid-turn, with an error that quotes the row it refused (the message text).
      let restore = await failWritesTo(server, 'messages');
      expect((await turn(`Another ${CANARY} detail`)).status).toBe(500);
      const failedStream = await streamed(`${server.url}/api/patent/session/${sessionId}/message/stream`, {
        content: `A streamed ${CANARY} detail`,
      });
      expect(failedStream.text).toContain('event: error');
      await restore();
      // The same for an edit: the refused row is the whole patent_data.
      restore = await failWritesTo(server, 'sessions');
      expect(
        (
          await post(`/api/patent/session/${sessionId}/edit-section`, {
            section: 'title',
            content: `${CANARY} II`,
          })
        ).status,
      ).toBe(500);
      await restore();

      // SMTP down: the refused delivery is logged without its recipient or link.
      await drain();
      // The pooled connection would keep the stopped server open; the pool reconnects on the next mail.
      server.app.services.mailer.transport.close();
      await smtp.stop();
      expect((await post('/api/patent/session/save-for-later', { email: EMAIL, sessionId })).status).toBe(
        200,
      );
      expect(await drain()).toMatchObject({ failed: 1 });

      const text = log.text();
      // The log is not empty: it names routes by their pattern, and each failure by its kind and code.
      expect(text).toContain('"route":"/api/patent/session/:sessionId/message"');
      expect(text).toContain('"route":"/api/user/sessions/:email"');
      expect(text).toMatch(/"type":"DrizzleQueryError"/);
      expect(text).toContain('"code":"P0001"');
      expect(text).toContain('e-mail not sent; will retry');
      expect(text).toContain('"code":"ECONNECTION"');
      expectNothingConfidential(text, secrets);
    });
  });

  describe('the model down', () => {
    const log = capturedLog();
    let fake: FakeModelServer;
    let server: TestApp;

    beforeAll(async () => {
      fake = await startFakeModelServer();
      server = await startTestApp(
        {
          AI_PROVIDER: 'openai-compatible',
          AI_MODEL: 'fake-model',
          AI_BASE_URL: fake.baseUrl,
          AI_API_KEY: 'test-key-do-not-log',
          AI_TIMEOUT_MS: '1500',
          LOG_LEVEL: 'debug',
        },
        { logDestination: log.destination },
      );
    });
    afterAll(async () => {
      await server?.close();
      await fake?.close().catch(() => undefined);
    });

    it('logs the failed turns without the prompt, the reply or the key', async () => {
      const { sessionId } = await newSession(server.url, { userEmail: EMAIL });
      const path = `/api/patent/session/${sessionId}/message`;
      fake.enqueue('error500', 'error500', 'error500', 'error500');
      expect((await call(server.url, 'POST', path, { content: `The ${CANARY} kettle` })).status).toBe(503);
      expect(
        (await streamed(`${server.url}${path}/stream`, { content: `The ${CANARY} lid` })).text,
      ).toContain('event: error');
      expect(fake.requests.some((request) => request.prompt.includes(CANARY))).toBe(true);
      await fake.close();
      expect((await call(server.url, 'POST', path, { content: `The ${CANARY} spout` })).status).toBe(503);

      const text = log.text();
      expect(text).toContain('model call failed: AI_APICallError (HTTP 500)');
      expect(text).toContain('model call failed: AI_APICallError');
      expectNothingConfidential(text, [CANARY, EMAIL, sessionId, 'test-key-do-not-log']);
    });
  });
});
