import { describe, expect, it } from 'vitest';
import { SECTION_KEYS, type SectionKey } from './constants';
import { applicationProgress, isReviewStage, type ProgressSource } from './progress';

const session = (currentStep: number, completed: SectionKey[] = [], isComplete = false): ProgressSource => ({
  currentStep,
  isComplete,
  patentData: { completedSections: completed },
});

const statusList = (source: ProgressSource, reviewMode?: boolean) =>
  SECTION_KEYS.map((key) => applicationProgress(source, { reviewMode }).statuses[key]);

describe('review mode entry (spec §4)', () => {
  it('starts at step 8', () => {
    expect(isReviewStage(session(8))).toBe(true);
  });

  it('starts once seven sections are completed, whatever the step', () => {
    const seven = SECTION_KEYS.slice(0, 7);
    expect(isReviewStage(session(4, seven))).toBe(true);
    expect(isReviewStage(session(7, seven.slice(0, 6)))).toBe(false);
  });

  it('is off before step 8 with fewer sections completed', () => {
    expect(isReviewStage(session(7))).toBe(false);
  });
});

describe('section status (spec §4)', () => {
  it('marks earlier steps done, the current one in progress and later ones pending', () => {
    expect(statusList(session(3, ['title', 'background']))).toEqual([
      'done',
      'done',
      'in-progress',
      ...Array(5).fill('pending'),
    ]);
  });

  it('counts the first seven as done and only Review in progress in review mode', () => {
    expect(statusList(session(5, ['title']), true)).toEqual([...Array(7).fill('done'), 'in-progress']);
  });

  it('counts Review done too once the review is drafted', () => {
    expect(statusList(session(8, SECTION_KEYS.slice(0, 7), true))).toEqual(Array(8).fill('done'));
  });
});

describe('one progress figure for every screen (issue 17)', () => {
  it('counts only finished sections: one of eight done is 13 %, not the current step', () => {
    const progress = applicationProgress(session(2, ['title']));
    expect(progress).toMatchObject({ completed: 1, total: 8, percent: 13, reviewMode: false });
  });

  it('is 0 % before anything is done', () => {
    expect(applicationProgress(session(1))).toMatchObject({ completed: 0, percent: 0 });
  });

  it('says 7 of 8 on the review until the review is drafted, then 8 of 8', () => {
    const seven = SECTION_KEYS.slice(0, 7);
    expect(applicationProgress(session(8, seven))).toMatchObject({
      completed: 7,
      percent: 88,
      reviewMode: true,
    });
    expect(applicationProgress(session(8, seven, true))).toMatchObject({ completed: 8, percent: 100 });
  });

  it('agrees with the statuses it reports', () => {
    for (let step = 1; step <= 8; step++) {
      const progress = applicationProgress(session(step, SECTION_KEYS.slice(0, step - 1)));
      expect(Object.values(progress.statuses).filter((status) => status === 'done')).toHaveLength(
        progress.completed,
      );
    }
  });
});
