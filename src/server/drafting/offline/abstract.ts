import type { PatentData } from '../../../contract';
import { claimKindFor } from './claims';
import { extractComponents, proseElement } from './components';
import { formalSentences } from './style';
import { countWords, titleInProse, withArticle } from './wording';

/** 37 CFR 1.72(b): the abstract is at most 150 words. */
export const ABSTRACT_MAX_WORDS = 150;

/** Keeps whole sentences while they fit in `maxWords`; a first sentence that alone is too long is cut. */
export function limitWords(sentences: string[], maxWords: number): string {
  const kept: string[] = [];
  let words = 0;
  for (const sentence of sentences) {
    const n = countWords(sentence);
    if (words + n > maxWords) break;
    kept.push(sentence);
    words += n;
  }
  if (kept.length === 0 && sentences.length > 0) {
    return `${sentences[0]!
      .split(/\s+/)
      .slice(0, maxWords)
      .join(' ')
      .replace(/[,;:.]+$/, '')}.`;
  }
  return kept.join(' ');
}

function listInProse(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * "The present invention is a folding sawhorse that levels itself …" under the title "Folding
 * Sawhorse": the sentence that says what the invention does, to fold into the opening.
 */
function whatItDoes(sentence: string | undefined, title: string): string | undefined {
  const match = /^The present invention is (?:an? )?(.+?) ((?:that|which) .+)\.$/.exec(sentence ?? '');
  // A clause with commas reads badly before "is disclosed"; it stays a sentence of its own.
  if (!match || match[2]!.includes(',')) return undefined;
  return match[1]!.toLowerCase() === title.toLowerCase() ? match[2] : undefined;
}

/** A single paragraph: what it is, what it does, what it is made of. */
export function draftAbstract(patentData: PatentData): string {
  const title = titleInProse(patentData.title);
  const subject = withArticle(title);
  let summary = (patentData.summary ?? '')
    .split(/\n\n/)
    .slice(1)
    .flatMap((paragraph) => formalSentences(paragraph))
    .slice(0, 3);
  // "A folding sawhorse that levels itself … is disclosed." rather than saying what it is twice.
  const does = whatItDoes(summary[0], title);
  if (does) summary = summary.slice(1);
  const opening = `${subject.charAt(0).toUpperCase()}${subject.slice(1)}${does ? ` ${does}` : ''} is disclosed.`;
  const parts = extractComponents(patentData.details ?? '', 6);
  // A composition's ingredients are mass nouns: "garlic and sea salt", not "a garlic".
  const corpus = [patentData.summary, patentData.details, patentData.variations].filter(Boolean).join(' ');
  const name = claimKindFor(corpus) === 'composition' ? (part: string) => part : proseElement;
  const composition =
    parts.length > 1 ? [`In one embodiment, it includes ${listInProse(parts.map(name))}.`] : [];
  return limitWords([opening, ...summary, ...composition], ABSTRACT_MAX_WORDS);
}

/** 37 CFR 1.74: one line per figure. */
export function draftDrawingsDescription(patentData: PatentData): string {
  if (!patentData.sketchImage) return 'No drawings are submitted with this application.';
  return `FIG. 1 is a drawing of ${withArticle(titleInProse(patentData.title))} according to one embodiment of the present invention.`;
}
