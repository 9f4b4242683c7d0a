import type { FastifyInstance } from 'fastify';
import { emailSchema } from '../../contract';
import { notSignedIn, provenEmail } from '../auth/email-proof';
import { listUserSessions } from '../operations/list-user-sessions';
import { presentUserSessions } from '../presenters/user-sessions';

export async function userSessionRoutes(app: FastifyInstance) {
  const { db } = app.services;

  // Design §7: answered only for a browser that proved this very address; anything else is one 401.
  app.get('/api/user/sessions/:email', async (request) => {
    const parsed = emailSchema.safeParse((request.params as { email?: unknown }).email);
    const proven = await provenEmail(db, request);
    if (!parsed.success || proven === undefined || proven !== parsed.data) throw notSignedIn();
    return presentUserSessions(parsed.data, await listUserSessions(db, parsed.data));
  });
}
