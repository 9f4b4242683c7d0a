import nlp from 'compromise';

/**
 * The NLP library behind the invention model (docs/decisions/: compromise): part-of-speech tags for
 * a sentence, verb inflection and plural nouns. Tagging costs about 2 ms a sentence, and the model
 * is rebuilt from every answer on each turn, so tags are cached by sentence.
 */

/** A word with its tags; `post` is the punctuation after it ("," ends a clause). */
export type Token = { text: string; lower: string; tags: Set<string>; post: string };

// Every turn re-reads the whole draft, so a turn's sentences are mostly ones an earlier turn tagged. The
// limit holds the sentences of many interviews at once (78 full ones took about 60 MB): at 5,000,
// the benchmark's 78 interviews pushed each other out and a turn's median tripled.
const CACHE_LIMIT = 20_000;
const cache = new Map<string, Token[]>();

export function tokens(sentence: string): Token[] {
  const hit = cache.get(sentence);
  if (hit) {
    // Least recently used goes first: the short probes ("they rinse it") asked on every turn stay.
    cache.delete(sentence);
    cache.set(sentence, hit);
    return hit;
  }
  const terms = (
    nlp(sentence).json() as { terms: { text: string; tags: string[]; post?: string }[] }[]
  ).flatMap((s) => s.terms) as { text: string; tags: string[]; post?: string }[];
  const result: Token[] = [];
  let joinNext = false;
  for (const term of terms) {
    if (term.text.length === 0) continue;
    const post = (term.post ?? '').trim();
    const previous = result[result.length - 1];
    // compromise splits "spring-loaded" in two; the claim needs the word as written.
    if (joinNext && previous) {
      previous.text = `${previous.text}-${term.text}`;
      previous.lower = previous.text.toLowerCase();
      previous.tags = new Set(term.tags);
      previous.post = post;
    } else {
      result.push({ text: term.text, lower: term.text.toLowerCase(), tags: new Set(term.tags), post });
    }
    joinNext = post === '-';
  }
  // ("A 3x magnifying lens sits on an arm": a magnification is how strong the thing is, no count of it;
  // "lens" is one lens, and the word in -s after it its verb.)
  for (const [i, token] of result.entries()) {
    if (!/^\d+(?:\.\d+)?x$/i.test(token.text)) continue;
    token.tags = new Set(['Adjective']);
    const [modifier, head, verb] = [result[i + 1], result[i + 2], result[i + 3]];
    if (modifier?.tags.has('Gerund')) modifier.tags = new Set(['Adjective']);
    const noun = modifier?.tags.has('Gerund') || modifier?.tags.has('Adjective') ? head : modifier;
    const after = noun === head ? verb : head;
    if (noun && /^(?:lens|glass)$/.test(noun.lower)) noun.tags = new Set(['Noun', 'Singular']);
    if (
      noun?.tags.has('Singular') &&
      after &&
      /[^s]s$/.test(after.lower) &&
      canBeVerb(infinitiveOf(after.lower))
    )
      after.tags = new Set(['Verb', 'PresentTense']);
  }
  // "more than 14 days late", "two stainless steel contacts": right after a number, a word in -s is the
  // plural it counts, though the tagger may read it as a verb.
  for (const [i, token] of result.entries()) {
    const before = result[i - 1];
    if (
      before?.tags.has('Cardinal') &&
      !before.post &&
      /[^s]s$/.test(token.lower) &&
      token.tags.has('Verb') &&
      !token.tags.has('Copula')
    )
      token.tags = new Set(['Noun', 'Plural']);
  }
  // ("The LED strip turns green": a name in capitals is a noun, never "led"; after an article, the bare word
  // it names, before a verb in -s, is the thing it names, "LED strip".)
  for (const [i, token] of result.entries()) {
    if (!/^[A-Z][A-Z0-9]+$/.test(token.text) || !token.tags.has('Verb')) continue;
    token.tags = new Set(['Noun', 'Singular', 'Acronym']);
    const next = result[i + 1];
    if (
      result[i - 1]?.tags.has('Determiner') &&
      !token.post &&
      next?.tags.has('Verb') &&
      !/(?:[^s]s|ed|ing)$/.test(next.lower) &&
      /[^s]s$/.test(result[i + 2]?.lower ?? '')
    ) {
      next.tags = new Set(['Noun', 'Singular']);
      result[i + 2]!.tags = new Set(['Verb', 'PresentTense']);
    }
  }
  // "Side channels keep the edges …": a first word the tagger calls a verb, before a plural and a bare verb
  // that agrees with it, names which ones ("side channels").
  const [opener, plural, verb] = result;
  if (
    opener?.tags.has('Verb') &&
    !opener.tags.has('Noun') &&
    !opener.post &&
    !/(?:ing|ed|s)$/.test(opener.lower) &&
    plural?.tags.has('Plural') &&
    /[^s]s$/.test(plural.lower) &&
    !plural.post &&
    verb?.tags.has('Verb') &&
    !verb.tags.has('Noun') &&
    !/(?:s|ed|ing)$/.test(verb.lower)
  )
    opener.tags = new Set(['Noun', 'Singular']);
  // "The cooler holds 12 cans": after an article, a comparative before a verb or a noun in -s it does not
  // describe is the thing ("cooler", "heater"), and the word in -s its verb.
  for (const [i, token] of result.entries()) {
    const before = result[i - 1];
    const next = result[i + 1];
    if (
      before &&
      /^(?:the|a|an|this|each)$/.test(before.lower) &&
      token.tags.has('Comparative') &&
      /er$/.test(token.lower) &&
      next &&
      /[^s]s$/.test(next.lower) &&
      (next.tags.has('Verb') || /^(?:\d|a|an|the)/.test(result[i + 2]?.lower ?? ''))
    ) {
      token.tags = new Set(['Noun', 'Singular']);
      if (!next.tags.has('Verb')) next.tags = new Set(['Verb', 'PresentTense']);
    }
  }
  // "wraps each strip in plastic wrap": after an article or "each", a word the tagger calls a verb, before a
  // preposition or the end, is the noun the article opens.
  for (const [i, token] of result.entries()) {
    const before = result[i - 1];
    const next = result[i + 1];
    if (
      before &&
      /^(?:each|every|the|a|an)$/.test(before.lower) &&
      !before.post &&
      token.tags.has('Verb') &&
      !token.tags.has('Noun') &&
      !/(?:ing|ed)$/.test(token.lower) &&
      // ("Each strip is wrapped": after "each" or "every", whatever follows.)
      (/^(?:each|every)$/.test(before.lower) ||
        !next ||
        next.tags.has('Preposition') ||
        next.tags.has('Conjunction') ||
        /[,.;]/.test(token.post))
    )
      token.tags = new Set(['Noun', 'Singular']);
  }
  // "getting hard water stains off a glass door": right after a gerund's object noun, a word in -s before
  // a preposition is the plural the noun names ("water stains"), no verb of the noun.
  for (const [i, token] of result.entries()) {
    const noun = result[i - 1];
    const next = result[i + 1];
    if (
      !noun?.tags.has('Noun') ||
      noun.tags.has('Pronoun') ||
      noun.post ||
      !/[^s]s$/.test(token.lower) ||
      !token.tags.has('Verb') ||
      !next?.tags.has('Preposition')
    )
      continue;
    let at = i - 2;
    while (at >= 0 && (result[at]!.tags.has('Adverb') || result[at]!.tags.has('Adjective'))) at -= 1;
    if (at >= 0 && result[at]!.tags.has('Gerund')) token.tags = new Set(['Noun', 'Plural']);
  }
  // "in a trash can in an apartment": "can" after a noun it names with ("trash", "watering"), before a place
  // word or the end, is the container, no modal verb.
  for (const [i, token] of result.entries()) {
    const before = result[i - 1];
    const next = result[i + 1];
    if (
      token.lower === 'can' &&
      before &&
      !before.post &&
      (before.tags.has('Noun') || before.tags.has('Gerund')) &&
      !before.tags.has('Pronoun') &&
      /^(?:the|a|an|each|every|this|that)$/.test(result[i - 2]?.lower ?? '') &&
      (!next || next.tags.has('Preposition') || next.tags.has('Conjunction') || /[.;]/.test(token.post))
    )
      token.tags = new Set(['Noun', 'Singular']);
  }
  // "a method that cold-smokes cheese", "it hand-stitches the leather": a hyphenated word in -s after
  // "that" or the one acting, whose last part is a verb, is that verb (the tagger reads a noun).
  for (const [i, token] of result.entries()) {
    const before = result[i - 1];
    const last = /^[a-z]+-([a-z]+[^s]s)$/.exec(token.lower)?.[1];
    if (
      last &&
      !token.tags.has('Verb') &&
      before &&
      !before.post &&
      (/^(?:that|which|who|it)$/.test(before.lower) ||
        (before.tags.has('Singular') && !before.tags.has('Determiner'))) &&
      // (What it acts on follows.)
      result[i + 1] &&
      !result[i + 1]!.tags.has('Verb') &&
      isKnownVerb(last.replace(/(?:(?<=[cs]h|x|ss)es|s)$/, ''))
    )
      token.tags = new Set(['Verb', 'PresentTense', 'Hyphenated']);
  }
  // "turning junk mail into seed paper": after an act in -ing and a noun, a bare word the tagger calls a
  // verb, before a preposition, ends the noun phrase the act works on.
  for (const [i, token] of result.entries()) {
    const [act, noun, next] = [result[i - 2], result[i - 1], result[i + 1]];
    if (
      act?.tags.has('Gerund') &&
      !act.post &&
      noun?.tags.has('Singular') &&
      !noun.tags.has('Pronoun') &&
      !noun.post &&
      token.tags.has('Infinitive') &&
      !token.tags.has('Noun') &&
      next?.tags.has('Preposition')
    )
      token.tags = new Set(['Noun', 'Singular']);
  }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(sentence, result);
  return result;
}

