import type { PatentData } from '../../../contract';
import { asLiteral, PLACE_NOUNS, singularWord } from '../check/words';
import { tokens } from './nlp';
import { NOT_ELEMENTS } from './part-names';
import { withArticleLower } from './sentence-forms';

/** An inventor sentence and the section it was told in. */
export type Sectioned = { section: keyof PatentData; sentence: string };

type Alias = { name: string; other: string; description: string };

/**
 * "the spike, which is a 4-pointed claw of hardened carbon steel": the claw is the spike, told again in
 * other words. Every later "the claw" is the spike, which keeps its first name and is described as
 * the claw.
 */
export function aliasesIn(sentences: Sectioned[]): Alias[] {
  const aliases: Alias[] = [];
  for (const { sentence } of sentences)
    for (const match of sentence.matchAll(/\bthe ([\w-]+(?: [\w-]+)?),? which is (an? [^,.;]+)/gi)) {
      const other = /^an? (?:[\w-]+ ){0,2}?([\w-]+?)(?= of\b| with\b| made\b| about\b|$)/i.exec(
        match[2]!,
      )?.[1];
      const name = match[1]!.toLowerCase();
      if (!other || singularWord(other) === singularWord(name.split(' ').pop()!) || NOT_ELEMENTS.test(name))
        continue;
      aliases.push({ name, other: other.toLowerCase(), description: match[2]! });
    }
  return aliases;
}

export function withAliasesNamed(sentences: Sectioned[], aliases: Alias[]): Sectioned[] {
  if (aliases.length === 0) return sentences;
  return sentences.flatMap(({ section, sentence }) => {
    const defining = aliases.find(({ description }) => sentence.includes(`, which is ${description}`));
    // "… and the spike, which is a claw of carbon steel": two facts, the second the spike's own.
    if (defining)
      return [
        { section, sentence: sentence.replace(`, which is ${defining.description}`, '') },
        { section, sentence: `The ${defining.name} is ${defining.description}.` },
      ];
    const renamed = aliases.reduce(
      (text, { name, other }) =>
        text.replace(new RegExp(`\\b(the|a|an) ${asLiteral(other)}\\b`, 'gi'), (_, article: string) =>
          /^the$/i.test(article) ? `the ${name}` : withArticleLower(name),
        ),
      sentence,
    );
    return [{ section, sentence: renamed }];
  });
}

const PLACE_NOUN = new RegExp(`^(?:${PLACE_NOUNS})$`, 'i');

/** Nouns that name a whole by its shell ("a cooler box" is the cooler). */
const SHELL_NOUNS = /^(?:box|chest)$/;

/**
 * "The seat sits on top of an insulated cooler box, … the legs fold against the sides of the box" and
 * "The cooler holds 12 cans": a part named once with a shell noun after it ("cooler box") and elsewhere
 * alone as what a sentence is about ("The cooler holds") is one part, the cooler. Every "cooler box"
 * becomes "cooler" and every bare "the box" "the cooler". (Not where a sentence names both, as "the
 * battery box holds the battery" does: there the box is a part of its own.)
 */
