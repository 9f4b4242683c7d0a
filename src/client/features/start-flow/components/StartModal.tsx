import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { TOTAL_STEPS } from '../../../../contract/constants';
import { ConsentNotice } from '../../../components/ConsentNotice';
import { EmailField } from '../../../components/EmailField';
import { MyApplicationsPrompt } from '../../../components/MyApplicationsPrompt';
import { emailError } from '../../../lib/validate-email';
import { useStartSession } from '../hooks/use-start-session';

type StartModalProps = {
  open: boolean;
  /** The description kept from the landing page's text box; sent as the first message. */
  description: string;
  /** Lets the visitor go back and edit the description (never while a session is being created). */
  onCancel: () => void;
  onStarted: () => void;
};

// Spec §2: an outside click does not dismiss the modal (a stray tap must not lose the typed e-mail).
const keepOpen = (event: Event) => event.preventDefault();

/** 'Start Your Patent Application' (spec §2, §4, §5; 8 steps per design §8). */
export function StartModal({ open, description, onCancel, onStarted }: StartModalProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { start, starting } = useStartSession({ onStarted });

  const submit = () => {
    if (starting) return;
    const problem = emailError(email);
    setError(problem);
    if (problem === null) void start(email, description);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // Enter submits even when the button is disabled (blank), so the visitor is told why.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          // Issue 17: Escape closes it like the close button, keeping the description (not while starting).
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            if (!starting) onCancel();
          }}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8"
        >
          <Dialog.Title className="pr-8 text-xl font-bold text-slate-900 sm:text-2xl">
            Start Your Patent Application
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-relaxed text-slate-600">
            Enter your email to begin. Our AI assistant will guide you through {TOTAL_STEPS} simple steps to
            create your provisional patent application. Your email saves your progress, so you can come back
            to it any time. No password needed.
          </Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-6">
            <EmailField value={email} onChange={setEmail} onKeyDown={onKeyDown} error={error} />
            <button
              type="submit"
              disabled={starting || email.trim() === ''}
              className="mt-5 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
            >
              {starting ? 'Starting...' : 'Continue'}
            </button>
          </form>
          <MyApplicationsPrompt lead="Already started one?" />
          <ConsentNotice className="mt-4 text-xs leading-relaxed text-slate-600" />
          <button
            type="button"
            onClick={onCancel}
            disabled={starting}
            aria-label="Close and edit your description"
            className="absolute top-3 right-3 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
