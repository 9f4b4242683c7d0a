import type { FastifyInstance } from 'fastify';
import { createSessionRequestSchema } from '../../contract';
import { createSession } from '../operations/create-session';
import { getSessionWithMessages } from '../operations/get-session';
import { lockedTextsFor, presentMessage } from '../presenters/message';
import { presentSession } from '../presenters/session';
import { parseRequest } from '../validation';
import { sessionIdParam } from './params';

export async function sessionRoutes(app: FastifyInstance) {
  const { db } = app.services;

  app.post('/api/patent/session', async (request, reply) => {
    const body = parseRequest(createSessionRequestSchema, request.body ?? {}, 'body');
    const session = await createSession(db, { userEmail: body.userEmail });
    return reply.code(201).send({ session: presentSession(session) });
  });

  app.get('/api/patent/session/:sessionId', async (request) => {
    const sessionId = sessionIdParam(request.params);
    const found = await getSessionWithMessages(db, sessionId);
    const locked = lockedTextsFor(found.session);
    return {
      session: presentSession(found.session),
      messages: found.messages.map((message) => presentMessage(message, found.session.sessionId, locked)),
    };
  });
}
