import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEXT_PROBLEMS } from '../../src/contract';
import { newSession } from '../helpers/session-factories';
import { call, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../helpers/test-app';

/**
 * Issue 14, findings 4, 5 and 7: NUL, lone surrogates and (in addresses) bidi or zero-width
 * characters in each field that once answered 500 or was accepted and mailed. Each is now a 400
 * naming the field, and nothing is written.
 */
describe(`malformed text is a 400 naming the field (${inject('databaseKind')} PostgreSQL)`, () => {
  let server: TestApp;
  let sessionId: string;
  let adminCookie: string;
  beforeAll(async () => {
    server = await startTestApp();
    ({ sessionId } = await newSession(server.url, { userEmail: 'ann@example.com' }));
    const login = await call(server.url, 'POST', '/api/admin/login', { password: TEST_ADMIN_PASSWORD });
    adminCookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  });
  afterAll(() => server?.close());

  const counts = async () =>
    (
      await server.database.pool.query(
        `select (select count(*) from sessions) s, (select count(*) from messages) m,
                (select count(*) from outbox) o, (select count(*) from contact_messages) c,
                (select count(*) from payments) p, (select patent_data::text from sessions order by id limit 1) d`,
      )
    ).rows[0];

  const contact = { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'A question' };
  const bodies = (): Array<[string, Record<string, string>, string]> => [
    ['/api/patent/session', { userEmail: 'ann@example.com' }, 'userEmail'],
    ['/api/contact', contact, 'name'],
    ['/api/contact', contact, 'email'],
    ['/api/contact', contact, 'subject'],
    ['/api/contact', contact, 'message'],
    ['/api/patent/session/save-for-later', { email: 'ann@example.com', sessionId }, 'email'],
    ['/api/user/sessions/sign-in-link', { email: 'ann@example.com' }, 'email'],
    ['/api/user/sessions/sign-in', { email: 'ann@example.com', token: 'A'.repeat(43) }, 'email'],
    ['/api/create-payment-intent', { email: 'ann@example.com', existingSessionId: sessionId }, 'email'],
    [`/api/patent/session/${sessionId}/message`, { content: 'A kettle' }, 'content'],
    [`/api/patent/session/${sessionId}/message/stream`, { content: 'A kettle' }, 'content'],
    [`/api/patent/session/${sessionId}/edit-section`, { section: 'title', content: 'A kettle' }, 'content'],
  ];

  it.each([
    ['NUL', '\u0000', TEXT_PROBLEMS.nul],
    ['a lone high surrogate', '\ud800', TEXT_PROBLEMS.illFormed],
    ['a lone low surrogate', '\udc00', TEXT_PROBLEMS.illFormed],
  ])('%s in any field of a body', async (_what, poison, problem) => {
    const before = await counts();
    for (const [path, body, field] of bodies()) {
      const value = body[field]!;
      const response = await call(server.url, 'POST', path, {
        ...body,
        [field]: `${value.slice(0, 1)}${poison}${value.slice(1)}`,
      });
      expect(response.status, `${path} ${field}`).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toEqual({ error: 'validation_failed', message: `${field} ${problem}` });
    }
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['U+202E (right-to-left override)', '\u202e'],
    ['U+200B (zero-width space)', '\u200b'],
    ['U+200D (zero-width joiner)', '\u200d'],
  ])('an e-mail address with %s is refused, not mailed', async (_what, mark) => {
    const before = await counts();
    for (const [path, body, field] of bodies().filter(([, , field]) => /email/i.test(field))) {
      const response = await call(server.url, 'POST', path, { ...body, [field]: `ann${mark}@example.com` });
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({
        error: 'validation_failed',
        message: `${field} ${TEXT_PROBLEMS.invisible}`,
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('admin search text with NUL is a 400 on the list and on select-all; undecodable bytes stay literal text', async () => {
    const search = (path: string, q: string) =>
      call(server.url, 'GET', `${path}?q=${q}`, undefined, { headers: { cookie: adminCookie } });
    for (const path of ['/api/admin/sessions', '/api/admin/sessions/ids']) {
      for (const q of ['a%00b', '%00']) {
        const response = await search(path, q);
        expect(response.status, `${path}?q=${q}`).toBe(400);
        expect(response.body).toEqual({ error: 'validation_failed', message: `q ${TEXT_PROBLEMS.nul}` });
      }
      // The query parser leaves bytes that are not UTF-8 as they were typed: a search for that text.
      for (const q of ['%ED%A0%80', '%C0%80', '%FF']) expect((await search(path, q)).status).toBe(200);
    }
  });

  it('an address in the sessions-list URL with NUL or a bidi control is a 400', async () => {
    for (const email of ['ann%00%40example.com', 'ann%E2%80%AE%40example.com']) {
      const response = await call(server.url, 'GET', `/api/user/sessions/${email}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: 'validation_failed',
        message: expect.stringMatching(/^email /),
      });
    }
  });
});
