import type { InventionElement, InventionStep } from '../../../contract';
import { asLiteral } from '../check/words';
import type { Sectioned } from './aliases';

/** ", added slowly because it fizzes": how the last ingredient of a list goes in. */
const ADDED_SLOWLY = /, added (slowly|gradually|a little at a time)\b/;

/**
 * "It's 2 cups of white vinegar, 1 cup of hot water and half a cup of baking soda, added slowly because it
 * fizzes": a recipe told as a list whose last ingredient goes in slowly is made in two steps, the others
 * combined, then the last added slowly. Returns those steps, and leaves "add slowly" off the whole's acts.
 */
export function addedSlowlySteps(
  body: InventionElement,
  ingredients: InventionElement[],
  told: Sectioned[],
): InventionStep[] {
  for (const { sentence } of told) {
    const slowly = ADDED_SLOWLY.exec(sentence);
    if (!slowly) continue;
    const list = sentence.slice(0, slowly.index).toLowerCase();
    const named = ingredients
      .map((ingredient) => ({
        name: ingredient.name,
        at: list.search(new RegExp(`\\b${asLiteral(ingredient.name)}\\b`)),
      }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)
      .map(({ name }) => `the ${name}`);
    if (named.length < 2) continue;
    const last = named.pop()!;
    body.functions = body.functions.filter((fn) => !/^add (?:slowly|gradually|a little at a time)$/.test(fn));
    const combined = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0];
    return [
      ...(named.length > 1 ? [{ action: `combining ${combined}`, source: sentence }] : []),
      { action: `adding ${last} ${slowly[1]}${named.length > 1 ? '' : ` to ${named[0]}`}`, source: sentence },
    ];
  }
  return [];
}
