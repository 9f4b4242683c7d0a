import { describe, expect, it } from 'vitest';
import { antecedentGaps, fixAntecedents } from './antecedents';
import { parseClaims } from './claim-parser';
import { cutClauseProblems, stepObjectProblems } from './claim-sense';
import { checkClaimSet, checkDraft, checkTitle } from './draft-checker';

/** The gate latch of shared/drafting-example.md: a claim set at the level we want. */
const GATE_LATCH = `1. A gate latch, comprising:
a latch housing configured to be mounted to a fence post;
a locking pin movably received in the latch housing and configured to move downward under gravity into a locking position;
a gate bracket configured to be mounted to a gate and defining a pin hole; and
a magnet disposed on one of the gate bracket and the latch housing and configured to draw the gate bracket into alignment with the latch housing,
wherein the locking pin enters the pin hole in the locking position to hold the gate closed.

2. The gate latch of claim 1, further comprising a ramp configured to lift the locking pin as the gate bracket enters the latch housing.

3. The gate latch of claim 1, further comprising a release knob coupled to an upper end of the locking pin.

4. The gate latch of claim 3, further comprising a spring configured to urge the locking pin toward the locking position.

5. The gate latch of claim 1, wherein the magnet is a neodymium magnet configured to draw the gate bracket from a distance of up to 75 mm.

6. The gate latch of claim 1, wherein the magnet is an electromagnet powered by a battery.

7. The gate latch of claim 1, wherein the locking pin comprises a material selected from the group consisting of steel and stainless steel.

8. The gate latch of claim 1, wherein the latch housing comprises glass-filled nylon.

9. The gate latch of claim 1, wherein the locking pin has a diameter of 8 mm.

10. The gate latch of claim 1, wherein the gate bracket comprises aluminum.

11. The gate latch of claim 1, wherein the magnet draws the gate bracket from a distance of from 50 mm to 100 mm.

12. A method of latching a gate, comprising:
drawing a gate bracket mounted to the gate toward a latch housing with a magnetic force;
lifting a locking pin with a ramp as the gate bracket enters the latch housing; and
allowing the locking pin to drop under gravity into a pin hole of the gate bracket.

13. The method of claim 12, further comprising lifting a release knob coupled to an upper end of the locking pin to release the gate.

14. The method of claim 12, wherein the magnetic force draws the gate bracket from a distance of up to 75 mm.`;

describe('claim parser', () => {
  it('reads independent, "wherein" and "further comprising" claims and their categories', () => {
    const { claims, problems } = parseClaims(GATE_LATCH);
    expect(problems).toEqual([]);
    expect(claims.map((c) => c.parent)).toEqual([undefined, 1, 1, 3, 1, 1, 1, 1, 1, 1, 1, undefined, 12, 12]);
    expect(claims[0]!.category).toBe('apparatus');
    expect(claims[11]!.category).toBe('method');
    expect(claims[11]!.elements[1]).toMatch(/^lifting a locking pin/);
    expect(claims[1]!.elements).toEqual([
      'a ramp configured to lift the locking pin as the gate bracket enters the latch housing',
    ]);
  });

  it('reads a software system claim with a nested list of operations and a medium claim', () => {
    const { claims } = parseClaims(
      '1. A system, comprising:\na processor; and\na memory storing instructions that, when executed by the processor, cause the processor to:\nreceive a request;\nmatch the request; and\nsend a notification.\n\n2. A non-transitory computer-readable medium storing instructions that, when executed by a processor, cause the processor to perform operations comprising:\nreceiving a request; and\nsending a notification.',
    );
    expect(claims[0]!.category).toBe('system');
    expect(claims[0]!.operations).toEqual(['receive a request', 'match the request', 'send a notification']);
    expect(claims[1]!.category).toBe('medium');
  });

  it('finds misnumbering, a forward reference and a missing transition', () => {
    const { problems } = parseClaims(
      '1. A frame.\n\n3. The frame of claim 1, wherein x.\n\n4. The frame of claim 5, wherein y.',
    );
    expect(problems.join(' ')).toMatch(/should be numbered 2/);
    expect(problems.join(' ')).toMatch(/depends on claim 5/);
    expect(problems.join(' ')).toMatch(/no preamble/);
  });
});

