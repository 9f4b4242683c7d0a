import { expect } from 'vitest';
import { newSession, payInTestMode } from '../helpers/session-factories';
import { appUrl } from './browser';
import { linkFromOutbox } from './outbox';

type SessionReply = { session: { sessionId: string; currentStep: number } };

/** A JSON call to the app under test; fails the test on any non-OK answer. */
export async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(appUrl(path), {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new session for `userEmail` (the shared factory, pointed at the app under test); its public id. */
export async function createSession(userEmail: string): Promise<string> {
  return (await newSession(appUrl(''), { userEmail })).sessionId;
}

/** A session brought to review through the API: a description, then "next" through every step. */
export async function sessionInReview(userEmail: string): Promise<string> {
  const id = await createSession(userEmail);
  await api(`/api/patent/session/${id}/message`, {
    content:
      'A bicycle lock that unlocks with a fingerprint reader built into the shackle, charged by a small solar panel on the lock body.',
  });
  for (let turn = 0; turn < 12; turn++) {
    const current = await api<SessionReply>(`/api/patent/session/${id}`);
    if (current.session.currentStep >= 8) return id;
    await api(`/api/patent/session/${id}/message`, { content: 'next' });
  }
  throw new Error('The session did not reach review');
}

/** Unlocks a session as checkout does in test mode (the e2e app runs without Stripe keys). */
export function unlockInTestMode(sessionId: string, email: string): Promise<void> {
  return payInTestMode(appUrl(''), sessionId, email);
}

/** Generates (and stores) the application PDF, as the review screen's button does. */
export async function generatePdf(sessionId: string): Promise<{ filename: string; bytes: Buffer }> {
  const response = await fetch(appUrl(`/api/patent/session/${sessionId}/generate-pdf`), { method: 'POST' });
  expect(response.status).toBe(200);
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '';
  return { filename, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Review, unlocked and with its PDF: the session's link opens the completion screen. */
export async function completedApplication(userEmail: string): Promise<string> {
  const id = await sessionInReview(userEmail);
  await unlockInTestMode(id, userEmail);
  await generatePdf(id);
  return id;
}

type SessionState = {
  session: {
    currentStep: number;
    isComplete: boolean;
    premiumUnlocked: boolean;
    patentData: { completedSections: string[] };
  };
};

/** The session as the server has it now. */
export async function sessionState(sessionId: string): Promise<SessionState['session']> {
  return (await api<SessionState>(`/api/patent/session/${sessionId}`)).session;
}

/** Sets the (free) title section, as the review screen's editor does. */
export async function setTitle(sessionId: string, title: string): Promise<void> {
  await api(`/api/patent/session/${sessionId}/edit-section`, { section: 'title', content: title });
}

/** Asks for a sign-in link for `email` and answers the link from the outbox (no address in it). */
export async function requestSignInLink(dataDir: string, email: string): Promise<URL> {
  const requestedAt = Date.now() - 1_000;
  const response = await fetch(appUrl('/api/user/sessions/sign-in-link'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(202);
  return linkFromOutbox(dataDir, email, '/sessions?token=', requestedAt);
}

/** A session brought to the sketch step (7) through the API. */
export async function sessionAtSketchStep(userEmail: string): Promise<string> {
  const id = await createSession(userEmail);
  await api(`/api/patent/session/${id}/message`, {
    content: 'A window planter that waters itself from a rain gutter through a float valve in its base.',
  });
  for (let turn = 0; turn < 12; turn++) {
    if ((await sessionState(id)).currentStep >= 7) return id;
    await api(`/api/patent/session/${id}/message`, { content: 'next' });
  }
  throw new Error('The session did not reach the sketch step');
}
