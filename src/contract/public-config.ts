import { z } from 'zod';

// GET /api/config: what the browser needs to know about this deployment.
export const publicConfigSchema = z.object({
  /** True when no Stripe keys are configured: payment is bypassed (spec §4, design §5). */
  testMode: z.boolean(),
  stripePublishableKey: z.string().nullable(),
  supportEmail: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
