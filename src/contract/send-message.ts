import { z } from 'zod';
import { messageSchema } from './messages';
import { sessionSchema } from './sessions';

/** Reply of POST /api/patent/session/{sessionId}/message (spec §3). */
export const sendMessageResponseSchema = z.object({
  aiMessage: messageSchema,
  session: sessionSchema.optional(),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;
