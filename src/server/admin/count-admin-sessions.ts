import { sql } from 'drizzle-orm';
import type { AdminStatusFilter } from '../../contract';
import type { DbOrTx } from '../db/client';
import { sessions } from '../db/schema';
import { adminSessionFilter } from './admin-session-filter';

export type AdminCounters = {
  totalSessions: number;
  filteredResults: number;
  premiumUsers: number;
  pdfsGenerated: number;
};

/**
 * The four counters of the dashboard. Premium Users and PDFs Generated count every session, as
 * Total Sessions does; Filtered Results counts the search and filter. The totals come from
 * admin_session_counts, which triggers keep exact (migration 0001_admin_search), so no page view
 * counts a million rows; a status filter without a search is derived from them too.
 */
export async function countAdminSessions(
  db: DbOrTx,
  options: { q: string; status: AdminStatusFilter },
): Promise<AdminCounters> {
  const totals = await db.execute<{ total: number; premium: number; complete: number; pdfs: number }>(sql`
    select coalesce(sum(total), 0)::int as total, coalesce(sum(premium), 0)::int as premium,
           coalesce(sum(complete), 0)::int as complete, coalesce(sum(pdfs), 0)::int as pdfs
    from admin_session_counts`);
  const { total, premium, complete, pdfs } = totals.rows[0]!;

  let filtered: number;
  if (options.q.trim() === '') {
    filtered = {
      all: total,
      premium,
      free: total - premium,
      complete,
      incomplete: total - complete,
    }[options.status];
  } else {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(adminSessionFilter(options));
    filtered = row!.n;
  }
  return { totalSessions: total, filteredResults: filtered, premiumUsers: premium, pdfsGenerated: pdfs };
}
