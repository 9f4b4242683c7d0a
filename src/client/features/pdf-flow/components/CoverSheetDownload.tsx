import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CoverSheetDetails } from '../../../../contract/cover-sheet';
import { BusySubmitButton } from '../../../components/ui/busy-submit-button';
import { ApiRequestError } from '../../../lib/api';
import { sessionQueryKey } from '../../../lib/session-progress';
import { saveCoverSheetDetails } from '../api/cover-sheet-details';
import { generateCoverSheet, saveBlob } from '../api/generate-pdf';
import { CoverSheetDetailsForm } from './CoverSheetDetailsForm';

const FAILED = 'The cover sheet could not be prepared. Please try again in a moment.';
const EMPTY: CoverSheetDetails = { inventors: [], correspondence: {} };

/**
 * Downloads the prefilled cover sheet: the second file the office expects with a provisional
 * application. It first asks for what the interview never did (issue 17): the inventors and a
 * correspondence address, all optional, stored with the application and printed on the sheet. A
 * failure is said on screen (unlike the application's own flow, spec §8).
 */
export function CoverSheetDownload({
  sessionId,
  details,
}: {
  sessionId: string;
  details?: CoverSheetDetails;
}) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<CoverSheetDetails>(details ?? EMPTY);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  async function saveAndDownload(event: FormEvent) {
    event.preventDefault();
    setWorking(true);
    setError(null);
    try {
      await saveCoverSheetDetails(sessionId, form);
      void queryClient.invalidateQueries({ queryKey: [sessionQueryKey(sessionId)] });
      saveBlob(await generateCoverSheet(sessionId));
      setOpen(false);
    } catch (failure) {
      console.error('Cover sheet download failed', failure);
      setError(failure instanceof ApiRequestError && failure.status < 500 ? failure.detail : FAILED);
    } finally {
      setWorking(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !working && setOpen(next)}>
      <Dialog.Trigger className="inline-flex items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-5 py-3 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600">
        Download Cover Sheet
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-gray-900">Cover sheet details</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">
            The cover sheet names the inventors and where the USPTO writes to you. Every field is optional:
            what you leave blank stays a line to fill in by hand, or you can give it in the Application Data
            Sheet instead.
          </Dialog.Description>
          <form onSubmit={(event) => void saveAndDownload(event)} className="mt-4">
            <CoverSheetDetailsForm details={form} onChange={setForm} />
            {error && (
              <p role="alert" className="mt-4 text-sm text-red-800">
                {error}
              </p>
            )}
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close
                disabled={working}
                className="rounded-lg border border-gray-300 px-4 py-2.5 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                Cancel
              </Dialog.Close>
              <BusySubmitButton busy={working}>
                {working ? 'Preparing Cover Sheet...' : 'Save and Download'}
              </BusySubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
