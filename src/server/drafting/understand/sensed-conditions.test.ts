import { describe, expect, it } from 'vitest';
import { modelOf } from '../../../../tests/helpers/invention-model';
import type { InventionElement } from '../../../contract';
import { fixAntecedents } from '../check/antecedents';
import { writeClaims } from '../write/claims';
import { readClause } from './clause';
import { buildInventionModel } from './invention-model';
import { newElement } from './new-element';

const element = (name: string, fields: Partial<InventionElement> = {}): InventionElement =>
  newElement(name, { listed: true, ...fields });

/** The model of a tent stake told in its summary and details, as the offline drafter writes them. */
const tentStake = () =>
  buildInventionModel({
    title: 'Tent Stake with a Small LED in the Head',
    summary:
      'The present invention is a tent stake with a small LED in the head.\n\nA small solar cell on top charges during the day and the LED glows green all night. The tent stake turns on by itself when it becomes dark.',
    details:
      'The present invention is described below.\n\nInside the head there is the solar cell, a light sensor, a 100 mAh battery and the LED.',
    variations:
      'Alternatives are described below.\n\nThe LED may be red, so that it does not hurt night vision.',
    completedSections: [],
  });

describe('what the whole does when something around it changes', () => {
  it('keeps the condition of "turns on by itself when it becomes dark", and "on its lip" apart from it', () => {
    expect(readClause('The tent stake turns on by itself when it becomes dark.')).toMatchObject({
      verb: 'turn',
      rest: 'when it becomes dark',
    });
    // ("on its lip" is no "on its own": the edge is on the spout's own lip, where the inventor put it.)
    expect(readClause('The spout has a sharp drip edge on its lip.')?.rest).toBe(
      'a sharp drip edge on its lip',
    );
  });

  it('gives the one sensor that does nothing else the condition to detect, in words a claim can use', () => {
    const model = tentStake();
    expect(model.body.functions).toContain('turn on when the surroundings become dark');
    const sensor = model.elements.find((e) => e.name === 'light sensor');
    expect(sensor?.functions).toEqual(['detect when the surroundings become dark']);
  });

  it('claims what the LED does without the colour another embodiment changes, and the colours apart', () => {
    const led = tentStake().elements.find((e) => e.name === 'LED');
    expect(led?.functions).toEqual(['glow all night']);
    expect(led?.alternatives).toEqual(['green', 'red']);
  });

  it('introduces a plural subject of a condition bare ("when surroundings become dark")', () => {
    expect(
      fixAntecedents(
        '1. A stake, comprising: a sensor configured to detect when the surroundings become dark.',
      ),
    ).toBe('1. A stake, comprising: a sensor configured to detect when surroundings become dark.');
  });

  it('closes claim 1 with what the whole does when its sensor detects the condition', () => {
    const model = modelOf({
      kinds: ['article'],
      subject: 'tent stake',
      elements: [
        element('solar cell', { functions: ['charge during the day'] }),
        element('LED', { functions: ['glow all night'], alternatives: ['green', 'red'] }),
        element('light sensor', { functions: ['detect when the surroundings become dark'] }),
        element('battery', { measures: ['is a 100 mAh battery'] }),
      ],
      body: element('tent stake', {
        listed: false,
        functions: ['turn on when the surroundings become dark'],
      }),
    });
    const claims = writeClaims(model).split('\n\n');
    expect(claims[0]).toMatch(
      /wherein the tent stake is configured to turn on when the light sensor detects that the surroundings become dark\.$/,
    );
    expect(claims.some((claim) => /of claim \d+, wherein the LED is green or red\.$/.test(claim))).toBe(true);
    // A listed part claim 1 leaves out is added bare, and what it is goes in a claim on that one.
    const battery = claims.findIndex((claim) => /further comprising a battery\.$/.test(claim));
    expect(battery).toBeGreaterThan(0);
    expect(
      claims.some((claim) =>
        claim.endsWith(`of claim ${battery + 1}, wherein the battery is a 100 mAh battery.`),
      ),
    ).toBe(true);
  });
});
