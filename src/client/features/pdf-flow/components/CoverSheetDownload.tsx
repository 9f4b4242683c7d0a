import { useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { ApiRequestError } from '../../../lib/api';
import { generateCoverSheet, saveBlob } from '../api/generate-pdf';

const FAILED = 'The cover sheet could not be prepared. Please try again in a moment.';

/**
 * Downloads the prefilled cover sheet: the second file the office expects with a provisional
 * application. Unlike the application's own flow (spec §8), a failure here is said on screen.
 */
export function CoverSheetDownload({ sessionId }: { sessionId: string }) {
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setWorking(true);
    setError(null);
    try {
      saveBlob(await generateCoverSheet(sessionId));
    } catch (failure) {
      console.error('Cover sheet download failed', failure);
      setError(failure instanceof ApiRequestError && failure.status < 500 ? failure.detail : FAILED);
    } finally {
      setWorking(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => void download()}
        disabled={working}
        aria-busy={working}
        className="inline-flex items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-5 py-3 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-80"
      >
        {working && <Spinner className="h-4 w-4" />}
        {working ? 'Preparing Cover Sheet...' : 'Download Cover Sheet'}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
