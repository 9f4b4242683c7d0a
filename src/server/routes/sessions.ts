import type { FastifyInstance } from 'fastify';
import { createSessionRequestSchema } from '../../contract';
import { presentConversation } from '../presenters/conversation';
import { presentSessionChange } from '../presenters/session';
import { enforceRateLimit } from '../rate-limit';
import { createSession, getSessionWithMessages } from '../sessions';
import { parseRequest } from '../validation';
import { sessionIdParam } from './params';

/** Generous for a person (an inventor starts a handful); it stops a script filling the database. */
export const SESSION_CREATION_LIMIT = { limit: 100, windowMs: 10 * 60_000 };

export async function sessionRoutes(app: FastifyInstance) {
  const { db } = app.services;

  app.post('/api/patent/session', async (request, reply) => {
    const body = parseRequest(createSessionRequestSchema, request.body ?? {}, 'body');
    await enforceRateLimit(
      { db },
      {
        key: `session:create:ip:${request.ip}`,
        ...SESSION_CREATION_LIMIT,
        message: 'Too many new sessions from this address.',
      },
    );
    const session = await createSession({ db }, { userEmail: body.userEmail });
    return reply.code(201).send(presentSessionChange(session));
  });

  app.get('/api/patent/session/:sessionId', async (request) => {
    const sessionId = sessionIdParam(request.params);
    return presentConversation(await getSessionWithMessages({ db }, { sessionId }));
  });
}
