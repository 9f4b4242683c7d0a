import { type FormEvent, useId, useState } from 'react';
import { SIGN_IN_LINK_MINUTES } from '../../../contract/user-sessions';
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
  const inputId = useId();
  const errorId = useId();

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
          <label htmlFor={inputId} className="block text-sm font-medium text-gray-900">
            Email address
          </label>
          <input
            id={inputId}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            className="mt-1.5 block w-full rounded-md border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-600"
          />
          {error && (
            <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
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
