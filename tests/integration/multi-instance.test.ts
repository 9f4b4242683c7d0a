import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../helpers/server-process';
import { newSession } from '../helpers/session-factories';
import { makeTempDir, removeDir } from '../helpers/temp-dir';
import { call } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const ADMIN_PASSWORD = 'process-test-password';

/**
 * Issue 10: two app processes on different ports sharing one PostgreSQL, as behind a load balancer.
 * A user's journey alternates between them; nothing may depend on which instance answers.
 */
describe('two instances sharing one PostgreSQL', { timeout: 180_000 }, () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const dataDirs = [makeTempDir(), makeTempDir()];

  beforeAll(async () => {
    database = await createTestDatabase();
    // Started together: migrations are serialised by an advisory lock.
    const started = await Promise.all(
      dataDirs.map((dir) =>
        startServerProcess({ DATA_DIR: dir, DATABASE_URL: database.url, ADMIN_PASSWORD }),
      ),
    );
    a = started[0]!;
    b = started[1]!;
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopServerProcess));
    await database?.drop();
    for (const dir of dataDirs) await removeDir(dir);
  });

  it('serves one journey alternating between the instances: session, messages, payment', async () => {
    const { sessionId } = await newSession(a.url, { userEmail: 'twin@example.com' });

    const answer = await call(b.url, 'POST', `/api/patent/session/${sessionId}/message`, {
      content: 'A self-watering planter with a ceramic wick and a water level float.',
    });
    expect(answer.status).toBe(200);

    const fetched = await call<{ messages: Array<{ sender: string; content: string }> }>(
      a.url,
      'GET',
      `/api/patent/session/${sessionId}`,
    );
    expect(fetched.body.messages.map((m) => m.sender)).toEqual(['ai', 'user', 'ai']);
    expect(fetched.body.messages[1]!.content).toContain('ceramic wick');

    const paid = await call(b.url, 'POST', '/api/create-payment-intent', {
      email: 'twin@example.com',
      existingSessionId: sessionId,
    });
    expect(paid.body).toMatchObject({ testMode: true, sessionUnlocked: true });
    const unlocked = await call<{ session: { premiumUnlocked: boolean } }>(
      a.url,
      'GET',
      `/api/patent/session/${sessionId}`,
    );
    expect(unlocked.body.session.premiumUnlocked).toBe(true);
  });

  it('honours an admin login made on the other instance, and its logout everywhere', async () => {
    const login = await call(a.url, 'POST', '/api/admin/login', { password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

    const list = await call<{ total: number }>(b.url, 'GET', '/api/admin/sessions', undefined, {
      headers: { cookie },
    });
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(1);

    expect(
      (await call(b.url, 'POST', '/api/admin/logout', undefined, { headers: { cookie } })).status,
    ).toBeLessThan(300);
    expect((await call(a.url, 'GET', '/api/admin/sessions', undefined, { headers: { cookie } })).status).toBe(
      401,
    );
  });

  it('shares rate-limit counters: the limit holds however requests are spread', async () => {
    const { sessionId } = await newSession(a.url);
    const body = { email: 'limited@example.com', sessionId };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const target = i % 2 === 0 ? a : b;
      statuses.push((await call(target.url, 'POST', '/api/patent/session/save-for-later', body)).status);
    }
    // Five recovery e-mails an hour per address (mail-rate-limits.ts), counted across both instances.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});
