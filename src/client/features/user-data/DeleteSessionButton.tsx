import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../lib/api';
import { deleteOwnSession } from './api/user-data';

const FAILED = 'The application could not be deleted. Please try again in a moment.';

/**
 * Issue 18, the right to deletion: the inventor deletes one application with everything in it, after
 * a confirmation that names it. The sessions list is read again afterwards.
 */
export function DeleteSessionButton({
  email,
  sessionId,
  title,
}: {
  email: string;
  sessionId: string;
  title: string;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setDeleting(true);
    setError(null);
    try {
      await deleteOwnSession(email, sessionId);
      setOpen(false);
      await queryClient.invalidateQueries({
        // The list itself (/api/user/sessions) and what hangs off it (/api/user/sessions/{email}/…).
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/user/sessions'),
      });
    } catch (failure) {
      setError(failure instanceof ApiRequestError && failure.status < 500 ? failure.detail : FAILED);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className="inline-flex items-center rounded-md border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700">
        Delete
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-gray-900">
            Delete “{title}”?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-gray-800">
            This permanently deletes “{title}” with everything in it: the conversation, every section, the
            sketch, every generated PDF, the filing record and its reminders. Payment records stay for
            accounting, without any of the invention's text. This cannot be undone; download your data first
            if you want a copy.
          </AlertDialog.Description>
          {error && (
            <p role="alert" className="mt-3 text-sm text-red-800">
              {error}
            </p>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
              Cancel
            </AlertDialog.Cancel>
            <button
              type="button"
              disabled={deleting}
              onClick={() => void confirm()}
              className="rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:opacity-60"
            >
              {deleting ? 'Deleting...' : 'Delete Application'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
