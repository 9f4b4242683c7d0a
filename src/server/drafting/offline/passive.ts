import { opensWithProductName, POWER_SETTING, singularWord } from '../check/words';
import {
  canBeVerb,
  doublesLastLetter,
  infinitiveOf,
  isKnownVerb,
  pastParticipleOf,
  presentOf,
  type Token,
  tokens,
} from '../understand/nlp';
import { QUANTITY_UNITS } from '../understand/quantities';
import { capitalized } from '../understand/sentence-forms';
import { STATE_VERBS } from '../understand/told-sentences';
import { workpieceOf } from '../understand/workpiece';
import { pluralOf } from '../write/claim-language';

/**
 * Process prose says what is done to the material, not who does it (shared/drafting.md: "The resin is
 * heated to 80 °C and then poured …"): "Users shred the HDPE, mix it with sawdust and cool it under
 * pressure" → "The HDPE is shredded, mixed with sawdust and cooled under pressure". The verbs' forms
 * come from the tagger; a sentence whose acts cannot all be read (an act without an object, a pronoun
 * with nothing to point at) is left as the inventor said it.
 */

// ("After 24 hours the user pops the balloon": how long after, too.)
const ACTOR =
  /^((?:First|Then|Next|Finally|Afterwards|Later|After that|After this|After (?:\d+|an?|one|two|three|four|five|six|a few) (?:seconds?|minutes?|hours?|days?|weeks?)|In the (?:morning|evening)|The next (?:morning|day)),?\s+)?(the user|users|the inventors?)\s+(?=[a-z])/i;

/** What is done to an appliance the work was in: "… then unplugs it" unplugs the slow cooker. */
const APPLIANCE_ACTS = /^(?:unplug|plug|switch|turn)$/;

/** After these, "it" is what was mixed ("mixes in the glycol, then sprays it"), not the last thing named. */
/** Acts that go on with what is already in hand ("mixes for 5 minutes", "heats until it boils"). */
const ONGOING = new Set([
  'mix',
  'blend',
  'stir',
  'whisk',
  'shake',
  'heat',
  'cool',
  'knead',
  'simmer',
  'boil',
  'beat',
  'steep',
  'strain',
  'cure',
  'ferment',
  // ("…, presses into a square mold and chills overnight": what was made is shaped and set.)
  'press',
  'chill',
  'pour',
  'bake',
  'freeze',
]);
/** Acts a recipe may open with, on what its ingredients make ("Simmer for 2 hours, …"). */
const COOKING = new Set(['simmer', 'boil', 'steep', 'heat', 'mix', 'blend', 'stir']);
const MIXING = new Set(['mix', 'blend', 'combine', 'stir', 'add', 'whisk']);
const PARTICLES = new Set(['in', 'out', 'up', 'down', 'off', 'back', 'on', 'away', 'together']);
/** Words that end the object of an act: what follows says how, where or why. */
const OBJECT_ENDS = new Set([
  'so',
  // ("chills overnight": when, not what.)
  'overnight',
  'until',
  'while',
  'then',
  'to',
  'which',
  'that',
  'because',
  'before',
  'after',
  'instead',
  'when',
  'once',
  'if',
  'and',
  'or',
  'but',
  // ("re-wet the burlap every morning": when, not what.)
  'every',
  // ("pours the solution over them", "under the sink": places the tagger takes for adjectives.)
  'over',
  'under',
  'above',
  'below',
  'onto',
]);
/** "put the grounds and cold water in a tank": an "and" between two things, not before the next act. */
function joinsNouns(body: Token[], at: number, object: Token[]): boolean {
  const next = body[at + 1];
  return (
    body[at]!.lower === 'and' &&
    object.some((t) => t.tags.has('Noun')) &&
    !/[,;]/.test(object[object.length - 1]?.post ?? '') &&
    !!next &&
    (next.tags.has('Adjective') ||
      (next.tags.has('Noun') && !next.tags.has('Verb')) ||
      // ("massage in a tablespoon of olive oil and a pinch of salt": another thing with its own article,
      // unless a verb follows it, "and the mixture is poured".)
      (/^(?:a|an|the|another)$/.test(next.lower) && !namesActor(body, at + 2)) ||
      // ("the wax and oils together": a word in -s before "together" is a noun, whatever its tag.)
      (/[^s]s$/.test(next.lower) && body[at + 2]?.lower === 'together') ||
      // ("1/2 cup citric acid and 1/4 cup coarse salt": the last amount of a list.)
      amountAt(body, at + 1))
  );
}

/** "the mixture is poured": the words from `from` name a thing that then does or undergoes something. */
function namesActor(body: Token[], from: number): boolean {
  let i = from;
  while (
    body[i] &&
    (body[i]!.tags.has('Adjective') ||
      body[i]!.tags.has('Value') ||
      body[i]!.lower === 'of' ||
      (body[i]!.tags.has('Noun') && !body[i]!.tags.has('Verb')))
  )
    i += 1;
  return i > from && !!body[i]?.tags.has('Verb') && !body[i]!.tags.has('Gerund');
}

