import type { FastifyInstance } from 'fastify';
import type { PreviewResponse } from '../../contract';
import { presentPreview } from '../presenters/preview';
import { findSession } from '../sessions';
import { sessionIdParam } from './params';

export async function previewRoutes(app: FastifyInstance) {
  const { db } = app.services;

  app.get('/api/patent/session/:sessionId/preview', async (request): Promise<PreviewResponse> => {
    return presentPreview(await findSession({ db }, { sessionId: sessionIdParam(request.params) }));
  });
}
