import type { InventionElement } from '../../../contract';
import {
  asLiteral,
  IRREGULAR_PLURAL,
  indefiniteArticle,
  PLURAL_ONLY_NOUNS,
  withArticle,
} from '../check/words';
import { canBeVerb, gerundOf, infinitiveOf, pastParticipleOf, presentOf, tokens } from '../understand/nlp';

/** Small pieces of claim language shared by the claim and abstract writers. */

export { withArticle };

export function pluralOf(name: string): string {
  // ("the electronics", "the optics": a plural of its own.)
  if (PLURAL_ONLY.test(name)) return name;
  // ("wheel chock for RVs" → "wheel chocks for RVs": the head before what it is for takes the plural.)
  const purpose = /^((?:[\w-]+ )*[\w-]+)( for [\w -]+)$/.exec(name);
  if (purpose) return `${pluralOf(purpose[1]!)}${purpose[2]}`;
  // ("a row of teeth": a plural of its own making.)
  const last = name.split(' ').pop()!;
  const irregular = IRREGULAR_PLURAL[last];
  if (irregular) return `${name.slice(0, -last.length)}${irregular}`;
  if (/(?:s|x|z|ch|sh)$/.test(name)) return `${name}es`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  if (/foot$/.test(name)) return name.replace(/foot$/, 'feet');
  // ("basil leaf" → "basil leaves", "knife" → "knives"; "roof", "chef" keep their f.)
  if (/(?:^|\s)(?:leaf|loaf|half|shelf|calf|wolf|thief|sheaf)$/.test(name)) return `${name.slice(0, -1)}ves`;
  if (/(?:^|\s)(?:knife|life|wife)$/.test(name)) return `${name.slice(0, -2)}ves`;
  return `${name}s`;
}

/** How an element is first named in a claim: "a cam lock", "a plurality of telescoping legs". */
export function introduce(element: InventionElement): string {
  // ("electronics sealed in a plastic tray": a plural of its own is counted by nobody.)
  if (PLURAL_ONLY.test(element.name)) return element.name;
  return element.plural ? `a plurality of ${pluralOf(element.name)}` : withArticle(element.name);
}

/** A name ending on a noun with no singular ("electronics"). */
export const PLURAL_ONLY = new RegExp(`(?:^|\\s)(?:${PLURAL_ONLY_NOUNS})$`);

/** How it is named afterwards. */
export function refer(element: InventionElement): string {
  return element.plural ? `the ${pluralOf(element.name)}` : `the ${element.name}`;
}

/** Verb agreement with an element: "the legs comprise", "the beam comprises". */
export function agree(element: InventionElement, singular: string, plural: string): string {
  return element.plural ? plural : singular;
}

/** Words that would make a claim indefinite or subjective; removed when they only qualify. */
const QUALIFIERS =
  /\b(?:small|little|big|large|strong|nice|really|just|very|easily|quickly|automatically|simply|typical|standard|cheap|inexpensive)(?:\s+|$)/gi;
/** Words that make a phrase unusable in a claim at all ("can" the modal, not "a paint can"). */
const UNUSABLE =
  /\b(?:can(?=\s+[a-z])(?<!\b(?:a|an|the|paint|gallon|quart|soda|tin|trash|metal|steel|standard|each)\s+can)|could|may|might|such as|for example|e\.g\.|preferably|instead|etc|optionally|like|something|stuff|whatever|someone|it|its|they|them|their|you|your|the user|users|the inventor|the same way|comes? in \d+)\b/i;

/** "make the pin drops" → "make the pin drop": after make, let or help the second verb is bare. */
export function causedInBareForm(phrase: string): string {
  return phrase.replace(
    /\b((?:make|makes|let|lets|help|helps) the (?:[\w-]+ )?[\w-]+) ([a-z]{3,}[^s])s\b/g,
    '$1 $2',
  );
}

/**
 * "stretch that plant schedule": a demonstrative points at what the chat was about; a claim names it
 * ("stretch the plant schedule"). Only "that" after a verb and before a noun, not "determine that the …"
 * or "a sensor that detects …".
 */
function withoutDemonstrative(phrase: string): string {
  if (!/\bthat [a-z]/.test(phrase)) return phrase;
  const list = tokens(phrase);
  const at = list.findIndex(
    (token, i) =>
      token.lower === 'that' &&
      i > 0 &&
      list[i - 1]!.tags.has('Verb') &&
      !list[i - 1]!.tags.has('Noun') &&
      !!list[i + 1]?.tags.has('Noun') &&
      !list[i + 1]!.tags.has('Verb') &&
      !list[i + 1]!.tags.has('Pronoun') &&
      !list[i + 1]!.tags.has('Determiner') &&
      // ("check that nothing is in the way": after a verb of knowing, "that" opens what is known.)
      !/^(?:check|checks|ensure|ensures|verify|verifies|confirm|confirms|determine|determines|detect|detects|sense|senses|see|sees|know|knows|show|shows)$/.test(
        list[i - 1]!.lower,
      ) &&
      !/^(?:nothing|something|anything|everything|nobody|someone|no one)$/.test(list[i + 1]!.lower),
  );
  if (at < 0) return phrase;
  // The how-manieth "that" of the phrase it is, replaced where it stands.
  let nth = list.slice(0, at).filter((token) => token.lower === 'that').length;
  return phrase.replace(/\bthat\b/g, (word) => (nth-- === 0 ? 'the' : word));
}

/**
 * "go in an elbow brace", of a knee brace: another product of the same kind the invention may be built into,
 * which neither a claim to this one nor an embodiment of it can say it does.
 */
export function intoAnotherOfItsKind(option: string, subject: string): boolean {
  return new RegExp(
    `^(?:go|goes|fit|fits|be used|be built) (?:in|into) (?:an?|the) [\\w-]+ ${asLiteral(subject.split(' ').pop()!)}$`,
  ).test(option);
}

