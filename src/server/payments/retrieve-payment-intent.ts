import Stripe from 'stripe';
import { AppError } from '../errors';

/** Stripe's PaymentIntent ids: `pi_` and letters/digits. Anything else never reaches Stripe. */
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9]{1,250}$/;

export function assertPaymentIntentId(id: string): void {
  if (!PAYMENT_INTENT_ID.test(id)) {
    throw new AppError('validation_failed', 'paymentIntentId is not a Stripe payment id');
  }
}

/**
 * Reads a PaymentIntent from Stripe itself: the server trusts only what Stripe says about a payment,
 * never what a browser or an event body claims. Stripe being unreachable is a 503 the user can retry.
 */
export async function retrievePaymentIntent(stripe: Stripe, id: string): Promise<Stripe.PaymentIntent> {
  assertPaymentIntentId(id);
  try {
    return await stripe.paymentIntents.retrieve(id);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      throw new AppError('not_found', 'Payment not found', { cause: error });
    }
    throw new AppError(
      'service_unavailable',
      'The payment provider could not be reached to verify the payment. Nothing was unlocked; please try again in a moment.',
      { cause: error },
    );
  }
}
