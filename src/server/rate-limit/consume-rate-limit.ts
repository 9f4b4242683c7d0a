import { sql } from 'drizzle-orm';
import type { Context } from '../context';
import { AppError } from '../errors';

export type RateLimitRule = {
  /** What is limited and for whom, e.g. `message:session:<id>` or `mail:ip:<ip>`. */
  key: string;
  limit: number;
  windowMs: number;
};

/**
 * Counts one hit against a fixed window kept in PostgreSQL, so every app instance shares the same
 * counters (design §3). Returns whether the hit is within the limit and when the window resets.
 */
export async function consumeRateLimit(
  { db }: Context<'db'>,
  rule: RateLimitRule,
): Promise<{ allowed: boolean; count: number; retryAfterMs: number }> {
  const result = await db.execute<{ count: number; reset_at: Date }>(sql`
    insert into rate_limit_counters (key, count, reset_at)
    values (${rule.key}, 1, now() + make_interval(secs => ${rule.windowMs / 1000}))
    on conflict (key) do update set
      count = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.count + 1 end,
      reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at else rate_limit_counters.reset_at end
    returning count, reset_at`);
  const row = result.rows[0]!;
  const retryAfterMs = Math.max(0, new Date(row.reset_at).getTime() - Date.now());
  return { allowed: row.count <= rule.limit, count: row.count, retryAfterMs };
}

/** Like consumeRateLimit, but a hit over the limit is a 429 with `message` (which should say what to do). */
export async function enforceRateLimit(
  ctx: Context<'db'>,
  { message, ...rule }: RateLimitRule & { message: string },
): Promise<void> {
  const { allowed, retryAfterMs } = await consumeRateLimit(ctx, rule);
  if (!allowed) {
    const seconds = Math.ceil(retryAfterMs / 1000);
    throw new AppError(
      'rate_limited',
      `${message} Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    );
  }
}

/** Forgets a key, e.g. failed logins after a successful one. */
export async function resetRateLimit({ db }: Context<'db'>, { key }: { key: string }): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
}
