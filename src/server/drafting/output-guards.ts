import { ABSTRACT_MAX_WORDS, type PatentData } from '../../contract';
import { findingsInReview, reviewFindings } from './check/review-findings';
import { countWords } from './check/words';
import type { DraftableSection, ReviewDraft } from './drafter';
import { limitWords } from './offline/abstract';
import { inFormalWords } from './offline/casual';
import { formalize, formalSentences, hasFirstPerson } from './offline/style';

/**
 * Whatever a drafter wrote, formal sections leave here in the third person and in a specification's
 * words: a paragraph that still has first-person words is rewritten by the offline style rules.
 */
export function ensureFormal(text: string, section: DraftableSection): string {
  if (section === 'title') return text.replace(/\s+/g, ' ').trim();
  return (
    text
      .split(/\n\s*\n/)
      .map((paragraph) => (hasFirstPerson(paragraph) ? formalize(paragraph) : paragraph.trim()))
      // "a little trough", "other plastics like polypropylene": chat's words, whoever wrote them.
      .map(inFormalWords)
      .filter(Boolean)
      .join('\n\n')
  );
}

/**
 * The server's rules for the review drafts, whoever wrote them: an abstract of at most 150 words, no
 * first person anywhere. Claims are kept as the drafter wrote them (the checker's findings go into the
 * readiness review); they are never swapped for another drafter's text.
 */
export function ensureWellFormedReview(draft: ReviewDraft, patentData: PatentData): ReviewDraft {
  const claims = hasFirstPerson(draft.claims) ? formalize(draft.claims) : draft.claims.trim();
  const abstractText = hasFirstPerson(draft.abstract) ? formalize(draft.abstract) : draft.abstract.trim();
  const abstract =
    countWords(abstractText) > ABSTRACT_MAX_WORDS
      ? limitWords(formalSentences(abstractText), ABSTRACT_MAX_WORDS)
      : abstractText;
  return {
    claims,
    abstract,
    drawingsDescription: ensureFormal(draft.drawingsDescription, 'sketch'),
    // The checker's findings on whatever the drafter wrote close the readiness review.
    review: [draft.review.trim(), findingsInReview(reviewFindings({ claims, abstract }, patentData))]
      .filter(Boolean)
      .join('\n\n'),
  };
}
