import type { PatentData } from '../../../contract';
import { countWords } from '../check/words';
import { titleInProse, withArticle } from './wording';

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

/** 37 CFR 1.74: one line per figure. */
export function draftDrawingsDescription(patentData: PatentData): string {
  if (!patentData.sketchImage) return 'No drawings are submitted with this application.';
  return `FIG. 1 is a drawing of ${withArticle(titleInProse(patentData.title))} according to one embodiment of the present invention.`;
}
