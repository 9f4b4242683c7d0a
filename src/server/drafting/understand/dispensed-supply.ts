import type { Elements } from './elements';

/** What a dispenser holds and gives out, one at a time: "a roll of bags", "a stack of wipes". */
const SUPPLY = /^(?:roll|stack|pack|supply|spool|bundle|pad) of ([a-z-]+)$/;

/** "pulls out through a slot on the side": the opening it comes out of, and where. */
const DISPENSED =
  /^(?:pull|come|feed|slide|dispense)s? out (?:through|of) (?:a|an) ([\w-]+) ?(?:(on|in|at) the (side|top|bottom|front|back|end)(?: of the [\w -]+)?)?$/;

/**
 * "The handle is hollow and holds a roll of bags that pulls out through a slot on the side": the roll is
 * what the handle holds, no part of the leash, and the slot it pulls out through is the handle's ("a
 * handle configured to hold a roll of bags and having a slot on a side thereof through which the bags
 * are pulled out").
 */
export function suppliesDispensed(elements: Elements) {
  for (const supply of [...elements.list]) {
    const items = SUPPLY.exec(supply.name)?.[1];
    const opening = supply.functions.map((fn) => DISPENSED.exec(fn)).find(Boolean);
    const held = (fn: string) =>
      /^(?:hold|store|carry|contain)\b/.test(fn) ? new RegExp(`\\b${supply.name}([a-z]*)\\b`).exec(fn) : null;
    const holder = elements.list.find((e) => e !== supply && e.functions.some(held));
    if (!items || !opening || !holder) continue;
    // ("a roll of bags": the items by the word the inventor used for them.)
    const told = holder.functions.map(held).find(Boolean)!;
    const [, name = '', at, place] = opening;
    const where = at ? ` ${at} a ${place} thereof` : '';
    holder.relations.push(`having a ${name}${where} through which the ${items}${told[1]} are pulled out`);
    elements.list.splice(elements.list.indexOf(supply), 1);
  }
}