/** "a cup of vinegar", "half a cup of water", "2 tablespoons of sugar": an amount starts at `at`. */
function amountAt(list: Token[], at: number): boolean {
  const words = list.slice(at, at + 4).map((t) => t.lower);
  // ("5 parts red clay powder, 3 parts compost and 1 part …": a share is an amount too.)
  const unit = new RegExp(`^(?:${QUANTITY_UNITS}|pinch|handful|dash|splash|parts?)$`);
  return (
    (/^(?:a|an|one|\d+(?:\.\d+)?)$/.test(words[0] ?? '') && unit.test(words[1] ?? '') && words[2] === 'of') ||
    // ("1 cup washing soda, 1/2 cup citric acid": a number and its unit before the thing, without "of".)
    (/^\d+(?:[./]\d+)?$/.test(words[0] ?? '') &&
      unit.test(words[1] ?? '') &&
      (!!list[at + 2]?.tags.has('Noun') || !!list[at + 2]?.tags.has('Adjective'))) ||
    (words[0] === 'half' && /^an?$/.test(words[1] ?? '') && unit.test(words[2] ?? '') && words[3] === 'of')
  );
}

/** "a pinch of salt per bunch": how much for how much is part of the amount. */
function perUnit(body: Token[], at: number, object: Token[]): boolean {
  return (
    body[at]!.lower === 'per' &&
    object.some((t) => t.tags.has('Noun')) &&
    !!body[at + 1]?.tags.has('Noun') &&
    !body[at + 1]!.tags.has('Verb')
  );
}

/** Chat's phrasal verbs, in a specification's words: "pop the board out" → "the board is removed". */
const PHRASAL: Record<string, string> = { 'pop out': 'removed', 'pop off': 'removed', 'pull off': 'removed' };

type Act = {
  /** What stands before the act: "", ",", ", then", " and", ", and". */
  comma: boolean;
  words: string[];
  verb: string;
  particle: string;
  object: Token[];
  rest: Token[];
};

const rendered = (list: Token[]) => list.map((t) => `${t.text}${t.post}`).join(' ');

/** "pulse" → "pulsed": a verb the tagger's lexicon lacks takes the regular ending. */
function participleOf(verb: string): string | undefined {
  const infinitive = infinitiveOf(verb);
  const known = pastParticipleOf(verb);
  // compromise inflects a word it knows as a verb; "steep" (an adjective to it) would be "stept".
  const lexical = isKnownVerb(infinitive);
  if (known && lexical && !(known === infinitive && /e$/.test(infinitive))) return known;
  if (/e$/.test(infinitive)) return `${infinitive}d`;
  if (/[^aeiou]y$/.test(infinitive)) return `${infinitive.slice(0, -1)}ied`;
  // "tan" → "tanned": one syllable ending consonant-vowel-consonant doubles its last letter.
  if (doublesLastLetter(infinitive)) return `${infinitive}${infinitive.slice(-1)}ed`;
  return `${infinitive}ed`;
}

function readsAsVerb(word: string): boolean {
  // "steep": after "will" a word that could be an adjective is read as the verb it is.
  return [`they ${word} it`, `they will ${word} it`].some((probe) =>
    tokens(probe)
      .find((t) => t.lower === word)
      ?.tags.has('Verb'),
  );
}

/** "a mix of 3 parts sand to 1 part cement": the ratio's second part belongs to the object. */
function ratioPart(body: Token[], at: number, object: Token[]): boolean {
  return (
    body[at]?.lower === 'to' &&
    !!body[at + 1]?.tags.has('Value') &&
    /^parts?$/.test(body[at + 2]?.lower ?? '') &&
    object.some((token) => /^parts?$/.test(token.lower))
  );
}

/** "mixes" after "the user", "mix" after "users": the next act of a series. */
function seriesVerb(list: Token[], index: number, singular: boolean): boolean {
  const word = list[index]!;
  // ("… and microwaves it": a verb the tagger does not know, before "it", is one all the same.)
  const beforeIt = /^(?:it|them)$/.test(list[index + 1]?.lower ?? '');
  const form = singular
    ? /s$/.test(word.lower) &&
      (presentOf(infinitiveOf(word.lower)) === word.lower ||
        ((beforeIt || (list[index + 1]?.lower === 'to' && !!list[index + 2]?.tags.has('Value'))) &&
          /[^s]s$/.test(word.lower)))
    : !/(?:s|ing)$/.test(word.lower) && !!pastParticipleOf(word.lower);
  if (!form) return false;
  const next = list[index + 1];
  // ("melts the wax and oils together": the object's other half, not the next act.)
  if (next?.lower === 'together') return false;
  const objectNext =
    !!next &&
    (next.tags.has('Determiner') ||
      next.tags.has('Pronoun') ||
      next.tags.has('Value') ||
      // ("…, presses into a square mold": what it presses is what the acts before made.)
      /^(?:into|onto)$/.test(next.lower) ||
      (PARTICLES.has(next.lower) && !!list[index + 2]?.tags.has('Determiner')));
  // ("…, steeps for 3 days": a duration after a verb the tagger reads as an adjective.)
  const duration = /^(?:for|until|through)$/.test(next?.lower ?? '') && ONGOING.has(infinitiveOf(word.lower));
  // ("… and buffs off the extra": a word in -s before a particle and what it acts on is an act, whatever
  // the tagger knows.)
  const particleObject =
    !!next &&
    PARTICLES.has(next.lower) &&
    /^(?:the|a|an|any)$/.test(list[index + 2]?.lower ?? '') &&
    singular;
  // ("…, sands to 220 grit": a word in -s before "to" and a number is an act taken that far.)
  const toNumber =
    singular &&
    next?.lower === 'to' &&
    !!list[index + 2]?.tags.has('Value') &&
    /[^s]s$/.test(word.lower) &&
    canBeVerb(word.lower);
  // ("… and microwave on high for 1 minute": a word before the power it runs at is an act, whatever the
  // tagger reads "microwave" as.)
  const setting = next?.lower === 'on' && POWER_SETTING.test(list[index + 2]?.lower ?? '');
  return (
    word.tags.has('Verb') ||
    duration ||
    setting ||
    particleObject ||
    toNumber ||
    (objectNext && (beforeIt || readsAsVerb(word.lower)))
  );
}

