import { describe, expect, it } from 'vitest';
import { asApplicationSentence, variedOpeners, variedSubjects } from '../offline/repair';
import { isFragment, nearRepeat, personWords, shareSaid, wordPool } from './prose';

describe('application prose', () => {
  it('finds sentences without a verb or without a subject, and passes whole ones', () => {
    expect(isFragment('No wires to the brakes.')).toBe(true);
    expect(isFragment('Works on any bike.')).toBe(true);
    expect(isFragment('Kitchens without a dishwasher.')).toBe(true);
    expect(isFragment('The steel drum holds 50 feet of 12 gauge cable.')).toBe(false);
    expect(isFragment('In another embodiment, the bike tail light clips to a helmet.')).toBe(false);
  });

  it('tells a fact said twice from two facts', () => {
    expect(nearRepeat('The battery is 500 mAh.', 'The battery is 500 mAh and charges by USB-C.')).toBe(true);
    expect(nearRepeat('The battery is 500 mAh.', 'The LED ring has 10 lights.')).toBe(false);
  });

  it('finds first- and second-person words but not the United States', () => {
    expect(personWords('I clip my bottle to your leash in the US.')).toEqual(['I', 'my', 'your']);
  });

  it('turns chat into whole third-person sentences about the invention', () => {
    const subject = 'bike tail light';
    expect(asApplicationSentence('No wires to the brakes.', subject, 'summary')).toBe(
      'The bike tail light requires no wires to the brakes.',
    );
    expect(asApplicationSentence('Works on any bike.', subject, 'summary')).toBe(
      'The bike tail light works on any bike.',
    );
    expect(asApplicationSentence('Maybe a version that clips to a helmet.', subject, 'variations')).toBe(
      'In another embodiment, the bike tail light clips to a helmet.',
    );
    expect(
      asApplicationSentence(
        'Alternatively, the present invention may also flash instead of getting brighter.',
        subject,
        'variations',
      ),
    ).toBe('In another embodiment, the bike tail light flashes instead of becoming brighter.');
    expect(asApplicationSentence('The switch is a pain to fit.', subject, 'background')).toBe(
      'The switch is difficult to fit.',
    );
  });

  it('never opens two sentences in a row alike', () => {
    expect(variedOpeners('In another embodiment, A. In another embodiment, B.')).toBe(
      'In another embodiment, A. In a further embodiment, B.',
    );
    expect(variedSubjects('The tail light flashes. The tail light clips on.', 'tail light')).toBe(
      'The tail light flashes. The light clips on.',
    );
  });

  it('measures how much of a sentence is already said, so the abstract tells one fact once', () => {
    const pool = wordPool(['A bike tail light includes a rechargeable battery that charges by USB-C.']);
    expect(shareSaid('The battery is 500 mAh and charges by USB-C.', pool)).toBeGreaterThanOrEqual(0.6);
    expect(shareSaid('The light requires no wires to the brakes.', pool)).toBeLessThan(0.6);
  });
});
