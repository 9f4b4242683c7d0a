import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '../../contract';

export async function publicConfigRoutes(app: FastifyInstance) {
  const { config } = app.services;
  app.get(
    '/api/config',
    async (): Promise<PublicConfig> => ({
      testMode: config.stripe === null,
      stripePublishableKey: config.stripe?.publishableKey ?? null,
      supportEmail: config.supportEmail,
    }),
  );
}
