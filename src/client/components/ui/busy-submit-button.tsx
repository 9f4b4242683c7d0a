import type { ReactNode } from 'react';
import { Spinner } from '../Spinner';

/**
 * A form's primary button that shows a spinner and refuses a second click while the form's request is
 * under way (aria-busy tells screen readers why it is disabled).
 */
export function BusySubmitButton({
  busy,
  children,
  className = '',
}: {
  busy: boolean;
  children: ReactNode;
  /** Shape and spacing where a form needs its own. */
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className={`inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-80 ${className}`}
    >
      {busy && <Spinner className="h-4 w-4" />}
      {children}
    </button>
  );
}
