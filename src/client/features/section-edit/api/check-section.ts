import {
  type CheckSectionRequest,
  type CheckSectionResponse,
  checkSectionResponseSchema,
} from '../../../../contract/sections';
import { fetchParsed } from '../../../lib/api';

export async function checkSection(
  sessionId: string,
  body: CheckSectionRequest,
): Promise<CheckSectionResponse['findings']> {
  const answer = await fetchParsed(
    checkSectionResponseSchema,
    `/api/patent/session/${sessionId}/check-section`,
    {
      method: 'POST',
      body,
    },
  );
  return answer.findings;
}
