import type { Db } from '../db/client';
import { getSessionWithMessages } from '../sessions/get-session';
import { recordAudit } from './record-audit';

/** A session's whole conversation for the operator, oldest first; the view is audited. */
export async function getAdminMessages(db: Db, options: { sessionId: string; ip: string }) {
  const found = await getSessionWithMessages({ db }, { sessionId: options.sessionId });
  await recordAudit(db, {
    action: 'view_conversation',
    ip: options.ip,
    sessionRef: found.session.sessionId,
    details: { messages: found.messages.length },
  });
  return found;
}
