import {
  type SessionsSignInRequest,
  type UserSessionsResponse,
  userSessionsResponseSchema,
} from '../../../contract/user-sessions';
import { apiRequest, fetchJson } from '../../lib/api';

/** The list of the address this browser has proven (401 when none): no address in the URL. */
export const provenSessionsUrl = '/api/user/sessions';

export async function fetchProvenSessions(): Promise<UserSessionsResponse> {
  return userSessionsResponseSchema.parse(await fetchJson(provenSessionsUrl));
}

/** Design §7: asks for a one-time sign-in link to be e-mailed to the address (always 202). */
export async function requestSignInLink(email: string): Promise<void> {
  await apiRequest('POST', '/api/user/sessions/sign-in-link', { email });
}

/** Spends the token of an opened sign-in link; the answer sets the proof cookie. */
export async function redeemSignInLink(request: SessionsSignInRequest): Promise<void> {
  await apiRequest('POST', '/api/user/sessions/sign-in', request);
}

/** Ends this browser's proof for the list (a shared computer); the answer clears the cookie. */
export async function signOutOfSessions(): Promise<void> {
  await apiRequest('POST', '/api/user/sessions/sign-out');
}