/** Where each act starts: the first word, and each verb after a comma, "and" or "then". */
function actStarts(list: Token[], singular: boolean): number[] {
  const starts = [0];
  for (let i = 1; i < list.length; i += 1) {
    let k = i - 1;
    let linked = false;
    while (k > starts[starts.length - 1]! && (list[k]!.lower === 'then' || list[k]!.lower === 'and')) {
      linked = true;
      k -= 1;
    }
    if (!linked && !list[k]!.post.includes(',')) continue;
    if (list[k]!.post.includes('.')) continue;
    if (seriesVerb(list, i, singular)) starts.push(i);
  }
  return starts;
}

/** How long an act goes on, told where its object would be: "another 30 minutes", "about an hour". */
const DURATION =
  /^(?:another|a further|an extra|about|around)?\s*(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|ten)\s+(?:more\s+)?(?:seconds?|minutes?|hours?|days?)$/i;

function isObjectEnd(token: Token): boolean {
  return (
    OBJECT_ENDS.has(token.lower) ||
    (token.tags.has('Preposition') && token.lower !== 'of') ||
    token.tags.has('Conjunction') ||
    (token.tags.has('Adverb') && !token.tags.has('Adjective'))
  );
}

function actsOf(list: Token[], singular: boolean): Act[] | undefined {
  const starts = actStarts(list, singular);
  const acts: Act[] = [];
  starts.forEach((start, n) => {
    const next = starts[n + 1];
    // The words that link this act to the next belong to the next act.
    const bodyEnd = next === undefined ? list.length : linkOf(next, list);
    const linkStart = n === 0 ? start : linkOf(start, list);
    const linkWords = list.slice(linkStart, start);
    const body = list.slice(start + 1, bodyEnd);
    let i = 0;
    let particle = '';
    // ("microwaves on high": the power it runs at, not a particle and its object.)
    const atPower = body[0]?.lower === 'on' && POWER_SETTING.test(body[1]?.lower ?? '');
    if (PARTICLES.has(body[0]?.lower ?? '') && body[1] && !isObjectEnd(body[1]) && !atPower) {
      particle = body[0]!.lower;
      i = 1;
    }
    const object: Token[] = [];
    if (body[i] && /^(?:it|them)$/.test(body[i]!.lower)) object.push(body[i++]!);
    else
      while (
        body[i] &&
        (!isObjectEnd(body[i]!) ||
          joinsNouns(body, i, object) ||
          perUnit(body, i, object) ||
          ratioPart(body, i, object))
      ) {
        // "grind the beans coarse": an adjective after the noun says how, it is not part of the object.
        const complement =
          ((body[i]!.tags.has('Adjective') && !body[i]!.tags.has('Noun')) ||
            // ("slices the onions thin": how thin, not which onions.)
            /^(?:dry|wet|together|hot|cold|warm|clean|smooth|flat|free|loose|tight|thin|thick|fine|coarse)$/.test(
              body[i]!.lower.replace(/[,.;]$/, ''),
            )) &&
          object.some((t) => t.tags.has('Noun')) &&
          (!body[i + 1] || !body[i + 1]!.tags.has('Noun'));
        if (complement) break;
        // ("adds water a little at a time": how it is added, not which water.)
        if (
          object.some((t) => t.tags.has('Noun')) &&
          body[i]!.lower === 'a' &&
          (/^(?:little|bit)$/.test(body[i + 1]?.lower ?? '') ||
            (body[i + 1]?.lower === 'small' &&
              body[i + 2]?.lower === 'amount' &&
              body[i + 3]?.lower === 'at'))
        )
          break;
        // "sprays two coats of clear coat 10 minutes apart": a time after the thing is when it is done.
        if (
          object.some((t) => t.tags.has('Noun')) &&
          body[i]!.tags.has('Value') &&
          /^(?:seconds?|minutes?|hours?|days?|weeks?)$/.test(body[i + 1]?.lower ?? '')
        )
          break;
        // ("rolls the dough 1 cm thick": a size after the thing is what it is rolled to.)
        if (
          object.some((t) => t.tags.has('Noun')) &&
          body[i]!.tags.has('Value') &&
          /^(?:mm|cm|inch|inches|in|m)$/.test(body[i + 1]?.lower ?? '') &&
          /^(?:thick|thin|wide|long|deep|high|tall|across)$/.test(
            body[i + 2]?.lower.replace(/[,.;]$/, '') ?? '',
          )
        )
          break;
        // "dilutes the tea 1 to 10 with water": a ratio after the thing is how it is done.
        if (
          object.some((t) => t.tags.has('Noun')) &&
          body[i]!.tags.has('Value') &&
          body[i + 1]?.lower === 'to' &&
          body[i + 2]?.tags.has('Value')
        )
          break;
        // "lights one end of a tube filled with pellets": a participle before "with" says what the thing
        // holds, and belongs to it.
        if (
          object.some((t) => t.tags.has('Noun')) &&
          /^[a-z]+ed$/.test(body[i]!.lower) &&
          body[i + 1]?.lower === 'with' &&
          body[i + 2] &&
          !body[i + 2]!.tags.has('Verb')
        ) {
          object.push(body[i]!, body[i + 1]!);
          i += 2;
          continue;
        }
        // "adds the beeswax melted at 70 degrees": the participle says how the beeswax comes. ("mixes 1 part
        // filtered oil with …": before a noun it names which oil.)
        if (
          object.some((t) => t.tags.has('Noun')) &&
          /^[a-z]+ed$/.test(body[i]!.lower) &&
          body[i]!.tags.has('Verb') &&
          !(
            /^(?:parts?|cups?|grams?|liters?|ml)$/.test(object[object.length - 1]!.lower) &&
            !!body[i + 1]?.tags.has('Noun') &&
            !body[i + 1]!.tags.has('Pronoun')
          )
        )
          break;
        // "lets the glycerin settle": after "let", the verb after the thing is what it is allowed to do.
        if (
          list[start]!.lower.startsWith('let') &&
          object.some((t) => t.tags.has('Noun')) &&
          !body[i]!.tags.has('Plural') &&
          canBeVerb(body[i]!.lower)
        )
          break;
        if (perUnit(body, i, object)) {
          object.push(body[i]!, body[i + 1]!);
          i += 2;
          if (/[,.;]/.test(object[object.length - 1]!.post)) break;
          continue;
        }
        object.push(body[i]!);
        i += 1;
        // ("brings a cup of vinegar, half a cup of water, a tablespoon of sugar and …": a list of amounts
        // goes on past its commas.)
        if (/^,$/.test(object[object.length - 1]!.post.trim()) && amountAt(body, i) && amountAt(object, 0))
          continue;
        if (/[,.;]/.test(object[object.length - 1]!.post)) break;
      }
    // "stirs another 30 minutes": how long it is done, not what is done to ("for another 30 minutes").
    let rest = body.slice(i);
    if (DURATION.test(rendered(object).replace(/[,;.]+$/, ''))) {
      rest = [...tokens(`for ${rendered(object)}`), ...rest];
      object.splice(0);
    }
    if (!particle && PARTICLES.has(rest[0]?.lower ?? '') && (!rest[1] || isObjectEnd(rest[1]!))) {
      particle = rest[0]!.lower;
      rest = rest.slice(1);
    }
    acts.push({
      comma: !!list[linkStart - 1]?.post.includes(','),
      words: linkWords.map((t) => t.lower),
      verb: list[start]!.lower,
      particle,
      object,
      rest,
    });
  });
  // ", steep them in water": an act the tagger did not read as one would be told as it was, with its
  // actor gone; such a sentence is left whole.
  const unread = (act: Act) =>
    act.rest.some(
      (t, k) =>
        k > 0 &&
        /^(?:it|them)$/.test(t.lower) &&
        (act.rest[k - 2]?.post.includes(',') || ['and', 'then'].includes(act.rest[k - 2]?.lower ?? '')) &&
        !act.rest[k - 1]!.tags.has('Preposition'),
    );
  if (acts.some(unread)) return undefined;
  // "takes a picture and it keeps track of …, then tells the user what to cook": another actor ("it")
  // does the later acts, and "tells the user what to cook" has no thing done to; left whole.
  const otherActor = (act: Act) =>
    act.rest.some(
      (t, k) =>
        /^(?:it|they)$/.test(t.lower) &&
        k > 0 &&
        ['and', 'then'].includes(act.rest[k - 1]!.lower) &&
        !!act.rest[k + 1]?.tags.has('Verb'),
    );
  const askedWhat = (act: Act) =>
    act.object.some((t) => /^(?:what|which|how|where|when|whether)$/.test(t.lower));
  if (acts.some(otherActor) || acts.some(askedWhat)) return undefined;
  // "…, then adds the beeswax and mixes for 5 minutes": after another act, mixing on is done to the mixture.
  // ("Simmer for 2 hours, steep for 3 days, strain through cheesecloth": a recipe's first act too.)
  for (const [index, act] of acts.entries())
    if (
      (index > 0 || COOKING.has(infinitiveOf(act.verb))) &&
      act.object.length === 0 &&
      ONGOING.has(infinitiveOf(act.verb)) &&
      /^(?:for|until|at|in|to|through|into|onto|overnight)$/.test(act.rest[0]?.lower ?? '')
    )
      act.object = tokens('the mixture');
    // "mixes the dry powders, spritzes with witch hazel until …": any later act told with no object
    // works what the act before made.
    else if (
      index > 0 &&
      act.object.length === 0 &&
      /^(?:with|until)$/.test(act.rest[0]?.lower ?? '') &&
      MIXING.has(infinitiveOf(acts[index - 1]!.verb))
    )
      act.object = tokens('the mixture');
  // ("mixes it in a spray bottle and shakes before each use": a later act told with no object, before
  // when it is done, is done to the same thing.)
  for (const [index, act] of acts.entries())
    if (
      index > 0 &&
      act.object.length === 0 &&
      acts[index - 1]!.object.length > 0 &&
      // (Not "lines every seam": "every" there starts what is lined.)
      ((act.words.includes('and') && /^(?:before|after|again)$/.test(act.rest[0]?.lower ?? '')) ||
        // ("planes both faces flat, sands to 220 grit": taken that far, the same faces.)
        (act.rest[0]?.lower === 'to' && !!act.rest[1]?.tags.has('Value')) ||
        // ("lays them between two paper towels and microwaves on high": the same leaves, at that power.)
        (act.rest[0]?.lower === 'on' && POWER_SETTING.test(act.rest[1]?.lower ?? '')))
    )
      act.object = acts[index - 1]!.object;
  // "stirs in the rest": after the first ingredients, the rest are the remaining ones.
  for (const act of acts)
    if (MIXING.has(infinitiveOf(act.verb)) && act.object.map((t) => t.lower).join(' ') === 'the rest')
      act.object = tokens('the remaining ingredients');
  // "start cutting": an act whose object is another act has nothing to be done to.
  // "sit up straight": an adjective is how, not what; such an act has no object to be done to.
  const done = (act: Act) =>
    act.object.length > 0 &&
    !act.object[0]!.tags.has('Gerund') &&
    // ("covers everything": a pronoun in -ing, not an act.)
    (!/ing$/.test(act.object[0]!.lower) || /^(?:every|some|any)thing$/.test(act.object[0]!.lower)) &&
    act.object.some((t) => t.tags.has('Noun') || t.tags.has('Pronoun') || /^(?:it|them)$/.test(t.lower)) &&
    // ("rests 15 minutes": how long, not what is rested.)
    !/^(?:about )?\d+(?:\.\d+)? (?:seconds?|minutes?|hours?|days?|weeks?)$/.test(
      act.object.map((t) => t.lower).join(' '),
    );
  return acts.every(done) ? acts : undefined;
}

