import type { FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL_PROOF_DAYS } from '../auth/email-proof';
import type { Config } from '../config';

export const EMAIL_PROOF_COOKIE = 'inventdraft_email_proof';
/** The cookie only travels with the sessions-list API calls. */
const COOKIE_PATH = '/api/user/sessions';

const cookieOptions = (config: Config) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.nodeEnv === 'production',
  path: COOKIE_PATH,
});

export function setEmailProofCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(EMAIL_PROOF_COOKIE, token, {
    ...cookieOptions(config),
    maxAge: EMAIL_PROOF_DAYS * 24 * 60 * 60,
  });
}

/** The proof token this browser's cookie holds, if any. */
export const emailProofToken = (request: FastifyRequest): string | undefined =>
  request.cookies[EMAIL_PROOF_COOKIE];

export function clearEmailProofCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(EMAIL_PROOF_COOKIE, cookieOptions(config));
}
