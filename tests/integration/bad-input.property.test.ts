import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COOKIE } from '../../src/server/admin/admin-token';
import { EMAIL_PROOF_COOKIE } from '../../src/server/http/email-proof-cookie';
import { newSession } from '../helpers/session-factories';
import { call, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../helpers/test-app';

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

/**
 * Issue 14: characters that broke the server when they sat inside an otherwise valid value — NUL,
 * lone surrogates (which JSON carries as `\ud800`), bidi controls and zero-width characters.
 */
const POISONS = ['\u0000', '\ud800', '\udc00', '\ud83d', '\u202e', '\u200b', '\u200d', '\u2066', '\ufeff'];

/** The same poisons as they can arrive in a URL: raw bytes of no valid UTF-8, or an encoded control. */
const URL_POISONS = ['%00', '%ED%A0%80', '%ED%B0%80', '%E2%80%AE', '%E2%80%8B', '%C0%80', '%FF', '%', '%zz'];

/** A value with one poison inserted somewhere inside it. */
const poisoned = (value: string) =>
  fc
    .tuple(fc.constantFrom(...POISONS), fc.nat({ max: value.length }))
    .map(([poison, at]) => `${value.slice(0, at)}${poison}${value.slice(at)}`);

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
  fc.constantFrom('a@b.co', 'A kettle', 'x').chain(poisoned),
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

/**
 * A valid body for each route that takes one (every string field of every request body appears), so
 * a poisoned field is the only thing wrong with the request and reaches as far into the server as a
 * real request would. Admin search text is poisoned in the query strings below.
 */
function validBodies(knownSessionId: string): Record<string, Record<string, string>> {
  const email = 'fuzz@example.com';
  const content = 'A kettle that boils water with sunlight';
  return {
    'POST /api/patent/session': { userEmail: email },
    'POST /api/patent/session/:sessionId/message': { content, imageData: 'data:image/png;base64,AAAA' },
    'POST /api/patent/session/:sessionId/message/stream': { content },
    'POST /api/patent/session/:sessionId/edit-section': { section: 'title', content },
    'POST /api/patent/session/save-for-later': { email, sessionId: knownSessionId },
    'POST /api/contact': { name: 'Ann Inventor', email, subject: 'A question', message: content },
    'POST /api/user/sessions/sign-in-link': { email },
    'POST /api/user/sessions/sign-in': { email, token: 'A'.repeat(43) },
    'POST /api/create-payment-intent': { email, existingSessionId: knownSessionId },
    'POST /api/confirm-payment': { paymentIntentId: 'pi_123', email },
    'POST /api/admin/login': { password: 'not-the-password' },
  };
}

/** One of those valid bodies with one of its fields poisoned. */
function poisonedBody(good: Record<string, string>) {
  return fc
    .constantFrom(...Object.keys(good))
    .chain((field) => poisoned(good[field]!).map((value) => JSON.stringify({ ...good, [field]: value })));
}

type GeneratedRequest = {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  asAdmin: boolean;
  /** Cookies of ours with poisoned values, when not logged in as the operator. */
  poisonedCookie: string | null;
};

/** Admin calls that would end the login or delete the sessions the other requests use. */
const ADMIN_CALLS_NOT_SENT_LOGGED_IN = new Set(['POST /api/admin/logout']);

/** encodeURIComponent throws on a lone surrogate; the URL poisons carry those as bytes instead. */
const encodeForUrl = (value: string) => (value.isWellFormed() ? encodeURIComponent(value) : 'x%ED%A0%80');

function requestArbitrary(routes: Array<{ method: string; url: string }>, knownSessionId: string) {
  const goodBodies = validBodies(knownSessionId);
  const urlPoisoned = (value: string) =>
    fc
      .tuple(fc.constantFrom(...URL_POISONS), fc.nat({ max: value.length }))
      .map(([poison, at]) => `${value.slice(0, at)}${poison}${value.slice(at)}`);
  const paramValue = fc.oneof(
    fc.constant(knownSessionId),
    weirdStrings.map((s) => encodeForUrl(s).slice(0, 400) || 'x'),
    fc.constantFrom('AAAAAAAAAAAAAAAAAAAAAA', '..%2F..%2F', '%252e', 'a%40b.co', '-1', '0', '99999999999'),
    fc.constantFrom(knownSessionId, 'fuzz%40example.com').chain(urlPoisoned),
    fc.constant('A'.repeat(600)),
  );
  const queryValue = fc.oneof(
    weirdStrings.map((s) => encodeForUrl(s.slice(0, 100))),
    fc.constantFrom('kettle', 'fuzz%40example.com', '1').chain(urlPoisoned),
  );
  const body = (routeKey: string) =>
    fc.oneof(
      goodBodies[routeKey] ? poisonedBody(goodBodies[routeKey]) : fc.constant<string | undefined>(undefined),
      anyBody,
    );
  const anyBody = fc.oneof(
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
  const contentType = fc.oneof(
    { weight: 3, arbitrary: fc.constant('application/json') },
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      undefined,
    ),
  );
  return fc
    .constantFrom(...routes)
    .chain((route) =>
      fc.record({
        route: fc.constant(route),
        param: paramValue,
        query: fc.option(
          fc.dictionary(fc.constantFrom('q', 'status', 'page', 'session', 'x'), queryValue, { maxKeys: 3 }),
        ),
        body: body(`${route.method} ${route.url}`),
        contentType,
        // Mostly the route's own method, so requests get past the router.
        methodOverride: fc.oneof(
          { weight: 3, arbitrary: fc.constant(null) },
          fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'PATCH'),
        ),
        asAdmin: fc.boolean(),
        poisonedCookie: fc.option(
          fc
            .tuple(fc.constantFrom(ADMIN_COOKIE, EMAIL_PROOF_COOKIE), fc.constantFrom(...URL_POISONS))
            .map(([name, poison]) => `${name}=x${poison}y`),
        ),
      }),
    )
    .map(
      ({
        route,
        param,
        query,
        body,
        contentType,
        methodOverride,
        asAdmin,
        poisonedCookie,
      }): GeneratedRequest => {
        const path = route.url.replace(/:[A-Za-z]+/g, param);
        // Built by hand: URLSearchParams would re-encode the poisons into harmless text.
        const search = query
          ? `?${Object.entries(query)
              .map(([key, value]) => `${key}=${value}`)
              .join('&')}`
          : '';
        const method = methodOverride ?? route.method;
        const sendsBody = !['GET', 'HEAD'].includes(method) && body !== undefined;
        return {
          method,
          path: `${path}${search}`,
          body: sendsBody ? body : undefined,
          contentType: sendsBody ? contentType : undefined,
          asAdmin: asAdmin && !ADMIN_CALLS_NOT_SENT_LOGGED_IN.has(`${route.method} ${route.url}`),
          poisonedCookie,
        };
      },
    );
}

