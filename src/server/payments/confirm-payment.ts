import { AppError } from '../errors';
import type { Services } from '../services';
import { unlockPaidSession } from './unlock-paid-session';

/**
 * POST /api/confirm-payment: the browser says "I paid"; the server believes Stripe, not the browser
 * (design §5). Answers the unlocked session's public id.
 */
export async function confirmPayment(
  services: Pick<Services, 'db' | 'payments' | 'config' | 'metrics'>,
  options: { paymentIntentId: string; email: string },
): Promise<{ sessionId: string }> {
  const { payments } = services;
  if (payments.mode === 'test') {
    throw new AppError('bad_request', 'Payments are in test mode: there is no card payment to confirm');
  }
  const { sessionId, firstTime } = await unlockPaidSession({
    db: services.db,
    stripe: payments.stripe,
    config: services.config,
    paymentIntentId: options.paymentIntentId,
    email: options.email,
  });
  if (firstTime) services.metrics.paymentsVerified.inc({ source: 'confirm' });
  return { sessionId };
}
