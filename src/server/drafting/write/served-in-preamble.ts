import type { InventionModel } from '../../../contract';
import { asLiteral, indefiniteArticle } from '../check/words';
import { SUMMARY_STATEMENT } from '../understand/told-sentences';

/**
 * "A plug-in monitor for the sump pump that texts …", whose parts watch "the pump": what the whole serves,
 * named in claim 1's preamble ("A plug-in monitor for a sump pump"), where the claim's "the sump pump"
 * finds its antecedent. Undefined when the invention serves nothing its claim 1 names, or when a part of it
 * bears that name.
 */
export function servedInPreamble(
  model: InventionModel,
  partNames: string[],
  clauses: string[],
): { preamble: string; named: (text: string) => string } | undefined {
  const served = new RegExp(
    `^The present invention is an? ${asLiteral(model.subject)} for (?:a|an|the|my|our) ((?:[\\w-]+ )?[\\w-]+?)(?= (?:that|which|so)\\b|[.,]|$)`,
    'i',
  ).exec((model.told ?? []).find((told) => SUMMARY_STATEMENT.test(told)) ?? '')?.[1];
  const head = served?.split(' ').pop();
  if (!served || !head || partNames.some((name) => name.split(' ').pop() === head)) return undefined;
  // ("the pump", "the sump pump": any mention of it, by its head.)
  const mention = new RegExp(`\\bthe (?:[\\w-]+ )?${asLiteral(head)}\\b`, 'g');
  if (!clauses.some((clause) => new RegExp(mention.source).test(clause))) return undefined;
  return {
    preamble: ` for ${indefiniteArticle(served)} ${served}`,
    named: (text) => text.replace(mention, `the ${served}`),
  };
}
