import type { FastifyInstance } from 'fastify';
import { editSectionRequestSchema } from '../../contract';
import { editSection } from '../operations/edit-section';
import { presentSession } from '../presenters/session';
import { parseRequest } from '../validation';
import { sessionIdParam } from './params';

export async function sectionRoutes(app: FastifyInstance) {
  const { db } = app.services;

  app.post('/api/patent/session/:sessionId/edit-section', async (request) => {
    const sessionId = sessionIdParam(request.params);
    const body = parseRequest(editSectionRequestSchema, request.body, 'body');
    const session = await editSection(db, { sessionId, ...body });
    return { session: presentSession(session) };
  });
}
