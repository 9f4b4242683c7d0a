import type { FastifyInstance } from 'fastify';
import type { PreviewResponse } from '../../contract';
import { getPreview } from '../pdf';
import { sessionIdParam } from './params';

export async function previewRoutes(app: FastifyInstance) {
  const { db } = app.services;

  app.get('/api/patent/session/:sessionId/preview', async (request): Promise<PreviewResponse> => {
    return getPreview(db, sessionIdParam(request.params));
  });
}
