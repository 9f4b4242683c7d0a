import { describe, expect, it } from 'vitest';
import { asApplicationSentence } from '../offline/repair';
import { buildInventionModel } from '../understand/invention-model';
import { andNewSubject } from '../understand/sentence-forms';
import { writeClaims } from './claims';

/** Fire starters of wax and sawdust in egg carton cups, told the way the offline drafter writes them. */
const starters = () =>
  buildInventionModel({
    title: 'Fire Starter Made of Sawdust and Wax in Egg Cartons',
    summary:
      'The present invention is a fire starter made of sawdust and wax in egg cartons.\n\nEach cup of the egg carton is a fire starter. The wax soaks into the sawdust and the cardboard so it burns for about 10 minutes.',
    details:
      'Intro.\n\nBy weight, the fire starter is 60 percent paraffin wax and 40 percent pine sawdust. The wax is melted to 70 degrees C. The sawdust is stirred in. The mixture is spooned into the egg carton cups and allowed to cool for an hour. Then the cups are cut apart. Each fire starter weighs about 20 grams.',
    variations: 'Alternatives.\n\nA short cotton wick to each cup may be added, so that it lights easier.',
    completedSections: [],
  });

describe('a composition made as things the inventor counts (fire starters in egg carton cups)', () => {
  it('names "each one" by the invention, and keeps "the sawdust and the cardboard" one object', () => {
    expect(asApplicationSentence('Each one weighs about 20 grams.', 'fire starter', 'details')).toBe(
      'Each fire starter weighs about 20 grams.',
    );
    expect(
      andNewSubject('The wax soaks into the sawdust and the cardboard so it burns for about 10 minutes.'),
    ).toBe('The wax soaks into the sawdust and the cardboard so it burns for about 10 minutes.');
  });

  it('takes neither what it is made as for a material nor its weight for a step', () => {
    const model = starters();
    expect(model.elements.flatMap((e) => e.materials)).not.toContain('a fire starter');
    expect(model.steps.map((s) => s.action).join(' ')).not.toMatch(/weigh/);
  });

  it('claims it cast in the cups it is held in, what one weighs, and the wick with its article', () => {
    const claims = writeClaims(starters());
    expect(claims).toContain('of claim 1, wherein the composition is cast into a starter.');
    expect(claims).toMatch(/of claim \d+, wherein the starter is held in an egg carton cup\./);
    expect(claims).toMatch(/of claim \d+, wherein the starter weighs about 20 grams\./);
    expect(claims).toContain('further comprising a short cotton wick.');
  });
});
