import type { FastifyInstance } from 'fastify';
import { contactRequestSchema } from '../../contract';
import { enforceMailRateLimits, submitContactMessage } from '../mail';
import { presentSuccess } from '../presenters/acknowledgement';
import { parseRequest } from '../validation';

export async function contactRoutes(app: FastifyInstance) {
  const { db, mailer } = app.services;

  app.post('/api/contact', async (request) => {
    const body = parseRequest(contactRequestSchema, request.body, 'body');
    await enforceMailRateLimits({ db }, { action: 'contact', email: body.email, ip: request.ip });
    await submitContactMessage(app.services, body);
    mailer.wake();
    return presentSuccess();
  });
}
