import { and, desc, eq } from 'drizzle-orm';
import type { PdfKind } from '../../contract';
import type { DbOrTx } from '../db/client';
import { pdfDocuments } from '../db/schema';
import { notFound } from '../errors';
import { findSession } from './get-session';

export type StoredPdf = { filename: string; bytes: Buffer; sha256: string; createdAt: Date };

/**
 * The latest stored PDF of a kind for a session: exactly the bytes the customer was given.
 * An unknown session is "Session not found"; a session without such a file is "PDF not found".
 */
export async function getStoredPdf(db: DbOrTx, publicSessionId: string, kind: PdfKind): Promise<StoredPdf> {
  const session = await findSession(db, publicSessionId);
  const [row] = await db
    .select({
      filename: pdfDocuments.filename,
      bytes: pdfDocuments.bytes,
      sha256: pdfDocuments.sha256,
      createdAt: pdfDocuments.createdAt,
    })
    .from(pdfDocuments)
    .where(and(eq(pdfDocuments.sessionId, session.id), eq(pdfDocuments.kind, kind)))
    .orderBy(desc(pdfDocuments.id))
    .limit(1);
  if (!row) throw notFound('PDF');
  return row;
}
