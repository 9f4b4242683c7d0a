import { asc, eq } from 'drizzle-orm';
import type { Context } from '../context';
import { messages, sessions } from '../db/schema';
import { notFound } from '../errors';

/** The session with this public id, or a 404. */
export async function findSession({ db }: Context<'db'>, { sessionId }: { sessionId: string }) {
  const [session] = await db.select().from(sessions).where(eq(sessions.sessionId, sessionId)).limit(1);
  if (!session) throw notFound('Session');
  return session;
}

/** The session and its conversation, oldest message first. */
export async function getSessionWithMessages({ db }: Context<'db'>, { sessionId }: { sessionId: string }) {
  const session = await findSession({ db }, { sessionId });
  const conversation = await db
    .select()
    .from(messages)
    .where(eq(messages.sessionId, session.id))
    .orderBy(asc(messages.id));
  return { session, messages: conversation };
}
