import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consumeRateLimit,
  enforceRateLimit,
  resetRateLimit,
} from '../../src/server/rate-limit/consume-rate-limit';
import { newSession } from '../helpers/session-factories';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

describe('rate limits shared through PostgreSQL', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('allows up to the limit within a window, then refuses with the time to wait', async () => {
    const rule = { key: 'test:a', limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await consumeRateLimit({ db: server.database.db }, rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]!.retryAfterMs).toBeGreaterThan(50_000);
    await expect(
      enforceRateLimit({ db: server.database.db }, { ...rule, message: 'Too many tries.' }),
    ).rejects.toMatchObject({
      code: 'rate_limited',
      statusCode: 429,
      message: expect.stringMatching(/^Too many tries\. Please try again in \d+ seconds\.$/),
    });
  });

  it('counts concurrent hits exactly (no lost updates) and starts a new window after reset', async () => {
    const rule = { key: 'test:b', limit: 10, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 25 }, () => consumeRateLimit({ db: server.database.db }, rule)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    await resetRateLimit({ db: server.database.db }, { key: rule.key });
    expect((await consumeRateLimit({ db: server.database.db }, rule)).count).toBe(1);
  });

  it('opens a new window once the old one has expired', async () => {
    const rule = { key: 'test:c', limit: 1, windowMs: 200 };
    expect((await consumeRateLimit({ db: server.database.db }, rule)).allowed).toBe(true);
    expect((await consumeRateLimit({ db: server.database.db }, rule)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await consumeRateLimit({ db: server.database.db }, rule)).allowed).toBe(true);
  });

  it('cannot be dodged with a forged X-Forwarded-For when no proxy is trusted', async () => {
    const created = await newSession(server.url);
    const statuses: number[] = [];
    // 20 recovery e-mails an hour per client (mail-rate-limits.ts), each to a different address.
    for (let i = 0; i < 21; i++) {
      const response = await call(
        server.url,
        'POST',
        '/api/patent/session/save-for-later',
        { email: `forger${i}@example.com`, sessionId: created.sessionId },
        { headers: { 'x-forwarded-for': `198.51.100.${i}` } },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
