import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './a11y';
import { createSession } from './app-api';
import { appUrl, describeInChromium, newPage } from './browser';
import { DEVICES, type Device, expectUncovered } from './viewports';

const composer = (page: Page) => page.getByLabel('Your answer to the Patent Assistant');
const progress = (page: Page) => page.getByRole('navigation', { name: 'Patent application progress' });
const conversationItems = (page: Page) => page.locator('section[aria-label="Conversation"] li');

async function currentStep(page: Page): Promise<number> {
  return Number(await progress(page).getAttribute('data-current-step'));
}

/** The composer is where the inventor's eyes and fingers are: in view, uncovered, focused. */
async function expectComposerReady(page: Page, when: string) {
  await expectUncovered(composer(page), `composer ${when}`);
  await expect
    .poll(() => composer(page).evaluate((element) => element === document.activeElement), {
      message: `composer focused ${when}`,
    })
    .toBe(true);
}

/** Sends with the keyboard the device has: Enter on a laptop, the Send button on a phone. */
async function sendTyped(page: Page, device: Device, text: string) {
  const before = await conversationItems(page).count();
  // Typed, not filled: the focus must already be in the box.
  await page.keyboard.type(text);
  if (device.touch) await page.getByRole('button', { name: 'Send' }).tap();
  else await page.keyboard.press('Enter');
  await expect
    .poll(() => conversationItems(page).count(), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(before + 2);
  await expect
    .poll(() =>
      composer(page)
        .isDisabled()
        .catch(() => true),
    )
    .toBe(false);
}

function sketchPng(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
}

describeInChromium('the chat composer (issue 17, items 1-3)', (chromium) => {
  for (const device of DEVICES) {
    it(`is in view, uncovered and focused at every step on a ${device.name}`, async () => {
      const sessionId = await createSession(`composer-${device.name}@example.com`);
      const { context, page } = await newPage(chromium.browser, device);
      await page.goto(appUrl(`/chat/${sessionId}`));
      await composer(page).waitFor();
      await expectComposerReady(page, 'after load');
      await expectNoAxeViolations(page);

      await sendTyped(
        page,
        device,
        'A garden hose reel that winds itself with a spring motor and stops when the hose is fully in.',
      );
      for (let turn = 0; turn < 12 && (await currentStep(page)) < 7; turn++) {
        await expectComposerReady(page, `at step ${await currentStep(page)}`);
        await sendTyped(page, device, 'next');
      }
      expect(await currentStep(page)).toBe(7);
      await expectComposerReady(page, 'at the sketch step');
      // The sketch panel sits between the list and the composer; its buttons are not hidden either.
      await expectUncovered(page.getByRole('button', { name: 'Choose File' }), 'Choose File');
      await page.getByLabel('Choose a sketch image').setInputFiles({
        name: 'sketch.png',
        mimeType: 'image/png',
        buffer: await sketchPng(),
      });
      // The caption is asked next, and Submit comes into view by itself, clear of the footer.
      const captionId = await page.getByLabel('Caption (optional)').getAttribute('id');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('id') ?? ''))
        .toBe(captionId);
      await expectUncovered(page.getByRole('button', { name: 'Submit Sketch' }), 'Submit Sketch');
      await expectNoAxeViolations(page);
      await context.close();
    });
  }

  it('on a phone Enter starts a new line and only Send sends', async () => {
    const sessionId = await createSession('composer-touch@example.com');
    const [phone] = DEVICES;
    const { context, page } = await newPage(chromium.browser, phone);
    await page.goto(appUrl(`/chat/${sessionId}`));
    await composer(page).waitFor();
    await expectComposerReady(page, 'after load');
    const greeting = await conversationItems(page).count();
    await page.keyboard.type('It is a lamp');
    await page.keyboard.press('Enter');
    await page.keyboard.type('that dims itself');
    expect(await composer(page).inputValue()).toBe('It is a lamp\nthat dims itself');
    expect(await conversationItems(page).count()).toBe(greeting);
    expect(await composer(page).getAttribute('placeholder')).not.toContain('Enter to send');

    await page.getByRole('button', { name: 'Send' }).tap();
    await expect
      .poll(() => conversationItems(page).count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(greeting + 2);
    await expectComposerReady(page, 'after the first answer');
    await context.close();
  });

  it('on a laptop Enter sends and Shift+Enter starts a new line (spec §5)', async () => {
    const sessionId = await createSession('composer-keys@example.com');
    const [, laptop] = DEVICES;
    const { context, page } = await newPage(chromium.browser, laptop);
    await page.goto(appUrl(`/chat/${sessionId}`));
    await composer(page).waitFor();
    await expectComposerReady(page, 'after load');
    await page.keyboard.type('A kettle');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('that whistles in tune');
    expect(await composer(page).inputValue()).toBe('A kettle\nthat whistles in tune');
    await page.keyboard.press('Enter');
    await expect.poll(() => conversationItems(page).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await expectComposerReady(page, 'after the first answer');
    await context.close();
  });
});
