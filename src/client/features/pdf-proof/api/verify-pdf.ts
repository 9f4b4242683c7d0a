import { type VerifyPdfResponse, verifyPdfResponseSchema } from '../../../../contract/pdf';
import { fetchParsed } from '../../../lib/api';

/** Sends the chosen file as it is; the server answers its SHA-256 and the stored version it matches. */
export function verifyPdfFile(sessionId: string, file: Blob): Promise<VerifyPdfResponse> {
  // The route takes only application/pdf, whatever type the browser guessed for the file.
  const pdf = new Blob([file], { type: 'application/pdf' });
  return fetchParsed(verifyPdfResponseSchema, `/api/patent/session/${sessionId}/verify-pdf`, {
    method: 'POST',
    body: pdf,
  });
}
