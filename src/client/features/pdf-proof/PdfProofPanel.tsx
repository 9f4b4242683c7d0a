import { type ChangeEvent, useId, useState } from 'react';
import type { VerifyPdfResponse } from '../../../contract/pdf';
import { verifyPdfFile } from './api/verify-pdf';

const formatTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

function verdict(result: VerifyPdfResponse): string {
  if (!result.match) return 'This file differs from every PDF generated for this application.';
  const what = result.match.kind === 'application' ? 'version' : 'cover sheet version';
  return `This is exactly ${what} ${result.match.version} generated on ${formatTime(result.match.createdAt)}.`;
}

/**
 * Issue 18, proof of what was filed: a check that a file (the one uploaded to the USPTO, say) is byte
 * for byte one of the versions listed with their SHA-256 above it.
 */
export function PdfProofPanel({ sessionId }: { sessionId: string }) {
  const id = useId();
  const [result, setResult] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function check(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setChecking(true);
    setResult(null);
    try {
      setResult(verdict(await verifyPdfFile(sessionId, file)));
    } catch {
      setResult('The file could not be checked. Please try again in a moment.');
    } finally {
      setChecking(false);
      event.target.value = '';
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
        Proof of what you filed
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        Each PDF we generate for you is kept with its SHA-256 fingerprint, listed above and e-mailed to you.
        Any change to the file, even one byte, changes the fingerprint.
      </p>
      <label htmlFor={`${id}-file`} className="mt-4 block text-sm font-medium text-gray-800">
        Check a PDF against these versions
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="application/pdf,.pdf"
        onChange={(event) => void check(event)}
        disabled={checking}
        className="mt-1 block text-sm text-gray-800 file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
      />
      <p role="status" className="mt-2 text-sm font-medium text-gray-900" data-testid="pdf-check-result">
        {checking ? 'Checking...' : result}
      </p>
    </section>
  );
}
