import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PatentData, sendMessageResponseSchema } from '../../src/contract';
import { FAKE_MARK, type FakeModelServer, startFakeModelServer } from '../helpers/fake-model-server';
import { INVENTIONS } from '../helpers/inventions';
import { FLAWED_REVIEW, PROFESSIONAL_REVIEW } from '../helpers/recorded-review-drafts';
import { newSession as newSessionIn } from '../helpers/session-factories';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

type Event = { event: string; data: Record<string, unknown> };

/** POSTs to the streaming call and reads every server-sent event. */
async function stream(baseUrl: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const events: Event[] = text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>;
      return { event, data };
    });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', events, text };
}

describe(`the model drafter against a local OpenAI-compatible server (${inject('databaseKind')} PostgreSQL)`, () => {
  let fake: FakeModelServer;
  let server: TestApp;
  beforeAll(async () => {
    fake = await startFakeModelServer();
    server = await startTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'fake-model',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'test-key',
      AI_TIMEOUT_MS: '1500',
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  const newSession = async () => (await newSessionIn(server.url)).sessionId;

  async function snapshot(sessionId: string) {
    const { rows } = await server.database.pool.query(
      `select s.patent_data, s.current_step, s.drafting_state,
              (select count(*)::int from messages m where m.session_id = s.id) as messages
         from sessions s where s.session_id = $1`,
      [sessionId],
    );
    return rows[0] as {
      patent_data: PatentData;
      current_step: number;
      drafting_state: unknown;
      messages: number;
    };
  }

  const message = (sessionId: string, content: string) =>
    call(server.url, 'POST', `/api/patent/session/${sessionId}/message`, { content });

  it('drafts with structured output; the server rules still decide the step', async () => {
    const sessionId = await newSession();
    const before = fake.requests.length;
    const first = await message(
      sessionId,
      'I made a water bottle for dogs that clips onto the leash and has a bowl that folds out.',
    );
    expect(first.status).toBe(200);
    const body = sendMessageResponseSchema.parse(first.body);
    expect(body.session!.patentData.title).toBe('Leash Water Bottle with Folding Bowl');
    expect(body.session!.currentStep).toBe(2);
    expect(body.aiMessage.content).toMatch(
      // The model's comment, then what it understood (structured output), then the next step.
      /^Thank you, I have added that to the Title section\. [^\n]*the bottle and the bowl\.\n\nStep 2 of 8/,
    );
    expect(fake.requests.slice(before)).toMatchObject([{ stream: false, schemaName: 'section_draft' }]);
    expect(fake.requests.at(-1)!.prompt).toContain('clips onto the leash');

    // Too short for the Background: the model's text is stored, and its follow-up is asked.
    const thin = sendMessageResponseSchema.parse(
      (await message(sessionId, 'Carrying a bowl is annoying.')).body,
    );
    expect(thin.session!.currentStep).toBe(2);
    expect(thin.session!.patentData.background).toContain(FAKE_MARK);
    expect(thin.aiMessage.content).toMatch(/What is the folding bowl made of\?$/);
  });

  it('streams the reply as server-sent events that add up to the stored message', async () => {
    const sessionId = await newSession();
    const before = await snapshot(sessionId);
    const result = await stream(server.url, `/api/patent/session/${sessionId}/message/stream`, {
      content: 'It is a dog water bottle with a folding bowl that clips onto a leash.',
    });
    expect(result.status).toBe(200);
    expect(result.contentType).toMatch(/^text\/event-stream/);
    const deltas = result.events.filter((e) => e.event === 'delta');
    const done = result.events.filter((e) => e.event === 'done');
    expect(deltas.length).toBeGreaterThanOrEqual(2);
    expect(done).toHaveLength(1);
    expect(result.events.at(-1)!.event).toBe('done');
    const reply = sendMessageResponseSchema.parse(done[0]!.data);
    expect(deltas.map((e) => e.data.text).join('')).toBe(reply.aiMessage.content);
    expect(reply.session!.currentStep).toBe(2);
    expect(fake.requests.at(-1)).toMatchObject({ stream: true, schemaName: 'section_draft' });
    expect((await snapshot(sessionId)).messages).toBe(before.messages + 2);
  });

  it('retries a malformed answer once and succeeds', async () => {
    const sessionId = await newSession();
    const before = fake.requests.length;
    fake.enqueue('malformed');
    const response = await message(sessionId, 'Leash Bowl');
    expect(response.status).toBe(200);
    expect(fake.requests.length - before).toBe(2);
  });

  for (const [failure, modes, wording] of [
    ['malformed output', ['malformed', 'malformed'], /not available/],
    ['HTTP 500', ['error500', 'error500'], /not available/],
    ['time-out', ['hang', 'hang'], /took too long/],
  ] as const) {
    it(`answers ${failure} with a 503, stores nothing, and sending again works`, async () => {
      const sessionId = await newSession();
      const before = await snapshot(sessionId);
      fake.enqueue(...modes);
      const started = Date.now();
      const failed = await message(sessionId, 'My invention is a dog water bottle that clips to a leash.');
      expect(failed.status).toBe(503);
      expect(failed.body).toEqual({ error: 'service_unavailable', message: expect.stringMatching(wording) });
      if (failure === 'time-out') expect(Date.now() - started).toBeLessThan(10_000);
      expect(await snapshot(sessionId)).toEqual(before);

      const again = await message(sessionId, 'My invention is a dog water bottle that clips to a leash.');
      expect(again.status).toBe(200);
      const after = await snapshot(sessionId);
      expect(after.messages).toBe(before.messages + 2);
      expect(after.current_step).toBe(2);
      const { rows } = await server.database.pool.query(
        'select sender, content from messages m join sessions s on s.id = m.session_id where s.session_id = $1 order by m.id',
        [sessionId],
      );
      expect(rows.map((row: { sender: string }) => row.sender)).toEqual(['ai', 'user', 'ai']);
    });
  }

  it('ends a failed stream with an error event and stores nothing', async () => {
    const sessionId = await newSession();
    const before = await snapshot(sessionId);
    fake.enqueue('error500', 'error500');
    const result = await stream(server.url, `/api/patent/session/${sessionId}/message/stream`, {
      content: 'Leash Bowl',
    });
    expect(result.status).toBe(200);
    expect(result.events.map((e) => e.event)).toEqual(['error']);
    expect(result.events[0]!.data).toEqual({
      error: 'service_unavailable',
      message: expect.stringMatching(/not saved/),
    });
    expect(await snapshot(sessionId)).toEqual(before);

    fake.enqueue('malformed', 'malformed');
    const malformed = await stream(server.url, `/api/patent/session/${sessionId}/message/stream`, {
      content: 'Leash Bowl',
    });
    expect(malformed.events.at(-1)!.event).toBe('error');
    expect(malformed.events.some((e) => e.event === 'done')).toBe(false);
    expect(await snapshot(sessionId)).toEqual(before);
  });

  it('stores nothing when the browser leaves in the middle of a streamed reply', async () => {
    const sessionId = await newSession();
    const before = await snapshot(sessionId);
    const requestsBefore = fake.requests.length;
    fake.enqueue('slow');
    const leave = new AbortController();
    const response = await fetch(`${server.url}/api/patent/session/${sessionId}/message/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Leash Bowl' }),
      signal: leave.signal,
    });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^event: delta\n/);
    const started = Date.now();
    leave.abort();
    // The model call ends (cancelled, or finished after about a second if it were not), then the
    // server has had ample time to store the turn if it were going to.
    const modelCall = fake.requests[requestsBefore]!;
    while (!modelCall.ended) await new Promise((resolve) => setTimeout(resolve, 20));
    const cancelledAfterMs = Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(fake.requests.length).toBe(requestsBefore + 1);
    expect(cancelledAfterMs).toBeLessThan(800);
    expect(await snapshot(sessionId)).toEqual(before);
  });

  it('stores nothing when the browser gives up waiting for a plain reply', async () => {
    const sessionId = await newSession();
    const before = await snapshot(sessionId);
    const requestsBefore = fake.requests.length;
    fake.enqueue('slow');
    const leave = new AbortController();
    const sent = fetch(`${server.url}/api/patent/session/${sessionId}/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Leash Bowl' }),
      signal: leave.signal,
    }).catch((error: Error) => error);
    while (fake.requests.length === requestsBefore) await new Promise((resolve) => setTimeout(resolve, 20));
    leave.abort();
    expect(await sent).toBeInstanceOf(Error);
    const modelCall = fake.requests[requestsBefore]!;
    while (!modelCall.ended) await new Promise((resolve) => setTimeout(resolve, 20));
    // The slow model would have answered after a second; by then the turn must be abandoned.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(fake.requests.length).toBe(requestsBefore + 1);
    expect(await snapshot(sessionId)).toEqual(before);
    expect((await message(sessionId, 'Leash Bowl')).status).toBe(200);
  });

  it('keeps first person out of formal sections even when the model writes it', async () => {
    const sessionId = await newSession();
    await message(sessionId, 'Leash Bowl');
    fake.enqueue('first-person');
    expect((await message(sessionId, 'I always forget the bowl when I walk my dog.')).status).toBe(200);
    const { patent_data } = await snapshot(sessionId);
    expect(patent_data.background).toContain(FAKE_MARK);
    expect(patent_data.background).not.toMatch(/\b(?:I|my)\b/);
  });

  it('drafts claims, abstract, drawings and review with the model at step 8', async () => {
    const sessionId = await newSession();
    await message(sessionId, 'Leash Bowl');
    for (let step = 2; step <= 7; step += 1) expect((await message(sessionId, 'skip')).status).toBe(200);
    expect(fake.requests.at(-1)!.schemaName).toBe('review_draft');
    const { patent_data, current_step } = await snapshot(sessionId);
    expect(current_step).toBe(8);
    expect(patent_data.claims).toMatch(/^1\. A dog water bottle, comprising:\n/);
    expect(patent_data.claims).toContain(
      '\n\n3. The dog water bottle of claim 1, wherein the bottle body holds 600 ml.',
    );
    expect(patent_data.abstract).toBe(PROFESSIONAL_REVIEW.abstract);
    expect(patent_data.review).toMatch(/^Readiness review/);
    expect(patent_data.completedSections).toContain('review');
  });

  const reviewRequests = () => fake.requests.filter((request) => request.schemaName === 'review_draft');

  it('keeps a review draft that passes the checker without a repair request', async () => {
    const sessionId = await newSessionAtSketch();
    const before = reviewRequests().length;
    expect((await message(sessionId, 'skip')).status).toBe(200);
    expect(reviewRequests().slice(before)).toHaveLength(1);
    const { patent_data } = await snapshot(sessionId);
    expect(patent_data.claims).toBe(
      PROFESSIONAL_REVIEW.claims.map((claim, i) => `${i + 1}. ${claim}`).join('\n\n'),
    );
    expect(patent_data.review).toBe(PROFESSIONAL_REVIEW.review);
  });

  it('repairs the flawed claims through the repair request; never swaps in the offline claims', async () => {
    const sessionId = await newSessionAtSketch();
    const before = reviewRequests().length;
    fake.enqueue('review-flawed');
    expect((await message(sessionId, 'skip')).status).toBe(200);
    const requests = reviewRequests().slice(before);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.prompt).toMatch(/breaks these rules/);
    expect(requests[1]!.prompt).toMatch(/Claim 2 uses "can"/);
    expect(requests[1]!.prompt).toMatch(/"the filter" has no antecedent/);
    expect(requests[1]!.prompt).toMatch(/750/);
    const { patent_data } = await snapshot(sessionId);
    expect(patent_data.claims).toBe(
      PROFESSIONAL_REVIEW.claims.map((claim, i) => `${i + 1}. ${claim}`).join('\n\n'),
    );
    expect(patent_data.review).not.toMatch(/Claim and abstract check/);
  });

  it('reports what the repair leaves in the readiness review and keeps the model claims', async () => {
    const sessionId = await newSessionAtSketch();
    const before = reviewRequests().length;
    fake.enqueue('review-flawed', 'review-flawed');
    expect((await message(sessionId, 'skip')).status).toBe(200);
    expect(reviewRequests().slice(before)).toHaveLength(2);
    const { patent_data } = await snapshot(sessionId);
    expect(patent_data.claims).toBe(
      FLAWED_REVIEW.claims.map((claim, i) => `${i + 1}. ${claim}`).join('\n\n'),
    );
    expect(patent_data.review).toMatch(
      /^Readiness review: the application is ready\.\n\nClaim and abstract check:/,
    );
    expect(patent_data.review).toMatch(/Only 5 claims/);
    expect(patent_data.review).toMatch(/Claim 2 uses "can"/);
  });

  /** A session with every section drafted by the model from the dog bottle answers, at the sketch step. */
  async function newSessionAtSketch(): Promise<string> {
    const bottle = INVENTIONS[4]!;
    const sessionId = await newSession();
    await message(sessionId, bottle.landing);
    for (const step of [2, 3, 4, 5, 6] as const) {
      for (const answer of bottle.answers[step]) {
        if ((await snapshot(sessionId)).current_step > step) break;
        expect((await message(sessionId, answer)).status).toBe(200);
      }
      while ((await snapshot(sessionId)).current_step === step) await message(sessionId, 'next');
    }
    expect((await snapshot(sessionId)).current_step).toBe(7);
    return sessionId;
  }
});
