/** The operator's dashboard (spec §7, design §7): login, the session list, audited views, bulk delete. */
export { adminLogin } from './admin-login';
export { adminLogout } from './admin-logout';
export { ADMIN_COOKIE, ADMIN_COOKIE_PATH } from './admin-token';
export { bulkDeleteSessions } from './bulk-delete-sessions';
export { getAdminMessages } from './get-admin-messages';
export { getAdminPdf } from './get-admin-pdf';
export { type AdminSessionsPage, listAdminSessionIds, listAdminSessions } from './list-admin-sessions';
