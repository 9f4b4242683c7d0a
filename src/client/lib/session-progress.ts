import type { SectionStatus } from '../../contract/progress';

export { applicationProgress, isReviewStage, type SectionStatus } from '../../contract/progress';

/** The session query's key; the checkout flow invalidates the same key after payment (spec §7). */
export const sessionQueryKey = (sessionId: string) => `/api/patent/session/${sessionId}`;

export const SECTION_STATUS_LABELS: Record<SectionStatus, string> = {
  done: 'Completed',
  'in-progress': 'In progress',
  pending: 'Pending',
};
