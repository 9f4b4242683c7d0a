import { type EditSectionRequest, editSectionResponseSchema } from '../../../../contract/sections';
import { fetchParsed } from '../../../lib/api';

export async function editSection(sessionId: string, body: EditSectionRequest): Promise<void> {
  await fetchParsed(editSectionResponseSchema, `/api/patent/session/${sessionId}/edit-section`, {
    method: 'POST',
    body,
  });
}
