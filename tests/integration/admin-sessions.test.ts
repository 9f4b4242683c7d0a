import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_COUNT_CAP,
  adminSessionIdsResponseSchema,
  adminSessionsResponseSchema,
  type Session,
} from '../../src/contract';
import { call, startTestApp, type TestApp } from '../helpers/test-app';
import { insertSessions, loginAsAdmin, type SeedSession, seedSessionId } from './admin-fixtures';

const HOUR = 3_600_000;
const start = Date.UTC(2026, 0, 1);

/** 250 plain sessions plus four special ones, newest last, so the expected answers follow from here. */
function buildSeed(): SeedSession[] {
  const fillers: SeedSession[] = Array.from({ length: 250 }, (_, i) => ({
    sessionId: seedSessionId(i + 1),
    userEmail: i % 2 === 0 ? `filler${i}@test.dev` : null,
    title: `Filler invention ${i}`,
    currentStep: 1 + (i % 8),
    premiumUnlocked: i % 5 === 0,
    isComplete: i % 7 === 0,
    pdfGenerated: i % 11 === 0,
    createdAt: new Date(start + i * HOUR),
  }));
  const special: SeedSession[] = [
    {
      sessionId: seedSessionId(901),
      userEmail: 'alice@example.com',
      title: 'Solar Kettle',
      premiumUnlocked: true,
      isComplete: true,
      pdfGenerated: true,
      pdfFilename: 'solar_kettle.pdf',
    },
    { sessionId: seedSessionId(902), userEmail: null, title: '100% Natural_Glue' },
    {
      sessionId: seedSessionId(903),
      userEmail: 'bob_smith@example.com',
      title: 'Bike Lock',
      premiumUnlocked: true,
    },
    {
      sessionId: seedSessionId(904),
      userEmail: 'carol@example.org',
      title: 'Glue 100 Percent',
      isComplete: true,
    },
  ].map((row, i) => ({ ...row, createdAt: new Date(start + (300 + i) * HOUR) }));
  return [...fillers, ...special];
}

/** GET /api/admin/sessions with the operator's cookie: must answer 200 in the contract's shape. */
async function listAdminSessions(baseUrl: string, cookie: string, query: string) {
  const response = await call(baseUrl, 'GET', `/api/admin/sessions${query}`, undefined, {
    headers: { cookie },
  });
  expect(response.status, query).toBe(200);
  return adminSessionsResponseSchema.parse(response.body);
}