/** Where the "and"/"then" words right before an act's verb begin. */
function linkOf(start: number, list: Token[]): number {
  let k = start;
  while (k > 0 && ['and', 'then'].includes(list[k - 1]!.lower)) k -= 1;
  return k;
}

/** What counts an amount of a thing, not things: "5 grams of alum", "2 parts of sawdust". */
const AMOUNT_UNIT = new RegExp(`^(?:${QUANTITY_UNITS}|parts?|percent)$`);

function isPlural(phrase: Token[]): boolean {
  // ("a tablespoon of olive oil and a pinch of salt": two things, each with its article.)
  if (
    phrase.some((t, i) => t.lower === 'and' && /^(?:a|an|the|another|\d+)$/.test(phrase[i + 1]?.lower ?? ''))
  )
    return true;
  // "a mix of egg yolk and vegetable oil": one mix, whatever it is of.
  const of = phrase.findIndex((t) => t.lower === 'of');
  if (of > 0 && /^(?:a|an|one)$/.test(phrase[0]?.lower ?? '')) return phrase[of - 1]!.tags.has('Plural');
  // ("two coats of clear coat": two coats, whatever they are of; "5 grams of alum" is an amount, one.)
  if (
    of > 0 &&
    /^(?:two|three|four|five|several|many|\d+)$/.test(phrase[0]?.lower ?? '') &&
    phrase[0]!.lower !== '1' &&
    !phrase[of - 1]!.tags.has('Unit') &&
    !AMOUNT_UNIT.test(phrase[of - 1]!.lower)
  )
    return phrase[of - 1]!.tags.has('Plural');
  const head = phrase[phrase.length - 1];
  // "the grounds and cold water": two things.
  if (phrase.some((t) => t.lower === 'and')) return true;
  // "70 percent grounds": a plural the tagger may not mark, after a share.
  const share = phrase.some((t) => /^(?:percent|%)$/.test(t.lower));
  return (
    !!head &&
    // ("the lens": a singular noun in -s the tagger calls plural.)
    ((head.tags.has('Plural') && singularWord(head.lower) !== head.lower) ||
      // ("6 mm oak strips": a plural the tagger read as a verb after a measure.)
      (/[^s]s$/.test(head.lower) &&
        singularWord(head.lower) !== head.lower &&
        !head.tags.has('Singular') &&
        phrase.length > 1 &&
        !!phrase[phrase.length - 2]!.tags.has('Noun')) ||
      /^(?:them|they)$/.test(head.lower) ||
      (share && /[^s]s$/.test(head.lower) && singularWord(head.lower) !== head.lower))
  );
}

