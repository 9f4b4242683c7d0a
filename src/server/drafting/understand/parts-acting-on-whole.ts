import { canBeVerb, infinitiveOf } from './nlp';

/**
 * "Rubber feet keep it from sliding.", "A strap holds it closed.": told among the variations, a part not
 * yet named that does something to the invention ("it") is a further part another version has. Read in
 * the inventor's words and in the variation sentence written from them ("In some embodiments, rubber feet
 * keep the cutting board from sliding.").
 */
export function partActingOnTheWhole(
  sentence: string,
  invention: string,
): { part: string; verb: string; rest: string; plural: boolean } | undefined {
  const told = new RegExp(
    `^(?:In (?:some|another|other) embodiments?, )?(?!(?:the|it|they|this|that|these|those|you|we|i|he|she|there|users?|people|some|many|most)\\b)((?:an? )?[a-z-]+(?: [a-z-]+){0,2}?) ([a-z]+) (?:it|the ${invention})\\b([^.,;]*)\\.?$`,
    'i',
  ).exec(sentence);
  if (!told) return undefined;
  const [, named = '', verb = '', rest = ''] = told;
  // ("Schools may use it": a modal is no part's act, and who uses it is no part.)
  if (/\b(?:may|might|can|could|would|should|will|must|also|not)\b/i.test(named)) return undefined;
  // ("Instead of a text the monitor may call a phone number": what it replaces, no part.)
  if (/\b(?:instead|of|than|for|with)\b/i.test(named)) return undefined;
  const plural = !/^an? /i.test(named);
  // (The verb agrees with its subject: "feet keep", "a strap holds"; "could", "may" are no such act.)
  if (plural ? /s$/.test(verb) : !/s$/.test(verb)) return undefined;
  const base = plural ? verb : infinitiveOf(verb);
  if (
    !canBeVerb(base) ||
    /^(?:may|might|can|could|would|should|will|must|is|are|was|were|do|does)$/.test(verb)
  )
    return undefined;
  return { part: named.replace(/^an? /i, '').toLowerCase(), verb: base, rest: rest.trimEnd(), plural };
}
