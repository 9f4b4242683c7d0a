import { describe, expect, it } from 'vitest';
import { modelOf } from '../../../../tests/helpers/invention-model';
import type { InventionElement, InventionModel } from '../../../contract';
import { newElement } from '../understand/new-element';
import { writeClaims } from './claims';

const element = (name: string, fields: Partial<InventionElement> = {}): InventionElement =>
  newElement(name, { listed: true, ...fields });

const tailLight = (elements: InventionElement[]): InventionModel =>
  modelOf({
    kinds: ['article'],
    subject: 'bike tail light',
    elements,
    body: element('bike tail light', { listed: false }),
  });

const claimOne = (model: InventionModel) => writeClaims(model).split('\n\n')[0]!;

describe('writeClaims', () => {
  it('does not make a step of using it out of what a part can take ("fitting pens with the shell")', () => {
    const claims = writeClaims({
      ...tailLight([
        element('shell', { functions: ['fit pens'] }),
        element('counterweight', { functions: ['hold the drip tray level'] }),
        element('drip tray', { functions: ['tip toward the sink'] }),
      ]),
      subject: 'dish rack',
    });
    const method = claims.split('\n\n').find((claim) => /A method of using/.test(claim)) ?? '';
    expect(method).not.toMatch(/fitting pens/);
    expect(method).toMatch(/holding the drip tray level with the counterweight/);
  });

  it('keeps the threshold that makes it work in claim 1: "when a temperature of a cable reaches 60 degrees"', () => {
    const claims = writeClaims({
      ...tailLight([
        element('relay', { functions: ['cut the power when the cable hits 60 degrees Celsius'] }),
        element('control board', { functions: ['open the relay'] }),
      ]),
      subject: 'extension cord reel',
    });
    expect(claims.split('\n\n')[0]).toContain(
      'a relay configured to cut power when a temperature of a cable reaches 60 degrees Celsius',
    );
  });

  it('keeps a threshold with a verb that needs no object: "configured to buzz when …"', () => {
    const claims = writeClaims({
      ...tailLight([
        element('vibration motor', {
          functions: ['buzz when a user leans forward more than 15 degrees for over a minute'],
        }),
        element('accelerometer', { functions: ['learn the upright angle when a user presses the button'] }),
      ]),
      subject: 'clip',
    });
    expect(claims.split('\n\n')[0]).toContain(
      'a vibration motor configured to buzz when a user leans forward more than 15 degrees',
    );
  });

  it('closes claim 1 with what the whole does when one of its parts is acted on, and claims that part', () => {
    const model = tailLight([
      element('contact', {
        plural: true,
        materials: ['stainless steel'],
        relations: ['disposed on its bottom'],
      }),
      element('valve', { functions: ['turn the water off'] }),
    ]);
    const claims = writeClaims({
      ...model,
      subject: 'leak puck',
      body: {
        ...model.body,
        functions: ['send a radio signal to a motorized valve when water bridges the contacts'],
      },
    });
    const first = claims.split('\n\n')[0]!;
    expect(first).toContain('a plurality of contacts');
    expect(first).toMatch(
      /wherein the leak puck is configured to send a radio signal to the valve when water bridges the contacts\.$/,
    );
  });

  it('orders the steps of using it as the inventor told them, not as claim 1 lists the parts', () => {
    const told = ['The bracket pushes a ramp that lifts the pin', 'the pin falls into the hole'];
    const claims = writeClaims({
      ...tailLight([
        element('pin', { functions: ['fall into the hole'], sources: [told[1]!] }),
        element('ramp', { functions: ['lift the pin'], sources: [told[0]!] }),
      ]),
      subject: 'gate latch',
      told,
    });
    const method = claims.split('\n\n').find((claim) => /A method of using/.test(claim)) ?? '';
    expect(method.indexOf('lifting the pin with the ramp')).toBeGreaterThan(-1);
    expect(method.indexOf('lifting the pin with the ramp')).toBeLessThan(method.indexOf('to fall into'));
  });

  it('has the user do what a part does both ways, claims a material once, and calls a part by one name', () => {
    const claims = writeClaims(
      tailLight([
        element('LED ring', { functions: ['count down'] }),
        element('timer module', { functions: ['light up the LED ring that counts down'] }),
        element('flip cap', {
          materials: ['silicone', 'medical grade silicone'],
          functions: ['latch over the LED ring'],
        }),
      ]),
    );
    expect(claims).toContain('latching the flip cap over the LED ring');
    expect(claims).not.toMatch(/allowing the flip cap to latch/);
    expect(claims).toContain('wherein the flip cap comprises medical grade silicone.');
    expect(claims).not.toMatch(/wherein the flip cap comprises silicone\./);
  });

  it('claims another kind of a part as that part: an electromagnet is the magnet', () => {
    const claims = writeClaims({
      ...tailLight([
        element('magnet', { functions: ['pull the gate shut'] }),
        element('pin', { functions: ['drop into the hole'] }),
      ]),
      subject: 'gate latch',
      body: element('gate latch', { listed: false, options: ['use an electromagnet with a battery'] }),
    });
    expect(claims).toContain(
      'The gate latch of claim 1, wherein the magnet is an electromagnet with a battery.',
    );
    expect(claims).not.toMatch(/further configured to use an electromagnet/);
  });

  it('ends the method of using with the act that releases it, after what the parts do', () => {
    const claims = writeClaims({
      ...tailLight([
        element('magnet', {
          functions: ['pull the gate shut'],
          sources: ['The magnet pulls the gate shut.'],
        }),
        element('pin', { functions: ['drop into the hole'], sources: ['The pin drops into the hole.'] }),
      ]),
      subject: 'gate latch',
      useSteps: [{ action: 'lifting the knob', source: 'The user lifts the knob to open it.' }],
    });
    const method = claims.split('\n\n').find((claim) => /A method of using/.test(claim)) ?? '';
    expect(method.trim().split('\n').at(-1)).toBe('lifting a knob.');
  });

  it('claims a material once: inside the group of its alternatives, not alone as well', () => {
    const claims = writeClaims(
      tailLight([
        element('accelerometer', { functions: ['sense when the bike slows down'] }),
        element('case', {
          materials: ['aluminum'],
          alternatives: ['plastic'],
          functions: ['hold the battery'],
        }),
      ]),
    );
    expect(claims).toContain(
      'wherein the case comprises a material selected from the group consisting of aluminum and plastic.',
    );
    expect(claims).not.toMatch(/wherein the case comprises aluminum\./);
  });

  it('introduces "a bike" that the preamble names only as the kind of tail light', () => {
    const text = claimOne(
      tailLight([
        element('accelerometer', { functions: ['sense when the bike slows down'] }),
        element('microcontroller', { functions: ['check the accelerometer'] }),
      ]),
    );
    expect(text).toContain('an accelerometer configured to sense when a bike slows down;');
    expect(text).toMatch(/^1\. A bike tail light, comprising:/);
  });

  it('leaves a part that only sits on another to a dependent claim, with its material', () => {
    const claims = writeClaims(
      tailLight([
        element('LED array', { functions: ['light the road'] }),
        element('microcontroller', { functions: ['drive the LED array'] }),
        element('reflector', {
          relations: ['disposed on the LED array'],
          materials: ['chrome'],
          listed: false,
        }),
      ]),
    );
    const [first, ...rest] = claims.split('\n\n');
    expect(first).not.toContain('reflector');
    const added = rest.find((claim) =>
      /further comprising a reflector disposed on the LED array\.$/.test(claim),
    )!;
    const number = added.split('.')[0];
    expect(rest.join('\n')).toContain(`of claim ${number}, wherein the reflector comprises chrome.`);
  });

  it('says "items" in a software preamble and leaves out a "part" that only uses the app', () => {
    const claims = writeClaims({
      ...tailLight([
        element('recipe', { functions: ['use the app'] }),
        element('scheduler', { functions: ['send push notifications'] }),
      ]),
      kinds: ['software'],
      subject: 'app',
      purpose: 'keeping track of when stuff in the pantry expires',
      steps: [
        { action: 'reading the receipt with text recognition', source: '' },
        { action: 'matching each line to a food item', source: '' },
      ],
    });
    expect(claims).toMatch(/^1\. A system for keeping track of when items in a pantry expire, comprising:/);
    expect(claims).toContain('a scheduler configured to send push notifications');
    expect(claims).not.toMatch(/recipe/);
  });

  it('claims "a soft face mask" as "a face mask", and a part that starts as the thing started', () => {
    const claims = writeClaims({
      ...tailLight([
        element('soft face mask', { functions: ['fit over the nose and mouth'] }),
        element('timer module', { functions: ['start upon sensing airflow'] }),
      ]),
      subject: 'nebulizer mask',
    });
    expect(claims).toContain('\na face mask configured to fit over');
    expect(claims).not.toMatch(/\bsoft\b/);
    expect(claims).toContain('starting the timer module upon sensing airflow');
  });

  it('says what is pressed in a step that lets something happen "when pressed"', () => {
    const claims = writeClaims({
      ...tailLight([
        element('folding bowl', { functions: ['hold water for the dog'] }),
        element('push-button valve', { functions: ['let water flow into the folding bowl when pressed'] }),
      ]),
      subject: 'dog water bottle',
    });
    expect(claims).toContain(
      'letting water flow into the folding bowl when the push-button valve is pressed',
    );
  });

  it('leaves a cord and a light that only shows a state out of claim 1 when the summary never names them', () => {
    const model = tailLight([
      element('handle'),
      element('blade', { functions: ['melt a thin layer of ice'] }),
      element('heater', { functions: ['heat the blade'], relations: ['bonded to the back of the blade'] }),
      element('cord', { relations: ['attached to the handle', 'ending in a 12 V plug'] }),
      element('LED', { functions: ['show when the blade is warm'], relations: ['disposed on the handle'] }),
      element('thermostat', { functions: ['cut the heater off'], relations: ['disposed in the handle'] }),
    ]);
    const claims = writeClaims({
      ...model,
      subject: 'ice scraper',
      advantages: ['The blade is heated by the heater.'],
    });
    const [first, ...rest] = claims.split('\n\n');
    expect(first).toMatch(/a heater bonded to a back of the blade and configured to heat the blade/);
    expect(first).not.toMatch(/\b(?:cord|LED)\b/);
    expect(rest.join('\n')).toMatch(/further comprising a cord attached to the handle/);
    // A cord the inventor marks essential is in claim 1, and its shape, told as "ending in", is claimed
    // in the indicative.
    const essential = writeClaims({
      ...model,
      elements: model.elements.map((e) => (e.name === 'cord' ? { ...e, essential: true } : e)),
      subject: 'ice scraper',
    });
    expect(essential).toMatch(/wherein the cord ends in a 12 V plug\./);
  });

  it("claims a program's operations broadly and the inventor's numbers in dependents of each category", () => {
    const claims = writeClaims({
      ...tailLight([]),
      kinds: ['software'],
      subject: 'application',
      purpose: 'telling beekeepers when a hive is about to swarm',
      steps: [
        { action: 'receiving recordings from the microphone disposed in the hive', source: '' },
        { action: 'tracking the energy in the 200 to 500 Hz band', source: '' },
        {
          action: 'flagging the hive when a dominant frequency rises by more than 10 percent over three days',
          source: '',
        },
      ],
    }).split('\n\n');
    expect(claims[0]).toContain('track an energy in a frequency band;');
    expect(claims[0]).toContain('flag the hive when a dominant frequency rises.');
    expect(claims[0]!.replace(/^1\. /, '')).not.toMatch(/\d/);
    expect(claims).toContain(
      '2. The system of claim 1, wherein the instructions cause the processor to track the energy in the frequency band from 200 to 500 Hz.',
    );
    const method = claims.find((claim) => /A computer-implemented method/.test(claim))!;
    const number = method.split('.')[0];
    expect(claims.join('\n')).toContain(
      `The method of claim ${number}, wherein the step of flagging the hive when the dominant frequency rises comprises flagging the hive when the dominant frequency rises by more than 10 percent over three days.`,
    );
    expect(
      claims.some((claim) =>
        /^\d+\. The non-transitory computer-readable medium of claim \d+, wherein tracking/.test(claim),
      ),
    ).toBe(true);
  });

  it('claims a process broadly, its ratio in a dependent, its later steps one by one and its vessel in the system', () => {
    const claims = writeClaims({
      ...tailLight([
        element('tank', { listed: false, relations: ['sealed'] }),
        element('pulse', { listed: false, plural: true, measures: ['is from 10 to 60 seconds'] }),
      ]),
      kinds: ['method'],
      subject: 'process for making cold brew coffee concentrate',
      purpose: 'making cold brew coffee concentrate',
      steps: [
        'mixing the beans with filtered water at 1 part coffee to 5 parts water by weight',
        'sealing the tank',
        'taking the tank down to 0.2 bar absolute for 30 seconds with the vacuum pump',
        'returning the tank to atmospheric pressure for 30 seconds with the valve',
        'repeating the cycle for 2 hours',
        'keeping the tank at 4 to 8 degrees',
        'filtering the slurry through a 20 micron bag',
        'draining the bag',
        'bottling the concentrate',
        'keeping the concentrate cold',
      ].map((action) => ({ action, source: '' })),
    }).split('\n\n');
    // (The mixing forms the slurry the filtering works on.)
    expect(claims[0]).toContain('mixing beans with filtered water to form a slurry;');
    expect(claims[0]).toContain('filtering the slurry through a bag;');
    expect(claims[0]).toContain('taking the tank down with a vacuum pump;');
    expect(claims[0]).toContain('keeping the tank at a temperature from 4 to 8 degrees;');
    // (Claim 1 repeats the cycle, however long; how long is a dependent's.)
    expect(claims[0]).toContain('repeating a cycle;');
    expect(claims.join('\n')).toContain(
      'wherein the step of repeating the cycle comprises repeating the cycle for 2 hours.',
    );
    expect(claims).toContain('8. The method of claim 1, further comprising keeping the concentrate cold.');
    expect(claims.join('\n')).toContain(
      'wherein the step of taking the tank down with the vacuum pump comprises taking the tank down to 0.2 bar absolute for from 10 to 60 seconds with the vacuum pump.',
    );
    const system = claims.find((claim) => /A system for making/.test(claim))!;
    expect(system).toMatch(/comprising:\na tank;\na vacuum pump configured to take the tank down;/);
  });

  it('claims "beeswax" that "carnauba wax may replace" as a wax, with both in a Markush group', () => {
    const claims = writeClaims({
      ...tailLight([
        element('iron powder', { measures: ['is present at 85 percent'] }),
        element('beeswax', { substitutes: [{ alternative: 'carnauba wax', replaces: 'beeswax' }] }),
      ]),
      kinds: ['composition'],
      subject: 'lead-free fishing sinker',
      told: ['The sinkers are pressed into shape and baked.'],
    }).split('\n\n');
    expect(claims[0]).toBe('1. A lead-free fishing sinker composition, comprising:\niron powder; and\nwax.');
    expect(claims).toContain(
      '2. The lead-free fishing sinker composition of claim 1, wherein the wax is selected from the group consisting of beeswax and carnauba wax.',
    );
    expect(claims.join('\n')).toContain('wherein the composition is pressed into a sinker.');
  });

  it('claims a making process with no apparatus by its product, and what may replace a material it uses', () => {
    const claims = writeClaims({
      ...tailLight([
        element('tea', {
          listed: false,
          substitutes: [
            { alternative: 'oak bark', replaces: 'tea' },
            { alternative: 'willow bark', replaces: 'tea' },
          ],
        }),
      ]),
      kinds: ['method'],
      subject: 'method for making fish leather',
      purpose: 'making fish leather',
      steps: [
        'scraping the skins clean of flesh with a dull knife',
        'brewing the tea at 100 grams of loose black tea per liter',
        'placing the skins in the tea for 5 days',
        'rinsing the skins',
        'stretching the skins on a board to dry',
      ].map((action) => ({ action, source: '' })),
      told: ['The skins are placed in the tea.', 'Black tea is brewed.'],
    }).split('\n\n');
    expect(claims[0]).toContain('scraping skins clean of flesh with a dull knife;');
    expect(claims.join('\n')).toContain(
      'wherein the tea is replaced by a material selected from the group consisting of oak bark and willow bark.',
    );
    const product = claims.find((claim) => /made by a process/.test(claim))!;
    expect(product).toMatch(
      /^\d+\. A fish leather product made by a process, comprising:\nscraping skins clean/,
    );
    const number = product.split('.')[0];
    expect(
      claims.some((claim) => claim.includes(`The fish leather product of claim ${number}, wherein`)),
    ).toBe(true);
    expect(claims.join('\n')).not.toMatch(/A system for making fish leather/);
  });

  it('claims a program operation claim 1 has no room for with its number, in each category', () => {
    const claims = writeClaims({
      ...tailLight([]),
      kinds: ['software'],
      subject: 'seating chart application',
      purpose: 'keeping children who should not sit together apart',
      steps: [
        'receiving the class list',
        'building a chart',
        'assigning each child a desk',
        'keeping kept-apart pairs out of adjacent desks',
        'placing front-row children in the first two rows',
        'using backtracking search for up to 5 seconds',
        'showing which rules were not met',
      ].map((action) => ({ action, source: '' })),
    }).split('\n\n');
    const all = claims.join('\n');
    expect(all).toMatch(
      /The system of claim 1, wherein the instructions further cause the processor to use backtracking search for up to 5 seconds\./,
    );
    expect(all).toMatch(/The method of claim \d+, further comprising showing which rules were not met\./);
    expect(all).toMatch(
      /The non-transitory computer-readable medium of claim \d+, wherein the operations further comprise/,
    );
    // Claim 1 stays broad: the number is the dependents'.
    expect(claims[0]!.replace(/^1\. /, '')).not.toMatch(/\d/);
  });

  it('names whom a composition is for after its category, and claims a bar it is molded into by weight', () => {
    const claims = writeClaims({
      ...tailLight([
        element('coconut oil', { measures: ['is present at 40 percent by weight'] }),
        element('colloidal oatmeal', {
          measures: ['is present at 7 percent by weight'],
          substitutes: [{ alternative: 'oat flour', replaces: 'colloidal oatmeal' }],
        }),
      ]),
      kinds: ['composition'],
      subject: 'solid shampoo bar for dogs',
      body: element('solid shampoo bar for dogs', { listed: false, measures: ['is about 100 grams'] }),
      told: ['It is poured into molds and cured. Each bar is about 100 grams.'],
    }).split('\n\n');
    expect(claims[0]).toMatch(/^1\. A solid shampoo bar composition for dogs, comprising:/);
    const all = claims.join('\n');
    expect(all).toMatch(
      /(\d+)\. The solid shampoo bar composition for dogs of claim 1, wherein the composition is molded into a bar\./,
    );
    const molded =
      /(\d+)\. The solid shampoo bar composition for dogs of claim 1, wherein the composition is molded/.exec(
        all,
      )![1];
    expect(all).toContain(`of claim ${molded}, wherein the bar weighs about 100 grams.`);
    // Claim 1 names the oatmeal with its alternative, and a dependent the one used (no dependent claim
    // drops what claim 1 requires).
    expect(claims[0]).toContain('\ncolloidal oatmeal or oat flour');
    // (Each one in a dependent of its own, named bare as claim 1 names it, stop 36.)
    expect(all).toContain(
      'of claim 1, wherein the solid shampoo bar composition for dogs comprises colloidal oatmeal.',
    );
    expect(all).toContain(
      'of claim 1, wherein the solid shampoo bar composition for dogs comprises oat flour.',
    );
    expect(all).not.toMatch(/is replaced by/);
  });

  it('claims a bar poured into gram molds as molded, weighing what its mold holds, and free of what it lacks', () => {
    const claims = writeClaims({
      ...tailLight([
        element('beeswax', { measures: ['is present at 35 percent by weight'] }),
        element('shea butter', { measures: ['is present at 35 percent by weight'] }),
      ]),
      kinds: ['composition'],
      subject: 'solid lotion bar',
      advantages: [
        'The present invention is a solid lotion bar, made of beeswax and shea butter with no water in it.',
      ],
      body: element('solid lotion bar', { listed: false }),
      told: ['The mixture is poured into 60 gram molds to set. The bar melts on contact with skin.'],
    }).split('\n\n');
    expect(claims[0]).toMatch(/wherein the solid lotion bar composition is free of water\.$/);
    const all = claims.join('\n');
    expect(all).toContain('wherein the composition is molded into a bar.');
    expect(all).toMatch(/wherein the bar weighs 60 grams\./);
  });

  it('makes the mixture of a recipe first, by the ingredients\' kinds, when its steps start on "the mixture"', () => {
    const claims = writeClaims({
      ...tailLight([
        element('crushed green walnut hull', {
          plural: true,
          measures: ['is present in an amount of 500 grams'],
        }),
        element('water', { measures: ['is present in an amount of 1 liter'] }),
        element('white vinegar'),
        element('alum'),
      ]),
      kinds: ['composition'],
      subject: 'wood stain',
      steps: [
        { action: 'simmering the mixture for 2 hours', source: '' },
        { action: 'straining the mixture through cheesecloth', source: '' },
        { action: 'adding 5 grams of alum as a mordant', source: '' },
      ],
    }).split('\n\n');
    const method = claims.find((claim) => /A method of making/.test(claim))!;
    expect(method).toMatch(
      /comprising:\ncombining walnut hulls, water and vinegar into a mixture;\nsimmering the mixture;/,
    );
    // (Simmering says what is done however long: the 2 hours are a dependent's.)
    expect(claims.join('\n')).toMatch(
      /the step of simmering the mixture comprises simmering the mixture for 2 hours\./,
    );
    expect(claims.join('\n')).toMatch(/wherein the walnut hulls are crushed green walnut hulls\./);
    // Named alike in both, what the method adds is how much.
    expect(claims.join('\n')).toMatch(/of claim \d+, wherein the water is present in an amount of 1 liter\./);
    expect(claims.join('\n')).not.toMatch(/the water is water/);
  });

  it('claims a treatment: its product by the process, the material by its kind, what it does without, no bath as a tool', () => {
    const claims = writeClaims({
      ...tailLight([element('wool yarn', { listed: false })]),
      kinds: ['method'],
      subject: 'process',
      purpose: 'dyeing wool yarn with yellow onion skins',
      steps: [
        { action: 'soaking the yarn in soy milk for 12 hours', source: '' },
        { action: 'boiling onion skins in water', source: '' },
        { action: 'putting the yarn in the dye bath at 80 degrees for 1 hour', source: '' },
        { action: 'letting the yarn cool in the bath overnight', source: '' },
      ],
      advantages: [
        'The present invention is a process that dyes wool yarn with onion skins and no synthetic mordant.',
      ],
    }).split('\n\n');
    expect(claims[0]).toMatch(
      /^1\. A method of dyeing wool yarn with yellow onion skins, comprising:\nsoaking the yarn in soy milk;/,
    );
    expect(claims).toContain('6. The method of claim 1, wherein no synthetic mordant is used.');
    // ("overnight" is how long the yarn cools, a dependent's.)
    expect(claims.join('\n')).toMatch(/comprises letting the yarn cool in the bath overnight\./);
    expect(claims.join('\n')).toMatch(/wherein the yarn is wool yarn\./);
    expect(claims.join('\n')).toMatch(/\d+\. A dyed wool yarn product made by a process, comprising:/);
    expect(claims.join('\n')).not.toMatch(/A system for|bath configured/);
  });

  it('claims a part a part may have as what it further comprises, not as something it is configured to do', () => {
    const claims = writeClaims(
      tailLight([
        element('handle', { functions: ['fold down over the steps'], options: ['have a small tool tray'] }),
        element('step', { plural: true, materials: ['plastic'] }),
      ]),
    );
    expect(claims).toMatch(/wherein the handle further comprises a tool tray\./);
    expect(claims).not.toMatch(/configured to have/);
  });

  it('makes a dough of the ingredients a recipe "mixes" without naming them', () => {
    const claims = writeClaims({
      ...tailLight([
        element('riced cauliflower', { measures: ['is present in an amount of 300 grams'] }),
        element('chickpea flour'),
        element('psyllium husk powder', { measures: ['is present in an amount of 10 grams'] }),
      ]),
      kinds: ['composition'],
      subject: 'pizza dough',
      steps: [
        { action: 'mixing the ingredients', source: '' },
        { action: 'resting the dough for 15 minutes', source: '' },
        { action: 'baking the dough at 230 degrees C for 12 minutes', source: '' },
      ],
    }).split('\n\n');
    const method = claims.find((claim) => /A method of making/.test(claim))!;
    expect(method).toMatch(
      /comprising:\ncombining cauliflower, chickpea flour and psyllium husk powder into a dough;\nresting the dough/,
    );
    expect(claims.join('\n')).toMatch(/wherein the cauliflower is riced cauliflower\./);
    expect(claims.join('\n')).toMatch(
      /of claim \d+, wherein the psyllium husk powder is present in an amount of 10 grams\./,
    );
    expect(claims.join('\n')).not.toMatch(/the husk powder/);
  });
});