/** A phrase fit for a claim, or undefined. */
export function claimable(phrase: string): string | undefined {
  const cleaned = phrase
    // ("adding water a small amount at a time until the mixture holds together": how slowly is the
    // description's; when to stop says how much.)
    .replace(/ a (?:small |little )?(?:amount |bit )?at a time\b/g, '')
    // ("a curved plastic frame shaped like a half tube": a named shape bounds it as well as any word.)
    .replace(/\bshaped like (an? (?:half |quarter )?[a-z]+)$/i, 'shaped as $1')
    // "check overtime limits, like no more than 60 hours a week": the example stays in the description.
    .replace(/,?\s+(?:like|such as|for example|e\.g\.)\s.*$/i, '')
    // ("out a drain port instead of into the hose when turned": where it does not go is the description's.)
    .replace(
      /\s+instead of (?:into|through|onto|to|out of) (?:the|a|an) [\w-]+(?: [\w-]+)?(?= when\b| once\b| if\b|$)/i,
      '',
    )
    // ("flipping the hinged arm down with the user's foot": a user's, in a claim's words.)
    .replace(/\bwith the user's (foot|feet|hands?|fingers?|thumb|knee|heel|toes?)\b/g, "with a user's $1")
    // ("stretches to about 1.5 times its size": of itself, in a claim's words.)
    // ("rolling the can on its side": a side of itself.)
    .replace(
      // ("a chart of its frequency": so is what is measured of it.)
      /\bits (size|length|width|diameter|weight|height|shape|form|color|texture|side|lip|rim|edge|end|top|bottom|underside|base|frequency|temperature|level|status|history|usage|speed)\b/gi,
      'a $1 thereof',
    )
    // ("6 mm thick at the heel and 3 mm at the edges": the edges of the thing itself.)
    .replace(/\bat the (edges|sides|ends|corners)\b/g, 'at $1 thereof')
    // ("plugs into the wall with a 5 volt adapter": a wall, one of many.)
    .replace(/\b(plugs?|plugged|plugging) into the wall\b/g, '$1 into a wall')
    // ("keeping the ratio about 2 parts cardboard to 1 part scraps": a ratio of so much to so much.)
    .replace(/\bratio (?=(?:about |around |roughly |approximately )?\d)/g, 'ratio of ')
    // ("gives potassium and some natural sweetness": how much, unbounded, is no limitation; the thing is.)
    .replace(/\b(and|gives?|adds?|provides?) some (?=[a-z]+ [a-z]+\b|[a-z]+$)/g, '$1 ')
    // ("rolling the can … every few days": how often, with no number to bound it, is the description's.)
    .replace(/\s+every (?:few|couple of|several) (?:minutes|hours|days|weeks)\b/, '')
    // ("to give the dog its flea and heartworm medications": given to it, in a claim's words.)
    .replace(
      /\b(give|feed|hand|bring|serve)( (?:the|a|an) [\w-]+) (?:its|their) ((?:[\w-]+ )*?[\w-]+)$/i,
      '$1 $3 to$2',
    )
    // ("blow air up past the heads after the user puts one back": when, by what the user does, is the
    // description's.)
    .replace(/\s+after (?:the|a) user (?:puts|sets|places|hangs) (?:one|it|them) (?:back|down|in|away)$/i, '')
    // ("watch how much power the sump pump draws": what a sensor watches of a thing, measured.)
    .replace(
      /\b(watch|watches|watching|monitor|monitors|monitoring|track|tracks|tracking) how much (power|current|water|air|gas|fuel|electricity) ((?:the|a|an) (?:[\w-]+ )?[\w-]+) (?:draws|uses|pulls|consumes)\b/g,
      (_told, verb: string, what: string, thing: string) =>
        `${/ing$/.test(verb) ? 'measuring' : /s$/.test(verb) ? 'measures' : 'measure'} ${what === 'electricity' ? 'power' : what} drawn by ${thing}`,
    )
    // ("wiping the blade to get the gray dust off": what is got off is removed, in a claim's words.)
    .replace(/\bto get (the |any |all )?((?:[\w-]+ ){0,2}[\w-]+) (?:off|out|away)\b/g, 'to remove $1$2')
    // ("fills the compartment as usual": how else it is done is no limitation.)
    .replace(/,?\s+as usual$/i, '')
    // ("stick to the leaves instead of running off": what it keeps from happening is the description's.)
    .replace(/\s+instead of [a-z]+ing\b.*$/i, '')
    // ("settle overnight after the second stage": steps claimed in order say when; a stage the claim never
    // named says nothing.)
    .replace(/\s+after (?:the|a) (?:first|second|third|last|final) (?:stage|step|round|pass)\b/i, '')
    // ("… in the fridge for 3 days before eating": what follows the making is no part of it.)
    .replace(/\s+before (?:eating|serving|use|using)(?: (?:it|them))?$/i, '')
    // ("rolls up into a box like a blind": what it is like says nothing a claim can bound.)
    .replace(/\s+like (?:a|an) [\w-]+$/i, '')
    // "spin when the dog pushes it with its nose": what is done to the part, whoever does it ("when pushed").
    .replace(
      // ("grip the bowl edge when the user stretches it over": "when stretched over".)
      /\s+(when|once|if) (?:the|a) [\w-]+ ([a-z]+s) (?:it|them)( (?:over|on|off|in|out|up|down|back))?(?: with (?:its|his|her|their) [\w-]+)?$/i,
      (told, when: string, verb: string, particle = '') => {
        const done = pastParticipleOf(infinitiveOf(verb));
        return done ? ` ${when} ${done}${particle}` : told;
      },
    )
    // ("line a hole up with the jar when a user twists the top a quarter turn": "when the top is twisted a
    // quarter turn", what is done to the part, whoever does it.)
    .replace(
      // ("when a user pushes the collar up": the collar, pushed up.)
      /\s+(when|once|if) (?:the|a) user ([a-z]+s) (the (?:[\w-]+ )?(?!(?:back|over|down|up|open|shut|closed)\b)[\w-]+)((?: (?:a|an|one) (?:quarter|half|full) turn)?(?: (?:back|over|down|up|open|shut|closed))?)$/i,
      (told, when: string, verb: string, thing: string, rest: string) => {
        const done = pastParticipleOf(infinitiveOf(verb));
        return done ? ` ${when} ${thing} is ${done}${rest}` : told;
      },
    )
    // ("catch the scraps when a user pushes the scraps through the slot": "catch the scraps pushed
    // through the slot", what is done to them, whoever does it.)
    .replace(
      /^([a-z]+ (?:the )?([\w-]+)) (?:when|as|once) (?:the|a) [\w-]+ ([a-z]+s) (?:the \2|them|it) ((?:through|into|onto|over|under|off|out of|down|up|across|along) .+)$/,
      (told, act: string, _thing: string, verb: string, where: string) => {
        const done = pastParticipleOf(infinitiveOf(verb));
        return done ? `${act} ${done} ${where}` : told;
      },
    )
    // ("a side pocket where the phone goes": a pocket for a phone, what it is there for.)
    .replace(
      /\b(pocket|slot|sleeve|compartment|holder|tray|bay) where (?:the|a|an|your) ([a-z]+) (?:goes|sits|fits|rides|stays)\b/g,
      '$1 for a $2',
    )
    // ("how many days a week the user can run": a count the claim names, "a number of running days per
    // week", no question and no "can".)
    .replace(
      /\bhow many (days|hours|times|nights) (?:a|per|each) (day|week|month)(?: (?:the user|a user|you) can ([a-z]+))?\b/g,
      (_told, unit: string, span: string, verb?: string) =>
        `a number of ${verb && canBeVerb(verb) ? `${gerundOf(verb)} ` : ''}${unit} per ${span}`,
    )
    .replace(QUALIFIERS, '')
    .replace(/\s+/g, ' ')
    // ("in a small ABS box", "a large oak board": the article agrees with the word that follows it now.)
    .replace(/\ba (?=([\w-]+))/g, (told, next: string) => (indefiniteArticle(next) === 'an' ? 'an ' : told))
    .replace(/[,;:.]+$/, '')
    // "start when": a condition cut off by a pronoun says nothing.
    .replace(/\s+(?:when|once|until|if|so|that|because|while|since|before|after)$/i, '')
    .trim();
  // ("repeating the last workout a user finished when the user misses a run": the user is introduced.)
  const introduced = cleaned.search(/\ba user\b/);
  // ("soften when it rains": the weather's "it", which names nothing.)
  const judged = (
    introduced >= 0
      ? cleaned.slice(0, introduced) + cleaned.slice(introduced).replace(/\bthe user\b/g, 'a user')
      : cleaned
  )
    .replace(/\b(?:when|if|once|until|after) it (?:rains|snows|freezes|thaws)\b/g, 'when raining')
    // ("sending a notification when it is time to go": the hour's "it", which names nothing either.)
    .replace(/\bwhen it is time to\b/g, 'at the time to');
  if (!cleaned || UNUSABLE.test(judged)) return undefined;
  // "wind the hose in": the particle before its object, so no claim element ends on it ("wind in the hose").
  const particleFirst = cleaned.replace(
    // ("turn the LED flashlight on": "turn on the LED flashlight".)
    // (Not "the episode the user is on": a noun after its article, and a clause that ends on its preposition.)
    /(?<!\b(?:the|a|an|each|every) )\b([a-z]+) ((?:the|a|an) (?:[\w-]+ ){0,2}?(?!(?:is|are|was|were)\b)[\w-]+) (in|up|back|on|off)$/,
    // ("keep the roots from coming back": a particle after a preposition's object is that verb's.)
    // ("goes past the target angle and back": "and back" is the way back, no particle of "past".)
    (told, verb: string, object: string, particle: string) =>
      canBeVerb(verb) &&
      !/^(?:past|over|through|across|around|along|under|above|below)$/.test(verb) &&
      !/ (?:and|or)$/.test(object) &&
      !/\b(?:from|to|into|onto|with|of|for|at|by)\b/.test(object)
        ? `${verb} ${particle} ${object}`
        : told,
  );
  return causedInBareForm(withoutDemonstrative(particleFirst));
}

/**
 * "building a running plan for a first 5K", "making a plan": what a step makes ("plan"), whatever the
 * verb, so two steps that make one thing are one step.
 */
export function thingMade(step: string): string | undefined {
  return /^(?:making|building|creating|generating|producing) (?:an?|the) (?:[\w-]+ ){0,3}?([\w-]+)(?= (?:for|that|with|from|of|in|to)\b|$)/.exec(
    step,
  )?.[1];
}

/** "two weeks", "ten minutes": a span told in words, a number all the same. */
export const SPAN_IN_WORDS =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve) (?:seconds?|minutes?|hours?|days?|weeks?|months?)';

