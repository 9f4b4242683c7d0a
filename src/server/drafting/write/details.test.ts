import { describe, expect, it } from 'vitest';
import { buildInventionModel } from '../understand/invention-model';
import { elementsToDescribe, introducedOnce, writeDetailsOverview } from './details';

describe('the elements the detailed description introduces', () => {
  it('leaves out what the device holds, such as leftover water, and keeps its parts', () => {
    const model = buildInventionModel({
      completedSections: [],
      title: 'Dog Water Bottle That Clips Onto a Leash',
      summary:
        'The following summarizes the present invention.\n\nLeftover water goes back into the bottle so the user does not waste it.',
      details:
        'The following description sets forth an embodiment of the present invention in detail.\n\nThe present invention has a bottle body, a leash clip, a folding bowl, a push-button valve and a carbon filter. The bottle body is BPA-free Tritan plastic and holds 600 ml.',
    });
    const names = elementsToDescribe(model).map((element) => element.name);
    // (The water in a state is no part: the model leaves it out, so the description does too.)
    expect(model.elements.map((element) => element.name)).not.toContain('leftover water');
    expect(names).not.toContain('leftover water');
    expect(names).toEqual(expect.arrayContaining(['bottle body', 'leash clip', 'folding bowl']));
  });

  it("does not restate in its opening a fact whose every number the inventor's detail sentences give", () => {
    const details = [
      'The bike tail light comprises an accelerometer, a microcontroller and a red LED array.',
      'The microcontroller checks the accelerometer 100 times a second and if the deceleration is more than 2 m/s2 it drives the LED array at full power for 3 seconds.',
    ];
    const model = buildInventionModel({
      completedSections: [],
      title: 'Bike Tail Light That Gets Brighter',
      details: `The following description sets forth an embodiment of the present invention in detail.\n\n${details.join(' ')}`,
    });
    const overview = writeDetailsOverview(model, { details, summary: [] }) ?? '';
    expect(overview).not.toMatch(/3 seconds|2 m\/s2/);
  });

  it('counts a number as told only with its unit, and a longer name as no mention of the shorter', () => {
    // ("0.1 amps" is not told by "0.1 mm": the operations the detail sentences do not give are listed.)
    const details = ['The copper layer comes out around 0.1 mm.'];
    const model = buildInventionModel({
      completedSections: [],
      title: 'Method of Plating Parts',
      summary:
        'The present invention provides a method of plating parts.\n\nThe part is sanded, painted and dried. Then the part is placed in a bath with a copper anode.',
      details: `The following description sets forth an embodiment of the present invention in detail.\n\nThe user applies a current of about 0.1 amps for two hours. ${details[0]}`,
    });
    const overview = writeDetailsOverview(model, { details, summary: [] }) ?? '';
    expect(overview).toContain('0.1 amps');
    const pump = buildInventionModel({
      completedSections: [],
      title: 'Cold Brew Using Vacuum Pulses',
      details:
        'The following description sets forth an embodiment of the present invention in detail.\n\nA vacuum pump takes the tank down. A vacuum is released over and over.',
    });
    // ("a vacuum pump" names the pump: "a vacuum" after it is still the first vacuum.)
    expect(introducedOnce('It uses a vacuum pump. A vacuum is pulled.', pump, { keepLists: false })).toBe(
      'It uses a vacuum pump. A vacuum is pulled.',
    );
  });

  it('introduces each element once: after the opening, the inventor\'s "a … magnet" is "the … magnet"', () => {
    const details = [
      'In one embodiment, a pool gate latch comprises a magnet, a housing, an aluminum bracket and a ramp.',
      'The housing is glass-filled nylon. The gate has an aluminum bracket with a strong magnet. Inside there is a ramp. The bracket pushes a ramp that lifts a pin.',
    ].join('\n\n');
    const model = buildInventionModel({
      completedSections: [],
      title: 'Pool Gate Latch',
      details:
        'The following description sets forth an embodiment of the present invention in detail.\n\nThe parts are a magnet, a housing, an aluminum bracket and a ramp.',
    });
    const once = introducedOnce(details, model);
    expect(once).toContain('The gate has the aluminum bracket with the strong magnet.');
    // "there is the ramp" does not read: the article stays.
    expect(once).toContain('Inside there is a ramp.');
    expect(once).toContain('The bracket pushes the ramp that lifts a pin.');
    expect(once.split('\n\n')[0]).toBe(details.split('\n\n')[0]);
    // The text keeps its own line breaks (a section the inventor laid out by hand keeps its layout).
    expect(introducedOnce('The parts are a ramp and a magnet.\nA ramp lifts the pin.\nDone.', model)).toBe(
      'The parts are a ramp and a magnet.\nThe ramp lifts the pin.\nDone.',
    );
    // What a part is keeps its article.
    expect(
      introducedOnce('The parts are a ramp and a magnet. The ramp is a steel ramp.', model, {
        keepLists: false,
      }),
    ).toBe('The parts are a ramp and a magnet. The ramp is a steel ramp.');
  });

  it("keeps the articles of the inventor's own list of the parts, which the opening may leave out", () => {
    const details =
      'The folding sawhorse comprises a steel beam and four telescoping legs.\n\nThe sawhorse has a steel beam and a hinge bracket.';
    const model = buildInventionModel({
      completedSections: [],
      title: 'Folding Sawhorse',
      details: `The following description sets forth an embodiment of the present invention in detail.\n\n${details}`,
    });
    expect(
      introducedOnce(`In one embodiment, a folding sawhorse comprises a steel beam.\n\n${details}`, model),
    ).toContain('The folding sawhorse comprises a steel beam and four telescoping legs.');
  });
});
