import { useEffect, useId, useRef, useState } from 'react';
import type { InventionMapResponse } from '../../../../contract/invention-map';
import { useInventionMap } from '../hooks/use-invention-map';
import { MapElementItem } from './MapElementItem';
import { MapItemActions } from './MapItemActions';
import { TracedClaims } from './TracedClaims';

type InventionMapPanelProps = {
  sessionId: string;
  /** The session's updatedAt: the map is fetched again when an answer changes it. */
  revision: string;
  /** In review: the claims with the sentences they came from. */
  showClaims: boolean;
};

const LAPTOP = '(min-width: 1024px)';

const summaryOf = (map: InventionMapResponse) =>
  `The map has ${map.elements.length} part${map.elements.length === 1 ? '' : 's'} and ${map.steps.length} step${map.steps.length === 1 ? '' : 's'}.`;

/**
 * The invention map (issue 16, item 5): the parts and steps as the assistant understands them, open
 * beside the chat on a laptop and behind a disclosure button on a phone.
 */
export function InventionMapPanel({ sessionId, revision, showClaims }: InventionMapPanelProps) {
  const { map, edit, editing, notice } = useInventionMap(sessionId, revision);
  const [open, setOpen] = useState(() => window.matchMedia?.(LAPTOP).matches ?? true);
  const [announced, setAnnounced] = useState('');
  const lastSummary = useRef<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const data = map.data;

  // Announce a change after an answer, not the first load.
  useEffect(() => {
    if (!data) return;
    const summary = summaryOf(data);
    if (lastSummary.current !== null && lastSummary.current !== summary)
      setAnnounced(`Map updated. ${summary}`);
    lastSummary.current = summary;
  }, [data]);

  return (
    <section
      aria-labelledby={`${contentId}-title`}
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id={`${contentId}-title`} className="text-base font-semibold text-gray-900">
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-2 rounded-md text-left focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Invention map
          <span aria-hidden="true" className="text-sm text-gray-700">
            {open ? '▲' : '▼'}
          </span>
        </button>
      </h2>
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
      <div id={contentId} hidden={!open} aria-busy={editing} className="mt-3 space-y-4">
        <p className="text-sm text-gray-700">
          The parts and steps as I understand them. Rename, merge or remove one, or mark a part essential: the
          claims follow.
        </p>
        <p role="status" className="text-sm font-medium text-gray-900 empty:hidden">
          {notice}
        </p>
        {map.isPending ? (
          <p className="text-sm text-gray-700">Loading the map…</p>
        ) : map.isError || !data ? (
          <p role="alert" className="text-sm text-red-800">
            The map could not be loaded.{' '}
            <button type="button" className="underline" onClick={() => void map.refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <MapContents
            map={data}
            showClaims={showClaims}
            onEdit={(request) =>
              void edit(request)
                // A removed or merged item's buttons are gone: the focus goes back to the map's heading.
                .then(() => {
                  if (request.type === 'remove' || request.type === 'merge') toggle.current?.focus();
                })
                // The hook shows the failure in the status line.
                .catch(() => {})
            }
          />
        )}
      </div>
    </section>
  );
}

type MapContentsProps = {
  map: InventionMapResponse;
  showClaims: boolean;
  onEdit: Parameters<typeof MapElementItem>[0]['onEdit'];
};

function MapContents({ map, showClaims, onEdit }: MapContentsProps) {
  if (map.elements.length === 0 && map.steps.length === 0)
    return (
      <p className="text-sm text-gray-700">Parts and steps appear here as you describe the invention.</p>
    );
  return (
    <>
      {map.elements.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-gray-900">Parts</h3>
          <ul className="mt-2 space-y-2">
            {map.elements.map((element) => (
              <MapElementItem
                key={element.id}
                element={element}
                others={map.elements.filter((other) => other.id !== element.id)}
                onEdit={onEdit}
              />
            ))}
          </ul>
        </div>
      )}
      {map.steps.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-gray-900">Steps</h3>
          <ol className="mt-2 space-y-2">
            {map.steps.map((step) => (
              <li key={step.id} className="rounded-lg border border-gray-200 p-3">
                <MapItemActions
                  kind="step"
                  name={step.action}
                  onRename={(name) => onEdit({ type: 'rename', itemId: step.id, name })}
                  onRemove={() => onEdit({ type: 'remove', itemId: step.id })}
                />
              </li>
            ))}
          </ol>
        </div>
      )}
      {map.alternatives.length > 0 && (
        <p className="text-sm text-gray-700">Alternatives: {map.alternatives.join(', ')}</p>
      )}
      {showClaims && map.claims && <TracedClaims claims={map.claims} />}
      {showClaims && map.claimsLocked && (
        <p className="text-sm text-gray-700">
          Where each claim came from shows once the application is unlocked.
        </p>
      )}
    </>
  );
}
