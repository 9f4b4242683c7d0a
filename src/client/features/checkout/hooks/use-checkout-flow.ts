import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import {
  ALREADY_PAID_REDIRECT_MS,
  CHECKOUT_SUCCESS_REDIRECT_MS,
  TEST_MODE_REDIRECT_MS,
} from '../../../../contract/constants';
import { CLIENT_ROUTES } from '../../../../contract/routes';
import { dismissToast, toast } from '../../../components/ui/toast-store';
import { rememberCheckoutEmail } from '../../../lib/checkout-url';
import { pushPurchaseEvent } from '../analytics';
import { sessionQueryKey, useConfirmPayment } from '../api/confirm-payment';
import { useCreatePaymentIntent } from '../api/create-payment-intent';
import { CHECKOUT_TOASTS } from '../checkout-toasts';

export type CheckoutView = 'email' | 'payment' | 'success';
export type SuccessKind = 'paid' | 'alreadyPaid';

/** `?t=` makes the chat load fresh after the unlock (spec §2). */
export const chatUrlAfterPayment = (sessionId: string) => `/chat/${sessionId}?t=${Date.now()}`;

/** Spec §5: the checkout e-mail must be non-empty and contain an at sign. */
export const isCheckoutEmail = (email: string) => email.trim() !== '' && email.includes('@');

/**
 * The checkout of spec §4: e-mail, then payment, then success; with the already-paid and test-mode
 * shortcuts and every toast and delay of spec §8 and §9.
 */
export function useCheckoutFlow(initial: { sessionId: string | undefined; email: string }) {
  const [view, setView] = useState<CheckoutView>('email');
  const [successKind, setSuccessKind] = useState<SuccessKind>('paid');
  const [sessionId, setSessionId] = useState(initial.sessionId);
  const [email, setEmail] = useState(initial.email);
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [redirect, setRedirect] = useState<{ to: string; delayMs: number } | null>(null);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const createIntent = useCreatePaymentIntent();
  const confirm = useConfirmPayment();
  // The 'Redirecting...' toast ends with the redirect, instead of covering the page it led to.
  const successToast = useRef<number | null>(null);

  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => {
      if (successToast.current !== null) dismissToast(successToast.current);
      navigate(redirect.to);
    }, redirect.delayMs);
    return () => clearTimeout(timer);
  }, [redirect, navigate]);

  function finish(kind: SuccessKind, unlockedId: string, delayMs: number) {
    setSessionId(unlockedId);
    setSuccessKind(kind);
    setView('success');
    setRedirect({ to: chatUrlAfterPayment(unlockedId), delayMs });
  }

  function celebrate(unlockedId: string, transactionId: string, delayMs: number) {
    successToast.current = toast(CHECKOUT_TOASTS.success);
    pushPurchaseEvent(transactionId);
    finish('paid', unlockedId, delayMs);
  }

  async function start(entered: string) {
    if (!isCheckoutEmail(entered)) {
      toast(CHECKOUT_TOASTS.invalidEmail);
      return;
    }
    const payer = entered.trim();
    setEmail(payer);
    rememberCheckoutEmail(payer);
    try {
      const answer = await createIntent.mutateAsync({ email: payer, existingSessionId: sessionId });
      const unlockedId = answer.session?.sessionId;
      if (answer.alreadyPaid) {
        if (unlockedId) finish('alreadyPaid', unlockedId, ALREADY_PAID_REDIRECT_MS);
        else navigate(CLIENT_ROUTES.myApplications, { state: { email: payer } });
        return;
      }
      if (answer.testMode && answer.sessionUnlocked && unlockedId) {
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey(unlockedId) });
        celebrate(unlockedId, `test_${unlockedId}`, TEST_MODE_REDIRECT_MS);
        return;
      }
      if (!answer.clientSecret || !unlockedId) throw new Error('The server gave no payment to complete');
      setSessionId(unlockedId);
      setClientSecret(answer.clientSecret);
      setView('payment');
    } catch {
      toast(CHECKOUT_TOASTS.requestFailed);
    }
  }

  /** Stripe says the card payment succeeded; the server checks that with Stripe and unlocks. */
  async function paid(paymentIntentId: string, payer = email) {
    if (!sessionId) {
      toast(CHECKOUT_TOASTS.sessionMissing);
      return;
    }
    try {
      const { sessionId: unlockedId } = await confirm.mutateAsync({ paymentIntentId, email: payer });
      celebrate(unlockedId, paymentIntentId, CHECKOUT_SUCCESS_REDIRECT_MS);
    } catch {
      toast(CHECKOUT_TOASTS.unlockFailed);
    }
  }

  return {
    view,
    successKind,
    sessionId,
    email,
    clientSecret,
    busy: createIntent.isPending || confirm.isPending,
    start,
    paid,
    backToEmail: () => setView('email'),
  };
}
