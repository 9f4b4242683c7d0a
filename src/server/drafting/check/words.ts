/** Word helpers the checker shares: singular forms and the words that end a noun phrase. */

const IRREGULAR: Record<string, string> = {
  feet: 'foot',
  halves: 'half',
  knives: 'knife',
  shelves: 'shelf',
  leaves: 'leaf',
  teeth: 'tooth',
  people: 'person',
  children: 'child',
  men: 'man',
  women: 'woman',
  mice: 'mouse',
  data: 'data',
  media: 'medium',
  // Singular nouns that end in -s.
  lens: 'lens',
  canvas: 'canvas',
  atlas: 'atlas',
  chassis: 'chassis',
  series: 'series',
  species: 'species',
};

/** "tooth" → "teeth", "child" → "children": the plurals English makes its own way (the irregulars above). */
export const IRREGULAR_PLURAL: Record<string, string> = Object.fromEntries(
  Object.entries(IRREGULAR)
    .filter(
      ([plural, singular]) =>
        plural !== singular && !/s$/.test(plural) && plural !== 'data' && plural !== 'media',
    )
    .map(([plural, singular]) => [singular, plural]),
);

/** "legs" → "leg", "batteries" → "battery", "boxes" → "box"; words that only look plural stay. */
export function singularWord(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (lower.length <= 3 || /(?:ss|us|is|ics|ous|sis)$/.test(lower)) return lower;
  if (/ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|zes|sses)$/.test(lower)) return lower.slice(0, -2);
  if (/s$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

export function singularPhrase(phrase: string): string {
  // ("3D printed parts", "LED strips": a word in capitals keeps them.)
  const words = phrase
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (/\d[A-Z]|[A-Z].*[A-Z]/.test(word) ? word : word.toLowerCase()));
  if (words.length === 0) return '';
  words[words.length - 1] = singularWord(words[words.length - 1]!);
  return words.join(' ');
}

/** Words that end a noun phrase after an article: prepositions, verbs of relation, conjunctions. */
export const PHRASE_END = new Set(
  `of on in at to for from into onto under over between behind below above by with without within through
  along around near against across inside outside toward towards via upon about beneath beside and or but nor
  so that which who whose when where while whereby wherein is are was were be been being has have had does do
  configured adapted arranged operable positioned disposed coupled connected attached mounted secured extending
  having comprising comprises comprise including consisting storing defining received located held selected formed made
  than then not as if once until before after each per its their it they can could may might must shall will
  would should in`
    .split(/\s+/)
    .filter(Boolean),
);

/** The places on a thing a part can sit at ("at the bottom of the mask"), as a regular-expression alternation. */
export const PLACE_NOUNS = 'top|bottom|side|front|back|rear|base|underside|middle|center|rim';

/** What is measured, never a part: "the height", "the level", "the highest reading". */
export const QUANTITY_NOUNS =
  'height|level|temperature|weight|pressure|speed|distance|frequency|count|reading|humidity|volume|depth|angle|rate|voltage|current';

/**
 * A word that cannot stand among the modifiers between an article and its noun: "a hole for the pin" is
 * not "a hole … pin", "a mold into which sawdust" not "a … sawdust".
 */
export function endsModifiers(word: string): boolean {
  const lower = word.toLowerCase();
  return PHRASE_END.has(lower) || lower === 'the' || lower === 'a' || lower === 'an';
}

export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9%°\-\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Sentences of a prose text (a period followed by a capital or digit ends one). */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** "III", "2": the numeral of a product's name ("Titebond III"). */
export function isProductNumeral(word: string): boolean {
  return /^(?:[IVX]+|\d+)$/.test(word);
}

/**
 * "Titebond III is used": a capitalized word before a numeral names a product, kept as it is written (its
 * capital, and no article before it).
 */
export function opensWithProductName(text: string): boolean {
  return /^[A-Z][a-z]+\s+(?:[IVX]+|\d+)\b/.test(text);
}

