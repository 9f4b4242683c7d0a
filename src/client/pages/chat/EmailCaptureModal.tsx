import { type FormEvent, useRef, useState } from 'react';
import { ConsentNotice } from '../../components/ConsentNotice';
import { EmailField } from '../../components/EmailField';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { createSession } from '../../features/start-flow/api/start-session';
import { emailError } from '../../lib/validate-email';

export const CREATE_FAILED_ALERT = 'Failed to create session. Please try again.';

/** Asks for the e-mail, creates a session and hands its id on. Cannot be dismissed (spec §2). */
export function EmailCaptureModal({ onCreated }: { onCreated: (sessionId: string) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const busy = useRef(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    busy.current = true;
    setCreating(true);
    try {
      onCreated(await createSession(email.trim()));
    } catch {
      window.alert(CREATE_FAILED_ALERT);
    } finally {
      busy.current = false;
      setCreating(false);
    }
  }

  return (
    <ModalDialog
      open
      title="Start Your Patent Application"
      description="Enter your e-mail to begin. The AI assistant guides you through 8 simple steps, and your progress is saved so you can come back any time."
    >
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
        <EmailField value={email} onChange={setEmail} error={error} />
        <button
          type="submit"
          disabled={!email.trim() || creating}
          className="w-full rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:bg-gray-400"
        >
          {creating ? 'Starting...' : 'Continue'}
        </button>
        <ConsentNotice className="text-xs text-gray-600" />
      </form>
    </ModalDialog>
  );
}
