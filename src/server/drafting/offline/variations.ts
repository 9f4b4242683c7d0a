import { indefiniteArticle, MATERIAL_WORDS, sentencesOf } from '../check/words';
import { canBeVerb, infinitiveOf, isQuality, presentOf, tokens } from '../understand/nlp';
import { partActingOnTheWhole } from '../understand/parts-acting-on-whole';
import { capitalized } from '../understand/sentence-forms';

/**
 * An alternative embodiment in the form a specification states it (shared/drafting.md: "In some
 * embodiments, the bowl is ceramic or glass."): one alternative a sentence, indicative, opened by "In
 * some embodiments". "The hot sauce may use jalapeno instead of habanero, or lime juice instead of
 * vinegar" is two sentences; "uses an electromagnet instead so it can be unlocked" loses the dangling
 * "instead"; "A powdered version may be sold" says what the invention then is.
 */

const OPENER = 'In some embodiments, ';

function isPlural(phrase: string): boolean {
  const list = tokens(phrase);
  const head = list[list.length - 1];
  return !!head && head.tags.has('Plural') && !/ss$/.test(head.lower);
}

/** "process for making fence boards" is one process: its head is the noun before the preposition. */
function headOf(subject: string): string {
  return subject.replace(/\s+(?:for|of|with|in|on|that|which)\b.*$/, '');
}

