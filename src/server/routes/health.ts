import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { presentHealth, presentNotReady } from '../presenters/health';

export async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process is up and serving.
  app.get('/healthz', async () => presentHealth('ok'));

  // Readiness: the database answers.
  app.get('/readyz', async (_request, reply) => {
    try {
      await app.services.db.execute(sql`select 1`);
      return presentHealth('ready');
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send(presentNotReady());
    }
  });
}
