import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 10: generated and malformed requests at every API route. Whatever arrives, the answer is
 * never a 5xx, every error is JSON `{error, message}`, and a rejected request leaves the database as
 * it was. Routes are discovered from the app itself, so new routes are covered without listing them.
 */

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 10_000);

/** Tables a rejected request may legitimately touch: rate-limit counters and the admin audit trail. */
const VOLATILE_TABLES = new Set(['rate_limit_counters', 'audit_log', 'admin_logins']);

async function fingerprint(server: TestApp): Promise<string> {
  const { rows: tables } = await server.database.pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '\\_\\_%' order by 1`,
  );
  const parts = tables
    .map((t) => t.table_name)
    .filter((name) => !VOLATILE_TABLES.has(name))
    .map((name) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t)`);
  const { rows } = await server.database.pool.query(`select concat_ws(',', ${parts.join(', ')}) as fp`);
  return rows[0].fp;
}

const weirdStrings = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '..',
    '../../etc/passwd',
    '%2e%2e%2f',
    '%00',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '\u202e\u0301\ud83d\ude00',
    'a'.repeat(5000),
    'data:image/png;base64,AAAA',
    'data:image/png;base64,@@@',
    'data:text/html;base64,PHNjcmlwdD4=',
    'not@an',
    'a@b.co',
  ),
);

const jsonValue = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      'content',
      'imageData',
      'userEmail',
      'email',
      'sessionId',
      'section',
      'password',
      'sessionIds',
      'name',
      'subject',
      'message',
      'paymentIntentId',
      'existingSessionId',
      'extra',
    ),
    fc.oneof(
      weirdStrings,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 4 }),
      fc.array(weirdStrings, { maxLength: 3 }),
    ),
    { maxKeys: 4 },
  ),
);

type GeneratedRequest = { method: string; path: string; body?: string; contentType?: string };

function requestArbitrary(routes: Array<{ method: string; url: string }>, knownSessionId: string) {
  const paramValue = fc.oneof(
    fc.constant(knownSessionId),
    weirdStrings.map((s) => encodeURIComponent(s).slice(0, 400) || 'x'),
    fc.constantFrom('AAAAAAAAAAAAAAAAAAAAAA', '..%2F..%2F', '%252e', 'a%40b.co', '-1', '0', '99999999999'),
  );
  const body = fc.oneof(
    fc.constant<GeneratedRequest['body']>(undefined),
    jsonValue.map((v) => JSON.stringify(v)),
    fc.constantFrom(
      '{',
      '{"content":',
      'null',
      '[]',
      '"str"',
      '{"__proto__":{"x":1}}',
      '{"content":"x","content":1}',
    ),
    fc.constant(`{"content":"${'x'.repeat(1_100_000)}"}`),
  );
  const contentType = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=latin1',
    undefined,
  );
  return fc
    .record({
      route: fc.constantFrom(...routes),
      param: paramValue,
      query: fc.option(
        fc.dictionary(
          fc.constantFrom('q', 'status', 'page', 'session', 'x'),
          weirdStrings.map((s) => s.slice(0, 100)),
          { maxKeys: 3 },
        ),
      ),
      body,
      contentType,
      methodOverride: fc.option(fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'PATCH')),
    })
    .map(({ route, param, query, body, contentType, methodOverride }): GeneratedRequest => {
      const path = route.url.replace(/:[A-Za-z]+/g, param);
      const search = query ? `?${new URLSearchParams(query).toString()}` : '';
      const method = methodOverride ?? route.method;
      const sendsBody = !['GET', 'HEAD'].includes(method) && body !== undefined;
      return {
        method,
        path: `${path}${search}`,
        body: sendsBody ? body : undefined,
        contentType: sendsBody ? contentType : undefined,
      };
    });
}

describe('bad input at every API route (property-based)', () => {
  let server: TestApp;
  let knownSessionId: string;
  let routes: Array<{ method: string; url: string }>;
  beforeAll(async () => {
    server = await startTestApp();
    const created = await call<{ session: { sessionId: string } }>(
      server.url,
      'POST',
      '/api/patent/session',
      {
        userEmail: 'fuzz@example.com',
      },
    );
    knownSessionId = created.body.session.sessionId;
    routes = server.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
  });
  afterAll(() => server.close());

  it('discovers the API routes to attack', () => {
    expect(routes.length).toBeGreaterThanOrEqual(2);
  });

  it(`answers ${RUNS} generated requests without a 5xx, with JSON errors, and without writes on rejection`, async () => {
    let before = await fingerprint(server);
    await fc.assert(
      fc.asyncProperty(requestArbitrary(routes, knownSessionId), async (request) => {
        const response = await fetch(`${server.url}${request.path}`, {
          method: request.method,
          headers: request.contentType ? { 'content-type': request.contentType } : {},
          body: request.body,
        });
        const text = await response.text();
        expect(
          response.status,
          `${request.method} ${request.path} → ${response.status} ${text.slice(0, 300)}`,
        ).toBeLessThan(500);
        if (response.status >= 400) {
          expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json/);
          const body = JSON.parse(text) as Record<string, unknown>;
          expect(typeof body.error).toBe('string');
          expect(typeof body.message).toBe('string');
          const after = await fingerprint(server);
          expect(
            after,
            `${request.method} ${request.path} was rejected (${response.status}) but changed the database`,
          ).toBe(before);
        } else {
          before = await fingerprint(server);
        }
      }),
      { numRuns: RUNS, seed: process.env.BAD_INPUT_SEED ? Number(process.env.BAD_INPUT_SEED) : undefined },
    );
  }, 600_000);
});
