import type pg from 'pg';
import { expect } from 'vitest';
import { call, TEST_ADMIN_PASSWORD } from '../helpers/test-app';

let nextIp = 1;
/** A distinct client address per use, so one test's failed logins never lock out another's. */
export function freshIp(): string {
  const n = nextIp++;
  return `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** Logs in through the API and returns the Cookie header that carries the login. */
export async function loginAsAdmin(baseUrl: string, ip = freshIp()): Promise<string> {
  const response = await call(
    baseUrl,
    'POST',
    '/api/admin/login',
    { password: TEST_ADMIN_PASSWORD },
    { headers: { 'x-forwarded-for': ip } },
  );
  expect(response.status).toBe(200);
  const setCookie = response.headers.get('set-cookie') ?? '';
  const pair = setCookie.split(';')[0]!;
  expect(pair).toMatch(/^inventdraft_admin=.+/);
  return pair;
}

export type SeedSession = {
  sessionId: string;
  userEmail?: string | null;
  title?: string;
  currentStep?: number;
  isComplete?: boolean;
  premiumUnlocked?: boolean;
  pdfGenerated?: boolean;
  pdfFilename?: string | null;
  patentData?: Record<string, unknown>;
  createdAt: Date;
};

/** Session ids made of a prefix and a fixed-width number: valid ids, unique as substrings. */
export const seedSessionId = (n: number) => `Adm${String(n).padStart(19, '0')}`;

/** Inserts sessions directly (known data for the admin list), answering their internal ids in order. */
export async function insertSessions(pool: pg.Pool, rows: SeedSession[]): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    const patentData = row.patentData ?? {
      ...(row.title === undefined ? {} : { title: row.title }),
      completedSections: [],
    };
    const result = await pool.query<{ id: number }>(
      `insert into sessions (session_id, user_email, current_step, is_complete, premium_unlocked,
         pdf_generated, pdf_filename, patent_data, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id`,
      [
        row.sessionId,
        row.userEmail ?? null,
        row.currentStep ?? 1,
        row.isComplete ?? false,
        row.premiumUnlocked ?? false,
        row.pdfGenerated ?? false,
        row.pdfFilename ?? null,
        JSON.stringify(patentData),
        row.createdAt,
      ],
    );
    ids.push(result.rows[0]!.id);
  }
  return ids;
}

export async function auditActions(
  pool: pg.Pool,
  since: number,
): Promise<{ action: string; session_ref: string | null }[]> {
  const result = await pool.query('select action, session_ref from audit_log where id > $1 order by id', [
    since,
  ]);
  return result.rows;
}

export async function lastAuditId(pool: pg.Pool): Promise<number> {
  const result = await pool.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_log');
  return result.rows[0]!.id;
}
