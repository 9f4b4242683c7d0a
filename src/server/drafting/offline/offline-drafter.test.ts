import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVENTIONS } from '../../../../tests/helpers/inventions';
import { ABSTRACT_MAX_WORDS, draftAbstract } from './abstract';
import { checkClaims, draftClaims } from './claims';
import { formalize, hasFirstPerson } from './style';
import { proposeTitle } from './title';
import { countWords } from './wording';

const WORDS = [
  'I',
  'i',
  'me',
  'my',
  'My',
  'mine',
  'myself',
  'we',
  'We',
  'us',
  'Us',
  'our',
  'Our',
  'ours',
  'ourselves',
  "I'm",
  "I've",
  "I'd",
  "I'll",
  "we're",
  "we've",
  'you',
  'your',
  "you're",
  'US',
  'use',
  'built',
  'made',
  'invented',
  'put',
  'think',
  'the',
  'a',
  'steel',
  'frame',
  'hinge',
  'is',
  'and',
  'with',
  '12V',
  'battery',
  'really',
  'just',
  'so',
  ',',
  '.',
  '!',
  '?',
  'it',
  "it's",
  "don't",
  'also',
];

const sentence = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 25 }).map((w) => w.join(' '));
const answer = fc.array(sentence, { minLength: 1, maxLength: 6 }).map((s) => s.join(' '));

describe('offline drafter rules', () => {
  it('never leaves a first-person word in formal prose, whatever the answer', () => {
    fc.assert(
      fc.property(answer, (text) => {
        expect(hasFirstPerson(formalize(text)), formalize(text)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the technical words of an answer', () => {
    const text = "I'm using a 12V lithium battery and my frame is 6061 aluminum, about 36 inches long.";
    expect(formalize(text)).toBe(
      'The user is using a 12V lithium battery and the frame is 6061 aluminum, about 36 inches long.',
    );
  });

  it('always drafts well-formed claims and an abstract of at most 150 words', () => {
    fc.assert(
      fc.property(answer, answer, answer, answer, (title, summary, details, variations) => {
        const patentData = {
          title: proposeTitle(title),
          summary: `The present invention provides a device.\n\n${formalize(summary)}`,
          details: `Intro.\n\n${formalize(details)}`,
          variations: `Intro.\n\n${formalize(variations)}`,
          completedSections: [],
        };
        const claims = draftClaims(patentData);
        expect(checkClaims(claims), claims).toEqual({ ok: true });
        expect(hasFirstPerson(claims)).toBe(false);
        expect(countWords(draftAbstract(patentData))).toBeLessThanOrEqual(ABSTRACT_MAX_WORDS);
      }),
      { numRuns: 300 },
    );
  });

  it('catches broken claims', () => {
    expect(checkClaims('1. An apparatus, comprising:\na frame.')).toEqual({ ok: true });
    expect(checkClaims('1. An apparatus.\n\n3. The apparatus of claim 1, wherein x.').ok).toBe(false);
    expect(checkClaims('1. An apparatus.\n\n2. The apparatus of claim 2, wherein x.').ok).toBe(false);
    expect(checkClaims('1. An apparatus.\n\n2. The apparatus of claim 5, wherein x.').ok).toBe(false);
    expect(checkClaims('1. An apparatus.\n\n2. A method of making.').ok).toBe(false);
    expect(checkClaims('1. An apparatus').ok).toBe(false);
  });

  it('proposes a descriptive title from a first description', () => {
    expect(INVENTIONS.map((invention) => proposeTitle(invention.landing))).toEqual([
      'Folding Sawhorse',
      'App That Lets Nurses Trade Shifts with Each Other',
      'Shelf-Stable Hot Sauce',
      'Nebulizer Mask with a Built-In Timer',
      'Dog Water Bottle',
    ]);
  });
});
