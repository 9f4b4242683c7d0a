import type { InventionElement, InventionStep } from '../../../contract';
import { asLiteral, COLORS, indefiniteArticle, singularWord } from '../check/words';
import type { Sectioned } from './aliases';
import type { Elements } from './elements';
import { infinitiveOf } from './nlp';

/**
 * What the inventor's words imply about the parts without saying it: a heater heats the "heated blade",
 * the vibration motor is what vibrates, a program receives what a device sends it, and plugging in is
 * done by a cord, not a blade.
 */

/**
 * "A small microphone in the hive sends recordings to the server": what a program works on comes from
 * a device, so its first operation is receiving it ("receiving recordings from the microphone disposed
 * in the hive").
 */
export function receivedFrom(list: InventionElement[]): InventionStep[] {
  return list.flatMap((element) =>
    element.functions.flatMap((fn) => {
      // ("reports to a gateway on each floor": what it reports, through the gateway.)
      const sent =
        /^(?:send|upload|transmit|stream|report)\s+(?:(.+?)\s+)?to\s+(?:the|a|an)\s+(?:server|app|application|system|cloud|phone|platform|gateway|hub|base station)\b/.exec(
          fn,
        );
      if (!sent) return [];
      const place = element.relations.find((r) => /^(?:disposed|positioned|mounted)\s/.test(r));
      return [
        {
          action: `receiving ${sent[1] ?? 'reports'} from the ${element.name}${place ? ` ${place}` : ''}`,
          source: element.sources[0] ?? fn,
        },
      ];
    }),
  );
}

/** "heat" → heater, "filter" → filter, "sense" → sensor: the part named for doing it. */
export function agentNamed(verb: string, elements: Elements): InventionElement | undefined {
  const stem = verb.replace(/e$/, '');
  const names = new Set([verb, `${verb}er`, `${verb}r`, `${stem}er`, `${stem}or`]);
  return elements.list.find((element) => names.has(singularWord(element.name.split(' ').pop()!)));
}

/**
 * "an ice scraper with a heated blade", "the blade itself is heated" with a heater among the parts: what
 * the heater does is heat the blade, though the inventor never says it in those words.
 */
export function readAgents(sentences: Sectioned[], elements: Elements) {
  const done =
    /\b(?:a|an|the)\s+([a-z]+ed)\s+([\w-]+)\b|\bthe\s+([\w-]+)(?:\s+itself)?\s+(?:is|are)\s+([a-z]+ed)\b(?!\s+(?:by|to|with|on|in|at|into|onto|from|of)\b)/gi;
  for (const { sentence } of sentences)
    for (const match of sentence.matchAll(done)) {
      const participle = (match[1] ?? match[4])!.toLowerCase();
      const target = elements.find(match[2] ?? match[3]!);
      const verb = infinitiveOf(participle);
      const agent = agentNamed(verb, elements);
      if (!target || !agent || agent === target) continue;
      if (agent.functions.some((fn) => fn.split(' ')[0] === verb)) continue;
      // ("The handle is weighted", with a steel weight inside the handle: where the weight sits says it.)
      const inside = agent.relations.some((relation) =>
        new RegExp(`\\b(?:inside|in|within) the ${target.name}$`).test(relation),
      );
      // ("a hinged lid", with a hinge among the parts: "a hinge configured to hinge the hinged lid" says
      // nothing a part named by the act does not.)
      const namedForIt = singularWord(agent.name.split(' ').pop()!) === verb;
      if (namedForIt && (inside || target.name.split(' ').includes(participle))) continue;
      agent.functions.push(`${verb} the ${target.name}`);
    }
}

/**
 * "The posture clip vibrates when …" of a clip with a vibration motor: the motor is what vibrates, and
 * its function says when (claim 1 names the part that does it).
 */
