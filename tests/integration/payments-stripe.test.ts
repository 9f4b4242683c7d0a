import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPaymentIntentResponseSchema, PRICE_CENTS } from '../../src/contract';
import { type FakeStripe, startFakeStripe } from '../helpers/fake-stripe-server';
import { newSession as newSessionIn } from '../helpers/session-factories';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

const WEBHOOK_SECRET = 'whsec_test_inventdraft';
const EMAIL = 'payer@example.com';

describe(`checkout through Stripe (real stripe client, fake Stripe API, ${inject('databaseKind')} PostgreSQL)`, () => {
  let fake: FakeStripe;
  let server: TestApp;
  // Only used to sign webhook payloads the way Stripe does.
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    fake = await startFakeStripe();
    server = await startTestApp({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      PUBLIC_URL: 'https://inventdraft.example',
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.stop().catch(() => undefined);
  });

  const query = async (sql: string, params: unknown[] = []) =>
    (await server.database.pool.query(sql, params)).rows;
  const paymentRows = (paymentIntentId: string) =>
    query('select * from payments where provider_payment_id = $1', [paymentIntentId]);
  const receipts = (email: string) =>
    query(`select * from outbox where kind = 'payment_receipt' and to_address = $1 order by id`, [email]);

  const newSession = async (email = EMAIL) =>
    (await newSessionIn(server.url, { userEmail: email })).sessionId;

  async function isUnlocked(sessionId: string): Promise<boolean> {
    const { body } = await call<{ session: { premiumUnlocked: boolean } }>(
      server.url,
      'GET',
      `/api/patent/session/${sessionId}`,
    );
    return body.session.premiumUnlocked;
  }

  /** A session with a PaymentIntent created through the app; answers both ids. */
  async function startCheckout(email = EMAIL) {
    const sessionId = await newSession(email);
    const response = await call(server.url, 'POST', '/api/create-payment-intent', {
      email,
      existingSessionId: sessionId,
    });
    expect(response.status).toBe(200);
    const body = createPaymentIntentResponseSchema.strict().parse(response.body);
    const paymentIntentId = body.clientSecret!.split('_secret_')[0]!;
    return { sessionId, paymentIntentId, body };
  }

  function signedWebhook(
    paymentIntentId: string,
    secret = WEBHOOK_SECRET,
    type = 'payment_intent.succeeded',
  ) {
    const payload = JSON.stringify({
      id: `evt_${paymentIntentId}`,
      object: 'event',
      type,
      // Claims the event body may make are ignored: the server re-reads the PaymentIntent.
      data: { object: { id: paymentIntentId, object: 'payment_intent', status: 'succeeded', amount: 1 } },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    return call(server.url, 'POST', '/api/stripe/webhook', undefined, {
      raw: payload,
      // Stripe's own content type.
      headers: { 'stripe-signature': signature, 'content-type': 'application/json; charset=utf-8' },
    });
  }

  it('creates one PaymentIntent of 5900 usd per session, with metadata and an idempotency key, recorded as pending', async () => {
    const { sessionId, paymentIntentId, body } = await startCheckout();
    expect(body).toMatchObject({
      alreadyPaid: false,
      sessionUnlocked: false,
      testMode: false,
      session: { sessionId },
    });
    const intent = fake.paymentIntents.get(paymentIntentId)!;
    expect(intent).toMatchObject({
      amount: PRICE_CENTS,
      currency: 'usd',
      metadata: { sessionId, email: EMAIL },
      automatic_payment_methods: { enabled: true },
    });
    const create = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(create.idempotencyKey).toMatch(new RegExp(`^pi-create-${sessionId}`));

    // A reload of the checkout gets the same PaymentIntent back, not a second charge.
    const again = await call<{ clientSecret: string }>(server.url, 'POST', '/api/create-payment-intent', {
      email: EMAIL,
      existingSessionId: sessionId,
    });
    expect(again.body.clientSecret).toBe(body.clientSecret);
    expect(fake.idempotencyKeys.filter((key) => key === create.idempotencyKey)).toHaveLength(2);

    const rows = await paymentRows(paymentIntentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'stripe',
      status: 'requires_payment_method',
      amount_cents: 5900,
    });
    expect(await isUnlocked(sessionId)).toBe(false);
  });

  it('without a session id, pays for a new session: never one found by the e-mail address', async () => {
    const victim = 'victim@example.com';
    const victimSessionId = await newSession(victim);
    const creates = fake.requests.filter((r) => r.path === '/v1/payment_intents').length;

    const attempt = await call<{ session: { sessionId: string }; clientSecret: string }>(
      server.url,
      'POST',
      '/api/create-payment-intent',
      { email: victim },
    );
    expect(attempt.status).toBe(200);
    const newSessionId = attempt.body.session.sessionId;
    expect(newSessionId).not.toBe(victimSessionId);
    expect(JSON.stringify(attempt.body)).not.toContain(victimSessionId);
    // The PaymentIntent is for the new session, so paying it cannot unlock the victim's.
    const intent = fake.paymentIntents.get(attempt.body.clientSecret.split('_secret_')[0]!)!;
    expect(intent.metadata).toEqual({ sessionId: newSessionId, email: victim });
    expect(fake.requests.filter((r) => r.path === '/v1/payment_intents').length).toBe(creates + 1);
    const [row] = await query('select user_email, premium_unlocked from sessions where session_id = $1', [
      newSessionId,
    ]);
    expect(row).toEqual({ user_email: victim, premium_unlocked: false });
    expect(await isUnlocked(victimSessionId)).toBe(false);
  });

  it('unlocks after a succeeded payment, queues one receipt, and says alreadyPaid afterwards', async () => {
    const email = 'success@example.com';
    const { sessionId, paymentIntentId } = await startCheckout(email);
    fake.updatePaymentIntent(paymentIntentId, { status: 'succeeded' });
    const retrievesBefore = fake.requests.filter((r) => r.method === 'GET').length;

    const confirmed = await call(server.url, 'POST', '/api/confirm-payment', { paymentIntentId, email });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ success: true, data: { session: { sessionId } } });
    // The server asked Stripe itself.
    expect(fake.requests.filter((r) => r.method === 'GET').length).toBe(retrievesBefore + 1);
    expect(await isUnlocked(sessionId)).toBe(true);

    const [row] = await paymentRows(paymentIntentId);
    expect(row).toMatchObject({ status: 'succeeded', email, amount_cents: 5900, currency: 'usd' });
    const mails = await receipts(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('$59.00');
    expect(mails[0].text_body).toContain(`https://inventdraft.example/chat/${sessionId}`);
    expect(mails[0].text_body).toContain(paymentIntentId);
    expect(mails[0].text_body).toContain(server.config.supportEmail);
    expect(mails[0].html_body).not.toMatch(/<img/i);

    const paid = await call(server.url, 'POST', '/api/create-payment-intent', {
      email,
      existingSessionId: sessionId,
    });
    expect(paid.body).toEqual({
      alreadyPaid: true,
      sessionUnlocked: true,
      testMode: false,
      session: { sessionId },
      clientSecret: null,
    });
  });

  it('unlocks a session paid without a confirmation when its payer comes back, instead of charging again', async () => {
    const email = 'closed-tab@example.com';
    const { sessionId, paymentIntentId } = await startCheckout(email);
    fake.updatePaymentIntent(paymentIntentId, { status: 'succeeded' });
    const creates = fake.requests.filter((r) => r.path === '/v1/payment_intents').length;

    const back = await call(server.url, 'POST', '/api/create-payment-intent', {
      email,
      existingSessionId: sessionId,
    });
    expect(back.body).toEqual({
      alreadyPaid: true,
      sessionUnlocked: true,
      testMode: false,
      session: { sessionId },
      clientSecret: null,
    });
    expect(fake.requests.filter((r) => r.path === '/v1/payment_intents').length).toBe(creates);
    expect(await isUnlocked(sessionId)).toBe(true);
    expect(await paymentRows(paymentIntentId)).toMatchObject([{ status: 'succeeded' }]);
    expect(await receipts(email)).toHaveLength(1);
  });

  it('refuses a payment that has not succeeded with a 402, unlocking nothing', async () => {
    const email = 'pending@example.com';
    const { sessionId, paymentIntentId } = await startCheckout(email);
    for (const status of ['requires_payment_method', 'processing', 'canceled']) {
      fake.updatePaymentIntent(paymentIntentId, { status });
      const response = await call(server.url, 'POST', '/api/confirm-payment', { paymentIntentId, email });
      expect(response.status).toBe(402);
      expect(response.body).toEqual({
        success: false,
        error: 'payment_required',
        message: `The payment has not succeeded (status: ${status})`,
      });
    }
    expect(await isUnlocked(sessionId)).toBe(false);
    expect((await paymentRows(paymentIntentId))[0].status).toBe('requires_payment_method');
    expect(await receipts(email)).toHaveLength(0);
  });

  it('refuses a succeeded payment of another amount or currency with a 400', async () => {
    const email = 'amount@example.com';
    const { sessionId, paymentIntentId } = await startCheckout(email);
    for (const change of [{ amount: 100 }, { amount: PRICE_CENTS, currency: 'eur' }]) {
      fake.updatePaymentIntent(paymentIntentId, { status: 'succeeded', ...change });
      const response = await call(server.url, 'POST', '/api/confirm-payment', { paymentIntentId, email });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        message: 'The payment does not match the price of 59 USD',
      });
    }
    expect(await isUnlocked(sessionId)).toBe(false);
    expect(await receipts(email)).toHaveLength(0);
  });

  it('refuses a payment naming another e-mail, an unknown session or no session, with a 400', async () => {
    const email = 'mismatch@example.com';
    const { sessionId, paymentIntentId } = await startCheckout(email);
    fake.updatePaymentIntent(paymentIntentId, { status: 'succeeded' });

    const otherEmail = await call(server.url, 'POST', '/api/confirm-payment', {
      paymentIntentId,
      email: 'someone-else@example.com',
    });
    expect(otherEmail.status).toBe(400);
    expect(otherEmail.body).toMatchObject({
      success: false,
      message: 'The payment was made with another e-mail address',
    });

    fake.updatePaymentIntent(paymentIntentId, { metadata: { sessionId: 'AAAAAAAAAAAAAAAAAAAAAA', email } });
    const unknown = await call(server.url, 'POST', '/api/confirm-payment', { paymentIntentId, email });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: 'The payment is for a session that does not exist' });

    fake.updatePaymentIntent(paymentIntentId, { metadata: {} });
    const none = await call(server.url, 'POST', '/api/confirm-payment', { paymentIntentId, email });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: 'The payment does not name a patent application session' });

    expect(await isUnlocked(sessionId)).toBe(false);
    expect(await receipts(email)).toHaveLength(0);
  });

  it('answers an unknown or malformed PaymentIntent id with a 4xx, without a 500', async () => {
    const unknown = await call(server.url, 'POST', '/api/confirm-payment', {
      paymentIntentId: 'pi_doesnotexist',
      email: EMAIL,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: 'not_found', message: 'Payment not found' });
    const malformed = await call(server.url, 'POST', '/api/confirm-payment', {
      paymentIntentId: '../customers',
      email: EMAIL,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: 'paymentIntentId is not a Stripe payment id' });
    const missing = await call(server.url, 'POST', '/api/confirm-payment', { email: EMAIL });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'validation_failed', message: 'paymentIntentId is required' });
  });

  it('treats replayed confirmations, even concurrent ones, as one payment: one row, one receipt', async () => {
    const email = 'replay@example.com';
    const { sessionId, paymentIntentId } = await startCheckout(email);
    fake.updatePaymentIntent(paymentIntentId, { status: 'succeeded' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(server.url, 'POST', '/api/confirm-payment', { paymentIntentId, email }),
      ),
    );
    const again = await call(server.url, 'POST', '/api/confirm-payment', { paymentIntentId, email });
    for (const answer of [...answers, again]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, data: { session: { sessionId } } });
    }
    expect(await paymentRows(paymentIntentId)).toHaveLength(1);
    expect(await receipts(email)).toHaveLength(1);
    expect(await isUnlocked(sessionId)).toBe(true);
  });

  it('unlocks from a signed webhook by re-reading the PaymentIntent, once however often it is replayed', async () => {
    const email = 'webhook@example.com';
    const { sessionId, paymentIntentId } = await startCheckout(email);
    const verifiedByWebhook = async () =>
      (await server.app.services.metrics.paymentsVerified.get()).values.find(
        (v) => v.labels.source === 'webhook',
      )?.value ?? 0;

    // The event claims success, but Stripe says the payment is still pending: nothing unlocks.
    const early = await signedWebhook(paymentIntentId);
    expect(early.status).toBe(200);
    expect(early.body).toEqual({ received: true, unlocked: false });
    expect(await isUnlocked(sessionId)).toBe(false);

    fake.updatePaymentIntent(paymentIntentId, { status: 'succeeded' });
    const first = await signedWebhook(paymentIntentId);
    expect(first.body).toEqual({ received: true, unlocked: true });
    for (let i = 0; i < 3; i++) {
      const replay = await signedWebhook(paymentIntentId);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual({ received: true, unlocked: false });
    }
    // The browser's confirmation arriving after the webhook is fine too.
    const confirm = await call(server.url, 'POST', '/api/confirm-payment', { paymentIntentId, email });
    expect(confirm.body).toEqual({ success: true, data: { session: { sessionId } } });

    expect(await isUnlocked(sessionId)).toBe(true);
    expect(await paymentRows(paymentIntentId)).toHaveLength(1);
    expect(await receipts(email)).toHaveLength(1);
    expect(await verifiedByWebhook()).toBe(1);

    const other = await signedWebhook(paymentIntentId, WEBHOOK_SECRET, 'charge.refunded');
    expect(other.body).toEqual({ received: true });
  });

  it('rejects forged or unsigned webhooks with a 400, changing nothing', async () => {
    const email = 'forged@example.com';
    const { sessionId, paymentIntentId } = await startCheckout(email);
    fake.updatePaymentIntent(paymentIntentId, { status: 'succeeded' });
    const getsBefore = fake.requests.filter((r) => r.method === 'GET').length;

    const forged = await signedWebhook(paymentIntentId, 'whsec_attacker');
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({
      error: 'bad_request',
      message: 'The Stripe signature does not match this request',
    });

    const unsigned = await call(server.url, 'POST', '/api/stripe/webhook', {
      type: 'payment_intent.succeeded',
      data: { object: { id: paymentIntentId } },
    });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body).toEqual({
      error: 'bad_request',
      message: 'The Stripe-Signature header is missing',
    });

    // A genuine signature over other bytes does not carry over to a changed body.
    const payload = JSON.stringify({
      type: 'payment_intent.succeeded',
      data: { object: { id: paymentIntentId } },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await call(server.url, 'POST', '/api/stripe/webhook', undefined, {
      raw: payload.replace('}}}', '},"x":1}}'),
      headers: { 'stripe-signature': signature },
    });
    expect(tampered.status).toBe(400);

    expect(fake.requests.filter((r) => r.method === 'GET').length).toBe(getsBefore);
    expect(await isUnlocked(sessionId)).toBe(false);
    expect((await paymentRows(paymentIntentId))[0].status).toBe('requires_payment_method');
    expect(await receipts(email)).toHaveLength(0);
  });

  it('keeps parsing JSON normally outside the webhook', async () => {
    const broken = await call(server.url, 'POST', '/api/confirm-payment', undefined, { raw: '{"email":' });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: 'bad_request', message: 'The body is not valid JSON' });
  });

  it('answers a clear 503 when Stripe is unreachable, and unlocks nothing', async () => {
    const email = 'offline@example.com';
    const { sessionId, paymentIntentId } = await startCheckout(email);
    fake.updatePaymentIntent(paymentIntentId, { status: 'succeeded' });
    await fake.stop();
    try {
      const confirm = await call(server.url, 'POST', '/api/confirm-payment', { paymentIntentId, email });
      expect(confirm.status).toBe(503);
      expect(confirm.body).toEqual({
        success: false,
        error: 'service_unavailable',
        message:
          'The payment provider could not be reached to verify the payment. Nothing was unlocked; please try again in a moment.',
      });
      const webhook = await signedWebhook(paymentIntentId);
      expect(webhook.status).toBe(503);

      const create = await call(server.url, 'POST', '/api/create-payment-intent', {
        email: 'offline2@example.com',
      });
      expect(create.status).toBe(503);
      expect(create.body).toMatchObject({
        error: 'service_unavailable',
        message: expect.stringMatching(/could not be reached/),
      });

      expect(await isUnlocked(sessionId)).toBe(false);
      expect(await receipts(email)).toHaveLength(0);
    } finally {
      await fake.start();
    }
    // Once Stripe is back, the same confirmation goes through.
    const retried = await call(server.url, 'POST', '/api/confirm-payment', { paymentIntentId, email });
    expect(retried.status).toBe(200);
    expect(await isUnlocked(sessionId)).toBe(true);
  });
});

describe('Stripe webhooks without STRIPE_WEBHOOK_SECRET', () => {
  it('are refused with a 503 naming the problem, since they cannot be verified', async () => {
    const fake = await startFakeStripe();
    const server = await startTestApp({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_API_URL: fake.url,
    });
    try {
      const response = await call(server.url, 'POST', '/api/stripe/webhook', {
        type: 'payment_intent.succeeded',
      });
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        error: 'service_unavailable',
        message: 'Stripe webhooks are not configured on this server',
      });
    } finally {
      await server.close();
      await fake.stop();
    }
  });
});
