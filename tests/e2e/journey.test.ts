import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './a11y';
import { appUrl, describeInChromium, newPage, saveScreenshot } from './browser';

/** Realistic answers per step for the offline assistant; extra answers cover its follow-up questions. */
type Invention = {
  landing: string;
  answers: Record<1 | 2 | 3 | 4 | 5 | 6, string[]>;
  /** With a caption the sketch goes with a typed message; without, through Submit Sketch. */
  caption: string | null;
};

const SAWHORSE: Invention = {
  landing:
    'I invented a folding sawhorse that levels itself on uneven ground. I do a lot of framing work on job sites and the ground is never flat, so my sawhorses always rock and I end up shimming them with scraps of wood.',
  answers: {
    1: [
      'It is called the Self-Leveling Folding Sawhorse: a sawhorse whose legs adjust themselves on uneven ground.',
    ],
    2: [
      "Existing sawhorses have fixed legs, so on a slope or gravel they wobble and the cut goes crooked. Contractors today shove shims or bricks under the legs, which is slow and not safe when you're running a circular saw on top.",
    ],
    3: [
      "My sawhorse has four legs that each slide in a sleeve and lock automatically when the beam is level, so you just set it down and it finds level in a couple of seconds. It's safer and faster than shimming and it still folds flat for the truck.",
    ],
    4: [
      'The steel beam is made of 14 gauge square tubing about 36 inches long. Each telescoping leg slides inside an aluminum sleeve that is bolted to a hinge bracket under the beam. A spring-loaded cam lock in each sleeve grips the leg once it touches the ground.',
      'I put a bubble level on top of the beam so you can check it, and there are rubber feet on each leg. The hinge bracket lets the legs fold flat against the beam, and a release lever on the end of the beam opens all four cam locks at once.',
    ],
    5: [
      'The legs could be made of fiberglass instead of aluminum so it is lighter. A bigger version could be 48 inches long for sheet goods, and the cam lock could be replaced with a ratchet. I have also thought about a clamp rail on top of the beam.',
    ],
    6: [
      'Framers, deck builders and weekend DIY people would use it on job sites, driveways and lawns. You carry it out, unfold the legs, set it down, it levels itself, and you start cutting.',
    ],
  },
  caption: null,
};

const SHIFT_SWAP: Invention = {
  landing:
    "My idea is an app called ShiftSwap that lets nurses trade shifts with each other without the manager having to do all the back and forth. Right now we use a group chat and a paper calendar and it's a mess.",
  answers: {
    1: ['It is called ShiftSwap, a mobile app that lets nurses trade shifts with automatic rule checks.'],
    2: [
      'Hospitals schedule nurses weeks ahead, and when someone needs a day off they have to find a replacement themselves. The current way is texting around or posting in a group chat, then the charge nurse has to check overtime rules by hand and update the paper schedule, and mistakes happen all the time.',
    ],
    3: [
      "My app matches a nurse who wants to give up a shift with qualified nurses who are available, checks the overtime and certification rules automatically, and only sends the final swap to the manager for one-tap approval. It cuts the manager's work and prevents illegal swaps.",
    ],
    4: [
      'The mobile app runs on iPhone and Android phones. It talks over an encrypted API to a scheduling server that keeps the schedule in a PostgreSQL database. A rules engine on the server checks overtime limits, like no more than 60 hours a week, and unit certifications before a swap is offered.',
      'A matching module ranks the available nurses by seniority and hours worked, and a notification service sends push notifications to the phones. The manager dashboard is a web page where the charge nurse approves swaps, and an HL7 interface exports the final schedule to the hospital payroll system.',
    ],
    5: [
      'It could work for other shift workers like paramedics, factory workers or restaurant staff. The rules engine could load different union rules per hospital, and the matching module could use a machine learning model instead of simple ranking.',
    ],
    6: [
      'A nurse who needs Saturday off opens the app, taps the shift, and the app shows who can take it. The other nurse accepts, the charge nurse gets a notification, approves it with one tap, and the schedule updates for everyone. Staffing offices in big hospitals would use it too.',
    ],
  },
  caption: 'Diagram of the phone app, the server and the manager dashboard',
};

