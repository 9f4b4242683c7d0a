import { z } from 'zod';

/**
 * POST /api/patent/session/{sessionId}/message/stream takes the same body as the message call and
 * answers `text/event-stream` with these events, in order:
 *   event: delta  data: {"text": "…"}                         zero or more, text as it arrives
 *   event: done   data: {"aiMessage": …, "session": …}       exactly the non-streaming reply
 *   event: error  data: {"error": "code", "message": "…"}    instead of done; nothing was stored
 * Validation failures before the stream starts are ordinary JSON errors with a 4xx status.
 */
export const STREAM_EVENTS = { delta: 'delta', done: 'done', error: 'error' } as const;
export const streamDeltaSchema = z.object({ text: z.string() });
export type StreamDelta = z.infer<typeof streamDeltaSchema>;
