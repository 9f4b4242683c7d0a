import { type FormEvent, useState } from 'react';
import { PRICE_USD } from '../../../../contract/constants';
import { EmailField } from '../../../components/EmailField';
import { PriceSummary } from './PriceSummary';

type Props = {
  initialEmail: string;
  testMode: boolean;
  busy: boolean;
  onSubmit: (email: string) => void;
};

/** View 1 of the checkout: the price and the payer's e-mail. */
export function EmailPriceForm({ initialEmail, testMode, busy, onSubmit }: Props) {
  const [email, setEmail] = useState(initialEmail);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit(email);
  }

  return (
    <div className="space-y-6">
      <PriceSummary />
      {/* noValidate: spec §5 answers a bad e-mail with a toast, which the browser's own bubble would hide. */}
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <EmailField
          name="email"
          required
          value={email}
          onChange={setEmail}
          hint="Your receipt and access to your application are tied to this address."
        />
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:opacity-60"
        >
          {busy
            ? 'Processing...'
            : testMode
              ? 'Unlock Premium Features (Test Mode)'
              : `Continue to Payment - $${PRICE_USD}`}
        </button>
      </form>
    </div>
  );
}
