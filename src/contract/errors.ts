import { z } from 'zod';

/** Stable error codes of the API. Each maps to one HTTP status (see server/errors.ts). */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'payment_required',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  /**
   * A dependency is down for now (the database restarting, the model provider, Stripe). A database
   * restart's answer also carries Retry-After.
   */
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every API error body: `{ error, message }` (issue 2). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
