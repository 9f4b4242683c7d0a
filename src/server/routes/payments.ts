import type { FastifyInstance } from 'fastify';
import {
  type CreatePaymentIntentResponse,
  confirmPaymentRequestSchema,
  createPaymentIntentRequestSchema,
} from '../../contract';
import { AppError } from '../errors';
import { confirmPayment, createPaymentIntent } from '../payments';
import { presentConfirmedPayment, presentFailedPayment, presentPaymentIntent } from '../presenters/payments';
import { enforceRateLimit } from '../rate-limit';
import { parseRequest } from '../validation';

const CHECKOUT_LIMIT = { limit: 30, windowMs: 10 * 60_000 };
const CONFIRM_LIMIT = { limit: 60, windowMs: 10 * 60_000 };

export async function paymentRoutes(app: FastifyInstance) {
  const { services } = app;

  app.post('/api/create-payment-intent', async (request): Promise<CreatePaymentIntentResponse> => {
    const body = parseRequest(createPaymentIntentRequestSchema, request.body ?? {}, 'body');
    // Each call may create a session and a PaymentIntent at Stripe.
    await enforceRateLimit(
      { db: services.db },
      { key: `checkout:ip:${request.ip}`, ...CHECKOUT_LIMIT, message: 'Too many checkout attempts.' },
    );
    return presentPaymentIntent(await createPaymentIntent(services, body));
  });

  // Spec §3: this call answers `{success, data, error}`; failures keep our `{error, message}` too.
  app.post('/api/confirm-payment', async (request, reply) => {
    const body = parseRequest(confirmPaymentRequestSchema, request.body ?? {}, 'body');
    // Each call asks Stripe; guessing PaymentIntent ids must not spend our Stripe rate limit.
    await enforceRateLimit(
      { db: services.db },
      { key: `confirm:ip:${request.ip}`, ...CONFIRM_LIMIT, message: 'Too many payment confirmations.' },
    );
    try {
      return presentConfirmedPayment(await confirmPayment(services, body));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.cause) request.log.warn({ err: error.cause, code: error.code }, error.message);
      return reply.code(error.statusCode).send(presentFailedPayment(error));
    }
  });
}
