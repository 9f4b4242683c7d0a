import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import { filingRecords } from '../db/schema';
import { findSession } from '../sessions/get-session';
import { cancelPendingReminders } from './record-filing';

/** Deletes a session's filing record and the reminders not yet sent. Removing none is not an error. */
export async function removeFiling({ db }: Context<'db'>, { sessionId }: { sessionId: string }) {
  const session = await findSession({ db }, { sessionId });
  await db.transaction(async (tx) => {
    await tx.delete(filingRecords).where(eq(filingRecords.sessionId, session.id));
    await cancelPendingReminders({ db: tx }, { sessionRowId: session.id });
  });
}
