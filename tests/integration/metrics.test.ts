import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from '../../src/server/metrics/metrics-server';
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
    await call(server.url, 'POST', '/api/patent/session', { userEmail: 'm@example.com' });
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

  it('is not served on the public port', async () => {
    const response = await call(server.url, 'GET', '/metrics');
    expect(response.status).not.toBe(200);
  });
});
