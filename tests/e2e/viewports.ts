import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export type Device = {
  name: 'phone' | 'laptop';
  viewport: { width: number; height: number };
  touch: boolean;
};

/** The two sizes every screen is checked at (issue 17): a phone held upright and a common laptop. */
export const PHONE: Device = { name: 'phone', viewport: { width: 390, height: 844 }, touch: true };
export const LAPTOP: Device = { name: 'laptop', viewport: { width: 1366, height: 800 }, touch: false };
export const DEVICES = [PHONE, LAPTOP] as const;

/**
 * 'ok' when the element lies wholly inside the viewport and the topmost element at its centre is the
 * element itself (or inside it): nothing fixed or floating covers it. Otherwise what is wrong.
 */
function coverage(element: Element): string {
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) {
    return `outside the viewport: ${Math.round(box.top)}..${Math.round(box.bottom)} of ${window.innerHeight}`;
  }
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (hit && (hit === element || element.contains(hit))) return 'ok';
  return `covered by <${hit?.tagName.toLowerCase()} class="${hit?.getAttribute('class') ?? ''}">`;
}

/** Waits (through smooth scrolling) until the element is in view and uncovered. */
export async function expectUncovered(locator: Locator, what: string): Promise<void> {
  await expect.poll(() => locator.evaluate(coverage), { message: what, timeout: 5_000 }).toBe('ok');
}

/**
 * No sideways scrolling: the document is no wider than the viewport (issue 17). On a phone an
 * overflowing page is zoomed out, which widens `innerWidth` with it; the layout viewport
 * (`clientWidth`, the device width) is what the page must fit.
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    layoutWidth: document.documentElement.clientWidth,
  }));
  const viewport = page.viewportSize()?.width ?? widths.layoutWidth;
  expect(widths.scrollWidth, `page width on ${page.url()}`).toBeLessThanOrEqual(widths.layoutWidth);
  expect(widths.innerWidth, `zoomed out to fit on ${page.url()}`).toBeLessThanOrEqual(viewport);
}
