import { ABSTRACT_MAX_WORDS } from '../../contract';

const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)]|[a-z][.)])\s+/;
const MARKDOWN_HEADING = /^\s*#{1,6}\s+/;

/** Removes the markdown the drafting model may emit; the PDF shows plain prose. */
function plain(line: string): string {
  return line
    .replace(MARKDOWN_HEADING, '')
    .replace(/\*\*(.+?)\*\*|__(.+?)__/g, '$1$2')
    .replace(/^\s*[-*]\s+/, '• ')
    .trim();
}

/**
 * The paragraphs of a section's text. Each line is a paragraph, except list items, which belong to
 * the paragraph before them as their own sub-lines (37 CFR 1.52(b)(6): lists are not numbered).
 */
export function paragraphsOf(text: string | undefined): string[] {
  const paragraphs: string[] = [];
  for (const raw of (text ?? '').split('\n')) {
    if (!raw.trim()) continue;
    const line = plain(raw);
    if (!line) continue;
    if (LIST_ITEM.test(raw) && paragraphs.length > 0) paragraphs[paragraphs.length - 1] += `\n${line}`;
    else paragraphs.push(line);
  }
  return paragraphs;
}

const CLAIM_START = /^\s*(\d+)\s*[.)]\s+/;

/**
 * The claims as separate texts, each starting with its number ("1. A device…") and holding its
 * elements as sub-lines. A preamble such as "What is claimed is:" is dropped: the page prints its own.
 * Text without any numbered claim is taken as one claim numbered 1.
 */
export function claimsOf(text: string | undefined): string[] {
  const claims: string[] = [];
  for (const raw of (text ?? '').split('\n')) {
    if (!raw.trim()) continue;
    const line = plain(raw.replace(/^\s*[-*]\s+/, ''));
    const start = CLAIM_START.exec(raw);
    if (start) claims.push(`${start[1]}. ${line.replace(CLAIM_START, '')}`);
    else if (claims.length > 0) claims[claims.length - 1] += `\n${line}`;
    else if (!/claim/i.test(line) || line.length > 60) claims.push(`1. ${line}`);
  }
  return claims;
}

/**
 * The abstract as one paragraph of at most 150 words (37 CFR 1.72(b)). A longer text is cut at the
 * last sentence end within the limit, or else at a word boundary, and always ends with a full stop.
 */
export function abstractOf(text: string | undefined): string {
  const words = (text ?? '').split(/\s+/).filter(Boolean);
  if (words.length <= ABSTRACT_MAX_WORDS) return words.join(' ');
  const kept = words.slice(0, ABSTRACT_MAX_WORDS);
  const lastSentenceEnd = kept.findLastIndex((word) => /[.!?]["”’)]?$/.test(word));
  const cut = lastSentenceEnd >= ABSTRACT_MAX_WORDS / 2 ? kept.slice(0, lastSentenceEnd + 1) : kept;
  const joined = cut.join(' ').replace(/[,;:–—-]+$/, '');
  return /[.!?]["”’)]?$/.test(joined) ? joined : `${joined}.`;
}
