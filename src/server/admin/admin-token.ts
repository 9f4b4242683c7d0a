import { createHash, randomBytes } from 'node:crypto';

/** The cookie that carries an admin login. Scoped to the admin API: no other route ever sees it. */
export const ADMIN_COOKIE = 'inventdraft_admin';
export const ADMIN_COOKIE_PATH = '/api/admin';
/** An admin login lasts one working day at most. */
export const ADMIN_LOGIN_TTL_MS = 8 * 60 * 60 * 1000;

/** 256 random bits; only its hash is stored, so a leaked table does not leak a usable cookie. */
export function newAdminToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashAdminToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
