import { titleCase } from './wording';

export const TITLE_MAX_WORDS = 10;

/** A short answer is the title itself: "It's called the Leash Bowl." → "Leash Bowl". */
export function cleanTitle(answer: string): string {
  const text = answer
    .replace(
      /^(?:it'?s|it is|the name is|i call it|we call it|my invention is called|my invention is|it is called|call it|title:)\s+/i,
      '',
    )
    .replace(/^(?:called|named)\s+/i, '')
    .replace(/["“”]/g, '')
    .replace(/[.!?]+$/, '')
    .trim();
  return titleCase(
    text
      .split(/\s+/)
      .slice(0, TITLE_MAX_WORDS + 4)
      .join(' '),
  );
}
