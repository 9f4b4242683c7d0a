import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAKE_STRIPE_JS, type FakeStripe, startFakeStripe } from '../helpers/fake-stripe-server';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../helpers/server-process';
import { newSession } from '../helpers/session-factories';
import { makeTempDir, removeDir } from '../helpers/temp-dir';
import { describeInChromium, newPage, saveScreenshot } from './browser';

/**
 * The card path needs the app with Stripe keys, so this file starts a second instance of the built
 * app (the one `npm start` built for the e2e run) against the fake Stripe API; the browser gets the
 * fake Stripe.js in place of Stripe's.
 */
describeInChromium('checkout with a card (Stripe mode, fake Stripe)', (chromium) => {
  let fake: FakeStripe;
  let app: ServerProcess;
  let origin: string;
  let dataDir: string;

  beforeAll(async () => {
    fake = await startFakeStripe();
    dataDir = makeTempDir('inventdraft-e2e-card-');
    app = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      AI_PROVIDER: 'offline',
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
      STRIPE_API_URL: fake.url,
    });
    origin = app.url;
  });

  const createSession = async (email: string) => (await newSession(origin, { userEmail: email })).sessionId;

  async function sessionUnlocked(sessionId: string): Promise<boolean> {
    const fetched = await fetch(`${origin}/api/patent/session/${sessionId}`);
    return ((await fetched.json()) as { session: { premiumUnlocked: boolean } }).session.premiumUnlocked;
  }

  afterAll(async () => {
    if (app) await stopServerProcess(app);
    await fake?.stop();
    if (dataDir) await removeDir(dataDir);
  });

  it('pays through the Payment Element; a declined card first shows the provider’s message', async () => {
    const email = 'card-buyer@example.com';
    const session = { sessionId: await createSession(email) };

    const { context, page } = await newPage(chromium.browser);
    await context.route('https://js.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
    );
    await page.exposeFunction('fakeStripeMarkPaid', (id: string) =>
      fake.updatePaymentIntent(id, { status: 'succeeded' }),
    );

    await page.goto(`${origin}/checkout?sessionId=${session.sessionId}&email=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { name: 'Unlock Your Patent Application' }).waitFor();
    expect(await page.getByText('Payments are in test mode').count()).toBe(0);
    await page.getByRole('button', { name: 'Continue to Payment - $59' }).click();

    await page.getByRole('heading', { name: 'Payment Details' }).waitFor();
    const card = page.getByLabel('Card number');
    await card.waitFor();
    const [intent] = [...fake.paymentIntents.values()];
    expect(intent).toMatchObject({
      amount: 5900,
      currency: 'usd',
      metadata: { sessionId: session.sessionId, email },
    });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await saveScreenshot(page, 'checkout-2-card-form');

    await card.fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $59' }).click();
    await page.getByText('Payment Failed', { exact: true }).waitFor();
    await page.getByText('Your card was declined.', { exact: true }).waitFor();
    expect(intent!.status).toBe('requires_payment_method');

    // The browser claims success but Stripe has no payment: the server refuses to unlock.
    await card.fill('4000 0000 0000 0077');
    await page.getByRole('button', { name: 'Pay $59' }).click();
    await page
      .getByText('Payment processed but failed to unlock features. Please contact support.', { exact: true })
      .waitFor();
    expect(await sessionUnlocked(session.sessionId)).toBe(false);

    await card.fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $59' }).click();
    await page.getByText('Premium features unlocked! Redirecting...', { exact: true }).waitFor();
    const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
    expect(dataLayer).toMatchObject([
      { event: 'purchase', ecommerce: { transaction_id: intent!.id, value: 59 } },
    ]);

    // Spec §9: the success redirect waits 2 seconds.
    const shownAt = Date.now();
    await page.waitForURL(new RegExp(`/chat/${session.sessionId}\\?t=\\d+$`), { timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_500);
    expect(await sessionUnlocked(session.sessionId)).toBe(true);
    await context.close();
  });

  it('finishes a payment when Stripe redirects back after a bank check, and needs a session to do so', async () => {
    const email = 'redirect-buyer@example.com';
    const sessionId = await createSession(email);
    const created = await fetch(`${origin}/api/create-payment-intent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, existingSessionId: sessionId }),
    });
    const { clientSecret } = (await created.json()) as { clientSecret: string };
    const paymentIntentId = clientSecret.split('_secret_')[0]!;
    fake.updatePaymentIntent(paymentIntentId, { status: 'succeeded' });
    const { context, page } = await newPage(chromium.browser);

    const back = `payment_intent=${paymentIntentId}&redirect_status=succeeded`;
    await page.goto(`${origin}/checkout?email=${encodeURIComponent(email)}&${back}`);
    await page.getByText('Session not found. Please try again.', { exact: true }).waitFor();
    expect(await sessionUnlocked(sessionId)).toBe(false);

    await page.goto(`${origin}/checkout?sessionId=${sessionId}&email=${encodeURIComponent(email)}&${back}`);
    await page.getByText('Premium features unlocked! Redirecting...', { exact: true }).waitFor();
    await page.waitForURL(new RegExp(`/chat/${sessionId}\\?t=\\d+$`), { timeout: 6_000 });
    expect(await sessionUnlocked(sessionId)).toBe(true);
    await context.close();
  });
});