/** How long a step takes, told in words: "for an hour", "for another two days", "for a few minutes". */
export const FOR_SPAN_IN_WORDS =
  /\bfor (?:another |about |around )?(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|several) (?:more )?(?:seconds?|minutes?|hours?|days?|weeks?|months?)\b/;

// ("2K UV clear coat": a number glued to a capital names a kind of product, and stays; "4 by 15 cm" is one
// size.)
const MEASURE =
  /(?:\b(?:about|approximately|up to|at least|under|over|more than|less than|below|above|within|every)\s+)?(?<![A-Za-z0-9])(?!\d+[A-Z]\b)\d[\d.,/]*(?:\s*(?:to|-|by|x)\s*\d[\d.,]*)?(?:\s*(?:percent|%|degrees?(?:\s+(?:celsius|fahrenheit|c|f)\b)?|°\s*[cf]?|times a second|minutes?|seconds?|hours?|days?|weeks?|months?|years?|inches|inch|feet|liters?|grams?|gauge|watts?|volts?|amps?|cups?|tablespoons?|teaspoons?|tbsp|tsp|ounces?|oz|pounds?|lbs?|quarts?|pints?|gallons?|mah|psi|rpm|nm|mm|cm|km|ml|kg|ft|miles?|meters?|m\/s2|hz|khz|mhz|ghz|bar|mbar|kpa|mpa|megapascals?|kilopascals?|micron|microns|mils?|times|parts?|in|g|l|m|v|w|c|f)\b(?:\s+of\b)?)?(?:\s+(?:by weight|moisture|wide|long|across|thick|deep|high|absolute))?/gi;

