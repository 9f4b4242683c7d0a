import { asc, eq } from 'drizzle-orm';
import type { PdfKind } from '../../contract';
import type { Context } from '../context';
import { pdfDocuments } from '../db/schema';
import { findSession } from '../sessions/get-session';

export type PdfFingerprint = {
  kind: PdfKind;
  version: number;
  filename: string;
  sha256: string;
  createdAt: Date;
};

/** Every PDF generated for a session with its SHA-256, numbered 1, 2… per kind in the order made. */
export async function listPdfFingerprints(
  { db }: Context<'db'>,
  { sessionRowId }: { sessionRowId: number },
): Promise<PdfFingerprint[]> {
  const rows = await db
    .select({
      kind: pdfDocuments.kind,
      filename: pdfDocuments.filename,
      sha256: pdfDocuments.sha256,
      createdAt: pdfDocuments.createdAt,
    })
    .from(pdfDocuments)
    .where(eq(pdfDocuments.sessionId, sessionRowId))
    .orderBy(asc(pdfDocuments.id));
  const counts = new Map<PdfKind, number>();
  return rows.map((row) => {
    const version = (counts.get(row.kind) ?? 0) + 1;
    counts.set(row.kind, version);
    return { ...row, version };
  });
}

/** The same, for a session named by its public id. */
export async function listSessionPdfFingerprints(ctx: Context<'db'>, { sessionId }: { sessionId: string }) {
  const session = await findSession(ctx, { sessionId });
  return listPdfFingerprints(ctx, { sessionRowId: session.id });
}
