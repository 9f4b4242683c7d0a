import { createHash } from 'node:crypto';
import type { PdfKind } from '../../contract';
import type { Context } from '../context';
import { pdfDocuments } from '../db/schema';

/** Keeps the exact bytes a customer received, with their SHA-256, so the operator gets the same file. */
export async function storePdf(
  { db }: Context<'db'>,
  document: { sessionRowId: number; kind: PdfKind; filename: string; bytes: Buffer },
): Promise<void> {
  const sha256 = createHash('sha256').update(document.bytes).digest('hex');
  await db.insert(pdfDocuments).values({
    sessionId: document.sessionRowId,
    kind: document.kind,
    filename: document.filename,
    bytes: document.bytes,
    sha256,
  });
}
