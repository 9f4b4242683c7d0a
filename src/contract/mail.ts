import { z } from 'zod';
import { emailSchema } from './email';
import { sessionIdSchema } from './sessions';
import { textField } from './text';

// POST /api/patent/session/save-for-later
export const saveForLaterRequestSchema = z.strictObject({
  email: emailSchema,
  sessionId: sessionIdSchema,
});
export type SaveForLaterRequest = z.input<typeof saveForLaterRequestSchema>;

// POST /api/contact (all four fields required, spec §5)
export const contactRequestSchema = z.strictObject({
  name: textField().trim().min(1, 'is required').max(200),
  email: emailSchema,
  subject: textField().trim().min(1, 'is required').max(300),
  message: textField().trim().min(1, 'is required').max(10_000),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** What every mail-sending call answers on success. */
export const mailAcceptedResponseSchema = z.object({ success: z.literal(true) });
export type MailAcceptedResponse = z.infer<typeof mailAcceptedResponseSchema>;
