import { z } from 'zod';
import { emailSchema } from './email';
import { sessionIdSchema } from './sessions';
import { textField } from './text';

// POST /api/create-payment-intent
export const createPaymentIntentRequestSchema = z.strictObject({
  email: emailSchema,
  existingSessionId: sessionIdSchema.optional(),
});
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentRequestSchema>;

export const createPaymentIntentResponseSchema = z.object({
  alreadyPaid: z.boolean(),
  sessionUnlocked: z.boolean(),
  testMode: z.boolean(),
  session: z.object({ sessionId: z.string() }).nullable(),
  clientSecret: z.string().nullable(),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

// POST /api/confirm-payment
export const confirmPaymentRequestSchema = z.strictObject({
  paymentIntentId: textField().trim().min(1, 'must not be empty').max(255),
  email: emailSchema,
});
export type ConfirmPaymentRequest = z.input<typeof confirmPaymentRequestSchema>;

export const confirmPaymentResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({ session: z.object({ sessionId: z.string() }) }).optional(),
  error: z.string().optional(),
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponseSchema>;
