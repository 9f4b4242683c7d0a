import type { ConfirmPaymentResponse, CreatePaymentIntentResponse } from '../../contract';
import { type ErrorEnvelope, errorEnvelope } from '../error-envelope';
import type { AppError } from '../errors';
import type { PaymentIntentOutcome, WebhookOutcome } from '../payments';

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

/** Its failures keep the `{success}` of spec §3 and our one `{error, message}` envelope. */
export function presentFailedPayment(error: AppError): ConfirmPaymentResponse & ErrorEnvelope {
  return { success: false, ...errorEnvelope(error) };
}

/** Stripe reads only the status; the body says whether this delivery unlocked a session, for the logs. */
export function presentWebhookReceipt(outcome: WebhookOutcome) {
  return outcome.unlocked === undefined ? { received: true } : { received: true, unlocked: outcome.unlocked };
}
