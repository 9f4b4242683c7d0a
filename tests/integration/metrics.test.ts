import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from '../../src/server/metrics/metrics-server';
import { newSession } from '../helpers/session-factories';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

describe('Prometheus metrics on their own port', () => {
  let server: TestApp;
  let metricsUrl: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    server = await startTestApp();
    const metricsServer = await startMetricsServer(server.app.services.metrics, {
      port: 0,
      host: '127.0.0.1',
    });
    metricsUrl = `http://127.0.0.1:${(metricsServer.server.address() as AddressInfo).port}/metrics`;
    close = () => metricsServer.close();
  });
  afterAll(async () => {
    await close();
    await server.close();
  });

  it('reports request latency by route and business totals read from the database', async () => {
    await newSession(server.url, { userEmail: 'm@example.com' });
    await call(server.url, 'POST', '/api/patent/session', { userEmail: 'bad' });
    const response = await fetch(metricsUrl);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(
      /inventdraft_http_request_duration_seconds_count\{route="\/api\/patent\/session",method="POST",status="201"\} 1/,
    );
    expect(text).toMatch(/inventdraft_http_request_duration_seconds_count\{[^}]*status="400"\} 1/);
    expect(text).toMatch(/^inventdraft_sessions 1$/m);
    expect(text).toMatch(/^inventdraft_outbox_depth 0$/m);
    expect(text).toContain('inventdraft_drafter_turn_duration_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts mail due or retrying as outbox depth, not reminders scheduled for a later day', async () => {
    const insert = (nextAttempt: string, attempts: number) =>
      server.database.pool.query(
        `insert into outbox (kind, to_address, subject, text_body, html_body, next_attempt_at, attempts)
         values ('filing_reminder_two_weeks', 'd@example.com', 's', 't', 'h', now() + $1::interval, $2)`,
        [nextAttempt, attempts],
      );
    await insert('200 days', 0);
    const depth = async () =>
      /^inventdraft_outbox_depth (\d+)$/m.exec(await (await fetch(metricsUrl)).text())?.[1];
    expect(await depth()).toBe('0');
    await insert('-1 minute', 0);
    await insert('10 minutes', 2);
    expect(await depth()).toBe('2');
    await server.database.pool.query('delete from outbox');
  });

  it('is not served on the public port', async () => {
    const response = await call(server.url, 'GET', '/metrics');
    expect(response.status).not.toBe(200);
  });
});