export function withShellNamesMerged(sentences: Sectioned[], told: Sectioned[]): Sectioned[] {
  const texts = told.map(({ sentence }) => sentence);
  const merges = new Map<string, string>();
  for (const text of texts)
    for (const match of text.matchAll(/\b(?:an?|the) (?:[a-z-]+ )?([a-z]{3,}) ([a-z]+)\b/gi)) {
      const [, part, shell] = match as unknown as [string, string, string];
      if (!SHELL_NOUNS.test(shell.toLowerCase()) || merges.has(shell.toLowerCase())) continue;
      const alone = new RegExp(`\\bthe ${asLiteral(part)}\\b(?! ${asLiteral(shell)}\\b)`, 'i');
      const subject = new RegExp(`^the ${asLiteral(part)} [a-z]+s\\b`, 'i');
      if (texts.some((other) => alone.test(other) && other.includes(`${part} ${shell}`))) continue;
      if (!texts.some((other) => subject.test(other))) continue;
      merges.set(shell.toLowerCase(), part.toLowerCase());
    }
  if (merges.size === 0) return sentences;
  return sentences.flatMap(({ section, sentence }) => {
    const qualities: string[] = [];
    const merged = [...merges].reduce(
      (text, [shell, part]) =>
        text
          // ("an insulated cooler box": the cooler, which is insulated, told as a fact of its own.)
          .replace(
            new RegExp(`\\b(?:an?|the) (?:([a-z]+ed) )?${asLiteral(part)} ${asLiteral(shell)}\\b`, 'gi'),
            (_whole, quality?: string) => {
              if (quality) qualities.push(`The ${part} is ${quality.toLowerCase()}.`);
              return `the ${part}`;
            },
          )
          .replace(new RegExp(`\\b${asLiteral(part)} ${asLiteral(shell)}\\b`, 'gi'), part)
          .replace(new RegExp(`\\b(the) ${asLiteral(shell)}\\b`, 'gi'), `$1 ${part}`),
      sentence,
    );
    return [{ section, sentence: merged }, ...qualities.map((quality) => ({ section, sentence: quality }))];
  });
}

/**
 * "… lifts the latch bolt out of the wall cup. … the bolt drops back into the cup by itself": a part told
 * by its full name and, in that sentence or the next three, by its head noun alone is one part, and keeps its
 * full name ("the latch bolt", "the wall cup"). Only where the head noun has that one compound name in
 * the whole description and is never introduced on its own ("a bolt" would be a part of its own).
 */
export function withShortNamesLengthened(sentences: Sectioned[], told: Sectioned[]): Sectioned[] {
  const text = told.map(({ sentence }) => sentence).join(' ');
  const modifiersOf = (head: string) =>
    new Set(
      [...text.matchAll(new RegExp(`\\b(?:the|a|an) ([a-z]+) ${asLiteral(head)}\\b`, 'gi'))].map((m) =>
        m[1]!.toLowerCase(),
      ),
    );
  const compoundsIn = (sentence: string) =>
    [...sentence.matchAll(/\bthe ([a-z]+) ([a-z]+)\b(?: ([a-z]+)\b)?/gi)]
      // ("the US battery": an acronym keeps its capitals.)
      .map(
        (m) =>
          [
            /^[A-Z]{2,}$/.test(m[1]!) ? m[1]! : m[1]!.toLowerCase(),
            m[2]!.toLowerCase(),
            m[3]?.toLowerCase() ?? '',
          ] as const,
      )
      .filter(([modifier, head, next]) => {
        const [first, second, third] = tokens(`the ${modifier} ${head} ${next}`.trim()).slice(1);
        return (
          // ("the sourdough starter monitor": a longer name, not the starter.)
          !(third?.tags.has('Noun') && !third.tags.has('Verb')) &&
          !!first?.tags.has('Noun') &&
          !first.tags.has('Adjective') &&
          !!second?.tags.has('Singular') &&
          !NOT_ELEMENTS.test(head) &&
          !PLACE_NOUN.test(head) &&
          modifiersOf(head).size === 1 &&
          !new RegExp(`\\b(?:a|an) ${asLiteral(head)}\\b`, 'i').test(text)
        );
      });
  // ("a base unit in the house … The base plugs into the wall": a unit called by the word that tells it
  // apart, when nothing else is so called.)
  const units = [
    ...text.matchAll(/\b(?:the|a|an) (base|control|main|sensor|display|power|hub) (unit|station|module)\b/gi),
  ]
    .map((m) => [m[1]!.toLowerCase(), m[2]!.toLowerCase()] as const)
    .filter(
      ([modifier]) =>
        !new RegExp(`\\b(?:a|an) ${modifier}\\b(?! (?:unit|station|module)\\b)`, 'i').test(text),
    );
  return sentences.map(({ section, sentence }, i) => {
    const named = [...sentences.slice(Math.max(0, i - 3), i), { sentence }].flatMap((told) =>
      compoundsIn(told.sentence),
    );
    sentence = units.reduce(
      (said, [modifier, head]) =>
        said.replace(
          new RegExp(`\\b(the) ${modifier}\\b(?! ${head}\\b| of\\b)`, 'gi'),
          `$1 ${modifier} ${head}`,
        ),
      sentence,
    );
    return {
      section,
      sentence: named.reduce(
        (said, [modifier, head]) =>
          said.replace(
            new RegExp(`\\b(the) (?!${asLiteral(modifier)} )${asLiteral(head)}\\b`, 'gi'),
            `$1 ${modifier} ${head}`,
          ),
        sentence,
      ),
    };
  });
}

