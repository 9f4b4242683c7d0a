import type { Session } from '../../../../contract/sessions';
import { SessionDetailPanel } from './SessionDetailPanel';

type Props = {
  session: Session;
  selected: boolean;
  onToggleSelected: () => void;
  open: boolean;
  onToggleOpen: () => void;
  columnCount: number;
};

/**
 * One session; clicking anywhere on the row opens or closes its detail panel. For the keyboard the
 * session id is the toggle button (Enter/Space), which also tells assistive technology the state.
 */
export function SessionRow({ session, selected, onToggleSelected, open, onToggleOpen, columnCount }: Props) {
  const panelId = `session-panel-${session.id}`;
  return (
    <>
      <tr
        data-session-row={session.sessionId}
        onClick={onToggleOpen}
        className={`cursor-pointer border-t border-gray-200 hover:bg-gray-50 ${open ? 'bg-brand-50' : ''}`}
      >
        <td className="px-4 py-3">
          <input
            type="checkbox"
            aria-label={`Select session ${session.sessionId}`}
            checked={selected}
            onChange={onToggleSelected}
            onClick={(event) => event.stopPropagation()}
            className="h-4 w-4 accent-brand-700"
          />
        </td>
        <td className="px-4 py-3">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={(event) => {
              event.stopPropagation();
              onToggleOpen();
            }}
            className="rounded font-mono text-xs text-gray-900 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {session.sessionId}
          </button>
        </td>
        <td className="px-4 py-3 text-gray-900">{session.userEmail ?? 'Anonymous User'}</td>
        <td className="px-4 py-3 text-gray-900">
          {session.currentStep}/{session.totalSteps}
        </td>
        <td className="px-4 py-3">
          {session.premiumUnlocked ? (
            <span className="rounded-full bg-green-100 px-2 py-1 text-xs font-semibold text-green-900">
              Premium
            </span>
          ) : (
            <span className="rounded-full bg-gray-200 px-2 py-1 text-xs font-semibold text-gray-900">
              Free
            </span>
          )}
        </td>
        <td className="px-4 py-3 text-gray-900">{new Date(session.createdAt).toLocaleDateString()}</td>
      </tr>
      {open && (
        <tr id={panelId} className="border-t border-gray-200 bg-gray-50">
          <td colSpan={columnCount} className="px-4 py-4">
            <SessionDetailPanel session={session} />
          </td>
        </tr>
      )}
    </>
  );
}
