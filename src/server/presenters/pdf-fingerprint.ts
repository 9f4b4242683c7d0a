import type { PdfFingerprintView } from '../../contract';
import type { PdfFingerprint } from '../pdf/list-pdf-fingerprints';

export const presentPdfFingerprint = (fingerprint: PdfFingerprint): PdfFingerprintView => ({
  ...fingerprint,
  createdAt: fingerprint.createdAt.toISOString(),
});
