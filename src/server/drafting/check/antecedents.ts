import { canBeVerb, isQuality, tokens } from '../understand/nlp';
import { ancestorsOf, type ParsedClaim } from './claim-parser';
import {
  asLiteral,
  indefiniteArticle,
  MATERIAL_WORDS,
  opensWithProductName,
  PHRASE_END,
  singularWord,
} from './words';

/**
 * Antecedent basis (MPEP 2173.05(e)): every "the X" or "said X" in a claim names something introduced
 * as "a X" earlier in that claim or in a claim it depends on. "The leg" is supported by "a plurality
 * of telescoping legs": the head nouns agree and every word of "leg" is in the introduction.
 */

const INTRODUCERS =
  /\b(?:a|an|one or more|at least one|a plurality of|plurality of|two|three|four|five|six|one|each|first|second)\s+/gi;
const REFERENCES = /\b(?:the|said)\s+/gi;

/** Noun phrase words after a determiner, up to the first word that ends a phrase. */
/** A state a thing is left in ("scraping the skins clean"): never a word of its name. */
const STATE =
  /^(?:clean|dry|wet|flat|smooth|soft|hard|warm|cold|open|shut|closed|tight|loose|level|straight)$/i;

/** How a thing is done, told after it ("drying the leaves completely"): never a word of its name. */
const MANNER =
  /^(?:completely|thoroughly|fully|evenly|lightly|firmly|tightly|loosely|briefly|quickly|slowly|gently|well|together|apart)$/i;

