import { asLiteral, POWER_SETTING, singularWord } from '../check/words';
import { type Token, tokens } from './nlp';

/** What a recipe's ingredients are combined into, named by the invention ("pizza dough", "drink mix"). */
export const MIXTURE_NAMES = 'dough|batter|paste|mix|blend';

/** What a process works with or in, never one of its tools: "the heat bonds the coating", "water beads up". */
export const WORKING_MEDIUM =
  /^(?:heat|cold|warmth|pressure|sun|sunlight|light|time|water|air|steam|liquid)$/i;

/** "1 tablespoon of ", "2 cups of ", "a few drops of ": an amount of a substance, named before it. */
const MEASURED_OUT =
  // ("an equal weight of shredded scrap paper": so much of it, by another ingredient's measure.)
  '\\b(?:(?:\\d+(?:\\.\\d+)?|\\d+/\\d+|a|an|one|two|three|half a|a few) (?:cups?|tablespoons?|teaspoons?|tbsp|tsp|ml|milliliters?|liters?|grams?|g|ounces?|oz|drops?|parts?|pinch|dash|splash)|an equal (?:weight|amount|volume|part)) of ';

/**
 * Whether the steps measure the thing out ("mixing 1 tablespoon of cooking oil with 1 tablespoon of
 * baking soda"): a substance the method uses up, however the tagger reads its name ("oil", "soda").
 */
export function measuredOutIn(steps: string[], name: string): boolean {
  const measured = new RegExp(`${MEASURED_OUT}(?:[\\w-]+ )?${asLiteral(name)}\\b`, 'i');
  return steps.some((step) => measured.test(step));
}

/** Names of chemicals, substances by what they are: "methanol", "potassium hydroxide", "copper sulfate". */
const CHEMICAL =
  /(?:methanol|ethanol|isopropanol|alcohol|glycol|glycerin|glycerine|glycerol|hydroxide|oxide|peroxide|chloride|sulfate|sulphate|carbonate|bicarbonate|nitrate|phosphate|acetate|citrate|methoxide|ethoxide|\bacid)$/;

/**
 * Whether the inventor uses a noun as a substance ("40 percent sawdust", "15 percent beet juice
 * concentrate", "apple cider vinegar, chia seed gel, garlic"), which a claim names without an article:
 * "drying pine sawdust", not "drying a pine sawdust". A noun counts when the inventor names it bare, in
 * the singular, after something other than an article, and never with "a"/"an" or in the plural. The
 * tagger's uncountable nouns alone miss most materials ("sawdust", "glycol", "concentrate"). One noun at
 * a time, reading only the sentences that name it: a claim writer asks about a few nouns, and tagging
 * every sentence of a long disclosure would cost a turn its speed.
 */
export function massNounTest(sentences: string[]): (noun: string) => boolean {
  const answers = new Map<string, boolean>();
  return (noun) => {
    const lower = noun.toLowerCase();
    let answer = answers.get(lower);
    if (answer === undefined) {
      const word = asLiteral(lower);
      const named = new RegExp(`\\b${word}(?:s|es)?\\b`, 'i');
      const naming = sentences.filter((sentence) => named.test(sentence));
      // "a relay", "relays": counted, which the words alone show, so nothing needs tagging.
      // "a small amount of cornstarch" counts the amount, not the cornstarch; "a process that dyes wool
      // yarn" counts the process.
      const counted = new RegExp(
        // ("a giant bubble solution with guar gum" counts the solution, not the gum.)
        // ("a beeswax and paraffin bar" counts the bar, which both name the kind of.)
        `\\b(?:a|an)\\s+(?:(?!(?:of|that|which|who|with|and|or|in|for|from|to|on)\\b)[\\w-]+\\s+){0,5}?${word}\\b(?! and [\\w-]+ (?:bar|block|stick|blend|mix|mixture|solution|paste|coating)\\b)|\\b${word}(?:s|es)\\b`,
        'i',
      );
      // Only where the noun stands without a determiner before it can it be named as a substance.
      const determined = new RegExp(
        // ("half a cup of blue Dawn dish soap": the article is the cup's.)
        // ("from your streaming history": a possessive determines it as an article does.)
        // ("a method of turning junk mail into …": the article is the method's, whose act opens a phrase
        // of its own.)
        `\\b(?:a|an|the|this|that|each|every|its|their|one|my|your|our|his|her)\\s+(?:(?!(?:cups?|tablespoons?|teaspoons?|ounces?|grams?|pounds?|liters?|gallons?|pinch|dash|drops?|splash|bit)\\s+of\\b)(?!of\\s+[a-z-]+ing\\b)[\\w-]+\\s+){0,5}?${word}\\b`,
        'gi',
      );
      const occurrences = (sentence: string) =>
        sentence.match(new RegExp(`\\b${word}\\b`, 'gi'))?.length ?? 0;
      const maybeBare = (sentence: string) =>
        (sentence.match(determined)?.length ?? 0) < occurrences(sentence);
      answer =
        !naming.some((sentence) => counted.test(sentence)) &&
        // ("the methanol and potassium hydroxide are mixed": a chemical is a substance however told.)
        (CHEMICAL.test(lower) ||
          (naming.filter(maybeBare).some((sentence) => usesIn(sentence).bare.has(lower)) &&
            !naming.some((sentence) => usesIn(sentence).counted.has(lower))));
      answers.set(lower, answer);
    }
    return answer;
  };
}

