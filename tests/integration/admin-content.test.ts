import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminMessagesResponseSchema } from '../../src/contract';
import { call, startTestApp, type TestApp } from '../helpers/test-app';
import { auditActions, insertSessions, lastAuditId, loginAsAdmin, seedSessionId } from './admin-fixtures';

const PDF_BYTES = (label: string) => Buffer.from(`%PDF-1.6\n% ${label}\n%%EOF\n`);

describe(`admin conversations, PDFs and bulk delete (${inject('databaseKind')} PostgreSQL)`, () => {
  let server: TestApp;
  let cookie: string;
  const get = (path: string) => call(server.url, 'GET', path, undefined, { headers: { cookie } });
  const count = async (sql: string, params: unknown[] = []) =>
    (await server.database.pool.query(sql, params)).rows[0].n as number;

  beforeAll(async () => {
    server = await startTestApp();
    cookie = await loginAsAdmin(server.url);
  });
  afterAll(() => server.close());

  /** A session with one of everything a session can own, answering its internal id. */
  async function sessionWithContent(n: number): Promise<number> {
    const { pool } = server.database;
    const [id] = await insertSessions(pool, [
      {
        sessionId: seedSessionId(n),
        userEmail: `owner${n}@example.com`,
        title: `Thing ${n}`,
        createdAt: new Date(),
      },
    ]);
    await pool.query(
      "insert into messages (session_id, sender, content) values ($1, 'ai', 'Hello'), ($1, 'user', 'My invention')",
      [id],
    );
    await pool.query(
      "insert into sketches (session_id, mime_type, bytes, width, height) values ($1, 'image/png', '\\x89504e47', 1, 1)",
      [id],
    );
    await pool.query(
      `insert into pdf_documents (session_id, kind, filename, bytes, sha256)
       values ($1, 'application', 'thing.pdf', $2, 'x'), ($1, 'cover_sheet', 'cover.pdf', $2, 'y')`,
      [id, PDF_BYTES(`thing ${n}`)],
    );
    await pool.query(
      `insert into outbox (session_id, kind, to_address, subject, text_body, html_body)
       values ($1, 'recovery', 'a@b.co', 'Your link', 'text', '<p>html</p>')`,
      [id],
    );
    await pool.query(
      `insert into payments (provider, provider_payment_id, session_id, email, amount_cents, currency, status)
       values ('test', $2, $1, 'a@b.co', 5900, 'usd', 'succeeded')`,
      [id, `pi_${n}`],
    );
    return id!;
  }

  it('gives the conversation oldest first, and audits the view', async () => {
    await sessionWithContent(1);
    const before = await lastAuditId(server.database.pool);
    const response = await get(`/api/admin/messages/${seedSessionId(1)}`);
    expect(response.status).toBe(200);
    const messages = adminMessagesResponseSchema.parse(response.body);
    expect(messages.map((m) => [m.sender, m.content])).toEqual([
      ['ai', 'Hello'],
      ['user', 'My invention'],
    ]);
    expect(messages[0]!.sessionId).toBe(seedSessionId(1));
    expect(await auditActions(server.database.pool, before)).toEqual([
      { action: 'view_conversation', session_ref: seedSessionId(1) },
    ]);

    const unknown = await get(`/api/admin/messages/${seedSessionId(999)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'not_found', message: 'Session not found' });
  });

  it('serves the latest application PDF of a session inline, audited, and 404 without one', async () => {
    const id = await sessionWithContent(2);
    await server.database.pool.query(
      `insert into pdf_documents (session_id, kind, filename, bytes, sha256)
       values ($1, 'application', 'thing_v2.pdf', $2, 'z'), ($1, 'cover_sheet', 'cover_v2.pdf', $3, 'w')`,
      [id, PDF_BYTES('latest'), PDF_BYTES('cover')],
    );
    const before = await lastAuditId(server.database.pool);
    const response = await fetch(`${server.url}/api/admin/session/${seedSessionId(2)}/download-pdf`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="thing_v2.pdf"');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF_BYTES('latest'));
    expect(await auditActions(server.database.pool, before)).toEqual([
      { action: 'download_pdf', session_ref: seedSessionId(2) },
    ]);

    await insertSessions(server.database.pool, [{ sessionId: seedSessionId(3), createdAt: new Date() }]);
    const none = await get(`/api/admin/session/${seedSessionId(3)}/download-pdf`);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ error: 'not_found', message: 'PDF not found' });
  });

  it('bulk-deletes the listed sessions with everything they own, and nothing else; payments are kept', async () => {
    const doomed = [await sessionWithContent(10), await sessionWithContent(11)];
    const kept = await sessionWithContent(12);
    const tables = ['messages', 'sketches', 'pdf_documents', 'outbox', 'payments'];
    const owned = async (ids: number[]) =>
      Promise.all(
        tables.map((table) =>
          count(`select count(*)::int as n from ${table} where session_id = any($1)`, [ids]),
        ),
      );
    const keptBefore = await owned([kept]);
    const totalSessions = await count('select count(*)::int as n from sessions');
    const before = await lastAuditId(server.database.pool);

    const response = await call(
      server.url,
      'DELETE',
      '/api/admin/sessions/bulk',
      { sessionIds: [...doomed, 987_654] },
      { headers: { cookie } },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deleted: 2, message: 'Deleted 2 sessions' });

    expect(await count('select count(*)::int as n from sessions where id = any($1)', [doomed])).toBe(0);
    expect(await count('select count(*)::int as n from sessions')).toBe(totalSessions - 2);
    expect(await owned(doomed)).toEqual([0, 0, 0, 0, 0]);
    expect(await owned([kept])).toEqual(keptBefore);
    expect(keptBefore.every((n) => n > 0)).toBe(true);
    expect(
      await count(
        "select count(*)::int as n from payments where provider_payment_id in ('pi_10', 'pi_11') and session_id is null",
      ),
    ).toBe(2);

    const audit = await auditActions(server.database.pool, before);
    expect(audit.map((row) => row.action)).toEqual(['delete_session', 'delete_session']);
    expect(audit.map((row) => row.session_ref).sort()).toEqual([seedSessionId(10), seedSessionId(11)]);

    const list = await get('/api/admin/sessions');
    expect((list.body as { counters: { totalSessions: number } }).counters.totalSessions).toBe(
      totalSessions - 2,
    );
  });

  it('refuses a malformed bulk delete with a 400 and deletes nothing', async () => {
    const total = await count('select count(*)::int as n from sessions');
    for (const [body, message] of [
      [{ sessionIds: [] }, 'sessionIds must name at least one session'],
      [{ sessionIds: ['abc'] }, /^sessionIds\.0 /],
      [{ sessionIds: [1.5] }, /^sessionIds\.0 /],
      [{}, 'sessionIds is required'],
      [{ sessionIds: [1], all: true }, 'body has unknown field "all"'],
    ] as const) {
      const response = await call(server.url, 'DELETE', '/api/admin/sessions/bulk', body, {
        headers: { cookie },
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({
        error: 'validation_failed',
        message: typeof message === 'string' ? message : expect.stringMatching(message),
      });
    }
    expect(await count('select count(*)::int as n from sessions')).toBe(total);
  });
});