export function byItsAgent(elements: Elements, body: InventionElement) {
  // "It takes a reading every 5 minutes", "it knows the starter peaked and sends a notification": of a
  // device with one controller, what the device decides, counts or sends is the controller's doing.
  const controllers = elements.list.filter((e) => CONTROLLER.test(e.name.split(' ').pop()!));
  // Each agent's new functions lead its own, in the order told.
  const given = new Map<InventionElement, number>();
  for (const fn of [...body.functions]) {
    const verb = fn.split(' ')[0]!;
    const noun = `${verb.replace(/e$/, '')}ion`;
    const agent =
      agentNamed(verb, elements) ??
      // ("The night light glows red at the bedtime …, turns green …": of a light with one lamp or LED part,
      // that part is what glows.)
      (LIGHT_ACTS.test(fn) && lights(elements).length === 1 ? lights(elements)[0] : undefined) ??
      // ("cuts the power when …" of a plug with a relay: cutting power is what a relay does.)
      (/^(?:cut|interrupt|disconnect|switch off|turn off) (?:the )?power\b/.test(fn)
        ? elements.list.find((e) => SWITCHES.test(singularWord(e.name.split(' ').pop()!)))
        : undefined) ??
      elements.list.find((e) => e.name.split(' ').slice(0, -1).includes(noun)) ??
      // (What another part senses, "knows when the reed switch is on", stays the device's.)
      (controllers.length === 1 &&
      DECIDING.test(verb) &&
      !elements.list.some((e) => fn.includes(`the ${e.name}`))
        ? controllers[0]
        : undefined);
    if (!agent || agent.functions.includes(fn)) continue;
    agent.functions.splice(given.get(agent) ?? 0, 0, fn);
    given.set(agent, (given.get(agent) ?? 0) + 1);
    body.functions.splice(body.functions.indexOf(fn), 1);
  }
}

/**
 * "An Arduino Nano checks the tag number against a list": a board named by its product name, doing what
 * a controller does, is the invention's microcontroller; the product is what it is, for a dependent claim.
 */
export function controllerByRole(elements: Elements) {
  if (elements.list.some((e) => CONTROLLER.test(e.name.split(' ').pop()!))) return;
  for (const element of elements.list) {
    const told = element.sources
      .map((source) => new RegExp(`\\b${element.name.replace(/\s+/g, '\\s+')}\\b`, 'i').exec(source)?.[0])
      .find(Boolean);
    const product = !!told && told.split(/\s+/).every((word) => /^[A-Z][a-z]+$/.test(word));
    if (!product || !element.functions.some((fn) => COMPUTING.test(fn.split(' ')[0]!))) continue;
    element.measures.unshift(`is ${/^[AEIOU]/.test(told!) ? 'an' : 'a'} ${told}`);
    element.name = 'microcontroller';
    return;
  }
}

/** What a light does: glows, shines, flashes, turns a colour, fades. */
const LIGHT_ACTS = new RegExp(
  `^(?:glow|shine|flash|blink|light up|fade|(?:turn|switch|change) (?:to )?(?:${COLORS}))\\b`,
);

/** The parts that give light: "an RGB LED ring", "a lamp", "a bulb". */
function lights(elements: Elements): InventionElement[] {
  return elements.list.filter((e) => /\b(?:led|leds|lamp|bulb|backlight)\b/i.test(e.name));
}

/** What a controller computes (not what any part may do, like "send"). */
const COMPUTING = /^(?:check|compare|determine|decide|count|compute|calculate|control|match|verify)$/;

/** The part that computes: "an ESP32 board", "a microcontroller", "the control module". */
const CONTROLLER = /^(?:board|microcontroller|controller|processor|computer|chip|module|mcu)$/i;
/** What a controller does: decides, measures over time, counts, sends. */
const DECIDING =
  /^(?:determine|know|detect|decide|count|compute|calculate|take|send|notify|alert|record|log|store|track|compare|flag|trigger|switch|turn|wait|sleep|refrain|watch|monitor)$/;

