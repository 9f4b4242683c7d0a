import { eq } from 'drizzle-orm';
import { CLIENT_ROUTES, pdfFilenameFor } from '../../contract';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { enqueueMail } from '../mail/enqueue-mail';
import type { MailContext } from '../mail/templates/layout';
import { pdfFingerprintMail } from '../mail/templates/pdf-fingerprint';
import { assertPdfPassesPreflight } from '../pdf/preflight';
import { renderApplication } from '../pdf/render-application';
import { listPdfFingerprints } from './list-pdf-fingerprints';
import { loadSketchImages } from './load-sketch-images';
import { requirePremiumSession } from './require-premium-session';
import { storePdf } from './store-pdf';

export type GeneratedPdf = { filename: string; bytes: Buffer };

/**
 * Renders a premium session's provisional application, checks it against the Patent Center rules
 * (a failure is a bug: it throws, and nothing is stored or served), then stores the bytes and marks
 * the session in one transaction, with the receipt of its SHA-256 for the inventor's address (issue 18).
 */
export async function generateApplicationPdf(
  db: Db,
  publicSessionId: string,
  mail: MailContext,
): Promise<GeneratedPdf> {
  const session = await requirePremiumSession(db, publicSessionId);
  const sketchImages = await loadSketchImages(db, session.id);
  const { bytes } = await renderApplication({ patentData: session.patentData, sketches: sketchImages });
  assertPdfPassesPreflight(bytes, 'application');

  const filename = pdfFilenameFor(session.patentData.title);
  await db.transaction(async (tx) => {
    await storePdf(tx, { sessionRowId: session.id, kind: 'application', filename, bytes });
    await tx
      .update(sessions)
      .set({ pdfGenerated: true, pdfFilename: filename, updatedAt: new Date() })
      .where(eq(sessions.id, session.id));
    if (session.userEmail) {
      const stored = (await listPdfFingerprints(tx, session.id)).filter((pdf) => pdf.kind === 'application');
      const latest = stored[stored.length - 1]!;
      const receipt = pdfFingerprintMail(mail, {
        version: latest.version,
        filename,
        sha256: latest.sha256,
        generatedAt: latest.createdAt,
        applicationUrl: `${mail.publicUrl}${CLIENT_ROUTES.chat.replace(':sessionId', session.sessionId)}`,
      });
      await enqueueMail(tx, {
        kind: 'pdf_fingerprint',
        to: session.userEmail,
        sessionId: session.id,
        ...receipt,
      });
    }
  });
  return { filename, bytes };
}
