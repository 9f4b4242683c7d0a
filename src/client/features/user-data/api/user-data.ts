import { deleteOwnSessionResponseSchema } from '../../../../contract/user-sessions';
import { fetchParsed } from '../../../lib/api';

const base = (email: string) => `/api/user/sessions/${encodeURIComponent(email)}`;

/** The export is a download the browser makes itself; the proof cookie travels with it. */
export const userDataExportUrl = (email: string) => `${base(email)}/export`;

export async function deleteOwnSession(email: string, sessionId: string): Promise<void> {
  await fetchParsed(deleteOwnSessionResponseSchema, `${base(email)}/session/${sessionId}`, {
    method: 'DELETE',
  });
}