/**
 * "a 4-zone relay board" of a sprinkler timer, told nothing of: switching its zones is what it is for
 * ("a relay board configured to switch zones", and a dependent claim says 4).
 */
export function switchesWhatItCounts(elements: Elements) {
  for (const element of elements.list) {
    const counted =
      /^(\d+|two|three|four|five|six|eight|twelve)-([a-z]+) ((?:[\w-]+ )?(?:relay|switch)(?: board| module)?)$/.exec(
        element.name,
      );
    if (!counted || element.functions.length > 0) continue;
    const [, count = '', what = '', name = ''] = counted;
    element.functions.push(`switch ${count} ${what}s`);
    element.name = name;
  }
}

/**
 * "The tank holds 1.5 liters" of a pot that "sits on top of a water tank": a vessel the inventor names by
 * what it holds, told only how much, holds that ("a tank configured to hold water"; the 1.5 liters is a
 * dependent claim's).
 */
export function holdsWhatItIsNamedFor(elements: Elements, told: string[]) {
  const text = told.join(' ').toLowerCase();
  for (const element of elements.list) {
    const head = singularWord(element.name.split(' ').at(-1)!);
    if (!/^(?:tank|reservoir|container|bottle|jug)$/.test(head)) continue;
    if (element.functions.some((fn) => /^hold\b/.test(fn) && !/\d/.test(fn))) continue;
    if (!element.functions.some((fn) => /^hold (?:about |up to )?\d/.test(fn))) continue;
    const held = new RegExp(`\\b(water|oil|fuel|paint|milk|coffee|juice|soap|sauce) ${head}\\b`).exec(
      text,
    )?.[1];
    if (held) element.functions.unshift(`hold ${held}`);
  }
}

/**
 * "a small real-time clock chip", told nothing of, of a night light that glows red at the bedtime: what a
 * clock does is keep the time ("a real-time clock chip configured to keep time").
 */
export function clockKeepsTime(elements: Elements) {
  for (const element of elements.list)
    if (/\bclock\b/i.test(element.name) && element.functions.length === 0)
      element.functions.push('keep time');
}

/**
 * "two wheels on one end of the bottom", told nothing of, of a basket the user "tips … and rolls": what the
 * wheels do is let the whole be rolled (when tipped, where it is tipped first).
 */
export function wheelsRollTheWhole(elements: Elements, told: string[], subject: string) {
  const rolled = told.find((sentence) => new RegExp(`\\brolls the ${asLiteral(subject)}\\b`).test(sentence));
  if (!rolled) return;
  const tipped = new RegExp(`\\btips the ${asLiteral(subject)}\\b`).test(rolled);
  for (const element of elements.list)
    if (/\b(?:wheels?|casters?)$/.test(element.name) && element.functions.length === 0)
      element.functions.push(`allow the ${subject} to be rolled${tipped ? ' when tipped' : ''}`);
}

/** Hand tools worked at the end of a long shaft, and the working part each carries there. */
const SHAFT_TOOLS = /\b(?:shovel|rake|broom|mop|hoe|spade|squeegee|pitchfork|scraper)$/i;
const WORKING_ENDS = /^(?:blade|head|scoop|tines|bristles|sponge)$/i;
const SHAFTS = /^(?:shaft|pole|stick|handle)$/i;

/** Whether a part is the working end of a long-handled tool: the shovel's blade, the rake's head. */
export function isWorkingEnd(element: InventionElement, subject: string): boolean {
  return SHAFT_TOOLS.test(subject) && WORKING_ENDS.test(singularWord(element.name.split(' ').pop()!));
}

/**
 * "The shaft is aluminum, 130 cm long … The blade is 60 cm wide polypropylene", of a snow shovel: a
 * shovel's blade is at an end of its shaft, which the inventor never needed to say.
 */
