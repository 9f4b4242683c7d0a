import { sql } from 'drizzle-orm';
import type { Context } from '../context';
import { notFound } from '../errors';

/**
 * The inventor deletes one of their own sessions (issue 18): the session row and, by cascading
 * foreign keys, its messages, sketch, PDFs, filing record, reminders and other mail; its drafting state
 * lives in the row itself. Payments stay as accounting records (amount, date, address) with the link to
 * the session cut. The rate-limit counters named after the session go too. A session of another address
 * is the same 404 as an unknown one. The audit log keeps that the owner deleted it, not what it held.
 */
export async function deleteUserSession({ db }: Context<'db'>, input: { email: string; sessionId: string }) {
  await db.transaction(async (tx) => {
    const deleted = await tx.execute(sql`
      delete from sessions where session_id = ${input.sessionId} and user_email = ${input.email}
      returning id`);
    if (deleted.rowCount !== 1) throw notFound('Session');
    await tx.execute(sql`delete from rate_limit_counters where key like ${`%:session:${input.sessionId}`}`);
    await tx.execute(sql`
      insert into audit_log (action, session_ref, details)
      values ('owner_delete_session', ${input.sessionId}, '{}'::jsonb)`);
  });
}
