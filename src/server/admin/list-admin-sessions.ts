import { inArray, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_COUNT_CAP, type AdminStatusFilter } from '../../contract';
import type { Context } from '../context';
import type { SessionRow } from '../db/rows';
import { sessions } from '../db/schema';
import { adminSessionFilter } from './admin-session-filter';
import {
  type AdminCounters,
  countersOf,
  NEWEST_FIRST,
  newestMatchIds,
  sessionTotals,
  statusCount,
} from './count-admin-sessions';

export type AdminSessionsPage = {
  sessions: SessionRow[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
  counters: AdminCounters;
};

function pageRows({ db }: Context<'db'>, where: SQL | undefined, offset: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
}

/**
 * One page of the admin list, newest first, with the dashboard's counters (design §7: on the server).
 * A search reads the ids of its newest matches up to the count cap in one query, which both counts
 * them and names the page, so a rare term costs one index lookup and a common one stops early.
 */
export async function listAdminSessions(
  { db }: Context<'db'>,
  options: { q: string; status: AdminStatusFilter; page: number },
): Promise<AdminSessionsPage> {
  const where = adminSessionFilter(options);
  const offset = (options.page - 1) * ADMIN_PAGE_SIZE;
  const paging = { page: options.page, pageSize: ADMIN_PAGE_SIZE };

  if (options.q.trim() === '') {
    const [rows, totals] = await Promise.all([pageRows({ db }, where, offset), sessionTotals({ db })]);
    const total = statusCount(totals, options.status);
    return { sessions: rows, total, totalCapped: false, ...paging, counters: countersOf(totals, total) };
  }

  const [matches, totals] = await Promise.all([newestMatchIds({ db }, options), sessionTotals({ db })]);
  const total = Math.min(matches.length, ADMIN_SEARCH_COUNT_CAP);
  let rows: SessionRow[];
  if (offset >= ADMIN_SEARCH_COUNT_CAP) {
    rows = await pageRows({ db }, where, offset); // past the counted matches: the API still pages on
  } else {
    const ids = matches.slice(offset, Math.min(offset + ADMIN_PAGE_SIZE, total));
    rows =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(sessions)
            .where(inArray(sessions.id, ids))
            .orderBy(...NEWEST_FIRST);
  }
  return {
    sessions: rows,
    total,
    totalCapped: matches.length > ADMIN_SEARCH_COUNT_CAP,
    ...paging,
    counters: countersOf(totals, total),
  };
}

/** Every internal id of the filtered list, newest first: what select-all selects (spec §5). */
export async function listAdminSessionIds(
  { db }: Context<'db'>,
  options: { q: string; status: AdminStatusFilter },
): Promise<number[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(adminSessionFilter(options))
    .orderBy(...NEWEST_FIRST);
  return rows.map((row) => row.id);
}
