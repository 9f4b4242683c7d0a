import { desc } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminStatusFilter } from '../../contract';
import type { DbOrTx } from '../db/client';
import { sessions } from '../db/schema';
import type { SessionRow } from '../presenters/session';
import { adminSessionFilter } from './admin-session-filter';
import { countAdminSessions } from './count-admin-sessions';

export type AdminSessionsPage = {
  sessions: SessionRow[];
  total: number;
  page: number;
  pageSize: number;
  counters: { totalSessions: number; filteredResults: number; premiumUsers: number; pdfsGenerated: number };
};

/** One page of the admin list, newest first, with the dashboard's counters (design §7: on the server). */
export async function listAdminSessions(
  db: DbOrTx,
  options: { q: string; status: AdminStatusFilter; page: number },
): Promise<AdminSessionsPage> {
  const where = adminSessionFilter(options);
  const [rows, counters] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(where)
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((options.page - 1) * ADMIN_PAGE_SIZE),
    countAdminSessions(db, options),
  ]);
  return {
    sessions: rows,
    total: counters.filteredResults,
    page: options.page,
    pageSize: ADMIN_PAGE_SIZE,
    counters,
  };
}

/** Every internal id of the filtered list, newest first: what select-all selects (spec §5). */
export async function listAdminSessionIds(
  db: DbOrTx,
  options: { q: string; status: AdminStatusFilter },
): Promise<number[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(adminSessionFilter(options))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  return rows.map((row) => row.id);
}
