import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newSession } from '../helpers/session-factories';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

describe(`checkout in payment test mode (no Stripe keys, ${inject('databaseKind')} PostgreSQL)`, () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server?.close());

  const query = async (sql: string, params: unknown[] = []) =>
    (await server.database.pool.query(sql, params)).rows;

  it('says so in the public config', async () => {
    const { body } = await call(server.url, 'GET', '/api/config');
    expect(body).toMatchObject({ testMode: true, stripePublishableKey: null });
  });

  it('bypasses payment: unlocks the session at once, with one test payment row and one receipt', async () => {
    const email = 'tester@example.com';
    const { sessionId } = await newSession(server.url, { userEmail: email });

    const first = await call(server.url, 'POST', '/api/create-payment-intent', {
      email,
      existingSessionId: sessionId,
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      alreadyPaid: false,
      sessionUnlocked: true,
      testMode: true,
      session: { sessionId },
      clientSecret: null,
    });
    const fetched = await call<{ session: { premiumUnlocked: boolean } }>(
      server.url,
      'GET',
      `/api/patent/session/${sessionId}`,
    );
    expect(fetched.body.session.premiumUnlocked).toBe(true);

    const second = await call(server.url, 'POST', '/api/create-payment-intent', {
      email,
      existingSessionId: sessionId,
    });
    expect(second.body).toMatchObject({ alreadyPaid: true, sessionUnlocked: true, testMode: true });

    const rows = await query(
      'select p.provider, p.status, p.email from payments p join sessions s on s.id = p.session_id where s.session_id = $1',
      [sessionId],
    );
    expect(rows).toEqual([{ provider: 'test', status: 'succeeded', email }]);
    const mails = await query(
      `select text_body from outbox where kind = 'payment_receipt' and to_address = $1`,
      [email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain('test mode');
    expect(mails[0].text_body).toContain('no card was charged');
  });

  it('never selects a session by e-mail address: without a session id it unlocks a new one', async () => {
    const victim = 'victim@example.com';
    const victimSessionId = (await newSession(server.url, { userEmail: victim })).sessionId;

    for (const email of [victim, 'VICTIM@example.com', ' victim@example.com ']) {
      const attempt = await call<{ session: { sessionId: string } }>(
        server.url,
        'POST',
        '/api/create-payment-intent',
        { email },
      );
      expect(attempt.status).toBe(200);
      expect(attempt.body.session.sessionId).not.toBe(victimSessionId);
      expect(JSON.stringify(attempt.body)).not.toContain(victimSessionId);
    }
    const [victimRow] = await query('select id, premium_unlocked from sessions where session_id = $1', [
      victimSessionId,
    ]);
    expect(victimRow.premium_unlocked).toBe(false);
    expect(await query('select id from payments where session_id = $1', [victimRow.id])).toEqual([]);
    const fetched = await call<{ session: { premiumUnlocked: boolean } }>(
      server.url,
      'GET',
      `/api/patent/session/${victimSessionId}`,
    );
    expect(fetched.body.session.premiumUnlocked).toBe(false);
  });

  it('refuses card confirmations and webhooks, which only exist with Stripe', async () => {
    const confirm = await call(server.url, 'POST', '/api/confirm-payment', {
      paymentIntentId: 'pi_123',
      email: 'tester@example.com',
    });
    expect(confirm.status).toBe(400);
    expect(confirm.body).toMatchObject({ success: false, error: 'bad_request' });
    const webhook = await call(server.url, 'POST', '/api/stripe/webhook', {
      type: 'payment_intent.succeeded',
    });
    expect(webhook.status).toBe(404);
  });

  it('answers bad checkout input with a 400 naming the field, and an unknown session with a 404', async () => {
    const invalid = await call(server.url, 'POST', '/api/create-payment-intent', { email: 'no-at-sign' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      error: 'validation_failed',
      message: 'email Please enter a valid email address',
    });
    const badId = await call(server.url, 'POST', '/api/create-payment-intent', {
      email: 'a@b.co',
      existingSessionId: 'nope',
    });
    expect(badId.status).toBe(400);
    const unknown = await call(server.url, 'POST', '/api/create-payment-intent', {
      email: 'a@b.co',
      existingSessionId: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'not_found', message: 'Session not found' });
  });
});
