import type { ConfirmPaymentResponse, CreatePaymentIntentResponse } from '../../contract';
import type { PaymentIntentOutcome } from '../payments';

/** POST /api/create-payment-intent's answer (spec §4): the session to pay for and Stripe's form secret. */
export function presentPaymentIntent(outcome: PaymentIntentOutcome): CreatePaymentIntentResponse {
  return {
    alreadyPaid: outcome.alreadyPaid,
    sessionUnlocked: outcome.sessionUnlocked,
    testMode: outcome.testMode,
    session: { sessionId: outcome.sessionId },
    clientSecret: outcome.clientSecret,
  };
}

/** Spec §3: POST /api/confirm-payment answers `{success, data, error}`. */
export function presentConfirmedPayment(confirmed: { sessionId: string }): ConfirmPaymentResponse {
  return { success: true, data: { session: { sessionId: confirmed.sessionId } } };
}