describe('antecedent basis', () => {
  it('accepts the example and finds "the spring" that was never introduced', () => {
    expect(antecedentGaps(parseClaims(GATE_LATCH).claims)).toEqual([]);
    const gaps = antecedentGaps(
      parseClaims(
        '1. A latch, comprising:\na pin configured to lock a gate.\n\n2. The latch of claim 1, wherein the spring urges the pin.',
      ).claims,
    );
    expect(gaps).toHaveLength(1);
    expect(gaps[0]).toMatchObject({ claim: 2, term: expect.stringMatching(/^the spring\b/) });
  });

  it('finds "the button" named only inside "a push-button valve", and accepts a bare plural', () => {
    const gaps = antecedentGaps(
      parseClaims(
        '1. A method, comprising:\nproviding a bottle having a push-button valve;\npressing the button; and\nshaking red peppers until the peppers settle.',
      ).claims,
    );
    expect(gaps.map((gap) => gap.term)).toEqual(['the button']);
  });

  it('says of what a side is when the inventor said only "on the back"', () => {
    expect(fixAntecedents('A clip, comprising:\na battery; and\na spring steel hook on the back.')).toBe(
      'A clip, comprising:\na battery; and\na spring steel hook on a back thereof.',
    );
    expect(fixAntecedents('A clip, comprising:\na battery; and\na hook on the back of the battery.')).toBe(
      'A clip, comprising:\na battery; and\na hook on a back of the battery.',
    );
  });

  it('keeps "the" before a superlative or an ordinal, and "other" of a plural without "second"', () => {
    const claim =
      'A method, comprising:\nassigning a day to a family with the fewest drives;\nmixing a pill with applesauce in the same cup; and\nplacing children in the first two rows.';
    expect(fixAntecedents(claim)).toBe(claim);
    expect(cutClauseProblems('offering the slot to the other parents when a driver cancels')).toEqual([]);
  });

  it('introduces "the plug and the outlets" each with its own article, and power as stuff', () => {
    expect(
      fixAntecedents(
        'A reel, comprising:\na relay positioned between the plug and the outlets and configured to cut the power.',
      ),
    ).toBe('A reel, comprising:\na relay positioned between a plug and outlets and configured to cut power.');
  });

  it('reads the verb after the subject of a condition, or before its particle, as no part of a name', () => {
    expect(
      fixAntecedents(
        'A method, comprising:\nwaking a unit when the door opens;\nwaiting until the LED comes on; and\npushing the blades.',
      ),
    ).toBe(
      'A method, comprising:\nwaking a unit when a door opens;\nwaiting until an LED comes on; and\npushing blades.',
    );
    // A time counted from now needs no antecedent, and ends on no bare duration.
    const step = 'skipping a reminder when more than 5 mm of rain is coming in the next 24 hours';
    expect(fixAntecedents(`A method, comprising:\n${step}.`)).toBe(`A method, comprising:\n${step}.`);
    const findings = checkClaimSet(`1. A method, comprising:\nreading a probe; and\n${step}.`, [
      'method',
    ]).findings;
    expect(findings.filter((f) => f.check === 'clauses' || f.check === 'antecedent')).toEqual([]);
  });

  it('introduces what a thing eases bare, "the sun" as it is, and skins left clean as skins', () => {
    expect(fixAntecedents('A composition, comprising:\noatmeal configured to calm the itching.')).toBe(
      'A composition, comprising:\noatmeal configured to calm itching.',
    );
    expect(fixAntecedents('A method, comprising:\ndrying the grounds in the sun.')).toBe(
      'A method, comprising:\ndrying grounds in the sun.',
    );
    expect(fixAntecedents('A method, comprising:\nscraping the skins clean of flesh.')).toBe(
      'A method, comprising:\nscraping skins clean of flesh.',
    );
    expect(
      fixAntecedents('A nozzle, comprising:\na valve configured to shut when a count reaches the setting.'),
    ).toBe('A nozzle, comprising:\na valve configured to shut when a count reaches a setting.');
  });

  it('accepts "the legs" and "each leg" after "a plurality of telescoping legs", not "the leg" alone', () => {
    const claim = (dependent: string) =>
      parseClaims(
        `1. A sawhorse, comprising:\na plurality of telescoping legs each configured to slide.\n\n2. The sawhorse of claim 1, ${dependent}`,
      ).claims;
    expect(antecedentGaps(claim('wherein the legs comprise steel.'))).toEqual([]);
    expect(antecedentGaps(claim('wherein each leg comprises steel, and the leg is hollow.'))).toEqual([]);
    expect(antecedentGaps(claim('wherein the leg comprises steel.'))).toEqual([
      { claim: 2, term: 'the leg (one of several)' },
    ]);
  });
});

