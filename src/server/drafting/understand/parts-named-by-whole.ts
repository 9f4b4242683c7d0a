import { asLiteral, PLACE_NOUNS, QUANTITY_NOUNS, singularWord } from '../check/words';
import type { Elements } from './elements';
import { tokens } from './nlp';

/** Nouns that name where on the whole, or how much of it, not a part of it. */
const NOT_A_PART = new RegExp(
  `^(?:${PLACE_NOUNS}|${QUANTITY_NOUNS}|end|edge|middle|center|inside|outside|surface|way|time|user|owner)$`,
  'i',
);

/**
 * "pushes paint through holes in the roller core", "slides over the perforated core" of a paint roller:
 * a part the inventor names by the invention's own name and a part noun ("the roller core") is a part
 * of it, though no sentence is about it; where another mention gives it a quality ("the perforated
 * core"), every mention names the one part ("the roller core"), introduced with its quality ("a
 * perforated roller core"). Parts
 * already known, and the invention's places ("the roller end"), are left alone.
 */
export function partsNamedByTheWhole(elements: Elements, subject: string, sentences: string[]) {
  const head = subject.split(' ').at(-1)?.toLowerCase();
  if (!head || !/^[a-z]{3,}$/.test(head)) return;
  const named = new Set<string>();
  for (const sentence of sentences)
    for (const match of sentence.matchAll(
      // ("probes at the bottom of the pot measure the soil resistance": before an article, a verb.)
      new RegExp(`\\bthe ${asLiteral(head)} ([a-z]{3,})\\b(?! (?:the|a|an|its|their)\\b)`, 'gi'),
    )) {
      const noun = match[1]!.toLowerCase();
      const token = tokens(`the ${head} ${noun} is here`)[2];
      if (
        NOT_A_PART.test(noun) ||
        singularWord(noun) !== noun ||
        !token?.tags.has('Noun') ||
        token.tags.has('Verb') ||
        elements.find(noun)
      )
        continue;
      named.add(noun);
    }
  for (const noun of named) {
    const name = `${head} ${noun}`;
    const source = sentences.find((sentence) => sentence.toLowerCase().includes(`the ${name}`))!;
    const element = elements.get(name, source);
    if (!element) continue;
    // "the perforated core": a participle before the noun is the part's quality.
    const quality = new RegExp(`\\bthe ([a-z]+ed) ${asLiteral(noun)}\\b`, 'i');
    const told = sentences.map((sentence) => quality.exec(sentence)?.[1]?.toLowerCase()).find(Boolean);
    if (told && element.name === name) element.name = `${told} ${name}`;
    const other = new RegExp(`\\bthe (?:[a-z]+ed )?${asLiteral(noun)}\\b`, 'gi');
    for (const each of elements.list)
      if (each !== element) {
        each.functions = each.functions.map((fn) => fn.replace(other, `the ${name}`));
        each.relations = each.relations.map((relation) => relation.replace(other, `the ${name}`));
      }
  }
}

/**
 * "the board" of a cutting board, "the timer" of a sprinkler timer: the last word of a name of two words
 * or more, which no part's name ends on, names the whole. The word, or undefined.
 */
export function headNamingTheWhole(subject: string, parts: string[]): string | undefined {
  const head = subject.split(' ').at(-1)!;
  return subject.includes(' ') && !parts.some((name) => name.split(' ').at(-1) === head) ? head : undefined;
}