type Uses = { bare: Set<string>; counted: Set<string> };
const USES_CACHE_LIMIT = 2000;
const usesCache = new Map<string, Uses>();

/** How one sentence names its nouns: bare (a substance) or counted (with "a"/"an", or in the plural). */
function usesIn(sentence: string): Uses {
  const hit = usesCache.get(sentence);
  if (hit) return hit;
  const uses: Uses = { bare: new Set(), counted: new Set() };
  const list = tokens(sentence);
  list.forEach((token, i) => {
    if (token.tags.has('Plural')) uses.counted.add(singularWord(token.lower));
    if (!headNoun(token, list[i + 1])) return;
    // ("… and microwave on high for 1 minute": a word before the power a machine runs at is the act.)
    if (list[i + 1]?.lower === 'on' && POWER_SETTING.test(list[i + 2]?.lower ?? '')) return;
    let start = i;
    while (start > 0 && modifier(list[start - 1]!)) start -= 1;
    // "a 395 nm LED lamp", "with 40 percent sawdust": a measure before the phrase is looked past.
    while (start > 0 && measure(list[start - 1]!)) start -= 1;
    const before = list[start - 1];
    // ("Beeswax is rubbed in with a cloth": a sentence that opens on the noun, with no article, names a
    // substance.)
    // ("Range is 0 to 120 degrees" is clipped speech: only a passive act says so.)
    if (
      !before &&
      /^(?:is|was)$/.test(list[i + 1]?.lower ?? '') &&
      (/[a-z]ed$/.test(list[i + 2]?.lower ?? '') || !!list[i + 2]?.tags.has('Participle'))
    )
      uses.bare.add(token.lower);
    if (!before) return;
    // "a red LED array": an article shortly before, whatever the words between, counts the noun.
    // "a small amount of cornstarch" counts the amount: an "of" between leaves the noun bare.
    // ("on a propane burner, adding sap": not across a comma.)
    const near = list.slice(Math.max(0, i - 4), i);
    const comma = near.findLastIndex((t) => t.post.includes(','));
    const window = near.slice(comma + 1).map((t) => t.lower);
    const articleAt = Math.max(window.lastIndexOf('a'), window.lastIndexOf('an'));
    // ("a beeswax and paraffin bar": the article counts the bar.)
    const kindOfForm =
      list[i + 1]?.lower === 'and' &&
      /^(?:bar|block|stick|blend|mix|mixture|solution|paste|coating)$/.test(list[i + 3]?.lower ?? '');
    if (articleAt >= 0 && !window.slice(articleAt).includes('of') && !kindOfForm)
      uses.counted.add(token.lower);
    else if (licensesBare(before, start < i && measure(list[start]!))) uses.bare.add(token.lower);
  });
  if (usesCache.size >= USES_CACHE_LIMIT) usesCache.delete(usesCache.keys().next().value!);
  usesCache.set(sentence, uses);
  return uses;
}

/** The last noun of a noun phrase: "concentrate" in "beet juice concentrate and …". */
function headNoun(token: Token, next: Token | undefined): boolean {
  return (
    token.tags.has('Noun') &&
    !token.tags.has('Plural') &&
    !token.tags.has('ProperNoun') &&
    !token.tags.has('Pronoun') &&
    !token.tags.has('Unit') &&
    /^[a-z-]+$/.test(token.lower) &&
    !(next?.tags.has('Noun') && !token.post)
  );
}

/** A word inside the noun phrase before its head ("food grade propylene"), not across a comma. */
function modifier(token: Token): boolean {
  return (
    !token.post &&
    (token.tags.has('Adjective') || (token.tags.has('Noun') && !token.tags.has('Unit'))) &&
    !token.tags.has('Determiner') &&
    !token.tags.has('Pronoun')
  );
}

function measure(token: Token): boolean {
  return (
    !token.post && (token.tags.has('Value') || token.tags.has('Unit')) && !/^(?:one|1)$/.test(token.lower)
  );
}

/**
 * Where English drops the article only before a substance: after a measure ("40 percent sawdust"), in
 * a list ("vinegar, chia seed gel, garlic"), after "with", "of", "from" or a verb ("is Tritan plastic").
 * Not after "on" or "at" ("on top", "at night"), nor after a word the tagger did not place.
 */
function licensesBare(before: Token, afterMeasure: boolean): boolean {
  if (before.tags.has('Determiner') || before.tags.has('Possessive')) return false;
  // ("so the user can microwave with it on": after a modal, a verb, whatever the tagger says.)
  if (before.tags.has('Modal') || /^(?:can|could|may|might|will|would|should|must|to)$/.test(before.lower))
    return false;
  if (afterMeasure || before.post.includes(',')) return true;
  if (/^(?:and|or|with|without|of|from|into|contains?|uses?|is|are)$/.test(before.lower)) return true;
  return before.tags.has('Verb') && !before.tags.has('Auxiliary');
}
