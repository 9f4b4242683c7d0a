import { describe, expect, it } from 'vitest';
import { inFormalWords } from '../offline/casual';
import { formalSentences } from '../offline/style';
import { asVariationSentences } from '../offline/variations';
import { writeClaims } from '../write/claims';
import { buildInventionModel } from './invention-model';
import { sentencesIn } from './told-sentences';

const told = (title: string, text: string) =>
  sentencesIn({ title, summary: `Intro.\n\n${text}`, completedSections: [] }, 'summary').map(
    (s) => s.sentence,
  );

describe('conditions and times told before the act', () => {
  it('puts "Before each watering" after the act, and a threshold on a measured thing on the invention', () => {
    expect(
      told(
        'Sprinkler Timer That Skips Watering',
        'Before each watering the timer checks the reading, and if the soil is above 35 percent moisture it skips that run.',
      ),
    ).toEqual([
      'The timer checks the reading before each watering',
      'The sprinkler timer skips that run when the soil is above 35 percent moisture',
    ]);
  });

  it('tells "If there are more than six visits in a day, an LED turns on and it sends an alert" as two acts', () => {
    expect(
      told(
        'Litter Box That Counts Visits',
        'If there are more than six visits in a day an amber LED on the front turns on and it sends an alert to the phone.',
      ),
    ).toEqual([
      'An amber LED on the front turns on when there are more than six visits in a day',
      'The litter box sends an alert to the phone when there are more than six visits in a day',
    ]);
  });

  it('claims what the whole does under a condition claim 1 does not close with, and "that run" as the run', () => {
    const model = buildInventionModel({
      title: 'Sprinkler Timer That Skips Watering',
      summary:
        'The present invention is a sprinkler timer.\n\nA soil moisture probe goes in the lawn and communicates with the timer over a radio link. If the soil is above 35 percent moisture it skips that run.',
      details: 'Intro.\n\nThe timer has a relay board and a 915 MHz radio.',
      completedSections: [],
    });
    expect(model.body.functions).toContain('skip the run when the soil is above 35 percent moisture');
    const probe = model.elements.find((e) => e.name === 'soil moisture probe');
    expect(probe?.functions).toContain('communicate with the sprinkler timer over a radio link');
    // Claim 1 closes with the skipped run; no dependent of claim 1 says it again.
    const claims = writeClaims(model).split('\n\n');
    expect(claims[0]).toMatch(/skip a run when the soil is above 35 percent moisture\.$/);
    expect(claims.filter((c) => /of claim 1, .*skips? the run/.test(c))).toEqual([]);
  });
});

describe('what the story says of the pet, and chat words', () => {
  it('names the pet the story is about where "she" would point back to it', () => {
    expect(
      formalSentences(
        "My cat had a bladder problem and we didn't notice for days, so I built a litter box that counts how often she goes.",
      ).join(' '),
    ).toContain('counts how often the cat goes');
  });

  it('says "a little" after a particle as "slightly", and "A version for rabbits." as an embodiment', () => {
    expect(inFormalWords('when the weight goes up a little and comes back down')).toBe(
      'when the weight goes up slightly and comes back down',
    );
    expect(inFormalWords('it has a little spring')).toBe('it has a small spring');
    expect(asVariationSentences('A version for rabbits.', 'litter box')).toBe(
      'In another embodiment, the litter box is adapted for rabbits.',
    );
  });
});

describe('parts told in passing', () => {
  const pillow = () =>
    buildInventionModel({
      title: 'Knee Pillow for Side Sleepers',
      summary:
        'The present invention is a knee pillow.\n\nThe present invention has an air bladder inside a memory foam shell, and a small hand pump on a tube lets the user add air. A release valve lets air out.',
      details:
        'Intro.\n\nThe shell is 25 by 20 cm and 5 cm thick when empty, and it goes up to 12 cm with the bladder full. The knee pillow comprises a strap that goes around one leg.',
      variations: 'Alternatives.\n\nThe pump may be built into the pillow instead of on a tube.',
      completedSections: [],
    });

  it('reads where the air goes, the material named in passing, how big it gets and "goes around"', () => {
    const model = pillow();
    const named = (name: string) => model.elements.find((e) => e.name === name);
    expect(named('hand pump')?.functions).toEqual(['let the user add air to the air bladder']);
    expect(named('release valve')?.functions).toEqual(['let air out of the air bladder']);
    expect(named('shell')?.materials).toContain('memory foam');
    expect(named('shell')?.measures).toContain('goes up to 12 cm with the bladder full');
    expect(named('strap')?.functions).toEqual(['go around one leg']);
  });

  it('claims neither place of a part another embodiment puts elsewhere in claim 1, and both apart', () => {
    const claims = writeClaims(pillow());
    const claimOne = claims.split('\n\n')[0]!;
    expect(claimOne).toContain('a hand pump configured to let a user add air to the air bladder');
    expect(claimOne).not.toContain('on a tube');
    expect(claims).toContain('wherein the hand pump is built into the pillow.');
    expect(claims).toContain('wherein the hand pump is disposed on a tube.');
  });

  it('reads "Pressing the button on the case pushes the lead out" as what the button does when pressed', () => {
    expect(
      told(
        'Tape Measure with a Built-In Pencil',
        'Pressing the button on the case pushes the lead out against the board.',
      ),
    ).toEqual(['The button pushes the lead out against the board when pressed']);
  });
});
