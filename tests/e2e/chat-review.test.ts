import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './a11y';
import { api, createSession, sessionInReview } from './app-api';
import { appUrl, describeInChromium, newPage, saveScreenshot } from './browser';

type SessionReply = {
  session: { sessionId: string; currentStep: number };
  messages: { sender: string; content: string }[];
};

describeInChromium('the chat screen against the real server', (chromium) => {
  it('saves a free section and reopens another from the progress bar', async () => {
    const sessionId = await sessionInReview('review@example.com');
    const { context, page } = await newPage(chromium.browser);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(appUrl(`/chat/${sessionId}`));
    const review = page.getByRole('heading', { name: 'Review Your Patent Application' });
    await review.waitFor();

    await page.getByRole('button', { name: 'Preview Application' }).click();
    const preview = page.getByRole('region', { name: 'Application Preview' });
    await preview.waitFor();
    expect(await preview.locator('[data-locked="true"]').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Close Preview' }).click();

    await page.getByRole('button', { name: 'Edit Title' }).click();
    await page.getByLabel('Edit the Title section').fill('Solar Fingerprint Bicycle Lock');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Changes saved successfully').waitFor();
    await page.getByTestId('review-section-title').getByText('Solar Fingerprint Bicycle Lock').waitFor();
    await saveScreenshot(page, 'chat-review-edit-saved');
    await expectNoAxeViolations(page);
    await page.getByText('Changes saved successfully').waitFor({ state: 'detached', timeout: 5_000 });

    // A locked section leads a free user to checkout rather than into the editor.
    await page.getByRole('button', { name: 'Unlock to edit Details' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/checkout' && url.searchParams.get('sessionId') === sessionId,
    );
    await page.goBack();
    await review.waitFor();

    await page
      .getByRole('navigation', { name: 'Patent application progress' })
      .getByRole('button', { name: /Variations/ })
      .click();
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await conversation.getByText('Add more details to the Variations section').waitFor();
    expect(await review.count()).toBe(0);
    await saveScreenshot(page, 'chat-review-reopened-section');
    const input = page.getByLabel('Your answer to the Patent Assistant');
    await page.waitForFunction(() => !document.querySelector<HTMLTextAreaElement>('textarea')?.disabled);
    const answer =
      'The shackle could be made of hardened boron steel or titanium, and the solar panel could be replaced by a USB-C charging port for riders who park indoors.';
    await input.fill(answer);
    await input.press('Enter');
    await review.waitFor({ timeout: 30_000 });
    const stored = await api<SessionReply>(`/api/patent/session/${sessionId}`);
    // The free session shows Variations only as its preview, so check the stored conversation instead.
    const userMessages = stored.messages.filter((message) => message.sender === 'user');
    expect(userMessages.at(-1)?.content).toBe(answer);
    expect(userMessages.at(-2)?.content).toBe('Add more details to the Variations section');
    expect(alerts).toEqual([]);
    await context.close();
  });

  it("says 'Application not found' for an unknown session and keeps /patent-chat?session= working", async () => {
    const { context, page } = await newPage(chromium.browser);
    await page.goto(appUrl('/chat/AAAAAAAAAAAAAAAAAAAAAA'));
    await page.getByRole('heading', { name: 'Application not found' }).waitFor();
    const sessionId = await createSession('link@example.com');
    await page.goto(appUrl(`/patent-chat?session=${sessionId}`));
    await page.getByRole('region', { name: 'Conversation' }).waitFor();
    await page.getByRole('button', { name: 'Save for Later' }).waitFor();
    await context.close();
  });

  it('asks for an e-mail on /chat without a session and opens the new session', async () => {
    const { context, page } = await newPage(chromium.browser, { viewport: { width: 375, height: 812 } });
    await page.goto(appUrl('/chat'));
    const modal = page.getByRole('dialog', { name: 'Start Your Patent Application' });
    await modal.waitFor();
    await page.keyboard.press('Escape');
    await modal.getByLabel('Email address').fill('capture@example.com');
    await saveScreenshot(page, 'chat-email-capture');
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/chat\/[A-Za-z0-9_-]{22}$/);
    await page.getByRole('region', { name: 'Conversation' }).waitFor();
    expect(await modal.count()).toBe(0);
    await context.close();
  });
});
