import type Stripe from 'stripe';
import { CURRENCY, PRICE_CENTS, PRICE_USD, SESSION_ID_PATTERN } from '../../contract';
import { AppError } from '../errors';

export type PaidFor = { sessionId: string; email: string };

/**
 * Design §5: a PaymentIntent unlocks a session only when it succeeded, for the full price in USD, and
 * names the session (and payer) we put in its metadata when we created it.
 */
export function checkPaymentIntent(intent: Stripe.PaymentIntent): PaidFor {
  if (intent.status !== 'succeeded') {
    throw new AppError('payment_required', `The payment has not succeeded (status: ${intent.status})`);
  }
  if (intent.amount !== PRICE_CENTS || intent.currency.toLowerCase() !== CURRENCY) {
    throw new AppError('bad_request', `The payment does not match the price of ${PRICE_USD} USD`);
  }
  const sessionId = intent.metadata?.sessionId;
  const email = intent.metadata?.email;
  if (!sessionId || !SESSION_ID_PATTERN.test(sessionId) || !email) {
    throw new AppError('bad_request', 'The payment does not name a patent application session');
  }
  return { sessionId, email: email.toLowerCase() };
}
