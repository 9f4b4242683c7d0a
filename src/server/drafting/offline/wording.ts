import { withArticle } from '../check/words';
import { pastParticipleOf } from '../understand/nlp';

/** Small wording helpers shared by the offline drafter's sections, claims and abstract. */

const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'for',
  'of',
  'to',
  'with',
  'in',
  'on',
  'at',
  'by',
  'from',
  'into',
]);

export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index, all) => {
      const lower = word.toLowerCase();
      // ("… That Turns Itself On": a particle that ends the title is capitalized.)
      const lastParticle = index === all.length - 1 && /^(?:on|off|up|down|out|in)$/.test(lower);
      if (index > 0 && SMALL_WORDS.has(lower) && !lastParticle) return lower;
      // Acronyms and model names (LED, USB-C, pH) keep their letters.
      if (/[A-Z].*[A-Z]|\d/.test(word) || /^[a-z]+[A-Z]/.test(word)) return word;
      return lower.replace(
        /(^|-)([a-z])/g,
        (_m, dash: string, letter: string) => dash + letter.toUpperCase(),
      );
    })
    .join(' ');
}

/** "an airflow sensor", "a bowl", "an HL7 interface" (acronyms go by the letter's sound). */
export { withArticle };

/** "Smart Plant Watering System" → "smart plant watering system" (acronyms kept). */
export function titleInProse(title: string | undefined): string {
  const words = (title ?? 'Invention')
    .split(/\s+/)
    // ("Children's": a possessive is a word of the title too.)
    // ("Beeswax,": a word before a list's comma too.)
    .map((word) => (/^[A-Z][a-z]*(?:-[A-Z]?[a-z]+)*(?:'s|s')?,?$/.test(word) ? word.toLowerCase() : word));
  return words.join(' ');
}

/**
 * " the user wears on the shirt collar …" → " worn on the shirt collar …": what a person does with the
 * invention, right after its name, said of the invention (a title's "Clip Worn on …", a summary's "a small
 * clip worn on …"). Undefined when the text opens with no such clause.
 */
export function asUsedOn(text: string): string | undefined {
  const clause =
    /^\s*(?:the user|users|you|people|a person|we|they)\s+([a-z]+)\s+(?=(?:on|in|onto|into|over|around|under|inside|to|with the)\b)/i.exec(
      text,
    );
  return clause ? ` ${pastParticipleOf(clause[1]!) ?? clause[1]} ${text.slice(clause[0].length)}` : undefined;
}
