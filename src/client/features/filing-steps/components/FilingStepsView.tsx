import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { PRIORITY_MONTHS } from '../../../../contract/constants';
import { FILING_STEPS } from '../../../../contract/filing-steps';
import { CLIENT_ROUTES } from '../../../../contract/routes';

/**
 * A full-screen view must be leavable the usual ways (issue 17): Escape, and the browser's or phone's
 * back button, which pops the history entry pushed when the view opened. Answers the close action
 * for an on-screen button, which goes back the same way.
 */
function useCloseByEscapeOrBack(onClose: () => void): () => void {
  const pushed = useRef(false);
  useEffect(() => {
    if (!pushed.current) {
      pushed.current = true;
      window.history.pushState({ ...(window.history.state ?? {}), filingSteps: true }, '');
    }
    const onPop = () => onClose();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') window.history.back();
    };
    window.addEventListener('popstate', onPop);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  return useCallback(() => window.history.back(), []);
}

const SECONDARY_BUTTON =
  'rounded-lg border border-gray-300 bg-white px-5 py-3 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600';

type FilingStepsViewProps = {
  onDownloadAgain: () => void;
  /** Back to the application (the close button, Escape, or the browser's back button). */
  onClose: () => void;
  onCreateNew: () => void;
  /** The cover-sheet download, placed beside the application's own (the page supplies it). */
  coverSheetDownload: ReactNode;
};

/** The full-screen filing instructions shown after the PDF (spec §2, §4). */
export function FilingStepsView({
  onDownloadAgain,
  onClose,
  onCreateNew,
  coverSheetDownload,
}: FilingStepsViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const close = useCloseByEscapeOrBack(onClose);

  return (
    <main className="fixed inset-0 z-30 overflow-y-auto bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <button
          type="button"
          onClick={close}
          className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span aria-hidden="true">←</span> Back to my application
        </button>
        <p className="text-sm font-semibold text-green-800">Your PDF has been downloaded</p>
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-1 text-2xl font-bold text-gray-900 focus:outline-none sm:text-3xl"
        >
          File Your Provisional Patent Application
        </h1>
        <p className="mt-2 text-gray-800">
          Follow these 7 steps to file with the USPTO and get patent-pending status. A provisional application
          gives you {PRIORITY_MONTHS} months to file a non-provisional application.
        </p>
        <ol className="mt-6 space-y-3">
          {FILING_STEPS.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h2 className="font-semibold text-gray-900">{step.title}</h2>
                <p className="mt-1 text-sm text-gray-800">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm text-gray-800">
          Full guide:{' '}
          <a
            href={CLIENT_ROUTES.filingInstructions}
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-700 underline"
          >
            USPTO filing instructions (opens in a new tab)
          </a>
        </p>
        <p className="mt-4 text-sm text-gray-800">
          Step 5 needs a cover sheet that says the application is provisional. Ours is prefilled with your
          title, page and sheet counts, and the inventors and correspondence address you give when you
          download it. Fill in by hand any line you leave blank, or give the same details in the Application
          Data Sheet instead.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start">
          <button
            type="button"
            onClick={onDownloadAgain}
            className="rounded-lg bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Download PDF Again
          </button>
          {coverSheetDownload}
          <button type="button" onClick={onCreateNew} className={SECONDARY_BUTTON}>
            Create New Patent
          </button>
        </div>
      </div>
    </main>
  );
}
