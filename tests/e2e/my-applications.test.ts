import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './a11y';
import { completedApplication, createSession, sessionInReview } from './app-api';
import { appUrl, describeInChromium, newPage } from './browser';
import { linkFromOutbox } from './outbox';
import { DEVICES, expectNoHorizontalOverflow } from './viewports';

/** Every URL the page went through, so a test can say no address ever appeared in one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest()) urls.push(request.url());
  });
  return urls;
}

async function pathOf(page: Page): Promise<string> {
  return page.evaluate(() => `${window.location.pathname}${window.location.search}`);
}

describeInChromium('My applications: /sessions (issue 17, item 5)', (chromium) => {
  for (const device of DEVICES) {
    it(`is linked from the header, footer and landing page, and mails a sign-in link on a ${device.name}`, async () => {
      const email = `my-apps-${device.name}@example.com`;
      await createSession(email);
      await createSession(email);
      const { context, page } = await newPage(chromium.browser, device);
      const urls = recordUrls(page);
      await page.goto(appUrl('/'));
      const header = page.getByRole('navigation', { name: 'Main' });
      const footer = page.getByRole('navigation', { name: 'Footer' });
      for (const link of [
        header.getByRole('link', { name: 'My applications' }),
        footer.getByRole('link', { name: 'My applications' }),
        page.locator('#hero-title').locator('..').getByRole('link', { name: 'My applications' }),
      ]) {
        await expect(link.getAttribute('href')).resolves.toBe('/sessions');
      }
      await expectNoHorizontalOverflow(page);

      await header.getByRole('link', { name: 'My applications' }).click();
      await page.getByRole('heading', { name: "Confirm it's you" }).waitFor();
      expect(await pathOf(page)).toBe('/sessions');
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);

      const form = page.getByRole('region', { name: "Confirm it's you" });
      await form.getByRole('button', { name: 'E-mail me a link' }).click();
      await form.getByRole('alert').filter({ hasText: 'Email is required' }).waitFor();
      const requestedAt = Date.now() - 1_000;
      await form.getByLabel('Email address').fill(email);
      await form.getByRole('button', { name: 'E-mail me a link' }).click();
      await page.getByText(`Check ${email} for your sign-in link`).waitFor();

      const link = await linkFromOutbox(inject('appDataDir'), email, '/sessions?token=', requestedAt);
      expect(link.pathname).toBe('/sessions');
      expect(link.href).not.toContain(encodeURIComponent(email));
      await page.goto(appUrl(`${link.pathname}${link.search}`));
      const cards = page.getByTestId('session-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(2);
      expect(await pathOf(page)).toBe('/sessions');
      await page.getByText(`Saved for ${email}`).waitFor();
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);

      // An old-style address in the path still works, and leaves the address bar at once.
      await page.goto(appUrl(`/sessions/${encodeURIComponent(email)}`));
      await cards.first().waitFor();
      expect(await pathOf(page)).toBe('/sessions');

      const leaked = urls.filter((url) => url.includes(encodeURIComponent(email)) || url.includes(email));
      // Only the one address-in-path URL this test typed itself.
      expect(leaked).toEqual(urls.filter((url) => url.endsWith(`/sessions/${encodeURIComponent(email)}`)));
      await context.close();
    });
  }

  it('an old /sessions/{email} link prefills the form for that address', async () => {
    const { context, page } = await newPage(chromium.browser, DEVICES[0]);
    await page.goto(appUrl('/sessions/old-link%40example.com'));
    await page.getByRole('heading', { name: "Confirm it's you" }).waitFor();
    expect(await pathOf(page)).toBe('/sessions');
    await expect(page.getByLabel('Email address').inputValue()).resolves.toBe('old-link@example.com');
    await context.close();
  });

  it('is offered in the start modal and on the completion screen', async () => {
    const { context, page } = await newPage(chromium.browser, DEVICES[1]);
    await page.goto(appUrl('/'));
    const prompt = page.getByPlaceholder('Describe your invention title here...');
    await prompt.fill('A pen that never runs dry.');
    await prompt.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Start Your Patent Application' });
    await expect(modal.getByRole('link', { name: 'My applications' }).getAttribute('href')).resolves.toBe(
      '/sessions',
    );

    const sessionId = await completedApplication('completed-links@example.com');
    await page.goto(appUrl(`/chat/${sessionId}`));
    await page.getByRole('heading', { name: 'Your Provisional Patent Application Is Ready' }).waitFor();
    await expect(page.getByRole('link', { name: 'My applications' }).getAttribute('href')).resolves.toBe(
      '/sessions',
    );
    await context.close();
  });

  it('checkout is opened without the address in its URL, prefilled all the same', async () => {
    const email = 'checkout-url@example.com';
    const sessionId = await sessionInReview(email);
    const { context, page } = await newPage(chromium.browser, DEVICES[1]);
    const urls = recordUrls(page);
    await page.goto(appUrl(`/chat/${sessionId}`));
    await page.getByRole('button', { name: 'Unlock & Generate PDF' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe(sessionId);
    await expect(page.getByLabel('Email address').inputValue()).resolves.toBe(email);
    expect(urls.filter((url) => url.includes('checkout-url'))).toEqual([]);
    expect(await pathOf(page)).not.toContain('email');
    await context.close();
  });
});
