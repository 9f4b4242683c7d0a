import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailSchema } from '../../contract';
import { requireProvenEmail } from '../policies';
import { presentUserSessions } from '../presenters/user-sessions';
import { listUserSessions } from '../sessions';
import { parseRequest } from '../validation';

const paramsSchema = z.object({ email: emailSchema });

export async function userSessionRoutes(app: FastifyInstance) {
  const { db } = app.services;

  // The list of the address this browser proved, whichever it is: /sessions needs no address in its URL.
  app.get('/api/user/sessions', async (request) => {
    const email = await requireProvenEmail({ db }, request);
    return presentUserSessions(email, await listUserSessions({ db }, { email }));
  });

  // Design §7: answered only for a browser that proved this very address; anything else is one 401.
  app.get('/api/user/sessions/:email', async (request) => {
    const { email } = parseRequest(paramsSchema, request.params, 'params');
    await requireProvenEmail({ db }, request, email);
    return presentUserSessions(email, await listUserSessions({ db }, { email }));
  });
}
