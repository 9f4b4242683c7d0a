import type Stripe from 'stripe';
import type { Context } from '../context';
import { AppError } from '../errors';
import { unlockPaidSession } from './unlock-paid-session';

export type WebhookOutcome = { received: true; unlocked?: boolean };

function verifiedEvent(stripe: Stripe, rawBody: Buffer, signature: string | undefined, secret: string) {
  if (!signature) throw new AppError('bad_request', 'The Stripe-Signature header is missing');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new AppError('bad_request', 'The Stripe signature does not match this request', { cause: error });
  }
}

/**
 * POST /api/stripe/webhook: for payers who close the tab before the browser confirms. The event is
 * only a cue: its signature is checked, then only the PaymentIntent id is taken from it and the
 * PaymentIntent is re-read from Stripe and checked like a browser confirmation.
 */
export async function handleStripeWebhook(
  ctx: Context<'db' | 'payments' | 'config' | 'logger' | 'metrics'>,
  input: { rawBody: Buffer; signature: string | undefined },
): Promise<WebhookOutcome> {
  const { payments, logger } = ctx;
  if (payments.mode === 'test') throw new AppError('not_found', 'Payments are in test mode: no webhooks');
  if (!payments.webhookSecret) {
    logger.error('a Stripe webhook arrived but STRIPE_WEBHOOK_SECRET is not set');
    throw new AppError('service_unavailable', 'Stripe webhooks are not configured on this server');
  }
  const event = verifiedEvent(payments.stripe, input.rawBody, input.signature, payments.webhookSecret);
  if (event.type !== 'payment_intent.succeeded') return { received: true };

  const paymentIntentId = (event.data.object as { id?: unknown }).id;
  if (typeof paymentIntentId !== 'string') {
    throw new AppError('bad_request', 'The event names no PaymentIntent');
  }
  try {
    const { firstTime } = await unlockPaidSession({ ...ctx, stripe: payments.stripe }, { paymentIntentId });
    if (firstTime) ctx.metrics.paymentsVerified.inc({ source: 'webhook' });
    return { received: true, unlocked: firstTime };
  } catch (error) {
    // A payment that fails our checks is acknowledged (Stripe retrying would not change it) and
    // logged for the operator; an unreachable Stripe is a 503, so Stripe retries later.
    if (error instanceof AppError && error.statusCode < 500) {
      logger.warn({ paymentIntentId, reason: error.message }, 'Stripe webhook payment not unlocked');
      return { received: true, unlocked: false };
    }
    throw error;
  }
}
