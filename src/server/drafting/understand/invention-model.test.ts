import { describe, expect, it } from 'vitest';
import { buildInventionModel } from './invention-model';

/** A drafted section opens with a stock paragraph the model skips; the inventor's facts follow it. */
const section = (text: string) => `The present invention is described below.\n\n${text}`;

/** The model of an invention told only in its detailed description. */
const detailsModel = (title: string, details: string) =>
  buildInventionModel({ title, details: section(details), completedSections: [] });

describe('buildInventionModel', () => {
  it('keeps the share of what a process step works on ("60 percent HDPE flakes are mixed")', () => {
    const model = detailsModel(
      'Process for Making Fence Boards',
      'Then 60 percent HDPE flakes are mixed with 40 percent sawdust by weight in a ribbon blender for 5 minutes.',
    );
    expect(model.steps.map((step) => step.action)).toContain(
      'mixing 60 percent HDPE flakes with 40 percent sawdust by weight in a ribbon blender for 5 minutes',
    );
  });

  it('reads how a part is fixed or where it sits as a relation, never as what it does', () => {
    const model = detailsModel(
      'Weighing Cutting Board',
      'The parts are a display and four load cells. The load cells sit in pockets under the board, wired to a microcontroller.',
    );
    const cells = model.elements.find((element) => element.name === 'load cell');
    expect(cells?.functions.filter((fn) => /^(?:wire|sit)\b/.test(fn))).toEqual([]);
    expect(cells?.relations.some((relation) => /^wired to a microcontroller/.test(relation))).toBe(true);
  });

  it('says of what a place is: "a port at the bottom" is at the bottom of the invention', () => {
    const model = detailsModel(
      'Nebulizer Mask',
      'The parts are a face mask and a cup connector. The cup connector is a 22 mm port at the bottom.',
    );
    const connector = model.elements.find((element) => element.name === 'cup connector');
    expect(connector?.relations.join(' | ')).toMatch(/at the bottom of the nebulizer mask/);
    expect(connector?.relations.join(' | ')).not.toMatch(/at the bottom(?! of)/);
    const plate = detailsModel(
      'Nebulizer Mask',
      'The parts are a port and a clip. The clip is fixed to the top plate.',
    );
    expect(plate.elements.find((element) => element.name === 'clip')?.relations.join(' | ')).toMatch(
      /the top plate$/,
    );
  });

  it('calls the invention\'s own part by the part\'s name: "the latch housing" of a latch is the housing', () => {
    const model = detailsModel(
      'Pool Gate Latch',
      'The parts are a housing and a magnet. The magnet pulls the gate into the latch housing.',
    );
    const magnet = model.elements.find((element) => element.name === 'magnet');
    expect(magnet?.functions).toContain('pull the gate into the housing');
  });

  it('reads a number in the name a part is called by as what the part is ("the 15 amp relay")', () => {
    const model = detailsModel(
      'Extension Cord Reel',
      'The parts are a relay and a control board. The control board opens the 15 amp relay.',
    );
    expect(model.elements.find((element) => element.name === 'relay')?.materials).toEqual(['a 15 amp relay']);
  });

  it('keeps the particle of a use step told after its object ("plug the reel in"), and no "whatting"', () => {
    const model = buildInventionModel({
      title: 'Extension Cord Reel',
      useCases: section('The user plugs the reel in, pulls out what the user needs and plugs the tool in.'),
      completedSections: [],
    });
    const actions = model.useSteps.map((step) => step.action);
    expect(actions).toEqual(expect.arrayContaining(['plugging in the reel', 'plugging in the tool']));
    expect(actions.join(' | ')).not.toMatch(/whatting|plugging the reel$/);
  });

  it('does not take what the whole is for as one of its steps', () => {
    const model = buildInventionModel({
      title: 'Application That Tracks When Items in the Pantry Expire',
      summary: section(
        'The application tracks when items in the pantry expire. The application reads the receipt with text recognition.',
      ),
      completedSections: [],
    });
    expect(model.purpose).toBe('tracking when items in the pantry expire');
    expect(model.steps.map((step) => step.action)).toEqual(['reading the receipt with text recognition']);
  });

  it('takes the summary\'s "UV lamp" and the details\' "LED lamp" for one lamp, and two named together for two', () => {
    const lamps = (details: string) =>
      buildInventionModel({
        title: 'Method of Curing Resin',
        summary: section('The UV lamp is pulsed on and off so that the heat spreads out.'),
        details: section(details),
        completedSections: [],
      })
        .elements.filter((element) => /lamp$/.test(element.name))
        .map((element) => element.name);
    expect(lamps('A 395 nm LED lamp over the mold is switched on for 2 seconds.')).toEqual(['LED lamp']);
    // Named together, they are two.
    expect(lamps('A 395 nm LED lamp sits beside the UV lamp.').sort()).toEqual(['LED lamp', 'UV lamp']);
  });

  it('calls a part by one name: "a ring of LEDs" beside the LED ring is the LED ring', () => {
    const model = detailsModel(
      'Nebulizer Mask',
      'The parts are a timer module and an LED ring. The timer module lights up a ring of LEDs that count down.',
    );
    const timer = model.elements.find((element) => element.name === 'timer module');
    expect(timer?.functions.some((fn) => fn.includes('the LED ring'))).toBe(true);
    expect(timer?.functions.some((fn) => fn.includes('ring of LEDs'))).toBe(false);
  });

  it('reads an alternative to a word of an ingredient, told of the invention as a whole', () => {
    const model = buildInventionModel({
      title: 'Shelf-Stable Hot Sauce',
      details: section('The ingredients are red habanero peppers, apple cider vinegar and garlic.'),
      variations: section('The hot sauce may use jalapeno or ghost peppers instead of habanero.'),
      completedSections: [],
    });
    const peppers = model.elements.find((element) => element.name === 'red habanero pepper');
    expect(peppers?.substitutes.map((sub) => sub.alternative)).toEqual(['jalapeno', 'ghost peppers']);
  });

  it('reads a variation told as a fact as an optional feature, but not a clause cut at "or"', () => {
    const model = buildInventionModel({
      title: 'Bike Tail Light That Gets Brighter',
      details: section('The bike tail light comprises an accelerometer and a microcontroller.'),
      variations: section(
        'In another embodiment, the bike tail light clips to a helmet. The bike tail light may come in a red version, or a 2 watt version for racers.',
      ),
      completedSections: [],
    });
    expect(model.body.options).toContain('clip to a helmet');
    expect(model.body.options.some((option) => /^or\b/.test(option))).toBe(false);
  });

  it('does not take "safer and faster than shimming" for what the invention is made of', () => {
    const model = buildInventionModel({
      title: 'Folding Sawhorse',
      summary: section('The folding sawhorse is safer and faster than shimming. It still folds flat.'),
      details: section('The folding sawhorse has a steel beam and four telescoping legs.'),
      completedSections: [],
    });
    expect(model.body.materials).toEqual([]);
  });

  it('reads what an app achieves as an advantage, not as one of its operations', () => {
    const model = buildInventionModel({
      title: 'App That Lets Nurses Trade Shifts',
      summary: section(
        "The app matches a nurse who wants to give up a shift with available nurses. The app cuts the manager's work and prevents illegal swaps.",
      ),
      completedSections: [],
    });
    const actions = model.steps.map((step) => step.action);
    expect(actions.some((action) => /^matching a nurse/.test(action))).toBe(true);
    expect(actions.filter((action) => /^(?:cutting|preventing)\b/.test(action))).toEqual([]);
  });
});

