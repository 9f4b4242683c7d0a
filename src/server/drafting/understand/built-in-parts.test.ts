import { describe, expect, it } from 'vitest';
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
