import { describe, expect, it } from 'vitest';
import { ingredient, modelOf } from '../../../../tests/helpers/invention-model';
import { checkDraft } from '../check/draft-checker';
import { withoutActor } from '../offline/passive';
import { asUseSentence, formalSentences } from '../offline/style';
import { asVariationSentences } from '../offline/variations';
import { buildInventionModel } from '../understand/invention-model';
import { presentOf } from '../understand/nlp';
import { sentencesIn } from '../understand/told-sentences';
import { writeClaims } from './claims';

const tablet = () =>
  modelOf({
    kinds: ['composition'],
    subject: 'toilet cleaning tablet',
    elements: [
      ingredient('baking soda', { measures: ['is present at 60 percent'] }),
      ingredient('citric acid', { measures: ['is present at 30 percent'] }),
      ingredient('tea tree oil', {
        measures: ['is present at 2 percent'],
        substitutes: [{ alternative: 'lemon essential oil', replaces: 'tea tree oil' }],
      }),
    ],
    body: ingredient('toilet cleaning tablet', { listed: false }),
    advantages: [
      'When the user drops it in the bowl, the baking soda and citric acid fizz and loosen the stains',
    ],
  });

describe('a composition whose ingredients act together', () => {
  it('keeps "When the user drops it in the bowl, …" one sentence: "it" is what is dropped', () => {
    const told = sentencesIn(
      {
        title: 'Toilet Cleaning Tablet',
        summary: 'Intro.\n\nWhen the user drops it in the bowl, the baking soda and citric acid fizz.',
        completedSections: [],
      },
      'summary',
    ).map((s) => s.sentence);
    expect(told).toEqual(['When the user drops it in the bowl, the baking soda and citric acid fizz.']);
  });

  it('closes claim 1 with what two of its ingredients do together, and claims using it that way', () => {
    const claims = writeClaims(tablet()).split('\n\n');
    expect(claims[0]).toMatch(
      /,\nwherein the baking soda and the citric acid fizz and loosen stains when the toilet cleaning tablet composition is dropped in a bowl\.$/,
    );
    expect(claims.at(-1)).toMatch(
      /^\d+\. A method of using a toilet cleaning tablet composition, comprising:\nproviding the toilet cleaning tablet composition comprising baking soda and citric acid; and\ndropping the toilet cleaning tablet composition in a bowl such that the baking soda and the citric acid fizz and loosen stains\.$/,
    );
  });

  it('claims another oil for a whole oil by their kind, never as a replacement that drops claim 1', () => {
    const claims = writeClaims(tablet()).split('\n\n');
    expect(claims[0]).toMatch(/\noil,\nwherein /);
    expect(claims.join('\n')).toContain(
      'wherein the oil is selected from the group consisting of tea tree oil and lemon essential oil.',
    );
    expect(claims.join('\n')).not.toMatch(/is replaced by/);
  });
});

describe('a making process told with a verb the tagger reads as a noun', () => {
  it('conjugates a hissing verb with "-es" and reads "…, spritz with witch hazel" as an act', () => {
    expect(presentOf('spritz')).toBe('spritzes');
    expect(
      formalSentences('I mix the dry powders, spritz with witch hazel until it holds together.')[0],
    ).toBe('The user mixes the dry powders, spritzes with witch hazel until it holds together.');
  });

  it('works the mixture in an act told with no object, and names what comes out of molds by the product', () => {
    expect(
      withoutActor(
        'The user mixes the dry powders, spritzes with witch hazel until it holds together, presses into silicone molds and lets them dry for a day.',
        'toilet cleaning tablet',
      ),
    ).toBe(
      'The dry powders are mixed. The mixture is spritzed with witch hazel until it holds together, pressed into silicone molds, and the tablets are allowed to dry for a day.',
    );
  });

  it('says why an optional ingredient is added after it is added', () => {
    expect(
      asVariationSentences('The user may add a blue food coloring so the user can see it working.', 'tablet'),
    ).toBe('A blue food coloring may be added so that the user can see it working.');
  });

  it('takes "weighs" as supported by a weight the description gives', () => {
    const support = (description: string) =>
      checkDraft({
        title: 'Toilet Cleaning Tablet',
        description: [description],
        claims: '1. A toilet cleaning tablet, comprising:\nbaking soda,\nwherein the tablet weighs 25 grams.',
        abstract: '',
        inventorText: '',
      }).filter((finding) => finding.check === 'support');
    expect(support('Each toilet cleaning tablet of baking soda is 25 grams.')).toEqual([]);
    expect(support('Each toilet cleaning tablet of baking soda is small.').map((f) => f.message)).toEqual([
      expect.stringMatching(/"weighs"/),
    ]);
  });
});