/** Last words of closed compounds that name a part ("flashlight", "wristband", "keyboard", "toothbrush"). */
const COMPOUND_TAILS = /^(?:light|band|board|brush|wheel|strap|lamp)$/;

/**
 * "A small LED flashlight sits in the front of the handle. … The light runs on a rechargeable battery":
 * a part named by a closed compound ("flashlight", "wristband") and then by its last word alone is one
 * part, where that word is never told alone otherwise ("an LED light" would be a part of its own) and
 * the whole is not named by it.
 */
export function withCompoundTailsNamed(
  sentences: Sectioned[],
  told: Sectioned[],
  subject: string,
): Sectioned[] {
  const text = told.map(({ sentence }) => sentence).join(' ');
  const compounds = new Map<string, string>();
  for (const match of text.matchAll(/\b([a-z]{3,}?)(light|band|board|brush|wheel|strap|lamp)\b/gi)) {
    const compound = match[0].toLowerCase();
    const word = match[2]!.toLowerCase();
    const alone = [...text.matchAll(new RegExp(`(\\S+) ${word}\\b`, 'gi'))].map((m) => m[1]!.toLowerCase());
    if (
      !COMPOUND_TAILS.test(word) ||
      compounds.has(word) ||
      subject.split(' ').includes(word) ||
      alone.length === 0 ||
      alone.some((before) => before !== 'the')
    )
      continue;
    compounds.set(word, compound);
  }
  if (compounds.size === 0) return sentences;
  return sentences.map(({ section, sentence }) => ({
    section,
    sentence: [...compounds].reduce(
      (said, [word, compound]) => said.replace(new RegExp(`\\b(the) ${word}\\b`, 'gi'), `$1 ${compound}`),
      sentence,
    ),
  }));
}

/**
 * "a heating element inside … the heater pulls 10 watts": a part named by what it does ("the heater")
 * beside one named by the same act ("a heating element") is that part, where the short name is never
 * introduced on its own ("a heater" would be a part of its own).
 */
export function withAgentNamesNamed(sentences: Sectioned[], told: Sectioned[]): Sectioned[] {
  const text = told.map(({ sentence }) => sentence).join(' ');
  const named = new Map<string, string>();
  for (const match of text.matchAll(
    /\b(?:a|an|the) ([a-z]{3,})ing (element|unit|pad|coil|plate|film|mat)\b/gi,
  )) {
    const agent = `${match[1]!.toLowerCase()}er`;
    if (new RegExp(`\\b(?:a|an) ${agent}\\b`, 'i').test(text)) continue;
    if (new RegExp(`\\bthe ${agent}\\b`, 'i').test(text))
      named.set(agent, `${match[1]!.toLowerCase()}ing ${match[2]!.toLowerCase()}`);
  }
  if (named.size === 0) return sentences;
  return sentences.map(({ section, sentence }) => ({
    section,
    sentence: [...named].reduce(
      (said, [agent, full]) => said.replace(new RegExp(`\\b(the|The) ${agent}\\b`, 'g'), `$1 ${full}`),
      sentence,
    ),
  }));
}
