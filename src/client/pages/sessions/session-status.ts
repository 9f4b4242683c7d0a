import { applicationProgress } from '../../../contract/progress';
import type { UserSessionsResponse } from '../../../contract/user-sessions';

export type UserSessionSummary = UserSessionsResponse['sessions'][number];

/** Spec §4 session badges. */
export function sessionBadge(session: UserSessionSummary): 'Complete' | 'Ready for PDF' | 'In Progress' {
  if (session.isComplete && session.pdfGenerated) return 'Complete';
  if (session.isComplete) return 'Ready for PDF';
  return 'In Progress';
}

/** The same figure as the chat and the review show (issue 17). */
export function progressPercent(session: UserSessionSummary): number {
  return applicationProgress(session).percent;
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
