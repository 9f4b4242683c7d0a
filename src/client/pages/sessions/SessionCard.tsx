import { Link } from 'wouter';
import { SESSION_ID_SHORT_CHARS } from '../../../contract/constants';
import { FilingDeadlineNote } from '../../features/filing-record/components/FilingDeadlineNote';
import { DeleteSessionButton } from '../../features/user-data/DeleteSessionButton';
import { formatDate, progressPercent, sessionBadge, type UserSessionSummary } from './session-status';

const BADGE_STYLES = {
  Complete: 'bg-green-100 text-green-800',
  'Ready for PDF': 'bg-amber-100 text-amber-900',
  'In Progress': 'bg-brand-100 text-brand-900',
} as const;

const buttonBase =
  'inline-flex items-center rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** One card of the sessions list (spec §2). */
export function SessionCard({ session, email }: { session: UserSessionSummary; email: string }) {
  const badge = sessionBadge(session);
  const percent = progressPercent(session);
  const title = session.patentData.title?.trim() || `Patent Application #${session.id}`;
  return (
    <li
      className="min-w-0 rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
      data-testid="session-card"
    >
      {/* The badge always sits top right; a long title wraps beside it instead of pushing it down. */}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold text-gray-900 wrap-anywhere">{title}</h2>
          <p className="mt-1 font-mono text-xs text-gray-600">
            ID: {session.sessionId.slice(0, SESSION_ID_SHORT_CHARS)}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${BADGE_STYLES[badge]}`}
        >
          {badge}
        </span>
      </div>

      <div className="mt-4">
        <div className="flex justify-between text-sm text-gray-700">
          <span>Progress</span>
          <span>{percent}%</span>
        </div>
        <div
          className="mt-1 h-2 rounded-full bg-gray-200"
          role="progressbar"
          aria-label={`Progress of ${title}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="h-2 rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm text-gray-700">
        <div>
          <dt className="font-medium text-gray-900">Created</dt>
          <dd>{formatDate(session.createdAt)}</dd>
        </div>
        <div>
          <dt className="font-medium text-gray-900">Updated</dt>
          <dd>{formatDate(session.updatedAt)}</dd>
        </div>
      </dl>

      <FilingDeadlineNote sessionId={session.sessionId} pdfGenerated={session.pdfGenerated} />

      <div className="mt-5 flex flex-wrap gap-3">
        <Link
          href={`/chat/${session.sessionId}`}
          className={`${buttonBase} bg-brand-600 text-white hover:bg-brand-700`}
        >
          {session.isComplete ? 'Review' : 'Continue'}
        </Link>
        {session.isComplete && (
          <a
            href={`/api/patent/session/${session.sessionId}/generate-pdf`}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonBase} border border-gray-300 text-gray-800 hover:bg-gray-50`}
          >
            Download PDF
          </a>
        )}
        <DeleteSessionButton email={email} sessionId={session.sessionId} title={title} />
      </div>
    </li>
  );
}
