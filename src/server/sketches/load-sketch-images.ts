import { asc, eq } from 'drizzle-orm';
import type { Context } from '../context';
import { sketches } from '../db/schema';

/** The image bytes of a session's sketches, oldest first (one view per drawing sheet). */
export async function loadSketchImages(
  { db }: Context<'db'>,
  { sessionRowId }: { sessionRowId: number },
): Promise<Buffer[]> {
  const rows = await db
    .select({ bytes: sketches.bytes })
    .from(sketches)
    .where(eq(sketches.sessionId, sessionRowId))
    .orderBy(asc(sketches.id));
  return rows.map((row) => row.bytes);
}
