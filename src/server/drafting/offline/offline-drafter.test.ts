import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVENTIONS } from '../../../../tests/helpers/inventions';
import { ABSTRACT_MAX_WORDS, draftAbstract } from './abstract';
import { checkClaims, draftClaims } from './claims';
import { extractComponents } from './components';
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

  it('reads "you set" as how anyone uses it, and "I put" as what the inventor did', () => {
    expect(formalize('You just set it down and it finds level. I put a bubble level on top.')).toBe(
      'The user sets it down and it finds level. The user put a bubble level on top.',
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

  it('claims only features of the described embodiment, not another embodiment', () => {
    const claims = draftClaims({
      title: 'Shelf-Stable Hot Sauce',
      summary:
        'The present invention provides a shelf-stable hot sauce.\n\nThe sauce is a blend of ingredients.',
      details: 'Intro.\n\nThe ingredients are red habanero peppers, apple cider vinegar and chia seed gel.',
      variations:
        'Intro.\n\nThe gel could be made from flax seed instead of chia. A powdered version could be sold for restaurants.',
      completedSections: [],
    });
    expect(claims).toBe(
      [
        '1. A composition, comprising:\nred habanero peppers;\napple cider vinegar; and\nchia seed gel.',
        '2. The composition of claim 1, wherein the gel can be made from flax seed instead of chia.',
      ].join('\n\n'),
    );
  });

  it('opens the abstract with what the invention does, and names parts as prose does', () => {
    const sawhorse = draftAbstract({
      title: 'Folding Sawhorse',
      summary:
        'The present invention provides a folding sawhorse.\n\nThe present invention is a folding sawhorse that levels itself on uneven ground.',
      details: 'Intro.\n\nIt has a steel beam, four telescoping legs and rubber feet.',
      completedSections: [],
    });
    expect(sawhorse).toBe(
      'A folding sawhorse that levels itself on uneven ground is disclosed. In one embodiment, it includes a steel beam, telescoping legs and rubber feet.',
    );
    const sauce = draftAbstract({
      title: 'Hot Sauce',
      summary: 'The present invention provides a hot sauce.\n\nThe sauce is a blend that does not separate.',
      details: 'Intro.\n\nThe ingredients are habanero peppers, vinegar, garlic and sea salt in a mixture.',
      completedSections: [],
    });
    expect(sauce).toContain('it includes habanero peppers, vinegar, garlic and sea salt.');
  });

  it('does not take "having to do …" for a list of parts', () => {
    expect(
      extractComponents('It runs on a server without the manager having to do all the back and forth.'),
    ).toEqual(['server']);
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
