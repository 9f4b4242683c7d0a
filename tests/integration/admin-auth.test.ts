import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../helpers/test-app';
import {
  auditActions,
  freshIp,
  insertSessions,
  lastAuditId,
  loginAsAdmin,
  seedSessionId,
} from './admin-fixtures';

/** Every admin call of spec §7 and design §7, with a body where it takes one. */
const ADMIN_ROUTES = (sessionId: string): [string, string, unknown?][] => [
  ['GET', '/api/admin/session'],
  ['POST', '/api/admin/logout'],
  ['GET', '/api/admin/sessions'],
  ['GET', '/api/admin/sessions?q=a&status=premium&page=2'],
  ['GET', '/api/admin/sessions/ids'],
  ['GET', `/api/admin/messages/${sessionId}`],
  ['GET', `/api/admin/session/${sessionId}/download-pdf`],
  ['DELETE', '/api/admin/sessions/bulk', { sessionIds: [1] }],
];

describe(`admin login (${inject('databaseKind')} PostgreSQL)`, () => {
  let server: TestApp;
  let sessionId: string;
  beforeAll(async () => {
    // Behind one trusted proxy, so each test can log in from an address of its own (X-Forwarded-For).
    server = await startTestApp({ TRUST_PROXY: '1' });
    sessionId = seedSessionId(1);
    await insertSessions(server.database.pool, [{ sessionId, title: 'Kept', createdAt: new Date() }]);
  });
  afterAll(() => server.close());

  async function expectAllRefused(cookie: string | undefined) {
    for (const [method, path, body] of ADMIN_ROUTES(sessionId)) {
      const response = await call(server.url, method, path, body, {
        headers: cookie ? { cookie } : {},
      });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body).toEqual({ error: 'unauthorized', message: 'Admin login required' });
    }
    const sessions = await server.database.pool.query('select count(*)::int as n from sessions');
    expect(sessions.rows[0].n).toBe(1);
  }

  it('refuses every admin route without a login, or with a made-up cookie', async () => {
    await expectAllRefused(undefined);
    await expectAllRefused('inventdraft_admin=not-a-real-token');
  });

  it('answers a wrong password with "Invalid password", and a missing one with a 400', async () => {
    const wrong = await call(
      server.url,
      'POST',
      '/api/admin/login',
      { password: 'nope' },
      {
        headers: { 'x-forwarded-for': freshIp() },
      },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'unauthorized', message: 'Invalid password' });
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const missing = await call(server.url, 'POST', '/api/admin/login', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'validation_failed', message: 'password is required' });
  });

  it('logs in with an HttpOnly SameSite=Strict cookie backed by a hashed server-side login', async () => {
    const before = await lastAuditId(server.database.pool);
    const response = await call(
      server.url,
      'POST',
      '/api/admin/login',
      { password: TEST_ADMIN_PASSWORD },
      {
        headers: { 'x-forwarded-for': freshIp() },
      },
    );
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/admin/);
    expect(setCookie).not.toMatch(/Secure/);
    const token = setCookie.split(';')[0]!.split('=')[1]!;

    const logins = await server.database.pool.query('select token_hash, expires_at from admin_logins');
    const hashes = logins.rows.map((row) => row.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes.every((hash: string) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    const expiresInHours = (new Date(logins.rows.at(-1).expires_at).getTime() - Date.now()) / 3_600_000;
    expect(expiresInHours).toBeGreaterThan(7.9);
    expect(expiresInHours).toBeLessThanOrEqual(8);

    const state = await call(server.url, 'GET', '/api/admin/session', undefined, {
      headers: { cookie: setCookie.split(';')[0]! },
    });
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ loggedIn: true });
    expect(await auditActions(server.database.pool, before)).toEqual([
      { action: 'admin_login', session_ref: null },
    ]);
  });

  it('ends the login on logout: the same cookie is then refused everywhere', async () => {
    const cookie = await loginAsAdmin(server.url);
    const before = await lastAuditId(server.database.pool);
    const logout = await call(server.url, 'POST', '/api/admin/logout', undefined, { headers: { cookie } });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/inventdraft_admin=;/);
    const ended = await server.database.pool.query(
      'select count(*)::int as n from admin_logins where ended_at is not null',
    );
    expect(ended.rows[0].n).toBe(1);
    expect(await auditActions(server.database.pool, before)).toEqual([
      { action: 'admin_logout', session_ref: null },
    ]);
    await expectAllRefused(cookie);
  });

  it('refuses an expired login', async () => {
    const cookie = await loginAsAdmin(server.url);
    expect(
      (await call(server.url, 'GET', '/api/admin/sessions', undefined, { headers: { cookie } })).status,
    ).toBe(200);
    await server.database.pool.query(
      "update admin_logins set expires_at = now() - interval '1 second' where ended_at is null",
    );
    await expectAllRefused(cookie);
  });

  it('locks an address out after 5 failures in 15 minutes, refusing even the right password', async () => {
    const ip = freshIp();
    const before = await lastAuditId(server.database.pool);
    const attempt = (password: string, from = ip) =>
      call(server.url, 'POST', '/api/admin/login', { password }, { headers: { 'x-forwarded-for': from } });

    for (let i = 0; i < 5; i++) {
      expect((await attempt(`wrong-${i}`)).status).toBe(401);
    }
    for (const password of ['wrong-again', TEST_ADMIN_PASSWORD]) {
      const locked = await attempt(password);
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({
        error: 'rate_limited',
        message: expect.stringMatching(
          /^Too many failed login attempts\. Please try again in 1[45] minutes\.$/,
        ),
      });
      expect(locked.headers.get('set-cookie')).toBeNull();
    }
    // Another address is not locked out by these failures.
    expect((await attempt(TEST_ADMIN_PASSWORD, freshIp())).status).toBe(200);

    const actions = (await auditActions(server.database.pool, before)).map((row) => row.action);
    expect(actions).toEqual([
      ...Array(5).fill('admin_login_failed'),
      'admin_login_locked',
      'admin_login_locked',
      'admin_login',
    ]);
  });

  it('clears the failure count after a successful login', async () => {
    const ip = freshIp();
    const attempt = (password: string) =>
      call(server.url, 'POST', '/api/admin/login', { password }, { headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 4; i++) expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt(TEST_ADMIN_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt(TEST_ADMIN_PASSWORD)).status).toBe(429);
  });
});

describe('admin login in production', () => {
  it('marks the cookie Secure', async () => {
    const server = await startTestApp({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_test_placeholder',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_placeholder',
    });
    try {
      const response = await call(server.url, 'POST', '/api/admin/login', { password: TEST_ADMIN_PASSWORD });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
    } finally {
      await server.close();
    }
  });
});
