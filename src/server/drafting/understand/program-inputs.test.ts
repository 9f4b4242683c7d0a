import { describe, expect, it } from 'vitest';
import { formalSentences } from '../offline/style';
import { claimable, withoutNumbers } from '../write/claim-language';
import { writeClaims } from '../write/claims';
import { proposeTitle } from '../write/title';
import { readClause } from './clause';
import { buildInventionModel } from './invention-model';

/** A houseplant watering app, told the way the offline drafter writes the inventor's answers. */
const app = () =>
  buildInventionModel({
    title: 'Application That Tells When Houseplants Need Water',
    summary:
      'The present invention is an application that tells the user when the houseplants need water.\n\nThe user enters each plant, its pot size and whether it is near a window. The app estimates how fast the soil dries using the local humidity and temperature from a weather service, and sends a reminder when a plant is due.',
    details:
      'Intro.\n\nSmall pots under 12 cm are assumed to dry twice as fast. When the user waters, the user taps the plant and the countdown restarts.',
    variations:
      'Alternatives.\n\nThe application may use a cheap soil sensor instead of the estimate. A family can share one plant list.',
    completedSections: [],
  });

describe('what a program is given, and what it may also do', () => {
  it('titles an app by what it tells, leaving what it goes by to the description', () => {
    expect(
      proposeTitle(
        'an app that tells you when your houseplants need water based on the pot size and the weather',
      ),
    ).toBe('Application That Tells When Houseplants Need Water');
  });

  it('receives what the user enters for each one, and which one the user taps', () => {
    const steps = app().steps.map((step) => step.action);
    expect(steps).toContain('receiving a pot size and whether the plant is near a window for each plant');
    expect(steps).toContain('receiving a selection of the plant');
    // ("its pot size": a possessive is no verb of the sentence.)
    expect(
      readClause('The user enters each plant, its pot size and whether it is near a window.')?.more,
    ).toEqual([]);
  });

  it('claims a rule of an estimate whole in a dependent, and what the program may also let people do', () => {
    const model = app();
    expect(model.steps.map((step) => step.action).join(' ')).not.toMatch(/assuming/);
    expect(model.optionalSteps.map((step) => step.action)).toEqual([
      'using a cheap soil sensor',
      'enabling a family to share one plant list',
      'assuming that small pots under 12 cm dry twice as fast',
    ]);
    expect(writeClaims(model)).toContain('further cause the processor to use a soil sensor.');
  });

  it('reads "Small pots under 12 cm are assumed …" with its copula as the verb', () => {
    expect(readClause('Small pots under 12 cm are assumed to dry twice as fast.')).toMatchObject({
      subject: 'Small pots',
      kind: 'passive',
      verb: 'assume',
    });
    // ("The catalog shows which tools are free": the copula after "which" is the object clause's.)
    expect(readClause('The catalog shows which tools are free on a calendar.')).toMatchObject({
      subject: 'catalog',
      verb: 'show',
    });
  });

  it('writes a claim without a demonstrative or a preposition a cut number left', () => {
    expect(
      claimable('stretch that plant schedule by 20 percent when a user says the soil was still wet'),
    ).toBe('stretch the plant schedule by 20 percent when a user says the soil was still wet');
    expect(claimable('determine that the door is open')).toBe('determine that the door is open');
    expect(
      withoutNumbers('stretch the plant schedule by 20 percent when a user says the soil was still wet'),
    ).toBe('stretch the plant schedule when a user says the soil was still wet');
  });

  it('conjugates both acts of "either … or …"', () => {
    expect(formalSentences('I either drown my plants or forget them.')).toEqual([
      'The user either drowns the plants or forgets them.',
    ]);
  });
});
