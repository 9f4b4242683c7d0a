import { and, eq, ne } from 'drizzle-orm';
import { payments } from '../db/schema';
import { AppError } from '../errors';
import { type StripeContext, unlockPaidSession } from './unlock-paid-session';

/**
 * Before asking for money again, asks Stripe about the session's earlier PaymentIntents: a payer who
 * paid and closed the tab before the confirmation (with no webhook delivered) is unlocked now
 * instead of being charged a second time. Answers whether one of them unlocked the session.
 */
export async function reconcilePendingPayments(
  ctx: StripeContext,
  { sessionRowId }: { sessionRowId: number },
): Promise<boolean> {
  const pending = await ctx.db
    .select({ paymentIntentId: payments.providerPaymentId })
    .from(payments)
    .where(
      and(
        eq(payments.sessionId, sessionRowId),
        eq(payments.provider, 'stripe'),
        ne(payments.status, 'succeeded'),
      ),
    );
  for (const { paymentIntentId } of pending) {
    try {
      await unlockPaidSession(ctx, { paymentIntentId });
      return true;
    } catch (error) {
      // Not paid (or not for this price and session): that PaymentIntent unlocks nothing.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    }
  }
  return false;
}
