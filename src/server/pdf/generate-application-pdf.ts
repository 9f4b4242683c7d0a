import { and, count, eq } from 'drizzle-orm';
import { CLIENT_ROUTES, pdfFilenameFor } from '../../contract';
import type { Context } from '../context';
import { pdfDocuments, sessions } from '../db/schema';
import { enqueueMail } from '../mail/enqueue-mail';
import { mailContext } from '../mail/mail-context';
import { pdfFingerprintMail } from '../mail/templates/pdf-fingerprint';
import { requirePremiumSession } from '../policies/require-premium-session';
import { loadSketchImages } from '../sketches/load-sketch-images';
import { listPdfFingerprints } from './list-pdf-fingerprints';
import { assertPdfPassesPreflight } from './preflight';
import { renderApplication } from './render-application';
import { storePdf } from './store-pdf';

export type GeneratedPdf = { filename: string; bytes: Buffer };

/**
 * Renders a premium session's provisional application, checks it against the Patent Center rules
 * (a failure is a bug: it throws, and nothing is stored or served), then stores the bytes and marks
 * the session in one transaction, with the receipt of its SHA-256 for the inventor's address (issue 18).
 * Each generation is a new version (issue 17): the second is `…_v2.pdf`, and the earlier files stay
 * stored and downloadable.
 */
export async function generateApplicationPdf(
  ctx: Context<'db' | 'config'>,
  { sessionId }: { sessionId: string },
): Promise<GeneratedPdf> {
  const { db } = ctx;
  const mail = mailContext(ctx.config);
  const session = await requirePremiumSession(ctx, { sessionId });
  const sketchImages = await loadSketchImages(ctx, { sessionRowId: session.id });
  const { bytes } = await renderApplication({ patentData: session.patentData, sketches: sketchImages });
  assertPdfPassesPreflight(bytes, 'application');

  const filename = await db.transaction(async (tx) => {
    // The session row is locked so two generations at once cannot both become the same version.
    await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, session.id)).for('update');
    const [stored] = await tx
      .select({ versions: count() })
      .from(pdfDocuments)
      .where(and(eq(pdfDocuments.sessionId, session.id), eq(pdfDocuments.kind, 'application')));
    const filename = pdfFilenameFor(session.patentData.title, (stored?.versions ?? 0) + 1);
    await storePdf({ db: tx }, { sessionRowId: session.id, kind: 'application', filename, bytes });
    await tx
      .update(sessions)
      .set({ pdfGenerated: true, pdfFilename: filename, updatedAt: new Date() })
      .where(eq(sessions.id, session.id));
    if (session.userEmail) {
      const applications = (await listPdfFingerprints({ db: tx }, { sessionRowId: session.id })).filter(
        (pdf) => pdf.kind === 'application',
      );
      const latest = applications[applications.length - 1]!;
      const receipt = pdfFingerprintMail(mail, {
        version: latest.version,
        filename,
        sha256: latest.sha256,
        generatedAt: latest.createdAt,
        applicationUrl: `${mail.publicUrl}${CLIENT_ROUTES.chat.replace(':sessionId', session.sessionId)}`,
      });
      await enqueueMail(
        { db: tx },
        {
          kind: 'pdf_fingerprint',
          to: session.userEmail,
          sessionId: session.id,
          ...receipt,
        },
      );
    }
    return filename;
  });
  return { filename, bytes };
}
