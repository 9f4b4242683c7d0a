/**
 * Issue 18: the application as a Word document, for an attorney or agent to edit. A plain link: the
 * server answers it as an attachment, and a paid session is the only one it answers.
 */
export function WordCopyDownload({ sessionId }: { sessionId: string }) {
  return (
    <a
      href={`/api/patent/session/${sessionId}/application-docx`}
      download
      className="rounded-lg border border-gray-300 bg-white px-5 py-3 text-center text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      Download Word Copy (.docx)
    </a>
  );
}
