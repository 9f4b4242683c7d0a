import { SESSION_ID_SHORT_CHARS } from '../../../../contract/constants';
import { apiRequest } from '../../../lib/api';

export type GeneratedPdf = { blob: Blob; filename: string };

/** Reads `filename="…"` (or the RFC 5987 `filename*=`) from a Content-Disposition header. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) return decodeURIComponent(encoded[1].trim());
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

/** The file of a PDF answer, named as the server names it (or `fallbackFilename`). */
export async function downloadedPdf(response: Response, fallbackFilename: string): Promise<GeneratedPdf> {
  const filename = filenameFromDisposition(response.headers.get('content-disposition')) ?? fallbackFilename;
  return { blob: await response.blob(), filename };
}

export async function generatePdf(sessionId: string): Promise<GeneratedPdf> {
  const response = await apiRequest('POST', `/api/patent/session/${sessionId}/generate-pdf`);
  return downloadedPdf(response, `patent_application_${sessionId.slice(0, SESSION_ID_SHORT_CHARS)}.pdf`);
}

/** The prefilled provisional cover sheet (the items of form SB/16) for a premium session. */
export async function generateCoverSheet(sessionId: string): Promise<GeneratedPdf> {
  const response = await apiRequest('GET', `/api/patent/session/${sessionId}/cover-sheet-pdf`);
  return downloadedPdf(
    response,
    `patent_application_${sessionId.slice(0, SESSION_ID_SHORT_CHARS)}_cover_sheet.pdf`,
  );
}

/** Hands a blob to the browser as a download. */
export function saveBlob({ blob, filename }: GeneratedPdf) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; release it once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
