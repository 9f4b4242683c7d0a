import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

describe('security headers', () => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    dev = await startTestApp();
    production = await startTestApp({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_test_headers',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_headers',
    });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('sends a CSP allowing only our origin, no framing, nosniff and a strict referrer policy', async () => {
    const { headers } = await call(dev.url, 'GET', '/healthz');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('stripe');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS in production and allows Stripe when card payments are configured', async () => {
    const { headers } = await call(production.url, 'GET', '/healthz');
    expect(headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(headers.get('content-security-policy')).toContain('https://js.stripe.com');
  });

  it('sends the headers on errors too', async () => {
    const { headers, status } = await call(dev.url, 'GET', '/api/nothing-here');
    expect(status).toBe(404);
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
