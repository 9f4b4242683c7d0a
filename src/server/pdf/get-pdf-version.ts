import type { Context } from '../context';
import { notFound } from '../errors';
import { requirePremiumSession } from '../policies/require-premium-session';
import { findApplicationPdf } from './find-application-pdf';

/** One version's stored bytes of a premium session, exactly as they were first downloaded. */
export async function getPdfVersion(
  ctx: Context<'db'>,
  { sessionId, version }: { sessionId: string; version: number },
): Promise<{ filename: string; bytes: Buffer }> {
  const session = await requirePremiumSession(ctx, { sessionId });
  const pdf = await findApplicationPdf(ctx, { sessionRowId: session.id, version });
  if (!pdf) throw notFound('PDF version');
  return { filename: pdf.filename, bytes: pdf.bytes };
}
