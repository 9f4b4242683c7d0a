import { describe, expect, it } from 'vitest';
import { thirdPerson } from '../write/claim-language';
import { writeClaims } from '../write/claims';
import { readClause } from './clause';
import { buildInventionModel } from './invention-model';

/** A self-watering pot with a float gauge, told the way the offline drafter writes the inventor's answers. */
const pot = () =>
  buildInventionModel({
    title: 'Self-Watering Plant Pot with a Float That Pops Up',
    summary:
      'The present invention is a self-watering plant pot with a float that pops up when the water tank is low.\n\nThe pot sits on top of a water tank and a cotton wick pulls water up into the soil. A foam float in a tube rises and falls with the water.',
    details:
      'Intro.\n\nThe tank holds 1.5 liters, enough for about 10 days. The user refills it through the spout on the side without moving the plant.',
    variations: 'Alternatives.\n\nThe self-watering plant pot may come in 12, 18 and 25 cm sizes.',
    completedSections: [],
  });

describe('a vessel, what floats in it and what fills it (a self-watering pot)', () => {
  it('reads "rises and falls with the water" as one act of the float in the tube', () => {
    expect(readClause('A foam float in a tube rises and falls with the water.')).toMatchObject({
      subject: 'foam float',
      place: 'in a tube',
      verb: 'rise',
      rest: 'and fall with the water',
      more: [],
    });
    expect(thirdPerson('rise and fall with the water', false)).toBe('rises and falls with the water');
  });

  it('claims the water tank as holding water, the spout on its side, and no size cut at a comma', () => {
    const model = pot();
    expect(model.elements.find((e) => e.name === 'tank')?.functions[0]).toBe('hold water');
    expect(model.elements.find((e) => e.name === 'spout')?.relations).toEqual([
      'disposed on the side of the tank',
    ]);
    // (The sizes it may come in are read whole, and are no claim: a product line bounds nothing.)
    expect(model.body.options).toEqual(['come in 12, 18 and 25 cm sizes']);
    const claims = writeClaims(model);
    expect(claims).not.toMatch(/come in/);
    expect(claims.split('\n\n')[0]).toContain('\na tank configured to hold water;\n');
    expect(claims).toContain('wherein the tank holds 1.5 liters.');
    expect(claims).toContain('further comprising a spout disposed on a side of the tank.');
    expect(claims).toContain('configured to pull water up into soil');
  });
});