/** A line drawing as a PNG, the kind of sketch an inventor uploads. */
function sketchPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">
    <rect width="600" height="400" fill="white"/>
    <rect x="100" y="80" width="400" height="30" fill="none" stroke="black" stroke-width="4"/>
    <line x1="140" y1="110" x2="90" y2="340" stroke="black" stroke-width="4"/>
    <line x1="460" y1="110" x2="520" y2="360" stroke="black" stroke-width="4"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const progress = (page: Page) => page.getByRole('navigation', { name: 'Patent application progress' });
const conversationItems = (page: Page) => page.locator('section[aria-label="Conversation"] li');

/** Waits until the assistant has answered (input enabled again, reply in the list) or review began. */
async function waitForReply(page: Page, itemsBefore: number) {
  await page.waitForFunction(
    (count) => {
      if (document.querySelector('nav[data-review="true"]')) return true;
      const input = document.querySelector<HTMLTextAreaElement>(
        'section[aria-labelledby="chat-panel-title"] textarea',
      );
      const items = document.querySelectorAll('section[aria-label="Conversation"] li').length;
      return input !== null && !input.disabled && items >= count;
    },
    itemsBefore + 2,
    { timeout: 30_000 },
  );
}

async function sendAnswer(page: Page, text: string) {
  const before = await conversationItems(page).count();
  const input = page.getByLabel('Your answer to the Patent Assistant');
  await input.fill(text);
  await input.press('Enter');
  await waitForReply(page, before);
}

/** Landing → e-mail → the new session's chat, with the landing text as the first message. */
async function startSession(page: Page, invention: Invention, email: string): Promise<string> {
  await page.goto(appUrl('/'));
  await saveScreenshot(page, `${email.split('@')[0]}-0-landing`);
  const prompt = page.getByPlaceholder('Describe your invention title here...');
  await prompt.fill(invention.landing);
  await prompt.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Start Your Patent Application' });
  await modal.getByLabel('Email address').fill(email);
  await modal.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/chat\/[A-Za-z0-9_-]{22}$/, { timeout: 30_000 });
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await conversation.getByText(invention.landing).waitFor();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** Answers each step as the progress bar shows it until the review screen replaces the chat. */
async function interview(page: Page, invention: Invention, shots: string) {
  const tries = new Map<number, number>();
  const sketch = await sketchPng();
  for (let turn = 0; turn < 30; turn++) {
    if ((await progress(page).getAttribute('data-review')) === 'true') return;
    const step = Number(await progress(page).getAttribute('data-current-step'));
    const attempt = tries.get(step) ?? 0;
    tries.set(step, attempt + 1);
    if (step === 7) {
      await page.getByRole('heading', { name: 'Add a Sketch or Diagram (Optional)' }).waitFor();
      await page.getByLabel('Choose a sketch image').setInputFiles({
        name: 'sketch.png',
        mimeType: 'image/png',
        buffer: sketch,
      });
      await page.getByRole('img', { name: 'Preview of your sketch sketch.png' }).waitFor();
      await saveScreenshot(page, `${shots}-3-sketch-step`);
      if (invention.caption) {
        await sendAnswer(page, invention.caption);
      } else {
        const before = await conversationItems(page).count();
        await page.getByRole('button', { name: 'Submit Sketch' }).click();
        await waitForReply(page, before);
      }
      continue;
    }
    const answers = invention.answers[step as 1 | 2 | 3 | 4 | 5 | 6];
    // When the prepared answers are used up, the inventor moves on, as the assistant offers.
    await sendAnswer(page, answers[attempt] ?? 'next');
    if (step === 4 && attempt === 0) await saveScreenshot(page, `${shots}-2-chat-in-progress`);
  }
  throw new Error('The interview did not reach the review screen within 30 turns');
}

