import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sessionFetchResponseSchema, sessionSchema } from '../../src/contract';
import { ASSISTANT_GREETING } from '../../src/server/drafting/greeting';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

describe(`sessions over HTTP (${inject('databaseKind')} PostgreSQL)`, () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('creates a session at step 1 with the greeting, and fetches it with the exact shape of spec §3', async () => {
    const created = await call<{ session: unknown }>(server.url, 'POST', '/api/patent/session', {
      userEmail: ' Inventor@Example.COM ',
    });
    expect(created.status).toBe(201);
    const session = sessionSchema.strict().parse(created.body.session);
    expect(session).toMatchObject({
      userEmail: 'inventor@example.com',
      currentStep: 1,
      totalSteps: 8,
      isComplete: false,
      premiumUnlocked: false,
      pdfGenerated: false,
      pdfFilename: null,
      patentData: { completedSections: [] },
    });
    expect(Object.keys(session).sort()).toEqual(
      [
        'createdAt',
        'currentStep',
        'id',
        'isComplete',
        'patentData',
        'pdfFilename',
        'pdfGenerated',
        'premiumUnlocked',
        'sessionId',
        'totalSteps',
        'updatedAt',
        'userEmail',
      ].sort(),
    );
    expect(new Date(session.createdAt).toISOString()).toBe(session.createdAt);

    const fetched = await call(server.url, 'GET', `/api/patent/session/${session.sessionId}`);
    expect(fetched.status).toBe(200);
    const body = sessionFetchResponseSchema.parse(fetched.body);
    expect(body.session).toEqual(session);
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({
      sender: 'ai',
      content: ASSISTANT_GREETING,
      sessionId: session.sessionId,
    });
    expect(Object.keys(body.messages[0]!).sort()).toEqual([
      'content',
      'id',
      'sender',
      'sessionId',
      'timestamp',
    ]);
  });

  it('gives session ids of 128 random bits, URL-safe, never repeated', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { body } = await call<{ session: { sessionId: string } }>(
          server.url,
          'POST',
          '/api/patent/session',
          {},
        );
        return body.session.sessionId;
      }),
    );
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('creates a session without an e-mail (shown as an anonymous user)', async () => {
    const created = await call<{ session: { userEmail: string | null } }>(
      server.url,
      'POST',
      '/api/patent/session',
      {},
    );
    expect(created.status).toBe(201);
    expect(created.body.session.userEmail).toBeNull();
  });

  it('answers a malformed e-mail with a 400 naming the field, and stores nothing', async () => {
    const before = await server.database.pool.query('select count(*)::int as n from sessions');
    for (const userEmail of ['not-an-email', 'a@b', 'two words@x.com', '', 42]) {
      const response = await call(server.url, 'POST', '/api/patent/session', { userEmail });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'validation_failed',
        message: expect.stringMatching(/^userEmail /),
      });
    }
    const after = await server.database.pool.query('select count(*)::int as n from sessions');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('rejects unknown fields, broken JSON and a wrong content type with clear 4xx errors', async () => {
    const extra = await call(server.url, 'POST', '/api/patent/session', { userEmail: 'a@b.co', admin: true });
    expect(extra.status).toBe(400);
    expect(extra.body).toEqual({ error: 'validation_failed', message: 'body has unknown field "admin"' });

    const broken = await call(server.url, 'POST', '/api/patent/session', undefined, { raw: '{"userEmail":' });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: 'bad_request', message: 'The body is not valid JSON' });

    const text = await call(server.url, 'POST', '/api/patent/session', undefined, {
      raw: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ error: 'unsupported_media_type' });
  });

  it('answers an unknown or malformed session id with a JSON 404', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await call(server.url, 'GET', `/api/patent/session/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'not_found', message: 'Session not found' });
    }
  });

  it('answers unknown API paths with a JSON 404, and carries a request id', async () => {
    const response = await call(server.url, 'DELETE', '/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'not_found', message: 'No API route DELETE at this path' });
    expect(response.headers.get('x-request-id')).toMatch(/\S+/);
  });

  it('reports liveness and readiness', async () => {
    expect((await call(server.url, 'GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await call(server.url, 'GET', '/readyz')).body).toEqual({ status: 'ready' });
  });
});
