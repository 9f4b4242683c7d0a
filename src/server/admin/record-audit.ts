import type { Context } from '../context';
import { auditLog } from '../db/schema';

export type AuditAction =
  | 'admin_login'
  | 'admin_login_failed'
  | 'admin_login_locked'
  | 'admin_logout'
  | 'view_conversation'
  | 'download_pdf'
  | 'delete_session';

/**
 * One row of the audit log (design §7). `sessionRef` is the public session id (kept as text: the
 * record outlives the session). Details never hold invention text or the password.
 */
export async function recordAudit(
  { db }: Context<'db'>,
  entry: { action: AuditAction; ip: string | null; sessionRef?: string; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    ip: entry.ip,
    sessionRef: entry.sessionRef ?? null,
    details: entry.details ?? {},
  });
}
