import type { FastifyInstance } from 'fastify';
import { contactRequestSchema } from '../../contract';
import { enforceMailRateLimits } from '../mail/mail-rate-limits';
import { submitContactMessage } from '../mail/submit-contact-message';
import { parseRequest } from '../validation';

export async function contactRoutes(app: FastifyInstance) {
  const { db, config, mailer } = app.services;

  app.post('/api/contact', async (request) => {
    const body = parseRequest(contactRequestSchema, request.body, 'body');
    await enforceMailRateLimits(db, 'contact', { email: body.email, ip: request.ip });
    await submitContactMessage(db, config, body);
    mailer.wake();
    return { success: true };
  });
}
