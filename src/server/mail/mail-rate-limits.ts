import type { DbOrTx } from '../db/client';
import { enforceRateLimit } from '../rate-limit/consume-rate-limit';

const HOUR_MS = 60 * 60_000;

/**
 * Every call that sends mail is limited per recipient address (so no one floods an inbox through us)
 * and per client IP (so no one floods many inboxes).
 */
export const MAIL_RATE_LIMITS = {
  'save-for-later': { perAddress: 5, perClient: 20, windowMs: HOUR_MS },
  'sessions-sign-in': { perAddress: 5, perClient: 20, windowMs: HOUR_MS },
  contact: { perAddress: 5, perClient: 10, windowMs: HOUR_MS },
} as const;

export type MailAction = keyof typeof MAIL_RATE_LIMITS;

export async function enforceMailRateLimits(
  db: DbOrTx,
  action: MailAction,
  caller: { email: string; ip: string },
): Promise<void> {
  const rule = MAIL_RATE_LIMITS[action];
  await enforceRateLimit(
    db,
    { key: `mail:${action}:ip:${caller.ip}`, limit: rule.perClient, windowMs: rule.windowMs },
    'Too many e-mails have been requested from your connection.',
  );
  await enforceRateLimit(
    db,
    { key: `mail:${action}:to:${caller.email}`, limit: rule.perAddress, windowMs: rule.windowMs },
    'Too many e-mails have been requested for this address.',
  );
}
