import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { AppError } from '../errors';
import { checkPaymentIntent } from './check-payment-intent';
import { recordVerifiedPayment } from './record-verified-payment';
import { retrievePaymentIntent } from './retrieve-payment-intent';

/**
 * The one path from "a PaymentIntent id" to "an unlocked session", shared by the browser's confirm
 * call and Stripe's webhook: re-read the PaymentIntent from Stripe, check it, then record it.
 * `email`, when given, must be the payer's address we stored in the PaymentIntent.
 */
export async function unlockPaidSession(options: {
  db: Db;
  stripe: Stripe;
  config: Pick<Config, 'publicUrl' | 'supportEmail'>;
  paymentIntentId: string;
  email?: string;
}): Promise<{ sessionId: string; firstTime: boolean }> {
  const intent = await retrievePaymentIntent(options.stripe, options.paymentIntentId);
  const paidFor = checkPaymentIntent(intent);
  if (options.email !== undefined && options.email !== paidFor.email) {
    throw new AppError('bad_request', 'The payment was made with another e-mail address');
  }
  const [session] = await options.db
    .select()
    .from(sessions)
    .where(eq(sessions.sessionId, paidFor.sessionId))
    .limit(1);
  if (!session) throw new AppError('bad_request', 'The payment is for a session that does not exist');

  const { firstTime } = await recordVerifiedPayment(options.db, {
    session,
    payment: {
      provider: 'stripe',
      providerPaymentId: intent.id,
      email: paidFor.email,
      amountCents: intent.amount,
      currency: intent.currency.toLowerCase(),
    },
    publicUrl: options.config.publicUrl,
    supportEmail: options.config.supportEmail,
  });
  return { sessionId: session.sessionId, firstTime };
}
