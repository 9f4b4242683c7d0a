import { describe, expect, it } from 'vitest';
import { buildInventionModel } from '../understand/invention-model';
import { tokens } from '../understand/nlp';
import { withoutNumbers } from '../write/claim-language';
import { writeClaims } from '../write/claims';
import { formalSentences } from './style';

/** Cold brew stirred with a magnetic stirrer, told the way the offline drafter writes the inventor's answers. */
const brewing = () =>
  buildInventionModel({
    title: 'Method That Makes Cold Brew Coffee in 2 Hours',
    summary:
      'The present invention is a method that makes cold brew coffee in 2 hours.\n\nConstant stirring keeps fresh water against the grounds.',
    details:
      'Intro.\n\nThe user mixes 100 grams of coarse ground coffee with 1 liter of cold filtered water in a glass jar. The mixture is stirred at 400 rpm with a magnetic stirrer for 2 hours at room temperature. The user filters through a paper filter and refrigerates.',
    variations: 'Alternatives.\n\n3 hours gives a stronger concentrate.',
    completedSections: [],
  });

describe('a brewing process told as instructions (cold brew coffee)', () => {
  it('reads "Stir at 400 rpm" and "Filter through a paper filter" as instructions', () => {
    expect(
      formalSentences('Stir at 400 rpm for 2 hours. Filter through a paper filter and refrigerate.'),
    ).toEqual([
      'The user stirs at 400 rpm for 2 hours.',
      'The user filters through a paper filter and refrigerates.',
    ]);
    expect(withoutNumbers('stirring the mixture at 400 rpm')).toBe('stirring the mixture');
  });

  it('filters and refrigerates the mixture, spans the stirring time, and mixes in the jar rather than with it', () => {
    const claims = writeClaims(brewing());
    const [claimOne = ''] = claims.split('\n\n');
    expect(claimOne).toContain('\nfiltering the mixture through a paper filter;');
    expect(claimOne).toContain('\nrefrigerating the mixture.');
    expect(claims).toContain('for from 2 to 3 hours at room temperature.');
    expect(claims).toContain('\na jar in which coarse ground coffee with cold filtered water is mixed;');
    expect(claims).not.toMatch(/jar is configured to mix/);
  });

  it('reads "the cooler holds 12 cans" with "cooler" as the thing', () => {
    const [, cooler, holds] = tokens('The cooler holds 12 cans.');
    expect(cooler?.tags.has('Noun')).toBe(true);
    expect(holds?.tags.has('Verb')).toBe(true);
    expect(tokens('the cooler weather comes')[1]?.tags.has('Noun')).toBe(false);
  });
});
