import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin';
import { healthRoutes } from './health';
import { publicConfigRoutes } from './public-config';
import { sessionRoutes } from './sessions';

/** Every API route plugin. Each capability adds its own file here. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(sessionRoutes);
  await app.register(adminRoutes);
}
