import type { CreateSessionResponse } from '../../../contract/sessions';
import { fetchJson } from '../../lib/api';

export async function createSession(userEmail: string): Promise<string> {
  const body = await fetchJson<CreateSessionResponse>('/api/patent/session', {
    method: 'POST',
    body: { userEmail },
  });
  return body.session.sessionId;
}
