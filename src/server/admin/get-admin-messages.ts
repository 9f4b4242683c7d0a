import type { Context } from '../context';
import { getSessionWithMessages } from '../sessions/get-session';
import { recordAudit } from './record-audit';

/** A session's whole conversation for the operator, oldest first; the view is audited. */
export async function getAdminMessages(ctx: Context<'db'>, input: { sessionId: string; ip: string }) {
  const found = await getSessionWithMessages(ctx, { sessionId: input.sessionId });
  await recordAudit(ctx, {
    action: 'view_conversation',
    ip: input.ip,
    sessionRef: found.session.sessionId,
    details: { messages: found.messages.length },
  });
  return found;
}
