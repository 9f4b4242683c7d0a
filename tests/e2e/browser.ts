import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { CHROMIUM_FLAGS } from '../helpers/chromium-flags';

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../../artifacts');

export const appUrl = (pathname = '/') => `${inject('appUrl')}${pathname}`;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_FLAGS });
}

/** A fresh context (cookies, storage) with downloads allowed; axe needs a page from a context. */
export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; touch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    acceptDownloads: true,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    // A phone: a finger as the pointer (`pointer: coarse`) and the mobile viewport meta tag honoured.
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under artifacts/screenshots for people to look at after a run. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(ARTIFACTS_DIR, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * A describe block whose tests share one Chromium, launched before them and closed after; skipped when
 * there is no Chromium (global-app.ts says so loudly, and fails with CI set). Tests read
 * `chromium.browser`.
 */
export function describeInChromium(name: string, body: (chromium: { readonly browser: Browser }) => void) {
  describe.skipIf(!inject('browserAvailable'))(name, () => {
    const chromium: { browser: Browser } = { browser: undefined as unknown as Browser };
    beforeAll(async () => {
      chromium.browser = await launchBrowser();
    });
    afterAll(() => chromium.browser?.close());
    body(chromium);
  });
}
