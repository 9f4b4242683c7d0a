import sharp from 'sharp';
import { expect, it } from 'vitest';
import { FILING_STEPS } from '../../src/contract/filing-steps';
import { expectNoAxeViolations } from './a11y';
import { api, completedApplication, sessionAtSketchStep, sessionInReview, unlockInTestMode } from './app-api';
import { appUrl, describeInChromium, newPage } from './browser';
import { DEVICES, expectUncovered } from './viewports';

function sketchPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">
    <rect width="600" height="400" fill="white"/>
    <rect x="100" y="120" width="400" height="160" fill="none" stroke="black" stroke-width="6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describeInChromium('field report details (issue 17, items 9, 10, 12, 13)', (chromium) => {
  for (const device of DEVICES) {
    it(`asks for the sketch's caption, opens the review at its top, and shows the sketch in its card and the preview on a ${device.name}`, async () => {
      const sessionId = await sessionAtSketchStep(`sketch-${device.name}@example.com`);
      const { context, page } = await newPage(chromium.browser, device);
      await page.goto(appUrl(`/chat/${sessionId}`));
      await page.getByLabel('Choose a sketch image').setInputFiles({
        name: 'planter.png',
        mimeType: 'image/png',
        buffer: await sketchPng(),
      });
      const caption = page.getByLabel('Caption (optional)');
      await caption.fill('Front view of the planter and its float valve');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Submit Sketch' }).click();

      const heading = page.getByRole('heading', { name: 'Review Your Patent Application' });
      await heading.waitFor({ timeout: 30_000 });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expectUncovered(heading, 'review heading');
      await expectUncovered(page.getByRole('button', { name: 'Unlock & Generate PDF' }), 'PDF button');
      const { messages } = await api<{ messages: { sender: string; content: string }[] }>(
        `/api/patent/session/${sessionId}`,
      );
      expect(messages.filter((m) => m.sender === 'user').map((m) => m.content)).toContain(
        'Front view of the planter and its float valve',
      );

      // The sketch sits inside the Sketch card, under its heading.
      const card = page.getByTestId('review-section-sketch');
      await card.getByRole('img', { name: 'Your sketch of the invention' }).waitFor();
      await expect(card.getByRole('heading', { name: 'Sketch' }).isVisible()).resolves.toBe(true);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Preview Application' }).click();
      const preview = page.getByRole('region', { name: 'Application Preview' });
      await preview.getByRole('img', { name: /Your sketch/ }).waitFor();
      const fonts = await preview
        .getByTestId('preview-body')
        .locator('p')
        .evaluateAll((items) => [...new Set(items.map((item) => getComputedStyle(item).fontFamily))]);
      expect(fonts).toHaveLength(1);
      expect(await preview.locator('[data-locked="true"]').count()).toBeGreaterThan(0);
      await context.close();
    });

    it(`says true things while the PDF is made, and ticks what is done on a ${device.name}`, async () => {
      const email = `pdf-dialog-${device.name}@example.com`;
      const sessionId = await sessionInReview(email);
      await unlockInTestMode(sessionId, email);
      const { context, page } = await newPage(chromium.browser, device);
      await page.goto(appUrl('/'));
      expect(await page.locator('body').textContent()).not.toContain('30 to 60');
      await page.goto(appUrl(`/chat/${sessionId}`));
      await page.getByRole('button', { name: 'Generate Patent PDF' }).click();
      const downloading = page.waitForEvent('download');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Generate PDF' }).click();
      await downloading;
      const processing = page.getByRole('dialog', { name: 'Processing Complete' });
      await processing.waitFor();
      // The file is already made and downloaded: its line is ticked at once.
      await expect(processing.getByText('PDF generated and downloaded (done)').count()).resolves.toBe(1);
      await expect.poll(() => processing.getByText('(done)').count(), { timeout: 6_000 }).toBe(4);
      await context.close();
    });

    it(`lets checkout go back, words its refund terms consistently and leaves no late notice on a ${device.name}`, async () => {
      const sessionId = await sessionInReview(`checkout-${device.name}@example.com`);
      const { context, page } = await newPage(chromium.browser, device);
      await page.goto(appUrl(`/chat/${sessionId}`));
      await page.getByRole('button', { name: 'Unlock & Generate PDF' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout');
      const back = page.getByRole('link', { name: 'Back to your application' });
      await expect(back.getAttribute('href')).resolves.toBe(`/chat/${sessionId}`);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).not.toContain('satisfied with your draft');
      expect(text).toContain('non-refundable once delivery begins, with one exception');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: /Unlock Premium Features/ }).click();
      await page.waitForURL((url) => url.pathname === `/chat/${sessionId}`, { timeout: 30_000 });
      await page.getByRole('button', { name: 'Generate Patent PDF' }).waitFor();
      // The 'Redirecting...' toast ended with the redirect.
      await page.waitForTimeout(500);
      expect(await page.getByText('Redirecting...').count()).toBe(0);
      await context.close();
    });

    it(`words the filing steps the same on every screen on a ${device.name}`, async () => {
      const sessionId = await completedApplication(`filing-text-${device.name}@example.com`);
      const { context, page } = await newPage(chromium.browser, device);
      const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
      const expectSteps = (text: string, where: string) => {
        for (const step of FILING_STEPS) {
          expect(text, `${where}: ${step.title}`).toContain(step.title);
          expect(text, `${where}: ${step.title}`).toContain(step.text);
        }
      };

      await page.goto(appUrl('/uspto-filing-instructions'));
      await page.getByRole('heading', { name: 'Filing in 7 steps' }).waitFor();
      expectSteps(squash(await page.locator('main').textContent()), 'filing guide');

      await page.goto(appUrl(`/chat/${sessionId}`));
      const instructions = page.getByRole('region', { name: 'How to file with the USPTO' });
      await instructions.waitFor();
      expectSteps(squash(await instructions.textContent()), 'completion screen');

      await page.getByRole('button', { name: 'Edit Application' }).click();
      await page.getByRole('button', { name: 'Generate New Version' }).click();
      const downloading = page.waitForEvent('download');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Generate Version 2' }).click();
      await downloading;
      const filing = page.getByRole('heading', { name: 'File Your Provisional Patent Application' });
      await filing.waitFor({ timeout: 15_000 });
      expectSteps(squash(await page.locator('main').textContent()), 'filing steps after the PDF');
      await context.close();
    });

    it(`closes the start dialog with Escape and says once that a recovery link was sent on a ${device.name}`, async () => {
      const { context, page } = await newPage(chromium.browser, device);
      await page.goto(appUrl('/'));
      const prompt = page.getByPlaceholder('Describe your invention title here...');
      await prompt.fill('A dog leash that retracts into the collar.');
      await prompt.press('Enter');
      const modal = page.getByRole('dialog', { name: 'Start Your Patent Application' });
      await modal.waitFor();
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      await expect(prompt.inputValue()).resolves.toBe('A dog leash that retracts into the collar.');

      const sessionId = await sessionAtSketchStep(`recovery-${device.name}@example.com`);
      await page.goto(appUrl(`/chat/${sessionId}`));
      await page.getByRole('button', { name: 'Save for Later' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save for Later' });
      await dialog.getByText('Recovery link sent successfully!').waitFor();
      await page.waitForTimeout(300);
      expect(await page.getByText('Recovery link sent!', { exact: true }).count()).toBe(0);
      await context.close();
    });
  }
});
