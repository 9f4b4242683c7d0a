import type { FastifyInstance } from 'fastify';
import { sessionsSignInLinkRequestSchema, sessionsSignInRequestSchema } from '../../contract';
import { endEmailProof, redeemSignInToken, sendSessionsSignInLink } from '../auth';
import { clearEmailProofCookie, emailProofToken, setEmailProofCookie } from '../http/email-proof-cookie';
import { enforceMailRateLimits } from '../mail';
import { presentSuccess } from '../presenters/acknowledgement';
import { parseRequest } from '../validation';

/** Design §7: proving an address by an e-mailed one-time link before its sessions list is shown. */
export async function emailSignInRoutes(app: FastifyInstance) {
  const { db, config, mailer } = app.services;

  // The same 202 for every address: whether it has sessions is not the caller's business.
  app.post('/api/user/sessions/sign-in-link', async (request, reply) => {
    const body = parseRequest(sessionsSignInLinkRequestSchema, request.body, 'body');
    await enforceMailRateLimits({ db }, { action: 'sessions-sign-in', email: body.email, ip: request.ip });
    await sendSessionsSignInLink(app.services, { email: body.email });
    mailer.wake();
    return reply.code(202).send(presentSuccess());
  });

  // The link's page posts its token here (a POST, so mail scanners that fetch links cannot spend it).
  app.post('/api/user/sessions/sign-in', async (request, reply) => {
    const body = parseRequest(sessionsSignInRequestSchema, request.body, 'body');
    const proof = await redeemSignInToken({ db }, body);
    setEmailProofCookie(reply, config, proof);
    return presentSuccess();
  });

  // "Sign out" on the sessions list, for a shared computer: the proof ends on the server too.
  app.post('/api/user/sessions/sign-out', async (request, reply) => {
    await endEmailProof({ db }, { proofToken: emailProofToken(request) });
    clearEmailProofCookie(reply, config);
    return presentSuccess();
  });
}
