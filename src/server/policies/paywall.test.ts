import { describe, expect, it } from 'vitest';
import { mayEditSection, mayReadEverything, mayReadField } from './paywall';

const free = { premiumUnlocked: false };
const paid = { premiumUnlocked: true };

describe('paywall policy (issue 14, spec §1 and §5)', () => {
  it('lets a free holder read only title, background, completed sections and the sketch link in full', () => {
    for (const field of ['title', 'background', 'completedSections', 'sketchImage'])
      expect(mayReadField(free, field)).toBe(true);
    for (const field of ['summary', 'details', 'claims', 'abstract', 'review', 'aFieldAddedLater'])
      expect(mayReadField(free, field)).toBe(false);
    expect(mayReadEverything(free)).toBe(false);
  });

  it('lets a premium holder and the operator read everything', () => {
    expect(mayReadField(paid, 'claims')).toBe(true);
    expect(mayReadEverything(paid)).toBe(true);
    expect(mayReadField(free, 'claims', 'operator')).toBe(true);
    expect(mayReadEverything(free, 'operator')).toBe(true);
  });

  it('lets a free holder edit title and background only, a premium one any section', () => {
    expect(mayEditSection(free, 'title')).toBe(true);
    expect(mayEditSection(free, 'background')).toBe(true);
    expect(mayEditSection(free, 'summary')).toBe(false);
    expect(mayEditSection(free, 'claims')).toBe(false);
    expect(mayEditSection(paid, 'claims')).toBe(true);
  });
});
