import type { FastifyInstance } from 'fastify';
import { USPTO_FILING_INSTRUCTIONS } from '../filing';

export async function filingInstructionsRoutes(app: FastifyInstance) {
  app.get('/api/patent/uspto-instructions', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(USPTO_FILING_INSTRUCTIONS),
  );
}
