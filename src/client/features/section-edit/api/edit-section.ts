import type { EditSectionRequest } from '../../../../contract/sections';
import { apiRequest } from '../../../lib/api';

export async function editSection(sessionId: string, body: EditSectionRequest): Promise<void> {
  await apiRequest('POST', `/api/patent/session/${sessionId}/edit-section`, body);
}
