import { mailAcceptedResponseSchema, type SaveForLaterRequest } from '../../../../contract/mail';
import { fetchParsed } from '../../../lib/api';

/** POST /api/patent/session/save-for-later: the recovery link is queued (spec §7). */
export async function sendRecoveryLink(request: SaveForLaterRequest): Promise<void> {
  await fetchParsed(mailAcceptedResponseSchema, '/api/patent/session/save-for-later', {
    method: 'POST',
    body: request,
  });
}
