import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { filingRecords } from '../db/schema';
import { findSession } from '../sessions/get-session';
import { cancelPendingReminders } from './record-filing';

/** Deletes a session's filing record and the reminders not yet sent. Removing none is not an error. */
export async function removeFiling(db: Db, sessionId: string) {
  const session = await findSession({ db }, { sessionId });
  await db.transaction(async (tx) => {
    await tx.delete(filingRecords).where(eq(filingRecords.sessionId, session.id));
    await cancelPendingReminders(tx, session.id);
  });
}
