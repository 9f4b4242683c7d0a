import type { FastifyInstance } from 'fastify';
import { draftingRoutes } from './drafting';
import { healthRoutes } from './health';
import { paymentRoutes } from './payments';
import { publicConfigRoutes } from './public-config';
import { sessionRoutes } from './sessions';
import { stripeWebhookRoutes } from './stripe-webhook';

/** Every API route plugin. Each capability adds its own file here. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(sessionRoutes);
  await app.register(paymentRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(draftingRoutes);
}
