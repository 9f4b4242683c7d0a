import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { previewResponseSchema, sendMessageResponseSchema, sessionSchema } from '../../src/contract';
import { INVENTIONS } from '../helpers/inventions';
import { completedInterview, newSession as newSessionIn, payInTestMode } from '../helpers/session-factories';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

describe(`message, edit-section, preview and rate-limit calls (${inject('databaseKind')} PostgreSQL)`, () => {
  let server: TestApp;
  beforeAll(async () => {
    // Behind one trusted proxy, so tests can act as different clients through X-Forwarded-For.
    server = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  const newSession = async () => (await newSessionIn(server.url)).sessionId;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(server.url, 'POST', path, body, { headers });
  const unlock = (sessionId: string) => payInTestMode(server.url, sessionId, 'payer@example.com');
  /** A complete interview (the dog bottle), for edit and preview checks. */
  const completedSession = async () => (await completedInterview(server.url)).sessionId;

  it('refuses empty or whitespace messages, bad bodies and unknown sessions, storing nothing', async () => {
    const sessionId = await newSession();
    for (const content of ['', '   ', '\n\t']) {
      const response = await post(`/api/patent/session/${sessionId}/message`, { content });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'validation_failed', message: 'content must not be empty' });
    }
    expect((await post(`/api/patent/session/${sessionId}/message`, {})).body).toEqual({
      error: 'validation_failed',
      message: 'content is required',
    });
    expect((await post(`/api/patent/session/${sessionId}/message`, { content: 'x', extra: 1 })).status).toBe(
      400,
    );
    expect(
      (await post(`/api/patent/session/${sessionId}/message`, { content: 'x', imageData: 'http://x' }))
        .status,
    ).toBe(400);
    // PostgreSQL text cannot hold U+0000: a clear 400, not a failed insert.
    expect((await post(`/api/patent/session/${sessionId}/message`, { content: 'ab\u0000cd' })).body).toEqual({
      error: 'validation_failed',
      message: 'content must not contain NUL characters',
    });
    const nulEdit = await post(`/api/patent/session/${sessionId}/edit-section`, {
      section: 'title',
      content: 'a\u0000',
    });
    expect(nulEdit.status).toBe(400);
    for (const [path, body] of [
      ['message', { content: 'Hello' }],
      ['message/stream', { content: 'Hello' }],
      ['edit-section', { section: 'title', content: 'Hello' }],
    ] as const) {
      const unknown = await post(`/api/patent/session/AAAAAAAAAAAAAAAAAAAAAA/${path}`, body);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ error: 'not_found', message: 'Session not found' });
    }
    const fetched = await call<{ messages: unknown[] }>(
      server.url,
      'GET',
      `/api/patent/session/${sessionId}`,
    );
    expect(fetched.body.messages).toHaveLength(1);
  });

  it('streams an offline reply in several chunks that add up to the stored message', async () => {
    const sessionId = await newSession();
    const response = await fetch(`${server.url}/api/patent/session/${sessionId}/message/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: INVENTIONS[0]!.landing }),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('x-request-id')).toMatch(/\S/);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    const blocks = (await response.text()).split('\n\n').filter(Boolean);
    const events = blocks.map((block) => ({
      event: /^event: (.+)$/m.exec(block)![1]!,
      data: JSON.parse(/^data: (.+)$/m.exec(block)![1]!),
    }));
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThanOrEqual(3);
    expect(events.at(-1)!.event).toBe('done');
    const done = sendMessageResponseSchema.parse(events.at(-1)!.data);
    expect(deltas.map((e) => e.data.text).join('')).toBe(done.aiMessage.content);
    expect(done.session!.currentStep).toBe(2);

    const invalid = await post(`/api/patent/session/${sessionId}/message/stream`, { content: ' ' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ error: 'validation_failed', message: 'content must not be empty' });
  });

  it('edits sections: 400 for unknown sections or empty text, 402 without premium, 200 and completed with it', async () => {
    const sessionId = await newSession();
    const path = `/api/patent/session/${sessionId}/edit-section`;
    const unknown = await post(path, { section: 'claimz', content: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      error: 'validation_failed',
      message: expect.stringMatching(/^section /),
    });
    const empty = await post(path, { section: 'title', content: '   ' });
    expect(empty.body).toEqual({ error: 'validation_failed', message: 'content must not be empty' });

    const title = await post(path, { section: 'title', content: 'Self-Leveling Sawhorse' });
    expect(title.status).toBe(200);
    const titled = sessionSchema.parse((title.body as { session: unknown }).session);
    expect(titled.patentData.title).toBe('Self-Leveling Sawhorse');
    expect(titled.patentData.completedSections).toEqual(['title']);
    expect(
      (await post(path, { section: 'background', content: 'Sawhorses rock on uneven ground.' })).status,
    ).toBe(200);

    for (const section of ['summary', 'details', 'variations', 'useCases', 'sketch', 'review']) {
      const locked = await post(path, { section, content: 'New text' });
      expect(locked.status).toBe(402);
      expect(locked.body).toEqual({
        error: 'payment_required',
        message: expect.stringMatching(/requires the one-time unlock/),
      });
    }
    await unlock(sessionId);
    const details = await post(path, { section: 'details', content: 'The beam is 14 gauge steel tubing.' });
    expect(details.status).toBe(200);
    const edited = sessionSchema.parse((details.body as { session: unknown }).session);
    expect(edited.patentData.details).toBe('The beam is 14 gauge steel tubing.');
    expect(edited.patentData.completedSections).toEqual(['title', 'background', 'details']);
  });

  it('previews the application in filing order, paywalled until premium', async () => {
    const sessionId = await completedSession();
    const locked = previewResponseSchema.parse(
      (await call(server.url, 'GET', `/api/patent/session/${sessionId}/preview`)).body,
    );
    expect(locked.premiumUnlocked).toBe(false);
    expect(locked.title).toBe('Dog Water Bottle That Clips Onto a Leash');
    expect(locked.sections.map((s) => s.key)).toEqual([
      'background',
      'summary',
      'drawingsDescription',
      'details',
      'variations',
      'useCases',
      'claims',
      'abstract',
    ]);
    const { rows } = await server.database.pool.query(
      'select patent_data from sessions where session_id = $1',
      [sessionId],
    );
    const full = rows[0].patent_data;
    for (const section of locked.sections) {
      if (section.key === 'background') {
        expect(section).toMatchObject({ locked: false, text: full.background });
      } else {
        expect(section.locked).toBe(true);
        expect(section.text).toBe(full[section.key].slice(0, 100));
      }
    }

    await unlock(sessionId);
    const open = previewResponseSchema.parse(
      (await call(server.url, 'GET', `/api/patent/session/${sessionId}/preview`)).body,
    );
    expect(open.premiumUnlocked).toBe(true);
    for (const section of open.sections)
      expect(section).toMatchObject({ locked: false, text: full[section.key] });
    expect(open.sections.find((s) => s.key === 'claims')!.heading).toBe('CLAIMS');

    const missing = await call(server.url, 'GET', '/api/patent/session/AAAAAAAAAAAAAAAAAAAAAA/preview');
    expect(missing.status).toBe(404);
  });

  it('shows no locked text in any assistant message before payment, not even one stored before this rule', async () => {
    const sessionId = await completedSession();
    const { rows } = await server.database.pool.query<{ id: number; patent_data: Record<string, unknown> }>(
      'select id, patent_data from sessions where session_id = $1',
      [sessionId],
    );
    const { id, patent_data: full } = rows[0]!;
    const lockedTexts = Object.entries(full)
      .filter(([key]) => !['title', 'background', 'completedSections', 'sketchImage'].includes(key))
      .filter(([, value]) => typeof value === 'string' && value.length > 100)
      .map(([, value]) => value as string);
    expect(lockedTexts.length).toBeGreaterThanOrEqual(5);
    expect(String(full.review)).toMatch(/^Readiness review/);
    // A reply stored by an earlier version quoted the readiness review in full.
    await server.database.pool.query(
      `insert into messages (session_id, sender, content) values ($1, 'ai', $2)`,
      [id, `Step 8 of 8 — Review.\n\n${full.review}\n\nChoose a section to add more.`],
    );

    const before = await call<{ messages: { sender: string; content: string }[] }>(
      server.url,
      'GET',
      `/api/patent/session/${sessionId}`,
    );
    const assistant = before.body.messages.filter((m) => m.sender === 'ai');
    for (const message of assistant) {
      for (const text of lockedTexts) {
        // No locked text appears beyond its free 100-character preview.
        expect(message.content.includes(text.slice(0, 150))).toBe(false);
      }
    }
    expect(assistant.at(-1)!.content).toContain(`${String(full.review).slice(0, 100)}…`);
    expect(assistant.at(-2)!.content).toContain('is in the Readiness Review section');

    await unlock(sessionId);
    const after = await call<{ messages: { sender: string; content: string }[] }>(
      server.url,
      'GET',
      `/api/patent/session/${sessionId}`,
    );
    expect(after.body.messages.at(-1)!.content).toContain(String(full.review));
  });

  it('keeps turns atomic when two messages race on one session: one is stored, the other is told to resend', async () => {
    const sessionId = await newSession();
    const send = () => post(`/api/patent/session/${sessionId}/message`, { content: INVENTIONS[2]!.landing });
    const results = await Promise.all([send(), send(), send()]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    for (const status of statuses.slice(1)) expect([200, 409]).toContain(status);
    for (const conflict of results.filter((r) => r.status === 409)) {
      expect(conflict.body).toEqual({
        error: 'conflict',
        message: expect.stringMatching(/send your message again/),
      });
    }
    const ok = results.filter((r) => r.status === 200).length;
    const { rows } = await server.database.pool.query(
      `select count(*)::int as n from messages m join sessions s on s.id = m.session_id
        where s.session_id = $1`,
      [sessionId],
    );
    // The greeting plus exactly one user message and one reply per accepted turn.
    expect(rows[0].n).toBe(1 + 2 * ok);
  });

  it('limits messages per session and per client with a 429 and a clear message', async () => {
    const sessionId = await newSession();
    // Fill the session's window to its limit (30 a minute), as 30 quick messages would.
    await server.database.pool.query(
      "insert into rate_limit_counters (key, count, reset_at) values ($1, 30, now() + interval '1 minute')",
      [`message:session:${sessionId}`],
    );
    const limited = await post(`/api/patent/session/${sessionId}/message`, { content: 'Leash Bowl' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(
        /^Too many messages were sent in a short time\. Please try again in \d+ seconds?\.$/,
      ),
    });
    const streamed = await post(`/api/patent/session/${sessionId}/message/stream`, { content: 'Leash Bowl' });
    expect(streamed.status).toBe(429);

    // Per client: the address comes from X-Forwarded-For (the app trusts one proxy hop here).
    const client = '203.0.113.7';
    await server.database.pool.query(
      "insert into rate_limit_counters (key, count, reset_at) values ($1, 120, now() + interval '1 minute')",
      [`message:ip:${client}`],
    );
    const other = await newSession();
    const byClient = await post(
      `/api/patent/session/${other}/message`,
      { content: 'Leash Bowl' },
      { 'x-forwarded-for': client },
    );
    expect(byClient.status).toBe(429);
    const fromElsewhere = await post(
      `/api/patent/session/${other}/message`,
      { content: 'Leash Bowl' },
      { 'x-forwarded-for': '203.0.113.8' },
    );
    expect(fromElsewhere.status).toBe(200);

    const { rows } = await server.database.pool.query(
      'select count(*)::int as n from messages m join sessions s on s.id = m.session_id where s.session_id = $1',
      [sessionId],
    );
    expect(rows[0].n).toBe(1);
  });
});
