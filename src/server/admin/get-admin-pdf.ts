import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pdfDocuments } from '../db/schema';
import { notFound } from '../errors';
import { findSession } from '../sessions/get-session';
import { recordAudit } from './record-audit';

/**
 * The application PDF exactly as the customer last received it (design §9: it is stored when
 * generated), or a 404. The download is audited.
 */
export async function getAdminPdf(db: Db, options: { sessionId: string; ip: string }) {
  const session = await findSession({ db }, { sessionId: options.sessionId });
  const [pdf] = await db
    .select({ id: pdfDocuments.id, filename: pdfDocuments.filename, bytes: pdfDocuments.bytes })
    .from(pdfDocuments)
    .where(and(eq(pdfDocuments.sessionId, session.id), eq(pdfDocuments.kind, 'application')))
    .orderBy(desc(pdfDocuments.id))
    .limit(1);
  if (!pdf) throw notFound('PDF');
  await recordAudit(db, {
    action: 'download_pdf',
    ip: options.ip,
    sessionRef: session.sessionId,
    details: { pdfId: pdf.id, filename: pdf.filename },
  });
  return pdf;
}
