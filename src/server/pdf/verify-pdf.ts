import { createHash } from 'node:crypto';
import type { Context } from '../context';
import { listSessionPdfFingerprints, type PdfFingerprint } from './list-pdf-fingerprints';

/**
 * Proof of what was filed: is this file, byte for byte, one of the PDFs generated for the session?
 * The SHA-256 of the bytes is compared with the stored ones; the file itself is not kept.
 */
export async function verifyPdf(
  ctx: Context<'db'>,
  { sessionId, bytes }: { sessionId: string; bytes: Buffer },
): Promise<{ sha256: string; match: PdfFingerprint | null }> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const fingerprints = await listSessionPdfFingerprints(ctx, { sessionId });
  return { sha256, match: fingerprints.find((fingerprint) => fingerprint.sha256 === sha256) ?? null };
}
