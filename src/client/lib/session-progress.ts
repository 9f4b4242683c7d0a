import {
  REVIEW_MIN_COMPLETED_SECTIONS,
  REVIEW_STEP,
  SECTION_KEYS,
  type SectionKey,
} from '../../contract/constants';
import type { Session } from '../../contract/sessions';

/** The session query's key; the checkout flow invalidates the same key after payment (spec §7). */
export const sessionQueryKey = (sessionId: string) => `/api/patent/session/${sessionId}`;

/** Spec §4: review mode at step 8 or more, or once 7 or more sections are completed. */
export function isReviewStage(session: Pick<Session, 'currentStep' | 'patentData'>): boolean {
  return (
    session.currentStep >= REVIEW_STEP ||
    session.patentData.completedSections.length >= REVIEW_MIN_COMPLETED_SECTIONS
  );
}

export type SectionStatus = 'done' | 'in-progress' | 'pending';

/**
 * Spec §4: completed steps are done, the current step is in progress, later steps are pending. In
 * review mode the first seven count as done and only Review is highlighted.
 */
export function sectionStatus(
  key: SectionKey,
  session: Pick<Session, 'currentStep' | 'patentData'>,
  reviewMode: boolean,
): SectionStatus {
  const step = SECTION_KEYS.indexOf(key) + 1;
  if (reviewMode) return step === REVIEW_STEP ? 'in-progress' : 'done';
  if (step === session.currentStep) return 'in-progress';
  if (step < session.currentStep || session.patentData.completedSections.includes(key)) return 'done';
  return 'pending';
}

export const SECTION_STATUS_LABELS: Record<SectionStatus, string> = {
  done: 'Completed',
  'in-progress': 'In progress',
  pending: 'Pending',
};
