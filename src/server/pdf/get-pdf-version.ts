import { and, asc, eq } from 'drizzle-orm';
import type { Context } from '../context';
import { pdfDocuments } from '../db/schema';
import { notFound } from '../errors';
import { requirePremiumSession } from '../policies/require-premium-session';

/** One version's stored bytes, exactly as they were first downloaded. */
export async function getPdfVersion(
  ctx: Context<'db'>,
  { sessionId, version }: { sessionId: string; version: number },
): Promise<{ filename: string; bytes: Buffer }> {
  const session = await requirePremiumSession(ctx, { sessionId });
  const [row] = await ctx.db
    .select({ filename: pdfDocuments.filename, bytes: pdfDocuments.bytes })
    .from(pdfDocuments)
    .where(and(eq(pdfDocuments.sessionId, session.id), eq(pdfDocuments.kind, 'application')))
    .orderBy(asc(pdfDocuments.id))
    .offset(version - 1)
    .limit(1);
  if (!row) throw notFound('PDF version');
  return row;
}
