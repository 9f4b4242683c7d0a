import type { Context } from '../context';
import { AppError } from '../errors';
import { unlockPaidSession } from './unlock-paid-session';

/**
 * POST /api/confirm-payment: the browser says "I paid"; the server believes Stripe, not the browser
 * (design §5). Answers the unlocked session's public id.
 */
export async function confirmPayment(
  ctx: Context<'db' | 'payments' | 'config' | 'metrics'>,
  input: { paymentIntentId: string; email: string },
): Promise<{ sessionId: string }> {
  const { payments } = ctx;
  if (payments.mode === 'test') {
    throw new AppError('bad_request', 'Payments are in test mode: there is no card payment to confirm');
  }
  const { sessionId, firstTime } = await unlockPaidSession({ ...ctx, stripe: payments.stripe }, input);
  if (firstTime) ctx.metrics.paymentsVerified.inc({ source: 'confirm' });
  return { sessionId };
}
