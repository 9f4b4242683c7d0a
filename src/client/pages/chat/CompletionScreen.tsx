import { Link, useLocation } from 'wouter';
import type { CoverSheetDetails } from '../../../contract/cover-sheet';
import { CLIENT_ROUTES } from '../../../contract/routes';
import { Spinner } from '../../components/Spinner';
import { FilingRecordPanel } from '../../features/filing-record/components/FilingRecordPanel';
import { useFilingInstructions } from '../../features/filing-steps/api/filing-instructions';
import { useCompletionStatus } from '../../features/pdf-flow/api/completion-status';
import { saveBlob } from '../../features/pdf-flow/api/generate-pdf';
import { downloadLatestPdf } from '../../features/pdf-flow/api/pdf-versions';
import { CoverSheetDownload } from '../../features/pdf-flow/components/CoverSheetDownload';
import { PdfVersionsList } from '../../features/pdf-flow/components/PdfVersionsList';
import { PdfProofPanel } from '../../features/pdf-proof/PdfProofPanel';
import { WordCopyDownload } from '../../features/word-copy/WordCopyDownload';

function NotUnlocked() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4">
      <div className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-6 text-center shadow-sm">
        <h1 className="text-xl font-bold text-gray-900">Session Not Found or Not Unlocked</h1>
        <p className="mt-2 text-sm text-gray-700">
          We could not find a completed, unlocked application for this link.
        </p>
        <Link
          href="/"
          className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Start New Application
        </Link>
      </div>
    </main>
  );
}

/**
 * Spec §4: once premium and the PDF is generated, this full-screen page replaces the chat. It is no
 * dead end (issue 17): Edit Application goes back to the review to fix and generate a new version.
 */
export function CompletionScreen({
  sessionId,
  coverSheet,
  onEdit,
}: {
  sessionId: string;
  coverSheet?: CoverSheetDetails;
  onEdit: () => void;
}) {
  const [, navigate] = useLocation();
  const status = useCompletionStatus(sessionId);
  const instructions = useFilingInstructions();

  if (status.isPending) {
    return (
      <main className="flex min-h-screen items-center justify-center gap-3 text-gray-800">
        <Spinner />
        Loading your application...
      </main>
    );
  }
  if (status.isError || !status.data.success || !status.data.data.premiumUnlocked) return <NotUnlocked />;

  const { patentTitle, pdfFilename, userEmail } = status.data.data;
  async function download() {
    try {
      saveBlob(await downloadLatestPdf(sessionId));
    } catch (error) {
      console.error('PDF generation failed', error);
    }
  }

  return (
    <main className="min-h-screen bg-gradient-to-b from-green-50 to-white">
      <div className="mx-auto max-w-3xl px-4 py-10">
        <p className="text-sm font-semibold text-green-800">Application complete</p>
        <h1 className="mt-1 text-2xl font-bold text-gray-900 sm:text-3xl">
          Your Provisional Patent Application Is Ready
        </h1>
        <dl className="mt-6 space-y-2 rounded-xl border border-gray-200 bg-white p-4 text-sm shadow-sm">
          <div>
            <dt className="font-medium text-gray-700">Title</dt>
            <dd className="text-gray-900">{patentTitle || 'Untitled invention'}</dd>
          </div>
          {pdfFilename && (
            <div>
              <dt className="font-medium text-gray-700">File</dt>
              <dd className="break-all text-gray-900">{pdfFilename}</dd>
            </div>
          )}
          {userEmail && (
            <div>
              <dt className="font-medium text-gray-700">E-mail</dt>
              <dd className="break-all text-gray-900">{userEmail}</dd>
            </div>
          )}
        </dl>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start">
          <button
            type="button"
            onClick={() => void download()}
            className="rounded-lg bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Download PDF
          </button>
          <CoverSheetDownload sessionId={sessionId} details={coverSheet} />
          <WordCopyDownload sessionId={sessionId} />
          <button
            type="button"
            onClick={onEdit}
            className="rounded-lg border border-brand-600 bg-white px-5 py-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Edit Application
          </button>
          <a
            href={CLIENT_ROUTES.filingInstructions}
            target="_blank"
            rel="noopener"
            className="rounded-lg border border-gray-300 bg-white px-5 py-3 text-center text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Filing Instructions (new tab)
          </a>
          <button
            type="button"
            onClick={() => navigate('/')}
            className="rounded-lg border border-gray-300 bg-white px-5 py-3 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Create New Patent
          </button>
          <Link
            href={CLIENT_ROUTES.myApplications}
            className="rounded-lg px-5 py-3 text-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            My applications
          </Link>
        </div>
        <FilingRecordPanel sessionId={sessionId} />
        <PdfVersionsList sessionId={sessionId} />
        <PdfProofPanel sessionId={sessionId} />
        {instructions.data && (
          <section aria-labelledby="instructions-title" className="mt-8">
            <h2 id="instructions-title" className="text-lg font-semibold text-gray-900">
              How to file with the USPTO
            </h2>
            <p className="mt-2 rounded-xl border border-gray-200 bg-white p-4 text-sm whitespace-pre-wrap text-gray-800 wrap-anywhere">
              {instructions.data}
            </p>
          </section>
        )}
      </div>
    </main>
  );
}
