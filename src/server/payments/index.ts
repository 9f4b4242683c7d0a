/** Paying for a session: checkout, the browser's confirmation, Stripe's webhook (design §5). */
export { confirmPayment } from './confirm-payment';
export { createPaymentIntent, type PaymentIntentOutcome } from './create-payment-intent';
export { handleStripeWebhook, type WebhookOutcome } from './handle-stripe-webhook';
