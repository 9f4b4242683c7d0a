import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useState } from 'react';
import { PRICE_USD } from '../../../../contract/constants';
import { toast } from '../../../components/ui/toast-store';
import { CHECKOUT_TOASTS } from '../checkout-toasts';
import { PriceSummary } from './PriceSummary';

export type CardPaymentFormProps = {
  publishableKey: string;
  clientSecret: string;
  /** Where Stripe sends the payer back when the bank needs a redirect (3-D Secure and the like). */
  returnUrl: string;
  busy: boolean;
  onPaid: (paymentIntentId: string) => Promise<void>;
  onBack: () => void;
};

// `pure` loads Stripe.js from Stripe only when a card form is shown, never in test mode.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

function PaymentFields({
  returnUrl,
  busy,
  onPaid,
  onBack,
}: Omit<CardPaymentFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || paying || busy) return;
    setPaying(true);
    try {
      // Spec §7: Stripe's confirm step redirects only when the payment method requires it.
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      if (error) {
        toast(CHECKOUT_TOASTS.paymentFailed(error.message));
      } else if (paymentIntent?.status === 'succeeded') {
        await onPaid(paymentIntent.id);
      } else {
        toast(CHECKOUT_TOASTS.paymentFailed(`The payment is ${paymentIntent?.status ?? 'incomplete'}.`));
      }
    } finally {
      setPaying(false);
    }
  }

  const working = paying || busy;
  return (
    <form onSubmit={handleSubmit} className="space-y-4" aria-busy={working}>
      <PaymentElement options={{ layout: 'tabs' }} />
      <button
        type="submit"
        disabled={!stripe || !elements || working}
        className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:opacity-60"
      >
        {working ? 'Processing...' : `Pay $${PRICE_USD}`}
      </button>
      <button
        type="button"
        onClick={onBack}
        disabled={working}
        className="w-full rounded-md border border-gray-300 px-4 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-900"
      >
        Change email
      </button>
    </form>
  );
}

/** View 2 of the checkout: Stripe's Payment Element for the PaymentIntent the server created. */
export default function CardPaymentForm({ publishableKey, clientSecret, ...rest }: CardPaymentFormProps) {
  return (
    <div className="space-y-6">
      <PriceSummary />
      <Elements
        stripe={stripeFor(publishableKey)}
        options={{ clientSecret, appearance: { theme: 'stripe' } }}
      >
        <PaymentFields {...rest} />
      </Elements>
    </div>
  );
}