describe('a recipe for one cake', () => {
  const suet = () =>
    modelOf({
      kinds: ['composition'],
      subject: 'bird suet cake',
      elements: [
        ingredient('rendered beef suet', {
          measures: ['is present in an amount of 200 grams'],
          substitutes: [{ alternative: 'lard', replaces: 'suet' }],
        }),
        ingredient('coconut oil', { measures: ['is present in an amount of 200 grams'] }),
        ingredient('cornmeal', { measures: ['is present in an amount of 150 grams'] }),
      ],
      body: ingredient('bird suet cake', { listed: false }),
      steps: [
        'melting the fats',
        'stirring in the remaining ingredients',
        'pressing the mixture into a square mold',
        'chilling the mixture overnight',
      ].map((action) => ({ action, source: action })),
      advantages: ['The user swaps half the beef fat for coconut oil and adds cornmeal.'],
      told: [
        'In one example, one bird suet cake is made from 200 grams of rendered beef suet.',
        'The mixture is pressed into a square mold and chilled overnight.',
        'The user swaps half the beef fat for coconut oil and adds cornmeal.',
      ],
    });

  it('claims the composition pressed into one cake, and what the fats the method melts are', () => {
    const claims = writeClaims(suet()).split('\n\n');
    expect(claims[0]).toContain('\nrendered beef suet or lard;\n');
    expect(claims.join('\n')).toContain('wherein the composition is pressed into a cake.');
    expect(claims.join('\n')).toMatch(
      /of claim \d+, wherein the fats comprise rendered beef suet and coconut oil\./,
    );
  });
});

describe('a candle of two ingredients in parts', () => {
  it('reads parts of two things as a recipe, both ingredients, in that ratio', () => {
    const model = buildInventionModel({
      title: 'Candle Made of Used Cooking Oil',
      details:
        'Intro.\n\nThe oil is strained through a coffee filter. Then 1 part filtered oil is mixed with 2 parts soy wax. The mixture is poured into jars with a cotton wick, and the candles are allowed to cure for 48 hours.',
      completedSections: [],
    });
    expect(model.kinds).toEqual(['composition']);
    const oil = model.elements.find((e) => e.name === 'filtered oil');
    expect(oil?.measures).toContain('is present in a ratio of 1 part to 2 parts of the soy wax');
    expect(model.elements.map((e) => e.name)).toContain('soy wax');
    expect(model.steps.map((s) => s.action)).toContain('mixing 1 part filtered oil with 2 parts soy wax');
    const claims = writeClaims(model);
    expect(claims).toContain('wherein the composition is cast into a candle.');
    expect(claims).toMatch(/of claim \d+, wherein the candle is held in a jar with a cotton wick\./);
  });

  it('keeps "filtered" with the oil it names, and a list of users with a relative clause a list', () => {
    expect(withoutActor('The user mixes 1 part filtered oil with 2 parts soy wax.', 'candle')).toBe(
      '1 part filtered oil is mixed with 2 parts soy wax.',
    );
    expect(asUseSentence('Restaurants that want to recycle, craft sellers, zero-waste shops.')).toBe(
      'The present invention may be used at restaurants that want to recycle, craft sellers and zero-waste shops.',
    );
    expect(asUseSentence('Dog walkers who take several dogs may also use it.')).toBe(
      'Dog walkers who take several dogs may also use it.',
    );
  });
});
