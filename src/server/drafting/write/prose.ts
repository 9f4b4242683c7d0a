import { sentencesOf, wordsOf } from '../check/words';
import { pluralBeforeBareVerb, withAgreeingVerb } from '../understand/clause';
import { canBeVerb, type Token, tokens } from '../understand/nlp';

/**
 * What application prose must never contain (shared/drafting.md: third person, whole sentences, no
 * sentence said twice), shared by the writers, which avoid it, and the evaluation, which checks it.
 */

/** Chat that carries no technical fact and reads as chat in a specification. */
export const CHAT_HEDGES =
  /\b(?:maybe|kind of|sort of|a pain|pretty much|basically|honestly|you know|gonna|wanna|awesome|super handy|i guess)\b/i;

const FIRST_OR_SECOND_PERSON = /^(?:i|me|my|mine|myself|we|us|our|ours|ourselves|you|your|yours|yourself)$/i;

/** "I", "my", "you"…: but "US" is the United States. */
export function personWords(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z']/g, ''))
    .filter((bare) => bare !== 'US' && FIRST_OR_SECOND_PERSON.test(bare));
}

const NOT_CONTENT = new Set(
  'a an the of to in on at by for with and or is are be its it that this which as from into when while each'.split(
    ' ',
  ),
);

/** "soaking", "soaked" and "soaks" are one word here: a step told as a gerund is still told. */
function stem(word: string): string {
  return word.length <= 4
    ? word
    : word
        .replace(/(?:ing|ed|es|s)$/, '')
        .replace(/(.)\1$/, '$1')
        .replace(/e$/, '');
}

function contentWords(sentence: string): string[] {
  return wordsOf(sentence)
    .filter((word) => !NOT_CONTENT.has(word))
    .map(stem);
}

/**
 * Two sentences say the same thing when nearly all the words of the shorter one are in the longer one
 * ("The battery is 500 mAh." and "The battery is 500 mAh and charges by USB-C." are one fact told twice).
 */
export function nearRepeat(one: string, other: string): boolean {
  const a = contentWords(one);
  const b = contentWords(other);
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length < 3) return a.join(' ') === b.join(' ') && a.length > 0;
  const pool = new Set(longer);
  return shorter.filter((word) => pool.has(word)).length / shorter.length >= 0.85;
}

/** The sentences of a section, paragraph by paragraph. */
export function proseSentences(text: string | undefined): string[] {
  return (text ?? '').split(/\n\s*\n/).flatMap((paragraph) => sentencesOf(paragraph));
}

function finite(token: Token): boolean {
  if (['Copula', 'Modal', 'Auxiliary'].some((tag) => token.tags.has(tag))) return true;
  return token.tags.has('Verb') && !token.tags.has('Gerund') && !token.tags.has('Participle');
}

/**
 * "The steel drum holds 50 feet": the tagger reads "drum" as the verb and "holds" as a noun. A word in
 * -s right after a noun that reads as a verb on its own ("it holds them") is the sentence's verb.
 */
function verbAfterNoun(list: Token[], index: number): boolean {
  const word = list[index]!;
  const before = list[index - 1]!;
  // "Tannins tan the skin": after a plural, a bare word that can be a verb, before an article, is one.
  if (
    before.tags.has('Plural') &&
    /^(?:the|a|an)$/.test(list[index + 1]?.lower ?? '') &&
    canBeVerb(word.lower)
  )
    return true;
  if (!/[a-z]s$/.test(word.lower) || before.tags.has('Determiner')) return false;
  // "the bike tail light clips": the tagger may read the last word of a compound noun as an adjective;
  // "The remote runs": so may it a noun right after its article.
  let start = index - 2;
  while (start > 0 && list[start]!.tags.has('Adjective')) start -= 1;
  const compound =
    before.tags.has('Adjective') &&
    (!!list[index - 2]?.tags.has('Noun') || !!list[start]?.tags.has('Determiner'));
  if (!before.tags.has('Noun') && !before.tags.has('Verb') && !compound) return false;
  // ("The handle telescopes to 1 meter": after the article and one noun, a word in -s before where it goes
  // is its verb, whatever the tagger knows of it.)
  const goesTo =
    !!list[index - 2]?.tags.has('Determiner') &&
    before.tags.has('Singular') &&
    /^(?:to|into|onto|up|down|out|back|open|shut|closed|flat)$/.test(list[index + 1]?.lower ?? '');
  // ("The application bills the owners": so before what it acts on.)
  const actsOn =
    !!list[index - 2]?.tags.has('Determiner') &&
    before.tags.has('Singular') &&
    /^(?:the|a|an|each|every)$/.test(list[index + 1]?.lower ?? '');
  return goesTo || actsOn || (tokens(`it ${word.lower} them`)[1]?.tags.has('Verb') ?? false);
}

