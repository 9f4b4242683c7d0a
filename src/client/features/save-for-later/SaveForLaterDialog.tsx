import * as Dialog from '@radix-ui/react-dialog';
import { useRecoveryLink } from './use-recovery-link';

/** The Save for Later dialog of spec §2/§4/§8, opened from the chat panel on steps 1 to 7. */
export type SaveForLaterDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sessionId: string | undefined;
  email: string | null | undefined;
};

const primaryButton =
  'rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';

export function SaveForLaterDialog({ open, onOpenChange, sessionId, email }: SaveForLaterDialogProps) {
  const { state, send } = useRecoveryLink({ open, sessionId, email });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-gray-900">Save for Later</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">
            We'll e-mail a link to {email ? <strong>{email}</strong> : 'you'} so you can continue your patent
            application where you left off.
          </Dialog.Description>

          <div className="mt-5" aria-live="polite">
            {state === 'sending' && (
              <p className="flex items-center gap-2 text-sm text-gray-700" role="status">
                <span
                  aria-hidden="true"
                  className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
                />
                Sending recovery link...
              </p>
            )}
            {state === 'sent' && (
              <div className="rounded-md bg-green-50 p-3 text-sm text-green-800" role="status">
                <p className="font-medium">Recovery link sent successfully!</p>
                {email && <p className="mt-1">Check {email} for your recovery link.</p>}
              </div>
            )}
          </div>

          <div className="mt-6 flex justify-end gap-3">
            {state === 'sent' ? (
              <button type="button" className={primaryButton} onClick={() => onOpenChange(false)}>
                Continue
              </button>
            ) : (
              <>
                <Dialog.Close className="rounded-md border border-gray-300 px-4 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                  Cancel
                </Dialog.Close>
                <button
                  type="button"
                  className={primaryButton}
                  disabled={state === 'sending'}
                  onClick={() => void send()}
                >
                  Send Recovery Link
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
