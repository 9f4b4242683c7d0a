import { PUBLIC_DISCLOSURE_QUESTION } from '../offline/review';

/**
 * The readiness review with the disclosure question replaced by what the inventor answered (or an
 * earlier answer replaced by the new one); appended when the drafter's review asked in its own words.
 */
export function withDisclosure(review: string, warning: string): string {
  if (review.includes(PUBLIC_DISCLOSURE_QUESTION)) return review.replace(PUBLIC_DISCLOSURE_QUESTION, warning);
  const earlier = /^Public disclosure: .*$/m;
  if (earlier.test(review)) return review.replace(earlier, warning);
  return `${review.trim()}\n\n${warning}`;
}
