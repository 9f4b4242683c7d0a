import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import { sketches } from '../db/schema';
import { notFound } from '../errors';
import { findSession } from '../sessions/get-session';

/** The session's stored sketch (always PNG, without metadata). */
export async function getSketch({ db }: Context<'db'>, { sessionId }: { sessionId: string }) {
  const session = await findSession({ db }, { sessionId });
  const [sketch] = await db.select().from(sketches).where(eq(sketches.sessionId, session.id)).limit(1);
  if (!sketch) throw notFound('Sketch');
  return sketch;
}
