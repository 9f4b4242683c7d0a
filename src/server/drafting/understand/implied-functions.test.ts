import { describe, expect, it } from 'vitest';
import { writeClaims } from '../write/claims';
import { writeDetailsOverview } from '../write/details';
import { buildInventionModel } from './invention-model';

/** A sprinkler timer that skips watering, told the way the offline drafter writes the inventor's answers. */
const timer = () =>
  buildInventionModel({
    title: 'Sprinkler Timer That Skips Watering',
    summary:
      'The present invention is a sprinkler timer that skips watering when the soil is already wet.\n\nA soil moisture probe goes in the lawn and communicates with the timer over a radio link. Before each watering the timer checks the reading, and if the soil is above 35 percent moisture it skips that run.',
    details:
      'Intro.\n\nThe timer has a 4-zone relay board, a small LCD and a 915 MHz radio. The probe is a capacitive sensor in a stainless spike with two AA batteries.',
    completedSections: [],
  });

describe('what a part is for when the inventor names only what it is', () => {
  it('gives "a 4-zone relay board" switching its zones, and describes it so', () => {
    const board = timer().elements.find((e) => e.name === 'relay board');
    expect(board?.functions).toEqual(['switch 4 zones']);
    const overview = writeDetailsOverview(timer(), {
      details: ['The timer has a 4-zone relay board, a small LCD and a 915 MHz radio.'],
      summary: [],
    });
    expect(overview).toContain('The relay board switches 4 zones.');
  });

  it('claims the relay board broadly, and keeps what the title says the whole does in claim 1', () => {
    const claims = writeClaims(timer()).split('\n\n');
    expect(claims[0]).toContain('\na relay board configured to switch zones;');
    expect(claims[0]).toMatch(
      /,\nwherein the sprinkler timer is configured to skip a run when the soil is above 35 percent moisture\.$/,
    );
    expect(claims).toContain('3. The sprinkler timer of claim 1, wherein the relay board switches 4 zones.');
  });
});
