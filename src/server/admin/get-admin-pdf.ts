import { and, desc, eq } from 'drizzle-orm';
import type { Context } from '../context';
import { pdfDocuments } from '../db/schema';
import { notFound } from '../errors';
import { findSession } from '../sessions/get-session';
import { recordAudit } from './record-audit';

/**
 * The application PDF exactly as the customer last received it (design §9: it is stored when
 * generated), or a 404. The download is audited.
 */
export async function getAdminPdf(ctx: Context<'db'>, input: { sessionId: string; ip: string }) {
  const session = await findSession(ctx, { sessionId: input.sessionId });
  const [pdf] = await ctx.db
    .select({ id: pdfDocuments.id, filename: pdfDocuments.filename, bytes: pdfDocuments.bytes })
    .from(pdfDocuments)
    .where(and(eq(pdfDocuments.sessionId, session.id), eq(pdfDocuments.kind, 'application')))
    .orderBy(desc(pdfDocuments.id))
    .limit(1);
  if (!pdf) throw notFound('PDF');
  await recordAudit(ctx, {
    action: 'download_pdf',
    ip: input.ip,
    sessionRef: session.sessionId,
    details: { pdfId: pdf.id, filename: pdf.filename },
  });
  return pdf;
}
