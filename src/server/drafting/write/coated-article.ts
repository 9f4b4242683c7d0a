import type { InventionModel } from '../../../contract';
import { asLiteral, singularWord, withArticle } from '../check/words';
import { inProse } from '../understand/sentence-forms';

type Draft = { text: string; parent?: number };

/**
 * What a composition coats when the inventor's product is the coated thing: "Reusable food wraps made of
 * cotton coated with beeswax, pine resin and jojoba oil" is a wrap (the article), its coating the
 * composition, and brushing the coating on cotton squares is making the wrap, not using the coating.
 */
export type CoatedArticle = {
  /** What is coated, as told: "cotton". */
  substrate: string;
  /** The piece the steps coat, singular ("square" of "cotton squares"), or none told. */
  piece?: string;
  /** Other materials the inventor names for it ("organic cotton", "hemp cloth"). */
  alternatives: string[];
};

const COATED = /\bmade (?:of|from) ((?:[a-z-]+ ){0,2}?[a-z-]+) (?:coated|impregnated|infused) (?:with|in)\b/i;
/** Steps that lay a mixture on something: "brushing the mixture on cotton squares". */
const LAYING = /^(?:brushing|applying|spreading|painting|dipping|soaking|rubbing|ironing)\b/;

export function coatedArticle(model: InventionModel): CoatedArticle | undefined {
  const told = model.told ?? [];
  const substrate = told
    .map((sentence) => COATED.exec(sentence)?.[1]?.toLowerCase())
    .find((said): said is string => !!said);
  if (!substrate) return undefined;
  const head = substrate.split(' ').pop()!;
  // ("brushing the mixture on cotton squares": the steps coat squares of it.)
  const piece = model.steps
    .map((step) => step.action)
    .filter((action) => LAYING.test(action))
    .map(
      (action) =>
        new RegExp(`\\b(?:on|onto|over|into|in) (?:the )?(?:[a-z-]+ )*?${asLiteral(head)} ([a-z]+)\\b`).exec(
          action,
        )?.[1],
    )
    .find((noun): noun is string => !!noun);
  // "Organic cotton or hemp cloth works too.": other materials of the coated thing.
  const alternatives = told
    .filter((sentence) => !COATED.test(sentence))
    .map((sentence) =>
      /^((?:[a-z-]+ ){0,2}[a-z-]+)(?:,? or ((?:[a-z-]+ ){0,2}[a-z-]+))? (?:works|work|would work|can be used|could be used)\b/i.exec(
        sentence,
      ),
    )
    .filter((match) => !!match)
    .map((match) =>
      [match[1]!, match[2]].filter((item): item is string => !!item).map((item) => item.toLowerCase()),
    )
    .find((items) => items.some((item) => item.split(' ').includes(head)))
    ?.filter((item) => item !== substrate);
  return { substrate, piece: piece && singularWord(piece), alternatives: alternatives ?? [] };
}

/**
 * The article claim of a coating composition: "A reusable food wrap, comprising: a square of cotton or
 * hemp cloth; and a coating on the square, the coating comprising wax, pine resin and jojoba oil, wherein
 * …", and dependents for each material of the coated piece and for each group the coating claim names.
 * `closing` is claim 1's "wherein" clause, said of the coating here.
 */
export function coatedArticleClaims(
  coated: CoatedArticle,
  article: string,
  ingredients: string[],
  closing: string,
  groups: string[],
  start: number,
): Draft[] {
  const { substrate, piece, alternatives } = coated;
  // ("organic cotton" is a kind of cotton: a dependent's, not claim 1's.)
  const kinds = alternatives.filter((alt) => alt.endsWith(` ${substrate}`));
  const others = alternatives.filter((alt) => !kinds.includes(alt));
  const holder = piece ?? 'sheet';
  const introduced =
    others.length > 0
      ? `a ${holder} of ${inProse([substrate, ...others], 'or')}`
      : piece
        ? `a ${substrate} ${piece}`
        : `a sheet of ${substrate}`;
  const named = others.length > 0 || !piece ? holder : `${substrate} ${piece}`;
  const wherein = closing ? `,\nwherein ${closing}` : '';
  const claims: Draft[] = [
    {
      text: `${withArticle(article).replace(/^a/, 'A')}, comprising:\n${introduced}; and\na coating on the ${named}, the coating comprising ${inProse(ingredients)}${wherein}.`,
    },
  ];
  for (const material of [...(others.length > 0 ? [substrate, ...others] : []), ...kinds])
    claims.push({
      text: `The ${article} of claim ${start}, wherein the ${named} is made of ${material}.`,
      parent: start,
    });
  for (const group of groups)
    claims.push({ text: `The ${article} of claim ${start}, wherein the ${group}.`, parent: start });
  return claims;
}