const CHANGE_VERBS = /^(?:rises|falls|drops|increases|decreases|changes|shifts|spikes|stops|starts)$/;

/**
 * "flagging the hive when a dominant frequency rises by more than 10 percent over three days or piping
 * shows up …" → "flagging the hive when a dominant frequency rises": the condition, broadly, is a change
 * of a quantity; its amount and its other cases go to dependent claims. A condition that says nothing
 * without its numbers ("when a deceleration exceeds") is left for the cut below.
 */
function broadCondition(phrase: string): string {
  const condition =
    /\s+(when|once|if)\s+((?:a|an|the)\s+(?:[\w-]+\s+){0,2}?[\w-]+)\s+([a-z]+s)\b([^,;]*\d[^,;]*)$/i.exec(
      phrase,
    );
  if (!condition || !CHANGE_VERBS.test(condition[3]!)) return phrase;
  return `${phrase.slice(0, condition.index)} ${condition[1]} ${condition[2]} ${condition[3]}`;
}

/** "mixing 60 percent HDPE flakes with 40 percent sawdust in a blender for 5 minutes" → "mixing HDPE flakes with sawdust in a blender": numbers go to dependent claims. */
export function withoutNumbers(phrase: string): string {
  // "keep the mold at or below 35 degrees Celsius": the bound is what it does; without it nothing is left.
  if (/\bat or (?:below|above)\s+\d/.test(phrase)) return phrase;
  // "keep the room between 15 and 25 degrees Celsius": the range kept is the step; without it, "keep the room".
  if (
    /\b(?:keep|keeps|keeping|hold|holds|holding|maintain|maintains|maintaining)\b.*\bbetween\s+(?:minus\s+)?\d/.test(
      phrase,
    )
  )
    return phrase;
  // ("keeping the grill around 90 C for about 2 hours": the temperature kept is the step; how long, a
  // dependent's.)
  if (
    /\b(?:keep|keeps|keeping|hold|holds|holding)\b.*\b(?:at|around)\s+(?:about\s+)?\d+(?:\.\d+)?\s*(?:C|F|degrees)\b/.test(
      phrase,
    )
  )
    return phrase.replace(/\s+for (?:about |around )?\d+(?:\.\d+)? (?:seconds?|minutes?|hours?|days?)\b/, '');
  // "put no more than 4 dogs in a group": without the bound, "no dogs".
  if (/\bno (?:more|fewer|less) than\s+\d/.test(phrase)) return phrase;
  // "a tool more than 14 days late": the bound is what "late" means here; without it, "a tool late".
  if (
    /\b(?:more|less|fewer) than\s+\d+(?:\.\d+)?\s+[a-z]+\s+(?:late|old|overdue|early|past due)\b/.test(phrase)
  )
    return phrase;
  let cut = broadCondition(phrase)
    // ("sending a reminder on the first of the month": which day, told in words, is a dependent's too.)
    .replace(/\s+on the (?:first|last) (?:day )?of (?:the|each|every) month\b/g, '')
    // ("sanding it smooth with 120 grit": a grit is of sandpaper, whose number is a dependent's.)
    .replace(
      /\bwith (?:about )?\d+ grit(?: sandpaper| sanding paper| paper)?(?=$|[,.;]| (?:after|before|until|once|when|and)\b)/g,
      'with sandpaper',
    )
    // ("with washing soda at about 20 grams per liter": how much of it, a dependent's.)
    .replace(
      /\s+at (?:about |around )?\d+(?:\.\d+)? (?:grams?|g|ml|milliliters?|tablespoons?|teaspoons?|cups?|ounces?|oz) per (?:liter|litre|gallon|quart|cup|kilo|kilogram|pound)\b/g,
      '',
    )
    // ("when humidity jumps more than 10 percent in 2 minutes": a jump that fast is what sets it off, so the
    // bound stays, as a threshold over a set time; the numbers are a dependent's.)
    .replace(
      /\b(jumps?|jumping|rises?|rising|increases?|increasing|climbs?|climbing|drops?|dropping|falls?|falling) (?:by )?(?:more than|over) (?:about )?\d+(?:\.\d+)? ?(?:percent|%|degrees)(?: [a-z]+)? (?:in|within) (?:about )?\d+(?:\.\d+)? (?:seconds?|minutes?|hours?)\b/g,
      '$1 by more than a threshold amount within a set time',
    )
    // ("until humidity drops back to within 5 percent of where humidity started": back near where it was,
    // by a margin a dependent gives.)
    .replace(
      /\bwithin (?:about )?\d+(?:\.\d+)? ?(?:percent|%|degrees) of where\b/g,
      'within a margin of where',
    )
    // ("keeping each dog under 10 kg apart from any dog over 30 kg": a bound on each side, without the numbers.)
    .replace(
      /\b([a-z]+) (?:under|below) (?:about )?\d+(?:\.\d+)? ?(?:kg|kilograms?|lbs?|pounds?|g|grams?) apart from (any|each|every) \1 (?:over|above) (?:about )?\d+(?:\.\d+)? ?(?:kg|kilograms?|lbs?|pounds?|g|grams?)\b/g,
      '$1 under a first weight apart from $2 $1 over a second weight',
    )
    // ("steaming the oak strips for one hour per 25 mm of thickness": a time by how thick, a dependent's.)
    .replace(
      /\s+for (?:about )?(?:\d+(?:\.\d+)?|one|an?|two|three|half an?) (?:seconds?|minutes?|hours?|days?) per (?:\d+(?:\.\d+)? ?)?[a-z]+(?: of [a-z]+)?/g,
      '',
    )
    // ("turn blue above 40 C": a color change at a temperature is how it tells, so the bound stays, as a
    // threshold; the number is a dependent's.)
    .replace(
      /\b((?:turns?|turning|changes?|changing|goes|going|glows?|glowing) (?:to )?(?:blue|red|green|yellow|orange|purple|pink|white|black|clear|dark)) (above|below|over|under) (?:about )?\d+(?:\.\d+)? ?(?:degrees (?:celsius|fahrenheit|c|f)|degrees|°\s*[cf]?|c|f)\b/gi,
      '$1 $2 a threshold temperature',
    )
    // ("cuts the heater off at 70 degrees Celsius": the cutoff is what the thermostat is for, so the bound
    // stays, as a threshold; the temperature is a dependent's.)
    .replace(
      /\b((?:cuts?|cutting|shuts?|shutting|switch(?:es)?|switching|turns?|turning) (?:the |its )?(?:[\w-]+ )?[\w-]+ off) at (?:about )?\d+(?:\.\d+)? ?(?:degrees (?:celsius|fahrenheit|c|f)|degrees|°\s*[cf]?)(?![\w-])/gi,
      '$1 at a threshold temperature',
    )
    // ("push the grid out when the handles open past 180 degrees": opening that far is how it works, so
    // the bound stays, as a threshold; the angle is a dependent's.)
    .replace(
      /\b(opens?|opened|rotates?|rotated|tilts?|tilted|swings?|swung|pivots?|pivoted|folds?|folded) (past|beyond) (?:about )?\d+(?:\.\d+)? degrees\b/g,
      '$1 $2 a threshold angle',
    )
    // ("beep when the door stays open past 60 seconds": staying open that long is what sets it off, so the
    // bound stays, as a threshold; the time is a dependent's.)
    .replace(
      /\b((?:stays?|staying|remains?|remaining|is left|are left|is|are) (?:open|closed|shut|on|off)) (past|longer than|more than|over|beyond) (?:about )?\d+(?:\.\d+)? (?:seconds?|minutes?|hours?)\b/g,
      '$1 $2 a threshold time',
    )
    // ("jump from 20 lumens to 200 lumens": what the change is, without how much, "get brighter".)
    .replace(
      /\b(jump|go|step|increase|rise)(s?) from (?:about )?\d+(?:\.\d+)? lumens to (?:about )?\d+(?:\.\d+)? lumens\b/g,
      (_told, _verb: string, s: string) => `get${s} brighter`,
    )
    // ("pulls 10 watts from a USB-C cable": what it draws, without how much, is power; so is current.)
    .replace(
      /\b(draw|pull|take|consume)(s?) (?:about |up to )?\d+(?:\.\d+)?\s*(watts?|W|amps?|A|milliamps?|mA)(?= from\b)/g,
      (_told, verb: string, s: string, unit: string) =>
        `${verb}${s} ${/^(?:w|watts?)$/i.test(unit) ? 'power' : 'current'}`,
    )
    // ("adding 80 percent of the methoxide …, then the other 20 percent of the methoxide": a two-stage
    // addition is claimed by its portions, their shares a dependent's.)
    .replace(/\bthe (?:other|remaining) \d+(?:\.\d+)? percent of\b/g, 'a remaining portion of')
    // ("stirring for an hour", "applying a current for two hours": a time told in words is a number too.)
    .replace(new RegExp(`\\s+${FOR_SPAN_IN_WORDS.source}`, 'g'), '')
    // ("soaking the junk mail in water overnight": so is "overnight".)
    .replace(/\s+overnight\b/g, '')
    // ("packing the leaves into a tray about two thirds full": how full, told in words, a dependent's.)
    .replace(/\s+(?:about |around |roughly )?(?:one|two|three) (?:half|halves|thirds?|quarters?) full\b/g, '')
    // ("sending a reminder an hour before the slot starts": how long before, a dependent's.)
    .replace(/\s+(?:an?|one) (?:minute|hour|day|week) (?=(?:before|after)\b)/g, ' ')
    // ("pouring half a cup of vinegar": an amount told in words, a dependent's too.)
    .replace(
      /\b(?:half an?|a quarter(?: of an?)?|an? third of an?|two thirds of an?) (?:cups?|tablespoons?|teaspoons?|liters?|litres?|gallons?|pounds?) of (?=[a-z]|\d+(?:\.\d+)? percent )/g,
      '',
    )
    // ("finishing the board with oil in three coats a day apart": how many coats, and how far apart, a
    // dependent's.)
    .replace(/\s+in (?:two|three|four|five|\d+) coats(?: (?:a|an|one|\d+) (?:day|hour|week)s? apart)?/g, '')
    // ("painting the print with two coats of graphite": how many coats, a dependent's.)
    .replace(/\b(?:two|three|four|five|\d+) (?:coats|layers) of (?=[a-z])/g, '')
    // ("applying a current of about 0.1 amps per square inch": how strong, a dependent's.)
    .replace(
      /\s+of (?:about |around )?\d+(?:\.\d+)? (?:amps?|milliamps?|volts?|watts?)(?: per (?:square )?[a-z]+)?/g,
      '',
    )
    // ("turn purple above about pH 8": the bound with its unit, which comes before the number.)
    .replace(/\s+(?:above|below|over|under|at)\s+(?:about\s+)?pH\s+\d+(?:\.\d+)?/g, '')
    .replace(/\b\d+(?:\.\d+)? percent of (?=the\b)/g, 'a portion of ')
    // "runs on a CR2032 coin cell": a model number narrows a claim to one product; a dependent names it.
    .replace(/\b[A-Z]+\d+[A-Z0-9]*\s+(?=[a-z])/g, '')
    // "at 100 grams of loose black tea per liter": a strength, which a dependent claim states.
    .replace(
      /\s+(?:at|with|using)\s+\d+(?:\.\d+)?\s*(?:grams?|g|ml|kg|oz|ounces?)\s+of\s+[\w -]+?\s+per\s+[a-z]+(?:\s+of\s+[a-z]+)?/gi,
      '',
    )
    // ("calculating the dose from the child's weight at 15 mg per kg for acetaminophen": a rate, and the
    // medicine it is for, a dependent's.)
    .replace(/\s+at (?:about )?\d+(?:\.\d+)? [a-z]+ per [a-z]+(?: (?:for|of) [\w-]+)?(?=[,;.]|$)/g, '')
    // "100 grams of onion skins per 100 grams of yarn": a ratio, which a dependent claim states.
    .replace(
      /\b\d+(?:\.\d+)?\s*(?:grams?|g|ml|kg|oz|ounces?)\s+of\s+([a-z]+(?: [a-z]+)?)\s+per\s+\d+(?:\.\d+)?\s*(?:grams?|g|ml|kg|oz|ounces?|liters?)\s+of\s+[a-z]+/gi,
      '$1',
    )
    // "in a solution of 30 grams of salt per liter of water": a salt solution.
    // ("tossing the chickpeas with a tablespoon of oil per can": how much oil, a dependent's.)
    .replace(
      /\b(with|in|into) (?:a|one) (?:tablespoon|teaspoon|cup|pinch|handful|dash|splash|drop) of ([a-z]+(?: [a-z]+)??)(?: per [a-z]+)?(?=[,;.]|\s+(?:and|to|for|at|until)\b|$)/g,
      '$1 $2',
    )
    // ("in a brine of 30 grams of salt per liter": a salt brine.)
    .replace(
      /\b(solution|brine|bath) of \d+(?:\.\d+)?\s*(?:grams?|g|ml|kg)\s+of\s+([a-z]+)\s+per\s+[a-z]+(?:\s+of\s+[a-z]+)?/gi,
      '$2 $1',
    )
    // ("using a mix of 3 parts sand to 1 part cement": a mix of both; how much of each, a dependent's.)
    .replace(/\bmix of \d+(?:\.\d+)? parts? ([\w-]+) to \d+(?:\.\d+)? parts? ([\w-]+)\b/g, 'mix of $1 and $2')
    // "at 1 part coffee to 5 parts water by weight": a ratio, which a dependent claim states.
    .replace(
      /\s+(?:at|in)\s+(?:a\s+ratio\s+of\s+)?\d+(?:\.\d+)?\s+parts?\s+[\w-]+\s+to\s+\d+(?:\.\d+)?\s+parts?\s+[\w-]+(?:\s+by\s+(?:weight|volume))?/gi,
      '',
    )
    // "in the 200 to 500 Hz band": a band of frequencies, whatever its bounds.
    .replace(
      /\b(?:\d+(?:\.\d+)?\s*(?:to|-)\s*)?\d+(?:\.\d+)?\s*(?:hz|khz|mhz|ghz)\s+band\b/gi,
      'frequency band',
    )
    // "fill lines for 1 and 2 tablespoons": a list of amounts goes whole.
    .replace(/\s+(?:for|of|at)\s+\d+(?:\.\d+)?\s+(?:and|or|to)\s+\d+(?:\.\d+)?\s+[a-z]+\b/gi, '')
    // "above the 2-week average": a span told as one word goes whole ("above the average").
    .replace(/\b\d+(?:\.\d+)?-(?:second|minute|hour|day|week|month|year)\s+/gi, '')
    // "at 8 pm the night before": a time of day, which a dependent claim states.
    // ("order for the next day by 8 pm": so is a deadline.)
    .replace(/\s+(?:at|by|before|after|until)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?=\s|$)/gi, '')
    // ("at 6 in the morning": so is one told by the part of the day.)
    .replace(
      /\s+(?:at|by|before|after|until)\s+\d{1,2}(?::\d{2})?\s+in the (?:morning|afternoon|evening)\b/gi,
      '',
    )
    // ("changing the water every 2 days": how often, a dependent's.)
    .replace(/\s+every (?:\d+|two|three|four|five|six|other) (?:minutes|hours|days|weeks|months)\b/gi, '')
    // ("rinsing and draining the seeds twice a day": how often, a dependent's.)
    .replace(
      /\s+(?:once|twice|three times|four times) (?:a|an|per|each) (?:day|week|hour|month|night)\b/gi,
      '',
    )
    // ("sending a late notice on the 5th of the month": so is a day of the month.)
    .replace(/\s+on the \d{1,2}(?:st|nd|rd|th) of (?:the|each|every) month\b/gi, '')
    // "spraying two coats 10 minutes apart": how far apart in time, which a dependent claim states.
    .replace(/\s+(?:about\s+)?\d+(?:\.\d+)?\s+(?:seconds?|minutes?|hours?|days?)\s+apart\b/gi, '')
    // ("sanding the finished table to 400 grit": how fine, a dependent's.)
    .replace(/\s+to \d+ grit\b/gi, '')
    // "with 800 grit, then 1500, then 3000 grit sandpaper": the grits are a dependent claim's.
    .replace(/\bwith \d+ grit(?:,? (?:then|and) \d+(?: grit)?)+ ([a-z]+)\b/gi, 'with $1')
    // ("buzz again when nobody taps within 10 minutes": a timeout is a condition without its number.)
    .replace(
      /\b(when|if|once) (nobody|no one) ([a-z]+s)\b([^,;]*?) within \d+(?:\.\d+)? (?:seconds?|minutes?|hours?|days?)\b/gi,
      '$1 $2 $3$4',
    )
    // "hold the tray level until about 100 ml of water collects": the condition goes with its number.
    // ("sending a reminder when the invoice is unpaid after 7 days": the state is the condition; how long, a
    // dependent's.)
    .replace(
      /(\s+(?:when|if|once) (?:the|a|an) [\w -]+? (?:is|are|remains?) [a-z]+) (?:after|for|within) (?:about )?\d+(?:\.\d+)? (?:seconds?|minutes?|hours?|days?|weeks?|months?)$/i,
      '$1',
    )
    // ("beeping when a knife is out of the slot for more than 30 minutes": the state is the condition; how
    // long, a dependent's.)
    .replace(
      /(\s+(?:when|if|once) (?:the|a|an) [\w -]+? (?:is|are) (?:out of|away from|in|off|on) [\w -]+?) for (?:more|longer) than (?:about )?\d+(?:\.\d+)? (?:seconds?|minutes?|hours?|days?)$/i,
      '$1',
    )
    // ("cancellations made less than 24 hours in advance": how late, a dependent's.)
    .replace(
      /\s+made (?:less|more) than (?:about )?\d+(?:\.\d+)? (?:minutes?|hours?|days?|weeks?) in advance\b/i,
      '',
    )
    // ("baking the pan upside down at 260 C": a temperature told with its scale's letter alone.)
    .replace(/\s+(?:at|at around|around)\s+(?:about\s+)?\d+(?:\.\d+)?\s*[CF]\b/g, '')
    // ("counting a rep only if the elbows bend past 90 degrees": so does "only if".)
    .replace(/\s+(?:until|when|once|after|before|only if)\s+[^,;]*\d.*$/i, '')
    // ("the average sales from the last 4 weeks": how far back is the dependent claim's, with its number.)
    .replace(
      /\s+(?:from|over|in|during|for|within) the (?:last|past|previous|next|coming) \d+(?:\.\d+)? (?:days?|weeks?|months?|years?)\b/gi,
      '',
    )
    // "a reminder two weeks before each shot": a span told in words is a number all the same.
    .replace(new RegExp(`\\s+${SPAN_IN_WORDS}(?= (?:before|after|ahead)\\b)`, 'gi'), '')
    // "with ice water and a pinch of salt": a pinch is an amount, told in a dependent claim.
    .replace(/\b(?:a|one) (?:pinch|dash|splash|handful|few drops|drop) of\s+/gi, '')
    // ("adding 10 drops of essential oil": so is a number of drops.)
    .replace(/\b\d+ drops of\s+/g, '')
    // ("massaging a tablespoon of olive oil and salt per bunch in": how much of each, and for how much, a
    // dependent's.)
    .replace(/^([a-z]+ing) (?:a|one) (?:tablespoon|teaspoon|cup|scoop|spoonful) of\s+/, '$1 ')
    // ("bringing a cup of vinegar, half a cup of water, a tablespoon of sugar and …": so in a list.)
    .replace(/(,|\band) (?:a|one) (?:tablespoon|teaspoon|cup|scoop|spoonful) of\s+/g, '$1 ')
    // ("a dough weight per loaf": what a weight or a price is of stays; it is no amount used.)
    .replace(/(?<!\b(?:weight|price|cost|size|count))\s+per (?:bunch|batch|serving|loaf|jar|head)\b/g, '')
    .replace(MEASURE, ' ')
    .replace(/\s+by weight\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // ("… when the plot frees up": the particle of a verb in -s ends the condition, and stays.)
  // ("when a user pushes the collar up": so after what the verb moves.)
  const freesUp =
    /\bwhen (?:the|a|an) (?:[\w-]+ ){1,2}(?:[a-z]+[^s]s|is [a-z]+ed) up$/.test(cut) ||
    /\bwhen (?:the|a|an) (?:[\w-]+ ){0,2}[\w-]+ (?:pushes|pulls|slides|lifts|turns|flips) (?:the|a|an) (?:[\w-]+ ){0,2}[\w-]+ up$/.test(
      cut,
    );
  if (freesUp) cut = cut.replace(/ up$/, ' UP_PARTICLE');
  // Prepositions left without their objects ("heating to at for").
  for (let i = 0; i < 4; i += 1)
    cut = cut
      .replace(
        // ("in and out", "up and down" are a motion, and stay.)
        // ("from under the seat" is one preposition.)
        /\b(?:to|at|for|of|in|with|from(?! (?:under|behind|beneath|below|above|inside|within|between)\b)|by|under|over|(?<!\b(?:going|moving|rising|coming|climbing|goes|moves|rises|comes|climbs) )up|a|an|the|than|below|above|every)\s+(?<!\b(?:in|up) )(?!and (?:out|down)\b)(?=(?:to|at|for|of|in|with|from|by|under|over|and|or|than|below|above|before|after|when|once|until|while)\b|$)/gi,
        '',
      )
      // ("baking the oranges at on a wire rack": a cut temperature leaves "at" before the next place.)
      .replace(/\b(?:at|to|for|by)\s+(?=(?:on|onto|into|in)\s+(?:a|an|the)\b)/gi, '')
      // "and at" is left by a cut number, but "at the intake and at the outlet" names a second place.
      .replace(
        // ("at checkout and at return": a preposition with its object is a second place too.)
        /\b(?:and|or)\s+(?=(?:(?:to|at|for|of|in|with|from|by|under|over|and|or|than|below|above)\b(?=\s*$|\s+(?:to|at|for|of|in|with|from|by|under|over|and|or|than|below|above)\b))|$)/gi,
        '',
      )
      .replace(
        // "keeping the pressure on": after keeping, switching or leaving, "on" and "off" are the state.
        // ("until the LED comes on": the particle of its verb, which says nothing without it.)
        // ("turn the lamp on": so is what is turned on.)
        // ("go down and back up": the way back, whole.)
        /\band back (?:up|down)$/i.test(cut)
          ? /(?!)/
          : /^(?!.*\b(?:keeping|leaving|switching|turning|turns?|switch(?:es)?)\b)/.test(cut) &&
              !/\b(?:comes?|turns?|goes|lights?|switch(?:es)?|powers?)\s+(?:on|up)$/i.test(cut) &&
              // ("an episode the user is on": the preposition of a clause whose object is the noun before it.)
              !/\b(?:is|are|was|were)\s+on$/i.test(cut)
            ? /\s+(?:and|or|the|a|an|to|of|with|in|on|at|for|by|from|about|up|more|than|under|over|below|above|every)$/i
            : /\s+(?:and|or|the|a|an|to|of|with|in|at|for|by|from|about|up|more|than|under|over|below|above|every)$/i,
        '',
      )
      .trim();
  return cut.replace(/ UP_PARTICLE$/, ' up');
}

