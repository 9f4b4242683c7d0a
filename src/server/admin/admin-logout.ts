import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminLogins } from '../db/schema';
import { recordAudit } from './record-audit';

/** Ends a login on the server, so its cookie is worthless even if it was copied. */
export async function adminLogout(db: Db, options: { loginId: number; ip: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(adminLogins).set({ endedAt: new Date() }).where(eq(adminLogins.id, options.loginId));
    await recordAudit(tx, { action: 'admin_logout', ip: options.ip, details: { loginId: options.loginId } });
  });
}
