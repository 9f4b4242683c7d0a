import { z } from 'zod';
import { textField } from './text';

export const SENDERS = ['user', 'ai'] as const;
export const MESSAGE_MAX_CHARS = 20_000;
/** A data URL of an image under 5 MB is at most about 7 MB of base64 text. */
export const IMAGE_DATA_URL_MAX_CHARS = 7_200_000;

export const messageSchema = z.object({
  id: z.number().int(),
  sessionId: z.string(),
  sender: z.enum(SENDERS),
  content: z.string(),
  timestamp: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

// POST /api/patent/session/{sessionId}/message
export const sendMessageRequestSchema = z.strictObject({
  content: textField()
    .trim()
    .min(1, 'must not be empty')
    .max(MESSAGE_MAX_CHARS, `must be at most ${MESSAGE_MAX_CHARS} characters`),
  imageData: textField()
    .max(IMAGE_DATA_URL_MAX_CHARS, 'Image size must be less than 5MB')
    .startsWith('data:', 'must be a data URL')
    .optional(),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;
