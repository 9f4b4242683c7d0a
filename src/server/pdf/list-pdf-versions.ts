import { and, asc, eq } from 'drizzle-orm';
import type { Context } from '../context';
import { pdfDocuments } from '../db/schema';
import { requirePremiumSession } from '../policies/require-premium-session';

export type StoredPdfVersion = { version: number; filename: string; sha256: string; createdAt: Date };

/**
 * Every application PDF of a premium session, oldest first: the nth one generated is version n. A
 * paid inventor may edit after the first PDF and generate again (issue 17); earlier files stay.
 */
export async function listPdfVersions(
  ctx: Context<'db'>,
  { sessionId }: { sessionId: string },
): Promise<StoredPdfVersion[]> {
  const session = await requirePremiumSession(ctx, { sessionId });
  const rows = await ctx.db
    .select({
      filename: pdfDocuments.filename,
      sha256: pdfDocuments.sha256,
      createdAt: pdfDocuments.createdAt,
    })
    .from(pdfDocuments)
    .where(and(eq(pdfDocuments.sessionId, session.id), eq(pdfDocuments.kind, 'application')))
    .orderBy(asc(pdfDocuments.id));
  return rows.map((row, index) => ({ version: index + 1, ...row }));
}
