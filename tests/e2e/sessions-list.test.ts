import AxeBuilder from '@axe-core/playwright';
import type pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createSession } from './app-api';
import { connectToAppDatabase } from './app-database';
import { appUrl, describeInChromium, newPage, saveScreenshot } from './browser';
import { linkFromOutbox } from './outbox';

const EMAIL = 'e2e-list@example.com';

describeInChromium('the sessions list in Chromium', (chromium) => {
  let db: pg.Client;
  const ids: string[] = [];

  beforeAll(async () => {
    db = await connectToAppDatabase(inject('appDataDir'));
    for (let i = 0; i < 3; i++) ids.push(await createSession(EMAIL));
    await createSession('someone-else@example.com');
    await db.query(
      `update sessions set patent_data = jsonb_set(patent_data, '{title}', '"Self-Watering Plant Pot"'),
         current_step = 4 where session_id = $1`,
      [ids[0]],
    );
    await db.query('update sessions set is_complete = true, current_step = 8 where session_id = $1', [
      ids[1],
    ]);
    await db.query(
      `update sessions set is_complete = true, pdf_generated = true, current_step = 8,
         patent_data = jsonb_set(patent_data, '{title}', '"Foldable Bicycle Helmet"') where session_id = $1`,
      [ids[2]],
    );
  });
  afterAll(async () => {
    await db?.end();
  });

  it('asks for a sign-in link, and the e-mailed link shows the cards with the right badges', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(appUrl(`/sessions/${encodeURIComponent(EMAIL)}`));
    await page.getByRole('heading', { name: "Confirm it's you" }).waitFor();
    expect(await page.getByTestId('session-card').count()).toBe(0);

    const requestedAt = Date.now() - 1_000;
    await page.getByRole('button', { name: 'E-mail me a link' }).click();
    await page.getByText(`Check ${EMAIL} for your sign-in link`).waitFor();

    // The link names the app's PUBLIC_URL (localhost); open the same path and query on the test origin.
    const link = await linkFromOutbox(inject('appDataDir'), EMAIL, '/sessions?token=', requestedAt);
    expect(link.pathname).toBe('/sessions');
    await page.goto(appUrl(`${link.pathname}${link.search}`));

    const cards = page.getByTestId('session-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    expect(new URL(page.url()).search).toBe('');

    const card = (text: string) => cards.filter({ hasText: text });
    await expect(card('Self-Watering Plant Pot').getByText('In Progress').isVisible()).resolves.toBe(true);
    await expect(card('Self-Watering Plant Pot').getByText('38%').isVisible()).resolves.toBe(true);
    await expect(
      card('Self-Watering Plant Pot').getByRole('link', { name: 'Continue' }).getAttribute('href'),
    ).resolves.toBe(`/chat/${ids[0]}`);
    expect(await card('Self-Watering Plant Pot').getByRole('link', { name: 'Download PDF' }).count()).toBe(0);

    const ready = card(ids[1]!.slice(0, 8));
    await expect(ready.getByRole('heading').textContent()).resolves.toMatch(/^Patent Application #\d+$/);
    await expect(ready.getByText('Ready for PDF').isVisible()).resolves.toBe(true);
    await expect(ready.getByRole('link', { name: 'Review' }).isVisible()).resolves.toBe(true);

    const complete = card('Foldable Bicycle Helmet');
    await expect(complete.getByText('Complete', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(complete.getByText('100%').isVisible()).resolves.toBe(true);
    const pdf = complete.getByRole('link', { name: 'Download PDF' });
    await expect(pdf.getAttribute('href')).resolves.toBe(`/api/patent/session/${ids[2]}/generate-pdf`);
    await expect(pdf.getAttribute('target')).resolves.toBe('_blank');
    await expect(
      page.getByRole('link', { name: 'New Patent Application' }).getAttribute('href'),
    ).resolves.toBe('/');

    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    await saveScreenshot(page, 'sessions-list');

    // The proof is for this address only.
    await page.goto(appUrl('/sessions/someone-else%40example.com'));
    await page.getByRole('heading', { name: "Confirm it's you" }).waitFor();
    expect(await page.getByTestId('session-card').count()).toBe(0);

    // Signing out on a shared computer hides the list at once and for good on this browser.
    await page.goto(appUrl(`/sessions/${encodeURIComponent(EMAIL)}`));
    await cards.first().waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('status').filter({ hasText: 'You are signed out on this browser.' }).waitFor();
    await page.getByRole('heading', { name: "Confirm it's you" }).waitFor();
    expect(await cards.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: "Confirm it's you" }).waitFor();
    expect(await cards.count()).toBe(0);
    await context.close();
  });

  it('says an already used link is spent, and offers a new one', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(appUrl(`/sessions/${encodeURIComponent(EMAIL)}?token=${'x'.repeat(43)}`));
    await page.getByRole('alert').filter({ hasText: 'invalid, used or expired' }).waitFor();
    await expect(page.getByRole('button', { name: 'E-mail me a link' }).isVisible()).resolves.toBe(true);
    await saveScreenshot(page, 'sessions-list-sign-in');
    await context.close();
  });
});
