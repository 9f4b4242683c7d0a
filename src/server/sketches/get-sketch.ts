import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sketches } from '../db/schema';
import { notFound } from '../errors';
import { findSession } from '../sessions/get-session';

/** The session's stored sketch (always PNG, without metadata). */
export async function getSketch(db: DbOrTx, sessionId: string) {
  const session = await findSession({ db }, { sessionId });
  const [sketch] = await db.select().from(sketches).where(eq(sketches.sessionId, session.id)).limit(1);
  if (!sketch) throw notFound('Sketch');
  return sketch;
}
