import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { purgeExpiredRecords } from '../../src/server/maintenance/purge-expired-records';
import { consumeRateLimit } from '../../src/server/rate-limit/consume-rate-limit';
import { call, startTestApp, type TestApp } from '../helpers/test-app';
import { loginAsAdmin } from './admin-fixtures';

/**
 * Records are made through the API as a visitor and an operator would, then some are aged in the
 * database past their retention; the purge must delete exactly those.
 */
describe(`purging expired records (${inject('databaseKind')} PostgreSQL)`, () => {
  let server: TestApp;
  const sql = (text: string, values: unknown[] = []) => server.database.pool.query(text, values);
  const emails = async (table: string, column: string) =>
    (await sql(`select ${column} as value from ${table} order by 1`)).rows.map((row) => row.value);

  beforeAll(async () => {
    server = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  it('deletes expired sign-ins, ended admin logins, closed rate-limit windows and old mail, and nothing else', async () => {
    for (const email of [
      'expired@example.com',
      'recent@example.com',
      'unsent@example.com',
      'old.unsent@example.com',
    ]) {
      const asked = await call(server.url, 'POST', '/api/user/sessions/sign-in-link', { email });
      expect(asked.status).toBe(202);
    }
    const endedLogin = await loginAsAdmin(server.url);
    const liveLogin = await loginAsAdmin(server.url);
    await consumeRateLimit({ db: server.database.db }, { key: 'test:closed', limit: 5, windowMs: 60_000 });
    await consumeRateLimit({ db: server.database.db }, { key: 'test:open', limit: 5, windowMs: 60_000 });

    // Age the records: each "old" one is just past its retention, each "recent" one just within it.
    await sql(
      `update email_sign_ins set expires_at = now() - interval '25 hours' where email = 'expired@example.com'`,
    );
    await sql(
      `update email_sign_ins set expires_at = now() - interval '23 hours' where email = 'recent@example.com'`,
    );
    expect(
      (await call(server.url, 'POST', '/api/admin/logout', undefined, { headers: { cookie: endedLogin } }))
        .status,
    ).toBe(200);
    await sql(`update admin_logins set ended_at = now() - interval '31 days' where ended_at is not null`);
    await sql(
      `update rate_limit_counters set reset_at = now() - interval '61 minutes' where key = 'test:closed'`,
    );
    await sql(
      `update outbox set sent_at = now() - interval '8 days' where to_address = 'expired@example.com'`,
    );
    await sql(
      `update outbox set sent_at = now() - interval '6 days' where to_address = 'recent@example.com'`,
    );
    await sql(
      `update outbox set created_at = now() - interval '31 days', next_attempt_at = now() - interval '31 days'
       where to_address = 'old.unsent@example.com'`,
    );
    // A filing reminder written long ago for a day still to come is kept until it is due.
    await sql(
      `insert into outbox (kind, to_address, subject, text_body, html_body, created_at, next_attempt_at)
       values ('filing_reminder_two_weeks', 'reminder@example.com', 's', 't', 'h',
               now() - interval '200 days', now() + interval '100 days')`,
    );
    const countersBefore = (await emails('rate_limit_counters', 'key')).length;

    expect(await purgeExpiredRecords({ db: server.database.db })).toEqual({
      emailSignIns: 1,
      adminLogins: 1,
      rateLimitCounters: 1,
      sentMail: 1,
      unsentMail: 1,
    });

    expect(await emails('email_sign_ins', 'email')).toEqual([
      'old.unsent@example.com',
      'recent@example.com',
      'unsent@example.com',
    ]);
    expect(await emails('outbox', 'to_address')).toEqual([
      'recent@example.com',
      'reminder@example.com',
      'unsent@example.com',
    ]);
    const counters = await emails('rate_limit_counters', 'key');
    expect(counters).toHaveLength(countersBefore - 1);
    expect(counters).toContain('test:open');
    expect(counters).not.toContain('test:closed');
    expect((await sql('select count(*)::int as n from admin_logins')).rows[0].n).toBe(1);
    // The operator still signed in is not signed out by the purge.
    const stillIn = await call(server.url, 'GET', '/api/admin/sessions', undefined, {
      headers: { cookie: liveLogin },
    });
    expect(stillIn.status).toBe(200);

    // Nothing left to purge: a second run deletes nothing.
    expect(Object.values(await purgeExpiredRecords({ db: server.database.db }))).toEqual([0, 0, 0, 0, 0]);
  });
});
