import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          className="inline-flex items-center rounded-md border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          Delete
        </button>
      }
      title={`Delete “${title}”?`}
      description={`This permanently deletes “${title}” with everything in it: the conversation, every section, the sketch, every generated PDF, the filing record and its reminders. Payment records stay for accounting, without any of the invention's text. This cannot be undone; download your data first if you want a copy.`}
      error={error}
      confirmLabel={deleting ? 'Deleting...' : 'Delete Application'}
      busy={deleting}
      onConfirm={() => void confirm()}
    />
  );
}
