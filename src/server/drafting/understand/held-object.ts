import type { Elements } from './elements';

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
