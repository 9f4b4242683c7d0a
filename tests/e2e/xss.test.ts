import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { api, createSession } from './app-api';
import { appUrl, describeInChromium, newPage } from './browser';

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
  const sessionId = await createSession('hostile@example.com');
  await api(`/api/patent/session/${sessionId}/message`, { content: HOSTILE_DESCRIPTION });
  return sessionId;
}

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload], a[href^="javascript:"]').count()).toBe(0);
}

describeInChromium('hostile text renders as text', (chromium) => {
  let sessionId: string;
  beforeAll(async () => {
    sessionId = await createHostileSession();
  });

  it('in the inventor’s chat', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(appUrl(`/chat/${sessionId}`));
    await page.getByText('<img src=x onerror="window.__xss=1">', { exact: false }).first().waitFor();
    await page.waitForTimeout(300);
    await expectNothingRan(page);
    await context.close();
  });

  it('in the operator’s dashboard', async () => {
    const { context, page } = await newPage(chromium.browser);
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
