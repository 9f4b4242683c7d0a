import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilingRecordResponse } from '../../src/contract';
import { drainOutbox } from '../../src/server/mail/outbox-worker';
import { FIXTURE_TITLE } from '../helpers/application-fixture';
import { insertPremiumSession } from '../helpers/inventor-fixtures';
import { type SmtpTestServer, startSmtpTestServer } from '../helpers/smtp-test-server';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

/** The test's clock: the app reads it for "today", and the outbox for what is due. */
let now = new Date('2027-03-10T15:00:00Z');
const clock = () => now;

describe('filing record, reminders and the deadline calendar', () => {
  let smtp: SmtpTestServer;
  let server: TestApp;
  const publicUrl = 'https://inventdraft.example';
  const email = 'filer@example.com';
  const sessionCreated = new Date('2027-03-01T12:00:00Z');
  const recordPath = (sessionId: string) => `/api/patent/session/${sessionId}/filing-record`;
  const drain = () => drainOutbox(server.app.services);
  const reminderMails = () => smtp.received.filter((m) => /file your nonprovisional/.test(m.subject ?? ''));
  const pendingReminders = async (rowId: number) =>
    (
      await server.database.pool.query(
        `select next_attempt_at from outbox where session_id = $1 and kind like 'filing_reminder_%' and sent_at is null
         order by next_attempt_at`,
        [rowId],
      )
    ).rows.map((row) => (row.next_attempt_at as Date).toISOString());

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: publicUrl }, { clock });
  });
  afterAll(async () => {
    server.app.services.mailer.transport.close();
    await server?.close();
    await smtp?.stop();
  });

  it('refuses a malformed number, a future date, a date before the session, and an unpaid or unknown session', async () => {
    const { sessionId } = await insertPremiumSession(server, { email, createdAt: sessionCreated });
    const put = (body: unknown, id = sessionId) => call(server.url, 'PUT', recordPath(id), body);

    const badNumber = await put({ filingDate: '2027-03-05', applicationNumber: '16/123,456' });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body).toEqual({
      error: 'validation_failed',
      message: 'applicationNumber must be a provisional application number such as 63/123,456',
    });
    const badDate = await put({ filingDate: '2027-02-30', applicationNumber: '63/123,456' });
    expect(badDate.body).toMatchObject({ message: 'filingDate must be a date written YYYY-MM-DD' });
    const future = await put({ filingDate: '2027-03-11', applicationNumber: '63/123,456' });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ message: expect.stringMatching(/^filingDate is in the future/) });
    const early = await put({ filingDate: '2027-02-28', applicationNumber: '63/123,456' });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({
      message: expect.stringMatching(/^filingDate is before this application/),
    });

    const free = await insertPremiumSession(server, { email, createdAt: sessionCreated });
    await server.database.pool.query('update sessions set premium_unlocked = false where id = $1', [
      free.rowId,
    ]);
    expect(
      (await put({ filingDate: '2027-03-05', applicationNumber: '63/123,456' }, free.sessionId)).status,
    ).toBe(402);
    expect(
      (await put({ filingDate: '2027-03-05', applicationNumber: '63/123,456' }, 'A'.repeat(22))).status,
    ).toBe(404);
    const noMail = await insertPremiumSession(server, { email: null, createdAt: sessionCreated });
    expect(
      (await put({ filingDate: '2027-03-05', applicationNumber: '63/123,456' }, noMail.sessionId)).status,
    ).toBe(409);

    const { rows } = await server.database.pool.query('select count(*)::int as n from filing_records');
    expect(rows[0].n).toBe(0);
  });

  it('schedules three reminders, sends each once across a restart, and reschedules on edit', async () => {
    now = new Date('2027-03-10T15:00:00Z');
    const { sessionId, rowId } = await insertPremiumSession(server, { email, createdAt: sessionCreated });
    const saved = await call<FilingRecordResponse>(server.url, 'PUT', recordPath(sessionId), {
      filingDate: '2027-03-05',
      applicationNumber: '63/123456',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.filingRecord).toEqual({
      filingDate: '2027-03-05',
      applicationNumber: '63/123,456',
      deadline: '2028-03-05',
      reminders: [
        { sendAt: '2027-12-05T14:00:00.000Z', sentAt: null },
        { sendAt: '2028-02-05T14:00:00.000Z', sentAt: null },
        { sendAt: '2028-02-20T14:00:00.000Z', sentAt: null },
      ],
    });

    expect(await drain()).toEqual({ sent: 0, failed: 0 });
    now = new Date('2027-12-05T14:00:00Z');
    expect(await drain()).toEqual({ sent: 1, failed: 0 });
    const first = await smtp.waitFor((m) => /file your nonprovisional/.test(m.subject ?? ''));
    expect(first.envelopeTo).toEqual([email]);
    expect(first.subject).toBe('91 days left: file your nonprovisional application by March 5, 2028');
    expect(first.text).toContain('63/123,456');
    expect(first.text).toContain(FIXTURE_TITLE);
    expect(first.text).toContain(`${publicUrl}/chat/${sessionId}`);

    // A restart: a new app on the same database sends nothing twice.
    server = await server.restart();
    expect(await drain()).toEqual({ sent: 0, failed: 0 });
    now = new Date('2028-02-05T14:00:00Z');
    expect(await drain()).toEqual({ sent: 1, failed: 0 });

    // Editing the filing date moves the reminder still to come; the two sent stay sent.
    now = new Date('2028-02-06T10:00:00Z');
    const edited = await call<FilingRecordResponse>(server.url, 'PUT', recordPath(sessionId), {
      filingDate: '2027-03-08',
      applicationNumber: '63/123,457',
    });
    expect(edited.body.filingRecord?.deadline).toBe('2028-03-08');
    expect(await pendingReminders(rowId)).toEqual(['2028-02-23T14:00:00.000Z']);
    now = new Date('2028-02-20T14:00:00Z');
    expect(await drain()).toEqual({ sent: 0, failed: 0 });
    now = new Date('2028-02-23T14:00:00Z');
    expect(await drain()).toEqual({ sent: 1, failed: 0 });
    await smtp.waitFor(() => reminderMails().length === 3);
    expect(reminderMails().map((m) => m.subject)).toEqual([
      '91 days left: file your nonprovisional application by March 5, 2028',
      '29 days left: file your nonprovisional application by March 5, 2028',
      '14 days left: file your nonprovisional application by March 8, 2028',
    ]);
    now = new Date('2029-01-01T00:00:00Z');
    expect(await drain()).toEqual({ sent: 0, failed: 0 });
  });

  it('sends no reminder after the record is removed', async () => {
    now = new Date('2027-03-10T15:00:00Z');
    const { sessionId, rowId } = await insertPremiumSession(server, { email, createdAt: sessionCreated });
    await call(server.url, 'PUT', recordPath(sessionId), {
      filingDate: '2027-03-05',
      applicationNumber: '63/555,000',
    });
    expect(await pendingReminders(rowId)).toHaveLength(3);
    const removed = await call<FilingRecordResponse>(server.url, 'DELETE', recordPath(sessionId));
    expect(removed.body).toEqual({ filingRecord: null });
    expect(await pendingReminders(rowId)).toEqual([]);
    const before = smtp.received.length;
    now = new Date('2029-01-01T00:00:00Z');
    expect(await drain()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(before);
  });

  it('offers the deadline as an RFC 5545 calendar with alarms, parsed back by ical.js', async () => {
    now = new Date('2027-03-10T15:00:00Z');
    const { sessionId } = await insertPremiumSession(server, { email, createdAt: sessionCreated });
    const before = await fetch(`${server.url}/api/patent/session/${sessionId}/filing-deadline.ics`);
    expect(before.status).toBe(404);
    await call(server.url, 'PUT', recordPath(sessionId), {
      filingDate: '2027-03-05',
      applicationNumber: '63/123,456',
    });

    const response = await fetch(`${server.url}/api/patent/session/${sessionId}/filing-deadline.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2028-03-05');
    expect(event.summary).toBe('Nonprovisional patent deadline for 63/123,456');
    expect(event.uid).toBe(`filing-deadline-${sessionId}@inventdraft`);
    const alarms = vevent!.getAllSubcomponents('valarm');
    expect(alarms.map((alarm) => alarm.getFirstPropertyValue('action'))).toEqual(Array(4).fill('DISPLAY'));
    expect(
      alarms.map((alarm) => (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()),
    ).toEqual([90, 30, 14, 1].map((days) => -days * 86_400));
  });
});
