import { and, eq, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { AppError } from '../errors';
import { unlockPaidSession } from './unlock-paid-session';

/**
 * Before asking for money again, asks Stripe about the session's earlier PaymentIntents: a payer who
 * paid and closed the tab before the confirmation (with no webhook delivered) is unlocked now
 * instead of being charged a second time. Answers whether one of them unlocked the session.
 */
export async function reconcilePendingPayments(options: {
  db: Db;
  stripe: Stripe;
  config: Pick<Config, 'publicUrl' | 'supportEmail'>;
  sessionRowId: number;
}): Promise<boolean> {
  const pending = await options.db
    .select({ paymentIntentId: payments.providerPaymentId })
    .from(payments)
    .where(
      and(
        eq(payments.sessionId, options.sessionRowId),
        eq(payments.provider, 'stripe'),
        ne(payments.status, 'succeeded'),
      ),
    );
  for (const { paymentIntentId } of pending) {
    try {
      await unlockPaidSession({ ...options, paymentIntentId });
      return true;
    } catch (error) {
      // Not paid (or not for this price and session): that PaymentIntent unlocks nothing.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    }
  }
  return false;
}
