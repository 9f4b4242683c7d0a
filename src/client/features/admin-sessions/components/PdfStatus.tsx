import { adminPdfUrl } from '../api/links';

/** Spec §2: shown only when a PDF was generated; the download opens in a new tab. */
export function PdfStatus({ sessionId, filename }: { sessionId: string; filename: string | null }) {
  return (
    <div className="rounded-md border border-gray-200 bg-white p-4">
      <p className="font-semibold text-gray-900">PDF Status: Generated</p>
      {filename && <p className="mt-1 break-all font-mono text-xs text-gray-900">{filename}</p>}
      <a
        href={adminPdfUrl(sessionId)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-block rounded-md bg-green-800 px-3 py-2 text-sm font-medium text-white hover:bg-green-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-800 focus-visible:ring-offset-2"
      >
        Download Customer PDF
      </a>
    </div>
  );
}