function phraseAfter(text: string, start: number, clauseSubject = false): string[] {
  const words: string[] = [];
  const raws = text.slice(start).split(/\s+/);
  for (const [index, raw] of raws.entries()) {
    const word = raw.replace(/^[("“]+/, '');
    const bare = word.replace(/[^A-Za-z0-9-]/g, '').toLowerCase();
    // ("a trash can;", "the trash can on": after what it holds, "can" that ends the name is the container,
    // no modal verb; "a trash can lid" is read as before, up to the can.)
    const container =
      bare === 'can' &&
      /^(?:trash|garbage|paint|gallon|quart|soda|tin|metal|steel|watering|gas|oil)$/.test(
        words.at(-1) ?? '',
      ) &&
      (/[,;.:]$/.test(word) ||
        !raws[index + 1] ||
        /^(?:on|in|at|with|to|into|onto|of|and|or|for|from|by|comprises|is|are|has|holds)$/.test(
          raws[index + 1]!,
        ));
    if (!bare || (PHRASE_END.has(bare) && !container) || /^(?:a|an|the|said)$/.test(bare)) break;
    // "turn the heat off": the particle after a noun belongs to the verb.
    if (words.length > 0 && /^(?:off|out|up|down|away)$/.test(bare)) break;
    // ("drying the leaves completely": how a thing is done ends its name.)
    if (words.length > 0 && MANNER.test(bare)) break;
    // ("flash a lamp three times": how often ends the thing's name; so does "every three days".)
    if (
      words.length > 0 &&
      /^(?:once|twice|two|three|four|five|six|seven|eight|nine|ten|every|each)$/.test(bare)
    )
      break;
    // "the LED comes on": a word in -s before a particle that ends the clause is the verb.
    const particle = /^(?:on|off|up|down|out)[,;.]?$/i.test(raws[index + 1] ?? '');
    const ends = /[,;.]$/.test(raws[index + 1] ?? '') || index + 2 >= raws.length;
    if (words.length > 0 && /[^s]s$/.test(bare) && particle && ends) break;
    // "when the door opens;": after a subordinator the phrase is a subject, and its last word in -s the verb.
    if (
      clauseSubject &&
      words.length > 0 &&
      /[^s]s$/.test(bare) &&
      (/[,;.]$/.test(word) || index + 1 >= raws.length)
    )
      break;
    // ("how well the dog gets along with other dogs": after a subordinator, a word in -s before a particle
    // is the verb.)
    if (
      clauseSubject &&
      words.length > 0 &&
      /[^s]s$/.test(bare) &&
      /^(?:along|up|down|out|off|back|over|through|on|in|with|to)$/i.test(raws[index + 1] ?? '')
    )
      break;
    // ("when the tire hits a pressure": after a subordinator, a word in -s before an article is the verb.)
    if (
      clauseSubject &&
      words.length > 0 &&
      /[^s]s$/.test(bare) &&
      /^(?:a|an|the)$/i.test(raws[index + 1] ?? '')
    )
      break;
    // ("when the tilt sensor goes past 30 degrees": after a subordinator, a word in -s before where or how
    // far is the verb.)
    if (
      clauseSubject &&
      words.length > 0 &&
      /[^s]s$/.test(bare) &&
      /^(?:past|beyond|below|above|over|under)$/i.test(raws[index + 1] ?? '')
    )
      break;
    // ("cutting the oranges 5 mm thick": a measure after the name is how the step is done.)
    if (
      words.length > 0 &&
      /^\d/.test(bare) &&
      /^(?:thick|thin|long|wide|deep|tall|high|apart|across)\b/i.test(raws[index + 2] ?? '')
    )
      break;
    // ("when the water sensor on the floor becomes wet": a verb no noun shares ends any phrase.)
    if (words.length > 0 && /^(?:becomes|remains|stays|gets)$/.test(bare)) break;
    // "when the surroundings become dark": after a plural subject, its bare verb.
    if (
      clauseSubject &&
      words.length > 0 &&
      singularWord(words[words.length - 1]!) !== words[words.length - 1] &&
      (/^(?:become|are|were|get|turn|go|stay|remain|fall|rise|drop|reach|exceed|have)$/.test(bare) ||
        // ("if the elbows bend past 90 degrees": any bare verb, before where or how far.)
        (canBeVerb(bare) &&
          /^(?:past|below|above|over|under|beyond|into|toward|towards|down|up|forward|more|less|too)$/i.test(
            raws[index + 1] ?? '',
          )))
    )
      break;
    words.push(bare);
    if (/[,;:.)]$/.test(word) || words.length >= 5) break;
  }
  // "the skins clean of flesh": an adjective after a plural says what state it is left in, not its name.
  const cut = words.findIndex(
    (word, j) => j < words.length - 1 && singularWord(word) !== word && STATE.test(words[j + 1]!),
  );
  if (cut >= 0) words.splice(cut + 1);
  // "a pump configured": a participle ending the run is not part of the name.
  // ("the colors alternating": after a plural, a word in -ing is what they do.)
  while (
    words.length > 1 &&
    /(?:ed|ing)$/.test(words[words.length - 1]!) &&
    (!/(?:bed|ring|ling|ting|sing)$/.test(words[words.length - 1]!) ||
      (/(?:ting|ring|ling)$/.test(words[words.length - 1]!) &&
        singularWord(words[words.length - 2]!) !== words[words.length - 2]))
  )
    words.pop();
  return words;
}

function introducedIn(text: string): string[][] {
  const found: string[][] = [];
  for (const match of text.matchAll(INTRODUCERS)) {
    const phrase = phraseAfter(text, match.index! + match[0].length);
    if (phrase.length > 0) found.push(phrase);
  }
  return found;
}

/** Every leading part of a phrase: the run after an article may go on into a verb ("pin enters"). */
function prefixes(words: string[]): string[][] {
  return words.map((_, i) => words.slice(0, i + 1));
}

/** Whether a word only says how a thing is ("late" of "the late fee"), cached: the tagger is slow. */
const qualities = new Map<string, boolean>();
function onlyQuality(word: string): boolean {
  let known = qualities.get(word);
  if (known === undefined) {
    // ("cooler" is a comparative too, and a thing: only a plain adjective counts.)
    known = isQuality(word) && !tokens(`it is ${word}`)[2]?.tags.has('Comparative');
    qualities.set(word, known);
  }
  return known;
}

function supports(introduced: string[], reference: string[]): boolean {
  // ("the late fee" after "a late notice": a run cut after a word that only says how a thing is names
  // nothing; the fee is not the notice.)
  const named = prefixes(reference).filter(
    (ref) => ref.length === reference.length || !onlyQuality(ref[ref.length - 1]!),
  );
  return named.some((ref) => {
    const head = singularWord(ref[ref.length - 1]!);
    return prefixes(introduced).some((intro) => {
      if (singularWord(intro[intro.length - 1]!) !== head) return false;
      const words = new Set(intro.map(singularWord));
      return ref.every((word) => words.has(singularWord(word)));
    });
  });
}

/**
 * A plural or mass noun is introduced without an article ("comprising: red habanero peppers; garlic"):
 * a mention not preceded by "the" or "said" gives a later "the" its basis. A word that only qualifies
 * another ("bike" in "a bike tail light") introduces nothing: the mention must end its phrase.
 */
function mentionedBare(text: string, reference: string[]): boolean {
  return prefixes(reference).some((ref) => {
    const last = singularWord(ref[ref.length - 1]!);
    // Phrase words are letters, digits and hyphens only, so they need no escaping.
    // ("leaves" of "leaf": the word as it stands, too.)
    const words = [...ref.slice(0, -1), `(?:${last}(?:s|es)?|${ref[ref.length - 1]!})`];
    const pattern = new RegExp(`(?<!\\b(?:the|said|a|an)\\s)\\b${words.join('\\s+')}\\b`, 'gi');
    return [...text.matchAll(pattern)].some((match) => {
      const next = /^\s*([A-Za-z][\w-]*)/.exec(text.slice(match.index! + match[0].length))?.[1];
      // ("adding soap last": an adverb of when ends the phrase too.)
      return (
        !next ||
        PHRASE_END.has(next.toLowerCase()) ||
        /(?:ed|ing)$/.test(next) ||
        STATE.test(next) ||
        /^(?:last|first|slowly|gently|again|together|overnight|off|out|up|down|away)$/.test(next) ||
        MANNER.test(next)
      );
    });
  });
}

/** "repeating the wiping and baking": a step claimed before ("wiping a thin coat …") is named by its act. */
function stepBefore(text: string, reference: string[]): boolean {
  const act = reference[0]!;
  // (Only where a step is what is named: "the setting" a count reaches is a value, not "setting the dial".)
  return (
    reference.length === 1 &&
    /ing$/.test(act) &&
    /\b(?:repeating|repeats|repeat|after|before)\s+$/.test(text) &&
    new RegExp(`(?:^\\s*|[:;]\\s+(?:and\\s+)?)${act} `).test(text)
  );
}

/**
 * "the grated castile soap" after "grating castile soap to a fine grind": the thing a step before readied,
 * named by what the step did to it.
 */
export function readiedBefore(text: string, reference: string[]): boolean {
  const stem = /^([a-z]{3,})ed$/.exec(reference[0] ?? '')?.[1];
  if (!stem || reference.length < 2) return false;
  const thing = reference.slice(1).join('\\s+');
  return new RegExp(`\\b${stem}e?ing\\s+(?:the\\s+)?${thing}\\b`, 'i').test(text);
}

/** Words that name the claim itself or its parts of speech, not an element ("the method of claim 1"). */
const SELF =
  /^(?:method|process|claim|steps?|group|range|amount|same|other|total|order|sun|shade|moon|sky|balance|remainder|rest)$/;
/** "the next 24 hours": a time counted from now, which needs no antecedent. */
// ("the family with the fewest drives", "the first two rows": a superlative or an ordinal picks one out
// however new its noun.)
const COUNTED =
  /^(?:next|previous|following|coming|first|last|fewest|most|least|highest|lowest|largest|smallest|greatest|same|respective|other|\d+(?:st|nd|rd|th))$/;

/** Units an amount is measured in ("a cup of …"): each mention is another amount. */
const MEASURE_UNIT =
  /^(?:cups?|tablespoons?|teaspoons?|pinch|handful|dash|splash|scoops?|liters?|litres?|gallons?|pounds?)$/i;

/** Things claimed as stuff, not as a part: "cut the power" with nothing before it is "cut power". */
export const MASS_NOUNS =
  /^(?:power|electricity|current|water|air|heat|moisture|rainfall|skin|milk|formula|coffee|tea|juice|oil|paint|ink|soil|sand|dirt|mud|snow|ice|grease|grime|dust|grout|hair|wifi|fur|lint|debris|rust|mildew|smoke|steam|foam|excess)$/;

export type AntecedentGap = { claim: number; term: string };

/** Whether a phrase ends on a plural ("suction cups"; "glass" is no plural). */
function pluralHead(phrase: string[]): boolean {
  const head = phrase[phrase.length - 1]!.toLowerCase();
  return singularWord(head) !== head && !/ss$/.test(head);
}

/** "the cup" of "suction cups": the reference names one of what was introduced as several. */
function singularReference(reference: string[], introduced: string[]): boolean {
  const head = singularWord(introduced[introduced.length - 1]!.toLowerCase());
  const word = reference.find((w) => singularWord(w.toLowerCase()) === head);
  return !!word && word.toLowerCase() === head;
}

/** "a cup", "each cup", "one cup": the thing named one at a time somewhere before. */
function mentionedSingular(text: string, reference: string[]): boolean {
  const head = reference[0]!;
  return new RegExp(
    `\\b(?:a|an|each|every|one|respective|either)\\s+(?:[\\w-]+\\s+){0,2}?${head}\\b(?!s)`,
    'i',
  ).test(text);
}

/** "nothing is in the way": an idiom, whose "the" names no thing. */
// ("taking the pot off the heat": the stove's heat, whatever it is, as "the way" is no part; "turn off the
// heat" is the heat the claim turns off, which needs one.)
function idiomaticThe(phrase: string[], wordBefore: string, wordBeforeThat = '', after = ''): boolean {
  return (
    phrase.length === 1 &&
    ((phrase[0] === 'way' && /^(?:in|of|on|out)$/i.test(wordBefore)) ||
      // ("sending a reminder the night before each shift": when, counted from the thing named after it.)
      (/^(?:night|day|morning|evening|week)$/.test(phrase[0]!) && /^\s*(?:before|after)\b/i.test(after)) ||
      // ("at 6 in the morning": the part of a day, no thing claimed.)
      (/^(?:morning|afternoon|evening)$/.test(phrase[0]!) && /^in$/i.test(wordBefore)) ||
      // ("at the end of the month": when, no thing claimed.)
      (/^(?:end|start|beginning|middle)$/.test(phrase[0]!) &&
        /^(?:at|by|until|before|after)$/i.test(wordBefore) &&
        /^\s*of the (?:month|week|day|year|season|shift|game)\b/i.test(after)) ||
      // ("on the first of the month": a day of any month, no thing claimed.)
      (phrase[0] === 'month' &&
        /^of$/i.test(wordBefore) &&
        /^(?:first|last|end|start|middle|\d+(?:st|nd|rd|th))$/i.test(wordBeforeThat)) ||
      (phrase[0] === 'heat' &&
        /^(?:off|from|over)$/i.test(wordBefore) &&
        !/^(?:turn|turns|turning|turned|shut|shuts|shutting|switch|switches|switching|switched|cut|cuts|cutting|to)$/i.test(
          wordBeforeThat,
        )))
  );
}

export function antecedentGaps(claims: ParsedClaim[]): AntecedentGap[] {
  const gaps: AntecedentGap[] = [];
  for (const claim of claims) {
    const ancestors = ancestorsOf(claim, claims);
    const earlier: string[][] = ancestors.flatMap((ancestor) => introducedIn(ancestor.text));
    // The dependent preamble "The X of claim N" refers to the parent's preamble; it is checked by the parser.
    const body = claim.parent !== undefined ? claim.text.replace(/^.*?\bof claim \d+\s*,?/i, '') : claim.text;
    const own = [...body.matchAll(INTRODUCERS)].map((m) => ({
      at: m.index!,
      phrase: phraseAfter(body, m.index! + m[0].length),
    }));
    for (const match of body.matchAll(REFERENCES)) {
      const reference = phraseAfter(body, match.index! + match[0].length);
      if (
        reference.length === 0 ||
        SELF.test(reference[reference.length - 1]!) ||
        COUNTED.test(reference[0]!) ||
        idiomaticThe(
          reference,
          body.slice(0, match.index!).trimEnd().split(/\s+/).at(-1) ?? '',
          body.slice(0, match.index!).trimEnd().split(/\s+/).at(-2) ?? '',
          body.slice(match.index! + match[0].length).replace(/^\s*[\w-]+/, ''),
        )
      )
        continue;
      const before = own.filter((intro) => intro.at < match.index!).map((intro) => intro.phrase);
      const candidates = [...earlier, ...before];
      const priorText = `${ancestors.map((a) => a.text).join(' ')} ${body.slice(0, match.index!)}`;
      const supporting = candidates.filter(
        (introduced) => introduced.length > 0 && supports(introduced, reference),
      );
      if (
        supporting.length === 0 &&
        !mentionedBare(priorText, reference) &&
        !stepBefore(priorText, reference) &&
        !readiedBefore(priorText, reference)
      )
        gaps.push({ claim: claim.number, term: `the ${reference.slice(0, 2).join(' ')}` });
      // ("a plurality of suction cups …; the cup": one of several, without saying which.)
      else if (
        supporting.length > 0 &&
        supporting.every((introduced) => pluralHead(introduced)) &&
        singularReference(reference, supporting[0]!) &&
        !mentionedSingular(priorText, reference)
      )
        gaps.push({ claim: claim.number, term: `the ${reference.slice(0, 2).join(' ')} (one of several)` });
    }
  }
  return gaps;
}

/**
 * Gives a claim its antecedents as a drafter would: a "the X" with nothing before it becomes "a X",
 * and a second "a X" of something already introduced becomes "the X". `earlier` holds the phrases
 * introduced by the claims this one depends on.
 */
/** Lengths of time: "for an hour" is no thing named before. */
const TIME_UNIT = /^(?:second|minute|hour|day|week|month|year)$/i;

/** The sides of a thing, which a claim names as the side of something ("a back thereof"). */
const PLACE_NOUN = /^(?:top|bottom|side|front|back|rear|underside)$/i;

export function fixAntecedents(
  text: string,
  earlier: string[][] = [],
  earlierText = '',
  /** Whether the inventor uses a noun as a substance (understand/mass-nouns.ts): introduced without an article. */
  isMass: (noun: string) => boolean = () => false,
): string {
  const introduced: string[][] = [...earlier];
  const words = text.split(/(\s+)/);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const lower = word.toLowerCase();
    if (!/^(?:the|a|an)$/.test(lower)) continue;
    let rest = words.slice(i + 2).join('');
    if (lower === 'a' && /^plurality of\s/i.test(rest)) rest = rest.replace(/^plurality of\s+/i, '');
    const phrase = phraseAfter(
      rest,
      0,
      /^(?:when|once|until|if|while|after|before|whether|well)$/i.test(words[i - 2] ?? ''),
    );
    if (phrase.length === 0) continue;
    // ("the user's elbows" after "a user's shoulders": what is the user's needs the user introduced.)
    const owner = /^([a-z]+)'s\s/i.exec(rest)?.[1];
    const ownerKnown =
      !!owner &&
      new RegExp(`\\b(?:a|an) ${owner}(?:'s)?\\b`, 'i').test(`${earlierText} ${words.slice(0, i).join('')}`);
    const known =
      ownerKnown ||
      stepBefore(`${earlierText} ${words.slice(0, i).join('')}`, phrase) ||
      readiedBefore(`${earlierText} ${words.slice(0, i).join('')}`, phrase) ||
      introduced.some((intro) => supports(intro, phrase)) ||
      mentionedBare(`${earlierText} ${words.slice(0, i).join('')}`, phrase) ||
      // ("showing each person an amount owed by the person": the one of each, named before.)
      // (The whole name: "at each dose time" names no dose.)
      new RegExp(
        `\\b(?:each|every) ${asLiteral(phrase.join(' '))}(?= (?:an?|the|with|from|to|by|for|and|or)\\b|[,;.]|$)`,
        'i',
      ).test(words.slice(0, i).join(''));
    const idiom = idiomaticThe(phrase, words[i - 2] ?? '', words[i - 4] ?? '', words.slice(i + 3).join(''));
    if (
      lower === 'the' &&
      !known &&
      !idiom &&
      !SELF.test(phrase[phrase.length - 1]!) &&
      !COUNTED.test(phrase[0]!)
    ) {
      // "the overtime and certification rules": the coordinated run ends on its plural head.
      // "the plug and the outlets" is two phrases, each with its own article.
      // ("the room between 15 and 25 degrees" is no run: a preposition or a number ends the phrase first.)
      const run =
        // ("onto the table edge and to grip tables": a verb after "and" opens an act, no run.)
        /^((?:(?!(?:between|from|of|to|at|in|on|with|for|by)\b)[a-z][a-z-]*\s+){0,3}?(?:and|or)\s+(?!(?:the|a|an|to)\s)(?:[\w-]+\s+){0,2}?[\w-]+?s)\b/.exec(
          rest,
        );
      const head = run ? run[1]!.split(/\s+/).pop()! : phrase[phrase.length - 1]!;
      // A plural or a mass noun is introduced without an article ("turn LEDs up", "cut power").
      if (
        // ("the transit agency's feed": a possessive is no plural.)
        (singularWord(head) !== head.toLowerCase() &&
          !/ss$/.test(head) &&
          !new RegExp(`\\b${asLiteral(head.replace(/s$/, ''))}'s\\b`, 'i').test(rest)) ||
        // ("the oat milk", "the cold water": a kind of a substance is one too.)
        (phrase.length <= 2 && MASS_NOUNS.test(head)) ||
        // ("from the city open data": data is a substance of its own, however it is qualified.)
        /^(?:data|information)$/i.test(head) ||
        // "calms the itching": what a thing eases or causes, named by its gerund, is introduced bare.
        (phrase.length === 1 &&
          /ing$/.test(head) &&
          /^(?:calms?|reduces?|prevents?|stops?|eases?|relieves?|soothes?|causes?|avoids?|minimi[sz]es?|dampens?|damps?|absorbs?|muffles?|calming|reducing|preventing|stopping|easing|relieving|soothing|causing|avoiding|dampening|damping|absorbing|muffling)$/i.test(
            words[i - 2] ?? '',
          )) ||
        // ("to even out the driving over the month": an activity shared out is named bare too.)
        (phrase.length === 1 &&
          /ing$/.test(head) &&
          /^(?:evens?|evening|balances?|balancing|spreads?|spreading|shares?|sharing|splits?|splitting) out$|^(?:balances?|balancing|shares?|sharing|splits?|splitting)$/i.test(
            `${words[i - 4] ?? ''} ${words[i - 2] ?? ''}`
              .trim()
              .replace(/^\S+ (?=(?:balanc|shar|split)\w*$)/i, ''),
          )) ||
        isMass(head) ||
        // ("using Titebond III": a product's name, as written, takes no article.)
        opensWithProductName(rest) ||
        // ("soaks into the sawdust and the cardboard": a material named alone is a substance too.)
        (phrase.length === 1 &&
          (MATERIAL_WORDS.test(head) || /^(?:cardboard|paper|cotton|wool|felt|concrete)$/.test(head)) &&
          !/(?:red|white|amber|green|blue|yellow)$/.test(head))
      ) {
        words[i] = '';
        words[i + 1] = '';
        introduced.push(phrase);
        continue;
      }
      // "an LED lamp", "a USB port": acronyms go by the sound of their first letter.
      const original = rest.split(/\s+/)[0] ?? '';
      const article = indefiniteArticle(/^[A-Z0-9]{2,}/.test(original) ? original : phrase[0]!);
      words[i] = word[0] === 'T' ? article.charAt(0).toUpperCase() + article.slice(1) : article;
      // "a spring steel clip on the back": a side of no part named is the side of what the clause is
      // about, "on a back thereof".
      if (
        phrase.length === 1 &&
        PLACE_NOUN.test(phrase[0]!) &&
        /^(?:on|at|in|along|from)$/i.test(words[i - 2] ?? '') &&
        !/^\s+of\b/i.test(words.slice(i + 3).join(''))
      )
        words[i + 2] = words[i + 2]!.replace(/^([\w-]+)/, '$1 thereof');
      introduced.push(phrase);
    } else if (
      lower !== 'the' &&
      known &&
      introduced.some((intro) => intro.join(' ') === phrase.join(' ')) &&
      // ("wherein the lemon or lime is a lemon": which of the two, said as what it is.)
      !(
        /^(?:is|are)$/i.test(words[i - 2] ?? '') && / or /.test(words.slice(Math.max(0, i - 12), i).join(''))
      ) &&
      // ("for an hour" told again is still a length of time, not the hour before.)
      !(
        phrase.length === 1 &&
        TIME_UNIT.test(phrase[0]!) &&
        /^(?:for|about|within|every|per|after|half|once|twice)$/i.test(words[i - 2] ?? '')
      ) &&
      // ("a cup of vinegar, half a cup of water": a measure told again measures something else.)
      !(phrase.length === 1 && MEASURE_UNIT.test(phrase[0]!) && /^\s+of\b/.test(words.slice(i + 3).join('')))
    ) {
      words[i] = word[0] === 'A' ? 'The' : 'the';
    } else if (lower !== 'the') introduced.push(phrase);
  }
  return words.join('');
}

/** The phrases a claim introduces ("a X"), for the claims that depend on it. */
export function introducedPhrases(text: string): string[][] {
  return introducedIn(text);
}
