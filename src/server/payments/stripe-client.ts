import Stripe from 'stripe';
import type { Config } from '../config';

/**
 * The Stripe API client, or null in test mode (no keys). `apiUrl` points it at a local fake of
 * Stripe's HTTP API in tests. No automatic retries: a failed call is reported to the user at once,
 * and every call we make is safe to repeat from the browser.
 */
export function createStripeClient(stripe: Config['stripe']): Stripe | null {
  if (!stripe) return null;
  const target = stripe.apiUrl ? new URL(stripe.apiUrl) : undefined;
  return new Stripe(stripe.secretKey, {
    maxNetworkRetries: 0,
    telemetry: false,
    timeout: 20_000,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
