import { describe, expect, it } from 'vitest';
import { SECTION_KEYS } from './constants';
import {
  DESCRIPTION_SECTION_KEYS,
  FREE_SECTIONS,
  SECTION_LABELS,
  SECTION_REGISTRY,
  SEEDABLE_SECTION_KEYS,
  WRITTEN_SECTION_KEYS,
} from './section-registry';

describe('section registry', () => {
  it('keeps the step order of spec §3 and gives the labels and free sections of the spec', () => {
    for (const [index, key] of SECTION_KEYS.entries()) {
      const entry = SECTION_REGISTRY.find((e) => e.key === key)!;
      expect(entry.step, key).toBe(index + 1);
    }
    expect(Object.values(SECTION_LABELS)).toEqual([
      'Title',
      'Background',
      'Summary',
      'Details',
      'Variations',
      'Use Cases',
      'Sketch',
      'Review',
    ]);
    expect(FREE_SECTIONS).toEqual(['title', 'background']);
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
