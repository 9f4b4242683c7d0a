import type { PdfFingerprintView } from '../../contract';
import type { PdfFingerprint } from '../operations/list-pdf-fingerprints';

export const presentPdfFingerprint = (fingerprint: PdfFingerprint): PdfFingerprintView => ({
  ...fingerprint,
  createdAt: fingerprint.createdAt.toISOString(),
});
