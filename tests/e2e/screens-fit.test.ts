import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './a11y';
import {
  api,
  completedApplication,
  createSession,
  requestSignInLink,
  sessionInReview,
  sessionState,
  setTitle,
} from './app-api';
import { appUrl, describeInChromium, newPage } from './browser';
import { DEVICES, expectNoHorizontalOverflow } from './viewports';

/** A title with a long unbroken word, as inventors do type ("SuperUltraMegaWidget3000X…"). */
const LONG_TITLE =
  'Self-Leveling Folding Sawhorse With Automatic Cam-Lock Legs And A SuperUltraMegaAdjustableHingeBracketAssembly';

const STATIC_PAGES = [
  '/',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/data-security',
  '/uspto-filing-instructions',
  '/sessions',
  '/admin',
  '/no-such-page',
];

/** The figures a screen shows: "N of 8 sections completed" and its percent. */
async function chatProgress(page: Page): Promise<{ completed: number; percent: number; doneDots: number }> {
  const nav = page.getByRole('navigation', { name: 'Patent application progress' });
  const summary = await nav.getByTestId('progress-summary').textContent();
  const completed = Number(/(\d+) of 8 sections completed/.exec(summary ?? '')?.[1]);
  const percent = Number(await nav.getByRole('progressbar').getAttribute('aria-valuenow'));
  const doneDots = await nav.locator('li[data-status="done"]').count();
  return { completed, percent, doneDots };
}

describeInChromium('every screen fits and agrees (issue 17, items 6-8)', (chromium) => {
  for (const device of DEVICES) {
    it(`no page is wider than the viewport on a ${device.name}`, async () => {
      const email = `a-rather-long-address-for-testing-${device.name}@inventors-of-example-county.example.com`;
      const inProgress = await createSession(email);
      await setTitle(inProgress, LONG_TITLE);
      const review = await sessionInReview(email);
      const completed = await completedApplication(email);
      const { context, page } = await newPage(chromium.browser, device);

      for (const path of STATIC_PAGES) {
        await page.goto(appUrl(path));
        await page.locator('h1').first().waitFor();
        await expectNoHorizontalOverflow(page);
      }
      await page.goto(appUrl(`/checkout?sessionId=${review}`));
      await page.getByLabel('Email address').waitFor();
      await expectNoHorizontalOverflow(page);

      for (const [id, ready] of [
        [inProgress, 'Your answer to the Patent Assistant'],
        [review, 'Review Your Patent Application'],
        // The filing text loads after the heading; its long links must wrap too.
        [completed, 'How to file with the USPTO'],
      ] as const) {
        await page.goto(appUrl(`/chat/${id}`));
        await page.getByText(ready).first().waitFor();
        await expectNoHorizontalOverflow(page);
      }

      const link = await requestSignInLink(inject('appDataDir'), email);
      await page.goto(appUrl(`${link.pathname}${link.search}`));
      const cards = page.getByTestId('session-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(3);
      await expectNoHorizontalOverflow(page);
      // No stray list bullets, and every badge in the same place: the top right of its card.
      const layout = await cards.evaluateAll((items) =>
        items.map((item) => {
          const card = item.getBoundingClientRect();
          const badge = item.querySelector('span.rounded-full')?.getBoundingClientRect();
          return {
            bullet: getComputedStyle(item).listStyleType,
            badgeRightGap: badge ? Math.round(card.right - badge.right) : -1,
            badgeTopGap: badge ? Math.round(badge.top - card.top) : -1,
          };
        }),
      );
      for (const card of layout) {
        expect(card.bullet).toBe('none');
        expect(card).toMatchObject({
          badgeRightGap: layout[0]!.badgeRightGap,
          badgeTopGap: layout[0]!.badgeTopGap,
        });
      }
      await expectNoAxeViolations(page);
      await context.close();
    });

    it(`shows one progress figure on the chat, the review and the sessions list on a ${device.name}`, async () => {
      const email = `progress-${device.name}@example.com`;
      const early = await createSession(email);
      await api(`/api/patent/session/${early}/message`, {
        content: 'A lunch box that keeps soup hot with a phase-change wax liner around the inner bowl.',
      });
      await api(`/api/patent/session/${early}/message`, { content: 'next' });
      const earlyState = await sessionState(early);
      const earlyDone = earlyState.patentData.completedSections.length;
      expect(earlyDone).toBeGreaterThan(0);
      expect(earlyDone).toBeLessThan(earlyState.currentStep);
      const review = await sessionInReview(email);
      const reviewState = await sessionState(review);

      const { context, page } = await newPage(chromium.browser, device);
      await page.goto(appUrl(`/chat/${early}`));
      await page.getByLabel('Your answer to the Patent Assistant').waitFor();
      const chat = await chatProgress(page);
      expect(chat).toEqual({
        completed: earlyDone,
        percent: Math.round((earlyDone / 8) * 100),
        doneDots: earlyDone,
      });
      // The section cards beside the chat say the same.
      expect(await page.locator('[data-testid^="section-card-"][data-status="done"]').count()).toBe(
        earlyDone,
      );
      await expectNoAxeViolations(page);

      await page.goto(appUrl(`/chat/${review}`));
      await page.getByRole('heading', { name: 'Review Your Patent Application' }).waitFor();
      const reviewDone = reviewState.isComplete ? 8 : 7;
      expect(await chatProgress(page)).toEqual({
        completed: reviewDone,
        percent: Math.round((reviewDone / 8) * 100),
        doneDots: reviewDone,
      });

      const link = await requestSignInLink(inject('appDataDir'), email);
      await page.goto(appUrl(`${link.pathname}${link.search}`));
      const cards = page.getByTestId('session-card');
      await cards.first().waitFor();
      const percentOf = async (id: string) =>
        Number(
          await cards
            .filter({ hasText: id.slice(0, 8) })
            .getByRole('progressbar')
            .getAttribute('aria-valuenow'),
        );
      expect(await percentOf(early)).toBe(chat.percent);
      expect(await percentOf(review)).toBe(Math.round((reviewDone / 8) * 100));
      await context.close();
    });

    it(`says what went wrong on a mistyped link, with a way on, on a ${device.name}`, async () => {
      const { context, page } = await newPage(chromium.browser, device);
      const response = await page.goto(appUrl('/definitely/not/here'));
      expect(response?.status()).toBe(404);
      expect(await page.getByText('forget to add the page to the router').count()).toBe(0);
      await expect(
        page.getByRole('link', { name: 'My applications' }).last().getAttribute('href'),
      ).resolves.toBe('/sessions');
      await expectNoAxeViolations(page);

      // A chat link with one character changed: a well-formed id that matches nothing.
      const real = await createSession(`typo-${device.name}@example.com`);
      const typo = `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`;
      await page.goto(appUrl(`/chat/${typo}`));
      await page.getByRole('heading', { name: 'Application not found' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/chat/${typo}`);
      await expect(page.getByRole('link', { name: 'My applications' }).getAttribute('href')).resolves.toBe(
        '/sessions',
      );
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);

      // Cut short by a mail client: not even a well-formed id.
      await page.goto(appUrl(`/chat/${real.slice(0, 10)}`));
      await page.getByRole('heading', { name: 'Application not found' }).waitFor();
      await context.close();
    });
  }
});
