import { useEffect, useRef } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { CHECKOUT_TOASTS } from '../checkout-toasts';

/**
 * When a bank needed a redirect (3-D Secure…), Stripe sends the payer back to /checkout with
 * `payment_intent` and `redirect_status` in the query: finish the confirmation from there, once.
 */
export function useStripeReturn(params: URLSearchParams, paid: (paymentIntentId: string) => Promise<void>) {
  const handled = useRef(false);
  const paymentIntentId = params.get('payment_intent');
  const status = params.get('redirect_status');
  useEffect(() => {
    if (handled.current || !paymentIntentId || !status) return;
    handled.current = true;
    if (status === 'succeeded') void paid(paymentIntentId);
    else toast(CHECKOUT_TOASTS.paymentFailed(`The payment was not completed (${status}).`));
  }, [paymentIntentId, status, paid]);
}
