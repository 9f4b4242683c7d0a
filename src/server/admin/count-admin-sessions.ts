import { desc, sql } from 'drizzle-orm';
import { ADMIN_SEARCH_COUNT_CAP, type AdminStatusFilter } from '../../contract';
import type { Context } from '../context';
import { sessions } from '../db/schema';
import { adminSearchBranches } from './admin-session-filter';

export type AdminCounters = {
  totalSessions: number;
  filteredResults: number;
  premiumUsers: number;
  pdfsGenerated: number;
};

export type SessionTotals = { total: number; premium: number; complete: number; pdfs: number };

/**
 * Totals of every session from admin_session_counts, which triggers keep exact (migration
 * 0002_admin_search), so no page view counts a million rows.
 */
export async function sessionTotals({ db }: Context<'db'>): Promise<SessionTotals> {
  const totals = await db.execute<SessionTotals>(sql`
    select coalesce(sum(total), 0)::int as total, coalesce(sum(premium), 0)::int as premium,
           coalesce(sum(complete), 0)::int as complete, coalesce(sum(pdfs), 0)::int as pdfs
    from admin_session_counts`);
  return totals.rows[0]!;
}

/** Sessions of a status filter alone, derived from the totals. */
export function statusCount(totals: SessionTotals, status: AdminStatusFilter): number {
  const { total, premium, complete } = totals;
  return { all: total, premium, free: total - premium, complete, incomplete: total - complete }[status];
}

/** The dashboard's counters from the totals and the (possibly capped) number of filtered results. */
export function countersOf(totals: SessionTotals, filteredResults: number): AdminCounters {
  return {
    totalSessions: totals.total,
    filteredResults,
    premiumUsers: totals.premium,
    pdfsGenerated: totals.pdfs,
  };
}

/** Newest first, the order of the admin list. */
export const NEWEST_FIRST = [desc(sessions.createdAt), desc(sessions.id)];

/**
 * The ids of a search's newest matches, one more than the count cap, newest first: their number is
 * the capped count and their first ones name the page. Each field is searched on its own, newest
 * first and up to the cap, and the three lists merged: so each can use its own index (for a common
 * word, the creation index, stopping early; for a rare one, its trigram index) and each candidate is
 * checked against its own field only — a third faster than one query with OR at a million sessions.
 */
export async function newestMatchIds(
  { db }: Context<'db'>,
  options: { q: string; status: AdminStatusFilter },
): Promise<number[]> {
  const limit = ADMIN_SEARCH_COUNT_CAP + 1;
  const branches = adminSearchBranches(options).map(
    (condition) => sql`(select ${sessions.id} as id, ${sessions.createdAt} as created_at from ${sessions}
      where ${condition} order by ${sessions.createdAt} desc, ${sessions.id} desc limit ${limit})`,
  );
  const result = await db.execute<{ id: number }>(sql`
    select id from (${sql.join(branches, sql` union `)}) as matches
    order by created_at desc, id desc limit ${limit}`);
  return result.rows.map((row) => row.id);
}

/**
 * The four counters of the dashboard. Premium Users and PDFs Generated count every session, as
 * Total Sessions does; Filtered Results counts the search and filter, a search up to its cap.
 */
export async function countAdminSessions(
  { db }: Context<'db'>,
  options: { q: string; status: AdminStatusFilter },
): Promise<AdminCounters & { filteredCapped: boolean }> {
  const totals = await sessionTotals({ db });
  if (options.q.trim() === '') {
    return { ...countersOf(totals, statusCount(totals, options.status)), filteredCapped: false };
  }
  const n = (await newestMatchIds({ db }, options)).length;
  return {
    ...countersOf(totals, Math.min(n, ADMIN_SEARCH_COUNT_CAP)),
    filteredCapped: n > ADMIN_SEARCH_COUNT_CAP,
  };
}