/** "grip the leg" → "grips the leg" (after a singular subject). */
export function thirdPerson(phrase: string, plural: boolean): string {
  const [verb, ...rest] = phrase.split(' ');
  if (!verb) return phrase;
  const form = (word: string) => (plural ? infinitiveOf(word) : presentOf(infinitiveOf(word)));
  // ("rise and fall with the water": both verbs of one act.)
  const second = rest[0] === 'and' && rest[1] && canBeVerb(rest[1]) && !/(?:s|ed|ing)$/.test(rest[1]);
  return [form(verb), ...(second ? ['and', form(rest[1]!), ...rest.slice(2)] : rest)].join(' ');
}

/** Whether the words of a name are all nouns and modifiers (not "bracket pushes a ramp"). */
/** The few substances named "X of Y" (not an amount of Y, nor a place on it). */
const SUBSTANCE_OF = /^(?:cream|oil|milk|plaster|spirits?|essence|tincture|flowers) of [a-z]+$/i;

export function isNounPhrase(name: string): boolean {
  // ("cream of tartar", "oil of cloves": a substance whose name has "of" in it is one noun.)
  if (SUBSTANCE_OF.test(name)) return true;
  const list = tokens(name);
  return (
    list.length > 0 &&
    list.length <= 4 &&
    list.every(
      (t, i) =>
        // "rules engine": a first word in -s before a noun names the kind, it is not a verb.
        !(/[^s]s$/.test(t.lower) && t.tags.has('PresentTense') && !t.tags.has('Noun') && i > 0) &&
        !t.tags.has('Determiner') &&
        !t.tags.has('Preposition'),
    )
  );
}

