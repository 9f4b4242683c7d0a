import { describe, expect, it } from 'vitest';
import type { PatentData } from '../../../contract';
import { asApplicationSentence } from '../offline/repair';
import { formalSentences } from '../offline/style';
import { writeClaims } from '../write/claims';
import { writeDetailsOverview } from '../write/details';
import { buildInventionModel } from './invention-model';

/**
 * Rules two inventions written cold at stop 46 and drafted unseen showed missing (a floor bike pump and
 * yogurt made in a slow cooker, docs/drafting-open-inventions.md, "Stop 47"), on the inventor's own
 * sentences as the interview formalized them.
 */

// The sections as the interview drafted them from the inventor's answers (eval/corpus-cold.ts).
const bikePump: PatentData = {
  title: 'Floor Bike Pump with a Digital Gauge',
  summary:
    'The present invention is a floor bike pump with a digital gauge that beeps when the tire hits the set pressure.\n\n' +
    'The user sets the target pressure with two buttons on the gauge, from 10 to 160 psi. A pressure sensor in the base reads the hose pressure, and when it gets to the target the buzzer beeps three times and the screen flashes green.',
  details:
    'In one embodiment, a floor bike pump comprises a digital gauge, a plurality of buttons, a pressure sensor, a buzzer, a screen, a barrel, a hose head and a display.\n\n' +
    'The gauge runs on two AAA batteries and turns off after 2 minutes without pumping. The barrel is aluminum, 60 cm tall, and the hose head fits Presta and Schrader valves. The display is backlit so it works in a dark garage.',
  variations:
    'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
    'The floor bike pump may vibrate the handle instead of beeping. In some embodiments, the floor bike pump is adapted for car tires and goes up to 60 psi with a bigger barrel.',
  useCases:
    'The present invention is suited to a variety of uses, including those described below.\n\n' +
    "The floor bike pump may be used by cyclists, bike shops and parents pumping children's tires. The user sets the number, pumps until it beeps, pulls the head off.",
  completedSections: [],
};

describe('stop 47: a floor bike pump whose gauge beeps at the pressure set', () => {
  const model = buildInventionModel(bikePump);
  const claims = writeClaims(model).split('\n\n');
  const claimOne = claims[0]!;
  const using = claims.find((claim) => /A method of using/.test(claim))!;

  it('conjugates an act joined by "or" to the user\'s own, and sets no participle last', () => {
    expect(
      formalSentences(
        'The dial gauges on floor pumps are tiny and jump around, so I always overshoot or stop short.',
      ),
    ).toEqual([
      'The dial gauges on floor pumps are tiny and jump around, so the user always overshoots or stops short.',
    ]);
    expect(formalSentences('It beeps when the tire hits the pressure you set.')).toEqual([
      'It beeps when the tire hits the set pressure.',
    ]);
    expect(formalSentences('It glows at the wake-up time I set in the app.')).toEqual([
      'It glows at the wake-up time set in the app.',
    ]);
  });

  it('reads buttons that set a value over a range, and what signals when the reading reaches its target', () => {
    const named = (name: string) => model.elements.find((element) => element.name === name);
    expect(named('button')?.functions).toEqual(['set the target pressure from 10 to 160 psi']);
    expect(named('buzzer')?.functions).toEqual([
      'beep three times when the hose pressure gets to the target',
    ]);
    expect(named('screen')?.functions).toEqual(['flash green when the hose pressure gets to the target']);
    expect(named('display')?.measures).toEqual(['is backlit']);
    expect(named('display')?.materials).toEqual([]);
  });

  it('keeps turning off after a time out of claim 1, and counts the buttons once', () => {
    expect(claimOne).toContain(
      'a buzzer configured to beep three times when the hose pressure gets to the target;',
    );
    expect(claimOne).not.toMatch(/turn off/);
    expect(claims.join('\n')).toContain('wherein the plurality of buttons consists of two buttons.');
    expect(claims.join('\n')).not.toContain('wherein the digital gauge has two buttons');
  });

  it('uses it in the order told: the value set with the buttons, pumping until it beeps, the head pulled off last', () => {
    const steps = using.split('\n').slice(2);
    expect(steps[0]).toBe('setting a target pressure with the buttons;');
    expect(steps[1]).toBe('pumping until the digital gauge beeps;');
    expect(steps.at(-1)).toBe('pulling off the hose head.');
    expect(using).not.toMatch(/setting a number/);
  });
});

