import type { InventionElement, InventionStep } from '../../../contract';
import { asLiteral } from '../check/words';
import { pluralNoun } from './nlp';

/** Words before a part's name that are no kind of it: "the clippings", "dried clippings", "my clippings". */
const NO_KIND =
  /^(?:the|a|an|of|and|or|with|dried|wet|fresh|old|new|more|some|all|these|those|many|few|my|your|our|their)$/;

/**
 * "Tons of grass clippings go to the landfill", then "The washing soda is what softens the grass": of a
 * method that works on clippings, "the grass" is those clippings, named by what they are. A claim says
 * "softens the clippings"; "a grass" would be a new thing. Only of a part told in the plural, whose kind
 * the inventor's own words put before it.
 */
export function partsNamedByTheirKind(
  elements: InventionElement[],
  steps: InventionStep[],
  told: string[],
): void {
  const text = told.join(' ');
  for (const part of elements.filter((element) => element.plural)) {
    // ("lawn clipping", in the plural: "the clippings", as the steps name them.)
    const words = part.name.split(' ');
    const short = pluralNoun(words.at(-1)!);
    const kinds = new Set(
      [...text.matchAll(new RegExp(`\\b([a-z]+) ${asLiteral(short)}\\b`, 'gi'))]
        .map((match) => match[1]!.toLowerCase())
        .filter((kind) => !words.includes(kind) && !NO_KIND.test(kind)),
    );
    for (const kind of kinds) {
      if (elements.some((element) => element.name.split(' ').at(-1) === kind)) continue;
      // (Only the kind named alone: "the maple syrup", of maple trees, is syrup.)
      const named = new RegExp(
        `\\bthe ${asLiteral(kind)}\\b(?=$|[,.;]| (?:with|in|on|and|or|to|for|from|into|by|at|until|when|so|before|after)\\b)`,
        'g',
      );
      const renamed = (phrase: string) => phrase.replace(named, `the ${short}`);
      for (const element of elements) element.functions = element.functions.map(renamed);
      for (const step of steps) step.action = renamed(step.action);
    }
  }
}
