import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { pdfFilenameFor } from '../../src/contract/pdf';
import { expectNoAxeViolations } from './a11y';
import { generatePdf, sessionInReview, unlockInTestMode } from './app-api';
import { appUrl, describeInChromium, newPage } from './browser';
import { DEVICES } from './viewports';

const completionHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Your Provisional Patent Application Is Ready' });

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const waiting = page.waitForEvent('download', { timeout: 60_000 });
  await click();
  const download: Download = await waiting;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

describeInChromium('the PDF is no dead end (issue 17, item 4)', (chromium) => {
  for (const device of DEVICES) {
    it(`a paid, completed application is edited and a v2 generated while v1 still downloads, on a ${device.name}`, async () => {
      const email = `versions-${device.name}@example.com`;
      const sessionId = await sessionInReview(email);
      await unlockInTestMode(sessionId, email);
      const v1 = await generatePdf(sessionId);
      const { context, page } = await newPage(chromium.browser, device);
      await page.goto(appUrl(`/chat/${sessionId}`));
      await completionHeading(page).waitFor();
      const versions = page.getByRole('region', { name: 'Your PDF versions' });
      await versions.getByRole('button', { name: 'Download v1' }).waitFor();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Edit Application' }).click();
      await page.getByRole('heading', { name: 'Review Your Patent Application' }).waitFor();
      const newTitle = `Fingerprint Bicycle Lock ${device.name}`;
      await page.getByRole('button', { name: 'Edit Title' }).click();
      await page.getByLabel('Edit the Title section').fill(newTitle);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Changes saved successfully').waitFor();

      await page.getByRole('button', { name: 'Generate New Version' }).click();
      const warning = page.getByRole('alertdialog', { name: 'Generate version 2?' });
      await warning.getByText('Version 1 and any earlier ones stay downloadable.').waitFor();
      await expectNoAxeViolations(page);
      const v2 = await downloaded(page, () =>
        warning.getByRole('button', { name: 'Generate Version 2' }).click(),
      );
      expect(v2.name).toBe(pdfFilenameFor(newTitle, 2));
      expect(v2.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // The full-screen filing steps can be left: Escape on the phone, the back button on the laptop.
      const filing = page.getByRole('heading', { name: 'File Your Provisional Patent Application' });
      await filing.waitFor({ timeout: 15_000 });
      await expectNoAxeViolations(page);
      if (device.touch) await page.keyboard.press('Escape');
      else await page.goBack();
      await completionHeading(page).waitFor();
      expect(await filing.count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(`/chat/${sessionId}`);

      await versions.getByRole('button', { name: 'Download v2' }).waitFor();
      // The summary names the latest file.
      await page.getByText(pdfFilenameFor(newTitle, 2), { exact: true }).first().waitFor();
      const again1 = await downloaded(page, () =>
        versions.getByRole('button', { name: 'Download v1' }).click(),
      );
      expect(again1.name).toBe(v1.filename);
      expect(v1.filename).not.toMatch(/_v\d+\.pdf$/);
      expect(again1.bytes.equals(v1.bytes)).toBe(true);
      const again2 = await downloaded(page, () =>
        versions.getByRole('button', { name: 'Download v2' }).click(),
      );
      expect(again2.bytes.equals(v2.bytes)).toBe(true);
      await context.close();
    });
  }

  it('the filing steps also close with their own button, back to the application', async () => {
    const email = 'versions-close@example.com';
    const sessionId = await sessionInReview(email);
    await unlockInTestMode(sessionId, email);
    const { context, page } = await newPage(chromium.browser, DEVICES[0]);
    await page.goto(appUrl(`/chat/${sessionId}`));
    await page.getByRole('button', { name: 'Generate Patent PDF' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Generate your PDF?' });
    await warning.getByText(/come back, edit and generate a new version/).waitFor();
    await downloaded(page, () => warning.getByRole('button', { name: 'Generate PDF' }).click());
    await page
      .getByRole('heading', { name: 'File Your Provisional Patent Application' })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Back to my application' }).click();
    await completionHeading(page).waitFor();
    await context.close();
  });
});
