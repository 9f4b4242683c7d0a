import type { PreviewResponse } from '../../../../contract/preview';
import { fetchJson } from '../../../lib/api';

export function getPreview(sessionId: string): Promise<PreviewResponse> {
  return fetchJson<PreviewResponse>(`/api/patent/session/${sessionId}/preview`);
}
