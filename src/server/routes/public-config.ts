import type { FastifyInstance } from 'fastify';
import { presentPublicConfig } from '../presenters/public-config';

export async function publicConfigRoutes(app: FastifyInstance) {
  const { config } = app.services;
  app.get('/api/config', async () => presentPublicConfig(config));
}
