import { and, asc, eq, like } from 'drizzle-orm';
import type { Context } from '../context';
import { filingRecords, outbox } from '../db/schema';
import { findSession } from '../sessions/get-session';
import { FILING_REMINDER_KIND_PREFIX } from './record-filing';

/** A session's filing record with its reminders (due and sent), or null when none was entered. */
export async function getFilingRecord({ db }: Context<'db'>, { sessionId }: { sessionId: string }) {
  const session = await findSession({ db }, { sessionId });
  const [record] = await db.select().from(filingRecords).where(eq(filingRecords.sessionId, session.id));
  if (!record) return { session, record: null, reminders: [] };
  const reminders = await db
    .select({ sendAt: outbox.nextAttemptAt, sentAt: outbox.sentAt })
    .from(outbox)
    .where(and(eq(outbox.sessionId, session.id), like(outbox.kind, `${FILING_REMINDER_KIND_PREFIX}%`)))
    .orderBy(asc(outbox.nextAttemptAt));
  return { session, record, reminders };
}
