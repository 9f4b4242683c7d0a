import type { PublicConfig } from '../../contract';
import type { Config } from '../config';

/** What the browser may know of the configuration: never a secret, only the publishable Stripe key. */
export const presentPublicConfig = (config: Config): PublicConfig => ({
  testMode: config.stripe === null,
  stripePublishableKey: config.stripe?.publishableKey ?? null,
  supportEmail: config.supportEmail,
});
