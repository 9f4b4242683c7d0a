import { SESSION_ID_PATTERN } from '../../contract';
import { notFound } from '../errors';

/**
 * The public session id of a `/…/:sessionId` route. Something that is not shaped like a session id
 * cannot name a session, so it is the same 404 as an unknown one.
 */
export function sessionIdParam(params: unknown): string {
  const sessionId = (params as { sessionId?: unknown }).sessionId;
  if (typeof sessionId !== 'string' || !SESSION_ID_PATTERN.test(sessionId)) throw notFound('Session');
  return sessionId;
}