type Conjugation = { Infinitive?: string; Gerund?: string; PresentTense?: string; PastTense?: string };

// compromise's verb transforms without building a document (a document costs milliseconds a word).
const verbMethods = (nlp.methods() as { two: { transform: { verb: VerbTransforms } } }).two.transform.verb;
const model = nlp.model();
type VerbTransforms = {
  toInfinitive(word: string, model: unknown, tense: string): string;
  conjugate(infinitive: string, model: unknown): Conjugation;
};

const lexicon = (model as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;

const infinitiveCache = new Map<string, string>();

function toInfinitive(verb: string): string {
  const lower = verb.toLowerCase();
  // ("hot-filled": the verb is the last part, "hot-fill".)
  const compound = /^([a-z]+-)([a-z]+)$/.exec(lower);
  if (compound) return `${compound[1]}${toInfinitive(compound[2]!)}`;
  const hit = infinitiveCache.get(lower);
  if (hit) return hit;
  let infinitive = lower;
  if (/ing$/.test(lower)) {
    // "swing", "bring", "spring" end in -ing without being gerunds: no stem without a vowel ("sw").
    const stem = verbMethods.toInfinitive(lower, model, 'Gerund');
    infinitive = /[aeiouy]/.test(stem ?? '') ? stem : lower;
  } else if (/ed$/.test(lower)) {
    // "feed", "need", "exceed" end in -ed without being a past tense ("freed", "agreed" are).
    const past = !/eed$/.test(lower) || [lexicon[lower] ?? []].flat().includes('PastTense');
    infinitive = past ? verbMethods.toInfinitive(lower, model, 'PastTense') : lower;
  } else if (/[^s]s$/.test(lower)) infinitive = verbMethods.toInfinitive(lower, model, 'PresentTense');
  else {
    // "kept", "built": an irregular past tense is the past of its infinitive.
    const past = verbMethods.toInfinitive(lower, model, 'PastTense');
    // ("play" is no past of "plie", nor "lay" in "lay the burlap over the slab" of "lie": no past tense
    // ends on a vowel and y.)
    // ("tilt" is no past of "tild", which compromise conjugates like "build".)
    if (
      past &&
      past !== lower &&
      !/[aeo]y$/.test(lower) &&
      !/^(?:tilt|stilt|gilt|hilt|quilt)$/.test(lower) &&
      verbMethods.conjugate(past, model).PastTense === lower
    )
      infinitive = past;
    // "shaken", "given", "shown", "eaten": a participle in -n is the participle of its infinitive.
    else if (/n$/.test(lower)) {
      const stem = verbMethods.toInfinitive(lower, model, 'Participle');
      const forms = stem && stem !== lower ? (verbMethods.conjugate(stem, model) as WithParticiple) : {};
      if (forms.Participle === lower || forms.PastTense === lower) infinitive = stem;
    }
  }
  infinitiveCache.set(lower, infinitive || lower);
  return infinitive || lower;
}

function conjugate(verb: string): Conjugation {
  return verbMethods.conjugate(toInfinitive(verb), model);
}

/** "grips" → "grip", "blended" → "blend". */
export function infinitiveOf(verb: string): string {
  // (compromise reads "syncing" as of "synce", as it rightly reads "dancing" as of "dance".)
  if (/^(?:re)?sync(?:ing|ed|s)$/i.test(verb)) return verb.replace(/(?:ing|ed|s)$/i, '');
  // ("lies flat", "ties off": compromise reads "lies" as of "ly".)
  if (/^(?:lies|dies|ties|vies)$/i.test(verb)) return verb.slice(0, -1).toLowerCase();
  // ("is gone": a participle compromise leaves whole.)
  if (/^gone$/i.test(verb)) return 'go';
  const infinitive = toInfinitive(verb);
  // ("brining" left as it is: the verb whose gerund it is, "brine"; "swing", "spring" are verbs of their own.)
  if (infinitive === verb && /^[a-z]{3,}[^aeiou]ing$/.test(verb)) {
    const stem = verb.slice(0, -3);
    const found = [`${stem}e`, stem, stem.slice(0, -1)].find((each) => conjugate(each).Gerund === verb);
    if (found) return found;
  }
  // ("planed", which compromise leaves whole: the verb in -e whose past participle it is, "plane".)
  // (Only that: "shredded", left whole, is conjugated as it stands.)
  if (infinitive === verb && /^[a-z]{3,}[^aeiou]ed$/.test(verb) && !/(.)\1ed$/.test(verb)) {
    const plain = `${verb.slice(0, -2)}e`;
    if (conjugate(plain).PastTense === verb && canBeVerb(plain)) return plain;
  }
  return infinitive;
}

/** "grip" → "gripping", "make" → "making", "shred" → "shredding". */
/** One syllable ending consonant-vowel-consonant doubles its last letter: "snap" → "snapping", "tan" → "tanned". */
export function doublesLastLetter(infinitive: string): boolean {
  return /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(infinitive);
}

export function gerundOf(verb: string): string {
  // "re-wet" → "re-wetting", "vacuum-seal" → "vacuum-sealing": the verb is the last part.
  const compound = /^(.+-)([a-z]+)$/i.exec(verb);
  if (compound) return `${compound[1]!.toLowerCase()}${gerundOf(compound[2]!)}`;
  const infinitive = infinitiveOf(verb);
  // compromise misses the doubling ("snap" → "snapping").
  if (doublesLastLetter(infinitive)) return `${infinitive}${infinitive.slice(-1)}ing`;
  // (compromise's conjugation of a word it knows as a noun first, "text", may be no gerund at all.)
  const known = conjugate(infinitive).Gerund;
  if (known && !/\s/.test(known) && /ing$/.test(known)) return known;
  if (/ie$/.test(infinitive)) return `${infinitive.slice(0, -2)}ying`;
  if (/[^aeio]e$/.test(infinitive)) return `${infinitive.slice(0, -1)}ing`;
  return `${infinitive}ing`;
}

/** "grip" → "grips": the verb after a singular subject. */
export function presentOf(verb: string): string {
  const present = conjugate(verb).PresentTense ?? `${verb}s`;
  // (compromise writes "spritzs": a hissing end takes "-es".)
  return /(?:s|x|z|ch|sh)$/.test(verb) && present === `${verb}s` ? `${verb}es` : present;
}

/**
 * Whether a word can be a verb: "they rinse it" tags it so; "tan", which the tagger reads as a noun even
 * there, is a verb in its lexicon.
 */
export function canBeVerb(word: string): boolean {
  const lower = word.toLowerCase();
  if (tokens(`they ${lower} it`)[1]?.tags.has('Verb')) return true;
  const known = lexicon[lower];
  return [known ?? []].flat().some((tag) => /^(?:Infinitive|PresentTense|PastTense)$/.test(tag));
}

/** The verbs compromise conjugates from its own table ("light" → "lit", "seal" → "sealed"). */
const VERB_TABLE: Record<string, string> = (
  nlp as unknown as { world(): { model: { two: { models: { toPast: { ex: Record<string, string> } } } } } }
).world().model.two.models.toPast.ex;

/** Workshop acts the tagger knows only as the stuff they are done with ("sand", "caulk"). */
// ("round the edges with a router", "chamfer the corners": a shop's verbs that compromise reads as words of shape.)
const FINISHING_VERBS =
  /^(?:sand|caulk|grout|varnish|lacquer|shellac|epoxy|putty|wax|oil|stain|prime|round|chamfer|bevel|plane|rip)$/;

/**
 * Whether a word is a verb compromise knows, even where it tags it otherwise: "Light one end of the tube"
 * (read as a noun there, and as an adjective in its lexicon) is in its table of verbs.
 */
export function isKnownVerb(word: string): boolean {
  const lower = word.toLowerCase();
  return canBeVerb(lower) || Object.hasOwn(VERB_TABLE, lower) || FINISHING_VERBS.test(lower);
}

/** "red", "bright": a word that says how a thing is, not what it is made of or what it does. */
export function isQuality(word: string): boolean {
  // ("waterproof", "shockproof": what it withstands, a quality, though compromise reads a noun.)
  if (/^[a-z]+-?proof$/i.test(word)) return true;
  const token = tokens(`it is ${word}`)[2];
  return !!token && token.tags.has('Adjective') && !token.tags.has('Noun');
}

export function isVerb(token: Token | undefined): boolean {
  return !!token && token.tags.has('Verb');
}

/** Every form of a verb: "keep" → keep, keeps, kept, keeping. */
export function verbForms(verb: string): string[] {
  const c = conjugate(verb);
  return [c.Infinitive, c.PresentTense, c.PastTense, c.Gerund]
    .filter((f): f is string => !!f)
    .map((f) => f.toLowerCase());
}

type WithParticiple = Conjugation & { Participle?: string };

/** "pouring" → "poured", "taking" → "taken" (not "took"). */
export function pastParticipleOf(verb: string): string | undefined {
  // "cold-smoking" → "cold-smoked": the verb is the last part.
  const compound = /^(.+-)([a-z]+)$/i.exec(verb);
  if (compound) {
    const last = pastParticipleOf(compound[2]!);
    return last && `${compound[1]!.toLowerCase()}${last}`;
  }
  const infinitive = infinitiveOf(verb);
  // ("regrowing" → "regrown": a verb done again takes the participle of the verb.)
  const again = /^re(grow|build|write|take|make|freeze|wind|draw|spin|do|sew|set|cut)$/.exec(infinitive);
  if (again) return `re${pastParticipleOf(again[1]!)}`;
  // ("crosscut", "undercut": a verb ending in "cut" keeps it.)
  if (/^(?:cross|under|over|pre|re)?cut$/.test(infinitive)) return infinitive;
  // (compromise gives "run" no participle, and its past tense is no participle: "the pump is run".)
  if (infinitive === 'run') return 'run';
  // (It conjugates "steep" like "keep", "stept": those in -eep that are regular.)
  if (/^(?:steep|seep|beep|peep)$/.test(infinitive)) return `${infinitive}ed`;
  const forms: WithParticiple = conjugate(infinitive);
  const told = (forms.Participle ?? forms.PastTense)?.toLowerCase();
  // (compromise leaves some regular verbs bare, "flip" for "flipped"; the few alike in all forms stay.)
  if (told === infinitive && !SAME_PARTICIPLE.test(infinitive))
    return doublesLastLetter(infinitive)
      ? `${infinitive}${infinitive.slice(-1)}ed`
      : /e$/.test(infinitive)
        ? `${infinitive}d`
        : `${infinitive}ed`;
  return told;
}

/** Verbs whose past tense is the infinitive: "I cut" may be either. */
export const UNCHANGED_IN_PAST = [
  'put',
  'set',
  'cut',
  'hit',
  'let',
  'shut',
  'spread',
  'cost',
  'hurt',
  'quit',
  'reset',
  'preset',
  'offset',
];

/** Verbs whose participle is the infinitive: those, and a few more ("wet", "fit", "run"). */
const SAME_PARTICIPLE = new RegExp(
  `^(?:${[...UNCHANGED_IN_PAST, 'split', 'cast', 'burst', 'read', 'shed', 'slit', 'thrust', 'upset', 'bet', 'bid', 'broadcast', 'fit', 'wet', 'rid', 'knit', 'run'].join('|')})$`,
);

// compromise builds its lexicon on first use (tens of milliseconds): done when the server loads, not
// in an inventor's first turn.
tokens('The user presses the button and the pump draws water from the reservoir.');

/** "child" → "children", "kid" → "kids": a noun's plural, irregular ones included. */
export function pluralNoun(noun: string): string {
  const plural = nlp(noun).nouns().toPlural().text();
  return plural || `${noun}s`;
}
