import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context } from '../context';
import { adminLogins } from '../db/schema';
import { hashAdminToken } from './admin-token';

export type AdminLogin = { id: number; expiresAt: Date };

/** The open, unexpired login behind a cookie token, or null. */
export async function findAdminLogin(
  { db }: Context<'db'>,
  { token }: { token: string },
): Promise<AdminLogin | null> {
  const [login] = await db
    .select({ id: adminLogins.id, expiresAt: adminLogins.expiresAt })
    .from(adminLogins)
    .where(
      and(
        eq(adminLogins.tokenHash, hashAdminToken(token)),
        isNull(adminLogins.endedAt),
        gt(adminLogins.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return login ?? null;
}
