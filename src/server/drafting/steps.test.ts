import { describe, expect, it } from 'vitest';
import { isSkipCommand, reopenedSectionIn, sectionForStep, stepForSection } from './steps';

describe('interview commands', () => {
  it('maps steps 1–8 to the section keys in order', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(sectionForStep)).toEqual([
      'title',
      'background',
      'summary',
      'details',
      'variations',
      'useCases',
      'sketch',
      'review',
    ]);
    expect(stepForSection('useCases')).toBe(6);
  });

  it('recognises "next" and "skip" but not answers that contain them', () => {
    for (const command of [
      'next',
      'Next.',
      'skip',
      'Skip this step',
      'skip for now!',
      'move on',
      'no sketch',
    ]) {
      expect(isSkipCommand(command), command).toBe(true);
    }
    for (const answer of ['The next part is a hinge', 'Skip ropes use a similar handle', 'nextgen battery']) {
      expect(isSkipCommand(answer), answer).toBe(false);
    }
  });

  it('finds the section to reopen by label or key, however the request is worded', () => {
    expect(reopenedSectionIn('Add more details to the Use Cases section')).toBe('useCases');
    expect(reopenedSectionIn('add more details to the details section.')).toBe('details');
    expect(reopenedSectionIn('Add more to section Variations')).toBe('variations');
    expect(reopenedSectionIn('Add more information about the "Background" section')).toBe('background');
    expect(reopenedSectionIn('Add details to the Sketch section')).toBe('sketch');
    expect(reopenedSectionIn('Add more details to the Review section')).toBeUndefined();
    expect(reopenedSectionIn('Add more details to the Pricing section')).toBeUndefined();
    expect(reopenedSectionIn('I add salt to the sauce')).toBeUndefined();
  });
});