describe('draft checker', () => {
  it('passes the example claim set as a device plus a method of use', () => {
    expect(checkClaimSet(GATE_LATCH, ['article']).findings).toEqual([]);
  });

  it('names indefinite words, parts lists and a missing method claim', () => {
    const { findings } = checkClaimSet(
      `1. An apparatus, comprising:\na folding bowl;\na silicone bowl; and\na clip.\n\n${Array.from({ length: 7 }, (_, i) => `${i + 2}. The apparatus of claim 1, wherein the clip can be steel.`).join('\n\n')}`,
      ['article'],
    );
    const checks = new Set(findings.map((f) => f.check));
    expect(checks).toContain('indefinite');
    expect(checks).toContain('elementForm');
    expect(findings.map((f) => f.message)).toContain('No independent method claim.');
  });

  it('reads "can" as indefinite only where it is the modal, not the container', () => {
    const indefinite = (line: string) =>
      checkClaimSet(`1. A lid, comprising:\na gasket ${line}; and\na spout.`, ['article']).findings.filter(
        (finding) => finding.check === 'indefinite',
      );
    expect(indefinite('configured to seal a gallon can')).toEqual([]);
    expect(indefinite('configured to seal the can')).toEqual([]);
    expect(indefinite('that can seal a rim')).toHaveLength(1);
  });

  it('names cut clauses, steps without an object or sense, and unclaimed ranges', () => {
    const claims = `1. A bike tail light, comprising:
an accelerometer disposed inside the light senses when the bike;
a microcontroller configured to check the accelerometer; and
a battery configured to power the microcontroller and;
a scheduler configured to send a reminder two days.

2. A method of using a bike tail light, comprising:
turning LEDs to full brightness to check the accelerometer with the microcontroller;
charging by USB-C with the battery;
pressing a button; and
pressing the button.`;
    const findings = checkDraft({
      title: 'Bike Tail Light With Deceleration-Triggered Brake Light',
      description: [],
      claims,
      abstract: '',
      inventorText: 'The acetate could go from 70 to 90 percent. Is 2 to 4 mm enough?',
    });
    const messages = (check: string) => findings.filter((f) => f.check === check).map((f) => f.message);
    expect(messages('clauses').join(' ')).toMatch(/senses/);
    expect(messages('clauses').join(' ')).toMatch(/stops on "and"/);
    expect(messages('clauses').join(' ')).toMatch(/ends on a duration/);
    expect(messages('steps').join(' ')).toMatch(/charging what/);
    expect(stepObjectProblems('plugging in the reel')).toEqual([]);
    expect(messages('steps').join(' ')).toMatch(/with the microcontroller" is attached to the wrong action/);
    expect(messages('steps').join(' ')).toMatch(/repeats the step/);
    // The range in a question to the assistant is not the inventor's statement.
    expect(messages('ranges')).toEqual([expect.stringMatching(/70 to 90 percent/)]);
    expect(messages('claimSet').join(' ')).toMatch(/Only 2 claims \(a first claim set has 12 to 20\)/);
  });

  it('names a place on something the claim never names ("at a bottom"), not one that says of what', () => {
    const clauses = (element: string) =>
      checkClaimSet(`1. A nebulizer mask, comprising:\n${element}; and\na face mask.`, [
        'article',
      ]).findings.filter((finding) => finding.check === 'clauses');
    expect(clauses('a connector disposed at a bottom')).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/"at a bottom" but not of what/) }),
    ]);
    expect(clauses('a knob positioned on top')).toHaveLength(1);
    expect(clauses('a connector disposed at a bottom of the nebulizer mask')).toEqual([]);
    expect(clauses('a bubble level disposed on top of the face mask')).toEqual([]);
    expect(clauses('a clip disposed on a front and back of the face mask')).toEqual([]);
    expect(clauses('a clip disposed on the top plate')).toEqual([]);
    expect(clauses('a clip disposed at the bottom')).toHaveLength(1);
    expect(
      clauses('a bowl hinged to a side of the face mask and configured to fold out from the side'),
    ).toEqual([]);
  });

  it('reads a clause that ends on its verb as whole ("when the door opens"), not one cut after its subject', () => {
    const clauses = (element: string) =>
      checkClaimSet(
        `1. A sensor, comprising:
${element}; and
a housing.`,
        ['article'],
      ).findings.filter((finding) => finding.check === 'clauses');
    expect(clauses('a microcontroller configured to wait when the door opens')).toEqual([]);
    expect(clauses('a microcontroller configured to sleep until the door moves')).toEqual([]);
    expect(clauses('an accelerometer configured to sense when the bike')).toHaveLength(1);
  });

  it('names an article before a substance the inventor names without one ("drying a pine sawdust")', () => {
    const grammar = (claims: string) =>
      checkDraft({
        title: 'Method of Making Fence Boards',
        description: [],
        claims,
        abstract: '',
        inventorText: 'The pine sawdust is dried. Then HDPE flakes are mixed with 40 percent sawdust.',
      }).filter((finding) => finding.check === 'grammar');
    expect(
      grammar(
        '1. A method of making fence boards, comprising:\ndrying a pine sawdust; and\npressing a board.',
      ),
    ).toEqual([expect.objectContaining({ message: expect.stringMatching(/"a pine sawdust"/) })]);
    expect(
      grammar('1. A method of making fence boards, comprising:\ndrying pine sawdust; and\npressing a board.'),
    ).toEqual([]);
    // A substance naming what kind a part is ("a sawdust hopper") is not the substance.
    expect(grammar('1. A press, comprising:\na sawdust hopper; and\na mold.')).toEqual([]);
  });

  it('names an article before a plural and a preposition left without its object (stop 49)', () => {
    const grammar = (claims: string) =>
      checkDraft({
        title: 'Method of Drying Orange Slices',
        description: [],
        claims,
        abstract: '',
        inventorText: 'I cut the oranges 5 mm thick and bake them at 90 degrees Celsius on a wire rack.',
      })
        .filter((finding) => finding.check === 'grammar')
        .map((finding) => finding.message);
    expect(
      grammar(
        '1. A method of drying orange slices, comprising:\ncutting an oranges 5 mm thick; and\nbaking the oranges.',
      ),
    ).toEqual([expect.stringMatching(/^an article before a plural: .*an oranges 5/s)]);
    expect(
      grammar(
        '1. A method of drying orange slices, comprising:\ncutting oranges; and\nbaking the oranges at on a wire rack.',
      ),
    ).toEqual([expect.stringMatching(/^a preposition without its object: .*at on a wire rack/s)]);
    // (A plural that names the kind of what follows is no slip: "a clothes hanger", "a rules engine"; nor is a
    // singular in -s, "a lens with".)
    expect(
      grammar('1. A system, comprising:\na clothes hanger; and\na rules engine; and\na lens with a cover.'),
    ).toEqual([]);
  });

  it('takes "exceeds" as supported by the inventor\'s "more than", and nothing else unsaid', () => {
    const support = (description: string) =>
      checkDraft({
        title: 'Bike Tail Light With Deceleration-Triggered Brightening',
        description: [description],
        claims:
          '1. A bike tail light, comprising:\na microcontroller configured to drive an LED array when a deceleration exceeds 2 m/s2.',
        abstract: '',
        inventorText: '',
      }).filter((finding) => finding.check === 'support');
    const described =
      'In the bike tail light, the microcontroller drives the LED array when the deceleration';
    expect(support(`${described} is more than 2 m/s2.`)).toEqual([]);
    expect(support(`${described} reaches 2 m/s2.`).map((f) => f.message)).toEqual([
      expect.stringMatching(/"exceeds"/),
    ]);
  });

  it('takes "temperature" as supported by degrees given, and "receiving" by a device that sends', () => {
    const support = (claims: string, description: string) =>
      checkDraft({
        title: 'Ice Scraper with a Heated Blade',
        description: [description],
        claims,
        abstract: '',
        inventorText: '',
      })
        .filter((finding) => finding.check === 'support')
        .map((finding) => finding.message);
    const cutsOff =
      '1. An ice scraper, comprising:\na thermostat configured to cut a heater off at a temperature from 50 to 80 degrees Celsius.';
    expect(
      support(cutsOff, 'The thermostat of the ice scraper cuts the heater off at 70 degrees Celsius.'),
    ).toEqual([]);
    expect(support(cutsOff, 'The thermostat of the ice scraper cuts the heater off when warm.')).toEqual([
      expect.stringMatching(/"temperature"/),
    ]);
    const receives = '1. A method, comprising:\nreceiving recordings from a microphone.';
    expect(support(receives, 'The microphone sends recordings to the server.')).toEqual([]);
    expect(support(receives, 'The microphone keeps recordings.')).toEqual([
      expect.stringMatching(/"receiving"/),
    ]);
    const long = '1. A kayak paddle, comprising:\na hose that is 1 meter long.';
    expect(support(long, 'The kayak paddle has a 1 meter clear vinyl hose.')).toEqual([]);
    expect(support(long, 'The kayak paddle has a clear vinyl hose of 1 meter.')).toEqual([
      expect.stringMatching(/"long"/),
    ]);
  });

  it('takes a product claimed by the process that makes it as the second category of a process', () => {
    const claims = [
      '1. A method of making fish leather, comprising:\nscraping skins clean with a knife; and\nsoaking the skins in a salt solution.',
      '2. A fish leather product made by a process, comprising:\nscraping skins clean with a knife; and\nsoaking the skins in a salt solution.',
    ].join('\n\n');
    const { findings, claims: parsed } = checkClaimSet(claims, ['method']);
    expect(parsed.map((claim) => claim.category)).toEqual(['method', 'product']);
    expect(findings.filter((f) => /independent|elements|element "/.test(f.message))).toEqual([]);
    expect(checkClaimSet(claims.split('\n\n')[0]!, ['method']).findings.map((f) => f.message)).toContain(
      'No independent apparatus claim.',
    );
  });

  it('rejects bare, cut and article titles and accepts a specific one', () => {
    expect(checkTitle('A Way')).not.toEqual([]);
    expect(checkTitle('Software')).not.toEqual([]);
    expect(checkTitle('A Dish Rack Whose Drip Tray Tilts by')).toHaveLength(2);
    expect(checkTitle('Self-Latching Gate Latch With Magnetic Draw-In and Gravity Locking Pin')).toEqual([]);
    // ("Shower Caddy": the kind of thing, not what sets this one apart.)
    expect(checkTitle('Shower Caddy')).toEqual([
      'The title "Shower Caddy" names only the kind of thing, not what sets it apart.',
    ]);
    expect(checkTitle('Streak-Free Glass Cleaner')).toEqual([]);
  });

  it('finds grammar slips, invented numbers, a short abstract and repeated openers', () => {
    const findings = checkDraft({
      title: 'Gate Latch',
      description: [
        'The present invention provides an a way. A software is disclosed. Do the user need to give exact measurements here?',
        'The present invention provides a latch. The present invention is a latch that locks.',
      ],
      claims: GATE_LATCH,
      abstract: 'The present invention relates to a latch of 90 mm.',
      inventorText: 'an 8 mm pin that pulls from 75 mm',
    });
    const checks = findings.map((f) => f.check);
    expect(checks.filter((c) => c === 'grammar').length).toBeGreaterThanOrEqual(3);
    expect(findings.some((f) => f.check === 'numbers' && /90/.test(f.message))).toBe(true);
    expect(checks).toContain('abstract');
    expect(checks).toContain('openers');
  });
});
