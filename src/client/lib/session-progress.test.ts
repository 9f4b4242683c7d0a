import { describe, expect, it } from 'vitest';
import { SECTION_KEYS } from '../../contract/constants';
import { makeSession } from '../test-kit/chat-fixtures';
import { isReviewStage, sectionStatus } from './session-progress';

describe('review mode entry (spec §4)', () => {
  it('starts at step 8', () => {
    expect(isReviewStage(makeSession({ currentStep: 8 }))).toBe(true);
  });

  it('starts once seven sections are completed, whatever the step', () => {
    const seven = SECTION_KEYS.slice(0, 7);
    expect(isReviewStage(makeSession({ currentStep: 4, completed: seven }))).toBe(true);
    expect(isReviewStage(makeSession({ currentStep: 7, completed: seven.slice(0, 6) }))).toBe(false);
  });

  it('is off before step 8 with fewer sections completed', () => {
    expect(isReviewStage(makeSession({ currentStep: 7 }))).toBe(false);
  });
});

describe('section status (spec §4)', () => {
  it('marks earlier steps done, the current one in progress and later ones pending', () => {
    const session = makeSession({ currentStep: 3, completed: ['title', 'background'] });
    expect(SECTION_KEYS.map((key) => sectionStatus(key, session, false))).toEqual([
      'done',
      'done',
      'in-progress',
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('counts the first seven as done and only Review in progress in review mode', () => {
    const session = makeSession({ currentStep: 5, completed: ['title'] });
    expect(SECTION_KEYS.map((key) => sectionStatus(key, session, true))).toEqual([
      ...Array(7).fill('done'),
      'in-progress',
    ]);
  });
});
