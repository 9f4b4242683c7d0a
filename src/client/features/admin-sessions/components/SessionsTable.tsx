import { useEffect, useRef } from 'react';
import type { Session } from '../../../../contract/sessions';
import { SessionRow } from './SessionRow';

type Props = {
  sessions: Session[];
  state: 'loading' | 'error' | 'ready';
  selected: ReadonlySet<number>;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
  onToggleOne: (id: number) => void;
  openSessionId: string | null;
  onToggleOpen: (sessionId: string) => void;
};

const COLUMNS = ['Session ID', 'User', 'Progress', 'Status', 'Created'];

function StateRow({ text }: { text: string }) {
  return (
    <tr>
      <td colSpan={COLUMNS.length + 1} className="px-4 py-8 text-center text-gray-700">
        {text}
      </td>
    </tr>
  );
}

/** Spec §2: the session table with select-all (every filtered session, on every page). */
export function SessionsTable(props: Props) {
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = props.someSelected && !props.allSelected;
  }, [props.someSelected, props.allSelected]);

  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-gray-800">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <input
                ref={selectAll}
                type="checkbox"
                aria-label="Select all sessions"
                checked={props.allSelected}
                onChange={props.onToggleAll}
                disabled={props.state !== 'ready' || props.sessions.length === 0}
                className="h-4 w-4 accent-brand-700"
              />
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.state === 'loading' && <StateRow text="Loading sessions..." />}
          {props.state === 'error' && <StateRow text="Error loading sessions" />}
          {props.state === 'ready' && props.sessions.length === 0 && <StateRow text="No sessions found" />}
          {props.state === 'ready' &&
            props.sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                selected={props.selected.has(session.id)}
                onToggleSelected={() => props.onToggleOne(session.id)}
                open={props.openSessionId === session.sessionId}
                onToggleOpen={() => props.onToggleOpen(session.sessionId)}
                columnCount={COLUMNS.length + 1}
              />
            ))}
        </tbody>
      </table>
    </div>
  );
}
