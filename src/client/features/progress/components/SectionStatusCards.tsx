import { SECTION_KEYS } from '../../../../contract/constants';
import { SECTION_LABELS } from '../../../../contract/section-registry';
import type { Session } from '../../../../contract/sessions';
import {
  applicationProgress,
  SECTION_STATUS_LABELS,
  type SectionStatus,
} from '../../../lib/session-progress';

const BADGE_CLASSES: Record<SectionStatus, string> = {
  done: 'bg-green-100 text-green-900',
  'in-progress': 'bg-brand-100 text-brand-900',
  pending: 'bg-gray-100 text-gray-700',
};

type SectionStatusCardsProps = {
  session: Pick<Session, 'currentStep' | 'patentData' | 'isComplete'>;
  reviewMode: boolean;
};

/** Spec §4: completed steps are done, the current step is in progress, later steps are pending. */
export function SectionStatusCards({ session, reviewMode }: SectionStatusCardsProps) {
  const { statuses } = applicationProgress(session, { reviewMode });
  return (
    <section aria-labelledby="section-status-title">
      <h2 id="section-status-title" className="text-sm font-semibold text-gray-900">
        Your application sections
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
        {SECTION_KEYS.map((key) => {
          const status = statuses[key];
          return (
            <li
              key={key}
              data-testid={`section-card-${key}`}
              data-status={status}
              className="rounded-lg border border-gray-200 bg-white p-3"
            >
              <p className="text-sm font-medium text-gray-900">{SECTION_LABELS[key]}</p>
              <span
                className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-medium ${BADGE_CLASSES[status]}`}
              >
                {SECTION_STATUS_LABELS[status]}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