describe(`admin list, search and counters (${inject('databaseKind')} PostgreSQL)`, () => {
  let server: TestApp;
  let cookie: string;
  const seed = buildSeed();
  const byNewest = [...seed].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

  beforeAll(async () => {
    server = await startTestApp();
    await insertSessions(server.database.pool, seed);
    cookie = await loginAsAdmin(server.url);
  });
  afterAll(() => server.close());

  const list = (query: string) => listAdminSessions(server.url, cookie, query);
  const titles = (sessions: Session[]) => sessions.map((session) => session.patentData.title);

  it('pages the whole list newest first, 100 a page, with the counters', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`?page=${page}`)));
    expect(pages.map((page) => page.sessions.length)).toEqual([100, 100, seed.length - 200, 0]);
    const all = pages.flatMap((page) => page.sessions);
    expect(all.map((session) => session.sessionId)).toEqual(byNewest.map((row) => row.sessionId));
    for (const page of pages) {
      expect(page.pageSize).toBe(ADMIN_PAGE_SIZE);
      expect(page.total).toBe(seed.length);
      expect(page.counters).toEqual({
        totalSessions: seed.length,
        filteredResults: seed.length,
        premiumUsers: seed.filter((row) => row.premiumUnlocked).length,
        pdfsGenerated: seed.filter((row) => row.pdfGenerated).length,
      });
    }
    expect(pages[2]!.page).toBe(3);
  });

  it('searches id, e-mail and title case-insensitively, treating LIKE wildcards as plain characters', async () => {
    const cases: [string, string[]][] = [
      ['ALICE', ['Solar Kettle']],
      ['solar KETTLE', ['Solar Kettle']],
      // Phrases: narrowed by each word's first letters, then matched whole, in order.
      ['lar kett', ['Solar Kettle']],
      ['ar ke', ['Solar Kettle']],
      ['kettle solar', []],
      ['solar  kettle', []],
      ['%', ['100% Natural_Glue']],
      ['_', ['Bike Lock', '100% Natural_Glue']],
      ['100%', ['100% Natural_Glue']],
      ['\\', []],
      ['glue', ['Glue 100 Percent', '100% Natural_Glue']],
      ['@example.', ['Glue 100 Percent', 'Bike Lock', 'Solar Kettle']],
      // With "@": the end of a local part and the start of a domain, answered from another index.
      ['ALICE@EXAMPLE.COM', ['Solar Kettle']],
      ['ce@exa', ['Solar Kettle']],
      ['b_smith@example.c', ['Bike Lock']],
      ['bob%smith@', []],
      ['l@example.', ['Glue 100 Percent']],
      ['filler10@test.dev', ['Filler invention 10']],
      ['ice@example.com.', []],
      ['a@b@c', []],
      [seedSessionId(903).toLowerCase(), ['Bike Lock']],
      [seedSessionId(17).slice(2).toLowerCase(), ['Filler invention 16']],
      ['no such thing', []],
    ];
    for (const [q, expected] of cases) {
      const page = await list(`?q=${encodeURIComponent(q)}`);
      expect(titles(page.sessions), q).toEqual(expected);
      expect(page.total, q).toBe(expected.length);
      expect(page.totalCapped, q).toBe(false);
      expect(page.counters.filteredResults, q).toBe(expected.length);
      expect(page.counters.totalSessions, q).toBe(seed.length);
    }
  });

  it('filters by status, and combines the filter with the search (AND)', async () => {
    const expectations = {
      premium: (row: SeedSession) => row.premiumUnlocked === true,
      free: (row: SeedSession) => !row.premiumUnlocked,
      complete: (row: SeedSession) => row.isComplete === true,
      incomplete: (row: SeedSession) => !row.isComplete,
    };
    for (const [status, keep] of Object.entries(expectations)) {
      const expected = byNewest.filter(keep);
      const page = await list(`?status=${status}`);
      expect(page.total, status).toBe(expected.length);
      expect(page.counters.filteredResults, status).toBe(expected.length);
      expect(
        page.sessions.map((s) => s.sessionId),
        status,
      ).toEqual(expected.slice(0, ADMIN_PAGE_SIZE).map((row) => row.sessionId));
    }
    expect(titles((await list('?q=example&status=premium')).sessions)).toEqual(['Bike Lock', 'Solar Kettle']);
    expect(titles((await list('?q=example&status=complete')).sessions)).toEqual([
      'Glue 100 Percent',
      'Solar Kettle',
    ]);
    expect(titles((await list('?q=glue&status=free&page=1')).sessions)).toEqual([
      'Glue 100 Percent',
      '100% Natural_Glue',
    ]);
    const fillerPremium = await list('?q=filler&status=premium&page=1');
    expect(fillerPremium.total).toBe(
      seed.filter((row) => row.title?.startsWith('Filler') && row.premiumUnlocked).length,
    );
  });

  it('gives every filtered id across all pages for select-all', async () => {
    const response = await call(server.url, 'GET', '/api/admin/sessions/ids?status=incomplete', undefined, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const { ids } = adminSessionIdsResponseSchema.parse(response.body);
    const expectedCount = seed.filter((row) => !row.isComplete).length;
    expect(expectedCount).toBeGreaterThan(ADMIN_PAGE_SIZE);
    expect(ids).toHaveLength(expectedCount);
    expect(new Set(ids).size).toBe(expectedCount);

    const searched = await call(server.url, 'GET', '/api/admin/sessions/ids?q=%25', undefined, {
      headers: { cookie },
    });
    const page = await list('?q=%25');
    expect(searched.body).toEqual({ ids: page.sessions.map((session) => session.id) });
  });

  it('answers bad query parameters with a 400 naming them', async () => {
    for (const [query, message] of [
      ['?status=gold', /^status /],
      ['?page=0', /^page /],
      ['?page=abc', /^page /],
      [`?q=${'x'.repeat(201)}`, /^q /],
    ] as const) {
      const response = await call(server.url, 'GET', `/api/admin/sessions${query}`, undefined, {
        headers: { cookie },
      });
      expect(response.status, query).toBe(400);
      expect(response.body).toEqual({ error: 'validation_failed', message: expect.stringMatching(message) });
    }
  });

  it('shows every section in full to the operator (no paywall)', async () => {
    const summary = 'S'.repeat(500);
    await insertSessions(server.database.pool, [
      {
        sessionId: seedSessionId(950),
        title: 'Paywalled Widget',
        patentData: { title: 'Paywalled Widget', summary, completedSections: ['title'] },
        createdAt: new Date(start - HOUR),
      },
    ]);
    const page = await list('?q=paywalled');
    expect(page.sessions[0]!.patentData.summary).toBe(summary);
    expect(page.sessions[0]!.premiumUnlocked).toBe(false);
    await server.database.pool.query('delete from sessions where session_id = $1', [seedSessionId(950)]);
  });

  it('keeps the counters exact through flag changes and deletions', async () => {
    const before = (await list('')).counters;
    const { pool } = server.database;
    await pool.query(
      'update sessions set premium_unlocked = true, pdf_generated = true where session_id = $1',
      [seedSessionId(902)],
    );
    await pool.query(
      'update sessions set patent_data = patent_data || \'{"summary":"x"}\' where session_id = $1',
      [seedSessionId(902)],
    );
    const after = (await list('?status=premium')).counters;
    expect(after).toEqual({
      totalSessions: before.totalSessions,
      filteredResults: before.premiumUsers + 1,
      premiumUsers: before.premiumUsers + 1,
      pdfsGenerated: before.pdfsGenerated + 1,
    });
    const counted = await pool.query(
      'select count(*)::int as total, (count(*) filter (where premium_unlocked))::int as premium from sessions',
    );
    expect(counted.rows[0]).toEqual({ total: after.totalSessions, premium: after.premiumUsers });
    await pool.query(
      'update sessions set premium_unlocked = false, pdf_generated = false where session_id = $1',
      [seedSessionId(902)],
    );
    expect((await list('')).counters).toEqual(before);
  });
});

