import { asLiteral } from '../check/words';
import { AMOUNT_NUMBER } from '../understand/quantities';

type Draft = { text: string; parent?: number };

/** "mixing oil with baking soda into a paste": what is mixed, and what it makes. */
const MIXED_INTO =
  /^(?:mixing|combining|blending|stirring|whisking) ((?:[\w-]+ ){0,2}?[\w-]+)(?: with|,| and) ((?:[\w-]+ ){0,2}?[\w-]+)(?:,? and ((?:[\w-]+ ){0,2}?[\w-]+))? into an? (paste|slurry|gel|cream|scrub)$/;

/**
 * "mixing oil with baking soda into a paste; rubbing the paste on the residue; …": a method that mixes what
 * it uses into a paste and then puts the paste to work claims the paste as well, a composition of what it
 * is mixed from ("A paste composition for removing sticker residue, comprising: oil; and baking soda."), with the kinds
 * and the amounts claim 1's dependents give of them. A cleaning method has no apparatus and makes no
 * product (a jar without residue is the jar), so this is the category the disclosure supports.
 */
export function mixtureClaims(claims: Draft[], purpose: string): Draft[] {
  const claimOne = claims[0]?.text ?? '';
  const steps = (/comprising:\n([\s\S]+)\.$/.exec(claimOne)?.[1] ?? '').split(/;(?: and)?\n/);
  const mixed = MIXED_INTO.exec(steps[0] ?? '');
  if (!mixed || !purpose) return [];
  const [, first, second, third, mixture] = mixed;
  // (Put to work after it is made: "rubbing the paste on …", not only kept.)
  if (!steps.slice(1).some((step) => new RegExp(`^[a-z]+ing the ${mixture}\\b`).test(step))) return [];
  const ingredients = [first!, second!, ...(third ? [third] : [])];
  const start = claims.length + 1;
  const drafts: Draft[] = [
    {
      text: `A ${mixture} composition for ${purpose}, comprising:\n${ingredients.map((each, i) => `${each}${i === ingredients.length - 2 ? '; and' : i < ingredients.length - 1 ? ';' : ''}`).join('\n')}.`,
    },
  ];
  const ofOne = new RegExp(
    `^The method of claim 1, wherein the (${ingredients.map(asLiteral).join('|')}) (is|are) (.+)\\.$`,
  );
  for (const claim of claims.filter((c) => c.parent === 1)) {
    // ("wherein the oil is cooking oil": a kind of an ingredient, of the paste too.)
    const kind = ofOne.exec(claim.text);
    if (kind)
      drafts.push({
        text: `The ${mixture} composition of claim ${start}, wherein the ${kind[1]} ${kind[2]} ${kind[3]}.`,
        parent: start,
      });
    // ("… comprises mixing 1 tablespoon of the oil with 1 tablespoon of baking soda into the paste": how
    // much of each goes into it.)
    const amounts = new RegExp(
      `comprises (?:mixing|combining|blending|stirring|whisking) ((?:${AMOUNT_NUMBER}) [a-z]+) of (?:the )?(${asLiteral(first!)}) with ((?:${AMOUNT_NUMBER}) [a-z]+) of (?:the )?(${asLiteral(second!)}) into (?:the|an?) ${mixture}\\.$`,
    ).exec(claim.text);
    if (amounts)
      drafts.push({
        text: `The ${mixture} composition of claim ${start}, comprising ${amounts[1]} of the ${amounts[2]} per ${amounts[3]} of the ${amounts[4]}.`,
        parent: start,
      });
  }
  return drafts;
}
