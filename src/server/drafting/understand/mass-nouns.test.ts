import { describe, expect, it } from 'vitest';
import { massNounsOf, massNounTest } from './mass-nouns';

describe('massNounsOf', () => {
  it('finds the substances an inventor names without an article, and not the parts', () => {
    const mass = massNounsOf([
      'Then 60 percent HDPE flakes are mixed with 40 percent sawdust by weight in a ribbon blender.',
      'The ice melt is 80 percent pellets, 15 percent beet juice concentrate and 5 percent propylene glycol.',
      'The ingredients are red habanero peppers, apple cider vinegar, chia seed gel, garlic, and sea salt.',
      'A 395 nm LED lamp over the mold is switched on. It drives a red LED array.',
      'A bubble level sits on top of the beam. The gate has an aluminum bracket with a hole.',
    ]);
    expect([...mass].sort()).toEqual([
      'concentrate',
      'garlic',
      'gel',
      'glycol',
      'salt',
      'sawdust',
      'vinegar',
    ]);
  });

  it('counts a noun the inventor also names with "a" or in the plural', () => {
    expect(massNounsOf(['It is mixed with resin.', 'Pour a resin into the mold.'])).toEqual(new Set());
    expect(massNounsOf(['It is mixed with gel.', 'Both gels set in an hour.'])).toEqual(new Set());
  });

  it('answers for one noun at a time as for the whole set', () => {
    const sentences = ['Then HDPE flakes are mixed with 40 percent sawdust.', 'The mold sits in a press.'];
    const isMass = massNounTest(sentences);
    expect(isMass('sawdust')).toBe(true);
    expect(isMass('mold')).toBe(false);
    expect(isMass('press')).toBe(false);
  });
});
