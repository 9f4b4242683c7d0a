import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './a11y';
import { appUrl, describeInChromium, newPage, saveScreenshot } from './browser';

const GREETING =
  "Welcome! I'm here to help you create a professional provisional patent application. Tell me about your invention!";
const DESCRIPTION =
  'A folding bicycle rack that mounts on a car tow hitch, with a spring hinge and two padded arms that hold the frame.';

/** Collects every window.alert the page shows (accepting it, as a user would). */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

async function openStartModal(page: Page, description = DESCRIPTION) {
  await page.goto(appUrl('/'));
  await page.getByRole('textbox', { name: 'Describe your invention' }).fill(description);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Start Your Patent Application' });
  await dialog.waitFor();
  return dialog;
}

describeInChromium('the landing page and its start flow', (chromium) => {
  it('shows every block of spec §2 with its texts and has no axe violations', async () => {
    const { context, page } = await newPage(chromium.browser);
    const response = await page.goto(appUrl('/'));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toMatch(/^InventDraft \| /);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('website');
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
      'summary_large_image',
    );
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');

    const text = (await page.locator('body').textContent()) ?? '';
    for (const expected of [
      'Today Only - Start Free!',
      'under 60 minutes',
      'not a granted patent',
      'not a law firm',
      '18 or older',
      "only when you're satisfied",
      'Patent Application Progress: 1 of 8 sections',
      'Patent Assistant',
      'Online',
      GREETING,
      '4.9/5 from 200+ inventors',
      '10-15 minutes',
      'Generating the PDF takes a few seconds',
      '$2,000+',
      '12 months',
    ]) {
      expect(text, expected).toContain(expected);
    }

    const progress = page.getByRole('progressbar', { name: 'Patent Application Progress: 1 of 8 sections' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('12.5');
    const steps = page.getByRole('list', { name: 'The eight sections' }).getByRole('listitem');
    expect(await steps.allTextContents()).toEqual([
      '1Title',
      '2Background',
      '3Summary',
      '4Details',
      '5Variations',
      '6Use Cases',
      '7Sketch',
      '8Review',
    ]);
    const input = page.getByRole('textbox', { name: 'Describe your invention' });
    expect(await input.getAttribute('placeholder')).toBe('Describe your invention title here...');

    for (const heading of [
      'How It Works',
      'Why Trust InventDraft',
      'Why Patent Now',
      'FAQ',
      'Testimonials',
    ]) {
      expect(await page.getByText(heading, { exact: true }).count(), heading).toBeGreaterThan(0);
    }
    const faq = page.locator('details');
    expect(await faq.count()).toBe(5);
    await faq.first().locator('summary').click();
    expect(await faq.first().getAttribute('open')).toBe('');

    const footer = page.getByRole('contentinfo');
    await footer.locator('a[href^="mailto:"]').waitFor();
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of [
      '/privacy-policy',
      '/terms-of-service',
      '/data-security',
      '/contact',
      '/uspto-filing-instructions',
      '/about',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(hrefs.some((href) => href?.startsWith('mailto:'))).toBe(true);
    expect(
      await page.getByRole('link', { name: 'Start My Application', exact: true }).getAttribute('href'),
    ).toBe('/#wizard');

    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'public-site-landing-desktop');
    await context.close();
  });

  it('looks right at phone width without horizontal scrolling, and passes axe there', async () => {
    const { context, page } = await newPage(chromium.browser, { viewport: { width: 375, height: 812 } });
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'public-site-landing-phone');
    await context.close();
  });

  it('Get Started scrolls to the wizard and puts the cursor in the text box', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(appUrl('/'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).click();
    const input = page.getByRole('textbox', { name: 'Describe your invention' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(() => page.locator('#wizard').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
    await context.close();
  });

  it('opens the start modal only for non-empty text; Shift+Enter adds a line, Enter opens it', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(appUrl('/'));
    const input = page.getByRole('textbox', { name: 'Describe your invention' });
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    expect(await continueButton.isDisabled()).toBe(true);
    await input.fill('   ');
    await input.press('Enter');
    expect(await continueButton.isDisabled()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await input.fill('A self-watering plant pot');
    await input.press('Shift+Enter');
    expect(await input.inputValue()).toBe('A self-watering plant pot\n');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await input.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Start Your Patent Application' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('8 simple steps');
    await context.close();
  });

  it('keeps the modal open on outside clicks (Escape closes it, issue 17), and validates the e-mail', async () => {
    const { context, page } = await newPage(chromium.browser);
    const dialog = await openStartModal(page);
    const email = dialog.getByRole('textbox', { name: 'Email address' });
    const submit = dialog.getByRole('button', { name: 'Continue' });
    await expectNoAxeViolations(page);

    await page.mouse.click(10, 10);
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);

    expect(await submit.isDisabled()).toBe(true);
    await email.fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await email.press('Enter');
    expect(await dialog.getByRole('alert').textContent()).toBe('Email is required');
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    await email.fill('inventor@example');
    await submit.click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Please enter a valid email address');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'public-site-start-modal');
    expect(page.url()).toBe(appUrl('/'));
    await context.close();
  });

  it('creates the session, sends the description as the first message and opens /chat/{sessionId}', async () => {
    const { context, page } = await newPage(chromium.browser);
    const alerts = collectAlerts(page);
    const sessionPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/patent/session')) {
        sessionPosts.push(request.postData() ?? '');
      }
    });
    // Slow the real request down so the 'Starting...' state can be seen and a second start tried.
    await page.route('**/api/patent/session', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const dialog = await openStartModal(page);
    const email = dialog.getByRole('textbox', { name: 'Email address' });
    await email.fill('  Inventor@Example.com ');
    await email.press('Enter');
    const starting = dialog.getByRole('button', { name: 'Starting...' });
    await starting.waitFor();
    expect(await starting.isDisabled()).toBe(true);
    await email.press('Enter');

    const chatUrl = /\/chat\/[A-Za-z0-9_-]{22}$/;
    await expect.poll(() => alerts.length > 0 || chatUrl.test(page.url()), { timeout: 60_000 }).toBe(true);
    expect(alerts).toEqual([]);
    expect(page.url()).toMatch(chatUrl);
    expect(sessionPosts).toEqual([JSON.stringify({ userEmail: 'Inventor@Example.com' })]);

    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    const stored = await page.request.get(appUrl(`/api/patent/session/${sessionId}`));
    expect(stored.status()).toBe(200);
    const body = (await stored.json()) as {
      session: { userEmail: string };
      messages: { sender: string; content: string }[];
    };
    expect(body.session.userEmail).toBe('inventor@example.com');
    // The assistant may open the conversation with its own greeting; the inventor's first message is the description.
    expect(body.messages.find((message) => message.sender === 'user')?.content).toBe(DESCRIPTION);
    await context.close();
  });

  it('shows the spec alert and stays on the page when the first message is refused', async () => {
    const { context, page } = await newPage(chromium.browser);
    const alerts = collectAlerts(page);
    // Longer than the server accepts (20,000 characters): the session is created, the message is not.
    const dialog = await openStartModal(page, 'x'.repeat(20_001));
    await dialog.getByRole('textbox', { name: 'Email address' }).fill('inventor@example.com');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => alerts).toEqual(['Failed to create session. Please try again.']);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await dialog.getByRole('button', { name: 'Continue' }).isEnabled()).toBe(true);
    await context.close();
  });
});
