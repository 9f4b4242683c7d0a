import type { PatentData } from '../src/contract';
import { asLiteral } from '../src/server/drafting/check/words';
import { buildInventionModel } from '../src/server/drafting/understand/invention-model';

/**
 * Readiness-review checks of the evaluation (issue 15): the review is a short, ranked list a person
 * acts on, naming each part once and only real parts, with gaps that fit what the invention is.
 */

export const REVIEW_COLUMNS = [
  { key: 'reviewOnce', label: 'review names each part once' },
  { key: 'reviewParts', label: 'review names no word of a longer part' },
  { key: 'reviewVague', label: 'no vague-word finding on the title' },
  { key: 'reviewKind', label: 'review gaps fit the kind' },
  { key: 'reviewThin', label: 'a thin draft is called thin' },
] as const;

export type ReviewColumn = (typeof REVIEW_COLUMNS)[number]['key'];

/** "- The ramp: no material …" → "ramp" (alternatives lines name parts in another form). */
function reviewedParts(review: string): string[] {
  return [...review.matchAll(/^- The ([^:]+): (?!no alternative)/gm)].map((match) => match[1]!.toLowerCase());
}

export function reviewProblems(
  patentData: PatentData,
  composition: boolean,
  thin: boolean,
): Record<ReviewColumn, string[]> {
  const review = patentData.review ?? '';
  const parts = reviewedParts(review);
  const problems: Record<ReviewColumn, string[]> = {
    reviewOnce: [],
    reviewParts: [],
    reviewVague: [],
    reviewKind: [],
    reviewThin: [],
  };
  if (/the description is thin/.test(review) !== thin)
    problems.reviewThin.push(
      thin ? 'the review does not say the draft is thin' : 'a full draft is called thin',
    );
  for (const [index, part] of parts.entries())
    if (parts.indexOf(part) !== index) problems.reviewOnce.push(`"${part}" has more than one line`);
  // "The chia:" beside "chia seed gel": one part reviewed under a fragment of its name.
  const names = buildInventionModel(patentData).elements.map((element) => element.name.toLowerCase());
  for (const part of parts)
    if (
      names.some(
        (name) =>
          name !== part &&
          new RegExp(`(?:^| )${asLiteral(part)}(?: |$)`).test(name) &&
          // "knob on top" is the knob, placed.
          !new RegExp(`^${asLiteral(part)} (?:on|at|in|under|over) `).test(name),
      )
    )
      problems.reviewParts.push(`"${part}" is only a word of a longer part's name`);
  const titleWords = new Set((patentData.title ?? '').toLowerCase().split(/[\s-]+/));
  for (const match of review.matchAll(/^- "([^"]+)"/gm))
    if (titleWords.has(match[1]!.toLowerCase()))
      problems.reviewVague.push(`"${match[1]}" is a word of the title`);
  // An ingredient has an amount, not a place.
  if (composition)
    for (const match of review.matchAll(/^- The ([^:]+):.*where it sits/gm))
      problems.reviewKind.push(`the ingredient "${match[1]}" is asked where it sits`);
  return problems;
}
