import type { SendMessageRequest } from '../../../../contract/messages';
import { sendMessageResponseSchema } from '../../../../contract/send-message';
import { type CreateSessionRequest, createSessionResponseSchema } from '../../../../contract/sessions';
import { fetchParsed } from '../../../lib/api';

/**
 * POST /api/patent/session (spec §7): a new session for this e-mail; returns its public id. The one
 * call that makes a session, from the landing page's start flow and the chat page's e-mail prompt.
 */
export async function createSession(userEmail: string): Promise<string> {
  const body: CreateSessionRequest = { userEmail };
  const { session } = await fetchParsed(createSessionResponseSchema, '/api/patent/session', {
    method: 'POST',
    body,
  });
  return session.sessionId;
}

/** POST /api/patent/session/{id}/message with the landing page's description (spec §4). */
export async function sendFirstMessage(sessionId: string, content: string): Promise<void> {
  const body: SendMessageRequest = { content };
  await fetchParsed(
    sendMessageResponseSchema,
    `/api/patent/session/${encodeURIComponent(sessionId)}/message`,
    {
      method: 'POST',
      body,
    },
  );
}
