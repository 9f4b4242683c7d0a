import type { Context } from '../context';
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
  ctx: Context<'db'>,
  { action, email, ip }: { action: MailAction; email: string; ip: string },
): Promise<void> {
  const rule = MAIL_RATE_LIMITS[action];
  await enforceRateLimit(ctx, {
    key: `mail:${action}:ip:${ip}`,
    limit: rule.perClient,
    windowMs: rule.windowMs,
    message: 'Too many e-mails have been requested from your connection.',
  });
  await enforceRateLimit(ctx, {
    key: `mail:${action}:to:${email}`,
    limit: rule.perAddress,
    windowMs: rule.windowMs,
    message: 'Too many e-mails have been requested for this address.',
  });
}
