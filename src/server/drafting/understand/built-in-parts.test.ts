import { describe, expect, it } from 'vitest';
import { BACKGROUND_CUES } from '../offline/cues';
import { asUseSentence, formalSentences } from '../offline/style';
import { writeClaims } from '../write/claims';
import { buildInventionModel } from './invention-model';

/** A cutting board with a scale, told the way the offline drafter writes the inventor's answers. */
const board = () =>
  buildInventionModel({
    title: 'Cutting Board with a Built-In Scale',
    summary:
      'The present invention is a cutting board with a built-in scale.\n\nFour load cells in the feet measure the weight and a small display on the front edge shows it in grams or ounces.',
    details:
      'The present invention is described below.\n\nThe board is bamboo, 40 by 30 cm. The load cells connect to a microcontroller under the board. There is a tare button next to the display. It runs on two AAA batteries.',
    variations:
      'Alternatives are described below.\n\nIn another embodiment, the cutting board is provided as a plastic version for the dishwasher.',
    completedSections: [],
  });

describe('parts a device is built with, told in passing', () => {
  it('reads a part "next to" another as placed there', () => {
    const button = board().elements.find((e) => e.name === 'tare button');
    expect(button?.relations).toEqual(['disposed next to the display']);
  });

  it('reads "connect to a microcontroller under the board" as how a part is wired, under the whole', () => {
    const cells = board().elements.find((e) => e.name === 'load cell');
    expect(cells?.functions).not.toContain('connect to a microcontroller under the board');
    expect(cells?.relations).toContain('connected to a microcontroller under the cutting board');
    // What a part talks to over a link is still what it does.
    const paired = buildInventionModel({
      title: 'Nebulizer Mask',
      details:
        'Intro.\n\nThe parts are a face mask and a timer module. The timer module can connect to a parent app.',
      completedSections: [],
    });
    expect(paired.elements.find((e) => e.name === 'timer module')?.relations ?? []).not.toContain(
      'connected to a parent app',
    );
  });

  it('claims what powers the whole, and another material the whole may be made of', () => {
    const model = board();
    expect(model.body.relations).toContain('powered by two AAA batteries');
    expect(model.body.alternatives).toContain('plastic');
    const claims = writeClaims(model);
    expect(claims).toContain('1, wherein the cutting board is powered by two AAA batteries.');
    expect(claims).toContain(
      'wherein the cutting board comprises a material selected from the group consisting of bamboo and plastic.',
    );
  });
});

describe('a smart plug told around a story', () => {
  const plug = () =>
    buildInventionModel({
      title: 'Smart Plug That Turns the Coffee Maker Off',
      summary:
        'The present invention is a smart plug that turns the coffee maker off.\n\nThe plug watches for the phone on the home WiFi. When the phone has been gone for 10 minutes, it cuts the power, and it sends a notification saying it did.',
      details:
        'The present invention is described below.\n\nInside is an ESP32 chip, a 15 amp relay and a current sensor. It fits a standard US outlet.',
      variations:
        'Alternatives are described below.\n\nIn another embodiment, the smart plug has two outlets.',
      completedSections: [],
    });

  it('names the thing the story left on where "it" would point back to the story', () => {
    expect(
      formalSentences(
        'I keep leaving the coffee maker on when I leave for work. So I made a smart plug that turns it off when my phone leaves the house.',
      )[1],
    ).toMatch(/smart plug that turns the coffee maker off when/);
    expect(BACKGROUND_CUES.test('The user keeps leaving the coffee maker on.')).toBe(true);
    expect(asUseSentence('Forgetful people like the user.')).toBe(
      'The present invention may be used by forgetful people.',
    );
  });

  it('reads "an ESP32 chip" as a chip of that model, which watches and notifies; the relay cuts the power', () => {
    const model = plug();
    const chip = model.elements.find((e) => e.name === 'chip');
    expect(chip?.measures).toContain('is an ESP32 chip');
    expect(chip?.functions).toEqual(['watch for the phone on the home WiFi', 'send a notification']);
    expect(model.elements.find((e) => e.name === 'relay')?.functions).toEqual([
      'cut the power when the phone has been gone for 10 minutes',
    ]);
    expect(model.optionalParts).toEqual(['two outlets']);
  });

  it('claims what it fits, the counted parts another version has, and the relay with its condition', () => {
    const claims = writeClaims(plug());
    expect(claims).toContain('wherein the smart plug is further configured to fit a US outlet.');
    expect(claims).toContain('1, further comprising two outlets.');
    expect(claims).toContain(
      '1, wherein the relay cuts the power when the phone has been gone for 10 minutes.',
    );
  });
});
