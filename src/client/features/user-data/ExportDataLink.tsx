import { userDataExportUrl } from './api/user-data';

/** Issue 18, the right of access: everything stored for this address as one JSON file, PDFs included. */
export function ExportDataLink({ email }: { email: string }) {
  return (
    <a
      href={userDataExportUrl(email)}
      download
      className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      Download All My Data
    </a>
  );
}
