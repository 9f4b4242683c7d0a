import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { CURRENCY, PRICE_CENTS } from '../../contract';
import type { Context } from '../context';
import type { SessionRow } from '../db/rows';
import { payments } from '../db/schema';
import { AppError } from '../errors';
import { createSession } from '../sessions/create-session';
import { findSession } from '../sessions/get-session';
import { reconcilePendingPayments } from './reconcile-pending-payments';
import { recordVerifiedPayment } from './record-verified-payment';

export type PaymentIntentOutcome = {
  alreadyPaid: boolean;
  sessionUnlocked: boolean;
  testMode: boolean;
  sessionId: string;
  clientSecret: string | null;
};

/**
 * The session the caller named, or else a new one for the payer. Never a session looked up by the
 * e-mail address: an address proves nothing, and a session id is the key to a whole invention.
 */
async function sessionToPayFor(ctx: Context<'db'>, email: string, existingSessionId: string | undefined) {
  if (existingSessionId) return findSession(ctx, { sessionId: existingSessionId });
  return createSession(ctx, { userEmail: email });
}

async function stripePaymentIntent(
  { db }: Context<'db'>,
  stripe: Stripe,
  session: SessionRow,
  email: string,
) {
  // One PaymentIntent per session and payer: a reload or a double click gets the same one back.
  // The e-mail is part of the key because Stripe refuses a key reused with other parameters.
  const emailDigest = createHash('sha256').update(email).digest('hex').slice(0, 16);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: PRICE_CENTS,
        currency: CURRENCY,
        metadata: { sessionId: session.sessionId, email },
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: `pi-create-${session.sessionId}-${emailDigest}` },
    );
  } catch (error) {
    throw new AppError(
      'service_unavailable',
      'The payment provider could not be reached. Nothing was charged; please try again in a moment.',
      { cause: error },
    );
  }
  await db
    .insert(payments)
    .values({
      provider: 'stripe',
      providerPaymentId: intent.id,
      sessionId: session.id,
      email,
      amountCents: intent.amount,
      currency: intent.currency,
      status: intent.status,
    })
    .onConflictDoNothing({ target: payments.providerPaymentId });
  return intent;
}

/**
 * POST /api/create-payment-intent (spec §4, design §5). With Stripe: a PaymentIntent of the price
 * for the session, recorded as pending. In test mode: payment is bypassed and the session unlocks.
 */
export async function createPaymentIntent(
  ctx: Context<'db' | 'payments' | 'config' | 'metrics'>,
  input: { email: string; existingSessionId?: string | undefined },
): Promise<PaymentIntentOutcome> {
  const { payments: gateway } = ctx;
  const session = await sessionToPayFor(ctx, input.email, input.existingSessionId);
  // Every answer but a fresh Stripe PaymentIntent's is an unlocked session without a payment form.
  const outcome = (alreadyPaid: boolean, pending?: Stripe.PaymentIntent): PaymentIntentOutcome => ({
    alreadyPaid,
    sessionUnlocked: pending === undefined,
    testMode: gateway.mode === 'test',
    sessionId: session.sessionId,
    clientSecret: pending?.client_secret ?? null,
  });
  if (session.premiumUnlocked) return outcome(true);
  if (gateway.mode === 'test') {
    const { firstTime } = await recordVerifiedPayment(ctx, {
      session,
      payment: {
        provider: 'test',
        providerPaymentId: `test_${session.sessionId}`,
        email: input.email,
        amountCents: PRICE_CENTS,
        currency: CURRENCY,
      },
    });
    if (firstTime) ctx.metrics.paymentsVerified.inc({ source: 'test' });
    return outcome(false);
  }
  const paidEarlier = await reconcilePendingPayments(
    { ...ctx, stripe: gateway.stripe },
    { sessionRowId: session.id },
  );
  if (paidEarlier) return outcome(true);
  return outcome(false, await stripePaymentIntent(ctx, gateway.stripe, session, input.email));
}
