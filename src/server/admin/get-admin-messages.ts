import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { messages } from '../db/schema';
import { findSession } from '../operations/get-session';
import { recordAudit } from './record-audit';

/** A session's whole conversation for the operator, oldest first; the view is audited. */
export async function getAdminMessages(db: Db, options: { sessionId: string; ip: string }) {
  const session = await findSession(db, options.sessionId);
  const conversation = await db
    .select()
    .from(messages)
    .where(eq(messages.sessionId, session.id))
    .orderBy(asc(messages.id));
  await recordAudit(db, {
    action: 'view_conversation',
    ip: options.ip,
    sessionRef: session.sessionId,
    details: { messages: conversation.length },
  });
  return { session, messages: conversation };
}
