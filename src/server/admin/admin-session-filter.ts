import { and, eq, or, type SQL, sql } from 'drizzle-orm';
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
 * The e-mail half of the search. A search with "@" in it names the end of an address's local part and
 * the start of its domain (an address has exactly one "@"), which the reversed-local-part B-tree of
 * migration 0003 answers with prefix lookups; anything else is a trigram substring search.
 */
function emailMatches(q: string): SQL {
  const at = q.indexOf('@');
  if (at < 0) return sql`lower(${sessions.userEmail}) like ${`%${escapeLike(q)}%`}`;
  if (q.includes('@', at + 1)) return sql`false`;
  const localEnd = [...q.slice(0, at)].reverse().join('');
  const domainStart = q.slice(at + 1);
  return sql`(reverse(lower(split_part(${sessions.userEmail}, '@', 1))) like ${`${escapeLike(localEnd)}%`}
    and lower(split_part(${sessions.userEmail}, '@', 2)) like ${`${escapeLike(domainStart)}%`})`;
}

/** How many letters of each word narrow a phrase search in the trigram index (two trigrams). */
const WORD_PREFIX = 4;

/**
 * The title half of the search. A phrase of several words is narrowed in the trigram index by the
 * first letters of each word, then checked whole on each candidate: the whole phrase would make
 * PostgreSQL read the posting list of every trigram of every word, which for common words alone took
 * 30–40 ms at a million sessions. (`|| ''` keeps the whole-phrase check out of the index.)
 */
function titleMatches(q: string): SQL {
  const pattern = `%${escapeLike(q)}%`;
  const words = q.split(/\s+/).filter((word) => [...word].length >= 3);
  if (words.length < 2) return sql`${sessions.titleSearch} like ${pattern}`;
  const narrowing = words.map(
    (word) =>
      sql`${sessions.titleSearch} like ${`%${escapeLike([...word].slice(0, WORD_PREFIX).join(''))}%`}`,
  );
  return sql`(${sql.join(narrowing, sql` and `)} and (${sessions.titleSearch} || '') like ${pattern})`;
}

/**
 * Spec §5: a case-insensitive substring of the session id, the e-mail or the patent title, each AND
 * the status filter — one condition per field, each written exactly as an index of migrations 0002
 * and 0003 is, so PostgreSQL answers it from that index. Empty for no search.
 */
export function adminSearchBranches(options: { q: string; status: AdminStatusFilter }): SQL[] {
  const q = options.q.trim().toLowerCase();
  if (!q) return [];
  const status = statusCondition(options.status);
  return [
    sql`lower(${sessions.sessionId}) like ${`%${escapeLike(q)}%`}`,
    emailMatches(q),
    titleMatches(q),
  ].map((field) => and(field, status)!);
}

function statusCondition(status: AdminStatusFilter): SQL | undefined {
  return status === 'all' ? undefined : STATUS_CONDITIONS[status];
}

/** The whole filter as one condition: any field matching the search, with the status filter. */
export function adminSessionFilter(options: { q: string; status: AdminStatusFilter }): SQL | undefined {
  const branches = adminSearchBranches(options);
  return branches.length > 0 ? or(...branches) : statusCondition(options.status);
}
