import type { InventionElement } from '../../../contract';
import { asLiteral, MATERIAL_WORDS } from '../check/words';
import { infinitiveOf, presentOf } from './nlp';
import { withArticleLower } from './sentence-forms';

/**
 * One part, one name: the names an inventor gives a part in passing ("the 12 foot cord", "the tray",
 * "the rubber", "the latch housing", "a ring of LEDs") turned into the name the model and the claims
 * use, and a rating or material in a name read as what it is.
 */

/** Units an inventor rates a part in: "a 40 watt heater", "a 12 foot cord", "a 12-volt plug". */
export const RATING_UNITS =
  'db|nm|mm|cm|m|mah|ml|kg|g|lb|oz|inch|inches|foot|feet|ft|amp|amps|watt|watts|w|volt|volts|v|hz|khz|mhz|ghz|gauge|psi|rpm|micron|microns|blade|blades|way|speed|ply|layer|port|ounce|ounces|pound|pounds|gram|grams|axis|cubic foot|cubic feet|cubic inch|cubic inches|gallon|gallons|liter|liters|quart|quarts|meter|meters|metre|metres|centimeter|centimeters|millimeter|millimeters|yard|yards';
// ("a 10,000 mAh battery": a number with thousands told apart is one number.)
export const RATING = new RegExp(
  `^(?:(?:the|a|an)\\s+)?(?:\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)(?:\\s+|-)?(?:${RATING_UNITS})\\s+(?=\\S)`,
  'i',
);

/** "12 foot" is said "12 feet" once it follows its number. */
function lengthUnit(unit: string, count: string): string {
  const singular = unit
    .toLowerCase()
    .replace(/^feet$/, 'foot')
    .replace(/^inches$/, 'inch')
    .replace(/s$/, '');
  if (Number(count) === 1 || /^(?:mm|cm|m)$/.test(singular)) return singular;
  return singular === 'foot' ? 'feet' : singular === 'inch' ? 'inches' : `${singular}s`;
}

/**
 * What a rating in a part's name says of the part: "a 12 foot cord" is 12 feet long, as a claim says a
 * length; "a 40 watt heater" is a 40 watt heater.
 */
export function ratingMeasure(rating: string, name: string, volumes = false): string {
  const length =
    /^(\d+(?:\.\d+)?)[ -]?(foot|feet|inch|inches|meter|meters|metre|metres|yard|yards|mm|cm|m)$/i.exec(
      rating,
    );
  // "a 2 mm thermoplastic sheet" is 2 mm thick; "a 12 foot cord" is 12 feet long.
  const flat = /\b(?:sheet|plate|film|layer|wall|panel|liner|lining|pad|membrane|foil|board)$/i.test(name);
  // ("a 3 liter reservoir" of an article holds 3 liters; a method's "20 liter bucket" is the step's.)
  const volume = volumes && /^(\d+(?:\.\d+)?)[ -]?(liter|litre|gallon|quart)s?$/i.exec(rating);
  if (volume) return `holds ${volume[1]} ${volume[2]!.toLowerCase()}${Number(volume[1]) === 1 ? '' : 's'}`;
  return length
    ? `is ${length[1]} ${lengthUnit(length[2]!, length[1]!)} ${flat ? 'thick' : 'long'}`
    : `is ${withArticleLower(`${rating} ${name}`)}`;
}

/**
 * "an aluminum blade" that "could be copper": the part is the blade, and aluminum is what it is made of,
 * so no sentence says "the aluminum blade is copper". Only a part with another material told for it is
 * renamed; "a steel drum" with no alternative keeps the name the inventor gave it.
 */
export function withoutMaterialNames(list: InventionElement[]) {
  for (const element of list) {
    const [material, noun, ...more] = element.name.split(' ');
    if (!noun || more.length > 0 || !MATERIAL_WORDS.test(material!)) continue;
    if (list.some((other) => other !== element && other.name.split(' ').pop() === noun)) continue;
    const other = [...element.alternatives, ...element.substitutes.map((s) => s.alternative)];
    if (!other.some((alt) => alt.split(/\s+/).some((word) => MATERIAL_WORDS.test(word)))) continue;
    element.name = noun;
    if (!element.materials.includes(material!)) element.materials.unshift(material!);
    const named = new RegExp(`\\b(the|a|an) ${asLiteral(material!)} ${asLiteral(noun)}\\b`, 'gi');
    for (const each of list)
      for (const key of ['functions', 'relations', 'measures'] as const)
        each[key] = each[key].map((text) => text.replace(named, `the ${noun}`));
  }
}

