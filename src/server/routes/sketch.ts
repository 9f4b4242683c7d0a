import type { FastifyInstance } from 'fastify';
import { getSketch } from '../sketches';
import { sessionIdParam } from './params';

export async function sketchRoutes(app: FastifyInstance) {
  const { db } = app.services;

  // patentData.sketchImage points here; the bytes are the re-encoded PNG, never the upload itself.
  app.get('/api/patent/session/:sessionId/sketch', async (request, reply) => {
    const sketch = await getSketch({ db }, { sessionId: sessionIdParam(request.params) });
    return reply
      .type('image/png')
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', 'inline; filename="sketch.png"')
      .send(sketch.bytes);
  });
}
