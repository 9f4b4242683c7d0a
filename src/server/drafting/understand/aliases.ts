import type { PatentData } from '../../../contract';
import { asLiteral, singularWord } from '../check/words';
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