function withArticle(phrase: string): string {
  return /^(?:a|an|the)\s/i.test(phrase) ? phrase : `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

/** "The hot sauce may use X instead of Y, or Z instead of W": each pair with the first one's verb. */
function splitPairs(clause: string): string[] {
  const frame = /^(.*?\b(?:may|can)\s+(?:also\s+)?(?:be made (?:of|from)|be|use|contain|have)\s+)/.exec(
    clause,
  )?.[1];
  const parts = clause.split(/,\s*(?:and|or)\s+(?=(?:[\w-]+\s+){0,3}[\w-]+\s+instead of\b)/);
  if (!frame || parts.length < 2) return [clause];
  return parts.map((part, i) => (i === 0 ? part : `${frame}${part}`));
}

/** "The drum may be plastic, and the trip point may be 50 to 70 degrees": one subject a sentence. */
function splitSubjects(sentence: string): string[] {
  return sentence
    .replace(/[.]$/, '')
    .split(/,?\s+(?:and|or)\s+(?=(?:the|a|an)\s+(?:[\w-]+\s+){0,3}?(?:may|is|are|can)\b)/i)
    .flatMap(splitPairs);
}

/** "The legs may be made of fiberglass …" → "the legs are made of fiberglass …". */
function indicative(clause: string, invention: string): string | undefined {
  const version =
    /^(?:A|An) ((?:[\w-]+\s+){0,2}?)version\s+(?:(for [^,]+?)\s+)?(?:may be|is|would be)\s+(.+)$/i.exec(
      clause,
    );
  if (version) {
    const [, kind = '', use, rest = ''] = version;
    const what = kind.trim();
    // "A liquid version for spraying driveways is another option."
    if (/^another option$/i.test(rest.trim()))
      return what ? `the ${invention} is ${what}${use ? `, ${use}` : ''}` : undefined;
    const participle = tokens(rest)[0]?.tags.has('PastTense');
    if (!what) return undefined;
    // ("A leg version could be longer": a version for a leg, which is longer; "leg" is no quality of it.)
    const target = tokens(`a ${what} version`)[1];
    if (
      !what.includes(' ') &&
      target?.tags.has('Singular') &&
      !isQuality(what) &&
      !MATERIAL_WORDS.test(what) &&
      !participle
    )
      return `a ${what} version of the ${invention}${use ? ` ${use}` : ''} is ${rest.replace(/\s+(?:too|as well)$/, '')}`;
    const stated = `${rest.replace(/\s+(?:too|as well)$/, '')}${use ? ` ${use}` : ''}`;
    // ("A plastic version may be dishwasher-safe": plastic and dishwasher-safe; "… may be 30 cm": larger, 30 cm.)
    const joiner = participle ? ' and is' : /^[a-z][\w-]*$/.test(stated) ? ' and' : ',';
    return `the ${invention} is ${what}${joiner} ${stated}`;
  }
  // ("A larger version may have six slots": larger, with the parts it then has.)
  const having =
    /^(?:A|An) (larger|smaller|bigger|longer|shorter|wider|taller) version (?:may|could|would) have (.+)$/i.exec(
      clause,
    );
  if (having) return `the ${invention} is ${having[1]!.toLowerCase()} and has ${having[2]}`;
  // "A version for eye drops or inhalers may work the same way."
  const adapted = /^(?:A|An) version (for .+?) (?:may|would|could) ([a-z]+)\b(.*)$/i.exec(clause);
  if (adapted) return `the ${invention} is adapted ${adapted[1]} and ${presentOf(adapted[2]!)}${adapted[3]}`;
  // "A 405 nm lamp works too."
  const works = /^(?:A|An) (.+?) (?:works|would work|may work) (?:too|as well)$/i.exec(clause);
  if (works) return `${withArticle(works[1]!)} is used`;
  return undefined;
}

/**
 * "instead so it can be unlocked": what the alternative replaces is said by its name, so "instead" on its
 * own is left out; "so it" is "so that": the invention when the subject is several parts.
 */
function withoutDanglingInstead(clause: string, invention: string, subjectPlural: boolean): string {
  const head = invention.split(/\s+/).pop() ?? invention;
  return clause
    .replace(/\s+instead\b(?!\s+of\b)(,?)/g, (_m, comma: string) => comma)
    .replace(/,?\s+so (?:that )?it\b/g, subjectPlural ? `, so that the ${head}` : ', so that it')
    .replace(/,?\s+so (?=(?:the|they)\b)/g, ', so that ');
}

/**
 * "Bentonite clay", "Oak bark or sumac leaves": a thing, not an act ("Adding salt"). Only the words before
 * the head can be verbs to the tagger, which takes an unknown material ("bentonite") for one; the head
 * decides.
 */
function namesAThing(phrase: string): boolean {
  const words = tokens(phrase.toLowerCase());
  const head = words.at(-1);
  return (
    !!head &&
    !(head.tags.has('Verb') && !head.tags.has('Noun')) &&
    !/ing$/.test(words[0]!.lower) &&
    !words.slice(0, -1).some((t) => t.tags.has('Verb') && !t.tags.has('Noun') && t.lower !== words[0]!.lower)
  );
}

/** One variation sentence of the inventor's, as the specification's sentences. */
export function asVariationSentences(told: string, invention: string): string {
  const sentence = told
    // "And for people who …": the conjunction joined chat turns, not facts.
    .replace(/^(?:And|But|Also),?\s+(\w)/, (_, first: string) => first.toUpperCase())
    // ("A version that is 3D printed from a photo of the finger": how it is made in some embodiments.)
    .replace(
      /^(?:In some embodiments, )?(?:A|a) version (?:that|which) is ((?:[\w-]+ )?[a-z]+ed\b[^.]*?)\.?$/,
      (_told, made: string) => `In some embodiments, the ${invention} is ${made}.`,
    )
    // ("A version that fits 2 gallon buckets.": another embodiment does.)
    .replace(/^(?:A|An) version (?:that|which) ([a-z]+s) ([^.]+?)\.?$/, (told, verb: string, rest: string) =>
      canBeVerb(infinitiveOf(verb)) ? `In another embodiment, the ${invention} ${verb} ${rest}.` : told,
    )
    // ("A pointed tip version for deep splinters.": another embodiment has that part, for that use.)
    .replace(
      /^(?:A|An) ([a-z]+(?:-[a-z]+)? [a-z]+) version (for [^.]+?)\.?$/,
      (told, part: string, use: string) =>
        /^[a-z]+(?:-[a-z]+)? (?:tip|blade|handle|lid|cap|head|base|end|strap|edge|nozzle|spout)$/.test(part)
          ? `In another embodiment, the ${invention} has ${indefiniteArticle(part)} ${part} ${use}.`
          : told,
    )
    // ("Sock liners the same way.", of glove liners: the same arrangement, in another thing.)
    .replace(
      /^([A-Z][a-z]+(?: [a-z]+)? [a-z]+s) the same way\.?$/,
      (_told, other: string) => `The same arrangement may be used in ${other.toLowerCase()}.`,
    )
    // ("A long-handled version you can use standing up": in some embodiments it is so, for the use told.)
    .replace(
      /^The present invention is an? ((?:[\w-]+ )?[a-z]+-[a-z]+ed|[a-z]+er) version that the user can ([a-z]+) ([^.]+?)\.?$/,
      (_told, kind: string, act: string, how: string) =>
        `In another embodiment, the ${invention} is ${kind} so that the user can ${act} the ${invention} ${how}.`,
    )
    // ("Maybe GPS tracking of the route too": what it may also do, told as a name without a verb.)
    .replace(
      /^(?:Maybe|Perhaps|Possibly|Also|In some embodiments,) ((?:[A-Z]{2,} )?[a-z]+ing of (?:the |a |an )?[\w -]+?)(?: too| as well)?\.?$/,
      (_told, feature: string) => `In some embodiments, the ${invention} also provides ${feature}.`,
    )
    // ("Epsom salt instead of table salt, though it works slower": what may be used in place of another,
    // told without its verb.)
    .replace(
      // (Told bare, "Lime juice powder instead of citric acid.", it is read below.)
      /^([A-Z][a-z]+(?: [a-z]+){0,2}) instead of ((?:the )?[a-z]+(?: [a-z]+)?)(,[^.]*)\.?$/,
      (told, used: string, instead: string, rest: string) =>
        // (Not an order, "Use honey instead of sugar", nor a sentence with its verb.)
        /^(?:Use|Using|Try|Add|Swap|Put|Replace|Substitute|Maybe|Or|It|This|That|They|There)\b/.test(used) ||
        /\b(?:is|are|was|were|be|works?|may|can|could|would)\b/.test(used)
          ? told
          : `${used} may be used instead of ${instead}${rest}.`,
    )
    // ("A shorter one could fit parsley on a door shelf": a shorter version of the invention.)
    .replace(
      /^A (shorter|taller|smaller|larger|bigger|wider|narrower|longer|lighter|heavier) one\b/,
      `A $1 version of the ${invention}`,
    )
    // "The user may add a temperature and humidity sensor": the part is what varies, not the user.
    // ("… a blue food coloring so the user can see it working": why it is added comes after.)
    .replace(
      // ("a short cotton wick to each cup": where it is added goes after the verb.)
      /^The users? (?:may|could|can) add (an?|the) ([^.,;]+?)( (?:to|into|onto|on|in) (?:each|every|the|a|an) [^.,;]+?)?(,? so (?:that )?[^.]+)?\.?$/,
      (_, article: string, part: string, place = '', why = '') =>
        `${article.charAt(0).toUpperCase()}${article.slice(1)} ${part} may be added${place}${why.replace(/^,? so (?:that )?/, ' so that ')}.`,
    )
    // ("You could have two rows for morning and evening": another version of the invention has them.)
    .replace(
      /^The users? (?:may|could|can) (?:also )?have ((?:two|three|four|five|six|\d+) [a-z]+s)( for [^.]+?)?\.?$/,
      (_told, parts: string, why = '') => `In some embodiments, the ${invention} has ${parts}${why}.`,
    )
    // ("The user can add 10 drops of lemon essential oil for smell": so is an amount of it.)
    .replace(
      /^The users? (?:may|could|can) (?:also )?add ((?:\d+(?:[./]\d+)?|a few|two|three|four|five) [a-z]+ of [^.,;]+?)( for [^.,;]+)?\.?$/,
      (_told, amount: string, why = '') =>
        `${amount.charAt(0).toUpperCase()}${amount.slice(1)} may be added${why}.`,
    )
    // ("Borax works instead of the salt but people do not like borax": what people think of it is no fact
    // of the invention.)
    .replace(
      /,? but (?:(?:some|most|many) )?(?:people|folks|customers|users) (?:do not|does not|don't) (?:like|want|trust|care for) [^.,;]+(?=\.?$)/,
      '',
    )
    // ("The bottom of a ceramic plate works too": that thing is used instead.)
    .replace(
      /^The ((?:[\w-]+ ){0,2}[\w-]+(?: of an? (?:[\w-]+ ){0,2}[\w-]+)?) (?:works|would work|will work|does the job) (?:too|as well)\.?$/,
      (_told, what: string) => `In some embodiments, the ${what} is used instead.`,
    )
    // ("For really dull knives do 20 strokes": an order to the reader, told as what is done then.)
    .replace(
      /^For (?:really |very )?((?:[\w-]+ ){0,2}[\w-]+s),? (?:do|make|give (?:it|them)) (\d+|two|three|four|five|six|ten|twenty) ([a-z]+s)\.?$/,
      (_told, which: string, count: string, what: string) => `For ${which}, ${count} ${what} may be made.`,
    )
    // "A few drops of lemon oil for smell.": a little of something more, added, and what for.
    .replace(
      /^(A few drops|A pinch|A little|A splash|A dash|A spoonful|A teaspoon|Some) of ([a-z-]+(?: [a-z-]+){0,3}?)( for (?:the )?[a-z-]+(?: [a-z-]+)?)?\.?$/i,
      (_told, amount: string, what: string, why = '') => `${amount} of ${what} may be added${why}.`,
    )
    // "… held against the hive for a minute may work": an alternative that works is one that is used.
    .replace(/\b(may|could|can|would) work(?=\.$| (?:on|with|for|in)\b)/, '$1 be used')
    // "A digital one with a hall sensor and a solenoid would work too but needs a battery": another
    // version of the invention, what it has and what it needs.
    .replace(
      /^An? ([\w-]+) one with (.+?)(?: (?:would|may|could|can) work(?: too| as well)?)?(?:,? but (?:it )?needs (.+?))?\.?$/,
      (_, kind: string, parts: string, needs: string | undefined) =>
        `In another embodiment, a ${kind} version of the ${invention} has ${parts}${needs ? ` and requires ${needs}` : ''}.`,
    )
    // "A kids size at 30 cm.": the invention in a size for whom, so many across.
    .replace(
      /^An? (children's|child|kids'?|adult|toddler|baby|travel|mini) size (?:at|of) (\d+(?:\.\d+)? ?(?:cm|mm|inches|in))\.?$/i,
      (_, whom: string, size: string) =>
        `In another embodiment, the ${invention} is made in a ${/^kids'?$/i.test(whom) ? "children's" : whom.toLowerCase()} size of ${size}.`,
    )
    // "A three step version.": the invention with another count of a part.
    .replace(
      /^An? (two|three|four|five|six|seven|eight|\d+)[ -]([a-z]+?)s? version\.?$/i,
      (_, count: string, part: string) =>
        `In another embodiment, the ${invention} has ${count.toLowerCase()} ${part}s.`,
    )
    // "A version with a battery pack so it works on a stroller.": the invention with another part, and why.
    .replace(
      /^An? version with ((?:(?!\b(?:is|are|would|could|may|can|will)\b)[^.,;])+?)(?:,? so (?:that )?([^.]+))?\.?$/,
      (_, parts: string, why: string | undefined) =>
        `In another embodiment, the ${invention} has ${parts}${why ? `, so that ${why}` : ''}.`,
    )
    // "A bigger cup for two pills at once.": the invention larger (or smaller), for what; "A longer handle
    // for ceilings": that part of it.
    .replace(
      /^An? (bigger|larger|smaller|longer|shorter|wider|taller|lighter|heavier) ([\w-]+(?: [\w-]+)?)( for [^.]+)?\.?$/i,
      (_, size: string, thing: string, purpose = '') => {
        const whole =
          thing.split(' ').at(-1) === invention.split(' ').at(-1) || /^(?:one|version)$/.test(thing);
        return `In another embodiment, the ${whole ? invention : thing} is ${size.toLowerCase().replace(/^bigger$/, 'larger')}${purpose ? `,${purpose}` : ''}.`;
      },
    )
    // "A web version for people without the app.": the invention in another form, for whom.
    .replace(
      /^An? ([\w-]+) version (for (?:(?!\b(?:is|are|would|could|may|can|will|works?)\b)[^.,;])+?)\.?$/,
      (_, kind: string, whom: string) =>
        `In another embodiment, the ${invention} is provided as ${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind} version ${whom.replace(/\bthe app\b/, `the ${invention}`)}.`,
    )
    // "Two shelves stacked on the same cups.": the invention with more of a part, and where they go.
    .replace(
      /^(Two|Three|Four) ([a-z-]+s) ([a-z]+ed) (on|onto|over|under|in|along) (the same [a-z -]+?)\.?$/,
      (_, count: string, parts: string, done: string, where: string, what: string) =>
        `In another embodiment, the ${invention} has ${count.toLowerCase()} ${parts} ${done} ${where} ${what}.`,
    )
    // ("Users could add their own vegetables": what another version lets them do.)
    .replace(
      /^Users (?:may|could|can) (?:also )?([a-z]+) ([^.]+?)\.?$/,
      (whole, verb: string, rest: string) =>
        canBeVerb(verb)
          ? `In some embodiments, the ${invention} lets users ${verb} ${rest.replace(/\btheir own\b/, 'custom')}.`
          : whole,
    )
    // "Rubber feet keep it from sliding.": another version has them, and they act on the invention.
    .replace(/^(\S.*?) it\b(.*)$/, (whole, before: string, after: string) =>
      partActingOnTheWhole(whole, invention)
        ? `In some embodiments, ${before.charAt(0).toLowerCase()}${before.slice(1)} the ${invention}${after}`
        : whole,
    )
    // "A version for rabbits.": the invention, adapted for whom.
    .replace(
      /^An? version (for (?:(?!\b(?:is|are|would|could|may|can|will|works?)\b)[^.,;])+?)\.?$/,
      (_, whom: string) => `In another embodiment, the ${invention} is adapted ${whom}.`,
    )
    // "A version with a solar cell on top.": the invention in another form, what it then has.
    .replace(
      /^An? (?:([\w-]+) )?version (with|without) ((?:(?!\b(?:is|are|was|were|would|could|may|can|will|works?|needs?)\b)[^.,;])+?)\.?$/,
      (_, kind: string | undefined, by: string, what: string) =>
        `In another embodiment, the ${invention} ${kind ? `is ${kind} and ` : ''}${by === 'with' ? 'has' : 'is made without'} ${what}.`,
    )
    // "Liters instead of gallons for Europe.": a unit the invention may be marked in.
    .replace(
      /^(Liters|Gallons|Ounces|Grams|Inches|Centimeters|Pounds|Kilograms|Meters|Feet|Milliliters) instead of ([a-z]+s)( for [A-Z][\w ]+)?\.?$/,
      (_, unit: string, other: string, where = '') =>
        `In some embodiments, the ${invention} is marked in ${unit.toLowerCase()} instead of ${other}${where}.`,
    )
    // ("Sugar works instead of honey if the user is vegan": for whom, as a version.)
    .replace(/ if the user is (vegan|vegetarian)(?=\.?$)/, ' for a $1 version')
    // ("Pears work the same way.", of a method of keeping apple slices: other things it is done to.)
    .replace(
      /^([A-Z][a-z]+s) work (?:the same way|just as well)\.?$/,
      (_told, things: string) => `In some embodiments, ${things.toLowerCase()} are treated in the same way.`,
    )
    // "Cardboard instead of newspaper works too.", "Candelilla wax works instead of beeswax for a vegan
    // bar.": another material, in place of the one told.
    .replace(
      /^([A-Z][a-z]+(?: (?!works\b)[a-z]+){0,2}) (?:works )?instead of ([a-z]+(?: [a-z]+){0,2}?)(?: works)?(?: too| as well)?( for [^.]+)?\.?$/,
      (whole, these: string, that: string, purpose = '') =>
        /\bworks\b/.test(whole) && namesAThing(these)
          ? `In some embodiments, ${these.charAt(0).toLowerCase()}${these.slice(1)} ${/[^s]s$/.test(these.split(' ').pop()!) ? 'are' : 'is'} used instead of ${that}${purpose}.`
          : whole,
    )
    // "Willow bark works too.", "Hickory or cherry pellets work too.": another material that may be used.
    .replace(/^([A-Z][a-z]+(?: [a-z]+){0,2}) works(?: too| as well)?\.?$/, '$1 may also be used.')
    .replace(
      /^([A-Z][a-z]+ (?:or|and) [a-z]+(?: [a-z]+){0,2}) work(?: too| as well)\.?$/,
      '$1 may also be used.',
    )
    // "A wooden box lasts longer than cardboard.": the part may be so, and what that gives.
    .replace(
      /^An? ([a-z]+) ([a-z]+) ([a-z]+s) ((?:more |less )?[a-z]+) than ([^.]+?)\.?$/,
      (whole, kind: string, thing: string, verb: string, compared: string, other: string) =>
        tokens(`The ${thing} ${verb} it`)[2]?.tags.has('Verb')
          ? `${OPENER}the ${thing} is ${kind} and ${verb} ${compared} than ${other}.`
          : whole,
    )
    // "Oak bark or sumac leaves instead of tea.": what may be used in place of a part or ingredient.
    .replace(
      /^([A-Z][a-z]+(?: [a-z]+){0,2}(?: or [a-z]+(?: [a-z]+){0,2})?) instead of ([a-z]+(?: [a-z]+){0,2})\.?$/,
      (whole, these: string, that: string) =>
        !namesAThing(these) || /\b(?:works?|is|are|was|were|may|can|could|would|will|goes)\b/.test(these)
          ? whole
          : `In some embodiments, ${these.charAt(0).toLowerCase()}${these.slice(1)} ${/[^s]s$/.test(these.split(' ').pop()!) ? 'are' : 'is'} used instead of ${that}.`,
    )
    // "It works for tea too.": the invention serves more than what it was told for.
    .replace(
      /^It (?:also )?works (for|with|on|in) (.+?)(?: too| as well)?\.?$/,
      (_, by: string, what: string) => `The ${invention} may also be used ${by} ${what}.`,
    );
  if (/^In (?:some|another|a further|yet another|other|one) embodiments?\b/.test(sentence))
    return withoutDanglingInstead(sentence, invention, false).replace(/\s+too(?=\.$)/, '');
  const out: string[] = [];
  for (const clause of splitSubjects(sentence)) {
    const stated = indicative(clause.trim(), invention);
    if (!stated) {
      // "The legs may be made of fiberglass instead of aluminum so it is lighter": the subject's own
      // alternative keeps its "may" (the invention model reads alternatives from it).
      const subject = /^(?:the|a|an) (.+?) (?:may|can|is|are)\b/i.exec(clause.trim())?.[1] ?? '';
      const plain = withoutDanglingInstead(clause.trim(), invention, isPlural(headOf(subject)));
      out.push(capitalized(plain.replace(/\s+too$/, '')));
      continue;
    }
    out.push(`${OPENER}${withoutDanglingInstead(stated, invention, false)}`);
  }
  return out.map((s) => (/[.!]$/.test(s) ? s : `${s}.`)).join(' ');
}

/**
 * "In some embodiments, the legs … In some embodiments, the drum …": alternate openers, so that no two
 * sentences in a row open alike.
 */
export function variedEmbodiments(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => {
      let previous = '';
      return sentencesOf(paragraph)
        .map((sentence) => {
          const match = /^In (?:some|other) embodiments, /.exec(sentence);
          if (!match) {
            previous = '';
            return sentence;
          }
          const opener = previous === 'In some embodiments, ' ? 'In other embodiments, ' : OPENER;
          previous = opener;
          return opener + sentence.slice(match[0].length);
        })
        .join(' ');
    })
    .join('\n\n');
}