/** Text to match as itself inside a regular expression (a part named "C++ port" or "(optional) clip"). */
export function asLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Materials a part is often named by ("steel beam"): claim 1 names the part, a dependent its material. */
/** How a part is fixed, told after its name: "a small box wired to the opener button". */
export const FIXED_PARTICIPLE =
  'wired|mounted|attached|connected|fixed|clipped|glued|bolted|screwed|taped|welded|sewn';

/** Participles that say how a part is, as an adjective does ("The seat could be padded"), not what is done to it. */
export const STATE_PARTICIPLES =
  /^(?:padded|insulated|heated|cushioned|lined|coated|weighted|vented|textured|rubberized|spring-loaded)$/;

/** Colors a light glows in, named as things ("The orange is dim"). */
/** The colors a light or a strip is told to show ("turns orange", "green above 1 meter"). */
export const COLORS = 'red|orange|yellow|green|blue|purple|violet|white|amber|pink|cyan|magenta';

export const COLOR_WORD = new RegExp(`^(?:${COLORS})$`, 'i');

export const MATERIAL_WORDS =
  /^(?:red|white|amber|green|blue|yellow|steel|stainless|aluminum|aluminium|plastic|silicone|polycarbonate|rubber|nylon|wooden|wood|glass|ceramic|neoprene|brass|copper|fiberglass|polypropylene|metal|foam|leather|bamboo|titanium|poly|polyethylene|vinyl|pvc|plywood)$/i;

/**
 * "an LED", "a MOSFET", "an 8 mm pin", "a USB port", "a one-way valve": the indefinite article a phrase
 * takes by the sound it opens with. An acronym spelled out letter by letter goes by its first letter's
 * name; one said as a word (MOSFET, LIDAR) goes by that word.
 */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  if (/^(?:MOSFET|LIDAR|RADAR|SONAR|RAM|ROM|SIM|NAND|LASER|MEMS|NFC)\b/.test(phrase)) return 'a';
  // ("an LED", "a U-shaped tube": a capital read by its letter's name.)
  if (/^(?:[A-Z0-9]{2,}|[A-Z]-)/.test(phrase)) return /^[AEFHILMNORSX8]/.test(phrase) ? 'an' : 'a';
  if (/^(?:8|11|18)\b/.test(phrase)) return 'an';
  return /^[aeiou]/i.test(phrase) && !/^(?:one|uni|use|usb|eu)/i.test(phrase) ? 'an' : 'a';
}

/** "an LED", "a MOSFET", "an 8 mm pin": the phrase with its indefinite article. */
export function withArticle(phrase: string): string {
  // ("two outlets": a count is its own determiner.)
  // ("a plurality of rubber feet": a phrase that has its determiner already.)
  if (/^(?:two|three|four|five|six|seven|eight|nine|ten|several|multiple|a plurality of)\s/i.test(phrase))
    return phrase;
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

/** "… Tells Roommates Whose Turn It Is": a told question that ends on its verb, whole. */
/** Steps that combine ingredients into one ("stirring sawdust into the wax"): the writer's and the checker's. */
export const COMBINING_VERBS = 'stirring|mixing|combining|blending|whisking|folding|adding|kneading';

/** Nouns with no singular: "the electronics are sealed", never "an electronics". */
export const PLURAL_ONLY_NOUNS = 'electronics|optics';

export const ASKED_WHOLE = /\b(?:whose|what|which) \S+ it is$/i;
/** "… turns itself on", "… switches off": the particle of a verb of turning on or off, which ends a title whole. */
export const SWITCHED_WHOLE = /\b(?:itself|themselves|turns?|switch(?:es)?|powers?|shuts?) (?:on|off)$/i;

/** "on high", "on defrost": the power a machine runs at; the word before "on high" is an act ("microwave on high"). */
export const POWER_SETTING = /^(?:high|low|medium|full|max|maximum|defrost)$/;
