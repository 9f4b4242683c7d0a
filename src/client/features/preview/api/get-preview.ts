import { type PreviewResponse, previewResponseSchema } from '../../../../contract/preview';
import { fetchParsed } from '../../../lib/api';

export function getPreview(sessionId: string): Promise<PreviewResponse> {
  return fetchParsed(previewResponseSchema, `/api/patent/session/${sessionId}/preview`);
}