describe('bad input at every API route (property-based)', () => {
  let server: TestApp;
  let knownSessionId: string;
  let routes: Array<{ method: string; url: string }>;
  let adminCookie: string;
  beforeAll(async () => {
    server = await startTestApp();
    // Admin calls are sent logged in too, so their queries are reached; the sessions with the internal
    // ids the generated bulk deletes name (1 to 5) are fillers, not the known session.
    for (let i = 0; i < 5; i += 1) await newSession(server.url);
    const login = await call(server.url, 'POST', '/api/admin/login', { password: TEST_ADMIN_PASSWORD });
    adminCookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    knownSessionId = (await newSession(server.url, { userEmail: 'fuzz@example.com' })).sessionId;
    routes = server.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
  });
  afterAll(() => server.close());

  it('discovers the API routes to attack, and is logged in as the operator for half of them', () => {
    expect(routes.length).toBeGreaterThanOrEqual(2);
    expect(adminCookie).toMatch(/=./);
  });

  it(`answers ${RUNS} generated requests without a 5xx, with JSON errors, and without writes on rejection`, async () => {
    let before = await fingerprint(server);
    await fc.assert(
      fc.asyncProperty(requestArbitrary(routes, knownSessionId), async (request) => {
        const response = await fetch(`${server.url}${request.path}`, {
          method: request.method,
          headers: {
            ...(request.contentType ? { 'content-type': request.contentType } : {}),
            ...(request.asAdmin
              ? { cookie: adminCookie }
              : request.poisonedCookie
                ? { cookie: request.poisonedCookie }
                : {}),
          },
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
