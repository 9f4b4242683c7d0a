import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PDF_GENERATIONS_PER_HOUR } from '../../src/contract';
import { EDIT_SECTION_RATE_LIMITS } from '../../src/server/routes/sections';
import { SESSION_CREATION_LIMIT } from '../../src/server/routes/sessions';
import { newSession as newSessionIn, payInTestMode } from '../helpers/session-factories';
import { call, startTestApp, type TestApp } from '../helpers/test-app';
import { loginAsAdmin } from './admin-fixtures';

/** Issue 14, finding 7: each edge an attacker reached, with the answer it gets now. */
describe(`security edges (${inject('databaseKind')} PostgreSQL)`, () => {
  let server: TestApp;
  beforeAll(async () => {
    // Behind one trusted proxy, so each test acts as a client of its own through X-Forwarded-For.
    server = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => server?.close());

  let nextClient = 1;
  const client = () => ({ 'x-forwarded-for': `198.51.100.${nextClient++}` });
  const newSession = async (headers = client()) => (await newSessionIn(server.url, { headers })).sessionId;
  const unlock = (sessionId: string) => payInTestMode(server.url, sessionId, 'payer@example.com');

  it('does not count refused PDF requests (402) against the quota the paid session then needs', async () => {
    const sessionId = await newSession();
    for (let i = 0; i < PDF_GENERATIONS_PER_HOUR + 5; i += 1) {
      const refused = await call(server.url, 'GET', `/api/patent/session/${sessionId}/cover-sheet-pdf`);
      expect(refused.status).toBe(402);
    }
    const generateRefused = await call(server.url, 'POST', `/api/patent/session/${sessionId}/generate-pdf`);
    expect(generateRefused.status).toBe(402);
    const { rows } = await server.database.pool.query(
      'select count(*)::int n from rate_limit_counters where key = $1',
      [`pdf:session:${sessionId}`],
    );
    expect(rows[0].n).toBe(0);

    await unlock(sessionId);
    const paid = await call(server.url, 'POST', `/api/patent/session/${sessionId}/generate-pdf`);
    expect(paid.status).toBe(200);
    expect(paid.headers.get('content-type')).toBe('application/pdf');
  });

  it('answers a bulk delete naming an id beyond int4 with a 400 naming the field, deleting nothing', async () => {
    const cookie = await loginAsAdmin(server.url);
    const before = (await server.database.pool.query('select count(*)::int n from sessions')).rows[0].n;
    for (const id of [2_147_483_648, 2 ** 53 - 1]) {
      const response = await call(
        server.url,
        'DELETE',
        '/api/admin/sessions/bulk',
        { sessionIds: [1, id] },
        { headers: { cookie } },
      );
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'validation_failed',
        message: 'sessionIds.1 is not a session id',
      });
    }
    expect((await server.database.pool.query('select count(*)::int n from sessions')).rows[0].n).toBe(before);
  });

  it('limits new sessions per client with a 429, without limiting other clients', async () => {
    const headers = client();
    for (let i = 0; i < SESSION_CREATION_LIMIT.limit; i += 1) await newSession(headers);
    const over = await call(server.url, 'POST', '/api/patent/session', {}, { headers });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(
        /^Too many new sessions from this address\. Please try again in \d+ seconds?\.$/,
      ),
    });
    expect((await call(server.url, 'POST', '/api/patent/session', {}, { headers: client() })).status).toBe(
      201,
    );
  });

  it('limits section edits per session and per client with a 429', async () => {
    const headers = client();
    const sessionId = await newSession(headers);
    const edit = (id: string, n: number, from = headers) =>
      call(
        server.url,
        'POST',
        `/api/patent/session/${id}/edit-section`,
        { section: 'title', content: `Kettle ${n}` },
        { headers: from },
      );
    for (let i = 0; i < EDIT_SECTION_RATE_LIMITS.perSession.limit; i += 1) {
      expect((await edit(sessionId, i)).status).toBe(200);
    }
    const over = await edit(sessionId, 999);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many section edits/),
    });
    // Another session of the same client still has its own allowance, up to the client's limit.
    const other = await newSession(headers);
    expect((await edit(other, 1)).status).toBe(200);
  });

  it('answers router-level errors in the app’s {error, message} shape without repeating the URL', async () => {
    const email = 'secret.inventor%40example.com';
    for (const [path, status] of [
      ['/api/patent/session/%E0%A4%A', 400],
      [`/api/user/sessions/${email}%zz`, 400],
      ['/chat/%ED%A0%80', 400],
      [`/api/patent/session/${'A'.repeat(600)}`, 414],
      [`/api/user/sessions/${'a'.repeat(600)}${email}`, 414],
    ] as const) {
      const response = await call(server.url, 'GET', path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(Object.keys(response.body).sort()).toEqual(['error', 'message']);
      expect(JSON.stringify(response.body)).not.toMatch(/secret|AAAA|aaaa|%/);
    }
    const unknown = await call(server.url, 'GET', `/api/nope/${email}`);
    expect(unknown.body).toEqual({ error: 'not_found', message: 'No API route GET at this path' });
  });

  it('answers a request whose URL overflows the HTTP parser in the app’s shape too', async () => {
    const { port } = new URL(server.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /api/patent/session/${'A'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (data) => {
        text += data.toString();
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ error: 'bad_request', message: 'The request headers (or the URL) are too large' });
  });

  it('marks a session, its preview and every other API answer Cache-Control: no-store', async () => {
    const sessionId = await newSession();
    for (const path of [
      `/api/patent/session/${sessionId}`,
      `/api/patent/session/${sessionId}/preview`,
      `/api/patent/session/${sessionId}/completion-status`,
      '/api/patent/session/AAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const response = await call(server.url, 'GET', path);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
