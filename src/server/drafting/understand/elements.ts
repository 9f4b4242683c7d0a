import type { InventionElement } from '../../../contract';
import {
  asLiteral,
  FIXED_PARTICIPLE,
  isProductNumeral,
  MATERIAL_WORDS,
  PLURAL_ONLY_NOUNS,
  singularWord,
} from '../check/words';
import { newElement } from './new-element';
import { NOT_ELEMENTS, RATING, RATING_UNITS, ratingMeasure } from './part-names';

/** Words told after a part's name that are no word of it: where it is, how it is fixed ("a box wired …"). */
const AFTER_THE_NAME = new RegExp(
  `^(?:inside|outside|underneath|below|above|there|here|too|lined|covered|coated|wrapped|${FIXED_PARTICIPLE})$`,
  'i',
);

/** A machine's water, air or light is what it works on, not one of its parts (a recipe's water is). */
const MEDIA = /^(?:water|air|gas|fluid|liquid|light|power|heat|sound|electricity|current|steam)$/i;

/**
 * The parts of an invention as the model gathers them: a name cleaned of what is not the part ("a 40 watt
 * heater" is the heater, "a small amount of cornstarch" the cornstarch), and one element per part however
 * often and however the inventor names it.
 */

const RATED_AFTER_A_WORD = new RegExp(
  `^(?:(?:the|a|an)\\s+)?[a-z-]+\\s+\\d+(?:\\.\\d+)?(?:\\s+|-)?(?:${RATING_UNITS})\\s+(?=\\S)`,
  'i',
);

/** "electronics": a head noun with no singular. */
const PLURAL_ONLY_HEAD = new RegExp(`^(?:${PLURAL_ONLY_NOUNS})$`, 'i');

/** Names of places and brands that stay capitalized in a part's or an ingredient's name. */
export const PROPER_NAMES = /^(?:Epsom|Crisco|Himalayan|Dijon|Portland|Parmesan|Presta|Schrader|Paris)$/;