export function workingEndOnTheShaft(elements: Elements, subject: string) {
  if (!SHAFT_TOOLS.test(subject)) return;
  const head = (e: InventionElement) => singularWord(e.name.split(' ').pop()!);
  const shaft = elements.list.find((e) => SHAFTS.test(head(e)) && e.name.split(' ').length === 1);
  if (!shaft) return;
  for (const element of elements.list)
    if (WORKING_ENDS.test(head(element)) && element.relations.length === 0 && element.functions.length === 0)
      element.relations.push(`disposed at an end of the ${shaft.name}`);
}

/** The parts that switch power on and off. */
const SWITCHES = /^(?:relay|switch|contactor|triac|mosfet|transistor)$/i;

// ("The base unit plugs into the wall": a unit of its own, apart from the rest, has its own cord.)
const CORDS = /^(?:cord|cable|plug|lead|adapter|charger|wire|unit|station|hub|dock)$/i;

/**
 * "an ice scraper with a heated blade that plugs into the car's socket": a blade cannot plug in; only a
 * cord or a plug does, so plugging in is what the whole does, by its cord.
 */
export function plugsInWhole(elements: Elements, body: InventionElement) {
  const head = (e: InventionElement) => singularWord(e.name.split(' ').pop()!);
  for (const element of elements.list.filter((e) => !CORDS.test(head(e)))) {
    // "plugs into a port near the left blade" ties a hose to a part: only a socket or outlet is power.
    const plugs = element.functions.filter((fn) =>
      /^plug\s+(?:in\b(?!to)|into\s+(?:the|a|an)\s+(?:[\w'-]+\s+){0,4}(?:socket|outlet|wall|mains|receptacle|lighter|port)\b(?!\s+(?:near|on|at|in)\b))/.test(
        fn,
      ),
    );
    element.functions = element.functions.filter((fn) => !plugs.includes(fn));
    body.options.push(...plugs);
  }
}

/**
 * "a hand pump lets you add air", "a release valve lets air out", of a pillow with an air bladder: the air
 * goes into and out of the part named for holding it ("add air to the air bladder").
 */
export function intoItsHolder(elements: Elements) {
  for (const element of elements.list)
    element.functions = element.functions.map((fn) => {
      const moved = /\b(add|pump|let) ([a-z]+)( out)?$/.exec(fn);
      if (!moved) return fn;
      const holder = elements.list.find(
        (other) =>
          other !== element && other.name.split(' ').length === 2 && other.name.startsWith(`${moved[2]} `),
      );
      if (!holder) return fn;
      return moved[3] ? `${fn} of the ${holder.name}` : `${fn} to the ${holder.name}`;
    });
}

/** What holds one thing at a time: a slot of a knife block, a bay, a dock. */
const HOLDERS = /^(?:slot|bay|dock|cradle|pocket|compartment|holder|sleeve|well)$/;

/**
 * "Each slot has a small magnet switch at the bottom. When a knife is out of its slot …": a switch at the
 * bottom of a slot is there to tell whether what the slot holds is in it ("each having a magnet switch at
 * a bottom thereof configured to sense whether a knife is in the slot"), which the inventor's "out of its
 * slot" relies on without saying.
 */
export function switchSensesWhatItHolds(elements: Elements, told: string[]) {
  const text = told.join(' ');
  for (const element of elements.list) {
    const head = singularWord(element.name.split(' ').at(-1)!);
    if (!HOLDERS.test(head)) continue;
    const held = new RegExp(
      `\\b(?:a|an|the) ([a-z]+) is (?:out of|missing from|removed from|taken out of|back in|in) (?:its|the|a|that) ${head}\\b`,
      'i',
    ).exec(text)?.[1];
    if (!held) continue;
    element.relations = element.relations.map((relation) =>
      /^having an? (?:[\w-]+ ){0,2}?(?:switch|sensor)(?: (?:at|in|on) the (?:bottom|back|base|end)(?: thereof)?)?$/.test(
        relation,
      )
        ? `${relation} configured to sense whether ${indefiniteArticle(held)} ${held} is in the ${head}`
        : relation,
    );
  }
}
