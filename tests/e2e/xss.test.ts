import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appUrl, launchBrowser, newPage } from './browser';

/**
 * Issue 10: hostile text typed by an inventor is shown back to the inventor (chat, review) and to the
 * operator (dashboard). In a real browser it must render as text and never run.
 */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '[click me](javascript:window.__xss=3)',
  '<svg onload="window.__xss=4"></svg>',
];
const HOSTILE_DESCRIPTION = `A garden hose nozzle ${PAYLOADS.join(' ')} with a brass body and a rubber grip.`;

async function createHostileSession(): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(appUrl(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
    return (await response.json()) as { session: { sessionId: string } };
  };
  const { session } = await post('/api/patent/session', { userEmail: 'hostile@example.com' });
  await post(`/api/patent/session/${session.sessionId}/message`, { content: HOSTILE_DESCRIPTION });
  return session.sessionId;
}

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload], a[href^="javascript:"]').count()).toBe(0);
}

describe.skipIf(!inject('browserAvailable'))('hostile text renders as text', () => {
  let browser: Browser;
  let sessionId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    sessionId = await createHostileSession();
  });
  afterAll(() => browser?.close());

  it('in the inventor’s chat', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl(`/chat/${sessionId}`));
    await page.getByText('<img src=x onerror="window.__xss=1">', { exact: false }).first().waitFor();
    await page.waitForTimeout(300);
    await expectNothingRan(page);
    await context.close();
  });

  it('in the operator’s dashboard', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/admin'));
    await page.getByLabel(/password/i).fill(inject('appAdminPassword'));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByPlaceholder('Search by Session ID, Email, or Patent Title...').fill(sessionId);
    // Click only once the search has applied: a new search closes a row opened in the old list.
    await expect.poll(() => page.getByTestId('counter-filteredResults').textContent()).toBe('1');
    await page.getByText('hostile@example.com').first().click();
    await page.getByText('<script>window.__xss=2</script>', { exact: false }).first().waitFor();
    await page.waitForTimeout(300);
    await expectNothingRan(page);
    await context.close();
  });
});