describe('buildInventionModel over the same answers twice', () => {
  it('gives each caller a copy of its own', () => {
    const answers = {
      title: 'Folding Sawhorse',
      details: section('The folding sawhorse has a steel beam and four telescoping legs.'),
      completedSections: [],
    };
    const first = buildInventionModel(answers);
    first.elements[0]!.functions.push('hold a board');
    first.elements.pop();
    const second = buildInventionModel(answers);
    expect(second.elements.length).toBe(first.elements.length + 1);
    expect(second.elements[0]!.functions).not.toContain('hold a board');
  });

  it('reads a rating before a part\'s name as a measure: "a 40 watt heater" is the heater', () => {
    const model = detailsModel(
      'Ice Scraper',
      'The parts are a 40 watt heater and a blade. The handle has a 12 foot cord that ends in a 12 V plug.',
    );
    const names = model.elements.map((element) => element.name);
    expect(names).toContain('heater');
    expect(names).toContain('cord');
    expect(names.join(' | ')).not.toMatch(/watt|foot/);
    expect(model.elements.find((element) => element.name === 'heater')?.measures).toContain(
      'is a 40 watt heater',
    );
    // "ends in a plug" is the cord's shape, never something it is configured to do.
    const cord = model.elements.find((element) => element.name === 'cord');
    expect(cord?.functions).toEqual([]);
    expect(cord?.relations).toContain('ending in a 12 V plug');
  });

  it('gives a part named for an act the act done to another part ("a heated blade" and a heater)', () => {
    const model = buildInventionModel({
      title: 'Ice Scraper with a Heated Blade',
      details: section('The parts are a blade and a heater. The heater is bonded to the back of the blade.'),
      completedSections: [],
    });
    expect(model.elements.find((element) => element.name === 'heater')?.functions).toContain(
      'heat the blade',
    );
  });

  it('reads "… and made of ABS" as a material, and plugging in as what the whole does', () => {
    const model = buildInventionModel({
      title: 'Ice Scraper',
      summary: 'The present invention is an ice scraper with a heated blade that plugs into a car socket.',
      details: section('The handle is about 10 inches long and made of ABS.'),
      completedSections: [],
    });
    const handle = model.elements.find((element) => element.name === 'handle');
    expect(handle?.materials).toContain('ABS');
    expect(handle?.functions).toEqual([]);
    expect(model.elements.flatMap((element) => element.functions).join(' | ')).not.toMatch(/^plug/);
    expect(model.body.options.join(' | ')).toMatch(/^plug into/);
  });

  it('claims the range beside the temperature a part acts at as that act', () => {
    const model = buildInventionModel({
      title: 'Ice Scraper',
      details: section(
        'The parts are a heater and a thermostat. The thermostat cuts the heater off at 70 degrees Celsius.',
      ),
      variations: section('The thermostat could be set anywhere from 50 to 80 degrees Celsius.'),
      completedSections: [],
    });
    expect(model.elements.find((element) => element.name === 'thermostat')?.measures).toContain(
      'cuts the heater off at a temperature from 50 to 80 degrees Celsius',
    );
  });

  it('renames a part named by its material when another material is told for it', () => {
    const model = buildInventionModel({
      title: 'Ice Scraper',
      details: section(
        'The parts are an aluminum blade and a handle. The heater is bonded to the aluminum blade.',
      ),
      variations: section('The blade could be copper.'),
      completedSections: [],
    });
    const blade = model.elements.find((element) => element.name === 'blade');
    expect(blade?.materials[0]).toBe('aluminum');
    expect(model.elements.map((element) => element.name)).not.toContain('aluminum blade');
  });

  it("reads a program's act under a leading condition, and what a device sends it as received", () => {
    const model = buildInventionModel({
      title: 'Application That Warns Beekeepers',
      summary: section('A small microphone in the hive sends recordings to the server.'),
      details: section(
        'When the dominant frequency rises by more than 10 percent over three days, or piping shows up, the server flags the hive and sends the notification.',
      ),
      completedSections: [],
    });
    const steps = model.steps.map((step) => step.action);
    expect(steps[0]).toBe('receiving recordings from the microphone disposed in the hive');
    expect(steps).toContain(
      'flagging the hive when a dominant frequency rises by more than 10 percent over three days or piping shows up',
    );
    expect(steps).toContain('sending the notification');
    // "10 percent over three days" is a rate of change, never an ingredient called "over three days".
    expect(model.elements.map((element) => element.name).join(' | ')).not.toMatch(/over/);
  });

  it("reads a recipe's amounts per liter, grades, ranges of an ingredient and an alternative told first", () => {
    const model = buildInventionModel({
      title: 'Streak-Free Glass Cleaner',
      summary: section(
        'The glass cleaner comprises distilled water, isopropyl alcohol, white vinegar and cornstarch.',
      ),
      details: section(
        'For a liter: 700 ml distilled water, 200 ml 70 percent isopropyl alcohol, 100 ml white vinegar at 5 percent acidity and 5 grams of cornstarch. The mixture is shaken before every use.',
      ),
      variations: section(
        'Arrowroot powder works instead of cornstarch. The user can go from 2 to 8 grams of starch per liter.',
      ),
      completedSections: [],
    });
    const measures = (name: string) => model.elements.find((element) => element.name === name)?.measures;
    expect(measures('distilled water')).toContain('is present in an amount of 700 ml per liter');
    expect(measures('isopropyl alcohol')).toEqual([
      'is present in an amount of 200 ml per liter',
      'is 70 percent isopropyl alcohol',
    ]);
    expect(measures('white vinegar')).toContain('has 5 percent acidity');
    expect(measures('cornstarch')).toContain('is present in an amount of from 2 to 8 grams per liter');
    // "5 percent acidity" is the vinegar's, and the mixture is the whole: neither is an ingredient.
    expect(model.elements.map((element) => element.name)).not.toContain('acidity');
    expect(model.elements.map((element) => element.name)).not.toContain('mixture');
    expect(model.elements.find((element) => element.name === 'cornstarch')?.substitutes).toContainEqual({
      alternative: 'arrowroot powder',
      replaces: 'cornstarch',
    });
    expect(model.steps.map((step) => step.action)).toContain('shaking the mixture before every use');
  });

  it('reads a part told again in other words ("the spike, which is a … claw") as one part', () => {
    const model = buildInventionModel({
      title: 'Crutch Tip with a Spike',
      details: section(
        'Inside it there is a hinge pin and the spike, which is a 4-pointed claw of hardened carbon steel. The torsion spring holds the claw up, and the lever pushes the cam.',
      ),
      completedSections: [],
    });
    const names = model.elements.map((element) => element.name);
    expect(names).toContain('spike');
    expect(names).not.toContain('claw');
    expect(model.elements.find((element) => element.name === 'spike')?.measures).toContain(
      'is a 4-pointed claw of hardened carbon steel',
    );
    expect(model.elements.find((element) => element.name === 'torsion spring')?.functions).toContain(
      'hold the spike up',
    );
  });

  it('reads a process told with irregular participles, an approximate measure and a second tool', () => {
    const model = detailsModel(
      'Process for Making Cold Brew Coffee Concentrate',
      'The beans are ground coarse, about 1 mm, and mixed with filtered water at 1 part coffee to 5 parts water by weight. The tank is sealed and a vacuum pump takes it down to 0.2 bar absolute for 30 seconds, then a valve lets it back to atmospheric pressure for 30 seconds. Then the concentrate is bottled and kept cold.',
    );
    expect(model.steps.map((step) => step.action)).toEqual([
      'grinding the beans to a coarse grind',
      'mixing the beans with filtered water at 1 part coffee to 5 parts water by weight',
      'sealing the tank',
      'taking the tank down to 0.2 bar absolute for 30 seconds with the vacuum pump',
      'returning the tank to atmospheric pressure for 30 seconds with the valve',
      'bottling the concentrate',
      'keeping the concentrate cold',
    ]);
  });

  it("reads a machine's water as what it works on, a dial's range as what it sets, and what it needs", () => {
    const model = buildInventionModel({
      title: 'Hose Nozzle with a Built-In Water Meter',
      summary: section('A dial on top sets the gallons, 1 to 50.'),
      details: section(
        'Water spins a 6 blade turbine. At zero a cam on the dial releases a latch. The hose nozzle requires no battery at all. The user resets it by turning the dial, which also cocks the spring.',
      ),
      completedSections: [],
    });
    const names = model.elements.map((element) => element.name);
    expect(names).not.toContain('water');
    expect(names).toContain('cam');
    const dial = model.elements.find((element) => element.name === 'dial');
    expect(dial?.measures).toContain('sets from 1 to 50 gallons');
    expect(dial?.functions).toContain('cock the spring');
    expect(model.body.measures).toContain('requires no battery');
  });

  it('reads what a material undergoes in a process, told with "they" and a trailing participle', () => {
    const model = detailsModel(
      'Method for Making Fish Leather',
      'First, the skins are scraped clean of flesh and scales with a dull knife. Then they soak in a solution of 30 grams of salt per liter of water for 24 hours. The skins are placed in the tea for 5 days, stirred twice a day.',
    );
    expect(model.steps.map((step) => step.action)).toEqual([
      'scraping the skins clean of flesh and scales with a dull knife',
      'soaking the skins in a solution of 30 grams of salt per liter of water for 24 hours',
      'placing the skins in the tea for 5 days',
      'stirring the skins twice a day',
    ]);
  });

  it('reads what a program is given as received, and rules told as facts as its operations', () => {
    const model = buildInventionModel({
      title: 'Seating Chart Application',
      summary: section('The user enters the class list and marks pairs who should be kept apart.'),
      details: section(
        'The solver treats it as a constraint problem: each child gets a desk, kept-apart pairs cannot be in adjacent desks, front-row children go in the first two rows.',
      ),
      completedSections: [],
    });
    expect(model.steps.map((step) => step.action)).toEqual([
      'receiving the class list, pairs who should be kept apart',
      'assigning each child a desk',
      'keeping kept-apart pairs out of adjacent desks',
      'placing front-row children in the first two rows',
    ]);
  });

  it('reads pieces of a part, a second part of a kind, a length in a name and an amount per stroke', () => {
    const model = buildInventionModel({
      title: 'Kayak Paddle with a Pump in the Shaft',
      summary: section('The shaft is a tube, so the left half of the shaft is the pump cylinder.'),
      details: section(
        'The shaft is carbon fiber, and the two halves telescope. A pump piston with a rubber seal rides inside the left half. There is a duckbill valve at the intake and another at the outlet. A 1 meter hose plugs into a port near the left blade. Each stroke moves about 200 ml. When the user is done a twist lock holds the halves together.',
      ),
      completedSections: [],
    });
    const named = (name: string) => model.elements.find((element) => element.name === name);
    expect(named('shaft')?.relations).toContain('having two halves that telescope');
    expect(named('pump piston')?.functions).toEqual(['ride inside the left half of the shaft']);
    expect(named('pump piston')?.relations).toContain('having a rubber seal');
    expect(named('duckbill valve')).toMatchObject({
      plural: true,
      relations: ['disposed at the intake and at the outlet'],
    });
    expect(named('hose')).toMatchObject({
      measures: ['is 1 meter long'],
      functions: ['plug into a port near the left blade'],
    });
    expect(named('stroke')).toBeUndefined();
    expect(model.body.measures).toContain('moves about 200 ml per stroke');
    expect(named('twist lock')?.functions).toEqual(['hold the halves of the shaft together']);
  });

  it('gives what a device decides to its one controller, and reads a measured quantity as no part', () => {
    const model = buildInventionModel({
      title: 'Sourdough Starter Monitor',
      summary: section(
        'A time-of-flight distance sensor in the lid looks down at the starter and measures how high it has risen. When the height stops going up and starts dropping, it knows the starter peaked and sends a notification to the phone.',
      ),
      details: section(
        'The present invention comprises a lid, an ESP32 board, a VL53L0X time-of-flight sensor, and a small lithium battery. It takes a reading every 5 minutes.',
      ),
      completedSections: [],
    });
    expect(model.elements.map((element) => element.name)).toEqual([
      'time-of-flight distance sensor',
      'lid',
      'ESP32 board',
      'lithium battery',
    ]);
    expect(model.elements[0]?.functions).toContain('measure the height of the starter');
    expect(model.elements[2]?.functions).toEqual([
      'determine that the starter peaked',
      'send a notification to the phone when the height stops going up and starts dropping',
      'take a reading every 5 minutes',
    ]);
  });

  it('reads a program told as a room editor, rules, a time limit, what it shows and what it keeps', () => {
    const model = buildInventionModel({
      title: 'Seating Chart Application',
      summary: section('The user enters the class list and marks children who need to sit near the front.'),
      details: section(
        'The app has a room editor where the user lays out the desks on a grid. It uses backtracking search and gives up after 5 seconds and shows which rules it could not meet. Charts are saved per class and it remembers who sat next to who.',
      ),
      completedSections: [],
    });
    expect(model.elements.find((element) => element.name === 'room editor')?.functions).toEqual([
      'lay out the desks on a grid',
    ]);
    expect(model.steps.map((step) => step.action)).toEqual([
      'receiving the class list, children who need to sit near the front of the room',
      'using backtracking search for up to 5 seconds',
      'showing which rules were not met',
      'saving the charts per class',
      'remembering who sat next to whom',
    ]);
  });

  it('reads a process: the pronoun of the sentence before, a verb the tagger takes for a noun, alternatives', () => {
    const model = buildInventionModel({
      title: 'Method for Making Fish Leather',
      details: section(
        'The tannins in strong black tea tan the skin like oak bark does for cow hide. The tea is brewed at 100 grams of loose black tea per liter. The skins are placed in the tea for 5 days. After that users rinse them, rub in a mix of egg yolk and vegetable oil to soften them, and stretch them on a board.',
      ),
      variations: section(
        'In some embodiments, oak bark or sumac leaves are used instead of tea. Willow bark may also be used. The tanning may be from 3 to 7 days.',
      ),
      completedSections: [],
    });
    expect(model.steps.map((step) => step.action)).toEqual([
      'tanning the skin with the tannins',
      'brewing the tea at 100 grams of loose black tea per liter',
      'placing the skins in the tea for 5 days',
      'rinsing the skins',
      'rubbing in a mix of egg yolk and vegetable oil to soften the skins',
      'stretching the skins on a board',
    ]);
    const tannin = model.elements.find((element) => element.name === 'tannin');
    expect(tannin?.functions).toEqual(['tan the skin']);
    expect(
      model.elements.find((element) => element.name === 'tea')?.substitutes.map((s) => s.alternative),
    ).toEqual(['oak bark', 'sumac leaves', 'willow bark']);
    expect(model.body.measures).toContain('has a tanning of from 3 to 7 days');
  });

  it('reads a part acting on a user act, a brake light on hard braking and buttons a remote has', () => {
    const model = buildInventionModel({
      title: 'Bike Helmet with Turn Signals',
      summary: section(
        'A small wireless remote clamps on the handlebar with a left and a right button. The user presses left and the left arrow flashes.',
      ),
      details: section(
        'The parts are amber LED arrows, a controller board and an accelerometer. There is also the accelerometer on the board, and when the user brakes hard all 16 LEDs light up red-orange as a brake light.',
      ),
      completedSections: [],
    });
    const named = (name: string) => model.elements.find((element) => element.name === name);
    expect(named('wireless remote')).toMatchObject({
      functions: ['clamp on the handlebar'],
      relations: ['having left and right buttons'],
    });
    // The left arrow is one of the arrows listed.
    expect(named('amber LED arrow')?.functions).toEqual(['flash when a user presses the left button']);
    expect(named('LED')).toMatchObject({
      plural: true,
      functions: ['light up red-orange as a brake light when a user brakes hard'],
    });
  });

  it('names an ingredient as the title does, reads steps after a colon and a bound as no ingredient', () => {
    const model = buildInventionModel({
      title: 'Seedling Pot Made of Used Coffee Grounds',
      details: section(
        'The grounds are dried at 60 degrees C until they are under 10 percent moisture. Then 70 percent grounds are mixed with 30 percent cornstarch binder by weight and water is added until it holds together. It is made by pressing: the mix is pressed into a mold, the pots are baked at 120 degrees C, and it is cooled.',
      ),
      completedSections: [],
    });
    expect(model.elements.map((element) => element.name)).toContain('coffee ground');
    expect(model.elements.map((element) => element.name)).not.toContain('moisture');
    expect(model.steps.map((step) => step.action)).toEqual([
      // (The bound it is dried to, "until under 10 percent moisture", stays with the step.)
      'drying the grounds at 60 degrees C until under 10 percent moisture',
      'mixing 70 percent grounds with 30 percent cornstarch binder by weight',
      // ("add water until it holds together" after the grounds were mixed: the mixture, no plural before.)
      'adding the water until the mixture holds together',
      'pressing the mix into a mold',
      'baking the pots at 120 degrees C',
      'cooling the seedling pot',
    ]);
  });

  it('reads a garage system: a bulleted sensor and what it does, a rule a spot counts by, what the app may also do', () => {
    const model = buildInventionModel({
      title: 'System for Parking Garages That Shows Drivers Which Spots Are Free',
      summary: section(
        'The sensors report to a gateway on each floor, and the server keeps a live map that the app shows.',
      ),
      details: section(
        'The present invention comprises an ultrasonic sensor over every spot, battery powered, checks every 30 seconds; a LoRa gateway on each floor; and a cloud server with the garage map. A spot counts as taken when the sensor reads less than 2 meters for two readings in a row. The server updates the count per floor and pushes it to the app. The app can also reserve the spot for 15 minutes.',
      ),
      completedSections: [],
    });
    expect(model.kinds).toEqual(['software']);
    const sensor = model.elements.find((element) => element.name === 'ultrasonic sensor');
    expect(sensor?.functions).toContain('check every 30 seconds');
    expect(sensor?.relations).toEqual(['disposed over every spot', 'battery powered']);
    expect(model.elements.map((element) => element.name)).toContain('gateway');
    expect(model.steps.map((step) => step.action)).toContain(
      'determining that a spot is taken when the sensor reads less than 2 meters for two readings in a row',
    );
    expect(model.optionalSteps.map((step) => step.action)).toEqual(['reserving the spot for 15 minutes']);
  });

  it('reads a splint: a sheet, what it is lined with and held by, a state a handle keeps', () => {
    const splint = buildInventionModel({
      title: 'Finger Splint',
      summary: section('The splint is a low-temperature thermoplastic that softens in hot water.'),
      details: section(
        'It is a 2 mm thermoplastic sheet cut in a U shape that wraps the finger, lined with 1 mm perforated silicone so it does not sweat, and held with two hook-and-loop straps.',
      ),
      completedSections: [],
    });
    const sheet = splint.elements.find((element) => element.name === 'thermoplastic sheet');
    expect(sheet).toMatchObject({
      measures: ['is 2 mm thick'],
      materials: ['low-temperature thermoplastic'],
    });
    expect(sheet?.functions).toEqual(['wrap the finger', 'soften in hot water']);
    expect(splint.elements.find((element) => element.name === 'hook-and-loop strap')?.functions).toEqual([
      'hold the thermoplastic sheet',
    ]);
    expect(splint.elements.map((element) => element.name)).not.toContain('u shape');
    const shovel = detailsModel(
      'Snow Shovel',
      'The parts are a shaft and a second handle. The second handle stays upright as the shaft tips, so the user scoops and lifts standing up.',
    );
    expect(shovel.elements.find((element) => element.name === 'second handle')?.functions).toEqual([
      'stay upright as the shaft tips',
    ]);
  });

  it('reads a plural subject by its verb\'s agreement ("Two steel hooks … hang it", "Six aluminum bars swing")', () => {
    const rack = buildInventionModel({
      title: 'Drying Rack That Hooks Over the Balcony Railing',
      summary: section(
        'Two steel hooks with rubber pads hang it over the railing without tools. Six aluminum bars swing out on hinges to hold clothes.',
      ),
      completedSections: [],
    });
    const names = rack.elements.map((element) => element.name);
    expect(names).not.toContain('steel');
    expect(names).not.toContain('aluminum');
    const hooks = rack.elements.find((element) => /hook$/.test(element.name));
    expect(hooks?.plural).toBe(true);
    expect(hooks?.relations).toContain('having rubber pads');
    expect(hooks?.functions[0]).toMatch(/^hang the drying rack over the railing/);
    expect(rack.elements.find((element) => /bar$/.test(element.name))?.functions[0]).toMatch(
      /^swing out on hinges/,
    );
  });

  it("claims none of where the invention is used (a mailbox, its door) and gives the device's acts to its controller", () => {
    const sensor = buildInventionModel({
      title: 'Sensor That Goes Inside a Mailbox and Texts the Phone',
      summary: section('A tilt switch on the mailbox door wakes the unit up when the door opens.'),
      details: section(
        'It is a small plastic box with magnets on the back so it sticks to the inside of a metal mailbox. Inside there is a ball tilt switch, a microcontroller and an LTE-M modem. When the door opens it waits 10 seconds, then sends a text that says the mail came. If the door opens again within 2 hours it does not send another one.',
      ),
      completedSections: [],
    });
    const names = sensor.elements.map((element) => element.name);
    expect(names).not.toContain('mailbox');
    expect(names).not.toContain('door');
    expect(names).not.toContain('text');
    expect(sensor.elements.find((element) => element.name === 'plastic box')?.relations).toEqual([
      'having magnets on the back thereof',
    ]);
    expect(sensor.elements.find((element) => element.name === 'tilt switch')?.functions).toEqual([
      'wake the sensor up when the mailbox door opens',
    ]);
    expect(sensor.elements.find((element) => element.name === 'microcontroller')?.functions).toEqual([
      'wait 10 seconds when the mailbox door opens',
      'send a text',
      'refrain from sending another text when the mailbox door opens again within 2 hours',
    ]);
  });

  it('takes a part the inventor names as the invention\'s own out of where it is used ("It\'s a lid that fits …")', () => {
    const monitor = detailsModel(
      'Starter Monitor That Sits on the Jar Lid',
      "It's a lid that fits wide mouth mason jars, an ESP32 board and a temperature sensor.",
    );
    // (Named as the title names it.)
    expect(monitor.elements.map((element) => element.name)).toContain('jar lid');
  });

  it('reads a version "with" a part as an optional part, and no state of the user as a use', () => {
    const rack = buildInventionModel({
      title: 'Drying Rack',
      summary: section('The drying rack has six bars.'),
      variations: section('In another embodiment, the drying rack has a solar light on top.'),
      useCases: section('The user lives in an apartment with a small balcony. The user swings the bars out.'),
      completedSections: [],
    });
    expect(rack.optionalParts).toEqual(['solar light disposed on top of the drying rack']);
    expect(rack.useSteps.map((step) => step.action)).toEqual(['swinging the bars out']);
  });

  it('reads a recipe told in amounts, an ingredient added in a step, "it" as the mixture and another kind of hull', () => {
    const stain = buildInventionModel({
      title: 'Wood Stain Made from Black Walnut Hulls',
      details: section(
        'In one example, about 1 liter of the wood stain is made from 500 grams of crushed green walnut hulls, 1 liter of water and 50 ml of white vinegar. The mixture is simmered for 2 hours and strained through cheesecloth. Then 5 grams of alum is added as a mordant. The user stores it in a glass jar.',
      ),
      variations: section('In another embodiment, the wood stain uses pecan hulls.'),
      completedSections: [],
    });
    expect(stain.kinds).toEqual(['composition']);
    expect(stain.elements.map((element) => element.name)).toEqual([
      'crushed green walnut hull',
      'water',
      'white vinegar',
      'alum',
    ]);
    expect(stain.elements.find((element) => element.name === 'alum')?.measures).toEqual([
      'is present in an amount of 5 grams',
    ]);
    expect(stain.steps.map((step) => step.action)).toEqual([
      'simmering the mixture for 2 hours',
      'straining the mixture through cheesecloth',
      'adding 5 grams of alum as a mordant',
      'storing the mixture in a glass jar',
    ]);
    expect(stain.elements[0]?.substitutes).toEqual([
      { alternative: 'pecan hulls', replaces: 'walnut hulls' },
    ]);
  });

  it('reads a watering program: a reminder it sends, the threshold it skips it at, no garden bed for a part', () => {
    const app = buildInventionModel({
      title: 'Application That Tells When to Water the Garden',
      summary: section(
        'A capacitive soil moisture probe in the bed sends readings over Bluetooth to the phone. The app tells the user to water only when the soil drops below a level the user picks for the plant.',
      ),
      details: section(
        'It checks the local forecast and skips the reminder if more than 5 mm of rain is coming in the next 24 hours. Each bed can have its own probe and threshold.',
      ),
      completedSections: [],
    });
    expect(app.kinds).toEqual(['software']);
    expect(app.elements.map((element) => element.name)).toEqual(['capacitive soil moisture probe']);
    expect(app.steps.map((step) => step.action)).toEqual(
      expect.arrayContaining([
        'sending a reminder to water when the soil drops below a level selected for the plant',
        'skipping the reminder when more than 5 mm of rain is coming in the next 24 hours',
      ]),
    );
  });

  it('reads a cat feeder: a board by the product that checks, a lid told as what it is, how long a part lasts', () => {
    const feeder = detailsModel(
      'Cat Feeder That Only Opens for the Cat Wearing the Right Tag',
      'An Arduino Nano checks the tag number against a list. The lid is an acrylic plate that slides on two rails. The battery is a coin cell that lasts about a year.',
    );
    expect(feeder.purpose).toBe('opening for the cat wearing the right tag');
    const board = feeder.elements.find((element) => element.name === 'microcontroller');
    expect(board?.functions).toEqual(['check the tag number against a list']);
    expect(board?.measures).toContain('is an Arduino Nano');
    expect(feeder.elements.map((element) => element.name)).not.toContain('acrylic plate');
    expect(feeder.elements.find((element) => element.name === 'lid')?.functions).toEqual([
      'slide on two rails',
    ]);
    const battery = feeder.elements.find((element) => element.name === 'battery');
    expect(battery?.functions).toEqual([]);
    expect(battery?.measures).toContain('lasts about a year');
  });

  it('reads a dyeing process: instructions opened by an order word or an amount, a second passive, "it" as the yarn', () => {
    const dyeing = buildInventionModel({
      title: 'Process That Dyes Wool Yarn with Yellow Onion Skins',
      details: section(
        'The yarn is soaked in soy milk for 12 hours. 100 grams of onion skins are boiled in 4 liters of water for 1 hour and the skins are strained out. The user puts the yarn in the dye bath. The user lets it cool in the bath overnight.',
      ),
      completedSections: [],
    });
    expect(dyeing.steps.map((step) => step.action)).toEqual([
      'soaking the yarn in soy milk for 12 hours',
      'boiling 100 grams of onion skins in 4 liters of water for 1 hour',
      'straining out the skins',
      'putting the yarn in the dye bath',
      // ("the dye bath", told in full the sentence before, is the bath.)
      'letting the yarn cool in the dye bath overnight',
    ]);
  });

  it('reads a step stool: counted steps as parts, two facts a comma splices, plural legs that fold, how far a part rises', () => {
    const stool = detailsModel(
      'Step Stool with a Tall Handle',
      'The step stool has two steps, the top one being 50 cm high. The frame is aluminum tube, the steps are plastic with rubber treads. The handle rises 70 cm above the top step. The user pulls the pin, then the legs fold in and it is 8 cm thick.',
    );
    const steps = stool.elements.find((element) => element.name === 'step');
    expect(steps?.plural).toBe(true);
    expect(steps?.materials).toEqual(['plastic with rubber treads']);
    expect(stool.elements.find((element) => element.name === 'frame')?.materials).toEqual(['aluminum tube']);
    const handle = stool.elements.find((element) => element.name === 'handle');
    expect(handle?.functions).toEqual([]);
    expect(handle?.measures).toEqual(['rises 70 cm above the top step']);
    expect(stool.elements.find((element) => element.name === 'leg')?.measures ?? []).not.toContain(
      'is 8 cm thick',
    );
  });

  it('reads a grocery-splitting program: what it splits, what it shows, what each roommate taps', () => {
    const app = buildInventionModel({
      title: 'Application That Splits Grocery Bills Between Roommates',
      summary: section(
        'The user takes a photo of the receipt, the app reads the items and prices, and each roommate taps the items they share.',
      ),
      details: section(
        'Items nobody taps are split evenly. Tax is split in proportion to each share. At the end it shows what each person owes and sends a payment request.',
      ),
      completedSections: [],
    });
    expect(app.elements).toEqual([]);
    expect(app.steps.map((step) => step.action)).toEqual([
      'receiving a photo of the receipt',
      'reading the items and prices',
      'receiving a selection of the items from each roommate',
      'splitting the items no one taps evenly',
      'splitting the tax in proportion to each share',
      'showing what each person owes',
      'sending a payment request',
    ]);
  });

  it('reads a bottle warmer: a part told by what it touches, two relative clauses of a list, no prepared state in a name', () => {
    const warmer = detailsModel(
      'Bottle Warmer',
      'A thermistor touching the bottle turns the heat off at 37 degrees C. The control box has the MOSFET that switches the wire and a green LED that lights when the milk is ready.',
    );
    const thermistor = warmer.elements.find((element) => element.name === 'thermistor');
    expect(thermistor?.relations).toContain('touching the bottle');
    expect(thermistor?.functions).toEqual(['turn the heat off at 37 degrees C']);
    expect(warmer.elements.find((element) => element.name === 'MOSFET')?.functions).toEqual([
      'switch the wire',
    ]);
    expect(warmer.elements.find((element) => /LED$/.test(element.name))?.functions).toEqual([
      'light when the milk is ready',
    ]);
    const dough = detailsModel(
      'Pizza Dough',
      'For one pizza: 300 grams of riced cauliflower squeezed dry, 120 grams of chickpea flour and 60 ml of water.',
    );
    expect(dough.elements.map((element) => element.name)).toContain('riced cauliflower');
  });

  it('reads a booking system that reserves and reminds online as a program', () => {
    const booking = buildInventionModel({
      title: 'Booking System',
      summary: section(
        'Members reserve a tool online for up to 7 days, and the system texts a reminder the day before it is due. The catalog shows a calendar of reservations and sends an email when a booking is late.',
      ),
      completedSections: [],
    });
    expect(booking.kinds).toEqual(['software']);
  });
});

