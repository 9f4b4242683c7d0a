import { describe, expect, it } from 'vitest';
import { asVariationSentences } from '../offline/variations';
import { writeClaims } from '../write/claims';
import { proposeTitle } from '../write/title';
import { readClause } from './clause';
import { buildInventionModel } from './invention-model';
import { conditionLast } from './sentence-forms';

/** A paint roller whose handle holds paint, told the way the offline drafter writes the inventor's answers. */
const roller = () =>
  buildInventionModel({
    title: 'Paint Roller with a Handle That Holds Paint',
    summary:
      'The present invention is a paint roller with a handle that holds paint.\n\nThe hollow handle holds about 500 ml of paint. When the user squeezes a trigger, a small pump pushes paint through holes in the roller core so the nap stays wet.',
    details:
      'Intro.\n\nThe handle is 40 cm of clear plastic. The roller cover is a standard 23 cm cover that slides over the perforated core. The user fills it through a cap on the end of the handle.',
    variations: 'Alternatives.\n\nThe pump may be battery powered instead of the trigger.',
    completedSections: [],
  });

describe('parts told in passing: named by the whole, worked through, or driven another way', () => {
  it('reads "a small pump pushes paint" with "pushes" as the verb, and keeps the condition before the purpose', () => {
    expect(readClause('A small pump pushes paint through holes in the roller core.')).toMatchObject({
      subject: 'small pump',
      verb: 'push',
      rest: 'paint through holes in the roller core',
    });
    expect(
      conditionLast(
        'When the user squeezes a trigger, a small pump pushes paint through holes so the nap stays wet.',
      ),
    ).toBe('A small pump pushes paint through holes when a user squeezes a trigger, so the nap stays wet.');
  });

  it('makes "the roller core" of a paint roller a part, introduced with the quality another mention gives it', () => {
    const model = roller();
    expect(model.elements.map((e) => e.name)).toContain('perforated roller core');
    expect(model.elements.find((e) => e.name === 'roller cover')?.functions).toEqual([
      'slide over the roller core',
    ]);
    const claimOne = writeClaims(model).split('\n\n')[0]!;
    expect(claimOne).toContain('\na perforated roller core;\n');
    expect(claimOne).toContain('a roller cover configured to slide over the roller core');
  });

  it('places the cap the user fills the handle through on the part that holds, in a dependent claim', () => {
    const model = roller();
    expect(model.elements.find((e) => e.name === 'cap')?.relations).toEqual([
      'disposed on the end of the hollow handle',
    ]);
    const claims = writeClaims(model);
    expect(claims).toContain('of claim 1, further comprising a cap disposed on an end of the hollow handle.');
    expect(claims).toContain('of claim 1, wherein the pump is battery powered.');
    expect(claims.split('\n\n')[0]).not.toContain('cap');
  });

  it('titles a part with what it does, and says which part a longer one is', () => {
    expect(
      proposeTitle(
        'I built a paint roller with a handle that holds paint, so you can roll a wall without going back to the tray.',
      ),
    ).toBe('Paint Roller with a Handle That Holds Paint');
    expect(asVariationSentences('A longer handle for ceilings.', 'paint roller')).toBe(
      'In another embodiment, the handle is longer, for ceilings.',
    );
    expect(asVariationSentences('A bigger cup for two pills at once.', 'pill cup')).toBe(
      'In another embodiment, the pill cup is larger, for two pills at once.',
    );
  });
});
