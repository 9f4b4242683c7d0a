/**
 * `npm run screenshots [-- OUT_DIR]`: one picture of every screen, on a phone (390×844) and a laptop
 * (1366×800), for people to review (issue 17). Starts the app on a throw-away data folder, walks an
 * application from the landing page to the completion screen, and writes PNGs into `screenshots/`
 * (git-ignored): `<device>/NN-screen.png` shows what is in view, `…-full.png` the whole page.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { linkFromOutbox } from '../tests/e2e/outbox';
import { CHROMIUM_FLAGS } from '../tests/helpers/chromium-flags';
import { appApi } from './screenshots/app-api';
import { type RunningApp, startApp } from './screenshots/start-app';

const DEVICES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'laptop', viewport: { width: 1366, height: 800 }, touch: false },
] as const;

const STATIC_PAGES = [
  ['about', '/about'],
  ['contact', '/contact'],
  ['privacy-policy', '/privacy-policy'],
  ['terms-of-service', '/terms-of-service'],
  ['data-security', '/data-security'],
  ['filing-instructions', '/uspto-filing-instructions'],
  ['not-found', '/no-such-page'],
  ['application-not-found', '/chat/AAAAAAAAAAAAAAAAAAAAAA'],
] as const;

const DESCRIPTION =
  'A folding sawhorse that levels itself on uneven ground: each leg slides in a sleeve and a spring-loaded cam lock grips it once the beam is level.';

type Tour = { app: RunningApp; page: Page; dir: string; count: number; device: string };

async function shoot(tour: Tour, name: string, options: { fullPage?: boolean } = {}) {
  tour.count += 1;
  const stem = path.join(tour.dir, `${String(tour.count).padStart(2, '0')}-${name}`);
  // Let transitions and the 100 ms scroll-to-bottom settle, as a person would see the screen.
  await tour.page.waitForTimeout(400);
  await tour.page.screenshot({ path: `${stem}.png` });
  if (options.fullPage !== false) await tour.page.screenshot({ path: `${stem}-full.png`, fullPage: true });
}

async function walk(tour: Tour) {
  const { page, app } = tour;
  const api = appApi(app.url);
  const email = `screens-${tour.device}@example.com`;
  const goto = (pathname: string) => page.goto(`${app.url}${pathname}`);

  await goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(tour, 'landing');
  const prompt = page.getByPlaceholder('Describe your invention title here...');
  await prompt.fill(DESCRIPTION);
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await page.getByRole('dialog', { name: 'Start Your Patent Application' }).waitFor();
  await shoot(tour, 'start-modal', { fullPage: false });

  for (const [name, pathname] of STATIC_PAGES) {
    await goto(pathname);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await shoot(tour, name);
  }
  await goto('/chat');
  await page.getByRole('dialog').waitFor();
  await shoot(tour, 'chat-without-session', { fullPage: false });

  // One application, walked from the first answer to the completion screen.
  const sessionId = await api.createSession(email, DESCRIPTION);
  await goto(`/chat/${sessionId}`);
  await page.getByLabel('Your answer to the Patent Assistant').waitFor();
  await shoot(tour, 'chat-start');
  await page.getByRole('button', { name: 'Save for Later' }).click();
  await page.getByRole('dialog').waitFor();
  await page.getByText('Recovery link sent successfully!').waitFor();
  await shoot(tour, 'save-for-later', { fullPage: false });
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('region', { name: 'Application Preview' }).waitFor();
  await shoot(tour, 'chat-preview');

  await api.advanceTo(sessionId, 4);
  await goto(`/chat/${sessionId}`);
  await page.getByLabel('Your answer to the Patent Assistant').waitFor();
  await shoot(tour, 'chat-step-4');
  await api.advanceTo(sessionId, 7);
  await goto(`/chat/${sessionId}`);
  await page.getByRole('heading', { name: 'Add a Sketch or Diagram (Optional)' }).waitFor();
  await shoot(tour, 'chat-sketch-step');

  await api.advanceTo(sessionId, 8);
  await goto(`/chat/${sessionId}`);
  await page.getByRole('heading', { name: 'Review Your Patent Application' }).waitFor();
  await shoot(tour, 'review-locked');
  await page.getByRole('button', { name: 'Preview Application' }).click();
  await page.getByRole('region', { name: 'Application Preview' }).waitFor();
  await shoot(tour, 'review-preview');

  await page.getByRole('button', { name: 'Unlock & Generate PDF' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await page.getByRole('button', { name: /Unlock Premium Features/ }).waitFor();
  await shoot(tour, 'checkout');
  await page.getByRole('button', { name: /Unlock Premium Features/ }).click();
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  await shoot(tour, 'checkout-success', { fullPage: false });
  await page.getByRole('button', { name: 'Generate Patent PDF' }).waitFor({ timeout: 30_000 });
  await shoot(tour, 'review-unlocked');

  await page.getByRole('button', { name: 'Generate Patent PDF' }).click();
  const warning = page.getByRole('alertdialog');
  await warning.waitFor();
  await shoot(tour, 'generate-warning', { fullPage: false });
  const download = page.waitForEvent('download', { timeout: 90_000 });
  await warning.getByRole('button', { name: 'Generate PDF' }).click();
  await download;
  await page.getByRole('dialog', { name: 'Processing Complete' }).waitFor();
  await shoot(tour, 'processing-complete', { fullPage: false });
  await page
    .getByRole('heading', { name: 'File Your Provisional Patent Application' })
    .waitFor({ timeout: 15_000 });
  await shoot(tour, 'filing-steps');
  await goto(`/chat/${sessionId}`);
  await page.getByRole('heading', { name: 'Your Provisional Patent Application Is Ready' }).waitFor();
  await shoot(tour, 'completion');
  await page.getByRole('button', { name: 'Download Cover Sheet' }).click();
  await page.getByRole('dialog', { name: 'Cover sheet details' }).waitFor();
  await shoot(tour, 'cover-sheet-details', { fullPage: false });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit Application' }).click();
  await page.getByRole('button', { name: 'Generate New Version' }).click();
  await page.getByRole('alertdialog').waitFor();
  await shoot(tour, 'generate-v2-warning', { fullPage: false });
  const second = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Generate Version 2' }).click();
  await second;
  await page
    .getByRole('heading', { name: 'File Your Provisional Patent Application' })
    .waitFor({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Download v2' }).waitFor();
  await shoot(tour, 'completion-two-versions');

  await goto('/sessions');
  await page.getByRole('heading', { name: "Confirm it's you" }).waitFor();
  await shoot(tour, 'sessions-sign-in');
  const requestedAt = Date.now() - 1_000;
  await api.requestSignInLink(email);
  const link = await linkFromOutbox(app.dataDir, email, '/sessions?token=', requestedAt);
  await goto(`${link.pathname}${link.search}`);
  await page.getByTestId('session-card').first().waitFor();
  await shoot(tour, 'sessions-list');

  await goto('/admin');
  await page.getByLabel('Password').waitFor();
  await shoot(tour, 'admin-login');
  await page.getByLabel('Password').fill(app.adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Loading sessions...').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  await shoot(tour, 'admin-dashboard');
}

async function main() {
  const outDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'screenshots'));
  rmSync(outDir, { recursive: true, force: true });
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  let failed = false;
  try {
    for (const device of DEVICES) {
      const dir = path.join(outDir, device.name);
      mkdirSync(dir, { recursive: true });
      const context: BrowserContext = await browser.newContext({
        viewport: device.viewport,
        acceptDownloads: true,
        ...(device.touch ? { hasTouch: true, isMobile: true } : {}),
      });
      const tour: Tour = { app, page: await context.newPage(), dir, count: 0, device: device.name };
      tour.page.on('dialog', (dialog) => void dialog.accept());
      try {
        await walk(tour);
        process.stdout.write(`${device.name}: ${tour.count} screens in ${dir}\n`);
      } catch (error) {
        failed = true;
        await tour.page.screenshot({ path: path.join(dir, 'FAILED-here.png') }).catch(() => undefined);
        process.stderr.write(`${device.name}: stopped after ${tour.count} screens: ${String(error)}\n`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
