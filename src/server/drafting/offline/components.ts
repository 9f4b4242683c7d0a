import { withArticle } from './wording';

/**
 * Finds the parts an inventor named ("it has a steel base, two hinges and a silicone seal"), for
 * the claims. Heuristic and conservative: a phrase that does not look like a part is left out.
 */

/** "It has a steel base, two hinges and a seal": a list of parts (but not "having to do …"). */
const LIST_LEAD =
  /\b(?:includes?|including|comprises?|comprising|consists? of|contains?|has|have|having|features?|is made up of|are made up of|uses?|parts are|components are|ingredients are|there (?:is|are))\s+(?!to\s|been\s)(.+?)(?:[.;:]|$)/gi;
const SUBJECT_OF_BUILD =
  /\b(?:the|a|an)\s+((?:[a-z][a-z0-9-]*\s+){0,2}[a-z][a-z0-9-]*)\s+(?:is|are)\s+(?:made|formed|molded|moulded|attached|connected|mounted|coupled|secured|fastened|hinged|glued|welded|bolted|screwed|sewn|printed|wired|located|positioned|held|bonded|embedded)\b/gi;

/** Words that end a part's name. */
const STOP = new Set(
  'that which who with without made attached connected mounted on in at to for from inside into under over between behind below above onto by so because while when where if is are was were be can could will would should may might must has have had it its they them their this these those each per via through along around near against like as than then also and or but not each'.split(
    ' ',
  ),
);
/** Leading words that are not part of the name. */
const LEAD =
  /^(?:a|an|the|one|two|three|four|five|six|seven|eight|nine|ten|several|multiple|some|many|a few|a couple of|\d+|at least \w+)\s+/i;
/** Words that cannot be a part on their own. */
const NOT_PARTS = new Set(
  'it way thing things lot bit kind sort time problem idea front back label shelf size version minute minutes day days week weeks user users people inventor invention present part parts piece pieces side end top bottom use one ones option options feature features problem problems design need needs fact reason something anything everything nothing'.split(
    ' ',
  ),
);
/** Measures and quantities ("of water") introduce a part after "of". */
const OF_HEADS =
  /^(?:pair|set|series|plurality|layer|piece|strip|sheet|row|array|bundle|coil|length|block|bag|cup|tablespoons?|teaspoons?|grams?|ml|cups?)$/i;

function cleanPart(raw: string): string | undefined {
  let phrase = raw.trim().replace(/^[,\s]+|[,\s]+$/g, '');
  for (let i = 0; i < 3; i += 1) phrase = phrase.replace(LEAD, '');
  const words = phrase.split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    const stripped = word.replace(/[^A-Za-z0-9-]/g, '');
    // Acronyms and ratings (12V, USB-C, LED) keep their letters; ordinary words are lower-cased.
    const bare = /^[A-Z]?[a-z-]*$/.test(stripped) ? stripped.toLowerCase() : stripped;
    if (!bare) break;
    if (bare === 'of' && kept.length > 0 && OF_HEADS.test(kept[kept.length - 1]!)) {
      kept.push('of');
      continue;
    }
    if (STOP.has(bare.toLowerCase()) || bare === 'of') break;
    kept.push(bare);
    if (kept.length >= 4) break;
  }
  while (kept.length > 0 && /^(?:of|and|or)$/.test(kept[kept.length - 1]!)) kept.pop();
  if (kept.length === 0) return undefined;
  const last = kept[kept.length - 1]!;
  if (NOT_PARTS.has(last) || /(?:ly|ing)$/.test(last) || /^\d/.test(last) || last.length < 3)
    return undefined;
  if (kept.some((word) => /^(?:the|present|invention|user|inventor)$/.test(word))) return undefined;
  return kept.join(' ');
}

