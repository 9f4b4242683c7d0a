import { mailAcceptedResponseSchema } from '../../../../contract/mail';
import {
  type SessionsSignInRequest,
  sessionsProofResponseSchema,
  type UserSessionsResponse,
  userSessionsResponseSchema,
} from '../../../../contract/user-sessions';
import { fetchParsed } from '../../../lib/api';

/** The list of the address this browser has proven (401 when none): no address in the URL. */
export const provenSessionsUrl = '/api/user/sessions';

export function fetchProvenSessions(): Promise<UserSessionsResponse> {
  return fetchParsed(userSessionsResponseSchema, provenSessionsUrl);
}

/** Design §7: asks for a one-time sign-in link to be e-mailed to the address (always 202). */
export async function requestSignInLink(email: string): Promise<void> {
  await fetchParsed(mailAcceptedResponseSchema, '/api/user/sessions/sign-in-link', {
    method: 'POST',
    body: { email },
  });
}

/** Spends the token of an opened sign-in link; the answer sets the proof cookie. */
export async function redeemSignInLink(request: SessionsSignInRequest): Promise<void> {
  await fetchParsed(sessionsProofResponseSchema, '/api/user/sessions/sign-in', {
    method: 'POST',
    body: request,
  });
}

/** Ends this browser's proof for the list (a shared computer); the answer clears the cookie. */
export async function signOutOfSessions(): Promise<void> {
  await fetchParsed(sessionsProofResponseSchema, '/api/user/sessions/sign-out', { method: 'POST' });
}