export function byTwoWordName(text: string, elements: InventionElement[]): string {
  return (
    text
      // ("cuts the UV" of a UV-C LED: an acronym that opens one part's name is that part.)
      .replace(/\bthe ([A-Z]{2,})\b(?!-)/g, (whole, word: string) => {
        const named = elements.filter((e) => e.name.startsWith(`${word}-`));
        return named.length === 1 ? `the ${named[0]!.name}` : whole;
      })
      .replace(
        // ("when the bucket tips": the act of the part named, after it.)
        /\bthe ([a-z-]+)\b(?! [a-z-]+\b(?<!\b(?:toward|to|into|on|in|at|when|and|with|is|are|tips|fills|empties|opens|closes|moves|turns|rises|falls|drops|tilts)))/g,
        (whole, word: string) => {
          if (elements.some((e) => e.name.toLowerCase() === word)) return whole;
          const named = elements.filter((e) => {
            const words = e.name.split(' ');
            return words.length === 2 && words[1] === word && !MATERIAL_WORDS.test(words[0]!);
          });
          return named.length === 1 ? `the ${named[0]!.name}` : whole;
        },
      )
  );
}

export function byMaterialOf(text: string, self: InventionElement, elements: InventionElement[]): string {
  return text.replace(/\bthe ([a-z]+)\b(?! of\b)/g, (whole, word: string) => {
    if (elements.some((e) => e.name.split(' ').pop() === word)) return whole;
    const made = elements.filter(
      (e) => e !== self && e.materials.some((m) => new RegExp(`(?:^|\\s)${asLiteral(word)}$`, 'i').test(m)),
    );
    return made.length === 1 ? `the ${made[0]!.name}` : whole;
  });
}

/** "having the 12 foot cord" of a part called "cord" → "having the cord": its rating is claimed apart. */
export function byPlainName(text: string, elements: InventionElement[]): string {
  return text.replace(
    new RegExp(`\\b(the|a|an) (\\d+(?:\\.\\d+)?(?:\\s+|-)?(?:${RATING_UNITS})) ([a-z][\\w-]*)\\b`, 'gi'),
    (whole, article: string, _rating: string, noun: string) => {
      if (elements.some((element) => element.name.toLowerCase() === noun.toLowerCase()))
        return `${article.toLowerCase() === 'the' ? 'the' : withArticleLower(noun).split(' ')[0]} ${noun}`;
      // ("around a 5 watt speaker" of the bluetooth speaker: the one part of that noun, by its name.)
      const named = elements.filter((element) =>
        element.name.toLowerCase().endsWith(` ${noun.toLowerCase()}`),
      );
      return named.length === 1 ? `the ${named[0]!.name}` : whole;
    },
  );
}

/** "light up a ring of LEDs that count down" → "light up the LED ring that counts down". */
/**
 * "pulls the gate into the latch housing" of a pool gate latch whose part is "a housing": the latch's
 * housing is that part, and the claims name it as they introduced it ("the housing").
 */
export function withOwnPartName(text: string, subject: string, elements: InventionElement[]): string {
  const subjectWords = new Set(subject.toLowerCase().split(/\s+/));
  return text.replace(/\bthe ([a-z-]+) ([a-z-]+)\b/g, (phrase, owner: string, part: string) =>
    subjectWords.has(owner) &&
    elements.some((element) => element.name.toLowerCase() === part) &&
    !elements.some((element) => element.name.toLowerCase() === `${owner} ${part}`)
      ? `the ${part}`
      : phrase,
  );
}

/**
 * "a magnet in the arm" beside "a hinged arm": the part told short is the one named whole, where one
 * part's name is its noun after a participle ("hinged", "padded") and no part is named by the noun alone.
 */
