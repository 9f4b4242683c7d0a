import type Stripe from 'stripe';
import type { Config } from '../config';
import { createStripeClient } from './stripe-client';

/**
 * How this deployment takes money: through Stripe, or (no keys) in test mode where payment is
 * bypassed (spec §4, design §5).
 */
export type Payments =
  | { mode: 'stripe'; stripe: Stripe; webhookSecret: string | undefined }
  | { mode: 'test' };

export function createPayments(config: Config): Payments {
  const stripe = createStripeClient(config.stripe);
  return stripe && config.stripe
    ? { mode: 'stripe', stripe, webhookSecret: config.stripe.webhookSecret }
    : { mode: 'test' };
}
