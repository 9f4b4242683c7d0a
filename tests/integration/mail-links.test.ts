import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRODUCT_NAME, userSessionsResponseSchema } from '../../src/contract';
import { contactMessages, outbox, sessions } from '../../src/server/db/schema';
import { drainOutbox } from '../../src/server/mail/outbox-worker';
import { newSession } from '../helpers/session-factories';
import { type ReceivedMail, type SmtpTestServer, startSmtpTestServer } from '../helpers/smtp-test-server';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

/** The first link of ours in a mail's plain-text version. */
function linkIn(mail: ReceivedMail, origin: string): URL {
  const word = (mail.text ?? '').split(/\s+/).find((w) => w.startsWith(`${origin}/`));
  if (!word) throw new Error(`no link to ${origin} in: ${mail.text}`);
  return new URL(word);
}

function cookieFrom(headers: Headers): string {
  const [setCookie] = headers.getSetCookie();
  if (!setCookie) throw new Error('no Set-Cookie header');
  return setCookie.split(';')[0]!;
}

describe(`e-mailed links over real SMTP (${inject('databaseKind')} PostgreSQL)`, () => {
  let smtp: SmtpTestServer;
  let server: TestApp;
  const publicUrl = 'https://inventdraft.example';
  const drain = () => drainOutbox(server.app.services);

  const createSession = (userEmail?: string) => newSession(server.url, { userEmail });

  async function signIn(email: string, ip: string): Promise<string> {
    const requested = await call(
      server.url,
      'POST',
      '/api/user/sessions/sign-in-link',
      { email },
      {
        headers: { 'x-forwarded-for': ip },
      },
    );
    expect(requested.status).toBe(202);
    await drain();
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject?.startsWith('Sign in') === true,
    );
    smtp.received.splice(smtp.received.indexOf(mail), 1);
    const link = linkIn(mail, publicUrl);
    // Only the token: the address stays out of URLs (issue 17).
    expect(link.pathname).toBe('/sessions');
    expect([...link.searchParams.keys()]).toEqual(['token']);
    expect(link.href).not.toContain(encodeURIComponent(email));
    const token = link.searchParams.get('token')!;
    const verified = await call(server.url, 'POST', '/api/user/sessions/sign-in', { token });
    expect(verified.status).toBe(200);
    const cookie = cookieFrom(verified.headers);
    const [setCookie] = verified.headers.getSetCookie();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/api\/user\/sessions/);
    return cookie;
  }

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startTestApp({
      TRUST_PROXY: '1',
      SMTP_URL: smtp.url,
      PUBLIC_URL: publicUrl,
      SUPPORT_EMAIL: 'help@inventdraft.example',
      MAIL_FROM: 'InventDraft <no-reply@inventdraft.example>',
    });
  });
  afterAll(async () => {
    server.app.services.mailer.transport.close();
    await server?.close();
    await smtp?.stop();
  });

  it('e-mails a recovery link that opens the right session, and records the address on it', async () => {
    const session = await createSession();
    const saved = await call(server.url, 'POST', '/api/patent/session/save-for-later', {
      email: ' Saver@Example.com ',
      sessionId: session.sessionId,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true });

    expect(await drain()).toEqual({ sent: 1, failed: 0 });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes('saver@example.com'));
    expect(mail.from?.text).toContain('no-reply@inventdraft.example');
    expect(mail.text).toContain(PRODUCT_NAME);
    expect(mail.text).toContain('help@inventdraft.example');
    expect(mail.html).toContain(PRODUCT_NAME);
    // No tracking: the HTML loads nothing from anywhere.
    expect(mail.html).not.toMatch(/<img|src=|url\(/i);

    const link = linkIn(mail, publicUrl);
    expect(link.pathname).toBe(`/chat/${session.sessionId}`);
    expect(String(mail.html)).toContain(`href="${link.href}"`);
    const linkedId = link.pathname.split('/').pop()!;
    const opened = await call<{ session: { sessionId: string; userEmail: string } }>(
      server.url,
      'GET',
      `/api/patent/session/${linkedId}`,
    );
    expect(opened.status).toBe(200);
    expect(opened.body.session.sessionId).toBe(session.sessionId);
    expect(opened.body.session.userEmail).toBe('saver@example.com');
  });

  it('keeps the address a session already had, and 404s an unknown session without queueing mail', async () => {
    const session = await createSession('owner@example.com');
    const saved = await call(server.url, 'POST', '/api/patent/session/save-for-later', {
      email: 'other@example.com',
      sessionId: session.sessionId,
    });
    expect(saved.status).toBe(200);
    const [row] = await server.database.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(row!.userEmail).toBe('owner@example.com');
    await drain();

    const before = await server.database.db.select().from(outbox);
    const unknown = await call(server.url, 'POST', '/api/patent/session/save-for-later', {
      email: 'x@example.com',
      sessionId: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'not_found', message: 'Session not found' });
    const bad = await call(server.url, 'POST', '/api/patent/session/save-for-later', {
      email: 'not-an-email',
      sessionId: session.sessionId,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'validation_failed', message: expect.stringMatching(/^email /) });
    expect(await server.database.db.select().from(outbox)).toHaveLength(before.length);
  });

  it('unlocks the sessions list with the e-mailed sign-in link, only for that address', async () => {
    const a = 'alice@example.com';
    const b = 'bob@example.com';
    const aliceSession = await createSession(a);
    await createSession(b);

    const cookieA = await signIn(a, '10.0.0.1');
    const list = await call(server.url, 'GET', `/api/user/sessions/${encodeURIComponent(a)}`, undefined, {
      headers: { cookie: cookieA },
    });
    expect(list.status).toBe(200);
    const body = userSessionsResponseSchema.strict().parse(list.body);
    expect(body.user).toEqual({ email: a });
    expect(body.sessions.map((s) => s.sessionId)).toEqual([aliceSession.sessionId]);
    expect(Object.keys(body.sessions[0]!).sort()).toEqual(
      [
        'createdAt',
        'currentStep',
        'id',
        'isComplete',
        'patentData',
        'pdfGenerated',
        'sessionId',
        'totalSteps',
        'updatedAt',
      ].sort(),
    );

    const other = await call(server.url, 'GET', `/api/user/sessions/${encodeURIComponent(b)}`, undefined, {
      headers: { cookie: cookieA },
    });
    expect(other.status).toBe(401);

    // Without an address in the path: the list of the address this browser proved.
    const proven = await call(server.url, 'GET', '/api/user/sessions', undefined, {
      headers: { cookie: cookieA },
    });
    expect(proven.status).toBe(200);
    expect(proven.body).toEqual(list.body);
    const anonymous = await call(server.url, 'GET', '/api/user/sessions');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ error: 'unauthorized' });
  });

  it('answers 401 with the same body without proof, whether or not the address has sessions', async () => {
    await createSession('has-sessions@example.com');
    const withSessions = await call(server.url, 'GET', '/api/user/sessions/has-sessions@example.com');
    const without = await call(server.url, 'GET', '/api/user/sessions/nobody-here@example.com');
    const forged = await call(server.url, 'GET', '/api/user/sessions/has-sessions@example.com', undefined, {
      headers: { cookie: 'inventdraft_email_proof=forged-token-value' },
    });
    for (const response of [withSessions, without, forged]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(withSessions.body);
    }
    expect(withSessions.body).toMatchObject({ error: 'unauthorized' });
    const malformed = await call(server.url, 'GET', '/api/user/sessions/not-an-address');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      error: 'validation_failed',
      message: 'email Please enter a valid email address',
    });

    const askWith = await call(server.url, 'POST', '/api/user/sessions/sign-in-link', {
      email: 'has-sessions@example.com',
    });
    const askWithout = await call(server.url, 'POST', '/api/user/sessions/sign-in-link', {
      email: 'nobody-here@example.com',
    });
    expect(askWith.status).toBe(202);
    expect(askWithout.status).toBe(202);
    expect(askWithout.body).toEqual(askWith.body);
    await drain();
  });

  it('signs a browser out: the cookie is cleared and the same proof stops working on the server', async () => {
    const email = 'shared.computer@example.com';
    await createSession(email);
    const cookie = await signIn(email, '10.0.0.7');
    const otherBrowser = await signIn(email, '10.0.0.8');
    const list = (proof: string) =>
      call(server.url, 'GET', `/api/user/sessions/${encodeURIComponent(email)}`, undefined, {
        headers: { cookie: proof },
      });
    expect((await list(cookie)).status).toBe(200);

    const signedOut = await call(server.url, 'POST', '/api/user/sessions/sign-out', undefined, {
      headers: { cookie },
    });
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toEqual({ success: true });
    const [cleared] = signedOut.headers.getSetCookie();
    expect(cleared).toMatch(/^inventdraft_email_proof=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/Path=\/api\/user\/sessions/);
    // A copy of the cookie kept elsewhere is worthless now; another browser's own proof is not.
    expect((await list(cookie)).status).toBe(401);
    expect((await list(otherBrowser)).status).toBe(200);

    // Signing out again, or without any cookie, answers the same.
    for (const headers of [{ cookie }, {}] as Record<string, string>[]) {
      const again = await call(server.url, 'POST', '/api/user/sessions/sign-out', undefined, { headers });
      expect(again.status).toBe(200);
    }
  });

  it('spends a sign-in link once, and refuses it for another address an older link names', async () => {
    const email = 'once@example.com';
    await call(server.url, 'POST', '/api/user/sessions/sign-in-link', { email });
    await drain();
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    const token = linkIn(mail, publicUrl).searchParams.get('token')!;

    const wrongAddress = await call(server.url, 'POST', '/api/user/sessions/sign-in', {
      email: 'thief@example.com',
      token,
    });
    expect(wrongAddress.status).toBe(401);
    const first = await call(server.url, 'POST', '/api/user/sessions/sign-in', { email, token });
    expect(first.status).toBe(200);
    const second = await call(server.url, 'POST', '/api/user/sessions/sign-in', { email, token });
    expect(second.status).toBe(401);
    expect(second.headers.getSetCookie()).toEqual([]);
    const tokenOnly = await call(server.url, 'POST', '/api/user/sessions/sign-in', { token });
    expect(tokenOnly.status).toBe(401);
  });

  it('refuses a sign-in without a well-formed token, naming the field', async () => {
    const missing = await call(server.url, 'POST', '/api/user/sessions/sign-in', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'validation_failed' });
    expect((missing.body as { message: string }).message).toMatch(/token/);
    const unknown = await call(server.url, 'POST', '/api/user/sessions/sign-in', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(401);
  });

  it('stores a contact message and e-mails a copy to support that replies to the sender', async () => {
    const contact = {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'Question about <filing>',
      message: 'Can I file\nfrom abroad?',
    };
    const sent = await call(server.url, 'POST', '/api/contact', contact);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true });
    const rows = await server.database.db.select().from(contactMessages);
    expect(rows).toMatchObject([contact]);

    await drain();
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes('help@inventdraft.example'));
    expect(mail.replyTo?.value[0]?.address).toBe('grace@example.com');
    expect(mail.subject).toContain('Question about <filing>');
    expect(mail.text).toContain('Can I file\nfrom abroad?');
    expect(mail.html).toContain('Question about &lt;filing&gt;');
    expect(mail.html).not.toContain('<filing>');

    const missing = await call(server.url, 'POST', '/api/contact', { ...contact, subject: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'validation_failed', message: 'subject is required' });
  });

  it('limits mail per address and per client with a clear 429', async () => {
    const session = await createSession();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await call(
        server.url,
        'POST',
        '/api/patent/session/save-for-later',
        { email: 'flooded@example.com', sessionId: session.sessionId },
        { headers: { 'x-forwarded-for': `10.1.0.${i}` } },
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.body).toMatchObject({
          error: 'rate_limited',
          message: expect.stringMatching(/^Too many e-mails have been requested for this address\./),
        });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const fromOneClient: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await call(
        server.url,
        'POST',
        '/api/contact',
        { name: 'N', email: `sender${i}@example.com`, subject: 'S', message: 'M' },
        { headers: { 'x-forwarded-for': '10.2.0.1' } },
      );
      fromOneClient.push(response.status);
    }
    expect(fromOneClient.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(fromOneClient[10]).toBe(429);
    await drain();
  });
});