export function byFullName(text: string, elements: InventionElement[]): string {
  return text.replace(
    /\bthe ([a-z-]+)\b(?! [a-z-]+ed\b)/g,
    (phrase, noun: string, at: number, whole: string) => {
      // (Lower case: "LED strip" is no participle.)
      const named = elements.filter((element) => {
        const words = element.name.split(' ');
        return words.length === 2 && words[1]!.toLowerCase() === noun && /^[a-z]{2,}ed$/.test(words[0]!);
      });
      if (named.length !== 1 || elements.some((element) => element.name.toLowerCase() === noun))
        return phrase;
      // (Already whole: "the hinged arm".)
      if (whole.slice(0, at + 4).endsWith(`${named[0]!.name.split(' ')[0]} `)) return phrase;
      return `the ${named[0]!.name}`;
    },
  );
}

export function byOneName(text: string, elements: InventionElement[]): string {
  return text.replace(
    /\b(?:a|an|the) ([a-z-]+) of ([A-Za-z-]+?)s\b(?: that ([a-z]+)\b)?/g,
    (phrase, whole: string, each: string, verb: string | undefined) => {
      const named = elements.find(
        (element) => element.name.toLowerCase() === `${each} ${whole}`.toLowerCase(),
      );
      if (!named) return phrase;
      return `the ${named.name}${verb ? ` that ${presentOf(infinitiveOf(verb))}` : ''}`;
    },
  );
}

/** People and the invention itself are subjects of sentences but never elements of a claim. */
export const NOT_ELEMENTS =
  /^(?:ends?|moms?|mothers?|dads?|fathers?|wi(?:fe|ves)|husbands?|sons?|daughters?|friends?|neighbou?rs?|users?|inventors?|people|persons?|customers?|child(?:ren)?|kids?|parents?|owners?|nurses?|managers?|doctors?|drivers?|therapists?|caregivers?|angles?|coach(?:es)?|trainers?|teachers?|present invention|invention|idea|trick|secret|problem|way|thing|versions?|sizes?|option|result|times?|process|method|step|whole|rest|one|same|other|amount|ones|mixture|mix|batch|slurry|shape|form|pattern|manner|texts?|messages?|notifications?|emails?|alerts?|reminders?|grams?|kilograms?|milliliters?|millilitres?|liters?|litres?|ounces?|pounds?|tablespoons?|teaspoons?|colou?rs?)$/i;

/**
 * "a low-temperature thermoplastic that softens in hot water" and "a thermoplastic sheet": the first is
 * what the sheet is made of, not a second part. An element whose last word is a modifier of another
 * part's name (and never that part's own noun) is that part's material; what it does, the part does.
 */
export function materialsOfParts(list: InventionElement[]): InventionElement[] {
  return list.filter((element) => {
    const words = element.name.toLowerCase().split(' ');
    const noun = words[words.length - 1]!;
    // Only a material ("thermoplastic", "silicone"): "a built-in timer" beside "the timer module" is the
    // module under another name, not what it is made of.
    if (!MATERIAL_WORDS.test(noun) && !/(?:plastic|polymer|resin|composite|alloy|fabric)$/.test(noun))
      return true;
    const part = list.find((other) => {
      const name = other.name.toLowerCase().split(' ');
      return (
        other !== element && name.length >= 2 && name.slice(0, -1).includes(noun) && name.at(-1) !== noun
      );
    });
    if (!part || element.relations.length > 0) return true;
    part.materials.unshift(element.name);
    part.functions.push(...element.functions.filter((fn) => !part.functions.includes(fn)));
    part.sources.push(...element.sources);
    return false;
  });
}

/**
 * "an air bladder inside a memory foam shell", of a pillow whose shell the inventor names: what the shell
 * is made of, told in passing, is the shell's material ("memory foam").
 */
export function materialsInPassing(list: InventionElement[]) {
  for (const element of list)
    for (const text of list.flatMap((each) => [...each.relations, ...each.functions])) {
      const told =
        new RegExp(`\\b(?:a|an|the) ((?:[\\w-]+ ){1,2})${asLiteral(element.name)}\\b`)
          .exec(text)?.[1]
          ?.trim() ?? '';
      if (!told.split(' ').some((word) => MATERIAL_WORDS.test(word))) continue;
      if (list.some((other) => other.name === `${told} ${element.name}`)) continue;
      if (!element.materials.includes(told)) element.materials.push(told);
    }
}
