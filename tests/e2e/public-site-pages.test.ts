import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './a11y';
import { appUrl, describeInChromium, newPage, saveScreenshot } from './browser';

type StaticPageCase = { path: string; title: RegExp; h1: string; texts: string[] };

// Every static page of spec §2 with the texts the spec (and design §8, §9) require on it.
const STATIC_PAGES: StaticPageCase[] = [
  {
    path: '/about',
    title: /^About \| InventDraft$/,
    h1: 'About InventDraft',
    texts: [
      'not a law firm',
      'Who it is for',
      'What InventDraft is not',
      'patent-pending status, not a granted patent',
    ],
  },
  {
    path: '/contact',
    title: /^Contact Us \| InventDraft$/,
    h1: 'Contact Us',
    texts: ['within 24 hours', 'All fields are required.'],
  },
  {
    path: '/privacy-policy',
    title: /^Privacy Policy \| InventDraft$/,
    h1: 'Privacy Policy',
    texts: [
      'Last updated June 20, 2025',
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Information',
      'Data Security',
      'Your Rights',
      'Access',
      'Correction',
      'Deletion',
      'Portability',
      'Marketing opt-out',
      'Restriction',
      'Cookies',
      'International Data Transfers',
      "Children's Privacy",
      'under 13',
      'Changes to This Policy',
      'within 30 days',
    ],
  },
  {
    path: '/terms-of-service',
    title: /^Terms of Service \| InventDraft$/,
    h1: 'Terms of Service',
    texts: [
      'Acceptance of Terms',
      'Description of Service',
      'Accounts',
      'Payment Terms',
      'non-refundable once delivery begins',
      'if the patent office does not accept your application, we refund your payment within 30 days',
      'Intellectual Property',
      'Prohibited Uses',
      'Disclaimers',
      'limited to the amount you paid',
      'Indemnification',
      'Termination',
      'Arbitration',
      'Changes to Terms',
      'Severability',
      'Contact',
    ],
  },
  {
    path: '/data-security',
    title: /^Data Security \| InventDraft$/,
    h1: 'Data Security',
    texts: [
      '24 hours',
      '72 hours',
      '4 hours',
      '1 hour',
      '7 years',
      '30 days',
      'Recovery point objective',
      'Recovery time objective',
    ],
  },
  {
    path: '/uspto-filing-instructions',
    title: /provisional patent application .*USPTO \| InventDraft$/,
    h1: 'USPTO Filing Instructions',
    texts: [
      'Create a USPTO.gov account',
      'Open Patent Center',
      'Start a new provisional application',
      'Fill in the Application Data Sheet',
      'Upload your PDFs',
      'Pay the filing fee',
      'Review and submit',
      'within 1-2 business days',
      'Timelines',
      '12 months',
      'PCT international application',
      'European Patent Office',
      'Japan Patent Office',
      'China National Intellectual Property Administration',
      'Legal recommendations',
      '$65',
      '$130',
      '$325',
    ],
  },
];

async function expectSharedChrome(page: Page) {
  const header = page.getByRole('navigation', { name: 'Main' });
  expect(await header.getByRole('link', { name: 'InventDraft' }).getAttribute('href')).toBe('/');
  expect(await header.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
  expect(await header.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
  expect(await header.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/#wizard');
  expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  expect(await page.getByRole('contentinfo').textContent()).toMatch(
    /© \d{4} InventDraft\. All rights reserved\./,
  );
}

describeInChromium('the static pages of the public site', (chromium) => {
  for (const staticPage of STATIC_PAGES) {
    it(`${staticPage.path} has its title, heading, key texts, shared header and footer, and no axe violations`, async () => {
      const { context, page } = await newPage(chromium.browser);
      const response = await page.goto(appUrl(staticPage.path));
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.waitFor();
      expect(await h1.textContent()).toBe(staticPage.h1);
      expect(await page.title()).toMatch(staticPage.title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
        await page.title(),
      );
      const text = (await page.locator('main').textContent()) ?? '';
      for (const expected of staticPage.texts)
        expect(text, `${staticPage.path}: "${expected}"`).toContain(expected);
      await expectSharedChrome(page);
      await page.locator('footer a[href^="mailto:"]').waitFor();
      await expectNoAxeViolations(page);
      await context.close();
    });
  }

  it('the filing guide links the SB/16 cover sheet', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(appUrl('/uspto-filing-instructions'));
    const link = page.getByRole('link', { name: /Download form SB\/16/ });
    expect(await link.getAttribute('href')).toBe(
      'https://www.uspto.gov/sites/default/files/documents/sb0016.pdf',
    );
    expect(await link.getAttribute('target')).toBe('_blank');
    await saveScreenshot(page, 'public-site-filing-instructions');
    await context.close();
  });

  it('Get Started on a static page opens the landing page at the wizard', async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(appUrl('/about'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL(appUrl('/#wizard'));
    const input = page.getByRole('textbox', { name: 'Describe your invention' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('an unknown path shows the 404 page with status 404 and no axe violations', async () => {
    const { context, page } = await newPage(chromium.browser);
    const response = await page.goto(appUrl('/definitely/not/here'));
    expect(response?.status()).toBe(404);
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await h1.textContent()).toBe('404 Page Not Found');
    expect(await page.getByText('The link may be mistyped or out of date').isVisible()).toBe(true);
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(0);
    expect(await page.title()).toBe('404 Page Not Found | InventDraft');
    await expectNoAxeViolations(page);
    await context.close();
  });
});