describe(`a search with more matches than it counts (${inject('databaseKind')} PostgreSQL)`, () => {
  let server: TestApp;
  let cookie: string;
  const matching = ADMIN_SEARCH_COUNT_CAP + 30;

  beforeAll(async () => {
    server = await startTestApp();
    // One statement: a thousand rows one by one would take most of the test's time.
    await server.database.pool.query(
      `insert into sessions (session_id, premium_unlocked, patent_data, created_at, updated_at)
       select 'Cap' || lpad(i::text, 19, '0'), i % 2 = 0, jsonb_build_object('title', 'Common word ' || i),
              $1::timestamptz + make_interval(mins => i), $1::timestamptz + make_interval(mins => i)
       from generate_series(1, $2::int) as i`,
      [new Date(start).toISOString(), matching],
    );
    await insertSessions(server.database.pool, [
      { sessionId: seedSessionId(1), title: 'Rare thing', createdAt: new Date(start) },
    ]);
    cookie = await loginAsAdmin(server.url);
  });
  afterAll(() => server.close());

  const list = (query: string) => listAdminSessions(server.url, cookie, query);

  it('counts up to the cap and says there are more, still listing the newest matches', async () => {
    const first = await list('?q=common');
    expect(first.total).toBe(ADMIN_SEARCH_COUNT_CAP);
    expect(first.totalCapped).toBe(true);
    expect(first.counters.filteredResults).toBe(ADMIN_SEARCH_COUNT_CAP);
    expect(first.counters.totalSessions).toBe(matching + 1);
    expect(first.sessions.map((session) => session.patentData.title)).toEqual(
      Array.from({ length: ADMIN_PAGE_SIZE }, (_, i) => `Common word ${matching - i}`),
    );
    const lastCounted = await list(`?q=common&page=${ADMIN_SEARCH_COUNT_CAP / ADMIN_PAGE_SIZE}`);
    expect(lastCounted.sessions.at(-1)?.patentData.title).toBe(
      `Common word ${matching - ADMIN_SEARCH_COUNT_CAP + 1}`,
    );
    // The API pages on past the counted matches, down to the oldest.
    const beyond = await list(`?q=common&page=${ADMIN_SEARCH_COUNT_CAP / ADMIN_PAGE_SIZE + 1}`);
    expect(beyond.sessions.map((session) => session.patentData.title)).toEqual(
      Array.from(
        { length: matching - ADMIN_SEARCH_COUNT_CAP },
        (_, i) => `Common word ${matching - ADMIN_SEARCH_COUNT_CAP - i}`,
      ),
    );
  });

  it('counts exactly below the cap, with a filter, and select-all still covers every match', async () => {
    const premium = await list('?q=common&status=premium');
    expect([premium.total, premium.totalCapped]).toEqual([matching / 2, false]);
    const rare = await list('?q=rare');
    expect([rare.total, rare.totalCapped, rare.sessions.length]).toEqual([1, false, 1]);
    const response = await call(server.url, 'GET', '/api/admin/sessions/ids?q=common', undefined, {
      headers: { cookie },
    });
    expect(adminSessionIdsResponseSchema.parse(response.body).ids).toHaveLength(matching);
  });
});
