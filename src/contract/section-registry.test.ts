import { describe, expect, it } from 'vitest';
import { FREE_SECTIONS, SECTION_KEYS, SECTION_LABELS } from './constants';
import {
  DESCRIPTION_SECTION_KEYS,
  SECTION_REGISTRY,
  SEEDABLE_SECTION_KEYS,
  WRITTEN_SECTION_KEYS,
} from './section-registry';

describe('section registry', () => {
  it('agrees with the step order, labels and free sections of the constants', () => {
    for (const [index, key] of SECTION_KEYS.entries()) {
      const entry = SECTION_REGISTRY.find((e) => e.key === key)!;
      expect(entry.step, key).toBe(index + 1);
      expect(entry.label, key).toBe(SECTION_LABELS[key]);
    }
    expect(SECTION_REGISTRY.filter((e) => e.access === 'free').map((e) => e.key)).toEqual([...FREE_SECTIONS]);
  });

  it('derives the written, description and seedable lists from its entries', () => {
    expect(WRITTEN_SECTION_KEYS).toEqual([
      'title',
      'background',
      'summary',
      'details',
      'variations',
      'useCases',
    ]);
    expect([...DESCRIPTION_SECTION_KEYS]).toEqual(WRITTEN_SECTION_KEYS.filter((key) => key !== 'title'));
    expect([...SEEDABLE_SECTION_KEYS]).toEqual(SECTION_REGISTRY.filter((e) => e.seedable).map((e) => e.key));
  });
});
