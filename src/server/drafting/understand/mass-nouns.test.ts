import { describe, expect, it } from 'vitest';
import { massNounTest } from './mass-nouns';

/** Every word of the sentences that the test takes for a substance. */
const massWordsOf = (sentences: string[]) => {
  const isMass = massNounTest(sentences);
  const words = new Set(
    sentences
      .join(' ')
      .toLowerCase()
      .match(/[a-z][a-z-]*/g),
  );
  return [...words].filter((word) => isMass(word)).sort();
};

describe('massNounTest', () => {
  it('finds the substances an inventor names without an article, and not the parts', () => {
    expect(
      massWordsOf([
        'Then 60 percent HDPE flakes are mixed with 40 percent sawdust by weight in a ribbon blender.',
        'The ice melt is 80 percent pellets, 15 percent beet juice concentrate and 5 percent propylene glycol.',
        'The ingredients are red habanero peppers, apple cider vinegar, chia seed gel, garlic, and sea salt.',
        'A 395 nm LED lamp over the mold is switched on. It drives a red LED array.',
        'A bubble level sits on top of the beam. The gate has an aluminum bracket with a hole.',
      ]),
    ).toEqual(['concentrate', 'garlic', 'gel', 'glycol', 'salt', 'sawdust', 'vinegar']);
  });

  it('counts a noun the inventor also names with "a" or in the plural', () => {
    expect(massWordsOf(['It is mixed with resin.', 'Pour a resin into the mold.'])).toEqual([]);
    expect(massWordsOf(['It is mixed with gel.', 'Both gels set in an hour.'])).toEqual([]);
  });

  it('answers each noun on its own', () => {
    const isMass = massNounTest([
      'Then HDPE flakes are mixed with 40 percent sawdust.',
      'The mold sits in a press.',
    ]);
    expect(isMass('sawdust')).toBe(true);
    expect(isMass('mold')).toBe(false);
    expect(isMass('press')).toBe(false);
  });

  it('reads "a small amount of cornstarch" as counting the amount, and a range before a noun as no article', () => {
    const test = massNounTest([
      'The cleaner comprises water and a small amount of cornstarch.',
      'Whisk 5 grams of cornstarch into the vinegar.',
      'The server tracks the energy in the 200 to 500 Hz band.',
    ]);
    expect(test('cornstarch')).toBe(true);
    expect(test('band')).toBe(false);
  });
});
