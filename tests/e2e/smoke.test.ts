import { expect, it } from 'vitest';
import { appUrl, describeInChromium, newPage, saveScreenshot } from './browser';

describeInChromium('the built app in Chromium', (chromium) => {
  it('opens the landing page served by npm start', async () => {
    const { context, page } = await newPage(chromium.browser);
    const response = await page.goto(appUrl('/'));
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toMatch(/InventDraft/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await saveScreenshot(page, 'landing');
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await newPage(chromium.browser);
    const response = await page.goto(appUrl('/no/such/page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' }).textContent()).resolves.toBe(
      '404 Page Not Found',
    );
    await expect(page.getByText('The link may be mistyped or out of date').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('serves the built JavaScript pre-compressed, with long-lived caching for hashed assets', async () => {
    const html = await (await fetch(appUrl('/'))).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const response = await fetch(appUrl(script!), { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
