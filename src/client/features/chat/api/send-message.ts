import { apiErrorSchema } from '../../../../contract/errors';
import type { SendMessageRequest } from '../../../../contract/messages';
import { type SendMessageResponse, sendMessageResponseSchema } from '../../../../contract/send-message';
import { STREAM_EVENTS, streamDeltaSchema } from '../../../../contract/stream';
import { ApiRequestError, apiRequest, fetchParsed } from '../../../lib/api';

const messageUrl = (sessionId: string) => `/api/patent/session/${sessionId}/message`;

export function sendMessage(sessionId: string, body: SendMessageRequest): Promise<SendMessageResponse> {
  return fetchParsed(sendMessageResponseSchema, messageUrl(sessionId), { method: 'POST', body });
}

type StreamEvent = { event: string; data: string };

/** Splits a text/event-stream body into events as the bytes arrive. */
async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) yield { event, data: data.join('\n') };
      end = buffer.indexOf('\n\n');
    }
  }
}

/**
 * Sends a message on the streaming route, reporting the reply's text as it arrives. Falls back to the
 * plain call when the server has no streaming route (404).
 */
export async function sendMessageStreaming(
  sessionId: string,
  body: SendMessageRequest,
  onText: (textSoFar: string) => void,
): Promise<SendMessageResponse> {
  let response: Response;
  try {
    response = await apiRequest('POST', `${messageUrl(sessionId)}/stream`, body);
  } catch (error) {
    // A missing route (not a missing session) means this server does not stream.
    if (error instanceof ApiRequestError && error.status === 404 && error.detail.startsWith('No API route')) {
      return sendMessage(sessionId, body);
    }
    throw error;
  }
  if (!response.body) return sendMessageResponseSchema.parse(await response.json());
  let text = '';
  for await (const { event, data } of readEvents(response.body)) {
    if (event === STREAM_EVENTS.delta) {
      text += streamDeltaSchema.parse(JSON.parse(data)).text;
      onText(text);
    } else if (event === STREAM_EVENTS.done) {
      return sendMessageResponseSchema.parse(JSON.parse(data));
    } else if (event === STREAM_EVENTS.error) {
      const failure = apiErrorSchema.parse(JSON.parse(data));
      throw new ApiRequestError(500, failure.message, failure.error);
    }
  }
  throw new ApiRequestError(502, 'The reply ended before it was complete');
}
