import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { type NewSession, newSession, paidSession } from '../helpers/session-factories';
import { generatePdf } from './app-api';
import { appUrl, describeInChromium, newPage, saveScreenshot } from './browser';

const createSession = (userEmail: string) => newSession(appUrl(''), { userEmail });

async function expectAxeClean(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

describeInChromium('the operator dashboard in Chromium', (chromium) => {
  const tag = `adm${randomBytes(4).toString('hex')}`;
  let target: NewSession;
  let doomed: NewSession[];
  let withPdf: NewSession;

  beforeAll(async () => {
    target = await createSession(`${tag}-target@example.com`);
    doomed = [await createSession(`${tag}-old1@example.com`), await createSession(`${tag}-old2@example.com`)];
    // A customer who paid (test mode) and generated the PDF, outside the search used below.
    const customer = `customer${randomBytes(4).toString('hex')}@example.com`;
    withPdf = await paidSession(appUrl(''), { userEmail: customer });
    await generatePdf(withPdf.sessionId);
  });

  it('logs in, searches, opens a row, copies a recovery link, deletes two sessions, downloads a PDF and logs out', async () => {
    const { context, page } = await newPage(chromium.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl('') });

    await page.goto(appUrl('/admin'));
    const password = page.getByLabel('Password');
    await password.waitFor();
    await expectAxeClean(page, 'password gate');

    await password.fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid password').waitFor();
    await expectAxeClean(page, 'password gate with error');

    await password.fill(inject('appAdminPassword'));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Loading sessions...').waitFor({ state: 'detached' });
    await expectAxeClean(page, 'dashboard');

    // A reload keeps the server-side login.
    await page.reload();
    await page.getByRole('button', { name: 'Logout' }).waitFor();

    await page.getByPlaceholder('Search by Session ID, Email, or Patent Title...').fill(tag.toUpperCase());
    const rows = page.locator('tbody tr[data-session-row]');
    await expect.poll(() => rows.count()).toBe(3);
    await expect.poll(() => page.getByTestId('counter-filteredResults').textContent()).toBe('3');

    const targetRow = rows.filter({ hasText: target.sessionId });
    await targetRow.click();
    await page.getByText('Step 1 of 8').waitFor();
    await page.getByText('Free User').waitFor();
    await page.getByText('Conversation History (1 messages)').waitFor();
    await page.getByText('AI Assistant').waitFor();
    const recovery = `${appUrl('')}/patent-chat?session=${target.sessionId}`;
    await expect(page.getByTestId('recovery-url').textContent()).resolves.toBe(recovery);
    await expectAxeClean(page, 'dashboard with an open row');
    // The panel is still open: checking the page changes nothing on it.
    expect(await page.getByText('Step 1 of 8').count()).toBe(1);
    await saveScreenshot(page, 'admin-dashboard-open-row');

    await page.getByRole('button', { name: 'Copy Recovery Link' }).click();
    await page.getByText('Recovery link copied to clipboard!').first().waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(recovery);

    // From the keyboard: Enter on the row's toggle closes it again, Space reopens it.
    const toggle = page.getByRole('button', { name: target.sessionId, exact: true });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Step 1 of 8').waitFor({ state: 'detached' });
    await page.keyboard.press(' ');
    await page.getByText('Step 1 of 8').waitFor();
    // Only one row is open at a time: opening another closes this one.
    await rows.filter({ hasText: doomed[0]!.sessionId }).click();
    await expect.poll(() => page.getByText('Step 1 of 8').count()).toBe(1);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await rows.filter({ hasText: doomed[0]!.sessionId }).click();
    await page.getByText('Step 1 of 8').waitFor({ state: 'detached' });

    for (const session of doomed) {
      await page.getByLabel(`Select session ${session.sessionId}`).check();
    }
    await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(/^Are you sure/).textContent()).resolves.toBe(
      'Are you sure you want to delete 2 selected session(s)? This action cannot be undone and will permanently remove all session data including patent information and conversation history.',
    );
    await dialog.getByRole('button', { name: 'Delete 2 Session(s)' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await expect(page.getByRole('button', { name: /^Delete Selected/ }).count()).resolves.toBe(0);
    for (const session of doomed) {
      expect((await fetch(appUrl(`/api/patent/session/${session.sessionId}`))).status).toBe(404);
    }
    expect((await fetch(appUrl(`/api/patent/session/${target.sessionId}`))).status).toBe(200);

    // The customer's PDF, exactly as stored, in a new tab.
    await page.getByPlaceholder('Search by Session ID, Email, or Patent Title...').fill(withPdf.sessionId);
    const customerRow = rows.filter({ hasText: withPdf.sessionId });
    await customerRow.waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await customerRow.click();
    await page.getByText('PDF Status: Generated').waitFor();
    const link = page.getByRole('link', { name: 'Download Customer PDF' });
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.close();
    const pdf = await page.request.get(new URL((await link.getAttribute('href'))!, appUrl('/')).toString());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByLabel('Password').waitFor();
    await expect(page.getByLabel('Password').inputValue()).resolves.toBe('');
    const afterLogout = await page.request.get(appUrl('/api/admin/sessions'));
    expect(afterLogout.status()).toBe(401);
    await page.reload();
    await page.getByLabel('Password').waitFor();
    await context.close();
  });
});
