import type { Context } from '../context';
import { adminLogins } from '../db/schema';
import { AppError } from '../errors';
import { consumeRateLimit, resetRateLimit } from '../rate-limit/consume-rate-limit';
import { ADMIN_LOGIN_TTL_MS, hashAdminToken, newAdminToken } from './admin-token';
import { checkAdminPassword } from './check-admin-password';
import { recordAudit } from './record-audit';

/** Failed logins allowed from one address per window; the next attempt is refused, even a right one. */
const ADMIN_LOGIN_MAX_FAILURES = 5;
const ADMIN_LOGIN_LOCKOUT_MS = 15 * 60 * 1000;

const lockoutKey = (ip: string) => `admin-login:ip:${ip}`;

/**
 * Checks the operator password and opens a server-side login (design §7). Every attempt counts
 * against the address's window before the password is looked at, so parallel guesses cannot slip
 * past the lockout; a successful login clears the count.
 */
export async function adminLogin(
  ctx: Context<'db' | 'config'>,
  { password, ip }: { password: string; ip: string },
): Promise<{ token: string; expiresAt: Date }> {
  const { db } = ctx;
  const attempt = await consumeRateLimit(ctx, {
    key: lockoutKey(ip),
    limit: ADMIN_LOGIN_MAX_FAILURES,
    windowMs: ADMIN_LOGIN_LOCKOUT_MS,
  });
  if (!attempt.allowed) {
    await recordAudit(ctx, { action: 'admin_login_locked', ip });
    const minutes = Math.max(1, Math.ceil(attempt.retryAfterMs / 60_000));
    throw new AppError(
      'rate_limited',
      `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }

  if (!checkAdminPassword(password, ctx.config.adminPassword)) {
    await recordAudit(ctx, { action: 'admin_login_failed', ip, details: { attempt: attempt.count } });
    throw new AppError('unauthorized', 'Invalid password');
  }

  const token = newAdminToken();
  const expiresAt = new Date(Date.now() + ADMIN_LOGIN_TTL_MS);
  await db.transaction(async (tx) => {
    const [login] = await tx
      .insert(adminLogins)
      .values({ tokenHash: hashAdminToken(token), ip, expiresAt })
      .returning({ id: adminLogins.id });
    await recordAudit({ db: tx }, { action: 'admin_login', ip, details: { loginId: login!.id } });
    await resetRateLimit({ db: tx }, { key: lockoutKey(ip) });
  });
  return { token, expiresAt };
}
