import { type FormEvent, useState } from 'react';
import { SIGN_IN_LINK_MINUTES } from '../../../contract/user-sessions';
import { EmailField } from '../../components/EmailField';
import { toast } from '../../components/ui/toast-store';
import { requestSignInLink } from '../../features/user-data/api/proven-sessions';
import { ApiRequestError } from '../../lib/api';
import { emailError } from '../../lib/validate-email';

type SignInFormProps = {
  /** The address the visitor came with, if any (prefilled; they may change it). */
  initialEmail: string;
  linkInvalid: boolean;
};

/**
 * Design §7: the list is shown only to a browser that proved the address, so the page asks for the
 * address and e-mails a one-time sign-in link to it.
 */
export function SignInForm({ initialEmail, linkInvalid }: SignInFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem !== null) return;
    setState('sending');
    try {
      await requestSignInLink(email.trim());
      setState('sent');
    } catch (failure) {
      setState('idle');
      toast({
        title: 'Could not send the sign-in link',
        description:
          failure instanceof ApiRequestError ? failure.detail : 'Please check your connection and try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <section className="rounded-lg border border-gray-200 bg-gray-50 p-6" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading" className="text-xl font-semibold text-gray-900">
        Confirm it's you
      </h2>
      {linkInvalid && (
        <p className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800" role="alert">
          This sign-in link is invalid, used or expired. Ask for a new one below.
        </p>
      )}
      <p className="mt-3 text-gray-700">
        To keep your inventions private, we show the applications saved for an e-mail address only after you
        open a sign-in link sent to that address.
      </p>
      {state === 'sent' ? (
        <p className="mt-5 rounded-md bg-green-50 p-3 text-sm font-medium text-green-800" role="status">
          Check {email.trim()} for your sign-in link. It works once, within {SIGN_IN_LINK_MINUTES} minutes.
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void send(event)} className="mt-5 max-w-md">
          <EmailField value={email} onChange={setEmail} error={error} />
          <button
            type="submit"
            disabled={state === 'sending'}
            className="mt-4 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
          >
            {state === 'sending' ? 'Sending...' : 'E-mail me a link'}
          </button>
        </form>
      )}
    </section>
  );
}
