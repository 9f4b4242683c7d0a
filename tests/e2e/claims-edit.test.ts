import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './a11y';
import { api, sessionInReview, sessionState, unlockInTestMode } from './app-api';
import { appUrl, describeInChromium, newPage, saveScreenshot } from './browser';
import { DEVICES } from './viewports';

/** Issue 16, item 6: a paid inventor edits the claims and sees the checker's findings as they type. */
describeInChromium('editing the claims with inline checker findings', (chromium) => {
  for (const device of DEVICES) {
    it(`shows a finding inline while typing, then saves (${device.name})`, async () => {
      const email = `claims-${device.name}@example.com`;
      const sessionId = await sessionInReview(email);
      await unlockInTestMode(sessionId, email);
      // A known starting claim set, whatever the drafter wrote.
      await api(`/api/patent/session/${sessionId}/edit-section`, {
        section: 'claims',
        content: '1. A bicycle lock comprising a shackle and a lock body holding the shackle.',
      });
      const { context, page } = await newPage(chromium.browser, device);
      await page.goto(appUrl(`/chat/${sessionId}`));
      await page.getByRole('heading', { name: 'Review Your Patent Application' }).waitFor();

      await page.getByRole('button', { name: 'Edit Claims' }).click();
      const editor = page.getByLabel('Edit the Claims section');
      const flawed =
        '1. A bicycle lock comprising:\n a shackle; and\n a lock body holding the shackle, wherein the lever releases the shackle.';
      await editor.fill(flawed);
      const findings = page.getByTestId('review-section-claims').getByRole('status');
      await findings.getByText(/"the lever[^"]*" has no antecedent/).waitFor();
      expect(await findings.getAttribute('aria-live')).toBe('polite');
      await saveScreenshot(page, `claims-edit-findings-${device.name}`);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Changes saved successfully').waitFor();
      expect((await sessionState(sessionId)) as unknown).toMatchObject({
        patentData: { claims: flawed },
      });
      await context.close();
    });
  }
});
