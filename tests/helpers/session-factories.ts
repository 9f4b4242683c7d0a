import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { expect } from 'vitest';
import { type SendMessageResponse, sendMessageResponseSchema } from '../../src/contract';
import { applicationFixture, sketchFixture } from './application-fixture';
import { INVENTIONS, type InventionScript } from './inventions';
import { call } from './json-call';

// Sessions in the states tests start from, made through the API as the browser makes them; any
// unexpected status fails the test here rather than in a later, puzzling step.

export type NewSession = { sessionId: string; id: number };

/** A new session, as the landing page makes one (with no e-mail unless given). */
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

/** One chat message, as the composer sends it; answers the assistant's reply and the session. */
export async function sendMessage(
  baseUrl: string,
  sessionId: string,
  content: string,
  options: { imageData?: string } = {},
): Promise<SendMessageResponse> {
  const response = await call(baseUrl, 'POST', `/api/patent/session/${sessionId}/message`, {
    content,
    ...options,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return sendMessageResponseSchema.parse(response.body);
}

/** Pays for a session as checkout does in payment test mode (the test app has no Stripe keys). */
export async function payInTestMode(baseUrl: string, sessionId: string, email: string): Promise<void> {
  const paid = await call(baseUrl, 'POST', '/api/create-payment-intent', {
    email,
    existingSessionId: sessionId,
  });
  expect(paid.status).toBe(200);
  expect(paid.body).toMatchObject({ sessionUnlocked: true });
}

/** A new session whose premium features are paid for (payment test mode). */
export async function paidSession(
  baseUrl: string,
  options: { userEmail?: string } = {},
): Promise<NewSession> {
  const userEmail = options.userEmail ?? 'payer@example.com';
  const session = await newSession(baseUrl, { userEmail });
  await payInTestMode(baseUrl, session.sessionId, userEmail);
  return session;
}

/** A session at the sketch step (7): a title, then every written step skipped. */
export async function sessionAtSketchStep(
  baseUrl: string,
  options: { title?: string; userEmail?: string } = {},
): Promise<NewSession> {
  const session = await newSession(baseUrl, { userEmail: options.userEmail });
  await sendMessage(baseUrl, session.sessionId, options.title ?? 'Leash Bowl');
  for (let step = 2; step <= 6; step += 1) await sendMessage(baseUrl, session.sessionId, 'skip');
  return session;
}

/**
 * A whole interview with the offline drafter, in review (step 8): the invention's landing description,
 * its answers to steps 2 to 6 until each step advances, and the sketch skipped.
 */
export async function completedInterview(
  baseUrl: string,
  options: { invention?: InventionScript; userEmail?: string } = {},
): Promise<NewSession> {
  const invention = options.invention ?? INVENTIONS[4]!;
  const session = await newSession(baseUrl, { userEmail: options.userEmail });
  await sendMessage(baseUrl, session.sessionId, invention.landing);
  for (const step of [2, 3, 4, 5, 6] as const) {
    for (const answer of invention.answers[step]) {
      const reply = await sendMessage(baseUrl, session.sessionId, answer);
      if (reply.session!.currentStep > step) break;
    }
  }
  const review = await sendMessage(baseUrl, session.sessionId, 'skip');
  expect(review.session!.currentStep).toBe(8);
  return session;
}

/**
 * A finished application (the fixture's sections, in review) written straight into the database, for
 * tests of what comes after the interview (PDF, cover sheet, versions); answers its public id.
 */
export async function storedApplication(
  pool: pg.Pool,
  options: { paid: boolean; sketch?: boolean },
): Promise<string> {
  const sessionId = randomBytes(16).toString('base64url');
  const { rows } = await pool.query<{ id: number }>(
    `insert into sessions (session_id, user_email, current_step, is_complete, premium_unlocked, patent_data)
     values ($1, 'inventor@example.com', 8, true, $2, $3) returning id`,
    [sessionId, options.paid, applicationFixture()],
  );
  if (options.sketch) {
    await pool.query(
      `insert into sketches (session_id, mime_type, bytes, width, height) values ($1, 'image/png', $2, 1600, 1200)`,
      [rows[0]!.id, await sketchFixture()],
    );
  }
  return sessionId;
}
