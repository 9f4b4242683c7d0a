import { describe, expect, it } from 'vitest';
import { actsOnNothing, stepSenseProblems } from '../check/claim-sense';
import { readClause } from './clause';
import { buildInventionModel } from './invention-model';

describe('what a program keeps count of', () => {
  it('reads "Points expire after 30 days so they …" with "expire" as the verb', () => {
    expect(readClause('Points expire after 30 days so they do not hoard them.')).toMatchObject({
      subject: 'Points',
      verb: 'expire',
    });
  });

  it('takes a verb with an object as acting on it, and what people are enabled to do with a thing as theirs', () => {
    expect(actsOnNothing('unlocking a tablet through a parental controls API')).toBe(false);
    expect(actsOnNothing('unlocking')).toBe(true);
    expect(stepSenseProblems(['enabling children to check a chore with a photo'])).toEqual([]);
    expect(
      stepSenseProblems(['turning LEDs up to check the accelerometer with the microcontroller']),
    ).not.toEqual([]);
  });

  it('reads points a program keeps as data: what happens to them is an operation, not a part', () => {
    const model = buildInventionModel({
      title: 'Application Where Children Earn Points',
      summary:
        'The present invention is an app where children earn points for chores.\n\nParents set each chore.',
      details:
        'Intro.\n\nEvery 10 points buys 15 minutes of screen time. Points expire after 30 days so they do not hoard them.',
      variations: 'Alternatives are described below.\n\nPoints may also buy allowance money.',
      completedSections: [],
    });
    expect(model.elements.map((e) => e.name)).not.toContain('point');
    expect(model.steps.map((s) => s.action)).toEqual(
      expect.arrayContaining([
        'expiring the points after 30 days',
        'buying 15 minutes of screen time with the points',
      ]),
    );
    expect(model.optionalSteps.map((s) => s.action)).toContain('buying allowance money with the points');
  });
});
