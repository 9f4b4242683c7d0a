import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn, USPTO_TIME_ZONE } from '../../src/contract';
import { drainOutbox } from '../../src/server/mail/outbox-worker';
import { applicationFixture } from '../helpers/application-fixture';
import { insertPremiumSession, signInByMail } from '../helpers/inventor-fixtures';
import { type SmtpTestServer, startSmtpTestServer } from '../helpers/smtp-test-server';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

/** Words that appear only in the session to be deleted: after the delete no row may hold them. */
const MARKERS = {
  title: 'Zebra Quasar Lantern 7781',
  details: 'The quasar-zebra filament 7781 glows without power.',
  message: 'My secret zebra lantern note 7781',
  applicationNumber: '63/778,177',
};

type Export = {
  email: string;
  sessions: Array<{
    sessionId: string;
    patentData: { title?: string; details?: string };
    messages: Array<{ sender: string; content: string }>;
    sketches: Array<{ mimeType: string; base64: string }>;
    filingRecord: { filingDate: string; applicationNumber: string; deadline: string } | null;
    pdfs: Array<{ kind: string; version: number; sha256: string; base64: string }>;
  }>;
  payments: Array<{ reference: string; amountCents: number }>;
};

describe("the inventor's own export and delete", () => {
  let smtp: SmtpTestServer;
  let server: TestApp;
  let cookie: string;
  const email = 'owner@example.com';
  let doomed: { sessionId: string; rowId: number };
  let kept: { sessionId: string; rowId: number };
  let stranger: { sessionId: string; rowId: number };
  const base = `/api/user/sessions/${encodeURIComponent(email)}`;
  const authed = { headers: { cookie: '' } };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startTestApp({ SMTP_URL: smtp.url });
    doomed = await insertPremiumSession(server, {
      email,
      sketch: true,
      patentData: applicationFixture({ title: MARKERS.title, details: MARKERS.details }),
    });
    kept = await insertPremiumSession(server, { email });
    stranger = await insertPremiumSession(server, { email: 'someone.else@example.com' });
    await server.database.pool.query(
      `insert into messages (session_id, sender, content) values ($1, 'user', $2), ($1, 'ai', 'Thank you.')`,
      [doomed.rowId, MARKERS.message],
    );
    await server.database.pool.query(
      `insert into payments (provider, provider_payment_id, session_id, email, amount_cents, currency, status)
       values ('test', 'test_pay_doomed', $1, $2, 5900, 'usd', 'succeeded')`,
      [doomed.rowId, email],
    );
    const pdf = await fetch(`${server.url}/api/patent/session/${doomed.sessionId}/generate-pdf`, {
      method: 'POST',
    });
    expect(pdf.status).toBe(200);
    const today = calendarDateIn(USPTO_TIME_ZONE, new Date());
    const filed = await call(server.url, 'PUT', `/api/patent/session/${doomed.sessionId}/filing-record`, {
      filingDate: today,
      applicationNumber: MARKERS.applicationNumber,
    });
    expect(filed.status).toBe(200);
    cookie = await signInByMail(server, smtp, email);
    authed.headers.cookie = cookie;
  });
  afterAll(async () => {
    server.app.services.mailer.transport.close();
    await server?.close();
    await smtp?.stop();
  });

  it('exports every session of the proven address with messages, sections, sketch, filing record and PDFs', async () => {
    expect((await call(server.url, 'GET', `${base}/export`)).status).toBe(401);
    const response = await call<Export>(server.url, 'GET', `${base}/export`, undefined, authed);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="inventdraft-export-/);
    const data = response.body;
    expect(data.email).toBe(email);
    expect(data.sessions.map((s) => s.sessionId).sort()).toEqual([doomed.sessionId, kept.sessionId].sort());
    const exported = data.sessions.find((s) => s.sessionId === doomed.sessionId)!;
    expect(exported.patentData).toMatchObject({ title: MARKERS.title, details: MARKERS.details });
    expect(exported.messages.map((m) => m.content)).toContain(MARKERS.message);
    expect(exported.sketches).toHaveLength(1);
    expect(exported.filingRecord?.applicationNumber).toBe(MARKERS.applicationNumber);
    expect(exported.pdfs).toHaveLength(1);
    const pdfBytes = Buffer.from(exported.pdfs[0]!.base64, 'base64');
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdfBytes).digest('hex')).toBe(exported.pdfs[0]!.sha256);
    expect(data.payments).toEqual([
      expect.objectContaining({ reference: 'test_pay_doomed', amountCents: 5900 }),
    ]);
    expect(JSON.stringify(data)).not.toContain(stranger.sessionId);
  });

  it("deletes only the owner's session, and afterwards no row in any table holds its text", async () => {
    const path = (id: string) => `${base}/session/${id}`;
    expect((await call(server.url, 'DELETE', path(doomed.sessionId))).status).toBe(401);
    const foreign = await call(server.url, 'DELETE', path(stranger.sessionId), undefined, authed);
    expect(foreign.status).toBe(404);

    const deleted = await call(server.url, 'DELETE', path(doomed.sessionId), undefined, authed);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true });
    expect((await call(server.url, 'DELETE', path(doomed.sessionId), undefined, authed)).status).toBe(404);

    const pool = server.database.pool;
    const { rows: tables } = await pool.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['sessions', 'outbox', 'filing_records']),
    );
    const holding: string[] = [];
    for (const { schema, name } of tables) {
      for (const marker of Object.values(MARKERS)) {
        const { rows } = await pool.query(
          `select count(*)::int as n from "${schema}"."${name}" t where t::text ilike '%' || $1 || '%'`,
          [marker],
        );
        if (rows[0].n > 0) holding.push(`${schema}.${name} holds "${marker}"`);
      }
      if (name !== 'audit_log') {
        const { rows } = await pool.query(
          `select count(*)::int as n from "${schema}"."${name}" t where t::text like '%' || $1 || '%'`,
          [doomed.sessionId],
        );
        if (rows[0].n > 0) holding.push(`${schema}.${name} names the session`);
      }
    }
    expect(holding).toEqual([]);

    // The payment stays as an accounting record, cut from the session; the other sessions stay whole.
    const { rows: payment } = await pool.query(
      `select session_id, amount_cents, email from payments where provider_payment_id = 'test_pay_doomed'`,
    );
    expect(payment).toEqual([{ session_id: null, amount_cents: 5900, email }]);
    const { rows: left } = await pool.query('select session_id from sessions order by id');
    expect(left.map((row) => row.session_id)).toEqual([kept.sessionId, stranger.sessionId]);
    const { rows: audit } = await pool.query(`select action, session_ref from audit_log`);
    expect(audit).toEqual([{ action: 'owner_delete_session', session_ref: doomed.sessionId }]);

    // No reminder goes out for it, however far the clock runs.
    const before = smtp.received.length;
    await drainOutbox(server.app.services, { asOf: new Date('2099-01-01T00:00:00Z') });
    expect(smtp.received.slice(before).filter((m) => /nonprovisional/.test(m.subject ?? ''))).toEqual([]);
  });
});
