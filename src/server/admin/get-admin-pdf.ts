import type { Context } from '../context';
import { notFound } from '../errors';
import { findApplicationPdf } from '../pdf/find-application-pdf';
import { findSession } from '../sessions/get-session';
import { recordAudit } from './record-audit';

/**
 * The application PDF exactly as the customer last received it (design §9: it is stored when
 * generated), or a 404. The download is audited.
 */
export async function getAdminPdf(ctx: Context<'db'>, input: { sessionId: string; ip: string }) {
  const session = await findSession(ctx, { sessionId: input.sessionId });
  const pdf = await findApplicationPdf(ctx, { sessionRowId: session.id });
  if (!pdf) throw notFound('PDF');
  await recordAudit(ctx, {
    action: 'download_pdf',
    ip: input.ip,
    sessionRef: session.sessionId,
    details: { pdfId: pdf.id, filename: pdf.filename },
  });
  return pdf;
}