/** "the pellets" in "sprays it over the pellets": what a later "them" points to. */
function pluralMentions(list: Token[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < list.length; i += 1) {
    // ("brushes it on cotton squares and hangs them to cool": a bare plural after a preposition is one
    // too, "the cotton squares".)
    if (
      /^(?:on|onto|into|over|in)$/.test(list[i]!.lower) &&
      list[i + 1] &&
      !/^(?:the|a|an|it|them)$/.test(list[i + 1]!.lower)
    ) {
      // ("cuts the scrap into 4 by 15 cm strips": the strips, whatever size.)
      let from = i + 1;
      while (
        list[from] &&
        (list[from]!.tags.has('Value') || /^(?:by|x|mm|cm|m|inch|inches|in)$/.test(list[from]!.lower)) &&
        !list[from]!.post
      )
        from += 1;
      let j = from;
      while (list[j] && !list[j]!.tags.has('Plural') && list[j]!.tags.has('Noun') && !list[j]!.post) j += 1;
      // (After a size, a word in -s is the plural, however the tagger read it.)
      const sized = from > i + 1 && j === from && /[^s]s$/.test(list[j]?.lower ?? '');
      if ((list[j]?.tags.has('Plural') || sized) && j > i)
        found.push(`the ${rendered(list.slice(from, j + 1)).replace(/[,.;]$/, '')}`);
      continue;
    }
    if (list[i]!.lower !== 'the') continue;
    let j = i + 1;
    while (list[j] && !isObjectEnd(list[j]!) && !list[j - 1]!.post) {
      if (list[j]!.tags.has('Plural')) {
        found.push(rendered(list.slice(i, j + 1)).replace(/[,.;]$/, ''));
        break;
      }
      j += 1;
    }
    if (list[j]?.tags.has('Plural') && !found.length) found.push(rendered(list.slice(i, j + 1)));
  }
  return found;
}