/** "2 to 4 mm across" → "from 2 to 4 mm across": a range in a claim reads "from X to Y". */
export function asRange(phrase: string): string {
  return (
    phrase
      // "the 200 to 500 Hz band": a band named by its bounds is a frequency band of those bounds.
      .replace(
        /\b(the|a) (\d+(?:\.\d+)?) to (\d+(?:\.\d+)?) (hz|khz|mhz|ghz) band\b/gi,
        '$1 frequency band from $2 to $3 $4',
      )
      // "keeping the tank at 4 to 8 degrees": at a temperature in that range.
      .replace(/\bat (\d+(?:\.\d+)?) to (\d+(?:\.\d+)?) (degrees)\b/g, 'at a temperature from $1 to $2 $3')
      // "the 2 to 4 mm pellets": a range before its noun keeps the inventor's order.
      // ("a gear ratio of 20 to 1" is one ratio, not a range.)
      // ("from 2.5 to 3.5 inches": a number is whole, its decimals too, not "2.from 5".)
      // ("from 1:100 to 1:20": a ratio is whole, not "1:from 100".)
      .replace(
        /(?<![\d.:])\b(?<!from |the |a |an |ratio of )(\d+(?:\.\d+)?)\s+to\s+(\d+(?:\.\d+)?)\b(?!:)/g,
        'from $1 to $2',
      )
  );
}

/**
 * "finding a user's shoulders …; outputting a prompt when a user's hips sag": each operation was worded
 * on its own with "a user"; after the first, the user is the one introduced ("the user's hips").
 */
export function userIntroducedOnce(operations: string[]): string[] {
  let named = false;
  return operations.map((operation) => {
    const said = named ? operation.replace(/\ba user\b/g, 'the user') : operation;
    named ||= /\ba user\b/.test(operation);
    return said;
  });
}

/**
 * "application for food trucks", whose title says whom it serves and not what it does: what a system claim
 * and the abstract say it is for ("a system for food trucks"), never its first operation.
 */
export function programServes(subject: string): string | undefined {
  return /^(?:app|application|system|platform|program|software) for ((?:[\w-]+ ){0,3}[\w-]+s)$/.exec(
    subject,
  )?.[1];
}
