import type { InventionElement } from '../../../contract';
import { asLiteral, indefiniteArticle, MATERIAL_WORDS } from '../check/words';

type Draft = { text: string; parent?: number };

/**
 * "A combination dial could replace the key cylinder": of an article, a part the inventor would swap for
 * another part (not for a material of it) is named with it where each independent claim introduces it
 * ("a key cylinder or a combination dial disposed on the lock body"), as "the key cylinder or combination
 * dial" after that, and the dependent claim that said "the key cylinder comprises combination dial" (a
 * dial inside the cylinder) says which one is used. Only for one alternative that replaces the whole
 * part, as the method claims do (`method-alternatives.ts`).
 */
export function partAlternatives(claims: Draft[], elements: InventionElement[]): Draft[] {
  let out = claims;
  for (const element of elements) {
    const [substitute, ...more] = element.substitutes;
    if (!substitute || more.length > 0 || element.plural || element.materials.length > 0) continue;
    const { alternative, replaces } = substitute;
    const name = element.name;
    const head = name.split(' ').pop()!;
    const altHead = alternative.split(' ').pop()!;
    // ("brass" for "steel", "a steel pin" for "a brass pin": a material, which the material group claims.)
    if (replaces !== name || altHead === head || MATERIAL_WORDS.test(altHead)) continue;
    const both = `${name} or ${alternative}`;
    const first = new RegExp(`\\b(a|an) ${asLiteral(name)}\\b`);
    // ("further comprising a triac", then "the triac comprises relay": a part a dependent claim introduces
    // is named with its alternative there, as an independent claim would.)
    const introducing = out.find(
      (claim) =>
        first.test(claim.text) &&
        (claim.parent === undefined ||
          new RegExp(`further comprising (?:a|an) ${asLiteral(name)}\\b`).test(claim.text)),
    );
    if (!introducing) continue;
    const later = new RegExp(`\\bthe ${asLiteral(name)}\\b(?! or )`, 'g');
    const said = new RegExp(
      `wherein the ${asLiteral(name)} comprises (?:${asLiteral(alternative)}|an? ${asLiteral(alternative)})\\.$`,
    );
    out = out.map((claim) => {
      if (claim.parent !== undefined && claim !== introducing)
        return said.test(claim.text)
          ? {
              ...claim,
              text: claim.text.replace(
                said,
                `wherein the ${both} is ${indefiniteArticle(alternative)} ${alternative}.`,
              ),
            }
          : { ...claim, text: claim.text.replace(later, `the ${both}`) };
      const at = first.exec(claim.text);
      if (!at) return { ...claim, text: claim.text.replace(later, `the ${both}`) };
      const end = at.index + at[0].length;
      const introduced = `${at[0]} or ${indefiniteArticle(alternative)} ${alternative}`;
      return {
        ...claim,
        text:
          claim.text.slice(0, at.index) + introduced + claim.text.slice(end).replace(later, `the ${both}`),
      };
    });
  }
  return out;
}