/** Nouns that name a physical or software part; a phrase ending in one is a part wherever it appears. */
const PART_HEADS =
  'beam|legs?|sleeves?|brackets?|locks?|level|feet|foot|levers?|hinges?|housings?|base|lid|frame|sensors?|modules?|battery|batteries|motors?|app|server|database|engine|service|dashboard|interface|connectors?|mask|ring|buzzer|valves?|filters?|clips?|body|bowl|bottles?|gel|peppers|vinegar|salt|garlic|seals?|springs?|handles?|screen|display|controller|processor|circuit|board|panels?|cover|cap|tubes?|tubing|pipes?|pump|fan|wheels?|straps?|pads?|plates?|rods?|shafts?|arms?|buttons?|switch|magnets?|container|chamber|nozzle|blades?|cord|cable|port|camera|lights?|LEDs?|antenna|tray|box|case|pocket|layers?|film|coating|membrane|mesh|rail|carabiner|thermistor|reservoir|tank|cartridge|chip|transmitter|receiver|speaker|microphone|harness|bracket|mount|stand|platform|seat|cushion|liner|insert|lens|mirror|nut|bolts?|screws?|pins?|gears?|belt|chain|drum|roller|piston|cylinder|hose|trigger|knob|dial|keypad|charger|adapter';
const NOUN_PHRASE = new RegExp(
  `\\b(?:a|an|the|each|two|three|four|five|six|ten|its|one)\\s+((?:[A-Za-z0-9][A-Za-z0-9-]*\\s+){0,3}(?:${PART_HEADS}))\\b`,
  'gi',
);

/** The distinct parts named in a text, in order of first mention, at most `limit`. */
export function extractComponents(text: string, limit = 10): string[] {
  const found: string[] = [];
  const add = (raw: string) => {
    const part = cleanPart(raw);
    if (!part) return;
    const key = singular(part);
    if (found.some((known) => singular(known) === key || singular(known).endsWith(` ${key}`))) return;
    // A fuller name of a part already found ("beam" → "steel beam") replaces it in place.
    const shorter = found.findIndex((known) => key.endsWith(` ${singular(known)}`));
    if (shorter === -1) found.push(part);
    else found[shorter] = part;
  };
  for (const match of text.matchAll(LIST_LEAD)) {
    for (const item of match[1]!.split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+plus\s+/i)) {
      // A list item is a short name ("a steel base"), not a clause ("the chia also makes it thicker"),
      // and never a negation ("no gums").
      if (item.trim().split(/\s+/).length <= 5 && !/^(?:no|not|none)\b/i.test(item.trim())) add(item);
    }
  }
  for (const match of text.matchAll(SUBJECT_OF_BUILD)) add(match[1]!);
  for (const match of text.matchAll(NOUN_PHRASE)) add(modifiersAndHead(match[1]!));
  return found.slice(0, limit);
}

function singular(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/feet$/, 'foot')
    .replace(/(?<=[^s])s$/, '');
}

/** Keeps only the words right before the head that can modify it ("bolted to a hinge" → "hinge"). */
function modifiersAndHead(phrase: string): string {
  const words = phrase.split(/\s+/);
  let start = words.length - 1;
  while (start > 0 && !STOP.has(words[start - 1]!.toLowerCase()) && !/(?:ly|ed)$/i.test(words[start - 1]!))
    start -= 1;
  return words.slice(start).join(' ');
}

/** Whether a part's name is a plural ("telescoping legs", "rubber feet"). */
function isPlural(part: string): boolean {
  const last = part.split(' ').pop()!;
  return (
    (/[^su]s$/.test(last) && !/(?:ss|us|is|ics|ous)$/.test(last)) || /^(?:feet|teeth|people)$/.test(last)
  );
}

/** A part as prose names it: "a steel beam", "telescoping legs". */
export function proseElement(part: string): string {
  return isPlural(part) ? part : withArticle(part);
}

/** "legs" → "a plurality of legs"; "frame" → "a frame". */
export function claimElement(part: string): string {
  if (isPlural(part) && !/^(?:pair|set|series|plurality|layer|piece|strip|sheet|row|array)\b/.test(part)) {
    return `a plurality of ${part}`;
  }
  return withArticle(part);
}
