import { REVIEW_STEP, SECTION_KEYS, type SectionKey } from '../../../../contract/constants';
import { SECTION_LABELS } from '../../../../contract/section-registry';
import type { Session } from '../../../../contract/sessions';
import { Tooltip } from '../../../components/ui/tooltip';
import {
  applicationProgress,
  SECTION_STATUS_LABELS,
  type SectionStatus,
} from '../../../lib/session-progress';

type ProgressBarProps = {
  session: Pick<Session, 'currentStep' | 'patentData' | 'isComplete'>;
  reviewMode: boolean;
  /** In review mode, clicking a section (1–7) reopens it (spec §4). */
  onSectionClick: (key: SectionKey) => void;
};

const DOT_CLASSES: Record<SectionStatus, string> = {
  done: 'bg-green-600 text-white',
  'in-progress': 'bg-brand-600 text-white ring-4 ring-brand-100',
  pending: 'bg-white text-gray-700 border border-gray-400',
};

export function ProgressBar({ session, reviewMode, onSectionClick }: ProgressBarProps) {
  const progress = applicationProgress(session, { reviewMode });
  const statuses = SECTION_KEYS.map((key) => progress.statuses[key]);
  // The step the interview is at (tests and the review detour read it); the figures shown are the
  // completed sections, the same on every screen.
  const shownStep = reviewMode ? REVIEW_STEP : Math.min(session.currentStep, REVIEW_STEP);

  return (
    <nav aria-label="Patent application progress" data-current-step={shownStep} data-review={reviewMode}>
      <div className="flex items-center justify-between text-sm text-gray-800">
        <p className="font-medium" data-testid="progress-summary">
          Patent Application Progress: {progress.completed} of {progress.total} sections completed
        </p>
        <p className="text-gray-600">{progress.percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Sections progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-all"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <ol className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-8">
        {SECTION_KEYS.map((key, index) => {
          const status = statuses[index] ?? 'pending';
          const label = SECTION_LABELS[key];
          const clickable = reviewMode && key !== 'review';
          const dot = (
            <span
              aria-hidden="true"
              className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-semibold ${DOT_CLASSES[status]}`}
            >
              {status === 'done' ? '✓' : index + 1}
            </span>
          );
          const text = <span className="text-xs text-gray-800">{label}</span>;
          const statusText = <span className="sr-only">: {SECTION_STATUS_LABELS[status]}</span>;
          return (
            <li
              key={key}
              data-status={status}
              aria-current={(reviewMode ? key === 'review' : status === 'in-progress') ? 'step' : undefined}
            >
              {clickable ? (
                <Tooltip content={`Add more details to the ${label} section`}>
                  <button
                    type="button"
                    onClick={() => onSectionClick(key)}
                    className="flex w-full flex-col items-center gap-1 rounded-lg p-1 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {dot}
                    {text}
                    {statusText}
                  </button>
                </Tooltip>
              ) : (
                <div className="flex flex-col items-center gap-1 p-1">
                  {dot}
                  {text}
                  {statusText}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