export function cleanName(raw: string): { name: string; plural: boolean } | undefined {
  const words = raw
    // "a 40 watt heater": the rating is a measure, not part of the name.
    .replace(RATING, '')
    // ("a flexible 6 watt solar panel": so after a word of what kind it is, which the part's rating,
    // "a flexible 6 watt solar panel", keeps with it.)
    .replace(RATED_AFTER_A_WORD, '')
    // "a VL53L0X time-of-flight sensor": the model number names the bought part, the words name the part.
    .replace(/^(?:(?:the|a|an)\s+)?[A-Z]+\d+[A-Z0-9]*\s+(?=[\w-]+\s+[\w-]+)/, '')
    // "an IMU chip": the chip is the IMU; "an ESP32 chip" is a chip, of that model.
    .replace(/\b([A-Z]{2,}[A-Z0-9]*) chip\b/, (_told, name: string) => (/\d/.test(name) ? 'chip' : name))
    // ("a ring of 24 LEDs around the speaker": the LEDs, however they are laid out.)
    .replace(
      /^(?:(?:the|a|an)\s+)?(?:ring|row|circle|array|grid|column|bank|cluster) of (?:\d+\s+)?(?=[\w-]+s$)/i,
      '',
    )
    // "10 percent soy protein isolate": the share is a measure.
    .replace(/^\d+(?:\.\d+)?\s*(?:percent|%)\s+(?:of\s+)?/i, '')
    // "a small amount of cornstarch": the ingredient is the cornstarch.
    .replace(
      /^(?:(?:a|an|the)\s+)?(?:(?:small|tiny|little|large)\s+)?(?:amount|bit|pinch|dash|splash|touch|drop|few drops) of\s+/i,
      '',
    )
    .replace(
      // ("covered with more cardboard": the cardboard, however much more.)
      /^(?:also\s+)?(?:(?:the|a|an|each|every|its|all|both|one|two|three|four|five|six|seven|eight|nine|ten|several|multiple|some|more|\d+)\s+)+/i,
      '',
    )
    .replace(/\b(?:small|little|big|large|tiny|strong|special|normal|simple|basic|whole|ground)\s+/gi, '')
    // ("the boiling water is poured in": water, boiling as it is added, which the step tells.)
    .replace(/^boiling\s+(?=water$)/i, '')
    // "395 nm LED lamp": the rating is a measure, not part of the name.
    // ("8 oz jars", its number read apart: the jars.)
    .replace(/^(?:\d+(?:\.\d+)?\s*)?(?:nm|mm|cm|mah|ml|kg|inch|inches|amp|oz|lbs?)\s+(?=\S)/i, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    // ("blue Dawn dish soap": a capital inside a name is a brand, which names a product, not the part.)
    .filter(
      (word, i, all) =>
        !(i > 0 && /^[A-Z][a-z]+$/.test(word) && /^[a-z]/.test(all[i - 1]!) && i < all.length - 1),
    )
    // ("Titebond III": a capital before a numeral is a product's name, kept as it is written; so is a
    // proper name, "Epsom salt", whatever the sentence opened with.)
    .map((word, i, all) =>
      /^[A-Z][a-z-]*$/.test(word) && !isProductNumeral(all[i + 1] ?? '') && !PROPER_NAMES.test(word)
        ? word.toLowerCase()
        : word,
    );
  // ("a small box wired …": how it is fixed follows the name, and is no part of it.)
  while (words.length > 1 && AFTER_THE_NAME.test(words[words.length - 1]!)) words.pop();
  if (words.length === 0 || words.length > 4) return undefined;
  // "the remaining ingredients", "the rest": the parts already named, not one more.
  if (/^(?:remaining|rest)$/i.test(words[0]!)) return undefined;
  // ("The ratio is kept about 2 parts cardboard to 1 part scraps": how much of one to the other, no part;
  // a "gear ratio" is the gears'.)
  if (words.length === 1 && /^(?:ratio|proportion)$/i.test(words[0]!)) return undefined;
  // ("7 compartments in a row, one per day": how many for each day, no part.)
  if (/^per$/i.test(words[0]!)) return undefined;
  const head = words[words.length - 1]!;
  // ("Warm hands shape the wrap": a person's warm hands; "hour hand" and a bare "hands" may be parts.)
  if (
    /^(?:hands?|fingers?|palms?|thumbs?|feet)$/i.test(head) &&
    words.length > 1 &&
    words
      .slice(0, -1)
      .every((word) => /^(?:warm|cold|wet|dry|bare|clean|gloved|both|left|right|human)$/i.test(word))
  )
    return undefined;
  // ("The user's foot is slid in": the user's, no part of anything the user uses.)
  if (/^(?:user|users|person|wearer|patient|rider|driver)'s?$/i.test(words[0]!)) return undefined;
  if (NOT_ELEMENTS.test(head) || !/^[A-Za-z][A-Za-z0-9-]*$/.test(head) || head.length < 3) return undefined;
  // "CR2032": a model number names a bought part, not a part of the invention.
  if (words.length === 1 && /^[A-Z]+\d+[A-Z0-9]*$/.test(words[0]!)) return undefined;
  // "PourPal": a brand name is not a part; "a LoRa gateway" is a gateway, whatever its radio's brand.
  const brand = (word: string) => /^[A-Z][a-z]+[A-Z]/.test(word);
  if (brand(head)) return undefined;
  if (words.some(brand)) words.splice(0, words.length, ...words.filter((word) => !brand(word)));
  const singular = singularWord(head);
  // ("The electronics are sealed …": a plural with no singular.)
  const plural = singular !== head.toLowerCase() || PLURAL_ONLY_HEAD.test(head);
  // "CR2032", "LEDs": an acronym keeps its capitals.
  // ("plaster of Paris": a proper name keeps its capital.)
  words[words.length - 1] = /[A-Z].*[A-Z0-9]/.test(head)
    ? head.replace(/s$/, '')
    : PROPER_NAMES.test(head)
      ? head
      : singular;
  return { name: words.join(' '), plural };
}

/** Words that name one kind of part two ways ("a bend sensor" in the landing, "a flex sensor" after). */
const SAME_KIND: Record<string, string> = { bend: 'flex' };

export function sameElement(a: string, b: string): boolean {
  const aw = a
    .toLowerCase()
    .split(' ')
    .map((word) => SAME_KIND[word] ?? word);
  const bw = b
    .toLowerCase()
    .split(' ')
    .map((word) => SAME_KIND[word] ?? word);
  if (aw[aw.length - 1] !== bw[bw.length - 1]) return false;
  const [short, long] = aw.length <= bw.length ? [aw, bw] : [bw, aw];
  return short.every((word) => long.includes(word));
}

export class Elements {
  readonly list: InventionElement[] = [];
  constructor(
    private readonly subject: string,
    /** A machine's water, air or light is what it works on, not one of its parts (a recipe's water is). */
    private readonly mediaAreParts = false,
    /** Where the invention is used ("mailbox", and its "door"): head nouns that name no part. */
    private readonly setting: Set<string> = new Set(),
  ) {}

  /** "the mailbox door" of a sensor that goes inside a mailbox: what it is used in, not a part. */
  inSetting(name: string): boolean {
    return this.setting.has(singularWord(name.toLowerCase().split(' ').pop()!));
  }

  /** "folding sawhorse" is the invention itself, not one of its elements ("wire rack" of a dish rack is). */
  isSubject(name: string): boolean {
    // "crutch tip swings": the invention with a verb the tagger took for a noun.
    if (name.toLowerCase().startsWith(`${this.subject.toLowerCase()} `)) return true;
    // "the app" of an application is the invention, called as the inventor calls it.
    const words = name
      .toLowerCase()
      .split(' ')
      .map((word) => (word === 'app' ? 'application' : word));
    const subject = this.subject
      .toLowerCase()
      .split(/\s+/)
      .map((word) => (word === 'app' ? 'application' : word))
      .map(singularWord);
    // ("the dry mix" of a pancake mix: the whole in a state of its own, named by its head.)
    const [state, ...named] = words;
    if (
      named.length > 0 &&
      /^(?:dry|wet|finished|fresh|raw|mixed|whole)$/.test(state!) &&
      singularWord(named.at(-1)!) === subject.at(-1) &&
      named.every((word) => subject.includes(singularWord(word)))
    )
      return true;
    return words.every((word) => subject.includes(singularWord(word)));
  }

  /** Takes an element out, when there is one: it was read as a part, and is none. */
  drop(element: InventionElement | undefined): void {
    if (element && this.list.includes(element)) this.list.splice(this.list.indexOf(element), 1);
  }

  find(raw: string): InventionElement | undefined {
    const cleaned = cleanName(raw);
    if (!cleaned) return undefined;
    return this.list.find((element) => sameElement(element.name, cleaned.name));
  }

  /** The element a phrase names, added if new (a named list gives the canonical names). */
  get(raw: string, source: string, listed = false): InventionElement | undefined {
    // ("an ESP32": a microcontroller board named by its model, which a dependent claim names.)
    const board = /^(?:(?:an?|the)\s+)?(ESP32|ESP8266|ATmega\d+\w*|ATtiny\d+\w*)$/.exec(raw.trim())?.[1];
    if (board) {
      // (The board the inventor names otherwise, "the board sends a text", is that one.)
      const named = this.list.find((element) =>
        /^(?:(?:controller|control|circuit|microcontroller|main) )?board$|^(?:microcontroller|controller)$/.test(
          element.name,
        ),
      );
      const element = named ?? this.get('microcontroller', source, listed);
      const model = `is an ${board}`;
      if (element && !element.measures.includes(model)) element.measures.push(model);
      return element;
    }
    const cleaned = cleanName(raw);
    if (!cleaned || this.inSetting(cleaned.name)) return undefined;
    // ("There is a V-shaped cradle that centers the pill": "there" names no part.)
    if (/^(?:there|here)$/i.test(cleaned.name)) return undefined;
    // "two steps" of a step stool: a word of its name, counted, names parts of it.
    const counted = () =>
      cleaned.plural &&
      !cleaned.name.includes(' ') &&
      (this.list.some((element) => element.name === cleaned.name) ||
        new RegExp(`\\b(?:two|three|four|five|six|\\d+) ${asLiteral(cleaned.name)}s\\b`, 'i').test(source));
    if (this.isSubject(cleaned.name) && !counted()) return undefined;
    // "10 lights" on a ring are parts; "light" is what they give.
    // ("Leftover water goes back into the bottle": the water in a state, no more a part than the water.)
    if (
      !this.mediaAreParts &&
      !cleaned.plural &&
      MEDIA.test(
        cleaned.name.replace(
          /^(?:leftover|excess|extra|spilled|remaining|unused|used|waste|hot|cold|warm) /,
          '',
        ),
      )
    )
      return undefined;
    // "a 395 nm LED lamp", "a 6 cubic foot poly tub": the rating is a measure of the part.
    const rating = RATING.exec(raw.trim())?.[0]
      .replace(/^(?:the|a|an)\s+/i, '')
      .trim();
    const known = this.list.find((element) => sameElement(element.name, cleaned.name));
    if (known) {
      if (!known.sources.includes(source)) known.sources.push(source);
      const wasListed = known.listed;
      if (listed) known.listed = true;
      // "a 6 cubic foot poly tub", "a steel tube frame" of a tub and a frame already known: what this
      // mention adds (the rating, the material) is theirs too.
      if (rating && !known.measures.some((m) => m.includes(rating.replace(/\D+$/, ''))))
        known.measures.push(ratingMeasure(rating, known.name, !this.mediaAreParts));
      for (const word of cleaned.name.split(' ').filter((w) => MATERIAL_WORDS.test(w)))
        if (!known.name.split(' ').includes(word) && !known.materials.includes(word))
          known.materials.push(word);
      // "the sensors" named first, then "an ultrasonic sensor" in a list or a sentence: the fuller name.
      if (
        (!listed || !wasListed) &&
        cleaned.name.split(' ').length > known.name.split(' ').length &&
        known.name.split(' ').length === 1
      )
        known.name = cleaned.name;
      return known;
    }
    // ("an ESP32 chip": which chip, for a dependent claim.)
    const model = /\b([A-Z]{2,}[A-Z0-9]*\d[A-Z0-9]*) chip\b/.exec(raw)?.[1];
    const element = newElement(cleaned.name, {
      plural: cleaned.plural,
      measures: rating
        ? [ratingMeasure(rating, cleaned.name, !this.mediaAreParts)]
        : model
          ? [`is ${/^[AEFHILMNORSX]/.test(model) ? 'an' : 'a'} ${model} chip`]
          : [],
      sources: [source],
      listed,
    });
    this.list.push(element);
    return element;
  }
}
