import {
  REVIEW_MIN_COMPLETED_SECTIONS,
  REVIEW_STEP,
  SECTION_KEYS,
  type SectionKey,
  TOTAL_STEPS,
} from './constants';

/**
 * How far an application is, computed in one place for every screen (issue 17: the chat, the
 * review, the section cards and the sessions list used to disagree). The landing page's teaser is
 * a mock-up of step 1 and keeps the spec's fixed figures.
 */
export type ProgressSource = {
  currentStep: number;
  isComplete: boolean;
  patentData: { completedSections?: readonly SectionKey[] };
};

export type SectionStatus = 'done' | 'in-progress' | 'pending';

export type ApplicationProgress = {
  /** Each section's state, in the order of SECTION_KEYS. */
  statuses: Record<SectionKey, SectionStatus>;
  /** How many of the eight sections are done. */
  completed: number;
  total: number;
  /** completed / total as a whole percent: what every bar and label shows. */
  percent: number;
  /** The review screen's view (spec §4): the first seven count as done, Review is the one open. */
  reviewMode: boolean;
};

/** Spec §4: review mode at step 8 or more, or once 7 or more sections are completed. */
export function isReviewStage(session: Pick<ProgressSource, 'currentStep' | 'patentData'>): boolean {
  return (
    session.currentStep >= REVIEW_STEP ||
    (session.patentData.completedSections?.length ?? 0) >= REVIEW_MIN_COMPLETED_SECTIONS
  );
}

/**
 * Spec §4: completed steps are done, the current step is in progress, later steps are pending. In
 * review mode the first seven count as done and Review is in progress until the review is drafted
 * (`isComplete`), when it is done too.
 */
export function sectionStatus(key: SectionKey, session: ProgressSource, reviewMode: boolean): SectionStatus {
  const step = SECTION_KEYS.indexOf(key) + 1;
  if (reviewMode) {
    if (step !== REVIEW_STEP) return 'done';
    return session.isComplete ? 'done' : 'in-progress';
  }
  if (step === session.currentStep) return 'in-progress';
  if (step < session.currentStep || session.patentData.completedSections?.includes(key)) return 'done';
  return 'pending';
}

/**
 * The one progress figure. `reviewMode` defaults to the session's own stage; the chat passes false
 * while the inventor adds to a section reopened from the review.
 */
export function applicationProgress(
  session: ProgressSource,
  options: { reviewMode?: boolean } = {},
): ApplicationProgress {
  const reviewMode = options.reviewMode ?? isReviewStage(session);
  const statuses = Object.fromEntries(
    SECTION_KEYS.map((key) => [key, sectionStatus(key, session, reviewMode)]),
  ) as Record<SectionKey, SectionStatus>;
  const completed = SECTION_KEYS.filter((key) => statuses[key] === 'done').length;
  return {
    statuses,
    completed,
    total: TOTAL_STEPS,
    percent: Math.round((completed / TOTAL_STEPS) * 100),
    reviewMode,
  };
}
