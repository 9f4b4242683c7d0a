import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { paidSession } from '../helpers/session-factories';
import { createSession, sessionState } from './app-api';
import { appUrl, describeInChromium, newPage, saveScreenshot } from './browser';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

describeInChromium('checkout in payment test mode', (chromium) => {
  it('goes from the chat through checkout to the unlocked chat', async () => {
    const email = 'e2e-buyer@example.com';
    const sessionId = await createSession(email);
    const { context, page } = await newPage(chromium.browser);
    await page.goto(appUrl(`/chat/${sessionId}`));

    await page.goto(appUrl(`/checkout?sessionId=${sessionId}&email=${encodeURIComponent(email)}`));
    await page.getByRole('heading', { name: 'Unlock Your Patent Application' }).waitFor();
    await page.getByText('Payments are in test mode').waitFor();
    const field = page.getByLabel('Email address');
    expect(await field.inputValue()).toBe(email);
    expect(await field.getAttribute('type')).toBe('email');
    expect(await field.getAttribute('required')).not.toBeNull();
    const pageText = await page.locator('main').innerText();
    expect(pageText).toContain('$59');
    expect(pageText).toContain('non-refundable once delivery begins');
    expect(pageText).toContain('we refund your payment within 30 days');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'checkout-1-email-and-price');

    // Spec §5: a checkout e-mail without an at sign is a toast, and nothing is sent.
    await field.fill('not-an-email');
    await page.getByRole('button', { name: /Unlock Premium Features/ }).click();
    await page.getByText('Invalid Email', { exact: true }).waitFor();
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
    expect((await sessionState(sessionId)).premiumUnlocked).toBe(false);

    // Contains an at sign, so the browser sends it; the server refuses it (no domain with a dot).
    await field.fill('someone@localhost');
    await page.getByRole('button', { name: /Unlock Premium Features/ }).click();
    await page.getByText('Failed to process request. Please try again.', { exact: true }).waitFor();
    expect((await sessionState(sessionId)).premiumUnlocked).toBe(false);

    await field.fill(email);
    await page.getByRole('button', { name: /Unlock Premium Features/ }).click();
    await page.getByText('Premium features unlocked! Redirecting...', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer);
    expect(dataLayer).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: `test_${sessionId}`,
          value: 59,
          currency: 'USD',
          items: [
            {
              item_id: 'provisional-patent-application',
              item_name: 'Provisional Patent Application',
              price: 59,
              quantity: 1,
            },
          ],
        },
      },
    ]);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'checkout-3-success');

    await page.waitForURL(new RegExp(`/chat/${sessionId}\\?t=\\d+$`), { timeout: 5_000 });
    expect((await sessionState(sessionId)).premiumUnlocked).toBe(true);
    await context.close();
  });

  it('sends an already unlocked session back to its chat', async () => {
    const email = 'e2e-repeat@example.com';
    const { sessionId } = await paidSession(appUrl(''), { userEmail: email });
    const { context, page } = await newPage(chromium.browser);
    await page.goto(appUrl(`/checkout?session=${sessionId}&email=${encodeURIComponent(email)}`));
    await page.getByRole('button', { name: /Unlock Premium Features/ }).click();
    await page.getByRole('heading', { name: 'Already Unlocked' }).waitFor();
    await page.waitForURL(new RegExp(`/chat/${sessionId}\\?t=\\d+$`), { timeout: 5_000 });
    await context.close();
  });
});
