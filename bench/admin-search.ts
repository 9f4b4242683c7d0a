/**
 * Admin search at scale (design §7): seeds 1,000,000 sessions in a fresh PostgreSQL database, then
 * prints the p95 time of a search page (rows + counters, as GET /api/admin/sessions runs it) and of
 * the counters alone, for a few typical searches. Target: under 50 ms each.
 *
 *   npx tsx bench/admin-search.ts            # on TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test
 *   SESSIONS=200000 RUNS=20 KEEP_DATABASE=1 npx tsx bench/admin-search.ts
 *   REUSE_DATABASE=inventdraft_bench_… npx tsx bench/admin-search.ts   # a kept database, not seeded again
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { AdminStatusFilter } from '../src/contract';
import { countAdminSessions } from '../src/server/admin/count-admin-sessions';
import { listAdminSessions } from '../src/server/admin/list-admin-sessions';
import { openDatabase } from '../src/server/db/client';
import { createLogger } from '../src/server/logger';
import { queryServer, withDatabase } from '../tests/helpers/server-database';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SESSIONS = Number(process.env.SESSIONS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 40);

const onServer = (sql: string) => queryServer(SERVER_URL, sql);

/** Sessions shaped like real ones: 70% with an e-mail, titles from a small vocabulary, some premium. */
const SEED_SQL = `
  with words as (
    select array['solar','bicycle','kitchen','thermal','modular','smart','folding','water','garden','pet',
                 'drone','medical','portable','wireless','acoustic','magnetic','robotic','safety','baby','window',
                 'coffee','shoe','battery','lamp','lock','filter','sensor','tool','chair','bottle'] as w
  )
  insert into sessions (session_id, user_email, current_step, is_complete, premium_unlocked, pdf_generated,
                        pdf_filename, patent_data, created_at, updated_at)
  select
    substr(translate(encode(decode(md5(i::text || random()::text), 'hex'), 'base64'), '+/=', '-_'), 1, 22),
    case when i % 10 < 7 then 'inventor' || i || '@' || (array['gmail.com','yahoo.com','example.org','inventors.net'])[1 + i % 4] end,
    1 + i % 8,
    i % 20 = 0,
    i % 10 = 0,
    i % 25 = 0,
    case when i % 25 = 0 then 'pdf_' || i || '.pdf' end,
    jsonb_build_object(
      'title', initcap(w[1 + (i * 7) % 30] || ' ' || w[1 + (i * 11) % 29] || ' ' || w[1 + (i * 13) % 31] || ' apparatus ' || i),
      'background', repeat('The present invention relates to everyday devices. ', 5),
      'completedSections', '["title","background"]'::jsonb),
    now() - make_interval(secs => i * 30),
    now() - make_interval(secs => i * 30)
  from generate_series(1, $1::int) as i, words`;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
}
const figures = (samples: number[]) =>
  `${percentile(samples, 0.5).toFixed(1).padStart(7)} ${percentile(samples, 0.95).toFixed(1).padStart(7)}`;

async function time(run: () => Promise<unknown>): Promise<number[]> {
  await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

async function main() {
  const reused = process.env.REUSE_DATABASE;
  const name = reused ?? `inventdraft_bench_${randomBytes(4).toString('hex')}`;
  if (!reused) await onServer(`create database ${name}`);
  const logger = createLogger('warn');
  const database = await openDatabase({ databaseUrl: withDatabase(SERVER_URL, name), dataDir: '.', logger });
  try {
    if (reused) {
      console.log(`reusing database ${name}`);
    } else {
      const seedStart = performance.now();
      await database.pool.query(SEED_SQL, [SESSIONS]);
      await database.pool.query('vacuum analyze sessions');
      const seconds = (performance.now() - seedStart) / 1000;
      console.log(`seeded ${SESSIONS.toLocaleString('en-US')} sessions in ${seconds.toFixed(1)} s`);
    }

    const [{ session_id: someId }] = (
      await database.pool.query<{ session_id: string }>('select session_id from sessions where id = $1', [
        Math.floor(SESSIONS / 2),
      ])
    ).rows as [{ session_id: string }];
    const cases: { label: string; q: string; status: AdminStatusFilter; page: number }[] = [
      { label: 'no search, page 1', q: '', status: 'all', page: 1 },
      { label: 'no search, page 50', q: '', status: 'all', page: 50 },
      { label: 'Premium Only, page 1', q: '', status: 'premium', page: 1 },
      { label: 'Complete, page 3', q: '', status: 'complete', page: 3 },
      { label: 'session id fragment', q: someId.slice(3, 11), status: 'all', page: 1 },
      { label: 'e-mail (exact address)', q: 'inventor123456@gmail.com', status: 'all', page: 1 },
      { label: 'e-mail fragment "ventor9999"', q: 'ventor9999', status: 'all', page: 1 },
      { label: 'title phrase "solar bicycle"', q: 'solar bicycle', status: 'all', page: 1 },
      { label: 'title word "drone" + Premium', q: 'drone', status: 'premium', page: 1 },
      { label: 'no match "zzqx"', q: 'zzqx', status: 'all', page: 1 },
    ];

    console.log(`\nms over ${RUNS} runs                 page p50     p95  count p50     p95   filtered`);
    for (const c of cases) {
      let filtered = '';
      const page = await time(async () => {
        const result = await listAdminSessions({ db: database.db }, c);
        filtered = `${result.total}${result.totalCapped ? '+' : ''}`;
      });
      const counters = await time(() => countAdminSessions({ db: database.db }, c));
      console.log(`${c.label.padEnd(34)} ${figures(page)}    ${figures(counters)} ${filtered.padStart(10)}`);
    }
  } finally {
    await database.close();
    if (process.env.KEEP_DATABASE || reused) console.log(`kept database ${name}`);
    else await onServer(`drop database if exists ${name} with (force)`);
  }
}

await main();
