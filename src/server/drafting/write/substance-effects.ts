import type { InventionElement } from '../../../contract';
import { asLiteral } from '../check/words';
import { measuredOutIn } from '../understand/mass-nouns';
import { claimable, thirdPerson } from './claim-language';

type Draft = { text: string; parent?: number };

/**
 * "The oil softens the glue and the baking soda scrubs without scratching": what a substance the method
 * measures out does is how the method works, no step of it; a dependent claim says it of the substance
 * as claim 1 names it ("wherein the oil softens the glue", of "mixing oil with baking soda").
 */
export function substanceEffects(claims: Draft[], elements: InventionElement[], steps: string[]): Draft[] {
  const claimOne = claims[0]?.text ?? '';
  const drafts: Draft[] = [];
  for (const element of elements) {
    if (!measuredOutIn(steps, element.name)) continue;
    const head = element.name.split(' ').pop()!;
    const name = [element.name, head].find((each) => new RegExp(`\\b${asLiteral(each)}\\b`).test(claimOne));
    // ("honey or sugar": what one of two claim 1 names does is no limitation of the pair.)
    if (!name || new RegExp(`\\b${asLiteral(name)} or |\\bor ${asLiteral(name)}\\b`).test(claimOne)) continue;
    for (const fn of element.functions.filter((each) => !/\d/.test(each)).slice(0, 1)) {
      const phrase = claimable(thirdPerson(fn, false));
      if (phrase) drafts.push({ text: `The method of claim 1, wherein the ${name} ${phrase}.`, parent: 1 });
    }
  }
  return drafts;
}
