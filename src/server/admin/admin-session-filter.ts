import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AdminStatusFilter } from '../../contract';
import { sessions } from '../db/schema';

/** LIKE treats %, _ and the escape character as patterns; a search for them means the characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const STATUS_CONDITIONS: Record<Exclude<AdminStatusFilter, 'all'>, SQL> = {
  premium: eq(sessions.premiumUnlocked, true),
  free: eq(sessions.premiumUnlocked, false),
  complete: eq(sessions.isComplete, true),
  incomplete: eq(sessions.isComplete, false),
};

/**
 * Spec §5: a case-insensitive substring of the session id, the e-mail or the patent title, AND the
 * status filter. The three lower(…) expressions are exactly those of the trigram indexes of the
 * admin_search migration, so PostgreSQL answers them from the indexes.
 */
export function adminSessionFilter(options: { q: string; status: AdminStatusFilter }): SQL | undefined {
  const q = options.q.trim().toLowerCase();
  const search = q
    ? sql`(lower(${sessions.sessionId}) like ${`%${escapeLike(q)}%`}
        or lower(${sessions.userEmail}) like ${`%${escapeLike(q)}%`}
        or lower(${sessions.patentData}->>'title') like ${`%${escapeLike(q)}%`})`
    : undefined;
  const status = options.status === 'all' ? undefined : STATUS_CONDITIONS[options.status];
  return and(search, status);
}
