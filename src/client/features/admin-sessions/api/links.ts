import { CLIENT_ROUTES } from '../../../../contract/routes';

/** The stored PDF as the customer got it; opened in a new tab (spec §2). */
export const adminPdfUrl = (sessionId: string) =>
  `/api/admin/session/${encodeURIComponent(sessionId)}/download-pdf`;

/** Spec §2: the site origin, /patent-chat and the session parameter. */
export const recoveryUrl = (sessionId: string) =>
  `${window.location.origin}${CLIENT_ROUTES.patentChat}?session=${encodeURIComponent(sessionId)}`;
