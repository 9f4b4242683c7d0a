import { useQuery } from '@tanstack/react-query';
import { pdfVersionsResponseSchema } from '../../../../contract/pdf';
import { apiRequest, fetchParsed } from '../../../lib/api';
import { downloadedPdf, type GeneratedPdf } from './generate-pdf';

export const pdfVersionsKey = (sessionId: string) => `/api/patent/session/${sessionId}/pdfs`;

/** Every application PDF generated for a paid session, v1 first (issue 17). */
export function usePdfVersions(sessionId: string, enabled: boolean) {
  return useQuery({
    queryKey: [pdfVersionsKey(sessionId)],
    queryFn: () => fetchParsed(pdfVersionsResponseSchema, pdfVersionsKey(sessionId)),
    enabled,
  });
}

async function storedPdf(url: string, fallbackFilename: string): Promise<GeneratedPdf> {
  return downloadedPdf(await apiRequest('GET', url), fallbackFilename);
}

/** One version exactly as it was first downloaded. */
export function downloadPdfVersion(
  sessionId: string,
  version: number,
  filename: string,
): Promise<GeneratedPdf> {
  return storedPdf(`${pdfVersionsKey(sessionId)}/${version}`, filename);
}

/** The latest version as stored (the GET of spec §7 generates only when there is none yet). */
export function downloadLatestPdf(sessionId: string): Promise<GeneratedPdf> {
  return storedPdf(`/api/patent/session/${sessionId}/generate-pdf`, 'patent_application.pdf');
}
