import type { SaveForLaterRequest } from '../../../../contract/mail';
import { apiRequest } from '../../../lib/api';

/** POST /api/patent/session/save-for-later: only the success status matters (spec §7). */
export async function sendRecoveryLink(request: SaveForLaterRequest): Promise<void> {
  await apiRequest('POST', '/api/patent/session/save-for-later', request);
}
