import { expect } from 'vitest';
import { call } from './test-app';

export type NewSession = { sessionId: string; id: number };

/**
 * A new session made through the API as the landing page makes one (with no e-mail unless given);
 * anything but 201 fails the test here rather than in a later, puzzling step.
 */
export async function newSession(
  baseUrl: string,
  options: { userEmail?: string; headers?: Record<string, string> } = {},
): Promise<NewSession> {
  const created = await call<{ session: NewSession }>(
    baseUrl,
    'POST',
    '/api/patent/session',
    options.userEmail ? { userEmail: options.userEmail } : {},
    { headers: options.headers },
  );
  expect(created.status).toBe(201);
  return created.body.session;
}