/**
 * "Gas station microwaves make hot spots": a plural noun and a verb after it, which are the sentence's
 * subject and verb however the tagger read its first word ("Gas", an imperative to it).
 */
function pluralThenVerb(list: Token[]): boolean {
  return list.some((token, i) => i > 1 && finite(token) && !!list[i - 1]!.tags.has('Plural'));
}

/**
 * A sentence with no verb of its own ("No wires to the brakes.") or none for its subject ("Works on
 * any bike.", the subject left out as in chat).
 */
export function isFragment(sentence: string): boolean {
  const list = withAgreeingVerb(tokens(sentence));
  if (list.length === 0) return false;
  const first = list[0]!;
  // ("Volunteers scan it": a plural subject before its bare verb, however the tagger read it.)
  if (
    first.tags.has('Verb') &&
    /s$/.test(first.lower) &&
    !first.tags.has('Noun') &&
    first.lower !== 'is' &&
    !pluralBeforeBareVerb(list, 0) &&
    !pluralThenVerb(list)
  )
    return true;
  const verbAt = (token: Token, index: number) => finite(token) || (index > 0 && verbAfterNoun(list, index));
  // ("The dog ear cleaner made from witch hazel … that does not sting.": a name, what it is made from and
  // one clause about it; "made" after the name, before what from, describes it.)
  // (", to which the user adds water" is a relative clause too.)
  const relative = list.findIndex(
    (token, i) =>
      i > 1 &&
      /^(?:that|which)$/.test(token.lower) &&
      (!!list[i - 1]!.tags.has('Noun') ||
        (token.lower === 'which' &&
          /^(?:to|into|in|on)$/.test(list[i - 1]!.lower) &&
          !!list[i - 2]?.post.includes(','))),
  );
  const describing = (token: Token, index: number) =>
    /^(?:made|built|formed|cast|sewn|mixed|brewed|derived)$/.test(token.lower) &&
    !!list[index - 1]?.tags.has('Noun') &&
    /^(?:from|of|with|out|by)$/.test(list[index + 1]?.lower ?? '');
  // ("An egg-free pancake mix made from oat flour and banana powder.": a name and what it is made from.)
  if (
    relative < 0 &&
    /^(?:the|a|an)$/.test(first.lower) &&
    list.some(describing) &&
    list.every((token, index) => !verbAt(token, index) || describing(token, index))
  )
    return true;
  if (relative > 0 && /^(?:the|a|an)$/.test(first.lower)) {
    const before = list
      .slice(0, relative)
      .some((token, index) => verbAt(token, index) && !describing(token, index));
    // (One verb group: "does not sting" is one verb.)
    const clause = list.slice(relative + 1);
    const after = clause.filter(
      (token, i) =>
        verbAt(token, relative + 1 + i) &&
        !clause
          .slice(0, i)
          .reverse()
          .find((t) => !t.tags.has('Negative') && !t.tags.has('Adverb'))
          ?.tags.has('Auxiliary') &&
        !clause.slice(0, i).at(-1)?.tags.has('Modal'),
    ).length;
    if (list.slice(0, relative).some(describing) && !before && after <= 1) return true;
  }
  return !list.some(verbAt);
}

/** Every content word of the sentence is already in the pool: it tells nothing new. */
export function saysNothingNew(sentence: string, pool: Set<string>): boolean {
  const words = contentWords(sentence);
  return words.length > 0 && words.every((word) => pool.has(word));
}

/** The share of the sentence's content words already in the pool (0 when it has none). */
export function shareSaid(sentence: string, pool: Set<string>): number {
  const words = contentWords(sentence);
  return words.length === 0 ? 0 : words.filter((word) => pool.has(word)).length / words.length;
}

export function wordPool(sentences: string[]): Set<string> {
  return new Set(sentences.flatMap(contentWords));
}

/**
 * "…, and when it is in, a pin drops", "so it cannot be pushed open", "more than 2 m/s2 it drives": "it"
 * or "they" as the subject of a clause, pasted from the chat, where the abstract's reader cannot tell
 * what it is. As an object right after its verb ("releasing it stops the flow") it is clear.
 */
export function subjectPronoun(sentence: string): boolean {
  const list = tokens(sentence);
  return list.some(
    (token, i) =>
      /^(?:it|they)$/.test(token.lower) &&
      !list[i - 1]?.tags.has('Verb') &&
      !list[i - 1]?.tags.has('Preposition') &&
      !!list[i + 1]?.tags.has('Verb'),
  );
}
