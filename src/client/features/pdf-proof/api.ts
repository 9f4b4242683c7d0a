import { type VerifyPdfResponse, verifyPdfResponseSchema } from '../../../contract/pdf';
import { ApiRequestError } from '../../lib/api';

/** Sends the chosen file as it is; the server answers its SHA-256 and the stored version it matches. */
export async function verifyPdfFile(sessionId: string, file: Blob): Promise<VerifyPdfResponse> {
  const response = await fetch(`/api/patent/session/${sessionId}/verify-pdf`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/pdf' },
    body: file,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiRequestError(response.status, body.message ?? response.statusText);
  }
  return verifyPdfResponseSchema.parse(await response.json());
}
