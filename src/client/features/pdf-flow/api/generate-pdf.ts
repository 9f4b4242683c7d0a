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

export async function generatePdf(sessionId: string): Promise<GeneratedPdf> {
  const response = await apiRequest('POST', `/api/patent/session/${sessionId}/generate-pdf`);
  const filename =
    filenameFromDisposition(response.headers.get('content-disposition')) ??
    `patent_application_${sessionId.slice(0, SESSION_ID_SHORT_CHARS)}.pdf`;
  return { blob: await response.blob(), filename };
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
