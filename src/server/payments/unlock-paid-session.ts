import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Context } from '../context';
import { sessions } from '../db/schema';
import { AppError } from '../errors';
import { checkPaymentIntent } from './check-payment-intent';
import { recordVerifiedPayment } from './record-verified-payment';
import { retrievePaymentIntent } from './retrieve-payment-intent';

/** What the Stripe-mode payment operations use: the database, the config and Stripe's client. */
export type StripeContext = Context<'db' | 'config'> & { stripe: Stripe };

/**
 * The one path from "a PaymentIntent id" to "an unlocked session", shared by the browser's confirm
 * call and Stripe's webhook: re-read the PaymentIntent from Stripe, check it, then record it.
 * `email`, when given, must be the payer's address we stored in the PaymentIntent.
 */
export async function unlockPaidSession(
  ctx: StripeContext,
  input: { paymentIntentId: string; email?: string },
): Promise<{ sessionId: string; firstTime: boolean }> {
  const intent = await retrievePaymentIntent(ctx.stripe, input.paymentIntentId);
  const paidFor = checkPaymentIntent(intent);
  if (input.email !== undefined && input.email !== paidFor.email) {
    throw new AppError('bad_request', 'The payment was made with another e-mail address');
  }
  const [session] = await ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.sessionId, paidFor.sessionId))
    .limit(1);
  if (!session) throw new AppError('bad_request', 'The payment is for a session that does not exist');

  const { firstTime } = await recordVerifiedPayment(ctx, {
    session,
    payment: {
      provider: 'stripe',
      providerPaymentId: intent.id,
      email: paidFor.email,
      amountCents: intent.amount,
      currency: intent.currency.toLowerCase(),
    },
  });
  return { sessionId: session.sessionId, firstTime };
}
