import * as AlertDialog from '@radix-ui/react-alert-dialog';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  deleting: boolean;
  onConfirm: () => void;
};

/** Spec §2: the confirmation before a bulk delete, in its exact words. */
export function DeleteSelectedDialog({ open, onOpenChange, count, deleting, onConfirm }: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-gray-900">
            Delete Sessions
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-gray-800">
            Are you sure you want to delete {count} selected session(s)? This action cannot be undone and will
            permanently remove all session data including patent information and conversation history.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
              Cancel
            </AlertDialog.Cancel>
            <button
              type="button"
              disabled={deleting}
              onClick={onConfirm}
              className="rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:opacity-60"
            >
              Delete {count} Session(s)
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
