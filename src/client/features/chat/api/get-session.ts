import { useQuery } from '@tanstack/react-query';
import { type SessionFetchResponse, sessionFetchResponseSchema } from '../../../../contract/sessions';
import { ApiRequestError, fetchParsed } from '../../../lib/api';
import { sessionQueryKey } from '../../../lib/session-progress';

export class SessionLoadError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`Session not found: ${status}`);
    this.status = status;
  }
}

async function fetchSession(sessionId: string): Promise<SessionFetchResponse> {
  try {
    return await fetchParsed(sessionFetchResponseSchema, sessionQueryKey(sessionId));
  } catch (error) {
    // Spec §7: a non-OK answer is 'Session not found: {status}'.
    if (error instanceof ApiRequestError) throw new SessionLoadError(error.status);
    throw error;
  }
}

/** Spec §4: always refetched on mount, never on focus or reconnect, disabled without an id. */
export function useChatSession(sessionId: string | undefined) {
  return useQuery({
    queryKey: [sessionQueryKey(sessionId ?? '')],
    queryFn: () => fetchSession(sessionId ?? ''),
    enabled: Boolean(sessionId),
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** A session that does not exist (or an id that cannot be one) sends the user home (spec §8). */
export function isSessionMissing(error: unknown): boolean {
  return error instanceof SessionLoadError && (error.status === 404 || error.status === 400);
}