describe('buildInventionModel of a program used by people', () => {
  it('claims what people do with it as what it enables, and what it bars them from as a step', () => {
    const model = buildInventionModel({
      title: 'Booking System for a Neighborhood Tool Library',
      summary: section(
        'Members reserve a tool for up to 7 days, and the system texts a reminder the day before it is due.',
      ),
      details: section(
        'Each tool has a QR code. Volunteers scan it at checkout and at return. A member with a tool more than 14 days late cannot reserve anything else until it comes back. The catalog shows which tools are free on a calendar.',
      ),
      variations: section('The booking system may charge a small late fee through Stripe.'),
      completedSections: [],
    });
    const steps = model.steps.map((step) => step.action);
    expect(steps).toContain('enabling members to reserve a tool for up to 7 days');
    expect(steps).toContain('sending a reminder by text message');
    expect(steps).toContain(
      'preventing a member having a tool more than 14 days late from reserving anything else until the tool comes back',
    );
    expect(model.optionalSteps.map((step) => step.action)).toContain(
      'charging a small late fee through Stripe',
    );
    // "catalog shows" is no part, and "tool" of "tool library" names no tool.
    expect(model.elements.map((element) => element.name)).not.toContain('catalog show');
    expect(model.elements.map((element) => element.name)).not.toContain('neighborhood tool');
  });

  it('reads a school carpool program: what parents enter, what each family gets, when it offers and sends', () => {
    const model = buildInventionModel({
      title: 'Application That Organizes School Carpools',
      summary: section('Parents enter which days they can drive, and the app builds a weekly schedule.'),
      details: section(
        'Each family gets a count of drives. If a driver cancels, the app offers the slot to the other parents by push notification, and the first one to accept gets it. Every Sunday night it sends the week to everyone.',
      ),
      completedSections: [],
    });
    const steps = model.steps.map((step) => step.action);
    expect(steps).toContain('enabling parents to enter which days the parents are available to drive');
    // (A count is kept for each family, not handed out.)
    expect(steps).toContain('keeping a count of drives for each family');
    expect(steps).toContain(
      'offering the slot to the other parents by push notification when a driver cancels',
    );
    expect(steps).toContain('giving the slot to the first of the other parents to accept');
    // (The week it sends is the weekly schedule it built; everyone is the parents it serves.)
    expect(steps).toContain('sending the weekly schedule to the parents every Sunday night');
  });

  it('reads "from under it" of what the sentence before was about, and helps "a user" stand', () => {
    const model = buildInventionModel({
      title: 'Garden Kneeler with a Tray Under the Seat',
      summary: section(
        'The seat flips over to become a kneeling pad, and the tray slides out from under it on two rails.',
      ),
      details: section('The side handles help you stand up.'),
      completedSections: [],
    });
    const tray = model.elements.find((element) => element.name === 'tray');
    expect(tray?.functions).toContain('slide out from under the seat on two rails');
  });

  it('keeps "3 parts grounds" as a measured amount of the grounds, and reads amounts per serving', () => {
    const pots = detailsModel(
      'Method of Making Seed Starting Pots from Used Coffee Grounds',
      'Then 3 parts grounds are mixed with 1 part shredded newspaper and cornstarch paste.',
    );
    expect(pots.steps.map((step) => step.action)).toContain(
      'mixing 3 parts grounds with 1 part shredded newspaper and cornstarch paste',
    );
    expect(pots.elements.map((element) => element.name)).not.toContain('parts ground');
    const mix = detailsModel(
      'Electrolyte Drink Mix',
      'In one example, one serving of the electrolyte drink mix is made from 10 grams of coconut water powder, 0.5 grams of sea salt and 0.1 grams of stevia.',
    );
    expect(mix.elements.find((element) => element.name === 'sea salt')?.measures).toContain(
      'is present in an amount of 0.5 grams per serving',
    );
  });

  it('reads a cup twisted to crush a pill: the lid that crushes when twisted, the steps of use, its fill lines', () => {
    const model = buildInventionModel({
      title: 'Pill Crusher Cup',
      summary: section(
        'The present invention is a pill crusher cup. The user twists the lid to crush the pill and then mixes it with applesauce in the same cup. The lid has a ridged press on the inside. Twisting it down crushes the pill against the ridged bottom of the cup, and nothing spills.',
      ),
      details: section('There are fill lines on the side for 1 and 2 tablespoons.'),
      completedSections: [],
    });
    const lid = model.elements.find((element) => element.name === 'lid');
    expect(lid?.functions).toContain(
      'crush the pill against the ridged bottom of the pill crusher cup when twisted down',
    );
    expect(model.useSteps.map((step) => step.action)).toContain(
      'mixing the pill with applesauce in the same cup',
    );
    const lines = model.elements.find((element) => element.name === 'fill line');
    expect(lines?.relations.join(' ')).toMatch(/for 1 and 2 tablespoons/);
  });

  it('reads what a plug does when the phone it watches is gone, and the parts listed "inside"', () => {
    const model = buildInventionModel({
      title: 'Smart Plug',
      summary: section(
        'The plug watches for the phone on the home WiFi. When the phone has been gone for 10 minutes, it cuts the power, and it sends a notification saying it did.',
      ),
      details: section(
        'Inside is an ESP32 chip, a 15 amp relay and a current sensor. The current sensor tells if the appliance was drawing power.',
      ),
      completedSections: [],
    });
    // The relay cuts the power, the chip (the plug's controller) sends the notification.
    const does = (name: string) => model.elements.find((element) => element.name === name)?.functions;
    expect(does('relay')).toContain('cut the power when the phone has been gone for 10 minutes');
    expect(does('chip')).toContain('send a notification');
    expect(model.elements.map((element) => element.name)).not.toContain('phone');
    expect(model.elements.find((element) => element.name === 'current sensor')?.functions).toContain(
      'tell if the appliance was drawing power',
    );
    expect(model.elements.map((element) => element.name)).toContain('relay');
  });

  it('reads a board that weighs ingredients as an article with its load cells and display', () => {
    const model = buildInventionModel({
      title: 'Cutting Board with a Built-In Scale',
      summary: section(
        'The present invention is a cutting board with a built-in scale so the user can weigh ingredients right where the user chops them. Four load cells in the feet measure the weight and a small display on the front edge shows it in grams or ounces.',
      ),
      variations: section('The cutting board may send the weight to a recipe app over Bluetooth.'),
      completedSections: [],
    });
    expect(model.kinds).toEqual(['article']);
    // (The weight of what the inventor weighs on it.)
    expect(model.elements.find((element) => element.name === 'load cell')?.functions).toContain(
      'measure the weight of ingredients on the cutting board',
    );
    expect(model.elements.find((element) => element.name === 'display')?.functions).toContain(
      'show the weight in grams or ounces',
    );
  });
});
