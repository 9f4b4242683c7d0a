import { and, asc, desc, eq } from 'drizzle-orm';
import type { Context } from '../context';
import { pdfDocuments } from '../db/schema';

/**
 * A session's stored application PDF, exactly as it was first downloaded: version n (the nth one
 * generated) when given, else the latest. Null when there is none.
 */
export async function findApplicationPdf(
  { db }: Context<'db'>,
  { sessionRowId, version }: { sessionRowId: number; version?: number },
) {
  const [row] = await db
    .select({ id: pdfDocuments.id, filename: pdfDocuments.filename, bytes: pdfDocuments.bytes })
    .from(pdfDocuments)
    .where(and(eq(pdfDocuments.sessionId, sessionRowId), eq(pdfDocuments.kind, 'application')))
    .orderBy(version === undefined ? desc(pdfDocuments.id) : asc(pdfDocuments.id))
    .offset(version === undefined ? 0 : version - 1)
    .limit(1);
  return row ?? null;
}
