import type { InventionElement } from '../../../contract';
import type { Elements } from './elements';
import { infinitiveOf } from './nlp';

/**
 * "Plant Turntable That Turns the Pot …": "The pot sits on a round platform on a lazy susan bearing". What
 * the invention works on, by its purpose, is no part of it; the part it sits on holds it ("a platform
 * configured to hold a pot"), and the place told after that part is the part's own ("positioned on a lazy
 * susan bearing").
 */
export function objectOfPurposeHeld(elements: Elements, purpose: string) {
  const object = /^[a-z]+ing (?:the|a|an) ([\w-]+)\b/.exec(purpose)?.[1];
  const held = object ? elements.list.find((element) => element.name === object) : undefined;
  if (!held || held.functions.length > 0 || held.materials.length > 0 || held.measures.length > 0) return;
  const sits = held.relations
    .map((relation) =>
      /^positioned (?:on|in|inside) (?:a|an|the) (?:[\w-]+ )?([\w-]+)(?: ((?:on|over|above) (?:a|an|the) .+))?$/.exec(
        relation,
      ),
    )
    .find(Boolean);
  const holder = sits && elements.list.find((element) => element.name === sits[1]);
  if (!sits || !holder || held.relations.length > 1) return;
  holder.functions.unshift(`hold the ${held.name}`);
  if (sits[2]) holder.relations.push(`positioned ${sits[2]}`);
  elements.list.splice(elements.list.indexOf(held), 1);
}

/**
 * "holding a compression sock open": the act of holding and what it holds ("compression sock"), when the
 * purpose is to hold something, whole.
 */
export function heldByPurpose(purpose: string): { act: string; thing: string } | undefined {
  const held =
    /^(holding|keeping|gripping|carrying|supporting) (?:the|a|an) ((?:[\w-]+ ){0,3}?[\w-]+)(?: (?:open|closed|upright|steady|in place))?$/.exec(
      purpose,
    );
  return held ? { act: held[1]!, thing: held[2]! } : undefined;
}

/**
 * "A frame that holds a compression sock open …": "The sock is stretched over the frame and set on the
 * floor". What the invention holds by its purpose, told only as what the user does to it, is what it is
 * used on, no part of it (the whole's function already says it holds it).
 */
export function objectOfPurposeUsedOn(elements: Elements, purpose: string, body: InventionElement) {
  const held = heldByPurpose(purpose);
  if (!held) return;
  const phrase = held.thing;
  const object = elements.list.find(
    (element) => phrase === element.name || phrase.startsWith(`${element.name} `),
  );
  if (
    !object ||
    object.functions.length + object.materials.length + object.measures.length > 0 ||
    object.relations.length === 0 ||
    !object.relations.every((relation) =>
      /^(?!positioned\b|attached\b|connected\b|mounted\b)(?:[a-z]+(?:ed|en)|set|put|laid|hung)\b/.test(
        relation,
      ),
    )
  )
    return;
  elements.drop(object);
  // (What it is for is what the whole does.)
  const act = purpose.replace(/^[a-z]+ing\b/, infinitiveOf(held.act));
  if (!body.functions.includes(act)) body.functions.unshift(act);
}

/** Parts of a plant: what a keeper of herbs or flowers holds, never a part of it. */
const PLANT_PARTS = /^(?:stem|stalk|leaf|root|petal|bud)$/;

/**
 * "It is a tall clear jar with a water well in the bottom … The stems sit in the water", of a herb keeper:
 * the stems are the herbs', no part of the keeper; the part with the water well holds the water they sit
 * in ("configured to hold water in which stems sit").
 */
export function plantPartsHeld(elements: Elements) {
  for (const held of [...elements.list]) {
    const sits =
      held.relations.length === 1 && /^positioned in (?:the )?(water|soil)$/.exec(held.relations[0]!);
    if (!sits || !PLANT_PARTS.test(held.name) || held.functions.length + held.materials.length > 0) continue;
    const holder = elements.list.find(
      (element) => element !== held && element.relations.some((r) => new RegExp(`\\b${sits[1]}\\b`).test(r)),
    );
    if (!holder) continue;
    const named = !held.plural ? held.name : held.name === 'leaf' ? 'leaves' : `${held.name}s`;
    const fn = `hold ${sits[1]} in which ${named} sit`;
    if (!holder.functions.includes(fn)) holder.functions.push(fn);
    elements.drop(held);
  }
}
