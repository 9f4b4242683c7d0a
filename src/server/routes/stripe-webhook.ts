import type { FastifyInstance } from 'fastify';
import { handleStripeWebhook } from '../payments';
import { presentWebhookReceipt } from '../presenters/payments';

/**
 * Stripe signs the exact bytes it sends, so this plugin (and only this one: Fastify encapsulates it)
 * keeps JSON bodies as the raw Buffer for the signature check.
 */
export async function stripeWebhookRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post('/api/stripe/webhook', async (request) => {
    const signature = request.headers['stripe-signature'];
    const outcome = await handleStripeWebhook(app.services, {
      rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      signature: typeof signature === 'string' ? signature : undefined,
    });
    return presentWebhookReceipt(outcome);
  });
}
