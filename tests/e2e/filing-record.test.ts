import type pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  addDays,
  calendarDateIn,
  formatLongDate,
  nonprovisionalDeadline,
  USPTO_TIME_ZONE,
} from '../../src/contract';
import { applicationFixture } from '../helpers/application-fixture';
import { expectNoAxeViolations } from './a11y';
import { createSession, generatePdf } from './app-api';
import { connectToAppDatabase } from './app-database';
import { appUrl, describeInChromium, newPage, saveScreenshot } from './browser';
import { linkFromOutbox } from './outbox';

const EMAIL = 'e2e-filer@example.com';
const TITLE = 'Collapsible Rain Barrel With Leaf Screen';

describeInChromium('filing record, deadline in the sessions list, and delete', (chromium) => {
  let db: pg.Client;
  let sessionId: string;

  beforeAll(async () => {
    db = await connectToAppDatabase(inject('appDataDir'));
    sessionId = await createSession(EMAIL);
    // A finished, paid application started a month ago (so the filing date can lie before today).
    await db.query(
      `update sessions set patent_data = $2, is_complete = true, premium_unlocked = true, current_step = 8,
         created_at = now() - interval '30 days' where session_id = $1`,
      [sessionId, applicationFixture({ title: TITLE })],
    );
    await generatePdf(sessionId);
  });
  afterAll(async () => {
    await db?.end();
  });

  it('records the USPTO filing on the completion screen, shows the deadline in the list, and deletes it all', async () => {
    const filingDate = addDays(calendarDateIn(USPTO_TIME_ZONE, new Date()), -10);
    const deadline = formatLongDate(nonprovisionalDeadline(filingDate));
    const { context, page } = await newPage(chromium.browser);

    await page.goto(appUrl(`/chat/${sessionId}`));
    await page.getByRole('heading', { name: 'Filed it? Keep your 12-month deadline' }).waitFor();
    await page.getByLabel('USPTO filing date').fill(filingDate);
    await page.getByLabel('Application number').fill('63/987654');
    await page.getByRole('button', { name: 'Save Filing Record' }).click();
    const recorded = page.getByTestId('filing-deadline');
    await recorded.waitFor();
    expect(await recorded.textContent()).toContain(`Nonprovisional deadline: ${deadline}`);
    expect(await recorded.textContent()).toContain('Application 63/987,654');
    expect(
      await page.getByRole('link', { name: 'Add Deadline to Calendar (.ics)' }).getAttribute('href'),
    ).toBe(`/api/patent/session/${sessionId}/filing-deadline.ics`);
    await expect(page.getByTestId('pdf-fingerprints').textContent()).resolves.toMatch(
      /v1.*SHA-256 [0-9a-f]{64}/,
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'completion-filing-record');
    const reminders = await db.query(
      `select count(*)::int as n from outbox o join sessions s on s.id = o.session_id
       where s.session_id = $1 and o.kind like 'filing_reminder_%' and o.sent_at is null`,
      [sessionId],
    );
    expect(reminders.rows[0].n).toBe(3);

    // The sessions list, opened through the e-mailed sign-in link, shows the deadline and days left.
    const requestedAt = Date.now() - 1_000;
    await page.goto(appUrl(`/sessions/${encodeURIComponent(EMAIL)}`));
    await page.getByRole('button', { name: 'E-mail me a link' }).click();
    const link = await linkFromOutbox(inject('appDataDir'), EMAIL, '/sessions?token=', requestedAt);
    await page.goto(appUrl(`${link.pathname}${link.search}`));
    const card = page.getByTestId('session-card').filter({ hasText: TITLE });
    const note = card.getByTestId('session-filing-deadline');
    await note.waitFor();
    expect(await note.textContent()).toMatch(
      new RegExp(`Nonprovisional deadline: ${deadline} \\(\\d+ days left\\)`),
    );

    // Delete, after a confirmation that names the application.
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete “${TITLE}”?` });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete Application' }).click();
    await page.getByText('No patent applications are saved for this address yet.').waitFor();
    await saveScreenshot(page, 'sessions-list-after-delete');

    const left = await db.query(
      `select (select count(*) from sessions where session_id = $1)::int as sessions,
              (select count(*) from filing_records where application_number = '63/987,654')::int as records,
              (select count(*) from outbox where text_body like '%63/987,654%')::int as reminders`,
      [sessionId],
    );
    expect(left.rows[0]).toEqual({ sessions: 0, records: 0, reminders: 0 });
    await context.close();
  });
});
