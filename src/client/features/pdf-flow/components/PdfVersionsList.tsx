import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api';
import { saveBlob } from '../api/generate-pdf';
import { downloadPdfVersion, usePdfVersions } from '../api/pdf-versions';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Every version of the application PDF, each downloadable as first given (issue 17), with the SHA-256
 * that proves which one was filed (issue 18).
 */
export function PdfVersionsList({ sessionId }: { sessionId: string }) {
  const versions = usePdfVersions(sessionId, true);
  const [error, setError] = useState<string | null>(null);
  if (!versions.data || versions.data.versions.length === 0) return null;

  async function download(version: number, filename: string) {
    setError(null);
    try {
      saveBlob(await downloadPdfVersion(sessionId, version, filename));
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError ? failure.detail : 'The download failed. Please try again.',
      );
    }
  }

  return (
    <section aria-labelledby="pdf-versions-title" className="mt-8">
      <h2 id="pdf-versions-title" className="text-lg font-semibold text-gray-900">
        Your PDF versions
      </h2>
      <ul
        data-testid="pdf-fingerprints"
        className="mt-2 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white text-sm shadow-sm"
      >
        {versions.data.versions.map((v) => (
          <li key={v.version} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <span className="min-w-0 text-gray-900 wrap-anywhere">
              <strong>v{v.version}</strong> {v.filename}
              <span className="block text-xs text-gray-600">{dateFormat.format(new Date(v.createdAt))}</span>
              <code className="mt-0.5 block break-all font-mono text-xs text-gray-700">
                SHA-256 {v.sha256}
              </code>
            </span>
            <button
              type="button"
              onClick={() => void download(v.version, v.filename)}
              className="rounded-lg border border-gray-300 px-3 py-1.5 font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Download v{v.version}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}
