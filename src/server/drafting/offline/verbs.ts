import { infinitiveOf, tokens, UNCHANGED_IN_PAST } from '../understand/nlp';
/** Verb forms for rewriting "I use" as "the user uses" and "I built" as "the inventor built". */

/** Verbs after which the subject is the person who made the invention rather than a user of it. */
export const MAKER_VERBS = new Set([
  'invented',
  // ("I make my own dishwasher powder": the one who makes it is the inventor.)
  'make',
  'designed',
  'built',
  'made',
  'created',
  'developed',
  'tested',
  'prototyped',
  'noticed',
  'realized',
  'realised',
  'found',
  'discovered',
  'came',
  'started',
  'tried',
  'spent',
  'worked',
  'sketched',
  'measured',
  'chose',
  'picked',
  'experimented',
  'printed',
  'wrote',
  'coded',
  'programmed',
  'modeled',
  'modelled',
  'got',
  'had',
]);

/** Words that keep their form after a third-person singular subject. */
const NO_CONJUGATION = new Set([
  'can',
  'cannot',
  'could',
  'will',
  'would',
  'should',
  'may',
  'might',
  'must',
  'shall',
  'did',
  'had',
  'was',
  'not',
  'also',
  'always',
  'never',
  'often',
  'usually',
  'sometimes',
  'then',
  'only',
  'still',
  'first',
  'simply',
  'typically',
  'generally',
  // Irregular past tenses, which need no agreement.
  'went',
  'saw',
  'thought',
  'knew',
  'took',
  'gave',
  'kept',
  'left',
  'bought',
  'brought',
  'ran',
  'sat',
  'held',
  'told',
  'felt',
  'lost',
  'meant',
  'paid',
  'sold',
  'sent',
  'understood',
  'won',
]);

/**
 * Verbs whose past tense is their base form. After "I" they are read as past ("I put a level on
 * it" → "the user put"); after "you", which describes how anyone uses the invention, as present
 * ("you set it down" → "the user sets it down").
 */
const SAME_IN_PAST = new Set(UNCHANGED_IN_PAST);

/** Verbs whose infinitive ends in -ed, no past tense: "the user shreds the junk mail". */
const INFINITIVES_IN_ED = /^(?:shred|embed|imbed|wed|shed|sled|bed)$/;

export function thirdPersonSingular(verb: string, options: { habitual?: boolean } = {}): string {
  const lower = verb.toLowerCase();
  // "vacuum-seal" → "vacuum-seals": the verb is the last part.
  const compound = /^(.+-)([a-z]+)$/.exec(verb);
  if (compound) return `${compound[1]}${thirdPersonSingular(compound[2]!, options)}`;
  if (SAME_IN_PAST.has(lower) && !options.habitual) return verb;
  // ("the direction you were driving": "were" of one person is "was".)
  const irregular: Record<string, string> = {
    am: 'is',
    have: 'has',
    do: 'does',
    go: 'goes',
    are: 'is',
    were: 'was',
  };
  if (irregular[lower]) return irregular[lower]!;
  if (NO_CONJUGATION.has(lower) || !/^[a-z]+$/.test(lower)) return verb;
  // ("I threw my back out": an irregular past is the person's past, conjugated for nobody.)
  if (
    !/ed$/.test(lower) &&
    infinitiveOf(lower) !== lower &&
    tokens(`I ${lower} it`)[1]?.tags.has('PastTense')
  )
    return verb;
  if (/(?:sh|ch|x|z|o|ss)$/.test(lower)) return `${verb}es`;
  // "need", "feed": present tense despite the "-ed".
  // ("bring", "sing": verbs that end in -ing and are no participle.)
  if (
    /(?:ed|ing|s)$/.test(lower) &&
    !/eed$/.test(lower) &&
    !INFINITIVES_IN_ED.test(lower) &&
    !/^(?:br|s|r|st|sw|cl|fl|spr|str|wr|th|w)ing$/.test(lower)
  )
    return verb;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}
