import { describe, expect, it } from 'vitest';
import { ingredient, modelOf } from '../../../../tests/helpers/invention-model';
import { asUseSentence, formalSentences } from '../offline/style';
import { asVariationSentences } from '../offline/variations';
import { readClause } from '../understand/clause';
import { cleanName } from '../understand/elements';
import { userActThenPart } from '../understand/sentence-forms';
import { writeClaims } from './claims';
import { compositionAct } from './composition-act';

/** A soap bar whose whole lathers, made by melting its base and stirring in the rest. */
const soapBar = () =>
  modelOf({
    kinds: ['composition'],
    subject: 'solid dish soap bar',
    elements: [
      ingredient('coconut oil soap base', { measures: ['is present at 70 percent by weight'] }),
      ingredient('kaolin clay', {
        functions: ['help scrub'],
        measures: ['is present at 20 percent by weight'],
      }),
      ingredient('baking soda', { measures: ['is present at 8 percent by weight'] }),
    ],
    body: ingredient('solid dish soap bar', {
      listed: false,
      functions: ['lather enough for a sink of dishes when the user rubs a wet sponge on the bar'],
    }),
    steps: [
      { action: 'melting the soap base', source: 'The soap base is melted.' },
      {
        action: 'stirring the remaining ingredients into the soap base',
        source: 'The remaining ingredients are stirred in.',
      },
      { action: 'pouring the mixture into molds', source: 'The mixture is poured into molds.' },
    ],
    told: [
      'By weight it is 70 percent coconut oil soap base, 20 percent kaolin clay and 8 percent baking soda.',
    ],
  });

describe('a composition that does something as a whole (a solid dish soap bar)', () => {
  it('reads "A … bar so people can …" as what the invention is, not a fragment', () => {
    expect(
      formalSentences('A solid dish soap bar so people can stop buying dish soap in plastic bottles.')[0],
    ).toBe(
      'The present invention is a solid dish soap bar that lets people stop buying dish soap in plastic bottles.',
    );
  });

  it('tells what the whole does when the user acts, and reads "lathers" as its verb', () => {
    const told = userActThenPart(
      'The user rubs a wet sponge on the bar and the solid dish soap bar lathers enough for a sink of dishes.',
      'solid dish soap bar',
    );
    expect(told).toBe(
      'The solid dish soap bar lathers enough for a sink of dishes when the user rubs a wet sponge on the bar.',
    );
    expect(readClause(told)).toMatchObject({ subject: 'solid dish soap bar', verb: 'lather' });
    // A program's input is its own operation, not a condition of what it does.
    expect(
      userActThenPart('The user takes a picture of a receipt and the application reads it.', 'application'),
    ).toBe('The user takes a picture of a receipt and the application reads it.');
  });

  it('claims what the whole does without its degree or the user, and leaves numbers to dependents', () => {
    expect(
      compositionAct(
        'lather enough for a sink of dishes when the user rubs a wet sponge on the bar',
        'solid dish soap bar',
      ),
    ).toBe('lathers when rubbed with a wet sponge');
    expect(compositionAct('break down in about 3 months', 'seedling pot')).toBeUndefined();
    expect(compositionAct('dry when the user hangs it on a hook', 'soap bar')).toBeUndefined();
  });

  it('closes claim 1 with it, tells the ingredient\'s own part in a dependent, and spells out "the rest"', () => {
    const claims = writeClaims(soapBar()).split('\n\n');
    expect(claims[0]).toMatch(
      /,\nwherein the solid dish soap bar composition lathers when rubbed with a wet sponge\.$/,
    );
    expect(claims.some((claim) => /of claim 1, wherein the kaolin clay helps scrub\.$/.test(claim))).toBe(
      true,
    );
    const method = claims.find((claim) => / A method of making /.test(claim))!;
    expect(method).toContain(
      '\nmelting soap base;\nstirring kaolin clay and baking soda into the soap base to form a mixture; and\npouring the mixture into molds.',
    );
  });

  it('takes "the remaining ingredients" for no part and "stirred in" as a verb with its particle', () => {
    expect(cleanName('the remaining ingredients')).toBeUndefined();
    expect(readClause('The remaining ingredients are stirred in.')).toMatchObject({
      kind: 'passive',
      rest: 'in',
    });
  });

  it('writes an alternative material the tagger takes for a verb, and each use with its own preposition', () => {
    expect(asVariationSentences('Bentonite clay works instead of kaolin.', 'solid dish soap bar')).toBe(
      'In some embodiments, bentonite clay is used instead of kaolin.',
    );
    expect(asUseSentence('Zero-waste households, camping, refill shops.')).toBe(
      'The present invention may be used in zero-waste households, for camping and at refill shops.',
    );
    expect(asUseSentence('Coffee makers, hair straighteners, space heaters.')).toBe(
      'The present invention may be used with coffee makers, hair straighteners and space heaters.',
    );
    expect(asUseSentence('Backyard pools, community pools, dog runs.')).toBe(
      'The present invention may be used at backyard pools, community pools and dog runs.',
    );
  });
});
