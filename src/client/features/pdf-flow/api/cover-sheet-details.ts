import { type CoverSheetDetails, coverSheetDetailsResponseSchema } from '../../../../contract/cover-sheet';
import { fetchParsed } from '../../../lib/api';

/** PUT the cover sheet's details (inventors, address…) before the cover sheet PDF is drawn from them. */
export async function saveCoverSheetDetails(sessionId: string, details: CoverSheetDetails): Promise<void> {
  await fetchParsed(coverSheetDetailsResponseSchema, `/api/patent/session/${sessionId}/cover-sheet-details`, {
    method: 'PUT',
    body: details,
  });
}
