import { sql } from 'drizzle-orm';
import type { Context } from '../context';

/**
 * How long finished records are kept before the purge deletes them. Sign-in tokens and sent mail
 * can hold or lead to capability links, so they go soon; unsent mail stays long enough for an operator
 * to see why it failed.
 */
export const RETENTION = {
  /** After a sign-in link or browser proof has expired. */
  emailSignIns: '1 day',
  /** After an admin login has ended or expired (every login is also in the audit log). */
  adminLogins: '30 days',
  /** After a rate-limit window has closed (an expired counter counts as zero anyway). */
  rateLimitCounters: '1 hour',
  /** After a mail was sent. */
  sentMail: '7 days',
  /**
   * After a mail that was never sent was due (retries give up within a day). Counted from when it
   * was due, not written, so a reminder scheduled months ahead is kept until then.
   */
  unsentMail: '30 days',
} as const;

export type PurgedCounts = {
  emailSignIns: number;
  adminLogins: number;
  rateLimitCounters: number;
  sentMail: number;
  unsentMail: number;
};

/**
 * Deletes records that have served their purpose, so the tables that grow with every visitor (sign-in
 * tokens, rate-limit counters, mail with its bodies) stay bounded. Safe to run from several instances
 * at once: each statement only deletes rows no live request can need.
 */
export async function purgeExpiredRecords({ db }: Context<'db'>): Promise<PurgedCounts> {
  const count = async (statement: ReturnType<typeof sql>) => (await db.execute(statement)).rowCount ?? 0;
  return {
    emailSignIns: await count(
      sql`delete from email_sign_ins where expires_at < now() - ${RETENTION.emailSignIns}::interval`,
    ),
    adminLogins: await count(sql`
      delete from admin_logins
      where least(expires_at, coalesce(ended_at, expires_at)) < now() - ${RETENTION.adminLogins}::interval`),
    rateLimitCounters: await count(
      sql`delete from rate_limit_counters where reset_at < now() - ${RETENTION.rateLimitCounters}::interval`,
    ),
    sentMail: await count(sql`delete from outbox where sent_at < now() - ${RETENTION.sentMail}::interval`),
    unsentMail: await count(sql`
      delete from outbox
      where sent_at is null and next_attempt_at < now() - ${RETENTION.unsentMail}::interval`),
  };
}
