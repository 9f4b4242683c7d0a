import type { PdfFingerprintsResponse, PdfFingerprintView, VerifyPdfResponse } from '../../contract';
import type { PdfFingerprint } from '../pdf/list-pdf-fingerprints';

const presentPdfFingerprint = (fingerprint: PdfFingerprint): PdfFingerprintView => ({
  ...fingerprint,
  createdAt: fingerprint.createdAt.toISOString(),
});

/** Issue 18: the SHA-256 of every PDF generated for a session. */
export const presentPdfFingerprints = (fingerprints: PdfFingerprint[]): PdfFingerprintsResponse => ({
  pdfs: fingerprints.map(presentPdfFingerprint),
});

/** A checked file's SHA-256 and the generated PDF it matches, if any. */
export const presentPdfVerification = (checked: {
  sha256: string;
  match: PdfFingerprint | null;
}): VerifyPdfResponse => ({
  sha256: checked.sha256,
  match: checked.match ? presentPdfFingerprint(checked.match) : null,
});
