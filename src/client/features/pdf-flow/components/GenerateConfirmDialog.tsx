import * as AlertDialog from '@radix-ui/react-alert-dialog';

type GenerateConfirmDialogProps = {
  open: boolean;
  /** The version the PDF about to be generated will be (1 for the first). */
  nextVersion: number;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Said before a PDF is generated (issue 17): what happens to editing and to earlier files, so no
 * inventor takes the PDF for a dead end or loses track of which version they filed.
 */
export function GenerateConfirmDialog({
  open,
  nextVersion,
  onConfirm,
  onCancel,
}: GenerateConfirmDialogProps) {
  const first = nextVersion <= 1;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-gray-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-gray-900">
            {first ? 'Generate your PDF?' : `Generate version ${nextVersion}?`}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-gray-700">
              <p>
                {first
                  ? 'Read every section first: the PDF is what you file with the USPTO.'
                  : `Version ${nextVersion - 1} and any earlier ones stay downloadable.`}
              </p>
              <p>
                You can still come back, edit and generate a new version later. If you have already filed a
                version, the USPTO keeps that one: a new PDF does not change what you filed.
              </p>
            </div>
          </AlertDialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className="rounded-lg border border-gray-300 px-4 py-2.5 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600">
              Keep Editing
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {first ? 'Generate PDF' : `Generate Version ${nextVersion}`}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
