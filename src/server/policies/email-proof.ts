import type { FastifyRequest } from 'fastify';
import { findProvenEmail } from '../auth/email-proof';
import type { Context } from '../context';
import { AppError } from '../errors';
import { emailProofToken } from '../http/email-proof-cookie';

/** The same answer whether or not the address has sessions, so a 401 reveals nothing. */
const notSignedIn = () =>
  new AppError(
    'unauthorized',
    'Open the sign-in link we e-mail to this address to see its patent applications.',
  );

/**
 * Design §7: may this browser see an address's sessions and data? Only for the address its cookie
 * proves — and, when the route names an address, only if it is that very one; anything else is one 401.
 * Answers the proven address.
 */
export async function requireProvenEmail(
  ctx: Context<'db'>,
  request: FastifyRequest,
  named?: string,
): Promise<string> {
  const proven = await findProvenEmail(ctx, { proofToken: emailProofToken(request) });
  if (!proven || (named !== undefined && proven !== named)) throw notSignedIn();
  return proven;
}
