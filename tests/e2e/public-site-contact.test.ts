import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { appUrl, describeInChromium, newPage } from './browser';

const FIELDS = ['Name', 'Email', 'Subject', 'Message'] as const;

async function fillContactForm(page: Page, values: Record<(typeof FIELDS)[number], string>) {
  for (const field of FIELDS) await page.getByLabel(field, { exact: false }).first().fill(values[field]);
}

describeInChromium('the contact form', (chromium) => {
  it('has four labelled, required fields', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(appUrl('/contact'));
    const form = page.getByRole('form', { name: 'Contact form' });
    for (const field of FIELDS) {
      const input = form.getByLabel(field);
      expect(await input.getAttribute('required'), field).toBe('');
    }
    // The browser refuses an empty submission before anything is sent.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posts.push(request.method());
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    await context.close();
  });

  it('sends the message, confirms it and clears the form', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(appUrl('/contact'));
    const form = page.getByRole('form', { name: 'Contact form' });
    await fillContactForm(page, {
      Name: 'Ada Inventor',
      Email: 'ada@example.com',
      Subject: 'Question about filing',
      Message: 'Can I add drawings after filing the provisional?',
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    // Radix also copies a toast into a screen-reader announcement, hence first().
    await page.getByText('Message sent successfully!').first().waitFor();
    expect(await page.getByText("We'll get back to you within 24 hours.").first().isVisible()).toBe(true);
    for (const field of FIELDS) expect(await form.getByLabel(field).inputValue(), field).toBe('');
    await context.close();
  });

  it('on a refused message says so, points to the support address and keeps what was typed', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(appUrl('/contact'));
    const form = page.getByRole('form', { name: 'Contact form' });
    const supportLink = page.locator('footer a[href^="mailto:"]');
    await supportLink.waitFor();
    const supportEmail = (await supportLink.getAttribute('href'))!.replace('mailto:', '');
    // The browser accepts "ada@localhost"; the server's rule (a domain with a dot) refuses it.
    await fillContactForm(page, {
      Name: 'Ada Inventor',
      Email: 'ada@localhost',
      Subject: 'Question',
      Message: 'Hello',
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message').first().waitFor();
    expect(await page.getByText(`email us directly at ${supportEmail}`).first().isVisible()).toBe(true);
    expect(await form.getByLabel('Message').inputValue()).toBe('Hello');
    await context.close();
  });
});
