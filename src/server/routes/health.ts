import type { FastifyInstance } from 'fastify';
import { checkDatabase } from '../health';
import { presentHealth, presentNotReady } from '../presenters/health';

export async function healthRoutes(app: FastifyInstance) {
  const { db } = app.services;

  // Liveness: the process is up and serving.
  app.get('/healthz', async () => presentHealth('ok'));

  // Readiness: the database answers.
  app.get('/readyz', async (_request, reply) => {
    try {
      await checkDatabase({ db });
      return presentHealth('ready');
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send(presentNotReady());
    }
  });
}
