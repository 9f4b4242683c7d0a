import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import { adminLogins } from '../db/schema';
import { recordAudit } from './record-audit';

/** Ends a login on the server, so its cookie is worthless even if it was copied. */
export async function adminLogout(
  { db }: Context<'db'>,
  input: { loginId: number; ip: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(adminLogins).set({ endedAt: new Date() }).where(eq(adminLogins.id, input.loginId));
    await recordAudit(
      { db: tx },
      { action: 'admin_logout', ip: input.ip, details: { loginId: input.loginId } },
    );
  });
}
