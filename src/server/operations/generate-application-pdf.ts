import { eq } from 'drizzle-orm';
import { pdfFilenameFor } from '../../contract';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { assertPdfPassesPreflight } from '../pdf/preflight';
import { renderApplication } from '../pdf/render-application';
import { loadSketchImages } from './load-sketch-images';
import { requirePremiumSession } from './require-premium-session';
import { storePdf } from './store-pdf';

export type GeneratedPdf = { filename: string; bytes: Buffer };

/**
 * Renders a premium session's provisional application, checks it against the Patent Center rules
 * (a failure is a bug: it throws, and nothing is stored or served), then stores the bytes and marks
 * the session in one transaction.
 */
export async function generateApplicationPdf(db: Db, publicSessionId: string): Promise<GeneratedPdf> {
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
  });
  return { filename, bytes };
}
