import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { InventionMapResponse } from '../../src/contract';
import { INVENTIONS } from '../helpers/inventions';
import { expectNoAxeViolations } from './a11y';
import { api, createSession, sessionState, unlockInTestMode } from './app-api';
import { appUrl, describeInChromium, newPage, saveScreenshot } from './browser';
import { DEVICES, type Device } from './viewports';

const sawhorse = INVENTIONS[0]!;
const DETAILS = sawhorse.answers[4][1]!;

type Reply = { session: { currentStep: number; isComplete: boolean } };

/**
 * The sawhorse interview through the API up to `untilStep` (8: the review), each step's answers sent
 * while the step lasts, then "skip".
 */
async function interview(sessionId: string, untilStep: number) {
  const say = async (content: string) =>
    (await api<Reply>(`/api/patent/session/${sessionId}/message`, { content })).session;
  let session = await say(sawhorse.landing);
  for (const step of [2, 3, 4, 5, 6, 7] as const) {
    if (step >= untilStep) return;
    for (const answer of step === 7 ? [] : sawhorse.answers[step])
      if (session.currentStep === step) session = await say(answer);
    while (session.currentStep === step && !session.isComplete) session = await say('skip');
  }
}

const mapPanel = (page: Page) => page.getByRole('region', { name: 'Invention map' });

/** On a phone the map sits behind its disclosure button; on a laptop it is open beside the chat. */
async function openMap(page: Page, device: Device) {
  const toggle = page.getByRole('button', { name: 'Invention map' });
  await toggle.waitFor();
  const expanded = await toggle.getAttribute('aria-expanded');
  expect(expanded).toBe(device.name === 'laptop' ? 'true' : 'false');
  if (expanded === 'false') await toggle.click();
}

/** Issue 16, item 5: the invention map beside the chat and in review. */
describeInChromium('the invention map', (chromium) => {
  for (const device of DEVICES) {
    it(`updates after an answer (${device.name})`, async () => {
      const sessionId = await createSession(`map-chat-${device.name}@example.com`);
      await interview(sessionId, 4);
      const { context, page } = await newPage(chromium.browser, device);
      await page.goto(appUrl(`/chat/${sessionId}`));
      await openMap(page, device);
      const map = mapPanel(page);
      await map
        .getByText(/Parts and steps appear here|^Parts$/)
        .first()
        .waitFor();
      expect(await map.getByRole('button', { name: 'Rename the part "aluminum sleeve"' }).count()).toBe(0);

      const composer = page.getByLabel('Your answer to the Patent Assistant');
      await composer.fill(DETAILS);
      await page.getByRole('button', { name: 'Send' }).click();
      await map.getByRole('button', { name: 'Rename the part "aluminum sleeve"' }).waitFor();
      await expect.poll(() => map.locator('[aria-live="polite"]').textContent()).toMatch(/Map updated/);
      await saveScreenshot(page, `invention-map-chat-${device.name}`);
      await expectNoAxeViolations(page);
      await context.close();
    });

    it(`renames a part and the claims follow; traceability shows on focus (${device.name})`, async () => {
      const email = `map-review-${device.name}@example.com`;
      const sessionId = await createSession(email);
      await interview(sessionId, 8);
      await unlockInTestMode(sessionId, email);
      const before = await api<InventionMapResponse>(`/api/patent/session/${sessionId}/invention-map`);
      const claims = (await sessionState(sessionId)) as unknown as { patentData: { claims: string } };
      const part = before.elements.find((element) => claims.patentData.claims.includes(element.name))!;
      expect(part, JSON.stringify(before.elements)).toBeDefined();

      const { context, page } = await newPage(chromium.browser, device);
      await page.goto(appUrl(`/chat/${sessionId}`));
      await page.getByRole('heading', { name: 'Review Your Patent Application' }).waitFor();
      await openMap(page, device);
      const map = mapPanel(page);
      const rename = map.getByRole('button', { name: `Rename the part "${part.name}"` });
      await rename.click();
      const field = map.getByLabel(`New name for the part "${part.name}"`);
      await field.fill('biometric latch');
      await field.press('Enter');
      await map
        .getByRole('status')
        .getByText(/claims and abstract now follow the map/)
        .waitFor();
      // The focus stays on the part's Rename button, now named for the new name.
      const renamed = map.getByRole('button', { name: 'Rename the part "biometric latch"' });
      await expect.poll(() => renamed.evaluate((button) => button === document.activeElement)).toBe(true);
      const stored = (await sessionState(sessionId)) as unknown as { patentData: { claims: string } };
      expect(stored.patentData.claims).toContain('biometric latch');
      await page
        .getByTestId('review-section-claims')
        .getByText(/biometric latch/)
        .first()
        .waitFor();

      // Keyboard: Tab moves from one traced claim line to the next, and its source shows.
      const traced = map.getByRole('region', { name: 'Where each claim came from' });
      await traced.locator('[tabindex="0"]').first().focus();
      await page.keyboard.press('Tab');
      const second = traced.locator('[tabindex="0"]').nth(1);
      expect(await second.evaluate((line) => line === document.activeElement)).toBe(true);
      const tooltip = page.locator('[role="tooltip"][data-state$="-open"]');
      await tooltip.waitFor();
      expect(await tooltip.textContent()).toMatch(/From your words: “/);
      expect(await second.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
      await saveScreenshot(page, `invention-map-review-${device.name}`);
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
