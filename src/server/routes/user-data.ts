import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { emailSchema } from '../../contract';
import { requireProvenEmail } from '../policies';
import { presentUserDataExport } from '../presenters/user-data-export';
import { presentDeletedOwnSession } from '../presenters/user-sessions';
import { deleteUserSession } from '../sessions';
import { exportUserData } from '../user-data';
import { parseRequest } from '../validation';
import { sessionIdParam } from './params';

const emailParams = z.object({ email: emailSchema });

/**
 * The inventor's own data, under /api/user/sessions/{email}/… so the proof cookie (design §7) travels
 * with it: only a browser that opened a sign-in link e-mailed to the address is answered.
 */
export async function userDataRoutes(app: FastifyInstance) {
  const { db, clock } = app.services;

  const provenAddressIn = async (request: FastifyRequest) => {
    const { email } = parseRequest(emailParams, request.params, 'params');
    return requireProvenEmail({ db }, request, email);
  };

  app.get('/api/user/sessions/:email/export', async (request, reply) => {
    const email = await provenAddressIn(request);
    const now = clock();
    const body = presentUserDataExport(email, await exportUserData({ db }, { email }), now);
    return reply
      .header(
        'content-disposition',
        `attachment; filename="inventdraft-export-${now.toISOString().slice(0, 10)}.json"`,
      )
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.delete('/api/user/sessions/:email/session/:sessionId', async (request) => {
    const email = await provenAddressIn(request);
    await deleteUserSession({ db }, { email, sessionId: sessionIdParam(request.params) });
    return presentDeletedOwnSession();
  });
}