const yogurt: PatentData = {
  title: 'Method of Making Thick Yogurt Overnight in a Slow Cooker',
  summary:
    'The present invention is a method of making thick yogurt overnight in a slow cooker without a yogurt maker.\n\n' +
    'Half a gallon of milk is heated in the slow cooker on low for about 2.5 hours until it hits 180 F. Then the slow cooker is unplugged, and the milk is allowed to cool to 110 F. 2 tablespoons of plain yogurt with live cultures is stirred in. The lid is put back on. The whole pot is wrapped in a thick towel and left 8 to 10 hours overnight.',
  details:
    'In one embodiment, the method of making thick yogurt overnight in a slow cooker uses a lid.\n\n' +
    'In the morning, the yogurt is strained through a cheesecloth in a colander for 2 hours to make it thick like Greek yogurt. The towel keeps it warm enough for the cultures.',
  variations:
    'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
    'Whole milk makes it thicker but 2 percent works. The user can save 2 tablespoons from each batch to start the next one.',
  completedSections: [],
};

describe('stop 47: thick yogurt made overnight in a slow cooker', () => {
  const model = buildInventionModel(yogurt);
  const claims = writeClaims(model).split('\n\n');
  const claimOne = claims[0]!;
  const subject = 'method of making thick yogurt overnight in a slow cooker';

  it('tells the acts in the passive, the appliance unplugged and the milk left to cool, the yogurt with its cultures', () => {
    expect(
      asApplicationSentence(
        'The user heats half a gallon of milk in the slow cooker on low for about 2.5 hours until it hits 180 F, then unplugs it and lets it cool to 110 F.',
        subject,
        'summary',
      ),
    ).toBe(
      'Half a gallon of milk is heated in the slow cooker on low for about 2.5 hours until it hits 180 F. Then the slow cooker is unplugged, and the milk is allowed to cool to 110 F.',
    );
    expect(
      asApplicationSentence(
        'The user stirs in 2 tablespoons of plain yogurt with live cultures, puts the lid back on.',
        subject,
        'summary',
      ),
    ).toBe('2 tablespoons of plain yogurt with live cultures is stirred in. The lid is put back on.');
  });

  it('strains the yogurt told after a time of day, not the "thick yogurt overnight" of the title', () => {
    expect(
      asApplicationSentence(
        'In the morning the user strains it through a cheesecloth in a colander for 2 hours to make it thick like Greek yogurt.',
        subject,
        'details',
      ),
    ).toBe(
      'In the morning, the yogurt is strained through a cheesecloth in a colander for 2 hours to make it thick like Greek yogurt.',
    );
  });

  it('claims the pot as the slow cooker, the lid put back on it, and where the pot is left', () => {
    expect(claimOne).toBe(
      '1. A method of making thick yogurt overnight in a slow cooker, comprising:\n' +
        'heating milk in the slow cooker on low;\n' +
        'unplugging the slow cooker;\n' +
        'allowing the milk to cool;\n' +
        'stirring in plain yogurt with live cultures;\n' +
        'putting a lid back on the slow cooker;\n' +
        'wrapping the slow cooker in a thick towel; and\n' +
        'leaving the slow cooker in the thick towel.',
    );
  });

  it('claims the straining as a further step, and the product without when it is made', () => {
    expect(claims).toContain(
      '7. The method of claim 1, further comprising straining the yogurt through a cheesecloth in a colander for 2 hours to make the yogurt thick.',
    );
    expect(
      claims.some((claim) => /^\d+\. A thick yogurt product made by a process, comprising:/.test(claim)),
    ).toBe(true);
  });

  it('does not list again in the details the steps the summary told of the pot', () => {
    const summary = yogurt.summary!.split('\n\n')[1]!.split(/(?<=\.) /);
    const details = yogurt.details!.split('\n\n')[1]!.split(/(?<=\.) /);
    expect(writeDetailsOverview(model, { summary, details })).toBe(
      'In one embodiment, the method of making thick yogurt overnight in a slow cooker uses a lid.',
    );
  });
});
