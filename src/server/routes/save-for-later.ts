import type { FastifyInstance } from 'fastify';
import { saveForLaterRequestSchema } from '../../contract';
import { enforceMailRateLimits, sendRecoveryLink } from '../mail';
import { presentSuccess } from '../presenters/acknowledgement';
import { parseRequest } from '../validation';

export async function saveForLaterRoutes(app: FastifyInstance) {
  const { db, mailer } = app.services;

  app.post('/api/patent/session/save-for-later', async (request) => {
    const body = parseRequest(saveForLaterRequestSchema, request.body, 'body');
    await enforceMailRateLimits({ db }, { action: 'save-for-later', email: body.email, ip: request.ip });
    await sendRecoveryLink(app.services, { sessionId: body.sessionId, email: body.email });
    mailer.wake();
    return presentSuccess();
  });
}
