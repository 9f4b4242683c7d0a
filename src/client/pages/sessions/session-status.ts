import type { UserSessionsResponse } from '../../../contract/mail';

export type UserSessionSummary = UserSessionsResponse['sessions'][number];

/** Spec §4 session badges. */
export function sessionBadge(session: UserSessionSummary): 'Complete' | 'Ready for PDF' | 'In Progress' {
  if (session.isComplete && session.pdfGenerated) return 'Complete';
  if (session.isComplete) return 'Ready for PDF';
  return 'In Progress';
}

export function progressPercent(session: UserSessionSummary): number {
  if (session.isComplete) return 100;
  return Math.min(100, Math.round((session.currentStep / session.totalSteps) * 100));
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
