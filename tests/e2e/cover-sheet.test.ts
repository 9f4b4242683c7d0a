import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './a11y';
import { completedApplication } from './app-api';
import { appUrl, describeInChromium, newPage } from './browser';
import { DEVICES } from './viewports';

async function pdfText(bytes: Buffer): Promise<string> {
  const file = path.join(os.tmpdir(), `cover-${process.pid}-${Date.now()}.pdf`);
  await writeFile(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

async function downloadCoverSheet(
  page: Page,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Download Cover Sheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cover sheet details' });
  await dialog.waitFor();
  await fill(dialog);
  const waiting = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Save and Download' }).click();
  const download = await waiting;
  await dialog.waitFor({ state: 'detached' });
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

describeInChromium('the cover sheet asks for what it needs (issue 17, item 11)', (chromium) => {
  for (const device of DEVICES) {
    it(`asks for the inventors and address before generating it, stores them and fills them in on a ${device.name}`, async () => {
      const sessionId = await completedApplication(`cover-${device.name}@example.com`);
      const { context, page } = await newPage(chromium.browser, device);
      await page.goto(appUrl(`/chat/${sessionId}`));
      await page.getByRole('heading', { name: 'Your Provisional Patent Application Is Ready' }).waitFor();

      const first = await downloadCoverSheet(page, async (dialog) => {
        await expectNoAxeViolations(page);
        await dialog.getByLabel('Given name (first and middle)').fill('Grace Brewster');
        await dialog.getByLabel('Family name').fill('Hopper');
        await dialog.getByLabel('Residence (city, and state or country)').fill('Arlington, Virginia');
        await dialog.getByRole('button', { name: 'Add another inventor' }).click();
        await dialog.getByRole('group', { name: 'Inventor 2' }).getByLabel('Family name').fill('Aiken');
        await dialog.getByLabel('Street address').fill('1 Compiler Way');
        await dialog.getByLabel('ZIP code').fill('22201');
      });
      expect(first.name).toMatch(/_cover_sheet\.pdf$/);
      const text = await pdfText(first.bytes);
      for (const value of [
        'Grace Brewster',
        'Hopper',
        'Arlington, Virginia',
        'Aiken',
        '1 Compiler Way',
        '22201',
      ]) {
        expect(text).toContain(value);
      }
      // What was left blank stays a line to fill in by hand.
      expect(text).toContain('Telephone:');

      // Stored: the next time the form comes back filled in, also after a reload.
      await page.reload();
      await page.getByRole('heading', { name: 'Your Provisional Patent Application Is Ready' }).waitFor();
      await downloadCoverSheet(page, async (dialog) => {
        await expect(dialog.getByLabel('Given name (first and middle)').first().inputValue()).resolves.toBe(
          'Grace Brewster',
        );
        await expect(dialog.getByLabel('ZIP code').inputValue()).resolves.toBe('22201');
      });
      await context.close();
    });
  }
});
