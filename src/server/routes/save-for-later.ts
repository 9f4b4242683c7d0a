import type { FastifyInstance } from 'fastify';
import { saveForLaterRequestSchema } from '../../contract';
import { enforceMailRateLimits } from '../mail/mail-rate-limits';
import { sendRecoveryLink } from '../mail/send-recovery-link';
import { parseRequest } from '../validation';

export async function saveForLaterRoutes(app: FastifyInstance) {
  const { db, config, mailer } = app.services;

  app.post('/api/patent/session/save-for-later', async (request) => {
    const body = parseRequest(saveForLaterRequestSchema, request.body, 'body');
    await enforceMailRateLimits(db, 'save-for-later', { email: body.email, ip: request.ip });
    await sendRecoveryLink(db, config, { sessionId: body.sessionId, email: body.email });
    mailer.wake();
    return { success: true };
  });
}
