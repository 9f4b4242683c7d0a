/** The landing page's wizard block, target of every Get Started button and call to action. */
export const WIZARD_ANCHOR_ID = 'wizard';
export const INVENTION_INPUT_ID = 'invention-description';

/**
 * Scrolls the wizard block into view and puts the cursor in its text box, so a keyboard or screen
 * reader user lands where the call to action promised. Returns false when the block is not on the page.
 */
export function scrollToWizard(): boolean {
  const block = document.getElementById(WIZARD_ANCHOR_ID);
  if (!block) return false;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  block.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  document.getElementById(INVENTION_INPUT_ID)?.focus({ preventScroll: true });
  return true;
}
