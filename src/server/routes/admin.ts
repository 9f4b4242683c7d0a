import type { FastifyInstance } from 'fastify';
import { adminAuthRoutes } from './admin-auth';
import { adminSessionRoutes } from './admin-sessions';

/** The operator dashboard's API: login and logout, then the guarded calls. */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(adminAuthRoutes);
  await app.register(adminSessionRoutes);
}