async function journey(
  browser: Browser,
  viewport: { width: number; height: number },
  invention: Invention,
  shots: string,
) {
  const { context, page } = await newPage(browser, { viewport });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const email = `${shots}@example.com`;

  const sessionId = await startSession(page, invention, email);
  await page.getByText('Payments are in test mode').first().waitFor();
  await page.getByText('Secure & Confidential').waitFor();
  await page.getByText('Progress auto-saved').waitFor();
  await saveScreenshot(page, `${shots}-1-chat-start`);
  await expectNoAxeViolations(page);

  await interview(page, invention, shots);
  const review = page.getByRole('heading', { name: 'Review Your Patent Application' });
  await review.waitFor();
  expect(await page.getByRole('region', { name: 'Conversation' }).count()).toBe(0);
  expect(await page.getByTestId('review-section-summary').locator('[data-locked="true"]').count()).toBe(1);
  await page.getByAltText('Your sketch of the invention').waitFor();
  await saveScreenshot(page, `${shots}-4-review-locked`);
  await expectNoAxeViolations(page);

  // Not unlocked: the PDF button goes to checkout, which in test mode unlocks and comes back.
  await page.getByRole('button', { name: 'Unlock & Generate PDF' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/checkout' && url.searchParams.get('sessionId') === sessionId,
  );
  await page.getByRole('button', { name: /Unlock Premium Features/ }).click();
  await page.waitForURL((url) => url.pathname === `/chat/${sessionId}` && url.searchParams.has('t'), {
    timeout: 30_000,
  });
  // The page shows the cached session at once and the refetched, unlocked one a moment later.
  await page.getByRole('button', { name: 'Generate Patent PDF' }).waitFor();
  expect(await page.locator('[data-locked="true"]').count()).toBe(0);
  await saveScreenshot(page, `${shots}-5-review-unlocked`);

  const downloading = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('button', { name: 'Generate Patent PDF' }).click();
  await page
    .getByRole('alertdialog', { name: 'Generate your PDF?' })
    .getByRole('button', { name: 'Generate PDF' })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.getByRole('dialog', { name: 'Processing Complete' }).waitFor();
  await saveScreenshot(page, `${shots}-6-processing-complete`);

  await page
    .getByRole('heading', { name: 'File Your Provisional Patent Application' })
    .waitFor({ timeout: 15_000 });
  expect(await page.locator('main ol > li').count()).toBe(7);
  await saveScreenshot(page, `${shots}-7-filing-steps`);
  // The second file the office expects with a provisional: the prefilled cover sheet.
  const coverSheetDownloading = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Download Cover Sheet' }).click();
  const details = page.getByRole('dialog', { name: 'Cover sheet details' });
  await details.getByLabel('Family name').fill('Rivera');
  await details.getByRole('button', { name: 'Save and Download' }).click();
  const coverSheet = await coverSheetDownloading;
  expect(coverSheet.suggestedFilename()).toMatch(/_cover_sheet\.pdf$/);
  const coverSheetBytes = await readFile(await coverSheet.path());
  expect(coverSheetBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.getByRole('button', { name: 'Create New Patent' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  // Premium and PDF generated: the session's link now opens the completion screen.
  await page.goto(appUrl(`/chat/${sessionId}`));
  await page.getByRole('heading', { name: 'Your Provisional Patent Application Is Ready' }).waitFor();
  await saveScreenshot(page, `${shots}-8-completion`);
  await expectNoAxeViolations(page);

  expect(alerts).toEqual([]);
  await context.close();
}

describeInChromium('the whole journey with the offline assistant', (chromium) => {
  it('goes from landing to the filing steps on a laptop', async () => {
    await journey(chromium.browser, { width: 1280, height: 900 }, SAWHORSE, 'journey-laptop');
  }, 240_000);

  it('goes from landing to the filing steps on a phone', async () => {
    await journey(chromium.browser, { width: 375, height: 812 }, SHIFT_SWAP, 'journey-phone');
  }, 240_000);
});