/**
 * "so it flows" → "so that it flows"; "instead of extruding" → "instead of being extruded". "while keeping
 * the pressure on" stays: the claims read the held pressure from it.
 */
function formalRest(rest: string): string {
  return rest
    .replace(/\bso (?=(?:it|they|the|a|an)\b)/g, 'so that ')
    .replace(/\binstead of (\w+ing)\b/g, (match, gerund: string) => {
      const participle = pastParticipleOf(gerund);
      return participle ? `instead of being ${participle}` : match;
    });
}

/**
 * The sentence with what is acted on as its subject, or undefined when it cannot be read whole.
 * `invention` is what an "it" with nothing before it points to; `product` what such a "them" does, and such
 * an "it" when the product is one thing or a substance.
 */
export function withoutActor(
  sentence: string,
  invention: string,
  product?: string,
  options: { series?: boolean; single?: boolean } = {},
): string | undefined {
  const actor = ACTOR.exec(sentence);
  if (!actor) return undefined;
  const singular = actor[2]!.toLowerCase() === 'the user';
  const text = sentence.slice(actor[0].length);
  const list = tokens(text);
  // Words the tagger dropped (quotes, brackets) would be lost: such a sentence is left whole.
  if (rendered(list).replace(/\s+/g, ' ') !== text.replace(/\s+/g, ' ').trim()) return undefined;
  const acts = actsOf(list, singular);
  if (!acts || (options.series && acts.length < 2) || (options.single && acts.length > 1)) return undefined;
  // "We have two cats": what people have, live in or want is nothing done to anything.
  if (acts.some((act) => STATE_VERBS.test(infinitiveOf(act.verb)))) return undefined;
  // ("…, waits 10 minutes and scrubs": waiting is done to nothing, and has no passive.)
  if (acts.some((act) => /^(?:wait|pause)$/.test(infinitiveOf(act.verb)))) return undefined;
  let subject = '';
  // (What "it" points to is one thing: "one end of a tube filled with pellets" is.)
  let subjectPlural = false;
  let mixed = false;
  let shaped = false;
  let lastRest = '';
  let lastVerb = '';
  let lastWasThem = false;
  let lastWasIt = false;
  // ("… then unplugs it and lets it cool": what cools is what was heated before the appliance was unplugged.)
  let beforeAppliance = '';
  let removedFrom = '';
  const mentions: string[] = [];
  const clauses: string[] = [];
  let commaRun = -1;
  for (const act of acts) {
    const pronoun = act.object.length === 1 ? act.object[0]!.lower : '';
    let thing = rendered(act.object).replace(/[,;.]+$/, '');
    let plural = isPlural(act.object);
    // ("glues them into a panel …": the one thing the act before made, which an "it" or a "them" may be.)
    const made = madeInto(lastRest);
    if (pronoun === 'it') {
      // ("puts 2 cups of compost in a mesh bag and hangs it in the water": not the cups, the bag.)
      // (Nor an amount, "2 cups of compost", which nobody hangs.)
      // ("heats the milk in the slow cooker …, then unplugs it": what is unplugged is the appliance.)
      const appliance = APPLIANCE_ACTS.test(infinitiveOf(act.verb));
      const holder =
        subjectPlural || /^\d/.test(subject) || appliance
          ? /\b(?:in|into|inside|on) (?:a|an|the) ((?:[\w-]+ )?[\w-]+)\b(?: on (?:low|high|medium))?(?: for (?:about )?\d[^,]*)?(?: until [^,]*)?$/.exec(
              lastRest,
            )?.[1]
          : undefined;
      const holderOne = !!holder && singularWord(holder.split(' ').pop()!) === holder.split(' ').pop();
      // ("sprays two coats of clear coat … and lets it cure": what cures is the clear coat.)
      const stuff = /^(?:\d+|two|three|four|a few|several) [a-z]+s of ((?:[\w-]+ ){0,3}[\w-]+)$/i.exec(
        subject,
      )?.[1];
      // ("seals the wood edges with a thin coat of epoxy and lets it cure": what cures is the coat.)
      const coat =
        /\bwith (?:an? )?(?:thin |thick |light |heavy )?(coat|layer|film) of ((?:[\w-]+ )?[\w-]+)$/.exec(
          lastRest,
        );
      // ("mixes it in a spray bottle and shakes it": the same "it" again is the same thing.)
      // ("brings a cup of vinegar, …and a teaspoon of salt to a boil and pours it over them": what was
      // brought to a boil, together.)
      const boiled = /^to (?:a|the) (?:boil|simmer)\b/.test(lastRest) && subjectPlural && !!subject;
      // ("rubs the bar hard over the whole outside of the bag until it looks cloudy, then heats it with a hair
      // dryer": what is heated is what the bar was rubbed on.)
      const spreadOn =
        /^(?:rub|spread|brush|wipe|smear|apply)$/.test(infinitiveOf(lastVerb)) &&
        /^(?:heat|dry|buff|polish|iron|warm|cure)$/.test(infinitiveOf(act.verb))
          ? /^(?:hard |firmly |evenly )?(?:over|onto|on|across|into) (?:the (?:whole |entire )?(?:outside|surface|inside|top|face) of )?(the [\w-]+(?: [\w-]+)?)(?: until [^,]*)?$/.exec(
              lastRest,
            )?.[1]
          : undefined;
      thing = spreadOn
        ? spreadOn
        : beforeAppliance
          ? // ("half a gallon of milk", named again: the milk.)
            beforeAppliance.replace(/^(?:half an? |an? |\d+(?:\.\d+)? )?[a-z]+ of (?!the\b)/, 'the ')
          : boiled
            ? subject
            : coat
              ? `the ${coat[1]} of ${coat[2]}`
              : // (Not after "mixes it with sawdust": mixed with something, it is a mixture.)
                lastWasIt && subject && !/^(?:with|into|in with|together)\b/.test(lastRest)
                ? subject
                : // ("glues them into a panel with the colors alternating and lets it cure": what the act
                  // before made.)
                  made && !mixed && singularWord(made) === made
                  ? `the ${made}`
                  : mixed
                    ? // ("mixes 1 tablespoon of oil with 1 tablespoon of baking soda into a paste, rubs it on": the paste.)
                      `the ${/^(?:.* )?into an? (?:[\w-]+ )?(paste|dough|batter|slurry|gel|cream|foam)$/.exec(lastRest)?.[1] ?? 'mixture'}`
                    : // ("scrubs the rust off … and dries it": what was taken off is gone; "it" is what it came off.)
                      removedFrom
                      ? removedFrom
                      : holderOne
                        ? `the ${holder}`
                        : stuff
                          ? `the ${stuff}`
                          : subject && !subjectPlural
                            ? subject
                            : // ("Keep it in the fridge", the last step of making oat milk: what is kept is the oat milk.)
                              product && singularWord(product.split(' ').pop()!) === product.split(' ').pop()
                              ? `the ${product}`
                              : // ("I flatten it", of making end grain cutting boards: the one board in hand.)
                                product && /^[a-z -]+$/.test(product)
                                ? `the ${product.replace(/[a-z]+$/, (head) => singularWord(head))}`
                                : `the ${workpieceOf(invention) ?? invention}`;
      plural = false;
    } else if (/\bof it$/.test(thing)) {
      // ("mixes methanol and potassium hydroxide into methoxide, adds 80 percent of it to the oil": a share
      // of what the act before made.)
      const made = /^into ((?:[\w-]+ ){0,2}[\w-]+)$/.exec(lastRest)?.[1];
      const of = made ? `the ${made}` : mixed ? 'the mixture' : subject;
      if (!of) return undefined;
      thing = thing.replace(/\bof it$/, `of ${of}`);
    } else if (pronoun === 'them') {
      // "… presses into silicone molds and lets them dry": what comes out of the molds is the product.
      const molded = shaped
        ? product
          ? `the ${product}`
          : `the ${pluralOf(invention.split(' ').pop()!)}`
        : undefined;
      // ("strips the leaves off the stems, tears them into pieces": what was stripped off is what goes on;
      // the stems it came off are left.)
      // ("… tears them into pieces and dries them": the same ones again.)
      const strippedOff =
        subjectPlural &&
        ((/^(?:off|from|out of) /.test(lastRest) && /^(?:strip|pick|pluck|pull|peel)$/.test(lastVerb)) ||
          lastWasThem)
          ? subject
          : undefined;
      // ("rips the offcuts into strips 40 mm wide, glues them into a panel": what the act before made.)
      const madeThem = made && singularWord(made) !== made ? `the ${made}` : undefined;
      const antecedent =
        molded ??
        strippedOff ??
        madeThem ??
        mentions[mentions.length - 1] ??
        (product ? `the ${product}` : undefined);
      if (!antecedent) return undefined;
      // ("soaks 2 tablespoons of seeds …, then rinses them": the seeds, not the amount again.)
      const counted = /^(?:\d+|two|three|four|a few|several) [a-z]+s of ((?:[\w-]+ ){0,3}[\w-]+s)$/i.exec(
        antecedent,
      )?.[1];
      thing = counted ? `the ${counted}` : antecedent;
      plural = true;
    }
    const infinitive = infinitiveOf(act.verb);
    const phrasal = PHRASAL[`${infinitive} ${act.particle}`];
    // "let it cool": it is allowed to cool.
    const participle = phrasal ?? (infinitive === 'let' ? 'allowed to' : participleOf(act.verb));
    if (!participle) return undefined;
    const done = `${participle}${act.particle && !phrasal ? ` ${act.particle}` : ''}`;
    // "presses a button, water flows …": a comma inside the act stays; the one before the next act is the link's.
    const inner = act.rest.length > 0 && /,/.test(act.object[act.object.length - 1]!.post) ? ',' : '';
    let rest = formalRest(rendered(act.rest).replace(/[,;.]+$/, ''));
    // ("stirs in 2 tablespoons of plain yogurt with live cultures": a kind of what is stirred in, not what
    // it is stirred in with, which would take an article.)
    if (
      act.particle === 'in' &&
      /^with (?!(?:a|an|the|your|his|her|their|some)\b)[a-z]+ [a-z]+s$/.test(rest) &&
      !/^(?:it|them)$/.test(pronoun)
    ) {
      thing = `${thing} ${rest}`;
      rest = '';
    }
    // ("strains it … to make it thick", of making thick yogurt: what is strained is not thick yet.)
    const madeSo = pronoun === 'it' ? /\bto make it ([a-z]+)\b/.exec(rest)?.[1] : undefined;
    if (madeSo) thing = thing.replace(new RegExp(`^the ${madeSo} `), 'the ');
    const same = thing.toLowerCase() === subject.toLowerCase();
    const predicate = `${done}${inner}${rest ? ` ${rest}` : ''}`;
    // "Pine sawdust is dried": a material named for the first time is still the one the process uses.
    // ("One end of the tube is lit": a count is its own determiner.)
    const named =
      /^(?:the|a|an|\d|(?:one|two|three|four|both|each|every|half)\b)/i.test(thing) ||
      pronoun ||
      // ("Titebond III is used": a product's name takes no article.)
      (opensWithProductName(thing) && thing.split(' ').length === 2)
        ? thing
        : `the ${thing}`;
    const clause = same ? predicate : `${named} ${plural ? 'are' : 'is'} ${predicate}`;
    if (clauses.length > 0) {
      const joined = act.words.includes('and');
      const then = act.words.includes('then') ? 'then ' : '';
      // "shredded, mixed with sawdust; the mixture is heated": the last of a run of acts on one thing takes "and".
      if (!same && !joined && commaRun === clauses.length - 1)
        clauses[commaRun] = clauses[commaRun]!.replace(/^, /, ' and ');
      // Another thing acted on starts a sentence of its own: "… so that it flows. Then the propylene glycol is mixed in."
      // ("…, pressed into molds, and the tablets are allowed to dry": a new subject after "and" takes a comma.)
      const link =
        same || joined
          ? `${act.comma || !same ? ',' : ''} ${act.words.join(' ')} `
          : `. ${then ? 'Then ' : ''}`;
      commaRun = same && !joined && act.words.length === 0 ? clauses.length : -1;
      clauses.push(
        `${link.replace(/\s+/g, ' ')}${link.startsWith('.') && !then ? capitalized(clause) : clause}`,
      );
    } else clauses.push(clause);
    if (plural && !pronoun) mentions.push(thing.replace(/[.]$/, ''));
    mentions.push(...pluralMentions(act.rest));
    mixed = MIXING.has(infinitive);
    shaped =
      /^(?:press|pour|mold|mould|cast|shape|form)$/.test(infinitive) && /^into (?:\w+ )*\w+s\b/.test(rest);
    beforeAppliance =
      pronoun === 'it' && APPLIANCE_ACTS.test(infinitive) && subject && subject !== thing ? subject : '';
    lastRest = rest;
    lastVerb = infinitive;
    lastWasThem = pronoun === 'them';
    lastWasIt = pronoun === 'it';
    removedFrom = /^(?:off|out|away)$/.test(act.particle ?? '') && subject && !same ? subject : '';
    subject = thing;
    subjectPlural =
      plural ||
      (!pronoun &&
        /s$/.test(thing) &&
        singularWord(thing.split(' ').pop()!) !== thing.split(' ').pop() &&
        !act.object.some((t) => t.lower === 'of'));
  }
  const first = actor[1]?.replace(/,?\s+$/, '');
  const lead = first ? `${first}${first === 'Then' ? '' : ','} ` : '';
  const out = `${lead}${clauses.join('')}.`
    .replace(/\s+([,;.])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    // ("puts the lid back on": the lid is put back on, "back" with the verb, not a part of the lid.)
    .replace(
      /\b(the (?:[\w-]+ )?[\w-]+) back (is|are) ([a-z]+) (on|in|up|down|together)\b/gi,
      '$1 $2 $3 back $4',
    );
  return capitalized(out);
}

/** "into strips 40 mm wide", "into a panel with the colors alternating": the one thing an act made. */
function madeInto(rest: string): string | undefined {
  return /^into (?:an? |the )?([a-z]+(?:-[a-z]+)?)(?= with\b| \d|$)/.exec(rest)?.[1];
}
