import { useState } from 'react';
import { SIGN_IN_LINK_MINUTES } from '../../../contract/mail';
import { toast } from '../../components/ui/toast-store';
import { ApiRequestError } from '../../lib/api';
import { requestSignInLink } from './sessions-api';

/**
 * Design §7: the list is shown only to a browser that proved the address, so instead of bouncing
 * to / the page offers to e-mail a one-time sign-in link to it.
 */
export function SignInPrompt({ email, linkInvalid }: { email: string; linkInvalid: boolean }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  const send = async () => {
    setState('sending');
    try {
      await requestSignInLink(email);
      setState('sent');
    } catch (error) {
      setState('idle');
      toast({
        title: 'Could not send the sign-in link',
        description:
          error instanceof ApiRequestError ? error.detail : 'Please check your connection and try again.',
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
        To keep your inventions private, we show the applications saved for <strong>{email}</strong> only
        after you open a sign-in link sent to that address.
      </p>
      {state === 'sent' ? (
        <p className="mt-5 rounded-md bg-green-50 p-3 text-sm font-medium text-green-800" role="status">
          Check {email} for your sign-in link. It works once, within {SIGN_IN_LINK_MINUTES} minutes.
        </p>
      ) : (
        <button
          type="button"
          onClick={() => void send()}
          disabled={state === 'sending'}
          className="mt-5 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
        >
          {state === 'sending' ? 'Sending...' : 'E-mail me a link'}
        </button>
      )}
    </section>
  );
}
