import type {
  AdminLoginState,
  AdminLogoutResponse,
  AdminSessionIdsResponse,
  AdminSessionsResponse,
  BulkDeleteResponse,
} from '../../contract';
import type { AdminSessionsPage } from '../admin';
import { presentSession } from './session';

/** The operator's login as the dashboard reads it. */
export const presentAdminLogin = (login: { expiresAt: Date }): AdminLoginState => ({
  loggedIn: true,
  expiresAt: login.expiresAt.toISOString(),
});

/** The login is over and its cookie cleared. */
export const presentAdminLogout = (): AdminLogoutResponse => ({ loggedOut: true });

/** One page of the admin list; the operator sees every section in full: no paywall here. */
export const presentAdminSessionsPage = (page: AdminSessionsPage): AdminSessionsResponse => ({
  ...page,
  sessions: page.sessions.map((row) => presentSession(row, 'operator')),
});

export const presentBulkDelete = ({ deleted }: { deleted: number }): BulkDeleteResponse => ({
  deleted,
  message: `Deleted ${deleted} session${deleted === 1 ? '' : 's'}`,
});

/** Every session id the list's filter matches, for "select all" across pages. */
export const presentAdminSessionIds = (ids: number[]): AdminSessionIdsResponse => ({ ids });
