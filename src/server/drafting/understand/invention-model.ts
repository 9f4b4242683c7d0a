import type {
  InventionElement,
  InventionKind,
  InventionModel,
  InventionStep,
  PatentData,
} from '../../../contract';
import { MASS_NOUNS } from '../check/antecedents';
import { stepObjectProblems } from '../check/claim-sense';
import {
  asLiteral,
  COLOR_WORD,
  FIXED_PARTICIPLE,
  indefiniteArticle,
  MATERIAL_WORDS,
  opensWithProductName,
  PLACE_NOUNS,
  STATE_PARTICIPLES,
  singularPhrase,
  singularWord,
} from '../check/words';
import { addedSlowlySteps } from './added-slowly';
import {
  aliasesIn,
  type Sectioned,
  withAgentNamesNamed,
  withAliasesNamed,
  withCompoundTailsNamed,
  withShellNamesMerged,
  withShortNamesLengthened,
} from './aliases';
import { type Clause, readClause } from './clause';
import { potAsTheAppliance } from './cooking-vessel';
import { suppliesDispensed } from './dispensed-supply';
import { Elements, PROPER_NAMES, sameElement } from './elements';
import { heldByPurpose, objectOfPurposeHeld, objectOfPurposeUsedOn, plantPartsHeld } from './held-object';
import {
  byItsAgent,
  clockKeepsTime,
  controllerByRole,
  holdsWhatItIsNamedFor,
  intoItsHolder,
  plugsInWhole,
  readAgents,
  receivedFrom,
  switchesWhatItCounts,
  switchSensesWhatItHolds,
  wheelsRollTheWhole,
  workingEndOnTheShaft,
} from './implied-acts';
import { partsNamedByTheirKind } from './kind-of-part';
import { kindToldTwice } from './kind-told-twice';
import { magnificationApart } from './magnification';
import { MIXTURE_NAMES, measuredOutIn, WORKING_MEDIUM } from './mass-nouns';
import { oneMessageSent } from './messages';
import { newElement } from './new-element';
import {
  canBeVerb,
  gerundOf,
  infinitiveOf,
  isQuality,
  pastParticipleOf,
  pluralNoun,
  presentOf,
  tokens,
} from './nlp';
import {
  byFullName,
  byMaterialOf,
  byOneName,
  byPlainName,
  byTwoWordName,
  materialsInPassing,
  materialsOfParts,
  ratingMeasure,
  withOwnPartName,
  withoutMaterialNames,
} from './part-names';
import { partActingOnTheWhole } from './parts-acting-on-whole';
import { partOneHas, partsEachHas } from './parts-each-has';
import { headNamingTheWhole, partsNamedByTheWhole } from './parts-named-by-whole';
import { rangeOfTheWhole, shortNameMerged, signalsTimed } from './parts-told-short';
import { receivesWhatIsPassedThrough } from './passed-through';
import { namesPeople } from './people';
import {
  edgesOfTheWhole,
  partsAtAPlaceOfTheWhole,
  partsOnEachSide,
  partsWorkedAtAnEdge,
  purposeOfPartsAtEachPlace,
  weightOfWhatIsWeighed,
} from './places-of-whole';
import { readChargeByTheSpan, readPoweredParts } from './powered-parts';
import {
  AMOUNT_NUMBER,
  QUANTITY_BEFORE,
  QUANTITY_UNITS,
  readAmountPerPiece,
  readBalance,
  readParts,
  readQuantities,
  readRecipe,
} from './quantities';
import { sensorsReadTheirQuantity } from './sensor-reads';
import { sentToItsUsers } from './sent-to-everyone';
import { inProse, withArticleLower } from './sentence-forms';
import { settingOf } from './setting';
import { leftWhereItWasPut, lidBackOnItsVessel, stepInClaimWords } from './step-wording';
import { shortNamesInFull, withPieceOwners } from './sub-parts';
import { PROGRAM_NAME, STATE_VERBS, sentencesIn, subjectOf } from './told-sentences';
import {
  materialsToldInTheStatement,
  mixtureAsAWhole,
  statementActsOfTheWhole,
  statementOf,
} from './whole-told';
import { readKindWithParts } from './whole-with-parts';

/** "2 tablespoons of …", "half a cup of …": a determiner that is an amount of what follows. */
const isAmount = (determiner: string) => /^(?:\d|half an?$|a few$)/.test(determiner);
/**
 * Understands the invention from what the inventor said (the formal sections hold the inventor's
 * sentences in the third person): what it is, its elements with what each does, its steps, and the
 * alternatives. Rebuilt on every turn; the writers draft from it.
 */

/** "Water is added", "Neem oil may replace …": the capital that opened the sentence is not the word's. */
// ("Titebond III is used": a product's name, a capital before a numeral, keeps its capital.)
const withoutOpeningCapital = (text: string) =>
  opensWithProductName(text)
    ? text
    : text.replace(/^[A-Z][a-z]+\b/, (word) => (PROPER_NAMES.test(word) ? word : word.toLowerCase()));

/** What a user gives a program: "enters the class list", "marks pairs", "uploads a photo". */
const INPUT_VERBS =
  /^(?:enter|mark|select|upload|type|input|choose|pick|add|draw|scan|photograph|tap|tick|log|record|save)$/;

/** What a material does by itself in a process ("the skins soak", "the dough rises"): it undergoes a step. */
const UNDERGOES =
  /^(?:soak|steep|sit|rest|dry|cure|cool|set|drain|ferment|rise|marinate|settle|harden|melt)$/;

/** Verbs told of what a step removes as if it did it itself: "the residue wipes off", "the skin peels away". */
const COMES_OFF = /^(?:wipe|peel|scrub|rinse|lift|brush|scrape|wash|rub|sand|pull)$/;

/** Verbs of what an invention achieves ("cuts the manager's work", "prevents illegal swaps"), not of what it does. */
// ("the system always knows who has it": what it knows is the outcome of what it does.)
const OUTCOME_VERBS =
  /^(?:cut|reduce|prevent|save|avoid|eliminate|improve|lower|lessen|simplify|minimi[sz]e|know)$/;

/** How a part is fixed, told after its name: "a small box wired to the opener button". */
const FIXED = new RegExp(`^(?:${FIXED_PARTICIPLE})$`);

/** "The dough is 1 cup pumpkin puree, 2 cups oat flour and …": a batch told by its recipe. */
const BATCH_RECIPE = new RegExp(`^The (?:${MIXTURE_NAMES}) (?:is|contains|has)\\b.*\\d.*,.*\\band\\b`, 'i');

/** "A cup of baking soda can be added for smells": an ingredient the inventor may add. */
const ADDED_LATER = /^(?:An?|The|Some) (?:[\w-]+ ){0,4}?(?:may|could|can) (?:also )?be added\b/;

const MATERIAL_VERBS = /^(?:make|form|mold|mould|construct|manufacture|cast|print|machine|weave)$/;
const POSITION_VERBS = /^(?:sit|rest|lie|hang|stand|live|stay|go)$/;

/**
 * "packing the eggs in a jar; pouring hot brine over the eggs": the plural a step names last, what "they"
 * and "them" after it are ("eggs"), in two words at most, or one.
 */
function lastPluralOf(action: string, words: 'one word' | 'two words' = 'two words'): string | undefined {
  return (
    words === 'one word'
      ? /\bthe ([\w-]+s)\b(?!.*\bthe [\w-]+s\b)/
      : /\bthe ((?:[\w-]+ )?[\w-]+s)\b(?!.*\bthe [\w-]+s\b)/
  ).exec(action)?.[1];
}

/**
 * "boiling the sap outside in a pan": what a step (a gerund phrase) works on, after its verb; `workedOnFirst`
 * reads the same from a passive sentence.
 */
const STEP_OBJECT =
  /^[a-z]+ing (?:the )?((?:[\w-]+ ){0,2}?[\w-]+?)(?= (?:outside|inside|in|on|into|with|at|for|until|over|under|to|through|from|by|hot|cold|and)\b|$)/;

/** "The mixture is stirred until": the thing worked on, before a condition whose "it" is that thing. */
const PASSIVE_SUBJECT_UNTIL =
  /^The ((?:[\w-]+ ){0,2}[\w-]+) (?:is|are) [a-z]+(?:ed|en)\b(?: [a-z]+)*? (?:until|once|when|after|as)$/;

const LIST_SENTENCE =
  /^(?:it|the present invention|the [\w -]+?)\s+(?:has|have|includes?|comprises?|contains?|consists of|uses)\s+(.+?)\.?$/i;
const PARTS_SENTENCE =
  // ("The ingredients are melted in a double boiler" is done to them, no list.)
  /^(?:the (?:main )?(?:parts|components|ingredients|elements|pieces)\s+(?:are(?!\s+(?:melted|mixed|blended|heated|combined|stirred|added|poured|ground|dried|sifted|weighed|measured|whisked|warmed|cooled|chopped|soaked|boiled)\b)|include)|(?:inside(?: the [\w-]+)?\s+|also\s+)?there (?:is|are)|inside (?:it )?(?:is|are))\s+(.+?)\.?$/i;
/** "80 percent calcium magnesium acetate pellets": an ingredient and its share. */
const AMOUNT =
  /(?<!\b(?:under|below|above|over|than|least|to|most|within)\s+|[\d.])(\d+(?:\.\d+)?)\s*(?:percent|%)\s+(?!(?:over|by|more|less|per|in|at|above|below|under|higher|lower|faster|slower|within|after|before|each|every)\b)(?:of\s+)?((?:[\w-]+\s+){0,4}?[\w-]+?)(?=\s*(?:,|\.|\band\b|\bwith\b|\bby\b|\bin\b|\b(?:is|are)\b|$))/gi;
/** "a bubble level on top of the beam": where a part sits. */
const PLACED =
  /\b(?:a|an)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+((?:on|in|inside|under|over|at|above|below|within|along|around|beneath)\s+(?:(?:top|the side|the front|the back|the end|one side|the bottom)\s+of\s+)?(?:the|each)\s+[\w-]+(?:\s+(?!that\b|which\b|who\b|and\b|so\b|to\b|makes\b|is\b|are\b|[a-z]+s\s+(?:when|if|once|that|the|a|an)\b)[\w-]+)?)/gi;
// (The clause ends where the next item of a list opens: "the MOSFET that switches the wire and a green
// LED that lights …" tells of two parts.)
const RELATIVE =
  /\b(?:a|an|the|one)\s+((?:(?!(?:and|or|a|an|the)\s)[\w-]+\s+){0,3}?[\w-]+),?\s+(?:that|which)\s+(?:also\s+)?((?:is|are)\s+[a-z]+ed|[a-z]+s)\b((?:(?!\s+and\s+(?:a|an)\s)[^,.;])*)/gi;

const SITS_IN =
  /\b(?:a|an|the)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+that\s+the\s+([\w-]+(?:\s+[\w-]+)?)\s+(sits|rests|fits|stands|goes|snaps|clips|slides|drops)\s+(?:in|on|into)\b/gi;

/** "the hair falls straight into the pan": what falls, and the part it falls into. */
const FALLS_INTO =
  /\bthe ((?:[\w-]+ )?[\w-]+) (?:falls|drops|drips|slides) (?:straight |right |directly )?(?:into|onto) the ([\w-]+(?: [\w-]+)?)\b/i;

const MEASURED =
  /\b(?:a|an|the)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+that\s+(?:is|are)\s+(\d[^,;]*?)(?=[,;.]|\s+and\s+the\b|$)/gi;

/** "a rechargeable battery in a plastic case" → name and place. */
function splitItem(item: string): { name: string; place: string; rest?: string } {
  item = item.replace(/\s+(?:that|which|who)\b.*$/i, '');
  const match =
    /^(.+?)\s+((?:on top of|in|on|inside|under|at|over|above|below|beside|near|behind|along|across|around|beneath|next to|in front of)\s+(?:a|an|the|each|every)\s+[\w -]+?)(?:\s+(?:with|that|which)\b.*)?$/i.exec(
      item,
    );
  // ("a carbon fiber heating strip sewn along the back of each finger": how it is fixed where it is.)
  const fixedAs =
    match && /^(.+?)\s+(sewn|stitched|glued|bonded|welded|attached|mounted|fixed)$/.exec(match[1]!);
  if (fixedAs) return { name: fixedAs[1]!, place: '', rest: `${fixedAs[2]} ${match![2]}` };
  if (match) return { name: match[1]!, place: match[2]! };
  // "a time-of-flight sensor pointing down": the part, then which way it points.
  const pointing =
    /^(.+?)\s+((?:pointing|facing|aimed|angled)\s+(?:down|up|out|in|forward|back|outward|inward))$/.exec(
      item,
    );
  if (pointing && !/\s(?:with|that|which|for)\s/.test(item))
    return { name: pointing[1]!, place: '', rest: pointing[2]! };
  // ("a triac rated for 3 amps": the part, then what it is rated for.)
  const rated = /^(.+?)\s+(rated (?:for|at|to) [^,;]+?)(?:\s+(?:that|which)\b.*)?$/i.exec(item);
  if (rated) return { name: rated[1]!, place: '', rest: rated[2]! };
  const name = item.replace(/\s+(?:with|that|which|for)\s.*$/i, '');
  // "a steel toe plate welded to the bottom of the frame": the part, then how it is fixed.
  // ("a carbon fiber heating strip sewn along the back of each finger": so is how it is sewn on.)
  const cut =
    /^(.+?)\s+(?:of|on|through|welded|attached|mounted|fixed|bolted|riveted|sewn|stitched|glued|bonded)\b/.exec(
      name,
    )?.[1];
  const part = /^(?:a|an|the|two|three|four|five|six|\d)/i.test(name) && cut && cut.split(/\s+/).length <= 5;
  return name.split(/\s+/).length > 4 && part
    ? { name: cut, place: '', rest: name.slice(cut.length).trim() }
    : { name, place: '' };
}

/** "a room editor where the user lays out the desks on a grid": the part is for laying them out. */
const WHERE_USER = /^(.+?)\s+where\s+(?:the user|users|you)\s+([a-z]+)\s+(.+)$/i;

function listItems(text: string): string[] {
  // "a frame of 1 inch tube; a tub; and a pin": a list typed as bullets keeps each item whole.
  // ("an ultrasonic sensor over every spot, battery powered, checks every 30 seconds": the part, then
  // what the bullet says of it.)
  if (/;/.test(text))
    return text
      .split(/\s*;\s*(?:and\s+)?/)
      .flatMap((item) => item.split(/,\s+(?=[\w-]+ (?:powered|operated|driven)\b|[a-z]+s (?:every|each)\b)/))
      .map((item) => item.trim())
      .filter(Boolean);
  // ("fill lines for 1 and 2 tablespoons": "1 and 2" is one measure, not two items.)
  // ("a row of stiff plastic teeth along the top edge": the teeth, however they are lined up.)
  return withoutObjectsOfAClause(
    text
      .replace(/^(?:a|one) (?:row|line|series) of (?=[\w-]+)/i, '')
      .split(/\s*,\s*(?:and\s+|or\s+)?|(?<!\b\d+(?:\.\d+)?)\s+and\s+(?!\d)|\s+plus\s+/i),
  )
    .map((item) =>
      item
        .trim()
        .replace(/\s+(?:that|which|who)\b.*$/i, '')
        // ("rubber strips on top of the arms so shirts do not slide off": the part, without what it is for.)
        .replace(
          /\s+so\s+(?:that\s+)?(?!(?:it|they)\b)[a-z]+s?\s+(?:do|does|can|will|stay|stays|keep|keeps)\b.*$/i,
          '',
        )
        .replace(WHERE_USER, '$1'),
    )
    .filter((item) => !/\b(?:it|you|they|them|the user|users|when|so|if)\b/i.test(item))
    .filter((item) => splitItem(item).name.split(/\s+/).length <= 5 && !/^(?:no|not|none)\b/i.test(item));
}

/**
 * "a zippered pocket on one short side that fits a phone and keys": a bare noun after an item whose
 * relative clause takes objects ("keys") is one of them, no item of the list ("a pump that moves water
 * and a tank" keeps the tank, and "a lid that fits mason jars, an ESP32 board" the board).
 */
function withoutObjectsOfAClause(items: string[]): string[] {
  const kept: string[] = [];
  let inClause = false;
  for (const item of items) {
    const bare = !/^(?:with\s+)?(?:a|an|the|one|two|three|four|five|six|\d|some|each|every)\b/i.test(
      item.trim(),
    );
    if (inClause && bare) continue;
    kept.push(item);
    inClause = /\s(?:that|which)\s+(?:can\s+)?[a-z]+s?\s+\S/i.test(item);
  }
  return kept;
}

/** "about one tablespoon": an amount told in words. */
const AMOUNT_IN_WORDS = new RegExp(
  `^(?:about |around |roughly |up to )?(?:one|two|three|four|five|six|half an?|a quarter) (?:${QUANTITY_UNITS})\\b`,
);

function hasNumber(text: string): boolean {
  // (An amount told in words is a number too.)
  return /\d/.test(text) || AMOUNT_IN_WORDS.test(text);
}

/** "tungsten carbide for longer life" → "tungsten carbide": the material, without what it is for. */
// ("spring-loaded to snap back up": what it is, without what for.)
const withoutPurpose = (text: string) =>
  text
    .replace(/\s+for\s+.*$/, '')
    .replace(/^([\w-]+(?:ed|en)) to (?:snap|spring|pop|fold|swing|return|close|open)\b.*$/, '$1');

/** "made of powder coated steel wire with a drain grid": the material, and a part it has. */
function madeOf(element: InventionElement, material: string) {
  const withPart = /^(.+?) with (an? [\w-]+(?: [\w-]+)?)$/.exec(material);
  if (withPart && withPart[1]!.split(' ').some((word) => MATERIAL_WORDS.test(word))) {
    element.materials.push(withPart[1]!);
    element.relations.push(`having ${withPart[2]}`);
  } else element.materials.push(material);
}

/**
 * "80 percent of the methoxide is added to the oil at 55 degrees Celsius" → "adding 80 percent of the
 * methoxide to the oil at 55 degrees Celsius"; "Then the other 20 percent is added" after it → "adding the
 * other 20 percent of the methoxide". With what the share is of, for the next.
 */
function shareAdded(sentence: string, before: string): { action: string; of: string } | undefined {
  const told =
    /^(?:Then |Next |Finally )?((?:the (?:other|remaining) )?\d+(?:\.\d+)? percent|half|the other half|the rest)(?: of (the (?:[\w-]+ ){0,2}[\w-]+))? (?:is|are) ([a-z]+ed)\b([^,.;]*)/i.exec(
      sentence,
    );
  if (!told) return undefined;
  const [, amount = '', of = before, done = '', rest = ''] = told;
  const verb = infinitiveOf(done.toLowerCase());
  if (!of || !canBeVerb(verb) || !/^(?:add|mix|stir|pour|blend|combine|fold|whisk)$/.test(verb))
    return undefined;
  return { action: `${gerundOf(verb)} ${amount.toLowerCase()} of ${of}${rest.trimEnd()}`, of };
}

/** How an end is put into what holds it: "clicked into", "plugged into", "snapped onto". */
const INSERTED = /^(?:click|plug|insert|snap|clip|hook|push|slide|latch|lock|fit)$/;

/**
 * "The end is clicked into a lock body on the seat clamp" after "The cable is pulled out …": an end is no
 * part, but what it goes into is one, which receives the end of the part told of before ("a lock body
 * disposed on the seat clamp and configured to receive an end of the cable"). True when read so.
 */
function endReceived(clause: Clause, sentence: string, elements: Elements, before: string): boolean {
  if (!/^ends?$/.test(clause.subject) || clause.kind !== 'passive' || !INSERTED.test(clause.verb))
    return false;
  const owner = /^of the ((?:[\w-]+ ){0,2}[\w-]+)$/.exec(clause.place)?.[1] ?? before;
  const into =
    /^(?:into|in|onto|on|to) (?:a|an|the) ((?:[\w-]+ ){0,2}?[\w-]+)(?: ((?:on|in|at|inside|under) (?:a|an|the) (?:[\w-]+ ){0,2}[\w-]+))?$/.exec(
      clause.rest.trim(),
    );
  const ownerPart = owner ? elements.find(owner) : undefined;
  const receiver = into ? elements.get(into[1]!, sentence, true) : undefined;
  if (!into || !ownerPart || !receiver || receiver === ownerPart) return false;
  // (By its head noun: the claims may name it without its material, "a braided cable".)
  receiver.functions.push(`receive an end of the ${ownerPart.name.split(' ').pop()}`);
  if (into[2]) receiver.relations.push(`disposed ${into[2]}`);
  return true;
}

function addPredicate(
  element: InventionElement,
  clause: Omit<Clause, 'more'> & { more?: Clause[] },
  variation: boolean,
) {
  const rest = clause.rest.trim();
  // "The filter is optional": claim 1 must not require it.
  if (variation && clause.kind === 'copula' && /^optional$/i.test(rest)) {
    element.alternatives.push('optional');
    return;
  }
  if (variation || clause.kind === 'modal') {
    const made = /^(?:made of|made from|formed of|of)\s+(.+?)(?:\s+instead of\s+(.+))?$/i.exec(rest);
    const replaced = /^(?:replaced (?:with|by)|swapped for)\s+(.+)$/i.exec(rest);
    // A variation told as a fact ("in another embodiment, the light clips to a helmet") is an optional
    // feature as much as one told with "could".
    // ", or a 350 ml size" read as a clause of its own has a conjunction for a verb, and "send it by
    // Bluetooth" lost what it sends: neither is a feature to claim.
    const optional =
      (clause.kind === 'modal' ||
        (variation && clause.kind === 'active' && !/^(?:by|via|with|using)\b/.test(rest))) &&
      !/^(?:or|and|but|so|then)$/.test(clause.verb);
    if (made?.[2])
      for (const alt of made[1]!.split(/\s+or\s+/))
        element.substitutes.push({ alternative: alt, replaces: made[2] });
    else if (made) element.alternatives.push(made[1]!);
    // "the cam lock could be replaced with a ratchet" stays in the description: claiming it as a
    // feature of the cam lock would contradict claim 1.
    else if (replaced) {
    }
    // "It may also use nitrogen to break the vacuum instead of air": using nitrogen for it is the option.
    else if (optional && clause.verb === 'use' && /^.+? to [a-z]+ .+?\s+instead of\b/.test(rest))
      element.options.push(`use ${rest.replace(/\s+instead of\b.*$/, '')}`);
    // "It may also flash instead of getting brighter": flashing is the optional feature.
    else if (optional && clause.verb !== 'be' && /^instead of\b/.test(rest))
      element.options.push(clause.verb);
    // ("The bandage may come as a roll the user cuts to size": another form it may be provided in.)
    else if (optional && clause.verb === 'come' && /^as (?:an? )?[\w-]+\b/.test(rest))
      element.measures.push(`is provided as ${/^as ((?:an? )?[\w-]+)/.exec(rest)![1]}`);
    // "It could log every dose": an optional feature, claimed in a dependent claim.
    else if (optional && clause.verb !== 'be' && rest && !/\b(?:instead|like|such as)\b/.test(rest)) {
      // ("may come in 12, 18 and 25 cm sizes", cut at its first comma: a bare number says nothing.)
      if (!/\b\d+(?:\.\d+)?$/.test(rest)) element.options.push(`${clause.verb} ${rest}`);
    }
    // "It could also beep": an act with nothing after it is an optional feature too.
    else if (
      optional &&
      clause.kind === 'modal' &&
      !rest &&
      /^(?:beep|buzz|vibrate|flash|blink|glow|chime|ring|light up)$/.test(clause.verb)
    )
      element.options.push(clause.verb);
    // "The pump could be built into the pillow instead of on a tube": another place for it, claimed as
    // an alternative to where the inventor put it.
    else if (
      clause.verb === 'be' &&
      /^(?:[a-z]+ed|built|set|put|sewn|sewed) (?:into|in|on|onto|inside|under|at) (?:the|a|an) [\w -]+? instead of (?:on|in|into|inside|under|at)\b/.test(
        rest,
      )
    )
      element.alternatives.push(rest.replace(/\s+instead of\b.*$/, ''));
    // "The pump could be battery powered instead of the trigger": what else may drive it.
    else if (clause.verb === 'be' && /^[\w-]+[ -](?:powered|operated|driven) instead of\b/.test(rest))
      element.alternatives.push(rest.replace(/\s+instead of\b.*$/, '').replace('-', ' '));
    // "the cutting board is provided as a plastic version for the dishwasher": another material.
    else if (
      variation &&
      clause.verb === 'provide' &&
      MATERIAL_WORDS.test(/^as an? ([\w-]+) version\b/.exec(rest)?.[1] ?? '')
    )
      element.alternatives.push(/^as an? ([\w-]+)/.exec(rest)![1]!);
    // "In another embodiment, the hose nozzle is brass for a pro version": a material it may be made of.
    else if (
      variation &&
      clause.kind === 'copula' &&
      MATERIAL_WORDS.test(rest.split(' ')[0] ?? '') &&
      /^[\w-]+(?:\s+[\w-]+)?(?:\s+for\s+.*)?$/.test(rest)
    )
      element.alternatives.push(withoutPurpose(rest));
    // "The gasket could be silicone", "the claw could be tungsten carbide for longer life".
    else if (
      clause.kind === 'modal' &&
      clause.verb === 'be' &&
      /^[\w-]+(?:\s+[\w-]+)?$/.test(withoutPurpose(rest)) &&
      // ("could be folded" is what may be done to it; "could be red" what it may be, and so "could be padded".)
      !(
        /ed$/.test(withoutPurpose(rest)) &&
        tokens(`it was ${withoutPurpose(rest)}`)[2]?.tags.has('Verb') &&
        !STATE_PARTICIPLES.test(withoutPurpose(rest))
      )
    )
      element.alternatives.push(withoutPurpose(rest));
    // ("The reed could be tuned for adults at 60 liters a minute": another way it may be made, with its
    // number, for a dependent claim.)
    else if (
      clause.kind === 'modal' &&
      clause.verb === 'be' &&
      /^[a-z]+ed\b.*\d/.test(rest) &&
      tokens(`it was ${rest.split(' ')[0]}`)[2]?.tags.has('Verb')
    )
      element.measures.push(
        `is ${rest.replace(/\s+for (?:adults|children|kids|toddlers|babies|people|users)\b/, '')}`,
      );
    return;
  }
  // ("The wristband vibrates": what a part signals with, done alone, is what it does.)
  if (
    !rest &&
    clause.kind === 'active' &&
    /^(?:beep|buzz|vibrate|flash|blink|glow|chime|ring|pivot|swivel|spin|rotate)$/.test(clause.verb)
  ) {
    if (!element.functions.includes(clause.verb)) element.functions.push(clause.verb);
    return;
  }
  if (!rest) return;
  switch (clause.kind) {
    case 'active':
      if (/^(?:so|when|if|because|then|and|or|but|back)$/.test(clause.verb)) break;
      // ("Air-dried oak bends better than kiln dried": how one material compares with another, no function.)
      if (COMPARED.test(rest) || PREFERRED(clause.verb, rest)) break;
      // ("It comes in five sizes": how many sizes it is made in, a measure of it.)
      if (clause.verb === 'come' && SIZES_MADE.test(rest)) {
        element.measures.push(`is made in ${SIZES_MADE.exec(rest)![1]}`);
        break;
      }
      // "stays upright as the shaft tips": a state it keeps is what it does, not where it is.
      if (
        /^(?:stay|remain)$/.test(clause.verb) &&
        (/^(?:upright|level|vertical|horizontal|closed|open|flat|shut|locked|tight)\b/.test(rest) ||
          // ("stays yellow below pH 7": a color it keeps.)
          /^(?:red|orange|yellow|green|blue|purple|pink|white|black|clear|dark|lit)\b/.test(rest) ||
          // ("stays cold for about 40 minutes": how long it keeps so.)
          /^(?:cold|warm|hot|frozen|cool|charged)\b/.test(rest))
      )
        element.functions.push(`${clause.verb} ${rest}`);
      // ("The copper layer comes out around 0.1 mm": how thick it turns out, a measure.)
      else if (/^comes? out$/.test(clause.verbText) && /^(?:around|about|at) \d/.test(rest))
        element.measures.push(
          `is ${rest.replace(/^(?:around|at) /, 'about ')}${/(?:layer|coat|coating|film|plating)$/.test(element.name) ? ' thick' : ''}`,
        );
      // ("it goes up to 12 cm with the bladder full": how big it gets, a measure.)
      else if (/^(?:go|get)$/.test(clause.verb) && /^(?:up )?to (?:about )?\d/.test(rest))
        element.measures.push(`${presentOf(clause.verb)} ${rest}`);
      // ("The drawer goes in the dishwasher": it can be washed there, not where it sits.)
      else if (/^go$/.test(clause.verb) && /^(?:in|into) the dishwasher$/.test(rest))
        element.measures.push('is dishwasher-safe');
      // ("hang the drying rack over the railing": a part that holds something where it is, acts.)
      // ("a soft rubber lip that lies flat on the floor": how it lies is what it is made to do.)
      else if (
        POSITION_VERBS.test(clause.verb) &&
        !/^(?:the|a|an)\s/.test(rest) &&
        !(clause.verb === 'lie' && /^flat\b/.test(rest))
      )
        element.relations.push(`positioned ${rest}`);
      // "… is about 10 inches long and made of ABS": the second predicate is the material.
      else if (
        MATERIAL_VERBS.test(clause.verb) &&
        /^(?:of|from)\s/.test(rest) &&
        /ed$|^made$/.test(clause.verbText)
      )
        madeOf(element, rest.replace(/^(?:of|from)\s+/, ''));
      // "requires no battery at all": a limitation of what it needs.
      else if (/^(?:require|need)$/.test(clause.verb) && /^no\s+[a-z]+/.test(rest))
        element.measures.push(`requires ${rest.replace(/\s+at all$/, '')}`);
      // ("The pedal needs about 3 kg of force": how much it takes is a measure of it, not an act.)
      else if (/^(?:require|need|take)$/.test(clause.verb) && /^(?:about |at least |up to )?\d/.test(rest))
        element.measures.push(`${presentOf(clause.verb)} ${rest}`);
      // "makes sure the pin drops" → "ensure the pin drops".
      // ("shaped like a moon": what it looks like, which a claim cannot bound, is the description's.)
      else if (/^(?:shape|look)$/.test(clause.verb) && /^like\b/.test(rest)) {
        // (Nothing to claim.)
      } else if (clause.verb === 'make' && /^sure\s/.test(rest))
        element.functions.push(`ensure ${rest.replace(/^sure\s+/, '')}`);
      else {
        // "takes off the film": the particle is part of the verb.
        const particle = clause.verbText.split(' ')[1];
        element.functions.push(`${clause.verb}${particle ? ` ${particle}` : ''} ${rest}`);
      }
      break;
    case 'passive': {
      const material = /^(?:of|from)\s+(.+)$/i.exec(rest);
      // "is printed polypropylene with seven days": what it is made of, and what is printed on it.
      const marked =
        /^([\w-]+(?: [\w-]+)?) with ((?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|\d+) [a-z]+s)$/i.exec(
          rest,
        );
      if (MATERIAL_VERBS.test(clause.verb) && marked && MATERIAL_WORDS.test(marked[1]!.split(' ').at(-1)!)) {
        element.materials.push(marked[1]!);
        // ("seven days" printed on it are no span of time: they are there, "thereon".)
        element.relations.push(`${clause.verbText} with ${marked[2]} thereon`);
      } else if (MATERIAL_VERBS.test(clause.verb) && material) madeOf(element, material[1]!);
      // "The lid is molded polypropylene": the material follows the participle directly.
      else if (MATERIAL_VERBS.test(clause.verb) && !/^(?:on|in|to|by|with|into|at|for)\b/i.test(rest))
        element.materials.push(`${clause.verbText} ${rest}`);
      else element.relations.push(`${clause.verbText} ${rest}`);
      break;
    }
    case 'copula': {
      const identity =
        /^((?:an?\s+)?.+?)\s+((?:attached|mounted|connected|coupled|bolted|wired|located|positioned|disposed|fixed|secured|sealed|molded|hinged|clipped)\s+.+)$/i.exec(
          rest,
        );
      // (Not "a" of "a molded polycarbonate shell": an article alone names no material.)
      if (identity && !/^(?:an?|the)$/i.test(identity[1]!)) {
        element.materials.push(identity[1]!);
        element.relations.push(identity[2]!);
      } else if (
        /^\d+(?:\.\d+)? to \d+(?:\.\d+)?$/.test(rest) &&
        /^[a-z]+ the [a-z]+s$/.test(element.functions[0] ?? '')
      ) {
        // "A dial on top sets the gallons, 1 to 50": the range is of what it sets.
        const [verb, , what] = element.functions[0]!.split(' ');
        element.measures.push(`${presentOf(verb!)} from ${rest} ${what}`);
      } else if (/^(?:open|closed|shut|hollow|flat) (?:on|at|along) (?:one|both|each|the|an?) /.test(rest)) {
        // ("open on one side": how the part is shaped, no material.)
        element.measures.push(`is ${rest}`);
      } else if (/^\d/.test(rest)) {
        // "50 mm across at the bottom": a measure, wherever it is taken.
        element.measures.push(`is ${rest}`);
      } else if (/^[a-z]+ed\s+(?:on|off|in|into|onto|to|with|by|at|over|under|through)\b/.test(rest)) {
        // "The UV lamp is pulsed on and off": a verb the tagger does not know, in the passive; what is
        // done to the part, not what it is made of.
        element.relations.push(rest);
      } else if (
        /^(.+?)\s+((?:on|in|at|under|inside|over)\s+(?:a|an|the)\s+.+)$/i.test(rest) &&
        !/^(?:on|in|at|under|inside|over)\s/i.test(rest)
      ) {
        // "food grade silicone on a hinge": a material and a place.
        const [, what, where] = /^(.+?)\s+((?:on|in|at|under|inside|over)\s+(?:a|an|the)\s+.+)$/i.exec(rest)!;
        element.materials.push(what!);
        element.relations.push(`disposed ${where}`);
      } else if (
        /^(?:on|in|at|under|inside|over|above|below|behind|beside|near)\s/i.test(rest) &&
        // ("is at least 5 cm bigger than the hole": a bound of a measure, no place.)
        !/^at (?:least|most)\s/.test(rest)
      )
        element.relations.push(`disposed ${rest}`);
      else if (
        /^(?!.*\d)([\w-]+(?: [\w-]+)?) with (an? [\w-]+(?: [\w-]+)?)$/i.test(rest) &&
        rest
          .split(' with ')[0]!
          .split(' ')
          .some((word) => MATERIAL_WORDS.test(word))
      ) {
        // "ABS plastic with a rubber grip": what it is made of, and a part it has.
        const [, what, part] = /^(.+?) with (.+)$/.exec(rest)!;
        element.materials.push(what!);
        element.relations.push(`having ${part}`);
      } else if (hasNumber(rest) || /^dishwasher[- ]safe$/.test(rest)) element.measures.push(`is ${rest}`);
      // ("must be xylitol free": free of something, how it is.)
      else if (/^[a-z]+[- ]free$/.test(rest)) element.measures.push(`is ${rest}`);
      // ("The handle is hollow": how it is, not what it is made of.)
      // ("The display is backlit", "The case is waterproof": how it is made to work, no material either.)
      else if (
        /^[a-z]+$/.test(rest) &&
        !MATERIAL_WORDS.test(rest) &&
        (isQuality(rest) || /(?:lit|proof|tight)$/.test(rest))
      )
        element.measures.push(`is ${rest}`);
      // ("the baking soda is the scrub": the part an ingredient plays, what it does, by the verb the part is
      // named by where it has one.)
      else if (
        /^(?:the|an?) (?:scrub|abrasive|binder|thickener|carrier|filler|preservative|emulsifier)$/.test(rest)
      )
        element.functions.push(
          /\bscrub$/.test(rest)
            ? 'scrub'
            : `act as ${rest.replace(/^the (?=[aeiou])/, 'an ').replace(/^the /, 'a ')}`,
        );
      // "It's safer and faster than shimming" is an advantage, not what it is made of.
      else if (!/^(?:too|very|not|really|so)\b/i.test(rest) && !/\bthan\b/i.test(rest))
        element.materials.push(rest);
      break;
    }
    case 'having':
      element.relations.push(`having ${rest}`);
      break;
  }
}

function kindsOf(subject: string, text: string): InventionKind[] {
  if (/^(?:method|process|technique|procedure|way)\b/i.test(subject)) return ['method'];
  const software = (
    text.match(/\b(?:app|apps|software|server|database|platform|website|module|api|cloud)\b/gi) ?? []
  ).length;
  // "a booking system … reserve tools online and get reminded": a system of a program's words is one.
  const online = (
    text.match(
      /\b(?:online|texts?|texted|email(?:s|ed)?|notifications?|reminders?|accounts?|log(?:s|ged)? in|booking|reserv(?:e|es|ed|ation)|calendar)\b/gi,
    ) ?? []
  ).length;
  if (
    // ("application for dog walkers": the program, whom it is for after it.)
    /\b(?:app|application|software|platform|program|website)(?: for [\w -]+)?$/i.test(subject) ||
    // ("a browser extension that blurs spoilers": a program that runs inside a browser.)
    /\b(?:browser|chrome|firefox) (?:extension|plug-?in|add-?on)$/i.test(subject) ||
    ((software >= 6 || software + online >= 6) && /\bsystem(?: for [\w -]+)?$/i.test(subject))
  )
    return ['software'];
  // "30 percent beeswax, 50 percent coconut oil": shares of ingredients make a composition.
  const shares = (text.match(/\b\d+(?:\.\d+)?\s*(?:percent|%)\s+(?!of\b|by\b|more\b|less\b)[a-z]/gi) ?? [])
    .length;
  // "1 part filtered oil with 2 parts soy wax": parts of two things are a recipe too.
  // ("2 parts 70 percent isopropyl alcohol to 1 part water": with how strong the first is.)
  const parts = (
    text.match(/\b\d+(?:\.\d+)?\s+parts?\s+(?:of\s+)?(?:\d+(?:\.\d+)?\s*(?:percent|%)\s+)?(?!by\b)[a-z]/gi) ??
    []
  ).length;
  // "500 grams of hulls, 1 liter of water, 50 ml of vinegar": amounts of three things are a recipe.
  const amounts = (
    text.match(
      // ("2 cups washing soda, 1 cup borax and 1 bar of grated castile soap": with "of" or without.)
      new RegExp(
        `\\b(?:${AMOUNT_NUMBER})\\s*(?:${QUANTITY_UNITS})\\s+(?:of\\s+)?(?:\\d+(?:\\.\\d+)?\\s*(?:percent|%)\\s+)?(?!per\\b)[a-z]`,
        'gi',
      ),
    ) ?? []
  ).length;
  // ("weigh ingredients right where you chop them": what a tool is used on is no sign of what it is made of.)
  const ingredients = /\bingredients?\s*(?:are|is|include|:)|\b(?:the|its|main|dry|wet) ingredients\b/i.test(
    text,
  );
  // ("a recipe app" names an app, not a recipe.)
  const recipe = /\brecipe\b(?!\s+(?:apps?|books?|cards?|sites?|websites?|database))/i.test(text);
  // ("It could also track each cat by weight": how a thing is told apart, no share of a recipe.)
  const byWeight =
    /\bby weight\b/i.test(text) && (shares + parts + amounts >= 1 || /\bBy weight\b/.test(text));
  // ("A grout cleaning paste made from baking soda, hydrogen peroxide and a little dish soap": a substance
  // made from things named is a recipe of them.)
  const madeFrom =
    /\b(?:paste|spray|cleaner|balm|salve|mix|solution|powder|cream|gel|lotion|polish|scrub|softener|detergent|glaze|dressing|marinade|rub)$/i.test(
      subject,
    ) && new RegExp(`\\b${asLiteral(subject)} made (?:from|with|of) [^.]+?, [^.]+? and `, 'i').test(text);
  if (
    /\b(?:formulation|composition)\b/i.test(text) ||
    madeFrom ||
    byWeight ||
    recipe ||
    ingredients ||
    shares >= 2 ||
    parts >= 2 ||
    amounts >= 3
  )
    return ['composition'];
  return ['article'];
}

/** "The yogurt is strained …": what a sentence in the passive worked on ("yogurt"), if it opens so. */
function workedOnFirst(sentence: string): string | undefined {
  return /^(?:the|a|an) ([^,]+?) (?:is|are) [a-z]+ed\b/i.exec(sentence)?.[1];
}

/** "in five sizes": how many sizes a thing comes in. */
const SIZES_MADE = /^(?:in )?((?:two|three|four|five|six|seven|eight|\d+) sizes)$/;

/** "better than kiln dried": how a thing compares with another, which is neither an act nor a function. */
const COMPARED =
  /^(?:much |a lot |way )?(?:better|worse|faster|slower|easier|harder|longer|shorter)\b.*\bthan\b/;
/** "the soap", of a recipe that names "dish soap" somewhere: a word told elsewhere with a word before it. */
function namedShortOf(name: string, told: Sectioned[]): boolean {
  const longer = new RegExp(`\\b(?!(?:the|a|an|this|that)\\b)[a-z]+ ${asLiteral(name)}\\b(?! [a-z]+ing\\b)`);
  return told.some(({ sentence }) => longer.test(sentence.replace(/^[A-Z]/, (c) => c.toLowerCase())));
}

/**
 * "Navel oranges work best because they have no seeds": which kind the inventor prefers, no act of the
 * thing (a dependent claim names the kind).
 */
const PREFERRED = (verb: string, rest: string) =>
  verb === 'work' && /^(?:best|better|well|great|fine)\b/.test(rest);

function stepFrom(clause: Clause, object: string | undefined): string | undefined {
  if (
    /^(?:on|when|if|so|and|or|then|back|in|off|up|out|to|over|under|into|through|with|what|which|who|whatever|where|how)$/.test(
      clause.verb,
    )
  )
    return undefined;
  // ("Air-dried oak bends better than kiln dried": how one material compares with another, no act.)
  if (COMPARED.test(clause.rest)) return undefined;
  // "the lamp stays on for 5 minutes": keeping it on.
  if (clause.kind === 'active' && /^(?:stay|remain)$/.test(clause.verb) && object)
    return `keeping the ${object} ${clause.rest}`;
  if (clause.kind === 'passive' && object) {
    // ("The smell of vinegar is gone once the clothes dry": what has gone is a state, no act.)
    if (/^(?:go|come)$/.test(clause.verb)) return undefined;
    // ("One tablespoon is used per load": how much of it a use takes, not a step of making it.)
    if (clause.verb === 'use' && /^(?:per|for each|each)\b/.test(clause.rest)) return undefined;
    // "made by extruding the mix": the step is the extruding; "made by cold process" or "by pressing:"
    // names no step.
    if (MATERIAL_VERBS.test(clause.verb) && /^by\s+/.test(clause.rest))
      return /^by\s+[a-z]+ing\s+\S/.test(clause.rest) ? clause.rest.replace(/^by\s+/, '') : undefined;
    // "Small pots are assumed to dry twice as fast": what is assumed of them ("assuming that small pots dry
    // twice as fast").
    const judged = /^to ([a-z]+)\b(.*)$/.exec(clause.rest);
    if (/^(?:assume|expect|estimate|predict|consider)$/.test(clause.verb) && judged) {
      const plural = singularWord(object.split(' ').at(-1)!) !== object.split(' ').at(-1);
      // ("under 12 cm" is where the clause reader leaves which pots.)
      const which = clause.place && !/^(?:with|by)\s/.test(clause.place) ? ` ${clause.place}` : '';
      return `${gerundOf(clause.verb)} that ${object}${which} ${plural ? judged[1] : presentOf(judged[1]!)}${judged[2]}`;
    }
    // "mixing 60 percent HDPE flakes": a share takes no article.
    // ("adding 5 grams of alum": an amount takes none either.)
    // ("covering everything": a pronoun takes none.)
    const article =
      /^(?:\d+(?:\.\d+)?|half an?|a few|an?|one) (?:percent|parts?|[a-z]+ of|[a-z]+[^s]s) /.test(object) ||
      // ("putting 2 grape leaves in each jar": so many of a thing named in two words.)
      /^\d+ [a-z-]+ [a-z]+[^s]s$/.test(object) ||
      // ("mixing 1 cup washing soda, 1/2 cup citric acid …": nor a list of amounts by number and unit; "a 20
      // liter bucket" is one bucket.)
      new RegExp(`^\\d+(?:[./]\\d+)? (?:${QUANTITY_UNITS}) [^,]+(?:,| and) \\d`).test(object) ||
      /^(?:every|some|any)thing$/.test(object) ||
      /^(?:each|both) /.test(object)
        ? ''
        : 'the ';
    // ("The lid is put back on": "putting the lid back on", where it was before.)
    // (The clause reader leaves "on" out: "putting the lid back".)
    const back = /^back(?: (on|in|together))?$/.exec(clause.rest);
    if (back) return `${gerundOf(clause.verb)} ${article}${object} back${back[1] ? ` ${back[1]}` : ''}`;
    // "is blown out": "blowing out the end", the particle with its verb.
    // ("are stirred in": "in" with nothing after it is the verb's too, "stirring in the rest".)
    // ("is taken off the heat": "off" before what it is off is a preposition, "taking the pot off the heat".)
    // ("is knocked out of the bucket": "out of" is where from, no particle.)
    const [, away, inOn, rest] =
      /^(?:(out|off|up|down|away|back)\b(?!\s+(?:the|a|an|of)\s)|(in|on)$)?\s*(.*)$/.exec(clause.rest)!;
    const particle = away ?? inOn;
    const verb = `${gerundOf(clause.verb)}${particle ? ` ${particle}` : ''}`;
    return `${verb} ${article}${object}${rest ? ` ${rest}` : ''}`;
  }
  // "talks over an API": the particle stays with the verb.
  const particle = clause.verbText.split(' ')[1];
  // "plugs the reel in": "plugging in the reel", so no step ends on a particle.
  const separated = /^((?:the|a|an) .+) (in|on)$/.exec(clause.rest);
  if (clause.kind === 'active' && separated && !particle)
    return `${gerundOf(clause.verb)} ${separated[2]} ${separated[1]}`;
  if (clause.kind === 'active' && clause.rest)
    return `${gerundOf(clause.verb)}${particle ? ` ${particle}` : ''} ${clause.rest}`;
  if (clause.kind === 'active' && !clause.rest) return gerundOf(clause.verb);
  return undefined;
}

/** What a substance does by itself: "reacts with the rust", "dissolves the scale". */
const SUBSTANCE_ACTS =
  /^(?:react|dissolve|neutralize|bind|oxidize|etch|bleach|loosen|chelate|convert|break)$/;

const INSTEAD =
  /(?:\b(?:use|be|with|from|of|made of)\s+|,\s*(?:or\s+)?)((?:[\w-]+\s+){0,3}?[\w-]+)\s+instead of\s+(?:the\s+)?([\w-]+(?:\s+[\w-]+){0,2}?)(?=[,.;]|\s+(?:so|for|or|and|which|if|when|because)\b|$)/gi;
/** "Carnauba wax may replace the beeswax for a vegan one": the alternative is the subject. */
const REPLACES =
  /^((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:may|could|can|would)\s+replace\s+(?:the\s+)?([\w-]+(?:\s+[\w-]+){0,2}?)(?=\s+(?:for|in|to|so)\b|[,.;]|$)/gi;
/**
 * "Arrowroot powder works instead of cornstarch (for a vegan one)": the alternative is the subject.
 * ("Spray foam may fill the hole instead of newspaper": so when it does the other's job.)
 */
const WORKS_INSTEAD =
  /^(?:In (?:some|other|another) embodiments?,\s+)?((?:[\w-]+\s+){0,5}?[\w-]+)\s+(?:works|work|would work|may work|can work|is used|are used|may be used|could be used|can be used|(?:may|could|can) (?:fill|stuff|plug|pack|cover|seal) the [\w-]+)(?:\s+(?:on|in|for|along) the [\w-]+)?\s+instead of\s+(?:the\s+|an?\s+)?([\w-]+(?:\s+[\w-]+){0,2}?)(?=[,.;]|\s+(?:so|for|or|and|which|if|when|because)\b|$)/gi;
/** "Willow bark may also be used", after an alternative to the tea: one more alternative to it. */
const ALSO_USED =
  /^((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:may also be used|can also be used|could also be used|works too|would also work|also works)\.?$/i;
const ACTORS = /^(?:user|users|inventors?|operator|person|people|customer|you|worker|cook)s?$/i;

/** Parts of a program, and devices, named for what they do as people are ("walker", "scanner"). */
const MACHINE_AGENTS =
  /^(?:server|scheduler|computer|controller|sensor|timer|router|scanner|printer|monitor|processor|engine|matcher|tracker|counter|reader|editor|solver|filter|detector|meter|recorder|player|calculator|generator|validator|parser)$/i;

/** Groups of people a program may serve together. */
const PEOPLE_GROUPS =
  /^(?:family|families|household|households|team|teams|group|groups|roommates|friends|neighbors|members|parents|classmates|coworkers|coach|trainer|therapist|teacher|tutor|doctor|nurse|parent|caregiver|manager|supervisor)$/i;

/** What people do with a program: reserve, book, scan, pay. */
const PEOPLES_ACTS =
  /^(?:reserve|book|scan|cancel|request|accept|pay|rate|sign|check|borrow|return|enter|pick|choose|select|tap|upload|set|approve|earn|spend|trade|join|swap|share|invite|order|preorder|list|post|lend|send)$/;

/**
 * "Both parents see the same log on their phones" → "showing the same log on a phone of each parent": one
 * record several people see is one the program shows each of them.
 */
function sharedView(sentence: string, elements: Elements): string | undefined {
  const seen =
    /^(?:Both|All|The|Several) ([a-z]+s) (?:can )?(?:see|view|share) the same ((?:[\w-]+ ){0,2}?[\w-]+)(?: on (?:their|both|all) (phones|devices|tablets|computers))?\.?$/i.exec(
      sentence,
    );
  if (!seen || elements.find(seen[1]!) || !namesPeople(seen[1]!.toLowerCase(), undefined)) return undefined;
  const person = singularWord(seen[1]!.toLowerCase());
  const where = seen[3]
    ? ` on ${indefiniteArticle(singularWord(seen[3]))} ${singularWord(seen[3])} of each ${person}`
    : ` to each ${person}`;
  return `showing the same ${seen[2]}${where}`;
}

/**
 * "Members reserve a tool for up to 7 days" → "enabling members to reserve a tool for up to 7 days";
 * "A member with a tool more than 14 days late cannot reserve anything else until it comes back" →
 * "preventing a member having a tool more than 14 days late from reserving anything else until the tool
 * comes back". Only a plural or counted person-like subject that is no part of the invention.
 */
function peoplesAct(
  clause: Clause,
  sentence: string,
  elements: Elements,
  before?: string,
): string | undefined {
  if (elements.find(clause.subject) || /^(?:users?|it|they|this)$/i.test(clause.subject)) return undefined;
  // ("… and sends a request, and the owner approves it": what another person does to the thing the act
  // before made, "enabling an owner to approve the request".)
  const madeBefore = /\bto [a-z]+ (?:a|an) ((?:[\w-]+ )?[\w-]+)$/.exec(before ?? '')?.[1];
  if (
    madeBefore &&
    clause.determiner === 'the' &&
    clause.kind === 'active' &&
    !clause.rest &&
    !clause.subject.includes(' ') &&
    PEOPLES_ACTS.test(clause.verb) &&
    namesPeople(`${clause.subject.toLowerCase()}s`, undefined) &&
    new RegExp(`\\b${asLiteral(clause.verbText)} it\\.?$`).test(sentence)
  )
    return `enabling ${indefiniteArticle(clause.subject)} ${clause.subject.toLowerCase()} to ${clause.verb} the ${madeBefore}`;
  const barred =
    /^(?:A|An|Each) ([a-z]+) (with [^,]+?) (?:cannot|can't|can not|may not) ([a-z]+) (.+?)\.?$/.exec(
      sentence,
    );
  if (barred && PEOPLES_ACTS.test(barred[3]!)) {
    const had = /\b(?:a|an) ([\w-]+)\b/.exec(barred[2]!)?.[1];
    const rest = had ? barred[4]!.replace(/\b(until|unless) it\b/, `$1 the ${had}`) : barred[4]!;
    return `preventing a ${barred[1]} ${barred[2]!.replace(/^with /, 'having ')} from ${gerundOf(barred[3]!)} ${rest}`;
  }
  const plural =
    clause.determiner === '' &&
    (/[^s]s$/.test(clause.subject) || /^(?:children|people)$/i.test(clause.subject));
  // "Each roommate joins the household in the app": each of them, one at a time.
  const each =
    clause.determiner === 'each' &&
    !clause.subject.includes(' ') &&
    namesPeople(`${clause.subject.toLowerCase()}s`, undefined) &&
    !MACHINE_AGENTS.test(clause.subject);
  // ("A neighbor picks dates on a calendar": one of the people it serves, any one.)
  const one =
    /^(?:a|an)$/.test(clause.determiner) &&
    !clause.subject.includes(' ') &&
    namesPeople(`${clause.subject.toLowerCase()}s`, undefined) &&
    !MACHINE_AGENTS.test(clause.subject);
  if (one && clause.kind === 'active' && PEOPLES_ACTS.test(clause.verb) && clause.rest)
    return `enabling a ${clause.subject.toLowerCase()} to ${clause.verb} ${clause.rest}`;
  if (each && clause.kind === 'active' && PEOPLES_ACTS.test(clause.verb) && clause.rest)
    // ("in the app": the program claimed is that app.)
    return `enabling each ${clause.subject.toLowerCase()} to ${clause.verb} ${clause.rest.replace(/\s+in the (?:app|application)$/, '')}`;
  // ("Parents can share a child with the other parent's phone": what the program lets them do.)
  const able =
    clause.kind === 'modal' &&
    new RegExp(`\\b${asLiteral(clause.subject)} (?:can|could|may)\\b`, 'i').test(sentence);
  if (!plural || !(clause.kind === 'active' || able) || !PEOPLES_ACTS.test(clause.verb) || !clause.rest)
    return undefined;
  // ("enter which days they can drive": they are the people named.)
  const people = clause.subject.toLowerCase();
  // ("which days the parents can drive": when they are available to, in a claim's definite words.)
  const rest = clause.rest
    .replace(/\bthey\b/, `the ${people}`)
    .replace(/\b(the [a-z]+s) can ([a-z]+)\b/, '$1 are available to $2');
  return `enabling ${people} to ${clause.verb} ${rest}`;
}

/**
 * "each child gets a desk, kept-apart pairs cannot be in adjacent desks including diagonals, front-row
 * children go in the first two rows": rules told as facts, as the acts of a program that keeps them.
 */
function rulesAsOperations(list: string, source: string): InventionStep[] {
  return list
    .replace(/\.$/, '')
    .split(/,\s*(?:and\s+)?/)
    .flatMap((rule) => {
      const text = rule.trim();
      const gets = /^(each [\w-]+(?: [\w-]+)?) gets (an? .+)$/i.exec(text);
      if (gets) return [`assigning ${gets[1]} ${gets[2]}`];
      const cannot =
        /^([\w-]+(?: [\w-]+)?) (?:cannot|can not|may not|must not) be (in|on|at|next to|near) (.+)$/i.exec(
          text,
        );
      if (cannot) return [`keeping ${cannot[1]} out of ${cannot[3]}`];
      const go = /^([\w-]+(?: [\w-]+)?) (?:go|goes|sit|sits|are placed|are put) (in|on|at|near) (.+)$/i.exec(
        text,
      );
      if (go) return [`placing ${go[1]} ${go[2]} ${go[3]}`];
      return [];
    })
    .map((action) => ({ action, source }));
}

/** Builds the model from the sections written so far. */
/** The sections the model is read from: the same text gives the same model. */
const MODEL_SECTIONS = ['title', 'background', 'summary', 'details', 'variations', 'useCases'] as const;
const MODEL_CACHE_LIMIT = 32;
const modelCache = new Map<string, InventionModel>();

/**
 * The model of the invention the answers describe. One turn asks for it several times over the same
 * text (the drafter, each section writer, the review, the map), so the last few are kept; each caller
 * gets its own copy, free to change.
 */
export function buildInventionModel(patentData: PatentData): InventionModel {
  const key = JSON.stringify(MODEL_SECTIONS.map((section) => patentData[section] ?? null));
  let model = modelCache.get(key);
  if (!model) {
    model = readInventionModel(patentData);
    if (modelCache.size >= MODEL_CACHE_LIMIT) modelCache.delete(modelCache.keys().next().value!);
    modelCache.set(key, model);
  }
  return structuredClone(model);
}

function readInventionModel(patentData: PatentData): InventionModel {
  const subject = subjectOf(patentData.title ?? 'invention');
  // What it is for, as its title says ("holding a compression sock open").
  const purpose = purposeOf(subject, patentData.title ?? '');
  const subjectHead = singularWord(
    subject.split(/\s+/).filter((w) => !/^(?:of|for)$/.test(w))[0] === 'method'
      ? 'method'
      : (subject.split(/\s+/).pop() ?? ''),
  );
  // ("self-watering planter for balconies": the planter, not what it is for.)
  const wholeHead = singularWord(
    subject
      .split(/\s+for\s+/)[0]!
      .split(/\s+/)
      .pop() ?? '',
  );
  const told = [...sentencesIn(patentData, 'summary'), ...sentencesIn(patentData, 'details')];
  const toldSummary = withShortNamesLengthened(
    withShellNamesMerged(sentencesIn(patentData, 'summary'), told),
    told,
  );
  const toldDetails = withShortNamesLengthened(
    withShellNamesMerged(sentencesIn(patentData, 'details'), told),
    told,
  );
  const aliases = aliasesIn([...toldSummary, ...toldDetails]);
  const everyTold = [...told, ...sentencesIn(patentData, 'variations')];
  const namedFully = (sentences: Sectioned[]) =>
    withAgentNamesNamed(
      withCompoundTailsNamed(withAliasesNamed(sentences, aliases), everyTold, subject),
      everyTold,
    );
  // (Read with the pot named as the appliance; each step keeps the sentence as told for its source.)
  const asTold = new Map<string, string>();
  const summary = potAsTheAppliance(namedFully(toldSummary), asTold);
  const details = potAsTheAppliance(namedFully(toldDetails), asTold);
  const variations = namedFully(sentencesIn(patentData, 'variations'));
  const uses = withAliasesNamed(sentencesIn(patentData, 'useCases'), aliases);
  const allText = [...summary, ...details, ...variations].map((s) => s.sentence).join(' ');
  const kinds = kindsOf(subject, `${subject} ${allText}`);
  const elements = new Elements(
    subject,
    kinds.includes('composition') || kinds.includes('method'),
    settingOf(
      patentData.title ?? '',
      [...summary, ...details].map((s) => s.sentence),
    ),
  );
  const body = newElement(subject);
  const isThing = !kinds.includes('composition') && !kinds.includes('method');
  const steps: InventionStep[] = [];
  // ("The last layer goes in with the jar upright": what a step adds, worked on, no tool.)
  const addedInSteps = new Set<string>();
  const useSteps: InventionStep[] = [];
  // "The app can also reserve the spot for 15 minutes": what a program may also do.
  const mayAlsoDo: InventionStep[] = [];
  // ("The mixture is rolled into balls …": the shapes the last step made, which "they" then are.)
  const shapesMadeLast = () => /\binto ([a-z]+s)\b/.exec(steps.at(-1)?.action ?? '')?.[1];
  // ("Cotton balls are soaked in it", of an ant bait: what carries a composition where it is used.)
  const carriers = new Set<string>();

  // What a recipe's ingredients become: the dough of a pizza dough, the mix of a drink mix, or a mixture.
  const madeName =
    new RegExp(`\\b(${MIXTURE_NAMES})\\b`, 'i').exec(patentData.title ?? '')?.[1]?.toLowerCase() ?? 'mixture';
  // ("First I titrate the oil … Then I mix methanol and potassium hydroxide …" told as how it works: a
  // method told step by step in the summary has its steps there too, where a summary that only says what
  // the method does leaves them to the details.)
  // ("The print is sanded, painted … and allowed to dry. Then the print is placed in a … bath": a thing
  // worked on in the passive, then the next step.)
  // ("After 4 days the user puts it in the sun": a time passed since the step before is a sequence too.)
  const sequenced = (sentence: string) =>
    /^(?:First|Then|Next|After that|Finally|(?:After|In) (?:about )?(?:\d+|an?|one|two|three|four|five|six) (?:minutes?|hours?|days?|weeks?))\b|\bafter (?:\d+|an?|one|two|three|four|five|six|seven|a few) (?:minutes?|hours?|days?|weeks?)\.?$/.test(
      sentence,
    );
  // ("2 tablespoons of seeds are soaked …": so much of a thing is worked on as the thing is; "20 holes are
  // drilled …", "A layer of cardboard is put on the bottom": so many things, and an irregular act.)
  // ("Then a tablespoon of olive oil is massaged in", "The crunchy kale chips in the oven are baked": after
  // an order word, and named at length.)
  const workedOn = (sentence: string) =>
    /^(?:(?:Then|Next|First|Finally),? )?(?:the|a|an|both|each|\d+(?:[./]\d+)? [a-z]+ of|half a [a-z]+ of|\d+(?=(?: [\w-]+)*? [a-z]+s (?:is|are)\b)) (?:[\w-]+ ){0,4}?[\w-]+ (?:is|are) (?!made\b|used\b|designed\b|meant\b|intended\b|based\b|called\b|named\b)(?:[a-z]+ed|put|set|laid|spread|hung|dug|cut|blown|thrown|frozen|shaken|drawn|ground|wound|held|spun|built|torn|sunk|stood|kept|left|stuck)\b/i.test(
      sentence,
    ) ||
    // ("Concrete is poured around it": so is a substance worked on, named bare.)
    /^[A-Z][a-z]+ is (?!made\b|used\b|designed\b|meant\b|intended\b|based\b|called\b|named\b)[a-z]+ed\b/.test(
      sentence,
    ) ||
    // ("The user covers the burnt spot with water, adds …": of a method, the user's acts are its steps too.)
    // ("The user rinses with warm water": so with what it is done with; "The user finishes it inside on the
    // stove": so what the step before worked on.)
    // ("Then the user covers it …", "After it hardens the user sands it …": after an order word or a
    // condition too.)
    (kinds.includes('method') &&
      /^(?:(?:Then|Next|First|Finally|After that),? |(?:After|Once|When) (?:it|they|the [\w-]+) [a-z]+s,? )?the user [a-z]+s (?:the|a|an|\d|with\b|it\b|them\b)/i.test(
        sentence,
      )) ||
    // ("Then a cup of vinegar, half a cup of water, … are brought to a boil": a list of amounts, worked on.)
    /^(?:(?:Then|Next|First|Finally),? )?(?:a|an|one|half an?|\d+(?:[./]\d+)?) [a-z]+ of [^.]+? (?:is|are) (?:[a-z]+ed|brought|put|set)\b/.test(
      sentence,
    );
  // ("The user mixes 1 cup of discard with … The mixture is rolled 2 mm thin, cut into squares and baked
  // …": of a method, two sentences of acts on what it makes tell its procedure, in order, with no "then".)
  // ("… The slices are rinsed quick and patted dry. They stay white until lunch.": what the procedure leaves
  // the work in is its result, no act that keeps the rest from being a procedure.)
  const acts = summary.filter(
    (told) =>
      !/^The present invention\b/.test(told.sentence) &&
      !/^(?:They|It|The [\w-]+(?: [\w-]+)?) (?:stays?|remains?|keeps?|lasts?) (?:white|fresh|crisp|green|clean|dry|soft|good|cold|warm)\b/.test(
        told.sentence,
      ),
  );
  const summaryTellsProcedure =
    (summary.filter((told) => sequenced(told.sentence) || workedOn(told.sentence)).length >= 3 &&
      summary.some((told) => sequenced(told.sentence))) ||
    // ("The onions are sliced thin … Then a cup of vinegar … is brought to a boil …": of a method, two acts
    // or more, and nothing else, one of them after an order word, are its procedure.)
    (kinds.includes('method') &&
      acts.length >= 2 &&
      acts.every((told) => workedOn(told.sentence)) &&
      acts.some((told) => sequenced(told.sentence))) ||
    // (Only when every sentence past the statement is such an act: a summary that also tells what the
    // process makes or replaces leaves its steps to the details.)
    (kinds.includes('method') &&
      acts.length >= 2 &&
      acts.every((told) => workedOn(told.sentence)) &&
      acts.some((told) => /^The (?:mixture|dough|batter|paste) (?:is|are) [a-z]+ed\b/.test(told.sentence))) ||
    // ("A lemon is cut in half. The cut side is dipped in baking soda … The user rinses with warm water …":
    // of a method, three acts or more, and nothing else, are its procedure whatever the order words.)
    (kinds.includes('method') && acts.length >= 3 && acts.every((told) => workedOn(told.sentence)));
  // ("Then the mixture is spritzed with white vinegar", of dishwasher tablets: the summary tells how the
  // composition is made.)
  // (Only after the ingredients are mixed: "1 1/2 cups of water is whisked in, and the mixture is allowed to
  // sit", of a pancake mix, is how the mix is used.)
  const mixtureWorked =
    summary.some((told) =>
      /^[^.]*?(?:,| and) [^.]* (?:are|is) (?:mixed|combined|blended)\.?$/.test(told.sentence),
    ) && summary.some((told) => /^(?:Then,? )?[Tt]he mixture (?:is|are) [a-z]+ed\b/.test(told.sentence));
  // Sentences that tell what is done to the composition itself, by a short name ("The cleaner is mixed …").
  const wholeWorked = new Set<string>();
  let previousSubject = '';
  let previousObject = '';
  let shareOf = '';
  let previousWasFact = false;
  // Which section told each step (by its source): claim 1 claims what the summary tells as how it works.
  const sectionOf = new Map<string, string>();
  let sectioned = 0;
  const noteSections = (section: string) => {
    for (const step of steps.slice(sectioned))
      if (!sectionOf.has(step.source)) sectionOf.set(step.source, section);
    sectioned = steps.length;
  };
  let sectionBefore = 'summary';
  // ("The garage door add-on may send a text": a name ending on a hyphenated word, read whole below, not
  // "add-on" as its verb.)
  const hyphenatedName = /-/.test(subject.split(' ').at(-1) ?? '')
    ? new RegExp(`^The ${asLiteral(subject)}\\b`, 'i')
    : undefined;
  // What a method of making makes, named by its title ("Method for Making Paper from …": paper), read once.
  const product = kinds.includes('method')
    ? /\bmaking (?:an? )?((?:[\w-]+ )?[\w-]+?)(?= from\b| out of\b| with\b| using\b| by\b| at\b| in\b|$)/i.exec(
        patentData.title ?? '',
      )?.[1]
    : undefined;
  for (const { sentence: raw, section } of [...summary, ...details, ...variations]) {
    noteSections(sectionBefore);
    sectionBefore = section;
    const variation = section === 'variations';
    // ("…, the app offers the slot to the other parents …, and the first one to accept gets it": the program
    // gives what it offered to whoever accepts first.)
    const first =
      kinds.includes('software') &&
      /^the first (?:one|person|[a-z]+) to ([a-z]+)(?: it)? (?:gets|takes|wins) it\.?$/i.exec(raw);
    const offered =
      first && /^offering (the [\w -]+?) to (the [\w -]+?)(?: by | when |$)/.exec(steps.at(-1)?.action ?? '');
    if (first && offered) {
      steps.push({
        action: `giving ${offered[1]} to the first of ${offered[2]} to ${first[1]}`,
        source: raw,
      });
      continue;
    }
    // "The hydraulic press heats it to 180 degrees": "it" is what the sentence before was about.
    // ("when the user unlocks it": the lock the inventor named.)
    const lockNamed = elements.list.find((e) => /\block\b/.test(e.name))?.name;
    const unlocked = raw
      .replace(/\b((?:un)?locks) it\b/, (told, verb: string) =>
        lockNamed ? `${verb} the ${lockNamed}` : told,
      )
      // ("The user leaves them clamped on the form for 2 days", of a method: what its steps worked on last.)
      .replace(/^(The user [a-z]+s) them\b/, (told, acts: string) => {
        const worked = kinds.includes('method') ? lastPluralOf(steps.at(-1)?.action ?? '') : undefined;
        return section === 'details' && worked ? `${acts} the ${worked}` : told;
      })
      // ("The mixture is rolled into balls … They dry for 2 days in the shade", of a composition: the shapes
      // the last step made are left to dry.)
      .replace(/^They (dry|set|cure|harden|rest|sit|cool)\b/, (told, verb: string) => {
        const made = kinds.includes('composition') ? shapesMadeLast() : undefined;
        return made ? `The ${made} are allowed to ${verb}` : told;
      })
      // ("I boil the sap … When it's close I finish it inside on the stove until it hits 104 degrees", of a
      // method told step by step: "it" is what the step before worked on, in each of its places.)
      .replace(
        /^((?:(?:Then|Next|After that|Finally),? )?[Tt]he user [a-z]+s) it\b(.*)$/,
        (told, acts: string, rest: string) => {
          const worked =
            kinds.includes('method') && (section === 'details' || summaryTellsProcedure)
              ? STEP_OBJECT.exec(steps.at(-1)?.action ?? '')?.[1]
              : undefined;
          return worked && singularWord(worked) === worked
            ? `${acts} the ${worked}${rest
                // ("… until it hits 104 degrees when it's close": the temperature says when it is done.)
                .replace(
                  /(\buntil it [^,]+?) when it is (?:close|nearly done|almost done|nearly ready|almost ready)\b/,
                  '$1',
                )
                .replace(/\b(until|as|while|when|once) it\b/g, `$1 the ${worked}`)}`
            : told;
        },
      );
    // ("The app finds … If the hips sag … it says "hips up"": of a program, "it" after the app is the app.)
    const itIsTheWhole =
      section !== 'summary' ||
      (kinds.includes('software') &&
        /\b(?:app|application|system|server|software|platform)$/i.test(previousSubject)) ||
      // ("A weight sensor counts each visit … It sends a push notification after 6 visits": what sends a
      // message is the device, not the sensor told before.)
      /^It (?:sends|texts|emails|notifies|alerts|pings)\b/.test(unlocked);
    const named = itIsTheWhole
      ? unlocked
          .replace(/^It\s+(?!is\s+a\b)/, `The ${subject} `)
          // ("The present invention is made of recycled polypropylene, 42 cm across": the whole, by its name.)
          .replace(/^The present invention\s+(?=is made (?:of|from)\b)/, `The ${subject} `)
          // "Then they soak in a solution": they are what the sentence before worked on.
          .replace(/^(?:(?:Then|Next|After that),?\s+)?They\s+([a-z]+)\b/i, (lead, verb: string) => {
            // ("The brine is … They sit in the fridge for 3 days": of a method, after a fact of one thing,
            // they are what its steps worked on last, the eggs.)
            // ("The mixture is rolled into balls … They dry for 2 days in the shade", of a composition: what
            // the last step made.)
            const worked = kinds.includes('method')
              ? lastPluralOf(steps.at(-1)?.action ?? '', 'one word')
              : kinds.includes('composition')
                ? shapesMadeLast()
                : undefined;
            const they = previousSubject && /s$/.test(previousSubject) ? previousSubject : worked;
            if (!they) return lead;
            // "they soak in a solution" → "the skins are soaked in …": read without "soak" as a noun.
            // ("they sit in the fridge": they are allowed to sit there.)
            const base = infinitiveOf(verb);
            return /^(?:sit|rest|stay)$/.test(base)
              ? `The ${they} are allowed to ${base}`
              : UNDERGOES.test(base)
                ? `The ${they} are ${pastParticipleOf(base) ?? `${base}ed`}`
                : `The ${they} ${verb}`;
          })
      : unlocked;
    // "A vacuum pump takes the tank down …, then a valve lets it back": a new part acts on what the part
    // before it acted on.
    // ("When the door opens it waits 10 seconds": of a mailbox's door, "it" is the invention.)
    // ("The user lets it cool in the bath" after "The user puts the yarn in the dye bath": the yarn.)
    const before =
      (/^(?:A|An)\s/.test(named) || /^(?:The users?|Users)\s/.test(named)) && previousObject
        ? previousObject
        : previousSubject;
    // ("The posts are aluminum tube. A timer switch shuts it off": "it" is no plural the sentence before was
    // about; it is the invention.)
    const told = before && singularWord(before) !== before.toLowerCase() ? subject : before;
    // ("The user stores it in a glass jar" after "5 grams of alum is added": of a recipe, the mixture;
    // "The user stirs it into cold water" after the recipe of a drink mix: the mix, whatever was told
    // of one ingredient before.)
    // ("The methanol is 20 percent of the oil volume. After the second stage I let it settle": after a fact
    // told of one ingredient, "it" of a method is the batch its steps work on.)
    const batch =
      kinds.includes('method') &&
      previousWasFact &&
      steps.some((step) => /\bthe mixture\b/.test(step.action));
    const referent = batch
      ? 'mixture'
      : told && elements.inSetting(told)
        ? subject
        : kinds.includes('composition') &&
            told &&
            (!elements.find(told) || /^(?:The users?|Users)\s+[a-z]+s?\s+it\b/.test(named))
          ? madeName
          : told;
    // "Two steel hooks with rubber pads hang it over the railing": in the summary, what a part acts on
    // as "it" is the invention.
    // ("The glycerin keeps it soft": what an ingredient keeps so is the composition.)
    // ("The scrap paper gives it strength", of a method of making paper: "it" is the paper it makes.)
    const givenTo = product
      ? named.replace(
          /^(The (?:[\w-]+ ){0,2}[\w-]+ (?:gives|lends)) it (?=(?:strength|body|stiffness|color|colour|texture|flexibility|structure|shine)\b)/,
          `$1 the ${product.toLowerCase()} `,
        )
      : named;
    const keptSo = kinds.includes('composition')
      ? givenTo.replace(
          /^(The (?:[\w-]+ ){0,2}[\w-]+ (?:keeps|makes|leaves)) it (?=(?:soft|hard|solid|firm|smooth|moist|fresh|stretchy|sticky|thick|thin|liquid|creamy|shiny|clear)\b)/,
          `$1 the ${subject} `,
        )
      : givenTo;
    const summarized =
      section === 'summary'
        ? keptSo.replace(
            /^((?:A|An|The|Two|Three|Four|Five|Six|\d+) (?:[\w-]+ ){1,6}?(?:[a-z]+))\s+it\s+(?=(?:over|on|onto|to|in|into|against|under|from|off|up|down)\b)/,
            (_, before: string) =>
              ACTORS.test(before.split(' ').at(-2) ?? '')
                ? _
                : // ("the tray slides out from under it": after a preposition, "it" is what the sentence
                  // before was about, the seat.)
                  /\b(?:under|from|behind|beneath|below|inside|within|beside)$/.test(before) &&
                    previousSubject
                  ? `${before} the ${previousSubject} `
                  : `${before} the ${subject} `,
          )
        : keptSo;
    // ("A gas strut slows it down and helps lift it back": the second "it" is the first.)
    const itNamed =
      summarized !== keptSo
        ? /^(?:.*?) (the [\w -]+?) (?=(?:over|on|onto|to|in|into|against|under|from|off|up|down)\b)/.exec(
            summarized,
          )?.[1]
        : undefined;
    const summarizedAll = itNamed
      ? summarized.replace(
          /\b(and [a-z]+s (?:[a-z]+ )?)it (?=(?:back|up|down|out|in|off|over)\b)/,
          `$1${itNamed} `,
        )
      : summarized;
    // ("A key cylinder on the lock body opens it": what a part on a lock or lid opens is that lock or lid;
    // "when the user unlocks it", the lock the inventor named.)
    const opened = summarizedAll.replace(
      /^((?:A|An|The) (?:[\w-]+ ){0,3}(?:on|in|at) the ((?:[\w-]+ ){0,2}[\w-]+) (?:opens|closes|locks|unlocks|releases)) it\b/,
      '$1 the $2',
    );
    // ("Each tree is tapped with a spile. A bucket is hung under it.": what a thing is put under, last in its
    // sentence, is what the sentence before was about.)
    const placedBy = previousSubject
      ? opened.replace(
          /^((?:A|An|The) (?:[\w-]+ ){0,3}[\w-]+ (?:is|are) [a-z]+ (?:under|over|beside|behind|below|above|around|next to)) it\.$/,
          `$1 the ${previousSubject}.`,
        )
      : opened;
    const sentence =
      referent && section === 'details'
        ? givenTo.replace(/^([^,]*?\b[a-z]+)\s+it\b(\s+[a-z]+s\b)?/, (whole, before: string, verb = '') => {
            // Only in the first predicate: "… and shows it" is read with its own object. ("until it holds"
            // of the grounds: until they hold.)
            if (/ and /.test(before) || ACTORS.test(referent)) return whole;
            // ("The mixture is stirred until it pulls away from the bowl", "The yogurt is strained … to make
            // it thick": "it" is what the sentence worked on.)
            const worked =
              PASSIVE_SUBJECT_UNTIL.exec(before)?.[1]?.toLowerCase() ||
              (/\bto (?:make|keep|get|help)$/.test(before) && workedOnFirst(before));
            return worked
              ? `${before} the ${worked}${verb}`
              : `${before} the ${referent}${singularWord(referent) !== referent.toLowerCase() && /[^s]s$/.test(verb) ? ` ${infinitiveOf(verb.trim())}` : verb}`;
          })
        : placedBy;
    // ("You soak cotton balls in it and put them in a jar lid near the trail", of an ant bait: what is
    // soaked in the composition carries it where it is used, no ingredient; what is done with it is using it.)
    const soaked =
      kinds.includes('composition') && section === 'details'
        ? /^The ((?:[\w-]+ )?[\w-]+s) (?:is|are) (soaked|dipped|dunked|saturated) in it(?:,? and ([a-z]+) ((?:in|on|into|onto|under|near|along) [^,.]+))?\.?$/.exec(
            raw,
          )
        : null;
    if (soaked) {
      carriers.add(soaked[1]!.toLowerCase());
      useSteps.push({
        action: `${gerundOf(infinitiveOf(soaked[2]!))} ${soaked[1]!.toLowerCase()} in the ${subject}`,
        source: raw,
      });
      if (soaked[3] && canBeVerb(infinitiveOf(soaked[3])))
        useSteps.push({
          action: `${gerundOf(infinitiveOf(soaked[3]))} the ${soaked[1]!.toLowerCase()} ${soaked[4]}`,
          source: raw,
        });
      continue;
    }
    // ("Keep the borax under 2 percent or it kills them too fast": of a composition, a bound on its share.)
    const bounded = kinds.includes('composition')
      ? /^The user keeps the ((?:[\w-]+ )?[\w-]+) (under|below|less than|over|above|more than|at least|at most) (\d+(?:\.\d+)? percent)\b/.exec(
          raw,
        )
      : null;
    const boundedPart = bounded && elements.find(bounded[1]!);
    if (bounded && boundedPart) {
      const bound = /^(?:under|below)$/.test(bounded[2]!)
        ? 'less than'
        : /^(?:over|above)$/.test(bounded[2]!)
          ? 'more than'
          : bounded[2];
      boundedPart.measures.push(`is present at ${bound} ${bounded[3]}`);
      continue;
    }
    // ("Replace the cotton balls every 3 days": so is what the user then does to them.)
    const carried = /^The user ([a-z]+s) the ((?:[\w-]+ )?[\w-]+s)\b(.*?)\.?$/.exec(raw);
    if (carried && carriers.has(carried[2]!.toLowerCase())) {
      useSteps.push({
        action: `${gerundOf(infinitiveOf(carried[1]!))} the ${carried[2]!.toLowerCase()}${carried[3]}`,
        source: raw,
      });
      continue;
    }
    // ("The brine is 1 cup vinegar, 1 cup water, …" of a method: what the brine is made up of, one fact.)
    if (!kinds.includes('composition') && readRecipe(sentence, elements)) continue;
    // (What may be added to a composition is read with the variations, as a further ingredient.)
    if (kinds.includes('composition') && section === 'details' && ADDED_LATER.test(sentence)) continue;
    if (kinds.includes('composition')) {
      // ("The rest of it is water.": the ingredient that makes up the balance, and nothing more.)
      if (readBalance(sentence, elements)) continue;
      readQuantities(sentence, elements);
      readParts(sentence, elements);
      // ("The dough is 1 cup pumpkin puree, 2 cups oat flour and …": the dough is the composition, its
      // recipe read above, no part of its own.)
      if (BATCH_RECIPE.test(sentence)) continue;
    }
    for (const match of sentence.matchAll(AMOUNT)) {
      const before = sentence.slice(0, match.index);
      // ("The methanol is 20 percent of the oil volume": the methanol's share, told of it, not the volume's;
      // "the other 20 percent is added": a share of a batch, no ingredient named "is added".)
      if (
        (/\b(?:is|are)\s+$/.test(before) && /(?:percent|%)\s+of\s+the\b/.test(match[0])) ||
        /^(?:is|are)\b/.test(match[2]!) ||
        // ("Whole milk makes it thicker but 2 percent works": 2 percent milk does, no ingredient "works".)
        /^(?:works?|does|do|too)$/.test(match[2]!)
      )
        continue;
      // "white vinegar at 5 percent acidity" is a grade of the vinegar; "200 ml 70 percent isopropyl
      // alcohol" a grade of the alcohol: neither is a share of the whole (readQuantities reads them).
      if (/\bat\s+$/.test(before) || QUANTITY_BEFORE.test(before)) continue;
      // ("2 parts 70 percent isopropyl alcohol", "the isopropyl alcohol is 70 percent isopropyl alcohol":
      // a grade, in a ratio or of the thing itself.)
      if (
        /\bparts?\s+$/.test(before) ||
        new RegExp(`\\bthe ${asLiteral(match[2]!.toLowerCase())} (?:is|are)\\s+$`, 'i').test(before)
      )
        continue;
      // ("about 5 percent brightness", "80 percent charge": how much of a property, no ingredient.)
      if (
        /^(?:brightness|power|volume|speed|humidity|charge|capacity|efficiency|duty cycle|battery)$/i.test(
          match[2]!,
        )
      )
        continue;
      const element = elements.get(match[2]!, sentence, true);
      if (element)
        element.measures.push(
          `is present at ${match[1]} percent${/by weight/i.test(sentence) ? ' by weight' : ''}`,
        );
    }
    for (const match of sentence.matchAll(PLACED)) {
      const element = elements.find(match[1]!);
      if (element && !element.relations.some((r) => r.includes(match[2]!)))
        element.relations.push(`disposed ${match[2]}`);
    }
    const parts = PARTS_SENTENCE.exec(sentence) ?? (variation ? null : LIST_SENTENCE.exec(sentence));
    const clause = readClause(
      hyphenatedName ? sentence.replace(hyphenatedName, 'The present invention') : sentence,
    );
    // "A microcontroller lights a 30 cm LED strip green above 1 meter, yellow between 1 meter and 30 cm,
    // and red below 30 cm": what the part does is light the strip in a color by the distance; each
    // color's band is a measure of it (the commas would cut the act at its first band).
    const bands = COLOR_BANDS.exec(sentence);
    const lighter = bands && !variation ? elements.get(bands[1]!, sentence) : undefined;
    if (bands && lighter) {
      const [, , verb = '', thing = '', c1, b1, c2, b2, c3, b3] = bands;
      const fn = `${infinitiveOf(verb)} the ${thing} ${c1}, ${c2} or ${c3} depending on the distance`;
      if (!lighter.functions.includes(fn)) lighter.functions.push(fn);
      lighter.measures.push(`${verb} the ${thing} ${c1} ${b1}, ${c2} ${b2} and ${c3} ${b3}`);
      continue;
    }
    // "Payments can be marked as settled": of a program, what its records can have done to them is an
    // operation on each ("marking each payment as settled").
    const doneToRecords =
      kinds.includes('software') && section !== 'variations'
        ? /^([A-Z][a-z]+(?:s|ren)) (?:(who|that) are ([a-z]+) )?can be ([a-z]+ed) ((?:as|to|in|on|by|out|off) [^,]+?)\.?$/.exec(
            sentence,
          )
        : null;
    const recordVerb = doneToRecords && infinitiveOf(doneToRecords[4]!);
    if (doneToRecords && recordVerb && canBeVerb(recordVerb) && !elements.find(doneToRecords[1]!)) {
      // ("Kids who are absent can be marked out for the day": each one who is.)
      // (Only some of them, a thing it may also do.)
      const which = doneToRecords[2] ? ` ${doneToRecords[2]} is ${doneToRecords[3]}` : '';
      (which ? mayAlsoDo : steps).push({
        action: `${gerundOf(recordVerb)} each ${singularWord(doneToRecords[1]!.toLowerCase())}${which} ${doneToRecords[5]}`,
        source: sentence,
      });
      continue;
    }
    // ("Each vegetable has a number of weeks before or after that date": of a program, a value it keeps for
    // each; "that date" is the one the step before named.)
    // (A value, "a number of weeks", not a thing the records carry, "a QR code".)
    const kept = kinds.includes('software')
      ? /^Each ([a-z]+) has (an? (?:number|amount|count|share|percentage) of [\w -]+?)\.?$/.exec(sentence)
      : null;
    if (kept && !elements.find(kept[1]!)?.functions.length) {
      const date = steps
        .map((step) => /\b(the (?:[\w-]+ ){0,3}date)\b/.exec(step.action)?.[1])
        .findLast(Boolean);
      const value = date ? kept[2]!.replace(/\bthat date\b/, date) : kept[2]!;
      steps.push({ action: `storing ${value} for each ${kept[1]}`, source: sentence });
      continue;
    }
    // ("The frost dates come from 30 years of weather station data": where a program's values come from, one
    // source; "comes from the city's waste calendar or is entered by hand" tells two ways, left as told.)
    const source = kinds.includes('software')
      ? /^The ((?:[\w-]+ ){0,3}[\w-]+s) come from ((?:\d+ [a-z]+ of )?[\w -]+? data)\.?$/.exec(sentence)
      : null;
    if (source && !elements.find(source[1]!)?.functions.length) {
      mayAlsoDo.push({ action: `basing the ${source[1]} on ${source[2]}`, source: sentence });
      continue;
    }
    // ("There are big buttons for left, right, bottle and diaper": of a program, the buttons it shows.)
    const buttons = kinds.includes('software')
      ? /^There are (?:big |large |small )?buttons for ((?:[a-z]+, )+[a-z]+,? and [a-z]+)\.?$/.exec(sentence)
      : null;
    if (buttons) {
      steps.push({
        action: `showing buttons for ${buttons[1]!.replace(/,? and /, ' and ')}`,
        source: sentence,
      });
      continue;
    }
    // "The notification is sent the evening before and an hour before the sweeper comes": when the program
    // sends what a step of it sends, a further operation.
    const sentWhen = kinds.includes('software')
      ? /^The ((?:[\w-]+ )?(?:notification|reminder|alert|text|message)) is sent (.+?)\.?$/.exec(sentence)
      : null;
    if (
      sentWhen &&
      steps.some((step) => step.action.startsWith(`sending ${withArticleLower(sentWhen[1]!)}`))
    ) {
      mayAlsoDo.push({ action: `sending the ${sentWhen[1]} ${sentWhen[2]}`, source: sentence });
      continue;
    }
    // "Both parents see the same log on their phones": what the program shows each of them.
    const shared =
      kinds.includes('software') && section !== 'variations' ? sharedView(sentence, elements) : undefined;
    if (shared) {
      // ("the same log" of the log a step records: the log.)
      const what = /^showing the same ([\w -]+?) (?:on|to)\b/.exec(shared)?.[1] ?? '';
      const recorded = steps.some((step) => step.action.includes(` a ${what}`));
      steps.push({ action: recorded ? shared.replace('the same', 'the') : shared, source: sentence });
      continue;
    }
    // "a steel mold that is 6 inches wide and 8 feet long": the part's measures.
    for (const match of sentence.matchAll(MEASURED)) {
      const element = variation ? elements.find(match[1]!) : elements.get(match[1]!, sentence);
      if (element && !element.measures.includes(`is ${match[2]}`)) element.measures.push(`is ${match[2]}`);
    }
    // "a silicone ring that the bottle sits in": what sits in a part is what the part receives.
    for (const match of sentence.matchAll(SITS_IN)) {
      // ("a rubber-lined ring on the side that the cane shaft snaps into": the ring, not the side it is on.)
      const onWhich = /^(?:side|top|bottom|front|back|end|edge)$/.test(match[1]!)
        ? new RegExp(`\\b(?:a|an) (?:[\\w-]+ ){0,2}?([\\w-]+) (?:on|at|in) the ${match[1]} that\\b`).exec(
            sentence,
          )?.[1]
        : undefined;
      const element = variation
        ? undefined
        : ((onWhich && elements.find(onWhich)) ?? elements.get(onWhich ?? match[1]!, sentence));
      // ("that the cane shaft snaps into": what snaps in, in the inventor's verb, "into which the cane shaft
      // snaps"; what merely sits in a part, the part receives.)
      const verb = match[3]!.toLowerCase();
      if (element && /^(?:snaps|clips|slides|drops)$/.test(verb)) {
        // ("a cane shaft": introduced where it is told, since a verb after it reads as its plural.)
        const into = `into which ${indefiniteArticle(match[2]!)} ${match[2]!.toLowerCase()} ${verb}`;
        if (!element.relations.includes(into)) element.relations.push(into);
        continue;
      }
      const received = `receive the ${match[2]!.toLowerCase()}`;
      if (element && !element.functions.includes(received)) element.functions.push(received);
    }
    for (const match of sentence.matchAll(RELATIVE)) {
      // ("The catalog shows which tools are free": "shows" is the sentence's verb, "which" its object.)
      if (clause?.verbText && match[1]!.toLowerCase().endsWith(` ${clause.verbText.toLowerCase()}`)) continue;
      // ("an app for the community garden that hands out plots": what it serves, then what the app does;
      // the garden is no part.)
      if (
        /\b(?:app|application|system|program|platform|service|software)\s+for\s+(?:(?:the|a|an)\s+)?$/i.test(
          sentence.slice(0, match.index),
        )
      )
        continue;
      // ("a dog ramp for the SUV that folds in thirds": what the invention is for is no part, and the clause
      // is the invention's, as its title says.)
      if (
        new RegExp(`\\b${asLiteral(subjectHead)}s?\\s+for\\s+$`, 'i').test(sentence.slice(0, match.index)) &&
        !elements.find(match[1]!)
      )
        continue;
      // "The airflow sensor is a thermistor in the port that detects breathing": the relative clause
      // after a place describes the thing placed (the sensor), not the place.
      // ("a clip on the back of the handle that snaps onto the broom stick": so after a place on a part.)
      const afterPlace =
        /\b(?:in|on|at|inside|under|within)\s+(?:the (?:back|front|top|bottom|side|end|inside|outside|underside) of\s+)?$/i.test(
          sentence.slice(0, match.index),
        );
      // "The lid is an acrylic plate that slides on two rails": what the lid is, and what it does.
      const isWhat =
        clause?.kind === 'copula' &&
        new RegExp(`^(?:the\\s+)?${asLiteral(clause.subject)}\\s+(?:is|are)\\s+$`, 'i').test(
          sentence.slice(0, match.index),
        );
      const subjectElement =
        afterPlace && clause?.kind === 'copula'
          ? elements.find(clause.subject)
          : isWhat && section !== 'variations'
            ? elements.get(clause!.subject, sentence)
            : undefined;
      // "a strong magnet on the gate that pulls it into the housing": the magnet pulls the gate, when
      // the place is not itself a part.
      const placing = afterPlace
        ? /\b(a|an|the)\s+((?:(?!(?:a|an|the)\s)[\w-]+\s+){0,3}?[\w-]+)\s+(?:in|on|at|inside|under|within)\s+(?:the (?:back|front|top|bottom|side|end|inside|outside|underside) of\s+)?$/i.exec(
            sentence.slice(0, match.index),
          )
        : undefined;
      // ("A 3x magnifying lens sits on an arm that swings out": a part that sits on the place is told, and
      // the relative clause is the place's own.)
      const placedBefore = /\b(?:sits|rests|hangs|stands|lies|mounts|slides|clips|snaps|goes|fits)$/.test(
        placing?.[2] ?? '',
      )
        ? undefined
        : placing?.[2];
      // "an LED on the handle that shows when the blade is warm": a part introduced here, at a place
      // already known, is what the relative clause describes.
      const newlyPlaced = /^an?$/i.test(placing?.[1] ?? '') && /^the$/i.test(match[0]!.split(/\s/)[0]!);
      // ("sets the jar in a wooden cradle that holds it at 30 degrees": a place introduced here, which holds
      // the thing put in it, is what the relative clause describes, and "it" is that thing.)
      const holdingPlace =
        /^the$/i.test(placing?.[1] ?? '') &&
        /^an?$/i.test(match[0]!.split(/\s/)[0]!) &&
        /^(?:holds|grips|supports|keeps|tilts|cradles|clamps)$/.test(match[2]!) &&
        /^\s*(?:it|them)\b/.test(match[3] ?? '');
      const placedElement =
        !subjectElement &&
        !holdingPlace &&
        placedBefore &&
        (newlyPlaced || !elements.find(match[1]!)) &&
        section !== 'variations'
          ? (elements.find(placedBefore) ?? elements.get(placedBefore, sentence))
          : undefined;
      const element =
        subjectElement ??
        placedElement ??
        elements.find(match[1]!) ??
        (section !== 'variations' ? elements.get(match[1]!, sentence) : undefined);
      const rest = (match[3] ?? '')
        // ("(?!)" never matches: "$^" would match an empty rest, and "a wheel that pivots" would pivot the wheel.)
        .replace(placedElement ? /\b(?:it)\b/ : /(?!)/, `the ${match[1]}`)
        .replace(
          holdingPlace ? /^\s*(?:it|them)\b/ : /(?!)/,
          ` the ${/\b(?:the|a|an)\s+((?:(?!(?:the|a|an)\s)[\w-]+\s+){0,2}?[\w-]+)\s+(?:in|on|at|inside|under|within)\s+$/i.exec(sentence.slice(0, match.index))?.[1] ?? placedBefore}`,
        )
        .trim()
        // "starts when it senses airflow": "starts upon sensing airflow".
        .replace(
          /\b(?:when|once|if)\s+(?:it|they)\s+([a-z]+s)\b/i,
          (_, verb: string) => `upon ${gerundOf(verb)}`,
        )
        // "grips the bowl edge when the user stretches it over": "when stretched over", the part acted on.
        .replace(
          /\b(when|once|if) (?:the user|a user|you) ([a-z]+s) (?:it|them)( (?:over|on|off|in|out|up|down|back))?\b/i,
          (told, when: string, verb: string, particle = '') => {
            const done = pastParticipleOf(infinitiveOf(verb));
            return done ? `${when} ${done}${particle}` : told;
          },
        )
        .replace(/\b(?:it|they|them)\b.*$/, '')
        // "flips back up indoors so [it does not scratch floors]": the conjunction goes with its clause.
        .replace(/\s+(?:so|and|or|because|when|if|but)\s*$/, '')
        .trim();
      // ("a rubber foot that pivots": a verb with nothing after it is what the part does, alone.)
      const alone =
        !rest &&
        /^[a-z]+s$/.test(match[2]!) &&
        /^\s*[.;]?\s*$/.test(sentence.slice(match.index! + match[0].length)) &&
        canBeVerb(infinitiveOf(match[2]!));
      if (element && alone && !/^(?:is|are|has|was|does)$/.test(match[2]!)) {
        const fn = singularVerb(match[2]!);
        if (!element.functions.includes(fn)) element.functions.push(fn);
        continue;
      }
      if (!element || !rest || /^(?:is|are|has|was)$/.test(match[2]!)) continue;
      if (/^(?:is|are)\s/.test(match[2]!))
        element.relations.push(`${match[2]!.replace(/^(?:is|are)\s+/, '')} ${rest}`);
      // "… upon sensing airflow and lights up a ring of LEDs": two functions ("fits a phone and keys" is one:
      // a last word in -s with nothing after it is a plural its verb takes).
      else
        for (const [index, part] of rest.split(/\s+and\s+(?=[a-z]+s\s+\S)/).entries()) {
          // ("a silicone sleeve that slides over the bottle and has a strip of thermochromic ink …": what it
          // has, up to what that has a clause of its own about, is a part of it.)
          if (index > 0 && /^has\s/.test(part)) {
            element.relations.push(`having ${part.slice(4).replace(/\s+(?:that|which)\b.*$/, '')}`);
            continue;
          }
          element.functions.push(
            index === 0 ? `${singularVerb(match[2]!)} ${part}` : part.replace(/^\S+/, singularVerb),
          );
        }
      // "a relay that sits between the plug and the outlets": where it sits is a relation, not a function.
      // ("a soft rubber lip that lies flat on the floor": how it lies is what it is made to do.)
      const placed = element.functions.findIndex((f) =>
        /^(?:sit|rest|lie|hang|stand)\s(?!flat\b|upright\b)/.test(f),
      );
      if (placed >= 0)
        element.relations.push(element.functions.splice(placed, 1)[0]!.replace(/^\S+/, 'positioned'));
    }
    if (parts && (!clause || clause.kind === 'having' || PARTS_SENTENCE.test(sentence))) {
      // ("The handle of the dustpan has …": the whole's handle, a part.)
      const owner = /^the ([\w -]+?)\s+(?:has|have|includes?|comprises?|contains?)\b/i
        .exec(sentence)
        ?.map((told, i) =>
          i === 1
            ? told.replace(
                new RegExp(`^([\\w-]+(?: [\\w-]+)?) of the (?:[\\w-]+ )*${asLiteral(subjectHead)}$`, 'i'),
                '$1',
              )
            : told,
        );
      const isSubject =
        !owner ||
        owner[1]!.toLowerCase().endsWith(subjectHead) ||
        // ("The planter has a 3 liter reservoir under the soil", of a planter for balconies.)
        (isThing && singularWord(owner[1]!.toLowerCase()) === wholeHead) ||
        // ("The plug-in guard for space heaters comprises a reset button on top": the whole, named in full,
        // and a part where it sits on it; "… comprises a rubber wedge" is what it is, read below.)
        (owner[1]!.toLowerCase() === subject.toLowerCase() &&
          (listItems(parts[1]!).length >= 2 || /\s(?:on|at|under|inside)\s(?:top|the\b)/.test(parts[1]!))) ||
        /present invention|parts|components|ingredients/.test(owner[1]!);
      // "The walnut hulls have juglone and tannins": what an ingredient contains is no ingredient of its own.
      const ingredient = (name: string) =>
        !!elements.find(name) || (patentData.title ?? '').toLowerCase().includes(name.toLowerCase());
      if (!isSubject && kinds.includes('composition') && owner && ingredient(owner[1]!)) continue;
      const items = listItems(parts[1]!);
      const where = WHERE_USER.exec(parts[1]!);
      const whereFor = where && elements.get(where[1]!, sentence, true);
      if (where && whereFor) whereFor.functions.push(`${infinitiveOf(where[2]!)} ${where[3]}`);
      if (!isSubject && items.length < 2) {
        // "The LED ring has 10 lights": a feature of one part, read below as its relation.
      } else {
        let last: InventionElement | undefined;
        // "an aluminum bracket with a magnet and a hole for the pin": what comes after "with" is on
        // the bracket, and so is every item after it in the list.
        let carrier: InventionElement | undefined;
        const ownerName = owner?.[1]?.replace(/^[A-Z][a-z]/, (c) => c.toLowerCase());
        for (const item of items) {
          // "a vertical steel pin, 8 mm thick, in a guide tube": the pieces after a part describe it.
          if (last && /^(?:in|on|inside|under|at|over|above|below)\s/i.test(item)) {
            last.relations.push(`disposed ${item}`);
            continue;
          }
          // "an ultrasonic sensor over every spot, battery powered, checks every 30 seconds": how it is
          // powered, and what it does.
          if (last && /^[\w-]+ (?:powered|operated|driven)$/i.test(item)) {
            last.relations.push(item);
            continue;
          }
          if (last && /^[a-z]+s (?:every|each|once|twice|the|a|an|for|whether|when)\b/.test(item)) {
            const [verb, ...rest] = item.split(' ');
            if (tokens(`it ${verb} them`)[1]?.tags.has('Verb')) {
              last.functions.push(`${infinitiveOf(verb!)} ${rest.join(' ')}`);
              continue;
            }
          }
          // "a one-way valve at the intake and another at the outlet": two such parts, one at each place.
          const another = /^(?:another|a second)\s+((?:at|on|in|inside|under|near|by)\s.+)$/i.exec(item);
          if (last && another) {
            last.plural = true;
            const at = last.relations.findLastIndex((r) => r.startsWith('disposed '));
            if (at >= 0) last.relations[at] = `${last.relations[at]} and ${another[1]}`;
            else last.relations.push(`disposed ${another[1]}`);
            continue;
          }
          // "…, 8 mm thick": a measure of the part before; "10 percent soy protein isolate" is an ingredient.
          if (last && /^\d/.test(item) && !/^\d+(?:\.\d+)?\s*(?:percent|%)\s+[a-z]/i.test(item)) {
            last.measures.push(`is ${item}`);
            continue;
          }
          // "…, pressed into shape and baked": how it is made, not a part.
          // ("distilled water" is an ingredient: the participle names its kind.)
          if (/^[a-z]+ed(?:$|\s+(?:into|in|on|onto|to|at|with|by|for|until|from|and)\b)/i.test(item))
            continue;
          const { name, place, rest } = splitItem(item.replace(/^with\s+/i, ''));
          const element = elements.get(name, sentence, true);
          // ("The base has the load cell under the middle": the middle of the base.)
          const ownersPlace =
            !isSubject &&
            ownerName &&
            /^(?:under|in|at|on|near|along) the (?:middle|center|centre|top|bottom|side|front|back|edge|end|(?:top|bottom|front|back|outer|inner) edge)$/.test(
              place,
            )
              ? `${place} of the ${ownerName}`
              : place;
          if (element && place) element.relations.push(`disposed ${ownersPlace}`);
          // "… of 1 inch tube", "… welded to the bottom of the frame", "… on one axle": what the list
          // item told of the part after its name.
          if (element && rest) {
            if (/^of\s/.test(rest)) element.materials.push(rest.replace(/^of\s+/, ''));
            else if (/^rated\s/.test(rest)) element.measures.push(`is ${rest}`);
            else if (/^(?:on|through)\s/.test(rest)) element.relations.push(`disposed ${rest}`);
            else element.relations.push(rest);
          }
          // "The gate has an aluminum bracket": a part that sits on something else.
          if (element && carrier && carrier !== element)
            element.relations.push(`disposed on the ${carrier.name}`);
          else if (element && !isSubject) element.relations.push(`disposed on the ${ownerName}`);
          const carried = /\s+with\s+(?:an?\s+|the\s+)?(.+)$/i.exec(item)?.[1];
          // ("an RGB LED ring with 12 LEDs and a coin cell for the clock": how many of what the part has,
          // counted, ends what it carries; the next item is a part of the whole.)
          const counted =
            !!carried &&
            /^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve) [\w-]+s$/i.test(carried);
          if (element && counted) element.relations.push(`having ${carried}`);
          if (element && carried && !carrier && !counted) {
            carrier = element;
            // ("There are seven compartments with lids": parts named with the part they close, one on each.)
            const found = elements.find(splitItem(carried).name);
            const each = !found && /^[a-z]+s$/.test(carried) && /s$/.test(name);
            const part = found ?? (each ? elements.get(carried, sentence, true) : undefined);
            if (part && part !== element && !each) part.relations.push(`disposed on the ${element.name}`);
            if (part && each) element.relations.push(`each covered by a respective one of the ${carried}`);
          }
          last = element;
        }
        continue;
      }
    }
    // ("80 percent of the methoxide is added to the oil …, then the other 20 percent is added": a share
    // of a batch, added as a step.)
    const share = kinds.includes('method') && !variation ? shareAdded(sentence, shareOf) : undefined;
    if (share) {
      steps.push({ action: share.action, source: sentence });
      shareOf = share.of;
      continue;
    }
    // ("Water is added a small amount at a time until it holds together": until the mixture does.)
    const addedUntil =
      clause && kinds.includes('composition') && clause.kind === 'passive' && clause.verb === 'add'
        ? /\buntil it ((?:holds|comes|sticks|forms|binds) [^,.;]+)/.exec(sentence)?.[1]
        : undefined;
    if (clause && addedUntil && !/\buntil\b/.test(clause.rest))
      clause.rest = `${clause.rest} until the mixture ${addedUntil}`.trim();
    // ("I do the seams twice", after rubbing the bar over the bag: the seams get that act twice, a further
    // step.)
    const seams = kinds.includes('method')
      ? /^The ((?:[\w-]+ )?[\w-]+s) are done (twice|again|two times|three times)\.?$/.exec(sentence)
      : null;
    const doneBefore = seams
      ? steps
          .map((step) =>
            /^(rubbing|applying|brushing|spraying|coating|wiping) (the (?:[\w-]+ )?[\w-]+) (?:hard |evenly |firmly )?(over|onto|on|into)\b/.exec(
              step.action,
            ),
          )
          .findLast(Boolean)
      : undefined;
    if (seams && doneBefore) {
      mayAlsoDo.push({
        action: `${doneBefore[1]} ${doneBefore[2]} ${doneBefore[3]} the ${seams[1]} ${seams[2]}`,
        source: sentence,
      });
      continue;
    }
    // ("A second coat the next day makes it fully waterproof": a further step, and when.)
    const again = kinds.includes('method')
      ? /^A second (coat|layer|pass|round)((?: the next day| a day later| after (?:\d+|an?|one|two) [a-z]+)?) makes\b/.exec(
          sentence,
        )
      : null;
    if (again) {
      mayAlsoDo.push({ action: `applying a second ${again[1]}${again[2]}`, source: sentence });
      continue;
    }
    // ("5 parts red clay powder, 3 parts compost and 1 part native wildflower seeds are mixed", of a
    // composition: its shares, mixed, the first step of making it.)
    const sharesMixed =
      !clause && kinds.includes('composition') && section === 'summary'
        ? /^(\d+ parts? [^.]+?(?:,| and) \d+ parts? [^.]+?) (?:are|is) (mixed|combined|blended)\.?$/.exec(
            sentence,
          )
        : null;
    if (sharesMixed) {
      steps.push({
        action: `${gerundOf(infinitiveOf(sharesMixed[2]!))} ${sharesMixed[1]}`,
        source: sentence,
      });
      continue;
    }
    if (!clause) continue;
    const subjectBefore = previousSubject;
    if (!/,| and /.test(clause.subject)) previousSubject = clause.subject.replace(/^\d+\s+\w+\s+/, '');
    previousWasFact = clause.kind === 'copula';
    previousObject =
      clause.kind === 'active'
        ? (/^the ((?:[\w-]+ )??[\w-]+?)(?= (?:down|up|to|into|in|at|for|from|with|off|out|back)\b|$)/.exec(
            clause.rest,
          )?.[1] ?? '')
        : '';
    const actor = ACTORS.test(clause.subject) || /present invention/.test(clause.subject);
    // ("The present invention works on stainless steel and enamel pots": what it suits, no act of its own.)
    if (
      /present invention/.test(clause.subject) &&
      clause.kind === 'active' &&
      clause.verb === 'work' &&
      /^(?:on|with|for)\s/.test(clause.rest)
    )
      continue;
    const softwareActor =
      kinds.includes('software') &&
      (/\b(?:app|application|system|server|software|platform|present invention)$/i.test(clause.subject) ||
        // ("The app finds … If the hips sag … it says "hips up"": in the summary, "it" after the app is the app.)
        (/^it$/i.test(clause.subject) && section === 'details') ||
        clause.subject.toLowerCase().endsWith(subjectHead));
    // "Charts are saved per class": what a program keeps is an operation on it ("saving the charts").
    if (
      kinds.includes('software') &&
      section === 'details' &&
      clause.kind === 'passive' &&
      !softwareActor &&
      !elements.find(clause.subject)
    ) {
      const step = stepFrom(clause, clause.subject.toLowerCase());
      // (What it does to the tax is no part of it.)
      if (step) {
        steps.push({ action: step, source: sentence });
        continue;
      }
    }
    // ("The dough is rolled 1 cm thick, cut into bone shapes, …", "The bone shapes are baked …": of a
    // composition, what its batch, or what was cut from it, undergoes is how it is made, wherever it is told.)
    const batchWorked =
      section === 'summary' &&
      kinds.includes('composition') &&
      clause.kind === 'passive' &&
      (BATCH_NAME.test(clause.subject) ||
        // ("1 cup washing soda, 1/2 cup citric acid and 1/4 cup coarse salt are mixed. Then the mixture is
        // spritzed with white vinegar …": the mixture worked on, and the ingredients mixed into it.)
        // ("Water is added a small amount at a time until it holds together": so is what is added to it.)
        (mixtureWorked &&
          (/^mixture$/i.test(clause.subject) ||
            (/^(?:mix|combine|blend)$/.test(clause.verb) && /,| and /.test(clause.subject)) ||
            (clause.verb === 'add' && /^water$/i.test(clause.subject)))) ||
        // ("… rolled into balls about 3 cm across. The balls are dried …": so are the shapes it was made into.)
        steps.some((step) =>
          new RegExp(`\\binto ${asLiteral(clause.subject.toLowerCase())}(?: about \\d[^,;]*)?$`).test(
            step.action,
          ),
        ) ||
        // ("The cleaner is mixed in a spray bottle and shaken before each use": so is the composition's own.)
        (kinds.includes('composition') &&
          !BATCH_NAME.test(clause.subject) &&
          (clause.subject.toLowerCase().endsWith(subjectHead) ||
            clause.subject.toLowerCase().endsWith(wholeHead)) &&
          // ("The balm is poured into small tins and allowed to set", of a paw balm for dogs.)
          /^(?:mix|combine|blend|stir|whisk|pour|melt)$/.test(clause.verb) &&
          !!wholeWorked.add(sentence)) ||
        // ("I heat the water with the salt … I put 2 grape leaves in each jar": after its ingredients are
        // told, what is put in the jars with it is a step of making it too.)
        (kinds.includes('composition') &&
          elements.list.some((element) => element.listed) &&
          clause.kind === 'passive' &&
          /^(?:put|place|pack|layer|add|tuck|drop)$/.test(clause.verb) &&
          /^(?:in|into)\s/.test(clause.rest)));
    const stepsBefore = steps.length;
    if (
      (kinds.includes('method') || kinds.includes('composition')) &&
      (section === 'details' ||
        (section === 'summary' && summaryTellsProcedure && kinds.includes('method')) ||
        batchWorked)
    ) {
      // ("Then a cup of vinegar, half a cup of water, … and a teaspoon of salt are brought to a boil and
      // poured over the onions": a list of amounts, as told, and then what they became, without them.)
      const amounts = AMOUNT_LIST.exec(sentence)?.[1];
      for (const part of [clause, ...clause.more]) {
        // "60 percent HDPE flakes are mixed with …": the share is part of what is mixed.
        const share =
          /^\d+(?:\.\d+)?$/.test(clause.determiner) &&
          new RegExp(
            `\\b${asLiteral(clause.determiner)}\\s*(?:percent|%)\\s+${asLiteral(clause.subject)}\\b`,
            'i',
          ).test(sentence);
        // "A mix of egg yolk and vegetable oil is rubbed in": the mix is of what it is of. ("Water is
        // added" opened its sentence: the capital is not the word's.)
        // ("… and it is poured into molds": by then "it" is the mixture.)
        const subject = /^it$/i.test(clause.subject) ? madeName : withoutOpeningCapital(clause.subject);
        // ("5 grams of alum is added": the amount stays with what it measures.)
        // ("A tablespoon of olive oil … is massaged in": so is one of a unit of measure.)
        const amount =
          (isAmount(clause.determiner) ||
            (/^(?:a|an|one)$/i.test(clause.determiner) && QUANTITY_UNIT.test(subject))) &&
          /^of\s/.test(clause.place)
            ? `${clause.determiner.toLowerCase()} `
            : '';
        // ("3 parts grounds are mixed": so many of what is worked on.)
        // ("a 395 nm LED lamp" is one lamp: a number before a unit of one measures it.)
        const counted =
          /^\d+(?:\.\d+)? parts?$/.test(clause.determiner) ||
          (/^\d+(?:\.\d+)?$/.test(clause.determiner) && /^(?:[a-z]+ )?[a-z]+[^s]s\b/.test(subject))
            ? `${clause.determiner} `
            : '';
        // ("2 parts beeswax is melted with 1 part paraffin and poured into a soap mold": what is poured is the
        // two together.)
        const together =
          part !== clause &&
          clause.kind === 'passive' &&
          /^(?:melt|mix|combine|blend|stir|whisk)$/.test(clause.verb) &&
          /^with\s/.test(clause.rest);
        const object = together
          ? 'mixture'
          : amounts
            ? part === clause
              ? amounts
              : withoutAmounts(amounts)
            : share
              ? `${clause.determiner} percent ${subject}`
              : /^of\s/.test(clause.place)
                ? // ("Half a cup of vinegar is poured in and allowed to fizz": what fizzes is the vinegar.)
                  amount && part !== clause
                  ? clause.place.replace(/^of\s+/, '')
                  : `${amount}${subject} ${clause.place}`
                : // ("Each batch is covered with more cardboard": every batch added, each one covered; after
                  // "adding the food scraps", each batch of them.)
                  clause.determiner === 'each' &&
                    part === clause &&
                    !counted &&
                    !steps.some((step) => new RegExp(`\\b${asLiteral(subject)}`).test(step.action))
                  ? `each ${subject}${subject === 'batch' ? batchOf(steps.at(-1)?.action) : ''}`
                  : // ("Both faces are planed flat": both of them, as told.)
                    clause.determiner === 'both' && part === clause
                    ? `both ${subject}`
                    : `${counted}${subject}`;
        const step = stepFrom(part, actor ? undefined : object);
        // "After that the lamp stays on for 5 minutes": keeping the lamp on.
        if (part.kind === 'active' && /^(?:stay|remain)$/.test(part.verb) && step && !actor)
          steps.push({ action: step, source: sentence });
        // "The mix goes into a steel mold": the mix is placed into it.
        else if (part.kind === 'active' && part.verb === 'go' && /^into\s/.test(part.rest) && !actor)
          steps.push({ action: `placing the ${clause.subject} ${part.rest}`, source: sentence });
        // ("The last layer goes in with the jar upright": it is added so, poured where the layers are.)
        else if (part.kind === 'active' && part.verb === 'go' && /^in with\s/.test(part.rest) && !actor) {
          const verb = steps.some((step) => /^pouring\b/.test(step.action)) ? 'pouring' : 'adding';
          steps.push({
            action: `${verb} the ${clause.subject} ${part.rest.replace(/^in /, '')}`,
            source: sentence,
          });
          addedInSteps.add(clause.subject);
        }
        // "The skins soak in a solution", "…, stirred twice a day": what the material undergoes.
        else if (
          step &&
          !actor &&
          // ("The low heat dries them": what dries them acts on something, and undergoes nothing.)
          ((part.kind === 'active' &&
            UNDERGOES.test(part.verb) &&
            !new RegExp(`\\b${asLiteral(part.verbText)} (?:them|it)\\b`).test(sentence) &&
            // ("The setting compound hardens by chemistry": how it hardens, a property, no step.)
            !/^by (?:chemistry|chemical reaction|itself|evaporation)\b/.test(part.rest)) ||
            // ("the burnt residue wipes off with a sponge": it is wiped off, a step done to it.)
            (part.kind === 'active' &&
              COMES_OFF.test(part.verb) &&
              /^(?:off|away|out|clean)\b/.test(part.rest)) ||
            (part !== clause && part.kind === 'active' && pastParticipleOf(part.verb) === part.verbText))
        )
          steps.push({
            action: `${gerundOf(part.verb)} the ${clause.subject} ${part.rest}`.trim(),
            source: sentence,
          });
        // "press into a round 6 mm thick", "rest 15 minutes": of a recipe, what the cook works is the mixture
        // (or the dough, of a dough).
        else if (
          step &&
          actor &&
          kinds.includes('composition') &&
          part.kind === 'active' &&
          /^(?:into|onto|at|for|in|on|until|\d)/.test(part.rest) &&
          // ("stirs in the lanolin off the heat": "in" is the verb's particle, the lanolin its object.)
          !/^in (?:the|a|an) /.test(part.rest)
        )
          steps.push({
            action: `${gerundOf(part.verb)} the ${madeName} ${/^\d/.test(part.rest) ? 'for ' : ''}${part.rest}`,
            source: sentence,
          });
        // "stirs in the lanolin off the heat": what is stirred in, then the particle.
        else if (step && actor && kinds.includes('composition') && /^in (?:the|a|an) /.test(part.rest))
          steps.push({
            action: `${gerundOf(part.verb)} ${part.rest.replace(/^in ((?:the|a|an) [\w-]+(?: [\w-]+)??)(?= (?:off|for|until|at|with|while|over)\b|$)/, '$1 in')}`,
            source: sentence,
          });
        else if (step && (actor || part.kind === 'passive'))
          steps.push({
            action: step.replace(/^mixing everything\b/, 'mixing the ingredients'),
            source: sentence,
          });
        // "This cycle is repeated …, keeping the tank at 4 to 8 degrees": a cycle is no tool.
        else if (
          step &&
          part.kind === 'active' &&
          /^(?:cycles?|process|steps?|pulses?|procedure)$/.test(clause.subject)
        )
          steps.push({ action: step, source: sentence });
        // "The hydraulic press heats the mix …": a tool's action is a step done with the tool.
        // ("Each fire starter weighs about 20 grams": the product is no tool, and weighing no step.)
        else if (
          step &&
          part.kind === 'active' &&
          !POSITION_VERBS.test(part.verb) &&
          !/^(?:weigh|measure|cost|last)$/.test(part.verb) &&
          // ("Thick leaves such as sage take about 3 minutes total": how long they need, no step.)
          !(part.verb === 'take' && /^(?:about |around |roughly |up to )?\d/.test(part.rest)) &&
          // ("The copper layer comes out around 0.1 mm": how thick it is, no step.)
          !(/^comes? out$/.test(part.verbText) && /^(?:around|about|at) \d/.test(part.rest)) &&
          part.rest &&
          !listSubjectOf(clause) &&
          !elements.isSubject(clause.subject) &&
          // ("Warm hands shape the wrap around a bowl": a person's hands are no tool of the process.)
          !/\b(?:hands?|fingers?|feet|foot|palms?)$/i.test(clause.subject) &&
          // ("because the heat bonds the coating to the fabric", "Water should bead up": what heat or
          // water does is why a step works or what comes of it, no step with a tool.)
          // ("The hot brine softens them fast": what a thing does to "them", and no more, is why it works.)
          !new RegExp(
            `\\b${asLiteral(part.verbText)} (?:them|it)(?: (?:fast|quickly|slowly|evenly|gently|well))?\\.?$`,
          ).test(sentence) &&
          // ("The low heat dries them": so is what low heat does.)
          !WORKING_MEDIUM.test(clause.subject.split(' ').at(-1)!) &&
          // ("The oxalic acid in the potato reacts with the rust": what a substance does by itself is how
          // the method works; "A light coat of oil stops it coming back": a coat is applied, a further step
          // read below.)
          !(
            kinds.includes('method') &&
            (SUBSTANCE_ACTS.test(part.verb) ||
              /^(?:coat|layer|film)$/.test(clause.subject.split(' ').at(-1)!))
          ) &&
          // ("The honey helps the salt absorb": what an ingredient does in the recipe is how it works.)
          // ("The vinegar cuts grease": so is what it does where the composition is used, no step of
          // making it.)
          !(
            kinds.includes('composition') &&
            (/^(?:help|let|allow|keep|make|give|stop|prevent)$/.test(part.verb) ||
              !!elements.find(clause.subject) ||
              // ("The soap cuts the soap scum", of dish soap: an ingredient named short.)
              namedShortOf(clause.subject, [...summary, ...details]))
          ) &&
          // ("A few drops of water on the ring help it cut smoother": what helps is why a step works, no
          // step done with it.)
          // ("The wire rack lets air reach both sides": what a tool lets a medium do is why a step works;
          // "the valve lets the tank back to atmospheric pressure" is a step done with it.)
          part.verb !== 'help' &&
          !(
            /^(?:let|allow)$/.test(part.verb) && /^(?:air|water|heat|light|steam|moisture)\b/.test(part.rest)
          ) &&
          !PREFERRED(part.verb, part.rest) &&
          // ("The honey takes away the salty taste", after a step that dissolves the honey: what a substance
          // a step used does is how the method works, no step of its own.)
          // ("The oil softens the glue", after "mixing 1 tablespoon of cooking oil …": a substance the steps
          // measure out is one too.)
          !(
            kinds.includes('method') &&
            (!!tokens(`the ${clause.subject.split(' ').at(-1)}`)[1]?.tags.has('Uncountable') ||
              measuredOutIn(
                steps.map((earlier) => earlier.action),
                clause.subject,
              ) ||
              // ("The setting compound hardens by chemistry", after "spreading setting compound over …": a
              // substance a step named bare is one too.)
              steps.some((earlier) =>
                new RegExp(
                  `(?:^[a-z]+ing |\\b(?:with|of|in|into|over|and) )${asLiteral(clause.subject)}\\b`,
                  'i',
                ).test(earlier.action),
              )) &&
            steps.some((earlier) =>
              new RegExp(`\\b${asLiteral(clause.subject)}\\b`, 'i').test(earlier.action),
            )
          )
        )
          steps.push({ action: `${step} with the ${clause.subject}`, source: sentence });
      }
      // ("The seeds are rinsed and drained twice a day": two acts done together, as often, one step.)
      const [first, second] = steps.slice(stepsBefore);
      if (
        steps.length === stepsBefore + 2 &&
        clause.kind === 'passive' &&
        clause.more.length === 1 &&
        !clause.rest &&
        first &&
        second &&
        first.action === `${gerundOf(clause.verb)} the ${clause.subject}` &&
        second.action.startsWith(`${gerundOf(clause.more[0]!.verb)} the ${clause.subject}`) &&
        // (Only as often as both are done: "shredded into flakes" is the second act's own.)
        /^(?:once|twice|three times|every|each|daily|hourly|again)\b/.test(clause.more[0]!.rest)
      )
        steps.splice(stepsBefore, 2, {
          action: `${gerundOf(clause.verb)} and ${second.action}`,
          source: sentence,
        });
      // (The batch and its shapes are no parts of the composition; "The rust is scrubbed off …", "a thin
      // coat of flaxseed oil is wiped on": what a method's step works on is no part of the method.)
      if (
        batchWorked ||
        (kinds.includes('method') &&
          !kinds.includes('composition') &&
          clause.kind === 'passive' &&
          steps.length > stepsBefore &&
          PUT_ON_OR_TAKEN_OFF.test(`${clause.verb} ${clause.rest}`))
      )
        continue;
    }
    // "The user enters the class list and marks pairs …": what a program is given is what it receives,
    // in one operation ("receiving the class list, pairs who …").
    // ("The walker enters each dog": whoever uses the program, named for what they do.)
    // (Not a part of the program or a device named the same way: "the scheduler selects …".)
    const programUser =
      /^users?$/i.test(clause.subject) ||
      (clause.determiner === 'the' &&
        /^[a-z]+(?:er|or|ist)$/i.test(clause.subject) &&
        !MACHINE_AGENTS.test(clause.subject) &&
        !elements.find(clause.subject));
    if (kinds.includes('software') && programUser && section !== 'variations') {
      // "The user tells it what shows the user watches and which episode the user is on": what the user
      // tells the program is what it receives, each thing asked about ("the shows the user watches").
      const told =
        clause.verb === 'tell' ? /\btells? (?:it|the [\w-]+) ((?:what|which) .+?)\.?$/.exec(sentence) : null;
      if (told) {
        const given = told[1]!.split(/,?\s+and\s+(?=(?:what|which)\b)/).map((what) =>
          // (Which ones, as a claim names them first: "shows the user watches", "an episode the user is on".)
          what.replace(/^(?:what|which) ([\w-]+)/, (_asked, noun: string) =>
            /[^s]s$/.test(noun) ? noun : `${indefiniteArticle(noun)} ${noun}`,
          ),
        );
        steps.push({ action: `receiving ${inProse(given)}`, source: sentence });
        continue;
      }
      // "The user can click to reveal it": what the program does on the user's click, to what it acted on
      // last ("revealing the text of the headline upon a click by the user").
      const onClick =
        clause.kind === 'modal' && /^(?:click|tap)$/.test(clause.verb)
          ? /^to ([a-z]+)$/.exec(clause.rest.replace(/\s+it$/, ''))?.[1]
          : undefined;
      // ("blurring text of a headline or post when …": the text of the headline or post.)
      const actedOn = /^[a-z]+ing ((?:the )?[\w -]+?)(?= when\b| if\b|$)/
        .exec(steps.at(-1)?.action ?? '')?.[1]
        ?.replace(/^(?!the )/, 'the ')
        .replace(/\b(?:a|an) /g, 'the ');
      if (onClick && actedOn && canBeVerb(onClick) && /\bit\b/.test(sentence)) {
        mayAlsoDo.push({
          action: `${gerundOf(onClick)} ${actedOn} upon a ${clause.verb} by the user`,
          source: sentence,
        });
        continue;
      }
      const inputs = [clause, ...clause.more]
        // ("takes a photo of the receipt": the photo is what it is given.)
        .filter(
          (part) =>
            (INPUT_VERBS.test(part.verb) ||
              (part.verb === 'take' && /^(?:a|an) (?:photo|picture|image)\b/.test(part.rest))) &&
            part.rest,
        )
        .flatMap((part) =>
          part.rest
            .replace(/,\s*(?:like|such as)\b.*$/, '')
            .split(/\s+and\s+(?:mark|select|enter|add|choose)s?\s+/)
            // ("taps the plant": what the program is given is which one.)
            .map((what) =>
              /^(?:tap|select|pick|choose|click)$/.test(part.verb) && /^the\s/.test(what.trim())
                ? `a selection of ${what.trim()}`
                : what,
            ),
        )
        .map((what) => what.trim())
        .map((what) => eachWithItsOwn(what, sentence));
      // ("The user logs the temperature and any dose": what is logged, the program records in a log, which
      // it can show later.)
      const logged = [clause, ...clause.more].every((part) => /^(?:log|record)$/.test(part.verb));
      // ("… takes a photo of the sign and types the times if the city has no data": what the user gives
      // when the program has nothing of its own is a further operation, with its condition.)
      const fallback = /\s(if (?:the|a|an) [\w' -]+ (?:has|have) no [\w -]+?)\.?$/.exec(sentence)?.[1];
      if (inputs.length > 0 && fallback) {
        const given = inputs.map((what) => what.replace(` ${fallback}`, '').trim());
        mayAlsoDo.push({ action: `receiving ${inProse(given)} ${fallback}`, source: sentence });
        continue;
      }
      if (inputs.length > 0) {
        steps.push({
          action: logged ? `recording ${inputs.join(', ')} in a log` : `receiving ${inputs.join(', ')}`,
          source: sentence,
        });
        // (What a named user does is what the program receives, not one more of its steps.)
        if (!/^users?$/i.test(clause.subject)) continue;
      }
    }
    // "Owners get a text when their dog is picked up": what people are sent, the program sends them.
    const sent =
      kinds.includes('software') &&
      section !== 'variations' &&
      clause.kind === 'active' &&
      clause.verb === 'get' &&
      !clause.determiner &&
      /^[a-z]+s$/i.test(clause.subject) &&
      !elements.find(clause.subject) &&
      /^(?:a|an) (?:text|text message|notification|push notification|email|message|alert|reminder)\b/.test(
        clause.rest,
      );
    if (sent) {
      const one = singularWord(clause.subject.toLowerCase());
      // (The clause reader stops at "when": the sentence says when.)
      const told = /\bgets? ((?:a|an) [\w -]+?)(?: (when|if|once|after|before) (.+?))?\.?$/.exec(sentence);
      const message = told?.[1] ?? clause.rest;
      const when = told?.[2] ? ` ${told[2]} ${told[3]!.replace(/\btheir\b/g, 'the')}` : '';
      steps.push({
        action: `sending ${message} to ${indefiniteArticle(one)} ${one}${when}`,
        source: sentence,
      });
      continue;
    }
    // ("It knows which side you're on from the direction you were driving": what a program knows from
    // something, it determines from it.)
    if (
      kinds.includes('software') &&
      section !== 'variations' &&
      clause.kind === 'active' &&
      clause.verb === 'know' &&
      PROGRAM_NAME.test(clause.subject) &&
      /^(?:which|what|where|when|whether|how) .+ from (?:the|a|an) .+$/.test(clause.rest)
    ) {
      steps.push({ action: `determining ${clause.rest}`, source: sentence });
      continue;
    }
    // "Each family gets a count of drives": what each one gets, a program assigns it.
    if (
      kinds.includes('software') &&
      section !== 'variations' &&
      clause.determiner === 'each' &&
      clause.kind === 'active' &&
      clause.verb === 'get' &&
      /^(?:a|an|the) /.test(clause.rest)
    ) {
      // ("Each family gets a count of drives": a count is kept for each one, not handed out.)
      const tally = /^(?:a|an|the) (?:count|tally|total|score|record|running count|running total) of\b/.test(
        clause.rest,
      );
      steps.push({
        action: tally
          ? `keeping ${clause.rest} for each ${clause.subject}`
          : `assigning ${clause.rest} to each ${clause.subject}`,
        source: sentence,
      });
      continue;
    }
    // "each roommate taps the items they share": of a program, whoever taps or picks is a user, and what
    // they pick is what it receives.
    if (
      kinds.includes('software') &&
      section !== 'variations' &&
      clause.determiner === 'each' &&
      clause.kind === 'active' &&
      INPUT_VERBS.test(clause.verb) &&
      /^(?:the|a|an) /.test(clause.rest) &&
      !elements.find(clause.subject)
    ) {
      steps.push({
        // ("taps a start button and a stop button": a tap on each.)
        // ("enters the size of their bedroom": what is typed in is received as it is, "a size of a bedroom";
        // what is tapped or picked, a selection of it.)
        action: /\bbuttons?$/.test(clause.rest)
          ? `receiving a tap on ${clause.rest} from each ${clause.subject}`
          : /^(?:enter|type|input|upload)$/.test(clause.verb)
            ? `receiving ${clause.rest.replace(/^the /, 'a ').replace(/\b(?:their|his|her|its) /, 'a ')} from each ${clause.subject}`
            : `receiving a selection of ${clause.rest} from each ${clause.subject}`,
        source: sentence,
      });
      continue;
    }
    // "Members reserve a tool for up to 7 days", "Volunteers scan it at checkout": what people do with a
    // program is what it lets them do; "A member with a tool more than 14 days late cannot reserve
    // anything else until it comes back": what it keeps them from doing.
    if (kinds.includes('software') && section !== 'variations' && !softwareActor) {
      const step = peoplesAct(clause, raw, elements, steps.at(-1)?.action);
      if (step) {
        steps.push({ action: step, source: sentence });
        // ("A neighbor picks dates on a calendar and sends a request": each act of the same person.)
        for (const more of clause.more) {
          const also = peoplesAct({ ...more, determiner: clause.determiner }, raw, elements);
          if (also) steps.push({ action: also, source: sentence });
        }
        continue;
      }
    }
    // "treats it as a constraint problem: each child gets a desk, kept-apart pairs cannot be in adjacent
    // desks, …": each rule the program keeps is an operation.
    if (kinds.includes('software') && section === 'details' && /:\s/.test(raw))
      steps.push(...rulesAsOperations(raw.slice(raw.indexOf(':') + 1), sentence));
    // ("Keepers count separately since not every kid wants to play goal": of a program, who counts apart
    // is how it counts them, no part of it.)
    if (
      kinds.includes('software') &&
      clause.kind === 'active' &&
      clause.verb === 'count' &&
      /^separately\b/.test(clause.rest) &&
      namesPeople(clause.subject.toLowerCase(), undefined)
    ) {
      steps.push({ action: `counting ${clause.subject.toLowerCase()} separately`, source: sentence });
      continue;
    }
    // "A family can share one plant list": what a program may also let a group of people do.
    if (
      kinds.includes('software') &&
      section === 'variations' &&
      !softwareActor &&
      clause.kind === 'modal' &&
      // ("Grandparents could get view-only access": people by who they are, as much as a group; "Sports
      // teams could use it for away games" is a use of it, nothing it lets them do.)
      !/^(?:use|be)$/.test(clause.verb) &&
      (PEOPLE_GROUPS.test(clause.subject) ||
        ((/^[a-z]+(?:ers|ors|ists)$/i.test(clause.subject) ||
          namesPeople(clause.subject.toLowerCase(), undefined)) &&
          !elements.find(clause.subject))) &&
      clause.rest &&
      canBeVerb(clause.verb)
    ) {
      const people = clause.subject.toLowerCase();
      const who = clause.determiner ? `${clause.determiner} ${people}` : people;
      mayAlsoDo.push({ action: `enabling ${who} to ${clause.verb} ${clause.rest}`, source: sentence });
      continue;
    }
    // ("A daily summary could be emailed to the pediatrician": what a program may also send, and to whom.)
    const sentOn =
      kinds.includes('software') && section === 'variations'
        ? /^(?:In some embodiments, )?(an?|the) ([\w -]+?) (?:may|could|can) (?:also )?be (emailed|sent|shared|exported|texted|uploaded) (to (?:the|a|an) [\w -]+?)\.?$/i.exec(
            sentence,
          )
        : null;
    if (sentOn) {
      mayAlsoDo.push({
        action: `${gerundOf(infinitiveOf(sentOn[3]!))} ${sentOn[1]!.toLowerCase()} ${sentOn[2]} ${sentOn[4]}`,
        source: sentence,
      });
      continue;
    }
    // "It could charge a small late fee through Stripe": what the program may also do is an option.
    if (softwareActor && section === 'variations') {
      // ("In some embodiments, the application lets users add custom vegetables": what it may let a user do.)
      const lets = /^users? ([a-z]+) (.+)$/.exec(clause.rest);
      if (clause.kind === 'active' && clause.verb === 'let' && lets && canBeVerb(lets[1]!))
        mayAlsoDo.push({ action: `enabling a user to ${lets[1]} ${lets[2]}`, source: sentence });
      for (const part of [clause, ...clause.more]) {
        const may = part.kind === 'modal' && part.rest && stepFrom({ ...part, kind: 'active' }, undefined);
        // ("It could be used for other shift workers": a use, not something it does.)
        if (may && !OUTCOME_VERBS.test(part.verb) && !/^(?:be|use)$/.test(part.verb))
          mayAlsoDo.push({ action: may, source: sentence });
        // ("It could use a soil sensor instead of the estimate": using the sensor is the option.)
        else if (
          part.kind === 'modal' &&
          part.verb === 'use' &&
          /^(?:a|an)\s.+?\s+instead of\b/.test(part.rest)
        )
          mayAlsoDo.push({
            action: `using ${part.rest.replace(/\s+instead of\b.*$/, '')}`,
            source: sentence,
          });
      }
      continue;
    }
    if (softwareActor && section !== 'variations') {
      for (const part of [clause, ...clause.more]) {
        // ("unlocks their tablet": a tablet, whoever's it is.)
        const step = stepFrom(part, undefined)?.replace(/\btheir ([\w-]+)\b/g, (_, noun: string) =>
          singularWord(noun) !== noun ? noun : `${indefiniteArticle(noun)} ${noun}`,
        );
        // "The app runs on iPhone and Android phones" says where it runs, not what it does; "the app
        // cuts the manager's work and prevents illegal swaps" is what it achieves (an advantage), and
        // a result claimed as an operation would be functional claiming of the result.
        if (
          step &&
          part.kind === 'active' &&
          !(/^(?:run|live|sit)$/.test(part.verb) && !/^(?:a|an|the)\s/.test(part.rest)) &&
          !OUTCOME_VERBS.test(part.verb)
        )
          steps.push({ action: step, source: sentence });
        const may = part.kind === 'modal' && stepFrom({ ...part, kind: 'active' }, undefined);
        if (may && part.rest) mayAlsoDo.push({ action: may, source: sentence });
      }
      continue;
    }
    // "The user can reset it by pressing the dial down and turning it.": what the user may do with the
    // invention, and how, a further step of using it ("resetting the pill bottle cap by pressing the dial
    // down and turning the dial").
    const mayDo = /^The user can ([a-z]+) it by ([a-z]+ing\b.+?)\.?$/.exec(raw);
    if (mayDo && kinds.includes('article') && section === 'details' && canBeVerb(mayDo[1]!)) {
      const part = [
        ...mayDo[2]!.matchAll(/\bthe ((?:[\w-]+ )??[\w-]+?)(?= (?:down|up|in|out|back|over|and)\b|$)/g),
      ].at(-1)?.[1];
      mayAlsoDo.push({
        action: `${gerundOf(mayDo[1]!)} the ${subject} by ${part ? mayDo[2]!.replace(/\bit\b/g, `the ${part}`) : mayDo[2]}`,
        source: sentence,
      });
      continue;
    }
    // "The user put a bubble level on top of the beam": the inventor placed a part.
    if (actor && /^(?:put|place|mount|attach|add|install|fit)$/.test(clause.verb) && !variation) {
      const placed =
        /^(?:a|an)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+((?:on|in|under|inside|at|onto|to)\s+.+)$/i.exec(
          clause.rest,
        );
      const element = placed ? elements.get(placed[1]!, sentence, true) : undefined;
      if (element) element.relations.push(`disposed ${placed![2]}`);
    }
    // "The user fills it through a cap on the end of the handle": the part the user works it through, and
    // where the part is.
    if (actor && clause.kind === 'active' && !variation) {
      const through =
        /^(?:(it|them|the (?:[\w-]+\s+){0,2}?[\w-]+)\s+)?through\s+(?:a|an|the)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+((?:on|in|at)\s+the\s+.+)$/i.exec(
          clause.rest,
        );
      const done = through && pastParticipleOf(clause.verb);
      const element = through && done ? elements.get(through[2]!, sentence, true) : undefined;
      // ("fills it": what is filled is the part that holds something, whatever the sentence before was about.)
      const holder = /^(?:fill|refill|empty|drain|top)$/.test(clause.verb)
        ? elements.list.find((e) => e.functions.some((fn) => /^hold\b/.test(fn)))?.name
        : undefined;
      const filled =
        holder ?? (!through?.[1] || through[1] === 'it' ? previousSubject : through[1].replace(/^the /, ''));
      // (Where it sits is claimed; that the user fills the handle through it is the user's act.)
      if (element && filled && !element.relations.length) {
        const head = filled.split(' ').at(-1)!;
        // ("on the side without moving the plant": where it is, without what it spares the user; a side of
        // nothing named is the side of what is filled.)
        const place = through![3]!
          .replace(/\s+(?:without|so|to|for)\b.*$/, '')
          .replace(new RegExp(`\\bthe ${head}\\b`), `the ${filled}`)
          .replace(/^(on|at) the (side|top|bottom|front|back|end)$/, `$1 the $2 of the ${filled}`);
        element.relations.push(`disposed ${place}`);
      }
    }
    // "The user sets the two times with buttons on the bottom": the parts the user works it with, where
    // they are, and what the user does with them ("buttons … configured to set the two times").
    if (actor && clause.kind === 'active' && !variation && kinds.includes('article')) {
      const using =
        /^(.+?)\s+with\s+((?:(?:a|an|two|three|four)\s+)?(?:[\w-]+\s+){0,2}?[\w-]+)\s+((?:on|in|at)\s+the\s+(?:top|bottom|side|front|back|base))$/i.exec(
          clause.rest,
        );
      const element =
        using && !/\bthe user's\b/.test(using[2]!) ? elements.get(using[2]!, sentence, true) : undefined;
      if (element && element.functions.length === 0) {
        // (A side of the whole is introduced as one; "the two times" are so many, named before.)
        element.relations.push(`disposed ${using![3]!.replace(/ the /, ' a ')} of the ${subject}`);
        element.functions.push(
          `${clause.verb} ${using![1]!.replace(/^the (?=(?:two|three|four|five|six)\b)/, '')}`,
        );
      }
    }
    // "The present invention may also flash instead of getting brighter": a feature of the whole.
    if (/present invention/.test(clause.subject) && variation)
      for (const part of [clause, ...clause.more]) addPredicate(body, part, variation);
    if (actor) continue;
    // ("The dog ramp is three aluminum panels joined by piano hinges, with a rubber grip mat on top": what
    // the whole is made up of are its parts.)
    const joined =
      elements.isSubject(clause.subject) && !variation && clause.kind === 'copula'
        ? joinedParts(clause.rest, sentence, elements)
        : undefined;
    if (joined) {
      for (const part of clause.more) {
        const on = part.kind === 'having' ? /^(an? .+?) on top$/.exec(part.rest.trim()) : null;
        const had = on && elements.get(on[1]!, sentence, true);
        if (had) had.relations.push(`disposed on top of the ${joined}`);
      }
      continue;
    }
    // ("The orange is dim, about 5 percent brightness", of a light that "glows orange at night": the
    // color it glows, no part, and how bright it glows in it.)
    const glowing =
      COLOR_WORD.test(clause.subject) && clause.kind === 'copula'
        ? [...elements.list, body].find((each) =>
            each.functions.some((fn) =>
              new RegExp(`^(?:glow|shine|light up) ${asLiteral(clause.subject)}\\b`).test(fn),
            ),
          )
        : undefined;
    if (glowing) {
      for (const part of [clause, ...clause.more]) {
        const bright = /^(?:at )?((?:about |around )?\d+(?:\.\d+)? percent brightness)$/.exec(
          part.rest.trim(),
        );
        if (bright) glowing.measures.push(`glows ${clause.subject} at ${bright[1]}`);
      }
      continue;
    }
    // ("The steps are plastic" of a step stool with two steps: the steps, a part of it.)
    if (elements.isSubject(clause.subject) && !elements.find(clause.subject)) {
      for (const part of [clause, ...clause.more]) addPredicate(body, part, variation);
      continue;
    }
    const listSubject = clause.subject.includes(',') || / and /.test(clause.subject);
    if (listSubject) continue;
    // ("A full day of sun fills the battery about halfway": a span of time is no part; how much it does is
    // the description's.)
    if (
      /^(?:(?:full|whole|single) )?(?:hour|day|week|night|month)$/.test(clause.subject) &&
      /^of\s/.test(clause.place)
    )
      continue;
    // "Each stroke moves about 200 ml": an event of the whole, counted, not a part.
    const perEvent =
      clause.determiner === 'each' &&
      clause.kind === 'active' &&
      !elements.find(clause.subject) &&
      /^(?:about |around |roughly |up to )?\d/.test(clause.rest.trim());
    if (perEvent && !variation) {
      body.measures.push(
        `${presentOf(clause.verb)} ${clause.rest.trim()} per ${singularPhrase(clause.subject)}`,
      );
      continue;
    }
    // "2 cups of finished compost are put in a mesh bag": the compost is the thing, the cups its amount.
    // ("Two coats of clear coat are sprayed": so is the clear coat, put on in coats.)
    // ("A pinch of chili powder in the mix helps too": a pinch of it, the chili powder.)
    const amountOf =
      (isAmount(clause.determiner) && QUANTITY_UNIT.test(clause.subject)) ||
      (/^(?:a|an)$/i.test(clause.determiner) &&
        /^(?:pinch|dash|handful|splash|sprinkle)$/.test(clause.subject)) ||
      (/^(?:\d+|two|three|four|five|several)$/.test(clause.determiner) &&
        /^(?:coats|layers)$/.test(clause.subject))
        ? /^of ((?:[\w-]+ ){0,3}?[\w-]+)(?: in the (?:mix|mixture|batch|dough))?$/.exec(clause.place)?.[1]
        : undefined;
    if (amountOf) {
      const thing = variation ? elements.find(amountOf) : elements.get(amountOf, sentence);
      for (const part of [clause, ...clause.more]) if (thing) addPredicate(thing, part, variation);
      continue;
    }
    // ("Each cup of the egg carton is a fire starter": what the invention is made as, not a part.)
    if (
      clause.kind === 'copula' &&
      new RegExp(`^(?:a|an) ${asLiteral(subject)}$`, 'i').test(clause.rest.trim())
    )
      continue;
    if (!variation && endReceived(clause, sentence, elements, subjectBefore)) continue;
    // ("The front edge has a soft rubber lip that lies flat on the floor": an edge of the whole is where the
    // lip is, no part of its own.)
    const placeOfWhole =
      !variation &&
      clause.kind === 'having' &&
      clause.determiner === 'the' &&
      !clause.place &&
      /^(?:(?:front|back|top|bottom|outer|inner|left|right|upper|lower) )?(?:edge|rim|lip|corner|end)$/.test(
        clause.subject,
      ) &&
      !elements.find(clause.subject);
    const placed = placeOfWhole
      ? /^(?:a|an) ((?:[\w-]+ ){0,3}[\w-]+)$/.exec(clause.rest.trim())?.[1]
      : undefined;
    const placedPart = placed && elements.get(placed, sentence);
    if (placedPart) {
      placedPart.relations.push(`disposed along the ${clause.subject} of the ${subject}`);
      continue;
    }
    const element = variation
      ? (elements.find(clause.subject) ??
        // (A range of it, "The iron may range from 80 to 90 percent", is read with the ranges.)
        (/\d/.test(clause.rest) ? undefined : byFirstWord(elements.list, clause.subject)))
      : elements.get(clause.subject, sentence);
    if (!element) continue;
    // "Each telescoping leg slides …": there are several.
    if (clause.determiner === 'each') element.plural = true;
    // "a magnetic reed switch inside senses …": "inside" alone says not inside what.
    // "A pump piston with a rubber seal is …": what it has, not where it is.
    if (clause.place && /^with\s/.test(clause.place))
      element.relations.push(clause.place.replace(/^with\s+/, 'having '));
    // "A thermistor touching the bottle": how it sits, told by its participle.
    else if (clause.place && /^[a-z]+ing\s/.test(clause.place)) element.relations.push(clause.place);
    // ("Two coats of clear coat are sprayed": what the coats are of is no place.)
    // ("A small box wired to the opener button checks …": how it is fixed there, told by its participle.)
    else if (clause.place && FIXED.test(clause.subject.split(' ').at(-1) ?? ''))
      element.relations.push(`${clause.subject.split(' ').at(-1)} ${clause.place}`);
    else if (clause.place && /\s/.test(clause.place) && !/^of\s/.test(clause.place))
      element.relations.push(`disposed ${clause.place}`);
    // "The cooler is insulated.": of a thing (not a process, whose "the tank is sealed" is a step done),
    // a quality the part has, claimed as it is told.
    if (isThing && !variation && clause.kind === 'passive' && !clause.rest.trim() && clause.more.length === 0)
      element.measures.push(`is ${clause.verbText}`);
    for (const part of [clause, ...clause.more]) addPredicate(element, part, variation);
    // ("… and the two long handles are pulled up so that the sock slides off the frame onto the user's leg":
    // of a thing, what the user does to a part, for what it brings about, is what the part is for.)
    const worked =
      isThing && !variation
        ? [clause, ...clause.more].find(
            (part) =>
              part.kind === 'passive' &&
              /^(?:up|down|back|out|in|apart|together|open|closed)$/.test(part.rest.trim()),
          )
        : undefined;
    const brings =
      worked &&
      new RegExp(
        `\\b${asLiteral(worked.verbText)} ${asLiteral(worked.rest.trim())} so that ((?:the|a|an) [^,;]+?)\\.?$`,
      ).exec(sentence)?.[1];
    if (worked && brings) {
      const fn = `be ${worked.verbText} ${worked.rest.trim()} so that ${brings.replace(/\bthe user's ([\w-]+)\b/g, 'a $1 of a user')}`;
      if (!element.functions.includes(fn)) element.functions.push(fn);
      element.relations = element.relations.filter((r) => r !== `${worked.verbText} ${worked.rest.trim()}`);
    }
    // ("The grape leaves have tannins that keep the pickles crisp": of an ingredient, what it has is there
    // for what that does.)
    const hasFor = kinds.includes('composition')
      ? new RegExp(`\\b(?:has|have) ${asLiteral(clause.rest.trim())} ((?:that|which) [a-z]+ .+?)\\.?$`).exec(
          sentence,
        )
      : null;
    const had = hasFor ? element.relations.indexOf(`having ${clause.rest.trim()}`) : -1;
    if (hasFor && had >= 0) element.relations[had] = `having ${clause.rest.trim()} ${hasFor[1]}`;
  }
  noteSections(sectionBefore);

  mergeSameParts(elements, kinds.includes('composition'));
  shortNameMerged(elements, kinds.includes('composition'));
  signalsTimed(elements);
  rangeOfTheWhole(elements, body);
  mergeSummaryAndDetailsNames(elements, summary, details);
  for (const [into, element] of kindToldTwice(elements.list, (element) =>
    element.sources.some((source) => summary.some((told) => told.sentence === source)),
  ))
    mergeInto(into, element, elements);
  mergeShowingTheSame(elements);
  withoutStateInName(elements, steps);
  namedInFullElsewhere(elements, subject);
  wholeNamedPlainly(elements, subject);
  ratiosOfTheWhole(elements, body);
  namedAsInTitle(elements.list, patentData.title ?? '');
  readCombinations([...summary, ...details], elements);
  readRatedNames([...summary, ...details], elements, isThing);
  if (isThing) readPartsMoved(elements);
  if (isThing) readPartsOnParts(elements);
  // ("the baking soda is the scrub": the scrub is the part it plays, no ingredient of its own.)
  for (const role of [...elements.list])
    if (
      elements.list.some((e) =>
        e.functions.some(
          (fn) => fn === role.name || fn === `act as ${indefiniteArticle(role.name)} ${role.name}`,
        ),
      )
    )
      elements.drop(role);
  if (isThing) readWhatFallsIn([...summary, ...details], elements);
  if (isThing) readKindWithParts(body, elements);
  if (isThing) magnificationApart(elements.list);
  // ("An aluminum version would be lighter", told as "the … is aluminum and lighter": another material for
  // the one part made of a material.)
  if (isThing)
    for (const { sentence } of variations) {
      const other = new RegExp(
        `^(?:In some embodiments, )?the ${asLiteral(subject)} is ([a-z]+)(?: and [a-z]+er)?\\.?$`,
        'i',
      ).exec(sentence)?.[1];
      if (!other || !MATERIAL_WORDS.test(other)) continue;
      const made = elements.list.filter((e) =>
        e.materials.some((material) => MATERIAL_WORDS.test(material) && material !== other),
      );
      if (made.length === 1 && !made[0]!.alternatives.includes(other)) made[0]!.alternatives.push(other);
    }
  readAgents([...sentencesIn(patentData, 'title'), ...summary, ...details], elements);
  plugsInWhole(elements, body);
  switchesWhatItCounts(elements);
  clockKeepsTime(elements);
  workingEndOnTheShaft(elements, subject);
  whatAPartBecomes(elements);
  // (The summary's and the details' sentences, read once for every reader below.)
  const toldSentences = [...summary, ...details].map((told) => told.sentence);
  readPoweredParts(toldSentences, elements);
  readChargeByTheSpan(toldSentences, elements);
  switchSensesWhatItHolds(elements, toldSentences);
  wheelsRollTheWhole(elements, toldSentences, subject);
  edgesOfTheWhole(elements, subject);
  partsAtAPlaceOfTheWhole(elements, body);
  partsWorkedAtAnEdge(elements, body, subject);
  partsOnEachSide(elements, subject);
  purposeOfPartsAtEachPlace(
    elements,
    summary.map((told) => told.sentence),
    subject,
  );
  suppliesDispensed(elements);
  objectOfPurposeHeld(elements, purpose);
  if (kinds.includes('article')) objectOfPurposeUsedOn(elements, purpose, body);
  if (kinds.includes('article')) plantPartsHeld(elements);
  weightOfWhatIsWeighed(elements, toldSentences, subject);
  holdsWhatItIsNamedFor(elements, toldSentences);
  partsNamedByTheWhole(elements, subject, toldSentences);
  for (const each of [body, ...elements.list])
    each.functions = each.functions
      // "tells the user when it peaked" lost its object with its pronoun: nothing is left to claim.
      .filter((fn) => !/^(?:tell|let|show|help|remind|alert|notify) the users?$/.test(fn))
      // "knows the starter peaked": what a device can do is determine it.
      // ("A clock chip knows the day": a time it keeps track of, no fact it determines.)
      .map((fn) =>
        fn.replace(/^know ((?:the|a|an) (?:[\w-]+ )?(?:day|date|time|hour|week|month))$/, 'keep track of $1'),
      )
      .map((fn) => fn.replace(/^know (?:that |when |if )?(?=(?:the|a|an) )/, 'determine that '))
      // "treats it as a constraint problem": what it does is solve one.
      .map((fn) =>
        fn.replace(/^treat (?:it|them|the [\w-]+(?: [\w-]+)?) as (an? [\w -]+? problem)\b/, 'solve $1'),
      );
  controllerByRole(elements);
  conditionSensed(elements.list, body);
  // ("skips that run": a claim says "the run", which it then introduces.)
  for (const each of [body, ...elements.list])
    each.functions = each.functions.map((fn) =>
      fn.replace(/^([a-z]+) that (?=[a-z]+(?: (?:when|if|once)\b|$))/, '$1 the '),
    );
  intoItsHolder(elements);
  for (const element of elements.list) broadenedByAlternative(element);
  for (const element of elements.list) sizeItIsBrokenTo(element);
  materialNamedWithPart(elements.list);
  for (const element of elements.list) {
    toldInFull(element);
    whereItExtends(element);
  }
  // "A wooden box lasts longer than cardboard", of the cardboard box: said of another box, not of it.
  for (const element of elements.list)
    element.options = element.options.filter((option) => {
      const than = /\bthan ([\w-]+)$/.exec(option)?.[1];
      return !than || !element.name.toLowerCase().split(' ').includes(than.toLowerCase());
    });
  byItsAgent(elements, body);
  // "sends a message over the modem" and "sends a text": one text message, told twice.
  for (const each of [body, ...elements.list]) each.functions = oneMessageSent(each.functions);
  readRanges([...details, ...variations], elements, body, kinds);
  for (const { sentence } of [...details, ...variations]) readAmountPerPiece(sentence, elements);
  for (const { sentence } of variations) readLargerVersion(sentence, subject, body);
  oneUnderEach(elements.list);
  sensorsReadTheirQuantity(elements.list);
  for (const step of steps) step.action = stepInClaimWords(step.action);
  leftWhereItWasPut(steps);
  lidBackOnItsVessel(steps);
  // "uses backtracking search and gives up after 5 seconds": a time limit of the step before.
  for (let i = steps.length - 1; i > 0; i -= 1) {
    const limit = /^giving up after (\S+ \S+)$/.exec(steps[i]!.action);
    if (!limit || steps[i - 1]!.source !== steps[i]!.source) continue;
    steps[i - 1]!.action += ` for up to ${limit[1]}`;
    steps.splice(i, 1);
  }
  for (const element of elements.list)
    element.relations = element.relations.map((relation) => relation.replace(/\s+first$/, ''));
  const filledSteps = withObjects(steps);
  steps.splice(0, steps.length, ...filledSteps);
  // ("wiping the pan on the thin coat of flaxseed oil", from "a thin coat … is wiped on" with what the step
  // before worked on: the coat is wiped onto the pan.)
  for (const step of steps)
    step.action = step.action.replace(
      /^(wiping|brushing|spraying|rubbing|painting) (the [\w -]+?) on (the (?:thin |thick |light )?(?:coat|layer|film) of [\w -]+)$/,
      '$1 $3 onto $2',
    );
  vesselsByFullName(steps);
  placesOwnedAsBefore(steps);
  withSideDownInPlacing(steps);
  thingNamedAsTheSubjectNamesIt(steps, subject);
  if (kinds.includes('software')) sentToItsUsers(steps, elements);
  if (kinds.includes('composition'))
    mixtureAsAWhole(steps, body, elements, subject, patentData.title ?? '', statementOf(summary));
  materialsToldInTheStatement(elements.list, statementOf(summary));
  statementActsOfTheWhole(elements.list, body, statementOf(summary));
  if (kinds.includes('method'))
    partsNamedByTheirKind(
      elements.list,
      [...steps, ...mayAlsoDo],
      [...summary, ...details, ...variations].map((s) => s.sentence).concat(patentData.background ?? ''),
    );

  // "I've thought about adding a UV stabilizer at 1 percent": an optional step of a method or recipe.
  // ("assuming that small pots under 12 cm dry twice as fast": a rule of how an estimate is made, which
  // broadened would say all pots do; a dependent claims it whole.)
  const assumed = steps.filter((step) => /^(?:assuming|expecting) that\b/.test(step.action));
  keepSteps(steps, (step) => !assumed.includes(step));
  // ("After 3 or 4 harvests the roots become thin, and then the user plants the roots in a pot of soil": what
  // is done once the method has been used so many times ends its use, a further step, done after them.)
  const afterUses = kinds.includes('method') ? stepsAfterUses(steps, patentData.details ?? '') : [];
  if (afterUses.length > 0 && afterUses.length < steps.length - 1)
    keepSteps(steps, (step) => !afterUses.some((after) => after.source === step.source));
  else afterUses.splice(0);
  const optionalSteps: InventionStep[] = [...mayAlsoDo, ...assumed, ...afterUses];
  /** Takes out of the steps and the optional steps those `drop` says are no steps. */
  const dropSteps = (drop: (step: InventionStep) => boolean) => {
    for (const list of [steps, optionalSteps])
      list.splice(0, list.length, ...list.filter((step) => !drop(step)));
  };
  // ("… and tells the user if he has not all afternoon": telling, with what is told lost to the ellipsis,
  // says nothing a claim could use.)
  keepSteps(
    steps,
    (step) => !/^(?:telling|informing) (?:the|a) (?:users?|persons?|caregivers?)$/.test(step.action),
  );
  // ("The application … tells regulars where the truck is parked today": of a program whose operations are
  // told, what it tells people is what they add up to, no operation of its own.)
  const telling = (step: InventionStep) =>
    /^telling (?:[a-z]+ ){1,2}(?:where|when|what|whether|which|how|whose)\b/.test(step.action);
  if (kinds.includes('software') && steps.filter((step) => !telling(step)).length >= 4)
    keepSteps(steps, (step) => !telling(step));
  // "placing the print in a copper sulfate bath with a copper anode", then "applying a current": the
  // current runs between the anode and what was placed in the bath (else claim 1 says not where it goes).
  const placedWithAnode = steps
    .map(
      (step) =>
        /^placing the ([\w-]+(?: [\w-]+)?) in (?:an? |the )[^,;]*\bwith an? (?:[\w-]+ )?anode\b/.exec(
          step.action,
        )?.[1],
    )
    .find(Boolean);
  for (const step of steps)
    if (
      placedWithAnode &&
      /^(?:applying|running|passing) an? (?:electric )?current\b(?!.*\b(?:between|through|to)\b)/.test(
        step.action,
      )
    )
      step.action = `${step.action} between the anode and the ${placedWithAnode}`;
  // "…, shaking the basket halfway": what goes along with the step before, told in a trailing clause, is
  // how that step may be done (a dependent), not a step of its own.
  if (kinds.includes('method'))
    for (let i = steps.length - 1; i > 0; i -= 1) {
      const gerund = steps[i]!.action.split(' ')[0]!;
      const trailing = new RegExp(`, ${gerund} [^,]+\\.?$`).test(steps[i]!.source);
      if (trailing && steps[i - 1]!.source === steps[i]!.source && /ing$/.test(gerund)) {
        // ("boiling the sap …, adding sap as it boils down": as the step before's work goes on, named.)
        const worked = STEP_OBJECT.exec(steps[i - 1]!.action)?.[1];
        const during = new RegExp(
          `, ${asLiteral(steps[i]!.action)} ((?:as|while) it [a-z]+s(?: down| up| off| away)?)\\.?$`,
        ).exec(steps[i]!.source)?.[1];
        if (worked && during) steps[i]!.action += ` ${during.replace(/\bit\b/, `the ${worked}`)}`;
        optionalSteps.unshift(...steps.splice(i, 1));
      }
    }
  const toldIn = (section: string, step: InventionStep) => sectionOf.get(step.source) === section;
  // "The bath is kept at room temperature and stirred with an aquarium pump", a detail told after a
  // summary that told the procedure step by step: how a vessel the work sits in is tended is a
  // preference for a dependent claim, not a step claim 1 needs ("placing the print in a copper sulfate
  // bath" is the step; keeping the bath cool is how the inventor likes it).
  if (kinds.includes('method') && summaryTellsProcedure) {
    const objectOf = (action: string) => /^[a-z]+ing (?:the )?([\w-]+)\b/.exec(action)?.[1];
    const worked = new Set(
      steps.filter((step) => toldIn('summary', step)).map((step) => objectOf(step.action)),
    );
    // ("The oiling and baking are repeated six times. The pan has to cool in the oven each time.": doing
    // steps again, and what is done each time, refine the procedure the summary told.)
    const tending = steps.filter(
      (step) =>
        toldIn('details', step) &&
        ((TENDING.test(step.action) && !worked.has(objectOf(step.action))) || AGAIN.test(step.action)),
    );
    if (tending.length < steps.length - 1) {
      keepSteps(steps, (step) => !tending.includes(step));
      optionalSteps.push(...tending);
    }
    // ("I use a mix of 3 parts sand to 1 part cement … I drill a drain hole after 3 days", after a summary
    // that told five steps of casting: what the details add to a procedure told whole refines it, for
    // dependent claims, and claim 1 keeps the procedure.)
    const told = steps.filter((step) => toldIn('summary', step));
    const added = steps.filter((step) => toldIn('details', step));
    if (told.length >= 6 && added.length > 0 && told.length + added.length > 7) {
      keepSteps(steps, (step) => !added.includes(step));
      optionalSteps.push(...added);
    }
    // ("I tap each tree … I boil the sap … I finish it on the stove", then in the details "The syrup is
    // filtered hot … then bottled": what is done to the product once the procedure has made it refines it,
    // for dependent claims.)
    const product = /\bof making ((?:[\w-]+ ){0,2}[\w-]+?)(?= (?:from|with|in|on|at|using|by|for)\b|$)/.exec(
      subject,
    )?.[1];
    const finishing = product
      ? added.filter((step) => new RegExp(`^[a-z]+ing the ${asLiteral(product)}\\b`).test(step.action))
      : [];
    if (told.length >= 3 && finishing.length > 0 && steps.length > finishing.length) {
      keepSteps(steps, (step) => !finishing.includes(step));
      optionalSteps.push(...finishing);
    }
  }
  // ("pulls the live arrival time for the next bus …, subtracts the walk time": from what it pulled.)
  for (const [i, step] of steps.entries()) {
    const from =
      i > 0 && /^subtracting (the (?:[\w-]+ ){0,2}[\w-]+)$/.test(step.action)
        ? STEP_OBJECT.exec(steps[i - 1]!.action)?.[1]
        : undefined;
    if (from && /\b(?:time|temperature|weight|amount|distance|count|total|price|balance)$/.test(from))
      step.action = `${step.action} from the ${from}`;
  }
  // ("the app chooses at random among the students who have been called the fewest times": one of them is
  // what is chosen, "choosing a student at random from among the students …".)
  for (const step of steps)
    step.action = step.action.replace(
      /^(choosing|picking|selecting|drawing) (at random|randomly) among the ((?:[\w-]+ )?([\w-]+s))\b/,
      (_told, verb: string, how: string, many: string, head: string) =>
        `${verb} ${indefiniteArticle(singularWord(head))} ${singularWord(head)} ${how} from among the ${many}`,
    );
  // ("repeating the steps of oiling and baking": the steps named by their acts as claimed, "repeating
  // the wiping and baking"; a step named by what it puts on is named by its act.)
  for (const again of [...steps, ...optionalSteps]) {
    again.action = again.action.replace(
      /^repeating the steps of ([a-z]+ing) and ([a-z]+ing)\b/,
      (told, ...acts: string[]) => {
        const named = acts.slice(0, 2).map((act) => {
          if (steps.some((step) => step.action.startsWith(`${act} `))) return act;
          const stuff = act.replace(/ing$/, '');
          return (
            steps
              .find((step) => new RegExp(`\\b${asLiteral(stuff)}\\b`).test(step.action))
              ?.action.split(' ')[0] ?? act
          );
        });
        return named[0] === named[1] ? told : `repeating the ${named[0]} and ${named[1]}`;
      },
    );
  }
  // ("Cut a potato in half and dip the cut side in dish soap": the cut side, and the used end sliced off
  // later, are the potato's, said where the steps first name them.)
  if (kinds.includes('method')) {
    const cutAt = steps.findIndex((step) =>
      /^(?:cutting|slicing|halving) the [\w-]+ (?:in half|into)\b/.test(step.action),
    );
    const thing = /^[a-z]+ing the ([\w-]+)/.exec(steps[cutAt]?.action ?? '')?.[1];
    const named = new Set<string>();
    for (const step of thing ? steps.slice(cutAt + 1) : [])
      step.action = step.action.replace(
        /\bthe ((?:cut|used) (?:side|end|face|half))\b(?! of\b)/,
        (told, part: string) => {
          if (named.has(part)) return told;
          named.add(part);
          return `the ${part} of the ${thing}`;
        },
      );
    // ("cut the scrap into strips, punch a hole at the top": the top of each strip the step before made.)
    for (const [index, step] of steps.entries()) {
      const made = /\binto (?:\S+ )*?([a-z]+s)\b(?= with\b|$)/.exec(steps[index - 1]?.action ?? '')?.[1];
      if (made && singularWord(made) !== made)
        step.action = step.action.replace(
          /\b(at|on|through|near) the (top|bottom|end|center|centre|middle|corner|edge)\b(?! of\b)/,
          `$1 the $2 of each ${singularWord(made)}`,
        );
    }
    // (A side of what the steps work on is no element of the method.)
    for (const part of named) elements.drop(elements.list.find((e) => e.name === part));
    // ("a cup of vinegar … brought to a boil": a measure is no element of the method.)
    for (const element of [...elements.list]) if (QUANTITY_UNIT.test(element.name)) elements.drop(element);
    // ("The hot brine softens them fast": what a thing does to "them", and no more, is why the method
    // works, no function to claim.)
    for (const element of elements.list)
      element.functions = element.functions.filter((fn) => {
        const bare = /^([a-z]+)(?: (?:fast|quickly|slowly|evenly|gently|well))?$/.exec(fn);
        return !(
          bare &&
          element.sources.some((source) =>
            new RegExp(`\\b${presentOf(bare[1]!)} (?:them|it)\\b`).test(source),
          )
        );
      });
    // ("The low heat dries them instead of burning them": heat no step works with is why the method works,
    // no element of it.)
    for (const element of [...elements.list])
      if (
        WORKING_MEDIUM.test(element.name.split(' ').at(-1)!) &&
        !steps.some((step) => step.action.includes(element.name))
      )
        elements.drop(element);
    // ("The pink salt keeps it safe and pink", of a rub of "pink curing salt": what a step uses, named short,
    // is no element of the method.)
    for (const element of [...elements.list]) {
      const words = element.name.split(' ');
      const loose = new RegExp(`\\b${words.map(asLiteral).join(' (?:[\\w-]+ )?')}\\b`);
      if (
        !(
          words.length >= 2 &&
          steps.some((step) => loose.test(step.action) && !step.action.includes(element.name))
        )
      )
        continue;
      elements.drop(element);
      // (Nor is what it does a step done with it: "keeping the bacon safe and pink with the pink salt".)
      dropSteps((step) => step.action.endsWith(` with the ${element.name}`));
    }
    // ("Navel oranges work best", of a method that cuts "the oranges": a kind of what the steps work on,
    // which a dependent claim names, is no element of the method.)
    for (const element of [...elements.list])
      if (
        element.plural &&
        element.functions.length === 0 &&
        element.relations.length === 0 &&
        element.materials.length === 0 &&
        element.name.includes(' ') &&
        steps.some((step) =>
          new RegExp(`\\bthe ${asLiteral(pluralNoun(element.name.split(' ').at(-1)!))}\\b`).test(step.action),
        )
      )
        elements.drop(element);
    // ("A light coat of oil stops it coming back", after "rinse the tool and dry it": of a method, applying
    // the coat to what its last step worked on is a further step.)
    // ("A light brush of lemon juice keeps the color", after "baking the oranges …": brushing them with it.)
    const worked =
      steps.map((step) => /^[a-z]+ing the ((?:[\w-]+ )?[\w-]+)$/.exec(step.action)?.[1]).findLast(Boolean) ??
      lastPluralOf(steps.at(-1)?.action ?? '');
    for (const { sentence } of details) {
      const coat =
        /^(?:A|An) ((?:light|thin|thick) )?(coat|layer|film|brush|spray|dusting|sprinkle) of ((?:[\w-]+ )?[\w-]+) (?:stops|prevents|keeps|protects)\b/.exec(
          sentence,
        );
      if (!coat || !worked) continue;
      const [, thickness, applied, what] = coat;
      // (Not also an act of the brush: "keeping the color with the light brush".)
      dropSteps(
        (step) => step.source === sentence && step.action.endsWith(` with the ${thickness ?? ''}${applied}`),
      );
      optionalSteps.push({
        action: /^(?:coat|layer|film)$/.test(applied!)
          ? `coating the ${worked} with ${indefiniteArticle(thickness ?? applied!)} ${thickness ?? ''}${applied} of ${what}`
          : // ("a light brush of lemon juice": the act, done lightly.)
            `${gerundOf(applied === 'dusting' ? 'dust' : applied!)} the ${worked}${thickness === 'light ' ? ' lightly' : ''} with ${what}`,
        source: sentence,
      });
      // (The coat is what the step applies, no element with a function of its own.)
      elements.drop(elements.list.find((e) => e.name === `${thickness ?? ''}${applied}`));
    }
  }
  // ("A few drops of water may be put on the ring", told of why they help: of a method, a step it may also
  // take, before the step that works on that place.)
  if (kinds.includes('method'))
    for (const { sentence } of details) {
      const may =
        /^((?:A few drops|A drop|A little|A splash|Some) of [a-z]+) may be (put|placed|dripped|sprayed|spread) (on|onto|over) the ((?:[\w-]+ )?([\w-]+))(?: to help (?:it|them) [^.]+)?\.?$/.exec(
          sentence,
        );
      if (!may) continue;
      const worksThere = steps.find((step) => new RegExp(`\\b${may[5]}\\b`).test(step.action));
      const before = worksThere
        ? /^[a-z]+ing the [\w-]+(?: [\w-]+)*? (?:across|along|over|on|against) the (?:[\w-]+ )?[\w-]+/.exec(
            worksThere.action,
          )?.[0]
        : undefined;
      optionalSteps.push({
        action: `${gerundOf(infinitiveOf(may[2]!))} ${may[1]!.toLowerCase()} ${may[3]} the ${may[4]}${before ? ` before ${before}` : ''}`,
        source: sentence,
      });
    }
  // ("Two lemons do a whole door": how many a piece of the work takes, a further limitation of the method,
  // and "doing a whole door with the lemons" no step.)
  if (kinds.includes('method'))
    for (const { sentence } of details) {
      const takes =
        /^(Two|Three|Four|Five|Six|\d+) ([a-z]+s) (?:do|does|cover|covers|clean|cleans|treat|treats) (?:a whole|an entire|one|a|each) ([a-z]+)\.?$/.exec(
          sentence,
        );
      if (!takes) continue;
      keepSteps(steps, (step) => step.source !== sentence);
      optionalSteps.push({
        action: `using ${takes[1]!.toLowerCase()} ${takes[2]} per ${takes[3]}`,
        source: sentence,
      });
    }
  // ("The salmon is done at an internal temperature of 60 C": of a method, cooking it to that core
  // temperature is a further step.)
  if (kinds.includes('method'))
    for (const { sentence } of details) {
      const done =
        /^The ((?:[\w-]+ )?[\w-]+) (?:is|are) (?:done|cooked|ready) at an internal temperature of ((?:about )?\d+(?:\.\d+)? (?:C|F|degrees(?: [CF]| Celsius| Fahrenheit)?))/.exec(
          sentence,
        );
      if (done && steps.some((step) => step.action.includes(`the ${done[1]}`)))
        optionalSteps.push({
          action: `cooking the ${done[1]} to an internal temperature of ${done[2]}`,
          source: sentence,
        });
    }
  // ("The user may add crushed eggshells for calcium": of a method, a step it may also have.)
  for (const { sentence } of variations)
    for (const match of sentence.matchAll(
      kinds.includes('method')
        ? /\b(?:adding|(?:may|could|can) (?:also )?add)\s+((?:(?:a|an|the)\s+)?[\w -]+?)(?=[,.;]|$)/gi
        : /\badding\s+((?:a|an|the)\s+[\w -]+?)(?=[,.;]|$)/gi,
    ))
      optionalSteps.push({ action: `adding ${match[1]}`, source: sentence });
  // ("Beet juice can be added to turn them pink": of a method, adding it is a further step, to the liquid
  // its steps pour or soak in.)
  if (kinds.includes('method')) {
    const liquid = steps
      .map((step) => /\b(brine|bath|solution|syrup|marinade|dye bath)\b/.exec(step.action)?.[1])
      .find(Boolean);
    for (const { sentence } of variations) {
      const added =
        /^(?:In some embodiments, )?([A-Z][a-z]+(?: [a-z]+)?) (?:can|could|may) (?:also )?be added\b/.exec(
          sentence,
        );
      if (added && !optionalSteps.some((step) => step.source === sentence))
        optionalSteps.push({
          action: `adding ${added[1]!.toLowerCase()}${liquid ? ` to the ${liquid}` : ''}`,
          source: sentence,
        });
    }
  }
  // ("You can dry it with a bubbler instead of letting it sit": of a method, another step it may have,
  // done to the batch its steps work on; what it replaces is the description's.)
  if (kinds.includes('method'))
    for (const { sentence } of variations) {
      const may =
        /^(?:In some embodiments, )?The user (?:can|could|may) (?:also )?([a-z]+) (it|them|the [\w-]+) ((?:with|using|in|through) (?:a|an|the) (?:[\w-]+ ){0,2}[\w-]+)(?: instead of [^.]+)?\.?$/.exec(
          sentence,
        );
      if (!may || !canBeVerb(may[1]!) || ACTORS.test(may[1]!)) continue;
      const batch = steps.some((step) => /\bthe mixture\b/.test(step.action)) ? 'the mixture' : undefined;
      const what = /^(?:it|them)$/.test(may[2]!) ? batch : may[2];
      if (what) optionalSteps.push({ action: `${gerundOf(may[1]!)} ${what} ${may[3]}`, source: sentence });
    }
  // ("The board ends up about 30 mm thick": of a method, how its product comes out is no act of the
  // method; the description keeps it.)
  if (kinds.includes('method')) body.functions = body.functions.filter((fn) => !/^end up\b/.test(fn));
  if (kinds.includes('method')) readRestAndKeeping(steps, optionalSteps, body, [...summary, ...details]);
  // ("Mix it fresh, it loses its fizz after a day": when to make it is advice, no step of making it.)
  steps.splice(
    0,
    steps.length,
    ...steps.filter((step) => !/^[a-z]+ing (?:the [\w-]+|it) fresh$/.test(step.action)),
  );
  if (kinds.includes('composition'))
    steps.unshift(
      ...addedSlowlySteps(
        body,
        elements.list.filter((e) => e.listed),
        [...summary, ...details],
      ),
    );
  // ("The cutting board is finished with food-grade mineral oil, three coats a day apart": of a method,
  // how many coats the step applies, and how far apart, are the step's.)
  if (kinds.includes('method'))
    for (const step of steps) {
      const coats =
        /,\s+((?:two|three|four|five|\d+) coats(?: (?:a|an|one|\d+) (?:day|hour|week)s? apart)?)\.?$/.exec(
          step.source,
        )?.[1];
      if (!coats || step.action.includes(coats)) continue;
      step.action = `${step.action} in ${coats}`;
      body.materials = body.materials.filter((material) => material !== coats);
    }
  // ("The leaves are baked at 135 C for 25 minutes, flipping once": of a method, what is done to them while
  // the step goes on, a further step of its own.)
  if (kinds.includes('method'))
    for (const { sentence } of [...summary, ...details]) {
      const during =
        /^(?:(?:Then|Next|Finally),? )?The ((?:[\w-]+ ){0,2}[\w-]+) (?:is|are) ([a-z]+ed) [^,]+, ([a-z]+ing) (once|twice|halfway through|occasionally|every \d+ minutes)\.?$/.exec(
          sentence,
        );
      const done = during && steps.find((step) => step.source === sentence);
      if (during && done && canBeVerb(infinitiveOf(during[3]!)))
        optionalSteps.push({
          // ("while baking the leaves": the step, without where, how hot or how long.)
          action: `${during[3]} the ${during[1]} ${during[4]} while ${done.action.replace(/ (?:at|for|in|on|to|until|with|under|\d).*$/, '')}`,
          source: sentence,
        });
    }
  // ("Rosemary or sesame seeds can go on top" of crackers a method bakes: topping what its last step
  // works on, a further step.)
  if (kinds.includes('method'))
    for (const { sentence } of variations) {
      const top = /^(?:In some embodiments, )?([A-Z][\w -]+?) (?:can|could|may) (?:also )?go on top\.?$/.exec(
        sentence,
      );
      const made = steps.map((step) => /^[a-z]+ing the ([\w-]+s)\b/.exec(step.action)?.[1]).findLast(Boolean);
      if (top && made)
        optionalSteps.push({ action: `topping the ${made} with ${top[1]!.toLowerCase()}`, source: sentence });
      // ("Nutritional yeast or smoked paprika can go on before baking": onto what the baking step works
      // on, before it.)
      const before =
        /^(?:In some embodiments, )?([A-Z][\w -]+?) (?:can|could|may) (?:also )?go on before ([a-z]+ing)\.?$/.exec(
          sentence,
        );
      const onto =
        before &&
        steps
          .map((step) => new RegExp(`^${before[2]} (the (?:[\\w-]+ )?[\\w-]+s)\\b`).exec(step.action)?.[1])
          .find(Boolean);
      if (before && onto)
        optionalSteps.push({
          action: `applying ${before[1]!.toLowerCase()} to ${onto} before ${before[2]} ${onto}`,
          source: sentence,
        });
    }
  // "A polishing compound can be used after the 3000 grit": of a method, using it after the step that
  // names the 3000 grit ("after wet-sanding the lens").
  if (kinds.includes('method'))
    for (const { sentence } of variations) {
      const used =
        /^(?:In some embodiments, )?(?:a|an) ((?:[\w-]+ ){0,2}[\w-]+) (?:can|could|may) (?:also )?be used after the (.+?)(?: for [^.]+)?\.?$/i.exec(
          sentence,
        );
      const after = used && steps.find((step) => step.action.includes(used[2]!));
      if (used && after)
        optionalSteps.push({
          action: `using ${indefiniteArticle(used[1]!)} ${used[1]} after ${/^[a-z-]+ing the [\w-]+/.exec(after.action)?.[0] ?? after.action}`,
          source: sentence,
        });
    }

  // "I've also thought about a clamp rail on top of the beam": an optional part.
  const optionalParts: string[] = [];
  // ("A cup of baking soda can be added for smells", told among the details of a composition: a further
  // ingredient all the same.)
  const mayBeAdded = kinds.includes('composition')
    ? details.filter(({ sentence }) => ADDED_LATER.test(sentence))
    : [];
  // ("The user colors it with beet powder or turmeric instead of food dye so it does not stain", of a play
  // dough: what it is colored with is a further ingredient, and coloring it no use of it.)
  const coloredWith = new Set<string>();
  if (kinds.includes('composition'))
    for (const { sentence } of [...summary, ...details]) {
      const colored =
        /^The user (?:colors|tints|dyes) it with ((?:[\w-]+ ){0,2}[\w-]+(?:,? (?:or|and) (?:[\w-]+ ){0,2}[\w-]+)?)\b(?: instead of\b.*)?\.?$/.exec(
          sentence,
        )?.[1];
      if (!colored) continue;
      optionalParts.push(colored);
      coloredWith.add(sentence);
    }
  for (const { sentence } of [...mayBeAdded, ...variations]) {
    // ("The height could be adjustable": a measure of the whole that another version may set.)
    const adjustable =
      /^(?:In some embodiments, )?the (height|length|width|angle|size|tension|speed|brightness) (?:may|could|can) (?:also )?be adjustable\.?$/i.exec(
        sentence,
      );
    if (adjustable) body.measures.push(`has an adjustable ${adjustable[1]!.toLowerCase()}`);
    // ("A lock could be built into the handle": a further part, and where it goes.)
    const builtIn =
      /^(?:In some embodiments, )?(?:a|an) ([\w -]+?) (?:may|could|can) (?:also )?be (built into|added to|mounted on|attached to|integrated into) the ([\w -]+?)\.?$/i.exec(
        sentence,
      );
    if (builtIn && !elements.find(builtIn[1]!)) {
      // ("the handle": the release handle the inventor named before, by its full name.)
      const place =
        new RegExp(`\\b((?:[a-z]+ )?${asLiteral(builtIn[3]!)})\\b`).exec(allText.toLowerCase())?.[1] ??
        builtIn[3]!;
      optionalParts.push(`${builtIn[1]} ${builtIn[2]} a ${place.replace(/^(?:a|an|the) /, '')}`);
    }
    // ("A camera could check that nothing is in the way": a further device, and what it does.)
    const deviceActs =
      // ("A solar panel on the handle could top up the battery": so with where it goes.)
      /^(?:In some embodiments, )?(?:a|an) ((?:[a-z]+ )?(?:camera|sensor|alarm|buzzer|speaker|microphone|display|screen|timer|fan|pump|motor|light|lamp|panel|heater|valve|switch|charger))((?: (?:on|in|under|inside|at) the [a-z]+)?) (?:may|could|can) (?:also )?(?!be\b)([a-z]+) (.+?)\.?$/i.exec(
        sentence,
      );
    // (Not one "instead of" a part: that is another way, no further part.)
    if (
      deviceActs &&
      canBeVerb(deviceActs[3]!) &&
      !/^(?:go|come|work|use|get|have|do)$/.test(deviceActs[3]!) &&
      !/\binstead of\b/.test(deviceActs[4]!)
    )
      optionalParts.push(
        `${deviceActs[1]!.toLowerCase()}${deviceActs[2] ? ` disposed${deviceActs[2]} and` : ''} configured to ${deviceActs[3]} ${deviceActs[4]}`,
      );
    // ("A version with a small battery pack could work away from the car": a part another version has;
    // how big it is, told with no number, is no part of its name.)
    const versionWith =
      /^(?:In some embodiments, )?(?:A|One|Another) (?:version|model) with (?:a|an) (?:(?:small|little|tiny|large|big|bigger|smaller) )?((?:[\w-]+ ){0,2}?[\w-]+?)(?=,| (?:may|could|can|so|that|for|to)\b|\.?$)/.exec(
        sentence,
      );
    if (versionWith && !elements.find(versionWith[1]!) && tokens(versionWith[1]!).at(-1)?.tags.has('Noun'))
      optionalParts.push(versionWith[1]!);
    // ("A version may also flash a bright LED": a part another version has, and what it does.)
    const versionDoes =
      /^(?:In some embodiments, )?(?:A|One|Another) (?:version|model) (?:may|could|can) (?:also )?([a-z]+) (?:a|an) (?:(?:bright|small|loud|little) )?((?:[\w-]+ )?[\w-]+?)\.?$/.exec(
        sentence,
      );
    if (versionDoes && canBeVerb(versionDoes[1]!) && !elements.find(versionDoes[2]!))
      optionalParts.push(`${versionDoes[2]} configured to ${versionDoes[1]}`);
    // ("Rubber feet keep it from sliding": further parts, and what they do to it.)
    const acting = partActingOnTheWhole(sentence, subject);
    if (acting && !elements.find(acting.part))
      optionalParts.push(
        `${acting.plural ? 'a plurality of ' : ''}${acting.part} configured to ${acting.verb} the ${subject}${acting.rest}`,
      );
    const match =
      /\b(?:thought about|considered|thinking about|could add|may add|adding)\s+(?:a|an)\s+((?:[\w-]+\s+){0,3}[\w-]+?)(?=\s+(?:on|in|under|at|to|onto)\b|[,.;]|$)(?:\s+((?:on|in|under|at|to|onto)\s+[^,.;]+))?/i.exec(
        sentence,
      );
    if (match && !/ing$/.test(match[1]!))
      optionalParts.push(`${match[1]}${match[2] ? ` disposed ${match[2]}` : ''}`);
    // "In a further embodiment, the sensor has a solar cell on top.": a part another version has.
    const has = new RegExp(
      `^In (?:another|a further|yet another|some|other) embodiments?, the (?:[\\w-]+ ){0,3}?${asLiteral(subjectHead)} (?:has|includes|comprises|further comprises) (?:(?:a|an) |(two|three|four) )([^,;]+?)(?:,? so that [^,;]+)?\\.?$`,
      'i',
    ).exec(sentence);
    // ("a pull tab on the rim to take it off", "a battery pack, so that it works on a stroller": what it is
    // for is the description's.)
    if (has) has[2] = has[2]!.replace(/\s+to [a-z]+ (?:it|them)(?: (?:off|on|out|up|down))?$/, '');
    // ("has two outlets": the count stays with the part.)
    // ("has three steps" of a step stool with steps says how many, not another part.)
    const counted = has?.[1] ? elements.find(has[2]!.split(' ')[0]!) : undefined;
    // ("has two shelves stacked on the same cups" of a caddy with one shelf: a second one, placed so.)
    const second =
      counted &&
      !counted.plural &&
      /^two$/i.test(has![1]!) &&
      /^[a-z-]+s ([a-z]+ed (?:on|onto|over|under|in|along) )the same ([a-z -]+)$/.exec(has![2]!);
    if (second) optionalParts.push(`second ${counted.name} ${second[1]}the ${second[2]}`);
    const hasPart = has && !counted && `${has[1] ? `${has[1]} ` : ''}${has[2]}`;
    const placed =
      hasPart && /^((?:[\w-]+ ){0,3}?[\w-]+) ((?:on|in|under|at|inside) (?:top|the [\w-]+))$/.exec(hasPart);
    if (hasPart)
      optionalParts.push(
        placed
          ? withPlaceOwner(
              `${placed[1]} disposed ${placed[2]}`,
              subject,
              elements.list.map((e) => e.name),
            )
          : hasPart,
      );
    // "A temperature and humidity sensor may be added.", "A small amount of bismuth powder to make them
    // denser may be added.", "A few drops of lavender oil can be added for scent.", "Magnesium citrate
    // may be added." (of a composition, a substance needs no article).
    const added =
      // ("10 drops of lemon essential oil may be added for smell": so many of a unit, too.)
      /^(?:(?:a|an)\s+)?(?:(?:small amount|few drops|pinch|dash|splash|cup|tablespoon|teaspoon|handful|scoop) of\s+|\d+(?:[./]\d+)?\s+(?:drops|cups?|tablespoons?|teaspoons?|grams?|ml|pinches) of\s+)?((?:[\w-]+\s+){0,3}?[\w-]+?)(?:\s+to\s+[^.]*?)?\s+(?:may|could|can) be added\b/i.exec(
        sentence,
      );
    const named = !!added && (/^(?:a|an)\s/i.test(sentence) || kinds.includes('composition'));
    // ("A short cotton wick to each cup may be added": a counted thing keeps its article.)
    // (Of an article, the claim writer gives the part its article.)
    // ("A blue food coloring could be added": a substance, whatever its article, takes none.)
    const addedHead = added?.[1]?.split(/\s+/).at(-1) ?? '';
    const counted1 =
      kinds.includes('composition') &&
      !/ing$/.test(addedHead) &&
      !tokens(`the ${addedHead}`)[1]?.tags.has('Uncountable')
        ? /^(an?)\s+(?!(?:small amount|few drops|pinch|dash|splash|cup|tablespoon|teaspoon|handful|scoop) of\b)/i.exec(
            sentence,
          )?.[1]
        : undefined;
    if (!match && added && named && !/^(?:it|they|this|that|these|those)$/i.test(added[1]!))
      optionalParts.push(
        counted1 ? `${counted1.toLowerCase()} ${added[1]}` : withoutOpeningCapital(added[1]!),
      );
    // "Neem oil may replace some of the olive oil": a further ingredient, in part of another's place.
    // ("Baking soda can replace half the washing soda": so does half of it.)
    const partly =
      /^((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:may|could|can) replace (?:(?:some|part) of|half(?: of)? the)\b/i.exec(
        sentence,
      );
    if (partly) optionalParts.push(withoutOpeningCapital(partly[1]!));
    // "The stretchy silicone lid may be printed with measurement lines": how another version is finished.
    const finished = new RegExp(
      `^The (?:[\\w-]+ ){0,3}?${asLiteral(subjectHead)} (?:may|could|can) be (printed|marked|engraved|embossed|coated|lined) with ([^,.;]+?)\\.?$`,
      'i',
    ).exec(sentence);
    if (finished) body.relations.push(`${finished[1]!.toLowerCase()} with ${finished[2]}`);
    // "An app may set the times instead of the buttons": something else may do the part's job, so claim 1
    // does not require the part.
    const doneOtherwise =
      /^(?:An?|The) [\w -]+? (?:may|could|can) [a-z]+ .+? instead of the ([\w -]+?)\.?$/.exec(sentence);
    // (Only a part the user sets things with: a turbine "a spring motor may do the rewinding instead of" is
    // the invention's working part all the same.)
    const replaceable =
      doneOtherwise &&
      elements.list
        .filter(
          (e) =>
            e.functions.length > 0 &&
            e.functions.every((fn) => /^(?:set|enter|select|choose|adjust|change)\b/.test(fn)),
        )
        .find((e) => sameElement(e.name, singularWord(doneOtherwise[1]!)));
    if (replaceable && !replaceable.alternatives.includes('optional'))
      replaceable.alternatives.push('optional');
  }

  // "It could use jalapeno or ghost peppers instead of habanero": alternatives to a named part.
  let lastReplaced: InventionElement | undefined;
  for (const { sentence } of variations) {
    // "In another embodiment, the wood stain uses pecan hulls": another kind of an ingredient it has.
    const uses = new RegExp(
      `^In (?:another|a further|yet another|some|other) embodiments?, the (?:[\\w-]+ ){0,3}?${asLiteral(subjectHead)} uses ((?:[\\w-]+ ){0,2}[\\w-]+)\\.?$`,
      'i',
    ).exec(sentence)?.[1];
    const head = uses && singularWord(uses.split(' ').pop()!);
    const kindOf = uses
      ? elements.list.find((e) => e.name !== uses && singularWord(e.name.split(' ').pop()!) === head)
      : undefined;
    if (kindOf && !kindOf.substitutes.some((sub) => sub.alternative === uses)) {
      // What it replaces, as the inventor named it: "walnut hulls" of the "crushed green walnut hulls".
      const last = asLiteral(kindOf.name.split(' ').slice(-2).join(' '));
      const replaces = new RegExp(`\\b${last}(?:e?s)?\\b`, 'i').exec(kindOf.sources.join(' '))?.[0];
      if (replaces) kindOf.substitutes.push({ alternative: uses!, replaces: replaces.toLowerCase() });
    }
    const also = ALSO_USED.exec(sentence);
    if (also && lastReplaced) {
      const alternative = withoutOpeningCapital(also[1]!);
      const replaces = lastReplaced.substitutes[0]?.replaces ?? lastReplaced.name;
      if (!lastReplaced.substitutes.some((sub) => sub.alternative === alternative))
        lastReplaced.substitutes.push({ alternative, replaces });
      continue;
    }
    // "The legs could be made of fiberglass instead of aluminum" names its part and is read above; "The
    // hot sauce may use jalapeno … instead of habanero" is the invention, which names none.
    const ofTheWhole = new RegExp(
      `^The (?:[\\w-]+ ){0,3}${asLiteral(subjectHead)}\\b(?! \\w+ (?:is|are) )`,
      'i',
    );
    if (/^The\s(?!users?\b)/.test(sentence) && !ofTheWhole.test(sentence)) continue;
    for (const match of [
      ...sentence.matchAll(INSTEAD),
      ...sentence.matchAll(WORKS_INSTEAD),
      ...sentence.matchAll(REPLACES),
    ]) {
      const told = match[2]!.trim().toLowerCase();
      // ("instead of tape" of "lining every seam with tuck tape": the tape the step names, whole.)
      const replaced =
        kinds.includes('method') && !told.includes(' ')
          ? (steps
              .map(
                (step) =>
                  new RegExp(`\\bwith ((?:(?!(?:a|an|the|every|each)\\b)[\\w-]+ )?${asLiteral(told)})$`).exec(
                    step.action,
                  )?.[1],
              )
              .find(Boolean) ?? told)
          : told;
      // ("Crisco or canola oil can be used instead of flaxseed oil" of a method that wipes on a coat of
      // flaxseed oil: what a step uses is a thing of the method, whose alternatives these are.)
      // (Only a thing of a kind the alternatives share, "flaxseed oil" beside "canola oil", which a claim
      // names by that kind.)
      const kind = replaced.includes(' ') ? replaced.split(' ').pop()! : '';
      const usedByStep =
        kinds.includes('method') &&
        !kinds.includes('composition') &&
        ((!!kind &&
          match[1]!.split(/\s+or\s+|,\s*/).some((other) => other.trim().split(' ').pop() === kind) &&
          steps.some((step) => new RegExp(`\\b${asLiteral(replaced)}\\b`).test(step.action))) ||
          // ("Silicone caulk can be used on the seams instead of tape" of "lining every seam with tuck
          // tape": what a step does its work with.)
          // ("Baking soda can be used instead of dish soap" of "dipping the cut side in dish soap": so
          // what it is dipped in.)
          (replaced !== told && steps.some((step) => step.action.endsWith(`with ${replaced}`))) ||
          steps.some((step) =>
            new RegExp(
              `\\b[a-z]+ (?:in|into|with) (?:an? )?${asLiteral(replaced)}(?: at\\b| on (?:low|high|medium)$|$)`,
            ).test(step.action),
          ));
      const element =
        elements.list.find(
          (e) =>
            e.name
              .toLowerCase()
              .split(' ')
              .includes(singularWord(replaced.split(' ').pop()!)) || e.name.toLowerCase().includes(replaced),
        ) ?? (usedByStep ? elements.get(replaced, sentence) : undefined);
      if (!element) continue;
      lastReplaced = element;
      for (const alternative of match[1]!.split(/\s+or\s+|,\s*/)) {
        const cleaned = alternative
          // "Arrowroot powder works instead …": a capital that only opened the sentence.
          // ("Epsom salt": a proper name keeps its capital.)
          .replace(/^[A-Z][a-z]+\b/, (word) =>
            match.index === 0 && !PROPER_NAMES.test(word) ? word.toLowerCase() : word,
          )
          .replace(/^(?:and|or)\s+/i, '')
          .replace(/^(?:made (?:of|from)\s+)?(?:the|a|an)\s+/i, '')
          .replace(/^made (?:of|from)\s+/i, '')
          // ("A heat gun on low works instead of a hair dryer": the setting it runs at is no part of its name.)
          .replace(/\s+on (?:low|high|medium)$/i, '')
          .trim();
        // (Nor of the tool it replaces, whose setting then says nothing of the other: "heating the bag with
        // a hair dryer or a heat gun".)
        if (cleaned !== alternative.trim() && /\son (?:low|high|medium)$/i.test(alternative))
          for (const step of steps)
            step.action = step.action.replace(
              new RegExp(`(\\b${asLiteral(replaced)}) on (?:low|high|medium)\\b`),
              '$1',
            );
        // ("candelilla wax is used instead of …": the verb is no part of the alternative's name.)
        // ("be used on the seams instead of tape": where it is used, no alternative's name.)
        if (/\b(?:is|are|used|works?)$/.test(cleaned) || /^used\b/.test(cleaned)) continue;
        if (cleaned && !element.substitutes.some((sub) => sub.alternative === cleaned))
          element.substitutes.push({ alternative: cleaned, replaces: replaced });
      }
    }
  }

  // ("A stainless steel bowl would work too" of a ceramic bowl: another material of the same part.)
  for (const { sentence } of variations) {
    const told =
      /^(?:In some embodiments, )?an? ((?:[\w-]+ )?[\w-]+) ([\w-]+) (?:is used|are used|would work|works|may be used|could be used)(?: too| as well)?\.?$/i.exec(
        sentence,
      );
    const part = told && elements.find(told[2]!);
    const material = told?.[1]?.toLowerCase();
    if (
      part &&
      material &&
      MATERIAL_WORDS.test(material.split(' ').pop()!) &&
      part.materials.length > 0 &&
      !part.alternatives.includes(material)
    )
      part.alternatives.push(material);
  }

  let handled: string | undefined;
  // ("A frame that holds a compression sock open": what it holds, by its purpose.)
  const heldObject = heldByPurpose(purpose)?.thing;
  // (Of an article, what the user does told in the details is a use of it too: "The user sets the two
  // times with buttons on the bottom.")
  const usedInDetails = kinds.includes('article')
    ? details.filter(({ sentence }) => /^The user [a-z]+s\b/.test(sentence))
    : [];
  // (How many making steps have gone before the rest, so that two told in turn keep their order.)
  let madeSoFar = 0;
  for (const { sentence: told } of [...uses, ...summary, ...usedInDetails]) {
    if (coloredWith.has(told)) continue;
    // "You plug it in": what the user sets up is the invention; "presses it again": what the user
    // pressed in the sentence before.
    const sentence = /^The users? /.test(told)
      ? told
          .replace(/^(The users? [a-z]+s) it (?=in\b|up\b|on\b)/, `$1 the ${subject} `)
          .replace(/^(The users? [a-z]+s) it again\b/, (whole, act: string) =>
            handled ? `${act} ${handled} again` : whole,
          )
      : told;
    handled =
      /^The users? [a-z]+s ((?:a|an|the) [\w-]+)\b/.exec(sentence)?.[1]?.replace(/^an? /, 'the ') ?? handled;
    const clause = readClause(sentence);
    // ("The cover is slid over the cast": what is done to the article itself is a step of using it.)
    const head = subject
      .split(/\s+(?:for|with|that|of|to)\s+/)[0]!
      .split(' ')
      .pop()!;
    if (
      clause?.kind === 'passive' &&
      kinds.includes('article') &&
      clause.subject.toLowerCase() === head.toLowerCase() &&
      /^(?:over|onto|on|into|in|around|under|through)\s+(?:the|a|an)\s/.test(clause.rest) &&
      canBeVerb(clause.verb)
    ) {
      // (What it goes over is no part of it: "over a cast".)
      const onto = clause.rest.replace(
        /^(\w+\s+)the\s+([\w-]+)/,
        (_m, at: string, next: string) => `${at}${indefiniteArticle(next)} ${next}`,
      );
      useSteps.push({ action: `${gerundOf(clause.verb)} the ${subject} ${onto}`, source: sentence });
      continue;
    }
    // ("The sock is stretched over the frame and set on the floor. The user's foot is slid in", of a frame
    // that holds a compression sock open: what is done to what it holds, or to the user, is using it.)
    const doneToHeld =
      clause?.kind === 'passive' &&
      kinds.includes('article') &&
      !!heldObject &&
      (clause.subject.toLowerCase().split(' ').pop() === heldObject.split(' ').pop() ||
        /^user's [a-z]+$/i.test(clause.subject));
    if (clause && doneToHeld) {
      // ("The user's foot is slid in": into what it holds.)
      const own = /^user's ([a-z]+)$/i.exec(clause.subject)?.[1]?.toLowerCase();
      const name = own ? `${indefiniteArticle(own)} ${own} of a user` : `the ${heldObject}`;
      for (const part of [clause, ...clause.more])
        if (part.kind === 'passive' && canBeVerb(part.verb) && part.rest)
          useSteps.push({
            action: `${gerundOf(part.verb)} ${name} ${own && part.rest === 'in' ? `into the ${heldObject}` : part.rest}`,
            source: sentence,
          });
      continue;
    }
    // Only what "the user" (the inventor's "you" or "I") does is a step of using it.
    if (!clause || !/^users?$/i.test(clause.subject)) continue;
    for (const part of [clause, ...clause.more]) {
      // "The user lives in an apartment with a small balcony": the user's life, not a use of the invention.
      if (STATE_VERBS.test(part.verb)) continue;
      // ("The user lays it flat": the invention, laid flat, where the clause kept only "flat".)
      const itLeft =
        part.kind === 'active' &&
        /^(?:flat|open|upright|level|straight|dry)$/.test(part.rest.trim()) &&
        new RegExp(`\\b${asLiteral(part.verbText)} it ${asLiteral(part.rest.trim())}\\b`).test(sentence);
      // ("The user … scoops, lifts it to the mouth": what is lifted is the invention, where the clause kept
      // only where it goes.)
      const itMoved =
        part.kind === 'active' &&
        /^(?:to|into|onto|up to|toward|towards) /.test(part.rest.trim()) &&
        new RegExp(`\\b${asLiteral(part.verbText)} it ${asLiteral(part.rest.trim())}\\b`).test(sentence);
      // ("You set the number, pump until it beeps": how long, by the part that signals it.)
      const until =
        part.kind === 'active' && !part.rest.trim()
          ? new RegExp(`\\b${asLiteral(part.verbText)} until it ([a-z]+s)\\b`).exec(sentence)?.[1]
          : undefined;
      const signals =
        until &&
        elements.list.find((e) => e.functions.some((f) => f.split(' ')[0] === infinitiveOf(until)))?.name;
      const step = until
        ? `${gerundOf(part.verb)} until the ${signals ?? subject} ${until}`
        : itLeft || itMoved
          ? `${gerundOf(part.verb)} the ${subject} ${part.rest.trim()}`
          : stepFrom(part, undefined);
      // ("The user mixes 2 cups washing soda, 1 cup borax and …": of a composition, mixing it is making it.)
      // ("I heat 1 liter of water with 60 grams of salt …", of a brine: heating its ingredients is making it too.)
      const heatsIngredients =
        /^(?:heat|boil|simmer|warm)$/.test(part.verb) &&
        elements.list.filter((e) => e.listed && sentence.toLowerCase().includes(e.name)).length >= 2;
      // ("Then I add 10 drops of lavender essential oil": adding an ingredient, after what was mixed.)
      // (Only a step told in its turn: "I swap half the beef fat for coconut oil and add cornmeal" tells
      // what the recipe has.)
      const addsIngredient =
        part.verb === 'add' &&
        /^(?:Then|Next|After that|Finally|Last)\b/.test(sentence) &&
        elements.list.some((e) => e.listed && part.rest.includes(e.name));
      const making =
        kinds.includes('composition') &&
        (/^(?:mix|combine|stir|blend|whisk|melt|grate|dissolve|shake)$/.test(part.verb) ||
          heatsIngredients ||
          addsIngredient) &&
        !steps.some((told) => told.source === sentence);
      if (step && part.kind === 'active' && making && addsIngredient)
        steps.push({ action: step, source: sentence });
      else if (step && part.kind === 'active' && making) {
        steps.splice(madeSoFar, 0, { action: step, source: sentence });
        madeSoFar += 1;
      }
      // ("rubs the base for 30 seconds" of an ear cleaner: the base of what it is used on, no place of a
      // composition; "squirts some in the ear": some of the composition.)
      else if (step && part.kind === 'active' && kinds.includes('composition')) {
        // ("squirts some in the ear, rubs the base": the base of the ear, where the step before put it.)
        const where = /\b(?:in|into|on|onto) the ([a-z]+)$/.exec(useSteps.at(-1)?.action ?? '')?.[1];
        // ("spreads it on the grout …, waits 10 minutes and scrubs": scrubbing where it was spread.)
        const spreadOn = useSteps
          .map((use) => /\b(?:on|onto|over) the ([a-z]+)\b/.exec(use.action)?.[1])
          .findLast(Boolean);
        useSteps.push({
          action: step
            .replace(/^([a-z]+ing)$/, (gerund) =>
              spreadOn && /^(?:scrub|wipe|rinse|brush|rub|buff|polish)/.test(gerund)
                ? `${gerund} the ${spreadOn}`
                : gerund,
            )
            .replace(/^([a-z]+ing) some\b/, `$1 the ${subject}`)
            .replace(new RegExp(`\\bthe (${PLACE_NOUNS})\\b(?! of\\b)`), (told, place: string) =>
              where ? `the ${place} of the ${where}` : told,
            ),
          source: sentence,
        });
      } else if (step && part.kind === 'active')
        useSteps.push({
          action: withPlaceOwner(step, subject).replace(
            // ("pushes the handle down flat and carries it by the side grips": what is carried by one part is
            // the whole, not the part before.)
            /^(carrying|lifting|moving|holding) the ([\w-]+(?: [\w-]+)?) (?=by the )/,
            (told, verb: string, carried: string) =>
              elements.find(carried) || /\bhandle$/.test(carried) ? `${verb} the ${subject} ` : told,
          ),
          source: sentence,
        });
    }
  }

  // ("It lasts two weeks per charge", "The treats keep two weeks in a jar": how long it lasts or keeps, a
  // measure of the whole.)
  const lasts = (f: string) =>
    /^last /.test(f) ||
    /^keep (?:for )?(?:about |up to )?(?:\d+|one|two|three|four|five|six) (?:days?|weeks?|months?|years?)\b/.test(
      f,
    );
  for (const fn of body.functions.filter(lasts)) {
    body.measures.push(fn.replace(/^(last|keep) /, '$1s '));
    body.functions = body.functions.filter((f) => f !== fn);
  }
  // "It runs on two AAA batteries": what powers it is how it is built, not what it does.
  for (const fn of body.functions.filter((f) => /^run (?:on|off) (?!its own\b)\S/.test(f))) {
    body.relations.push(fn.replace(/^run (?:on|off) /, 'powered by '));
    body.functions = body.functions.filter((f) => f !== fn);
  }
  for (const element of [body, ...elements.list]) {
    // "lights up a ring of LEDs" beside the LED ring: one part, called by one name everywhere.
    element.functions = element.functions.map((fn) =>
      byFullName(withOwnPartName(byOneName(fn, elements.list), subject, elements.list), elements.list),
    );
    element.relations = element.relations.map((relation) =>
      byFullName(withOwnPartName(relation, subject, elements.list), elements.list),
    );
    // "…, wired to a microcontroller", "sit in pockets under the board": how a part is fixed or where it
    // sits is a relation; nothing a part does is to wire or to sit.
    for (const fn of element.functions.filter((f) => FIXED_OR_PLACED.test(f))) {
      const [verb, ...rest] = fn.split(' ');
      // (Of a cutting board, "under the board" was named "under the cutting board" above.)
      const whole = rest.join(' ');
      const relation = /^(?:sit|rest|lie)$/.test(verb!)
        ? `positioned ${whole}`
        : `${pastParticipleOf(verb!) ?? `${verb}ed`} ${whole}`;
      if (!element.relations.includes(relation)) element.relations.push(relation);
    }
    element.functions = element.functions.filter((f) => !FIXED_OR_PLACED.test(f));
    // "ends in a 12 V plug", "extends from the handle": the part's shape, said as a relation ("a cord
    // ending in a plug"); no claim configures a cord to end somewhere.
    for (const fn of element.functions.filter((f) => SHAPED.test(f))) {
      const [verb, ...rest] = fn.split(' ');
      const relation = `${gerundOf(verb!)} ${rest.join(' ')}`;
      if (!element.relations.includes(relation)) element.relations.push(relation);
    }
    element.functions = element.functions.filter((f) => !SHAPED.test(f));
    // "lasts about 300 treatments", "rises 70 cm above the top step": how long it lasts or how far it
    // reaches is a measure, not an act.
    // ("runs on a rechargeable battery", "gives about 8 hours": what powers it and for how long, measures.)
    // ("charges by USB-C": how a part other than the battery is charged, a measure too.)
    const battery = /\b(?:battery|batteries|cell|pack|power bank)$/.test(element.name);
    const powered = (f: string) =>
      /^run (?:on|off) (?!its own\b)\S/.test(f) ||
      (!battery && /^charge (?:by|through|via|over|from) \S/.test(f));
    const runTime = (f: string) =>
      /^(?:give|run for) (?:about |up to |around )?\d+(?:\.\d+)? hours?$/.test(f);
    for (const fn of element.functions.filter((f) => powered(f) || runTime(f)))
      element.measures.push(
        /^charge /.test(fn)
          ? `${element.plural ? 'charge' : 'charges'} ${fn.replace(/^charge /, '')}`
          : powered(fn)
            ? fn
                .replace(/^run (?:on|off) /, `${element.plural ? 'are' : 'is'} powered by `)
                // ("… for about a year since it sleeps until the door opens": why, the description's.)
                .replace(/\s+(?:since|because)\s+.*$/, '')
            : fn.replace(/^(?:give|run for) /, `${element.plural ? 'run' : 'runs'} for `),
      );
    element.functions = element.functions.filter((f) => !powered(f) && !runTime(f));
    const measured = (f: string) =>
      /^last\s/.test(f) || /^(?:rise|extend|reach|stand|stick)\s+(?:about\s+)?\d/.test(f);
    for (const fn of element.functions.filter(measured)) {
      const [verb, ...rest] = fn.split(' ');
      // ("The batteries … last about a year": several agree as several.)
      const measure = `${element.plural ? verb : presentOf(verb!)} ${rest.join(' ')}`;
      if (!element.measures.includes(measure)) element.measures.push(measure);
    }
    element.functions = element.functions.filter((f) => !measured(f));
    // ("swing out and lock level to make a small seat" of a cane with a seat: the paddles form that seat.)
    element.functions = element.functions.map((fn) =>
      fn.replace(
        /\bto (make|form|create) (?:a|an) (?:(?:small|little|large|flat|level|sturdy) )?([\w-]+)\b/,
        (told, verb: string, made: string) =>
          elements.list.some((e) => e !== element && e.name === made) ? `to ${verb} the ${made}` : told,
      ),
    );
    // ("a button under your thumb": where a hand works it, not a place on the invention.)
    element.relations = element.relations.map((relation) =>
      relation.replace(
        /^(?:disposed|positioned) (?:under|beneath|at|by|near) the (?:user's )?(thumb|finger|index finger|palm|hand)$/,
        'positioned under a $1 of a user',
      ),
    );
    // "vibrates when the user leans forward …": in a claim the condition is of a user, not the user.
    element.functions = element.functions.map((fn) =>
      fn.replace(/\b(when|if|until) the user\b/, '$1 a user'),
    );
    // ("pushes the grid out when handles open", from "When the handles open, …": parts of the whole the
    // condition names are the ones it has.)
    element.functions = element.functions.map((fn) =>
      fn.replace(/\b(when|if|until|once) ([a-z]+s) (?=[a-z]+\b)/, (told, when: string, noun: string) =>
        elements.list.some((other) => other.plural && other.name === singularWord(noun))
          ? `${when} the ${noun} `
          : told,
      ),
    );
    // ("The cable is 2 meters, braided nylon, rated for 100 watts": participles told in a list of what it is,
    // a rating and a material, no acts.)
    element.functions = element.functions.filter((fn) => {
      const rated = /^rate (for|at|to) (.+)$/.exec(fn);
      if (rated) element.measures.push(`is rated ${rated[1]} ${rated[2]}`);
      const made = /^(braid|weave|knit|coat|plate|anodize) ([a-z-]+)$/.exec(fn);
      const material =
        made && MATERIAL_WORDS.test(made[2]!) ? `${pastParticipleOf(made[1]!)} ${made[2]}` : '';
      if (material && !element.materials.includes(material)) element.materials.push(material);
      return !rated && !material;
    });
    // ("a clamp that goes on the gunwale rail": a part that goes on a thing is mounted on it.)
    element.functions = element.functions.map((fn) =>
      fn.replace(/^go (?:on|onto) (?=(?:the|a|an) )/, 'mount on '),
    );
    // "turns the claw down past center so the spring then holds it down": the result is another fact.
    // ("so it does not leak when the bucket tips over", of a flap: what it keeps from happening.)
    element.functions = element.functions.map((fn) =>
      fn.replace(/^do not (leak|spill|drip)\b/, (_told, verb: string) => `prevent ${gerundOf(verb)}`),
    );
    // (Not of what is done to the part: "be pulled up so that the sock slides off" says what it is for.)
    element.functions = element.functions.map((fn) =>
      /^be [a-z]+ed\b/.test(fn) ? fn : fn.replace(/\s+so\s+(?:that\s+)?(?:the|it|they|a|an)\b.*$/, ''),
    );
    // "molded into the side of the rubber": the rubber is the part made of it.
    element.relations = element.relations.map((relation) => byMaterialOf(relation, element, elements.list));
    // "tips the tray toward the sink" of a dish rack whose tray is the drip tray: one part, one name.
    element.functions = element.functions.map((fn) => byTwoWordName(fn, elements.list));
    // ("A magnet on the bucket …" of a tipping bucket: so is where a part sits.)
    element.relations = element.relations.map((relation) => byTwoWordName(relation, elements.list));
    // "having the 12 foot cord": the part by the name it goes by.
    element.relations = element.relations.map((relation) => byPlainName(relation, elements.list));
    element.functions = element.functions.map((fn) => byPlainName(fn, elements.list));
  }
  for (const element of elements.list) {
    // ("The handle has a row of stiff plastic teeth along the top edge. … The teeth are about 5 mm
    // apart": the teeth, a part of their own, are on that edge of the handle, of the material told.)
    for (const relation of [...element.relations]) {
      const had =
        /^having (?:(?:a|an|one) (?:row|line|series|set) of )?((?:[\w-]+ ){0,3}?)([\w-]+) (along|on|at|across|around) the ((?:[\w-]+ )?[\w-]+)$/.exec(
          relation,
        );
      const part =
        had && elements.list.find((e) => e !== element && e.plural && e.name === singularWord(had[2]!));
      if (!had || !part) continue;
      element.relations.splice(element.relations.indexOf(relation), 1);
      part.relations.push(`disposed ${had[3]} the ${had[4]} of the ${element.name}`);
      for (const word of had[1]!.trim().split(' '))
        if (MATERIAL_WORDS.test(word) && !part.materials.includes(word)) part.materials.push(word);
    }
    // "The handle is … long, with a 12 foot cord": the cord is attached to the handle, which says
    // nothing of the handle a claim needs.
    for (const relation of element.relations.filter((r) => /^having the /.test(r))) {
      const part = elements.list.find(
        (e) => e !== element && relation === `having the ${e.name}` && e.relations.length <= 1,
      );
      if (!part) continue;
      element.relations.splice(element.relations.indexOf(relation), 1);
      part.relations.unshift(`attached to the ${element.name}`);
    }
  }
  for (const element of elements.list) {
    if (kinds.includes('article')) {
      // ("having magnets on the back": the back of the part that has them, named below.)
      const parts = elements.list.map((e) => e.name);
      element.relations = element.relations.map((relation) =>
        /^having\s/.test(relation) ? relation : withPlaceOwner(relation, subject, parts),
      );
      // ("a lid that clips on": onto the invention, not onto nothing.)
      element.functions = element.functions.map((fn) =>
        withPlaceOwner(fn, subject, parts).replace(
          /^(clip|snap|slide|screw|hook|press|click) on$/,
          `$1 onto the ${subject}`,
        ),
      );
      element.measures = element.measures.map((measure) => withPlaceOwner(measure, subject, parts));
    }
    // ("crush the pill against the ridged bottom of the cup" of a pill crusher cup: the cup is the
    // invention, called by its name, when no part is called so.)
    const head = subject.split(/\s+/).pop()!;
    if (head !== subject && !elements.list.some((other) => other.name.split(' ').pop() === head))
      element.functions = element.functions.map((fn) =>
        fn.replace(
          // ("into the latch housing": a word before another noun names that noun.)
          new RegExp(
            `\\b(of|to|in|into|on|inside) the ${asLiteral(head)}(?=\\s*$|\\s*[,.;]|\\s+(?:when|and|or|so|to|for|with|until|if|while|at|on|in|by)\\b)`,
            'g',
          ),
          `$1 the ${subject}`,
        ),
      );
  }
  // ("The cleaner is mixed in a spray bottle and shaken before each use": of a composition, what is done
  // to it before each use is a step of using it, and "the cleaner" is the whole, named in full.)
  // ("The paw balm for dogs is 2 parts coconut oil, 1 part shea butter and 1 part beeswax, melted together
  // in a double boiler": what the ingredients told undergo together is the first step of making it.)
  if (kinds.includes('composition'))
    for (const { sentence } of [...summary, ...details]) {
      const together =
        /^The [\w -]+? (?:is|are) [^.]*?\d[^.]*?, ((melted|mixed|blended|stirred|whisked|combined|heated|shaken) (?:together )?(?:in|into|over|with|on) [^,.]+)\.?$/.exec(
          sentence,
        );
      if (!together || steps.some((step) => step.source === sentence)) continue;
      steps.unshift({
        action: `${gerundOf(infinitiveOf(together[2]!))} the ingredients ${together[1]!.slice(together[2]!.length + 1).replace(/^together /, '')}`,
        source: sentence,
      });
      body.functions = body.functions.filter(
        (fn) => !together[1]!.includes(fn.split(' ').slice(1).join(' ')),
      );
    }
  // ("The balm is poured into small tins and allowed to set": of a composition whose making is told, its
  // setting is the last step of it.)
  if (kinds.includes('composition') && steps.length > 0)
    for (const relation of [...body.relations]) {
      const left = /^allowed to (set|cool|harden|cure|solidify|firm up)$/.exec(relation);
      if (!left) continue;
      steps.push({
        action: `allowing the ${subject} to ${left[1]}`,
        source: body.sources.at(-1) ?? relation,
      });
      body.relations = body.relations.filter((other) => other !== relation);
    }
  if (wholeWorked.size > 0) {
    // (Not "the rinse aid compartment" of a rinse aid: only the name, before where or when.)
    const short = new RegExp(
      `\\bthe (?:[\\w-]+ )?(?:${asLiteral(subjectHead)}|${asLiteral(wholeHead)})(?= (?:in|into|on|with|before|after|for|at|to|until|and)\\b|$)`,
      'g',
    );
    for (const step of steps)
      if (wholeWorked.has(step.source)) step.action = step.action.replace(short, `the ${subject}`);
    const beforeUse = steps.filter((step) => /\bbefore (?:each|every) use$/.test(step.action));
    keepSteps(steps, (step) => !beforeUse.includes(step));
    useSteps.push(...beforeUse);
  }
  withPieceOwners(elements.list, [...summary, ...details], useSteps);
  sprayedOntoWhereTold(useSteps, subject);
  if (kinds.includes('article')) shortNamesInFull(elements.list);
  if (kinds.includes('composition')) ingredientsPutIn(steps, elements);
  if (kinds.includes('method')) {
    sizesUsedAndStepsAsRelations(steps, elements);
    addedNoTool(addedInSteps, elements);
  }
  // ("1 1/2 cups of water is whisked in, and the mixture is allowed to sit 5 minutes" of a pancake mix: what
  // is added to a composition that is no ingredient of it, and the rest after, are how it is used.)
  if (kinds.includes('composition') && useSteps.length === 0) {
    const ingredient = (name: string) => elements.list.some((e) => e.listed && sameElement(e.name, name));
    for (const { sentence } of summary) {
      const added =
        /^((?:\d+ )?\d+(?:\/\d+|\.\d+)?|half an?|an?) ((?:cups?|tablespoons?|teaspoons?|ml|liters?|litres?) of ([a-z]+)) (?:is|are) (whisked|stirred|mixed|added|poured) in\b/i.exec(
          sentence,
        );
      if (added && !ingredient(added[3]!)) {
        useSteps.push({
          action: `${gerundOf(infinitiveOf(added[4]!.toLowerCase()))} ${added[1]!.toLowerCase()} ${added[2]} into the ${subject}`,
          source: sentence,
        });
        continue;
      }
      const rests =
        /^The (mixture|batter|dough) is allowed to (sit|rest|stand) ((?:about )?\d+ (?:minutes?|hours?))\b/.exec(
          sentence,
        );
      if (rests && useSteps.length > 0)
        useSteps.push({ action: `allowing the ${rests[1]} to ${rests[2]} ${rests[3]}`, source: sentence });
    }
    for (const step of useSteps) {
      const water = /into the /.test(step.action)
        ? /^[a-z]+ (?:\S+ ){1,3}?of ([a-z]+)/.exec(step.action)?.[1]
        : undefined;
      const element = water ? elements.find(water) : undefined;
      if (element && !element.listed && element.functions.length === 0) elements.drop(element);
    }
  }
  // ("The user sets the release force with a knob from 4 to 12 kg": of a thing, what the user sets it with
  // is a part of it, and sets that over the range told.)
  if (isThing)
    for (const step of useSteps) {
      const set =
        /^(setting|adjusting|selecting|choosing) the ((?:[\w-]+ )?[\w-]+) with (?:a|an|the) ((?:[\w-]+ )?[\w-]+?)( from \d+(?:\.\d+)? to \d+(?:\.\d+)? ?[a-zA-Z%]+)?$/.exec(
          step.action,
        );
      if (!set || elements.find(set[3]!)) continue;
      const part = elements.get(set[3]!, step.source);
      if (part) part.functions.push(`${infinitiveOf(set[1]!)} the ${set[2]}${set[4] ?? ''}`);
    }
  if (isThing) receivesWhatIsPassedThrough(useSteps, elements);
  // "A spot counts as taken when the sensor reads less than 2 meters …": of a program, a rule it applies.
  if (kinds.includes('software'))
    for (const element of elements.list)
      element.functions = element.functions.filter((fn) => {
        const counts = /^count as ([a-z-]+) (when .+)$/.exec(fn);
        // (Applied to what is received, before what is done with it: the receiving goes first, below.)
        if (counts)
          steps.unshift({
            action: `determining that ${withArticleLower(element.name)} is ${counts[1]} ${counts[2]}`,
            source: element.sources[0] ?? fn,
          });
        return !counts;
      });
  if (kinds.includes('software')) for (const step of steps) step.action = withToldTail(step);
  // "presses left" of a remote "having left and right buttons": presses the left button.
  const buttons = elements.list.some((e) => e.relations.some((r) => /\bleft and right buttons\b/.test(r)));
  if (buttons)
    for (const element of elements.list)
      element.functions = element.functions.map((fn) =>
        fn.replace(/\b(press(?:es)?) (left|right)\b(?! button)/, '$1 the $2 button'),
      );
  // "children who need to sit near the front": of a program, the front of the room it lays out.
  const room = /\b(classroom|room|hall|venue|store|warehouse|theater|stadium)\b/i.exec(
    [...summary, ...details].map((s) => s.sentence).join(' '),
  )?.[1];
  if (kinds.includes('software') && room)
    for (const step of steps)
      step.action = step.action.replace(OWNERLESS_PLACE, (place) => `${place} of the ${room.toLowerCase()}`);
  withoutMaterialNames(elements.list);
  materialsInPassing(elements.list);
  if (kinds.includes('article')) {
    elements.list.splice(0, elements.list.length, ...materialsOfParts(elements.list));
    partsEachHas(elements.list);
    partOneHas(elements.list);
    // "a box having magnets on the back": the back of the box, "thereof" whatever name claims give it.
    for (const element of elements.list)
      element.relations = element.relations.map((relation) =>
        /^having\s/.test(relation)
          ? relation.replace(OWNERLESS_PLACE, (place, _noun?: string, top?: string) =>
              top ? 'on top thereof' : `${place} thereof`,
            )
          : relation,
      );
  }
  if (kinds.includes('software')) {
    // "a probe in the bed": of a program, where a device it reads sits is no part of it.
    const places = elements.list.flatMap((e) =>
      e.relations.flatMap(
        (r) => /^disposed (?:in|on|at|inside|under|over) the ([\w-]+(?: [\w-]+)?)$/.exec(r)?.[1] ?? [],
      ),
    );
    elements.list.splice(
      0,
      elements.list.length,
      ...elements.list.filter(
        (e) => e.functions.length > 0 || !places.some((place) => sameElement(place, e.name)),
      ),
    );
    steps.unshift(...receivedFrom(elements.list));
    // "Points expire after 30 days", "Every 10 points buys 15 minutes of screen time": what a program keeps
    // count of is data, and what happens to it is an operation of the program ("expiring the points after
    // 30 days"), not a part of a system.
    for (const data of elements.list.filter((e) => isData(e))) {
      for (const fn of data.functions) {
        const [verb = '', ...rest] = fn.split(' ');
        const things = `the ${data.name}s`;
        const action =
          /^(?:after|before|at|in|when|once|if|until|for)\b/.test(rest[0] ?? '') || rest.length === 0
            ? `${gerundOf(verb)} ${things}${rest.length ? ` ${rest.join(' ')}` : ''}`
            : `${gerundOf(verb)} ${rest.join(' ')} with ${things}`;
        steps.push({ action, source: data.sources[0] ?? fn });
      }
      // ("Points could also buy allowance money": what the program may also let them do.)
      for (const option of data.options) {
        const [verb = '', ...rest] = option.split(' ');
        optionalSteps.push({
          action: `${gerundOf(verb)} ${rest.join(' ')} with the ${data.name}s`,
          source: option,
        });
      }
      elements.list.splice(elements.list.indexOf(data), 1);
    }
    // "The pickup schedule comes from the city's waste calendar or is entered by hand": what a program
    // is given is an input it receives, not a part of the system.
    for (const given of elements.list.filter(
      (e) => !e.listed && /\b(?:schedule|calendar|list|roster|timetable|menu|plan)$/.test(e.name),
    )) {
      const from = given.functions.find((fn) => /^come from /.test(fn))?.replace(/^come from /, '');
      const entered = given.relations.find((relation) => /^entered by hand$/.test(relation));
      if (!from && !entered) continue;
      const ways = [from ? `from ${from}` : '', entered ? 'as entered by hand' : ''].filter(Boolean);
      steps.unshift({
        action: `receiving the ${given.name} ${ways.join(' or ')}`,
        source: given.sources[0] ?? '',
      });
      elements.list.splice(elements.list.indexOf(given), 1);
    }
  }
  // "… spins when the dog pushes it, so the kibble moves to new channels": what a result clause is about
  // (the food the bowl holds) is no part when nothing else names it.
  if (isThing) {
    const toldText = [patentData.summary, patentData.details].join(' ').toLowerCase();
    const onlyAResult = (element: InventionElement) => {
      const mentions = [
        ...toldText.matchAll(new RegExp(`(.{0,10})\\b${asLiteral(element.name.toLowerCase())}s?\\b`, 'g')),
      ];
      return mentions.length > 0 && mentions.every((mention) => /\bso (?:that )?the $/.test(mention[1]!));
    };
    for (const element of elements.list.filter((e) => !e.listed && onlyAResult(e)))
      elements.list.splice(elements.list.indexOf(element), 1);
  }
  if (kinds.includes('method') && !kinds.includes('composition'))
    for (const element of elements.list.filter((e) => !e.listed)) {
      // ("because the heat bonds the coating", "Water should bead up afterwards": of a method, the heat a
      // step works with, and water told only as a result to expect, are no elements.)
      const medium =
        /^(?:heat|cold|warmth|time|sun|sunlight)$/i.test(element.name) ||
        (/^water$/i.test(element.name) && element.sources.every((source) => /\bshould\b/.test(source)));
      // ("punch a hole at the top", "cut the scrap into strips": what a step makes is its result, no
      // element.)
      const name = asLiteral(element.name.toLowerCase());
      const made = new RegExp(
        `^(?:punching|drilling|boring|making|forming|carving) the ${name}\\b|^(?:cutting|slicing|dividing|splitting|shaping|tearing) .*\\binto (?:\\S+ )*?${name}s?(?: with\\b|$)`,
      );
      if (medium || steps.some((step) => made.test(step.action))) elements.drop(element);
    }
  // ("The application may do squats the same way" of one that counts push-ups: it may count squats.)
  const purposeVerb = /^([a-z]+ing) /.exec(purpose)?.[1];
  for (const step of optionalSteps) {
    const same = /^doing (.+?) (?:the same way|in the same way)$/.exec(step.action);
    if (same && purposeVerb) step.action = `${purposeVerb} ${same[1]}`;
  }
  // "the application tracks when items in the pantry expire" is what the whole is for, not one of its steps.
  const bare = (text: string) => text.toLowerCase().replace(/\b(?:a|an|the)\s+/g, '');
  // ("splitting grocery bills … from a photo of the receipt" is the whole told again, with more words;
  // so is "making the crispy chickpea snacks in an air fryer by drying them …", the method told whole.)
  if (purpose)
    keepSteps(steps, (step) => {
      const told = bare(step.action);
      // ("reading the label … with the phone's camera" says how: a step of its own.)
      return (
        told !== bare(purpose) &&
        !(told.startsWith(bare(purpose)) && /^ (?:of|by) /.test(told.slice(bare(purpose).length)))
      );
    });
  // ("A drop of dish soap helps it wet the rust": of a composition, an ingredient that helps the whole
  // work is one it may further comprise, not a step of using it.)
  if (kinds.includes('composition'))
    for (const element of elements.list) {
      // ("A pinch of chili powder in the mix helps too": so does one that helps as another did.)
      const helps = element.functions.find(
        (fn) => fn.startsWith(`help the ${subject} `) || /^help(?: too| as well| also)$/.test(fn),
      );
      if (!helps || element.listed || element.measures.length > 0) continue;
      if (!optionalParts.includes(element.name)) optionalParts.push(element.name);
      // ("helps too" says nothing of how.)
      element.functions = element.functions.filter((fn) => !/^help(?: too| as well| also)$/.test(fn));
      keepSteps(steps, (step) => !step.action.endsWith(` with the ${element.name}`));
    }
  // ("resting the dough 30 minutes in the fridge before rolling", told after the rolling: done before it.)
  if (kinds.includes('method')) stepsBeforeWhatTheyPrecede(steps);
  if (kinds.includes('method')) soakedInWhatWasDissolved(steps);
  // ("Air-dried oak bends better than kiln dried": a thing named only to compare it is no part.)
  for (const element of [...elements.list])
    if (
      element.sources.length > 0 &&
      element.sources.every((told) => /\b(?:better|worse|faster|slower|easier|harder) than\b/.test(told)) &&
      [element.functions, element.relations, element.materials, element.measures].every(
        (facts) => facts.length === 0,
      )
    )
      elements.drop(element);
  // ("… so you can comb the dust bunnies out of your broom. … The user drags the broom through the teeth":
  // what the whole does to a thing the user pulls through a part, that part does.)
  for (const step of useSteps) {
    const drawn = /^(?:dragging|pulling|running|passing|drawing) the ([\w-]+) through the ([\w-]+)$/.exec(
      step.action,
    );
    const part =
      drawn && elements.list.find((e) => e.name === singularWord(drawn[2]!) || e.name === drawn[2]);
    const doesIt = (fn: string) =>
      new RegExp(`\\b(?:out of|from|off) the ${asLiteral(drawn![1]!)}$`).test(fn);
    // ("The present invention is a dustpan … so the user can comb the dust bunnies out of the broom": what
    // the statement says it is for, too.)
    const forUse = summary
      .map(
        ({ sentence }) =>
          /^The present invention is\b.*?\bso (?:that )?the user can ([a-z]+ .+?)\.?$/.exec(sentence)?.[1],
      )
      .filter((act): act is string => !!act);
    const act = drawn && [...body.functions, ...body.options, ...forUse].find(doesIt);
    if (!drawn || !part || !act || part.functions.length > 0) continue;
    part.functions.push(
      `${act} when the ${drawn[1]} is ${pastParticipleOf(infinitiveOf(step.action.split(' ')[0]!))} through the ${drawn[2]}`,
    );
    body.functions = body.functions.filter((fn) => fn !== act);
    body.options = body.options.filter((fn) => fn !== act);
  }
  // ("… that folds flat and has a bubble level built in", of a "wheel chock for RVs": the invention, named
  // again, is no part of itself.)
  // ("The lid snaps onto the rim like a normal one": what it does; what it is like, the description's.)
  body.functions = body.functions.map((fn) =>
    fn.replace(/ like (?:a|any) (?:normal|regular|standard|typical|usual) one$/, ''),
  );
  // ("A hinged flap … has a tab the user pushes up with the thumb": a tab made to be pushed so.)
  for (const element of elements.list)
    element.relations = element.relations.map((relation) =>
      relation.replace(
        /^having (an? [\w-]+) the user ([a-z]+s) (up|down|open|back|in) with the (thumb|finger)$/,
        (told, part: string, verb: string, particle: string, digit: string) => {
          const done = pastParticipleOf(infinitiveOf(verb));
          return done ? `having ${part} configured to be ${done} ${particle} by a ${digit} of a user` : told;
        },
      ),
    );
  // ("A bubble level is set into the top face": of the whole.)
  if (isThing)
    for (const element of elements.list)
      element.relations = element.relations.map((relation) =>
        relation.replace(
          /^((?:set|molded|built|recessed|sunk) into the (?:top|bottom|front|back|side|upper|lower) (?:face|surface))$/,
          `$1 of the ${subject}`,
        ),
      );
  const wordByWord = (name: string) =>
    name
      .toLowerCase()
      .split(' ')
      .map((word) => singularWord(word).replace(/^([a-z]{2,3})s$/, '$1'))
      .join(' ');
  for (const element of [...elements.list])
    if (isThing && wordByWord(element.name) === wordByWord(subject)) elements.drop(element);
  // ("The user drags the broom through the teeth and the hair falls straight into the pan": what falls into
  // a part, a substance told only so, is what the invention catches, no part of it.)
  if (isThing)
    for (const element of [...elements.list])
      if (
        element.functions.length === 1 &&
        /^(?:fall|drop|slide|spill|drip|tumble) (?:straight |right |down )?(?:into|onto) the [\w-]+$/.test(
          element.functions[0]!,
        ) &&
        [element.relations, element.materials, element.measures, element.alternatives].every(
          (facts) => facts.length === 0,
        ) &&
        tokens(`the ${element.name}`)[1]?.tags.has('Uncountable')
      )
        elements.drop(element);
  // ("…, flipping it every day": how often an act is done to what the step before worked on, which the
  // reader left out with its "it".)
  for (const list of [steps, optionalSteps, useSteps])
    for (const [at, step] of list.entries()) {
      const before =
        at > 0 ? list[at - 1] : steps.findLast((told) => told.source === step.source && told !== step);
      const worked = before ? STEP_OBJECT.exec(before.action)?.[1] : undefined;
      if (
        worked &&
        /^[a-z]+ing (?:every (?:\d+ |other )?(?:second|minute|hour|day|night|morning|evening|week|month)s?|each (?:day|night|morning|evening|week)|(?:once|twice) (?:a|an|per|each) [a-z]+)\b/.test(
          step.action,
        )
      )
        step.action = step.action.replace(/^([a-z]+ing) /, `$1 the ${worked} `);
    }
  for (const step of [...steps, ...optionalSteps, ...useSteps]) {
    step.source = asTold.get(step.source) ?? step.source;
    // ("It could pair students for group work the same way": what it may also do, without a way the claim
    // cannot name.)
    step.action = step.action.replace(/ (?:in )?the same way$/, '');
  }
  for (const element of elements.list)
    element.sources = element.sources.map((told) => asTold.get(told) ?? told);
  return {
    kinds,
    subject: kinds.includes('method')
      ? subject
      : singularPhrase(subject) === subject.toLowerCase()
        ? subject
        : subject,
    purpose,
    elements: elements.list,
    body,
    steps,
    optionalParts,
    optionalSteps,
    useSteps,
    problem: sentencesIn(patentData, 'background').map((s) => s.sentence),
    advantages: summary.map((s) => s.sentence),
    uses: uses.map((s) => s.sentence),
    told: [...summary, ...details, ...variations].map((s) => s.sentence),
  };
}

/** Where on a thing a part sits, said without the thing: "at the bottom", "on top" (not "the top plate"). */
const OWNERLESS_PLACE = new RegExp(
  `\\b(?:(?:the|a) (${PLACE_NOUNS})|on (top))\\b(?! of\\b)(?!\\s+(?:and|or)\\s+(?:the\\s+)?(?:top|bottom|side|front|back)\\b)(?!\\s+(?!(?:and|or|so|to|with|when|that|which|while|for|in|on|at|by|from|into|is|are|until|if|once|like)\\b)[a-z])`,
  'gi',
);

/**
 * "a standard 22 mm port at the bottom": the inventor means the bottom of the invention itself, and a
 * claim saying "disposed at a bottom" leaves a practitioner asking of what (MPEP 2173.05(e)).
 */
function withPlaceOwner(phrase: string, subject: string, parts: string[] = []): string {
  return phrase.replace(
    OWNERLESS_PLACE,
    (place, noun: string | undefined, top: string | undefined, at: number) => {
      // ("hinged to the base" where the base is a part of its own: the part, no place of the whole.)
      // ("on the rim" of a lid with a thick rim: the part so named.)
      if (
        noun &&
        parts.some((part) => part === noun.toLowerCase() || part.endsWith(` ${noun.toLowerCase()}`))
      )
        return place;
      // ("push warm air up the posts and out of holes at the top": openings at the top of the part the act
      // went through, named just before.)
      const before = phrase.slice(0, at);
      const through = /\b(?:holes?|openings?|slots?|vents?|outlets?) (?:at|on|in)\s*$/.test(before)
        ? [...before.matchAll(/\bthe ([a-z-]+)\b/g)]
            .map((match) => match[1]!)
            .findLast((named) => parts.includes(singularWord(named)))
        : undefined;
      if (through && !top) return `${place} of the ${through}`;
      return top ? `on top of the ${subject}` : `${place} of the ${subject}`;
    },
  );
}

/**
 * "points", "credits", "tokens" of a program: counted things it keeps, never listed as its parts, named in
 * the plural only, doing nothing to any part.
 */
function isData(element: InventionElement): boolean {
  return (
    element.plural &&
    !element.listed &&
    element.relations.length === 0 &&
    element.materials.length === 0 &&
    element.functions.length > 0 &&
    /^(?:point|credit|token|star|coin|badge|reward)$/.test(element.name)
  );
}

/**
 * "The LED glows green all night" and "The LED could be red": claim 1 cannot say green if a dependent
 * says red. What it does is claimed without the quality ("glow all night"), and the told quality is one
 * of the alternatives ("green", "red").
 */
function broadenedByAlternative(element: InventionElement) {
  if (element.materials.length > 0) return;
  // ("could be adjustable" is a property it may have besides, no other quality of the same kind.)
  const others = element.alternatives.filter(
    (alt) => /^[a-z]+$/.test(alt) && alt !== 'optional' && !/(?:able|ible)$/.test(alt) && isQuality(alt),
  );
  if (others.length === 0) return;
  // The quality right after the verb ("glow green"), which the alternative would take the place of.
  element.functions = element.functions.map((fn) => {
    const [verb, quality, ...rest] = fn.split(' ');
    if (!quality || !isQuality(quality) || others.includes(quality) || rest.length === 0) return fn;
    element.alternatives.unshift(quality);
    return [verb, ...rest].join(' ');
  });
}

/**
 * "It turns on by itself when it gets dark", of a tent stake with a light sensor that does nothing else:
 * the one sensor is what tells the condition, and the weather's "it" is the surroundings ("turn on when
 * the surroundings become dark"), as a claim must say it.
 */
function conditionSensed(list: InventionElement[], body: InventionElement) {
  body.functions = body.functions.map((fn) =>
    fn
      .replace(/\b(when|once|if) it (?:gets|becomes|turns|goes) (\w+)/, '$1 the surroundings become $2')
      .replace(/\b(when|once|if) it is (\w+)/, '$1 the surroundings are $2'),
  );
  const idle = list.filter((e) => e.functions.length === 0 && /\b(?:sensor|detector)$/.test(e.name));
  const condition = body.functions
    // ("… when the surroundings are dark and the accelerometer feels the bike moving": the sensed part.)
    .map((fn) => /\b(?:when|once|if) (the surroundings (?:become|are) \w+)(?= and\b|$)/.exec(fn)?.[1])
    .find(Boolean);
  if (idle.length === 1 && condition) idle[0]!.functions.push(`detect when ${condition}`);
}

/**
 * "putting the tube in the bottom of a cardboard box; setting the cheese on a rack near the top": the
 * top of the thing whose bottom a step before named (a step's "the top" says of what, as a claim must).
 */
/** "A microcontroller lights a 30 cm LED strip green above 1 meter, yellow between …, and red below 30 cm". */
const COLOR_BANDS =
  /^(?:The|A|An) ((?:[\w-]+ ){0,2}?[\w-]+) (lights|turns|shows) (?:a|an|the) (?:\d+(?:\.\d+)? [a-z]+ )?((?:[\w-]+ ){0,2}?[\w-]+) (green|red|yellow|amber|blue|orange|white) ((?:above|below|over|under) \d+(?:\.\d+)? (?:meters?|cm|mm|inches|feet)), (green|red|yellow|amber|blue|orange|white) (between [^,]+?),? and (green|red|yellow|amber|blue|orange|white) ((?:above|below|over|under) \d+(?:\.\d+)? (?:meters?|cm|mm|inches|feet))\.?$/;

/** Keeps, in place and in order, only the steps `keep` accepts (the model's list is shared, so not copied). */
/**
 * "putting 2 grape leaves in each jar with the cucumbers", a step of making a pickle brine: what goes in
 * with it is an ingredient of it, as much as what the brine is heated from.
 */
function ingredientsPutIn(steps: InventionStep[], elements: Elements) {
  for (const { action } of steps) {
    const put =
      /^(?:putting|placing|packing|adding|tucking|layering) (\d+ |the )?(.+?) (?:in|into) (each|the|a) ([\w-]+)/.exec(
        action,
      );
    const ingredient = put && elements.find(put[2]!);
    if (!ingredient) continue;
    ingredient.listed = true;
    // ("2 grape leaves in each jar": how many go in, per jar.)
    const count = put![1]?.trim();
    if (count && /^\d+$/.test(count) && put![3] === 'each')
      ingredient.measures.push(`is present in an amount of ${count} per ${put![4]}`);
  }
}

/** "putting 2 grape leaves in each jar with the cucumbers": the leaves, and what they went in with. */
function putInWith(step: string): string | undefined {
  const put =
    /^(?:putting|placing|packing|layering|adding) \d+ ((?:[\w-]+ )?[\w-]+s) (?:in|into) (?:each|the|a) [\w-]+(?: with (the (?:[\w-]+ )?[\w-]+s))?$/.exec(
      step,
    );
  return put ? `the ${put[1]}${put[2] ? ` and ${put[2]}` : ''}` : undefined;
}

/**
 * "I use 8 oz jars", of a method that sets "the jar" in a cradle: which jars, a size of a thing the steps
 * work with ("are 8 oz jars"), not a step of the method; and "turned to the other side", the step already
 * told ("turning the cradle to the other side"), no relation of the cradle.
 */
function sizesUsedAndStepsAsRelations(steps: InventionStep[], elements: Elements) {
  keepSteps(steps, (step) => {
    const used = /^using ((?:\d+(?:\.\d+)?) [a-z]+ ([a-z]+s))$/.exec(step.action);
    const thing = used && elements.find(used[2]!);
    if (!thing || !steps.some((other) => other !== step && other.action.includes(` ${thing.name}`)))
      return true;
    const measure = thing.plural ? `are ${used![1]}` : `is ${withArticleLower(used![1]!)}`;
    if (!thing.measures.includes(measure)) thing.measures.push(measure);
    return false;
  });
  // (Only of a tool, one that does something: what a method works on keeps what is done to it.)
  for (const element of elements.list.filter((e) => e.functions.length > 0))
    element.relations = element.relations.filter((relation) => {
      const done = /^([a-z]+ed) (.+)$/.exec(relation);
      const verb = done && infinitiveOf(done[1]!);
      const names = [element.name, element.name.split(' ').pop()!];
      return !(
        verb &&
        verb !== done![1] &&
        steps.some((step) =>
          names.some((name) => step.action === `${gerundOf(verb)} the ${name} ${done![2]}`),
        )
      );
    });
}

/** "pouring the last layer with the jar upright": what a method adds is worked on, no tool of it. */
function addedNoTool(added: Set<string>, elements: Elements) {
  for (const name of added) {
    const element = elements.find(name);
    if (element && element.functions.length + element.materials.length === 0) elements.drop(element);
  }
}

/**
 * "three aluminum panels joined by piano hinges", what the whole is: the panels (so many, of aluminum) and
 * the hinges that join them, each a part. The parts joined, as told ("panels"), when read so.
 */
function joinedParts(rest: string, sentence: string, elements: Elements): string | undefined {
  const told =
    /^(two|three|four|five|six|\d+) ((?:[\w-]+ )?[\w-]+s) (?:joined|connected|linked|held together) (?:by|with) ((?:[\w-]+ )?[\w-]+s)$/.exec(
      rest.trim(),
    );
  if (!told) return undefined;
  const [, count, parts, joiners] = told;
  const material = parts!.split(' ').find((word) => MATERIAL_WORDS.test(word));
  const named = material ? parts!.replace(`${material} `, '') : parts!;
  const part = elements.get(`${count} ${named}`, sentence, true);
  const joiner = elements.get(joiners!, sentence, true);
  if (!part || !joiner) return undefined;
  part.plural = true;
  if (material && !part.materials.includes(material)) part.materials.push(material);
  part.relations.push(`joined by the ${joiners}`);
  joiner.plural = true;
  joiner.functions.push(`join the ${named}`);
  return named;
}

function keepSteps(steps: InventionStep[], keep: (step: InventionStep) => boolean) {
  steps.splice(0, steps.length, ...steps.filter(keep));
}

/** Tending the work, or what holds it, as it goes: warm, cool, stirred, moving, held up ("supporting the pipe"). */
const TENDING =
  /^(?:keeping|stirring|maintaining|circulating|aerating|agitating|bubbling|supporting|propping|shading)\b/;
/** What a step wipes on or scrubs off ("the rust is scrubbed off", "a thin coat … is wiped on"): stuff, no tool. */
const PUT_ON_OR_TAKEN_OFF =
  /^(?:(?:scrub|scrape|wash|rinse|wipe|sand|strip|peel|brush|spray|paint|rub|buff|skim) (?:off|on|in|away)|set (?:upside down|upright|on its side|sideways|in|on|over))\b/;
/** Steps done again, or after each of another: "repeating the oiling and the baking", "… each time". */
const AGAIN = /^repeating\b|\beach time$/;

/**
 * "There is a load cell under each corner of the board": one under each corner is several, each under a
 * corner of its own ("a plurality of load cells each disposed under a respective corner of …").
 */
function oneUnderEach(elements: InventionElement[]) {
  for (const element of elements) {
    const each = element.relations.findIndex((relation) =>
      /^disposed (?:under|at|on|in|inside|near) each [\w-]+ of /.test(relation),
    );
    if (element.plural || each < 0) continue;
    element.plural = true;
    element.relations[each] =
      `each ${element.relations[each]!.replace(/ each ([\w-]+) of /, ' a respective $1 of ')}`;
  }
}

/**
 * "In some embodiments, the toothbrush holder is larger and has six slots": a bigger version is told by
 * how many of a part it has, which a dependent claims of the whole ("has six slots").
 */
function readLargerVersion(sentence: string, subject: string, body: InventionElement) {
  const count = new RegExp(
    `^(?:In some embodiments, )?the ${asLiteral(subject)} is (?:larger|bigger|smaller|longer|shorter|wider) and has ((?:\\d+|two|three|four|five|six|seven|eight|nine|ten|twelve) [a-z]+s)\\.?$`,
    'i',
  ).exec(sentence)?.[1];
  if (count && !body.measures.includes(`has ${count}`)) body.measures.push(`has ${count}`);
  // ("A bigger version may weigh up to 10 kg": what a bigger one does, a further limitation of the whole.)
  const does =
    /^(?:In some embodiments, )?an? (?:bigger|larger|smaller|longer|heavier-duty) version (?:may|can|could) ([a-z]+ [^.]*?\d[^.]*?)\.?$/i.exec(
      sentence,
    )?.[1];
  if (does && canBeVerb(does.split(' ')[0]!) && !body.options.includes(does)) body.options.push(does);
}

/**
 * "placing the salmon on the right side …", then "placing the salmon skin side down" (told as a detail):
 * which side goes down is how the first placing is done, one step.
 */
/**
 * "The user sprays it on …" and "Spray the windshield, wait 30 seconds": one act told twice, of what is
 * sprayed and of where, "spraying the de-icer spray onto the windshield".
 */
function sprayedOntoWhereTold(useSteps: InventionStep[], subject: string) {
  const ofIt = useSteps.findIndex(
    (step) =>
      /^(?:spraying|pouring|rubbing|brushing|wiping|applying|squirting|dabbing) the (?:[\w-]+ )*[\w-]+$/.test(
        step.action,
      ) && step.action.endsWith(` the ${subject}`),
  );
  if (ofIt < 0) return;
  const verb = useSteps[ofIt]!.action.split(' ')[0]!;
  const where = useSteps.findIndex(
    (step, i) => i !== ofIt && new RegExp(`^${verb} the ((?:[\\w-]+ )?[\\w-]+)$`).test(step.action),
  );
  if (where < 0) return;
  const place = useSteps[where]!.action.slice(verb.length + 1);
  useSteps[where] = { ...useSteps[where]!, action: `${verb} the ${subject} onto ${place}` };
  useSteps.splice(ofIt, 1);
}

/**
 * "The app plans the substitutions so everyone plays about the same minutes, and it buzzes the phone when
 * it is time to sub": of a program's operation, what it sees to for everyone, and when it signals, are how
 * it works, which the clause reader leaves behind.
 */
function withToldTail(step: InventionStep): string {
  const [gerund = '', ...object] = step.action.split(' ');
  if (!/ing$/.test(gerund) || object.length === 0) return step.action;
  const told = new RegExp(
    `\\b${asLiteral(presentOf(infinitiveOf(gerund)))} ${asLiteral(object.join(' '))} (so (?:that )?(?:everyone|everybody|each [a-z]+|every [a-z]+|all [a-z]+) [^,.;]+|when it is time to [a-z]+)`,
  ).exec(step.source)?.[1];
  if (!told) return step.action;
  return `${step.action} ${told.replace(/^so (?!that)/, 'so that ').replace(/\bto sub$/, 'to substitute')}`;
}

/**
 * "A method of sharpening knives on the unglazed ring …; pull it across the rough ring": one ring, told by
 * two of its qualities. The steps name it as the subject does, or a claim reads as if of two rings.
 */
function thingNamedAsTheSubjectNamesIt(steps: InventionStep[], subject: string) {
  const named = /\b(?:on|across|along|against|with|using) the ([a-z]+) ([a-z]+)$/.exec(subject);
  if (!named || !(isQuality(named[1]!) || /[^e]ed$/.test(named[1]!))) return;
  const [, quality, thing] = named;
  const otherQuality = new RegExp(`\\bthe (?!${quality}\\b)([a-z]+) ${thing}\\b`, 'g');
  for (const step of steps)
    step.action = step.action.replace(otherQuality, (told, other: string) =>
      isQuality(other) ? `the ${quality} ${thing}` : told,
    );
}

function withSideDownInPlacing(steps: InventionStep[]) {
  for (let i = steps.length - 1; i > 0; i -= 1) {
    const side = /^(placing|putting|laying|setting) (the (?:[\w-]+ )?[\w-]+) ([a-z]+ side (?:down|up))$/.exec(
      steps[i]!.action,
    );
    const first = side && steps.slice(0, i).find((step) => step.action.startsWith(`${side[1]} ${side[2]} `));
    if (!side || !first) continue;
    first.action = first.action.replace(`${side[1]} ${side[2]} `, `${side[1]} ${side[2]} ${side[3]} `);
    steps.splice(i, 1);
  }
}

/** "adding the food scraps": what a later "each batch" is a batch of (" of the food scraps"). */
function batchOf(stepBefore: string | undefined): string {
  const added = /^adding (?:the )?((?:[\w-]+ )?[\w-]+s)$/.exec(stepBefore ?? '')?.[1];
  return added ? ` of the ${added}` : '';
}

/** What a method's steps work in, whose bottom or side a later step names. */
const VESSELS = 'can|bucket|jar|pot|tank|container|bin|barrel|tub|pail|crock|vat|drum';

/** "rolling the can on its side" after "drilling holes in a 32 gallon trash can": the trash can. */
function vesselsByFullName(steps: InventionStep[]) {
  steps.forEach((step, index) => {
    for (const before of steps.slice(0, index)) {
      const named = new RegExp(`\\b(?:the|a|an) (?:\\d+(?:\\.\\d+)? [\\w-]+ )?([a-z]+) (${VESSELS})\\b`).exec(
        before.action,
      );
      if (named && !/^(?:of|and|or|with)$/.test(named[1]!))
        step.action = step.action.replace(new RegExp(`\\bthe ${named[2]}\\b`), `the ${named[1]} ${named[2]}`);
    }
  });
}

function placesOwnedAsBefore(steps: InventionStep[]) {
  steps.forEach((step, index) => {
    if (step.action.search(OWNERLESS_PLACE) < 0) return;
    const before = steps.slice(0, index).reverse();
    // (Else the vessel an earlier step filled: "filling the bucket with rainwater; … at the bottom".)
    const owner =
      before
        .map(
          (b) =>
            new RegExp(`\\b(?:${PLACE_NOUNS}) of (?:the|a|an) ((?:[\\w-]+ )?[\\w-]+)`).exec(b.action)?.[1],
        )
        .find(Boolean) ??
      before
        .map(
          (b) =>
            /^filling (?:the|a|an) (?:\d+(?:\.\d+)? [\w-]+ )?((?:[\w-]+ )?[\w-]+) with\b/.exec(b.action)?.[1],
        )
        .find(Boolean) ??
      // (Or the vessel an earlier step worked in: "drilling holes in a 32 gallon trash can; putting a layer
      // … on the bottom".)
      before
        .map(
          (b) =>
            new RegExp(
              `\\bin (?:the|a|an) (?:\\d+(?:\\.\\d+)? [\\w-]+ )?((?:[\\w-]+ )?(?:${VESSELS}))$`,
            ).exec(b.action)?.[1],
        )
        .find(Boolean);
    if (owner)
      step.action = step.action.replace(OWNERLESS_PLACE, (place, _noun?: string, top?: string) =>
        top ? `on top of the ${owner}` : `${place.replace(/^a /, 'the ')} of the ${owner}`,
      );
  });
}

/**
 * "Seedling Pot Made of Used Coffee Grounds" and "we collect the grounds": a part named by one word is
 * called what the title calls it, the noun before it included ("coffee grounds").
 */
function namedAsInTitle(list: InventionElement[], title: string) {
  const words = tokens(title.toLowerCase());
  for (const element of list) {
    if (element.name.includes(' ')) continue;
    const at = words.findIndex(
      (word, i) => i > 0 && singularWord(word.lower) === singularWord(element.name.toLowerCase()),
    );
    const before = words[at - 1];
    if (at <= 0 || !before) continue;
    // ("a Telescoping Handle": a kind of part named by what it does, too.)
    const kind =
      (before.tags.has('Noun') && !before.tags.has('Adjective')) ||
      /^(?:telescoping|folding|sliding|rotating|swiveling|retractable|removable)$/.test(before.lower);
    if (
      kind &&
      // ("a Neighborhood Tool Library": "tool" there names the library, not the tools.)
      !words[at + 1]?.tags.has('Noun') &&
      !list.some((other) => other !== element && other.name.split(' ').includes(before.lower)) &&
      // ("… US Battery …": a pronoun in capitals, or a person, names no kind of part.)
      !/^(?:us|we|me|you|it|them|user|inventor)$/.test(before.lower)
    )
      element.name = `${before.lower} ${element.name}`;
  }
}

/**
 * "a hinged silicone bowl folds out" (summary) and "the folding bowl is food grade silicone" (the parts
 * list): one part under two names. A part the inventor did not list is the listed part with the same head
 * noun, when there is exactly one.
 */
function mergeSameParts(elements: Elements, composition: boolean) {
  const head = (e: InventionElement) => singularWord(e.name.split(' ').pop()!);
  // ("A pinch of chili powder", beside "5 parts red clay powder": of a composition, two substances named
  // each by their own kind.)
  // (Only one told doing something of its own: "20 percent horticultural vinegar is faster" is another
  // kind of the white vinegar.)
  const ownKinds = (listed: InventionElement, other: InventionElement) => {
    const [aw, bw] = [listed.name.split(' ').slice(0, -1), other.name.split(' ').slice(0, -1)];
    return (
      composition &&
      aw.length > 0 &&
      bw.length > 0 &&
      !aw.some((word) => bw.includes(word)) &&
      other.functions.length > 0
    );
  };
  // ("The corner pockets are double stitched nylon" beside a zippered pocket on one side: a pocket named by
  // where on the whole it is, which the listed one is not, is another pocket.)
  const placed = (e: InventionElement) =>
    /^(?:corner|side|end|edge)$/.test(e.name.split(' ')[0]!) && e.name.includes(' ');
  for (const element of [...elements.list]) {
    if (element.listed) continue;
    const listed = elements.list.filter(
      (e) =>
        e.listed &&
        head(e) === head(element) &&
        !ownKinds(e, element) &&
        (!placed(element) || e.name.startsWith(element.name.split(' ')[0]!)),
    );
    if (
      listed.length !== 1 ||
      elements.list.some((e) => e !== element && !e.listed && head(e) === head(element))
    )
      continue;
    mergeInto(listed[0]!, element, elements);
  }
}

/**
 * "We pulse the UV lamp" (summary) and "A 395 nm LED lamp over the mold is switched on" (details): when
 * the summary names a part and the details name one other part with the same head noun, never in one
 * sentence and never as two ("two lamps", "a second lamp"), they name one part, which keeps the details'
 * name.
 */
function mergeSummaryAndDetailsNames(elements: Elements, summary: Sectioned[], details: Sectioned[]) {
  const head = (e: InventionElement) => singularWord(e.name.split(' ').pop()!);
  const inSummary = (source: string) => summary.some((s) => s.sentence === source);
  const all = [...summary, ...details].map((s) => s.sentence.toLowerCase()).join(' ');
  for (const fromSummary of [...elements.list]) {
    if (fromSummary.listed || !fromSummary.sources.some(inSummary)) continue;
    const same = elements.list.filter((e) => e !== fromSummary && head(e) === head(fromSummary));
    const fromDetails = same[0];
    if (same.length !== 1 || fromDetails!.listed || fromDetails!.sources.some(inSummary)) continue;
    const together = [...summary, ...details].some(({ sentence }) =>
      [fromSummary, fromDetails!].every((e) => sentence.toLowerCase().includes(e.name.toLowerCase())),
    );
    if (together) continue;
    // ("A current sensor inside watches …; … when the water sensor on the floor gets wet": the summary
    // names both by their own names, two parts.)
    // (Not "a heated blade" and "an aluminum blade": one blade, told by a state and by a material.)
    const kindWord = (element: InventionElement) => {
      const modifier = element.name.split(' ').at(-2);
      // ("current sensor": what a part works on names its kind, though "current" can be a quality.)
      return (
        !!modifier &&
        !MATERIAL_WORDS.test(modifier) &&
        (MASS_NOUNS.test(modifier) || (!isQuality(modifier) && !/(?:ed|ing)$/.test(modifier)))
      );
    };
    if (
      kindWord(fromSummary) &&
      kindWord(fromDetails!) &&
      summary.some(({ sentence }) => sentence.toLowerCase().includes(fromDetails!.name.toLowerCase()))
    )
      continue;
    const noun = head(fromSummary);
    if (
      new RegExp(
        `\\b(?:two|three|four|second|other|another|both|several) (?:[\\w-]+ )?${asLiteral(noun)}`,
      ).test(all)
    )
      continue;
    mergeInto(fromDetails!, fromSummary, elements);
  }
}

/**
 * "The wet burlap keeps the surface as wet as the inside", of a method that soaks the burlap and re-wets
 * it: "wet" is a state the steps give the burlap, not a kind of it, and the part is the burlap.
 */
function withoutStateInName(elements: Elements, steps: InventionStep[]) {
  for (const element of elements.list) {
    const bare = /^(?:wet|damp|moist|dry|hot|cold|warm) (.+)$/.exec(element.name)?.[1];
    if (
      bare &&
      !elements.list.some((e) => e.name === bare) &&
      steps.some((step) => new RegExp(`\\b${asLiteral(bare)}\\b`).test(step.action))
    )
      element.name = bare;
  }
}

/**
 * "A braided steel cable is coiled on a spring reel …" and "the reel pulls the cable back": a part named
 * by its head noun alone, told in full in another part's relation, is that part ("spring reel"), so
 * claim 1 introduces it once.
 */
function namedInFullElsewhere(elements: Elements, subject: string) {
  for (const element of elements.list.filter((e) => !e.name.includes(' '))) {
    // ("hangs on a two-axis gimbal": how many axes or ways it has is a kind of it, for a dependent claim.)
    const kind = elements.list
      .filter((other) => other !== element)
      .flatMap((other) => [...other.relations, ...other.functions])
      .map(
        (text) =>
          new RegExp(
            `\\b(?:a|an|the) ((?:two|three|four|single|dual|\\d+)-(?:axis|way|speed|stage|position|layer)) ${asLiteral(element.name)}\\b`,
          ).exec(text)?.[1],
      )
      .find(Boolean);
    const measure = kind && `is ${indefiniteArticle(kind)} ${kind} ${element.name}`;
    if (measure && !element.measures.includes(measure)) element.measures.push(measure);
    const told = elements.list
      .filter((other) => other !== element)
      .flatMap((other) => [...other.relations, ...other.functions])
      .flatMap((text) => [
        ...text.matchAll(new RegExp(`\\b(?:a|an|the) ([a-z]+) ${asLiteral(element.name)}\\b`, 'g')),
      ])
      .map((match) => match[1]!)
      // ("the top step" is one of the steps, where it is: no name.)
      .filter(
        (modifier) =>
          !/^(?:top|bottom|front|back|rear|side|upper|lower|left|right|inner|outer|first|last|other|same|next|middle|center)$/.test(
            modifier,
          ) && !!tokens(`the ${modifier} ${element.name}`)[1]?.tags.has('Noun'),
      );
    const modifiers = new Set(told);
    if (modifiers.size !== 1) continue;
    const modifier = [...modifiers][0]!;
    // (Not "the latch housing" of a latch, which parts-named-by-whole calls the housing, nor "the water
    // tank", a tank named for what it holds: the word says no more than the whole or the part's use.)
    if (
      subject.split(' ').includes(modifier) ||
      MASS_NOUNS.test(modifier) ||
      element.functions.some((fn) => fn.split(' ').includes(modifier))
    )
      continue;
    const full = `${modifier} ${element.name}`;
    if (!elements.list.some((e) => e.name === full)) element.name = full;
  }
}

/** Words after "the board" that show it is the whole's name and not a noun of a longer one ("the board edge"). */
const FUNCTION_WORDS =
  '(?:and|or|but|with|from|of|to|in|into|on|onto|at|by|for|when|while|until|so|that|which|is|are|was|has|have|can|will|as|if|than|then|up|down|out|off|over|under|through|again)';

/**
 * "coiled on a spring reel inside the hollow seat post", of a seat post: the whole, told with a quality
 * on the way, is the whole the claim's preamble names ("inside the seat post"). So is the whole told by its
 * last word: "slides out from under the board" of a cutting board, "connect to a microcontroller under the
 * board", "communicate with the timer over a radio link" of a sprinkler timer.
 */
function wholeNamedPlainly(elements: Elements, subject: string) {
  const told = new RegExp(`\\bthe ([a-z]+) ${asLiteral(subject)}\\b`, 'g');
  const head = headNamingTheWhole(
    subject,
    elements.list.map((e) => e.name),
  );
  const short = head && new RegExp(`\\bthe ${asLiteral(head)}\\b(?! (?!${FUNCTION_WORDS}\\b)[a-z-]+)`, 'g');
  const plainly = (text: string) => {
    const named = text.replace(told, (whole, quality: string) =>
      isQuality(quality) ? `the ${subject}` : whole,
    );
    return short ? named.replace(short, `the ${subject}`) : named;
  };
  for (const element of elements.list) {
    element.relations = element.relations.map(plainly);
    element.functions = element.functions.map(plainly);
  }
}

/**
 * "The gear ratio is 20 to 1": a ratio is no part; the whole has it ("has a gear ratio of 20 to 1").
 */
function ratiosOfTheWhole(elements: Elements, body: InventionElement) {
  for (const element of [...elements.list].filter((e) => /(?:^| )ratio$/.test(e.name))) {
    const told = element.measures.map((m) => /^is (.+)$/.exec(m)?.[1]).filter(Boolean);
    if (told.length === 0 || element.functions.length > 0) continue;
    body.measures.push(...told.map((value) => `has ${withArticleLower(element.name)} of ${value}`));
    elements.list.splice(elements.list.indexOf(element), 1);
  }
}

/** Moves what is known of `element` to `into`, and drops `element`. */
function mergeInto(into: InventionElement, element: InventionElement, elements: Elements) {
  // ("the DS18B20 probe" and "a temperature probe": the part keeps the name that says what it is, and
  // the model number says which one, for a dependent claim.)
  const model = /^([A-Z0-9]*\d[A-Z0-9]*) /.exec(into.name)?.[1];
  if (model && /^[a-z][\w-]* [\w-]+$/.test(element.name)) {
    into.measures.unshift(`is ${indefiniteArticle(into.name)} ${into.name}`);
    into.name = element.name;
  }
  for (const key of ['functions', 'relations', 'materials', 'measures', 'alternatives', 'options'] as const)
    for (const value of element[key]) if (!into[key].includes(value)) into[key].push(value);
  into.substitutes.push(...element.substitutes);
  into.sources.push(...element.sources);
  elements.list.splice(elements.list.indexOf(element), 1);
}

/**
 * "a tiny display in the plug that shows how many watts …" and "a little OLED screen … the screen shows the
 * watts": two single parts that show the same thing are one part, told twice by two names; it keeps the
 * name it is told more of.
 */
function mergeShowingTheSame(elements: Elements) {
  const shown = (element: InventionElement) =>
    element.plural
      ? undefined
      : element.functions
          .map((fn) => /^(?:show|display) (?:how many |how much |the )?([a-z]+)\b/.exec(fn)?.[1])
          .find(Boolean);
  const showing = elements.list.filter((element) => !!shown(element));
  if (showing.length !== 2 || singularWord(shown(showing[0]!)!) !== singularWord(shown(showing[1]!)!)) return;
  const told = (element: InventionElement) =>
    element.functions.length + element.relations.length + element.measures.length + element.materials.length;
  const [into, element] = told(showing[0]!) >= told(showing[1]!) ? showing : [showing[1]!, showing[0]!];
  mergeInto(into!, element!, elements);
}

/**
 * "opens the 15 amp relay", "a 500 mAh battery": a number in the name the inventor called a part by is
 * what the part is ("a 15 amp relay"), kept as such however the sentence goes on.
 */
function readRatedNames(sentences: Sectioned[], elements: Elements, isThing: boolean) {
  const numbered = sentences.filter(({ sentence }) => /\d/.test(sentence));
  if (numbered.length === 0) return;
  for (const element of elements.list) {
    const rated = new RegExp(
      `\\b(?:a|an|the) ((?:[\\w-]+ )?\\d+(?:\\.\\d+)? [a-zA-Z][\\w-]*) ${asLiteral(element.name)}\\b(?![\\w-])`,
      'i',
    );
    for (const { sentence } of numbered) {
      const qualifier = rated.exec(sentence)?.[1];
      if (!qualifier) continue;
      const number = /\d+(?:\.\d+)?/.exec(qualifier)![0];
      const known = [...element.materials, ...element.measures].some((fact) => fact.includes(number));
      if (known) continue;
      // "a 12 foot cord": a length is a measure; "a 40 watt heater" says what kind of heater it is.
      const measure = ratingMeasure(qualifier, element.name, isThing);
      if (/ (?:long|thick)$|^holds /.test(measure)) element.measures.push(measure);
      else element.materials.push(`${withArticleLower(qualifier)} ${element.name}`);
    }
  }
}

/**
 * "A float in the reservoir pushes a red flag up through the rim": a thing one part moves up, down or out
 * through another is a part too ("a flag"; the float pushes the flag).
 */
function readPartsMoved(elements: Elements) {
  for (const element of [...elements.list])
    for (const [index, fn] of element.functions.entries()) {
      const moved =
        /^((?:push|pull|lift|raise|drop|slide|move)(?: up| down| out)?) (?:a|an) ((?:[\w-]+ )?[\w-]+) ((?:up |down |out )?(?:through|out of|into|above|over) the [\w-]+\b.*)$/.exec(
          fn,
        );
      if (!moved) continue;
      const part = elements.get(moved[2]!, element.sources[0] ?? '');
      if (!part || part === element) continue;
      element.functions[index] = `${moved[1]} the ${part.name} ${moved[3]}`;
    }
}

/**
 * Of a method: "The onions are sliced thin, about 3 mm" (how thin, the slicing's); "After an hour on the
 * counter they are ready" (what is worked on stands there that long, a step); "they keep two weeks in the
 * fridge" (kept there, a further step).
 */
function readRestAndKeeping(
  steps: InventionStep[],
  optionalSteps: InventionStep[],
  body: InventionElement,
  told: Sectioned[],
) {
  for (const step of steps) {
    const thin = /\b[a-z]+ed (thin|thick), (about \d+(?:\.\d+)? (?:mm|cm|inch|inches))\b/.exec(step.source);
    if (!thin || !step.action.endsWith(` ${thin[1]}`)) continue;
    step.action = `${step.action} to ${thin[2]}`;
    body.measures = body.measures.filter((measure) => measure !== `is ${thin[2]}`);
  }
  // What the steps worked on last: "the onions" the brine was poured over.
  const worked = () => steps.map((step) => lastPluralOf(step.action)).findLast(Boolean);
  for (const { sentence } of told) {
    const ready =
      /^After (an hour|a day|(?:\d+|two|three|four|five|ten|twenty|thirty) (?:minutes|hours|days)) ((?:on|in) the [\w-]+(?: [\w-]+)?),? (?:they|it) (?:are|is) ready\b/.exec(
        sentence,
      );
    const what = worked();
    if (ready && what && !steps.some((step) => step.source === sentence))
      steps.push({ action: `allowing the ${what} to stand ${ready[2]} for ${ready[1]}`, source: sentence });
    // ("Then they cool on the rack overnight": what was worked on is left to cool there, a last step; "the
    // rack" is the wire rack a step named.)
    const left =
      /^(?:Then |After that,? |Finally,? )?(?:they|it) (cool|dry|rest|set|harden|cure|firm up) ((?:on|in) the ([\w-]+))( overnight| for (?:about )?(?:\d+|an?|one|two|three) (?:minutes?|hours?|days?))?\.?$/.exec(
        sentence,
      );
    if (left && what && !steps.some((step) => step.source === sentence)) {
      const place = steps
        .map((step) => new RegExp(`\\b(?:a|an|the) ((?:[\\w-]+ )?${left[3]})\\b`).exec(step.action)?.[1])
        .find(Boolean);
      steps.push({
        action: `allowing the ${what} to ${left[1]} ${place ? left[2]!.replace(left[3]!, place) : left[2]}${left[4] ?? ''}`,
        source: sentence,
      });
    }
    const kept =
      /\b(?:they|it) keeps? (?:for )?(?:about |up to )?(?:\d+|one|two|three|four|a few) (?:days|weeks|months) in the (fridge|refrigerator|freezer|pantry)\b/.exec(
        sentence,
      );
    if (kept && what && !optionalSteps.some((step) => step.source === sentence))
      optionalSteps.push({ action: `storing the ${what} in a ${kept[1]}`, source: sentence });
  }
}

/** "the hair falls straight into the pan", of a dustpan: what falls into a part is what the part receives. */
function readWhatFallsIn(told: Sectioned[], elements: Elements) {
  for (const { sentence } of told) {
    const fallsInto = FALLS_INTO.exec(sentence);
    const catcher = fallsInto ? elements.find(fallsInto[2]!) : undefined;
    const faller = fallsInto && elements.find(fallsInto[1]!);
    if (
      catcher &&
      catcher !== faller &&
      // ("the pin falls into the hole": a part that falls into another is told of the part that falls.)
      (!faller || MASS_NOUNS.test(fallsInto![1]!.split(' ').at(-1)!)) &&
      !catcher.functions.some((fn) => /^(?:receive|catch|collect|hold)\b/.test(fn))
    )
      catcher.functions.push(`receive the ${fallsInto![1]!.toLowerCase()}`);
  }
}

/**
 * "The wedge has a spring-loaded plate on top", of a plate told as a part of its own: the plate sits on
 * top of the wedge, and is spring-loaded (no second plate the wedge has).
 */
function readPartsOnParts(elements: Elements) {
  // (Not of parts there are several of: "suction cups, each having a lever on top" has a lever on each.)
  for (const element of elements.list.filter((each) => !each.plural))
    for (const relation of [...element.relations]) {
      const had = /^having (?:a|an) (?:([\w-]+) )?([\w-]+) (on top|underneath|inside)(?: thereof)?$/.exec(
        relation,
      );
      const part = had && elements.find(had[2]!);
      if (!had || !part || part === element) continue;
      part.relations.push(`disposed ${had[3] === 'on top' ? 'on top of' : had[3]} the ${element.name}`);
      if (had[1] && /-|ed$/.test(had[1])) part.measures.push(`is ${had[1]}`);
      element.relations = element.relations.filter((other) => other !== relation);
    }
}

/** An amount: "a cup of", "half a cup of", "2 tablespoons of". */
// ("1 cup washing soda, 1/2 cup citric acid": a number and its unit, without "of", is an amount too.)
const AMOUNT_OF = `(?:(?:a|an|one|half an?|\\d+(?:\\.\\d+)?) [a-z]+ of|\\d+(?:[./]\\d+)? (?:${QUANTITY_UNITS})(?= ))`;
/** "a cup of vinegar, half a cup of water and a teaspoon of salt are brought …": a list of amounts as subject. */
const AMOUNT_LIST = new RegExp(
  `^(?:(?:Then|Next|First|Finally),? )?((?:${AMOUNT_OF}) [^.]+?(?:, (?:and )?| and )(?:${AMOUNT_OF}) [^.]+?) (?:is|are) `,
  'i',
);

/** "a cup of vinegar, half a cup of water and a teaspoon of salt" → "vinegar, water and salt". */
function withoutAmounts(list: string): string {
  return list.replace(new RegExp(`\\b${AMOUNT_OF} `, 'gi'), '').replace(/^[A-Z]/, (c) => c.toLowerCase());
}

/** "pellets coated with beet juice concentrate": how two ingredients or parts are combined. */
const COMBINED =
  /\b((?:[\w-]+\s+){0,3}?[\w-]+)\s+(coated|mixed|dissolved|suspended|dispersed|embedded|impregnated|blended|filled)\s+(with|in|into)\s+((?:[\w-]+\s+){0,3}?[\w-]+?)(?=\s*[,.;]|\s+(?:so|and|that|which|to)\b|$)/gi;

function readCombinations(sentences: Sectioned[], elements: Elements) {
  for (const { sentence } of sentences)
    for (const match of sentence.matchAll(COMBINED)) {
      const element = elements.find(match[1]!);
      const other = elements.find(match[4]!);
      if (!element || !other || element === other) continue;
      const relation = `${match[2]!.toLowerCase()} ${match[3]!.toLowerCase()} the ${other.name}`;
      if (!element.relations.includes(relation)) element.relations.push(relation);
    }
}

/** "from 50 to 70 degrees Celsius": a range the inventor gave, with the unit as written. */
const RANGE =
  /\b(?:from\s+)?(\d+(?:\.\d+)?)\s+to\s+(\d+(?:\.\d+)?)\s+(percent|%|degrees(?:\s+(?:celsius|fahrenheit))?|mm|cm|ml|inches|seconds|minutes|hours|days|weeks|grams|psi|nm)\b/i;
const QUANTITY_WORDS = /^(?:amount|share|proportion|concentration|level|content)$/i;

/**
 * "The acetate could go from 70 to 90 percent", "the trip point could be anywhere from 50 to 70 degrees
 * Celsius": a range of an element (or of the invention as a whole), which a dependent claim recites as
 * "from X to Y". A range already read as a measure ("the pellets are 2 to 4 mm across") is not repeated.
 */
function readRanges(
  sentences: Sectioned[],
  elements: Elements,
  body: InventionElement,
  kinds: InventionKind[],
) {
  const known = () =>
    [...elements.list, body].flatMap((e) => [...e.measures, ...e.functions, ...e.relations]).join(' ');
  for (const [index, { sentence }] of sentences.entries()) {
    const range = RANGE.exec(sentence);
    if (!range || known().includes(`${range[1]} to ${range[2]}`)) continue;
    const before = sentence.slice(0, range.index);
    // "from 2 to 8 grams of starch per liter": the range is of the ingredient named after it.
    const of = /^\s*of\s+((?:[\w-]+\s+){0,2}?[\w-]+)/i.exec(
      sentence.slice(range.index + range[0].length),
    )?.[1];
    const ingredient = of
      ? (elements.find(of) ?? elements.list.find((e) => e.name.toLowerCase().endsWith(of.toLowerCase())))
      : undefined;
    if (ingredient) {
      const per = /^\s*of\s+[\w -]+?\s+(per\s+[\w-]+)/i.exec(
        sentence.slice(range.index + range[0].length),
      )?.[1];
      ingredient.measures.push(
        `is present in an amount of from ${range[1]} to ${range[2]} ${range[3]}${per ? ` ${per}` : ''}`,
      );
      continue;
    }
    // "The gel could be flax seed. The amount could range …": the amount of what the sentence before named.
    const context = `${sentences[index - 1]?.sentence ?? ''} ${before}`;
    const named = [
      ...before.matchAll(
        /\b(?:the|a|an)\s+((?:[\w-]+\s+){0,2}?[\w-]+)(?=\s+(?:could|can|may|might|would|is|are|will)\b)/gi,
      ),
    ].pop()?.[1];
    // ("The children's size fits arms from 15 to 22 cm around": a size the invention comes in.)
    const fits = /\bfits? ((?:[\w-]+ ){0,2}?[\w-]+s) $/.exec(before.replace(/\bfrom\s*$/, ''));
    if (!named && fits) {
      const around = /^\s+(around|in circumference|wide|long)\b/.exec(
        sentence.slice(range.index + range[0].length),
      )?.[1];
      body.measures.push(
        `has a size that fits ${fits[1]} from ${range[1]} to ${range[2]} ${range[3]}${around ? ` ${around}` : ''}`,
      );
      continue;
    }
    if (!named) continue;
    // "the gel could be flax seed …, and the amount could range …": the amount of the part named before.
    const owner = QUANTITY_WORDS.test(named)
      ? [...context.matchAll(/\b(?:the|a|an)\s+((?:[\w-]+\s+){0,2}?[\w-]+)/gi)]
          .map((m) => elements.find(m[1]!))
          .find(Boolean)
      : (elements.find(named) ??
        elements.list.find(
          (e) =>
            e.name.toLowerCase().split(' ').includes(named.toLowerCase()) ||
            // "the starch" of cornstarch.
            e.name.toLowerCase().endsWith(named.toLowerCase()),
        ));
    const unit = range[3]!;
    const span = `from ${range[1]} to ${range[2]} ${unit}`;
    // "cuts the heater off at 70 degrees Celsius" and "could be set anywhere from 50 to 80 degrees
    // Celsius": the range is of the temperature it acts at.
    const at = new RegExp(`\\bat \\d+(?:\\.\\d+)? ${asLiteral(unit)}\\b`, 'i');
    const acting = /^degrees/i.test(unit) ? owner?.functions.find((fn) => at.test(fn)) : undefined;
    if (owner && acting) {
      const [verb, ...rest] = acting.replace(at, `at a temperature ${span}`).split(' ');
      owner.measures.push(`${owner.plural ? verb : presentOf(verb!)} ${rest.join(' ')}`);
    } else if (owner && /^(?:percent|%)$/i.test(unit) && kinds.includes('composition'))
      // "by weight" only where the inventor said so.
      owner.measures.push(
        `is present in an amount of ${span}${sentences.some((s) => /by weight/i.test(s.sentence)) ? ' by weight' : ''}`,
      );
    else if (owner && /^(?:grams|ml)$/i.test(unit) && kinds.includes('composition')) {
      const per = /\bper ([a-z]+)\b/.exec(sentence.slice(range.index))?.[1];
      owner.measures.push(`is present in an amount of ${span}${per ? ` per ${per}` : ''}`);
    } else if (owner) owner.measures.push(`is ${span}`);
    else {
      // ("The time may be set from 15 to 60 minutes": a setting of the whole's, which lets it be set over
      // the range; claim 1 keeps the time it was told with, so no "has a time of".)
      const set = /\b(?:be|is|are) (set|adjusted|chosen|selected)\s+(?:anywhere\s+)?(?:from\s*)?$/.exec(
        before,
      )?.[1];
      body.measures.push(
        set
          ? `allows ${withArticleLower(named)} to be ${set} ${span}`
          : `has ${withArticleLower(named)} of ${span}`,
      );
    }
  }
}

/**
 * The steps the details tell as done after the method was used so many times ("After 3 or 4 harvests …, and
 * then the user plants the roots in a pot of soil"), said with when: "planting the roots in a pot of soil after
 * 3 or 4 harvests".
 */
function stepsAfterUses(steps: InventionStep[], details: string): InventionStep[] {
  const found: InventionStep[] = [];
  for (const told of details.matchAll(
    /\bAfter ((?:\d+|one|two|three|four|five|six|a few|several)(?: or (?:\d+|[a-z]+))? (?:harvests|uses|cycles|batches|rounds|washes))\b[^.]*?,? and (?:then )?the user ([a-z]+s) ([^.]+)\./g,
  )) {
    const [, when = '', verb = '', rest = ''] = told;
    const step = steps.find((each) => each.action === `${gerundOf(infinitiveOf(verb))} ${rest}`);
    if (step) found.push({ action: `${step.action} after ${when}`, source: step.source });
  }
  return found;
}

/** "mixing in the propylene glycol; spraying over the pellets": the step acts on what the step before made. */
function withObjects(steps: InventionStep[]): InventionStep[] {
  const filled: InventionStep[] = [];
  for (const told of steps) {
    const previous = filled[filled.length - 1]?.action ?? '';
    // ("cutting the t-shirts into 20 cm squares; folding the t-shirts into a jar": what was cut is
    // squares from then on.)
    // ("crushing the bottles to pieces under 5 mm; tumbling the bottles": the pieces.)
    const cut =
      /^(?:cutting|slicing|chopping|tearing|crushing|grinding|breaking|shredding) (the [\w -]+?) (?:into|to) (?:\d+ [a-z]+ )?([a-z]+s)\b/.exec(
        previous,
      );
    const cutStep = cut ? { ...told, action: told.action.replace(cut[1]!, `the ${cut[2]}`) } : told;
    // ("turning every slice on its side; flipping every other one": every other slice.)
    const every = /\b(?:every|each) ([a-z]+)\b/.exec(previous)?.[1];
    const step =
      every && /\bevery other one\b/.test(cutStep.action)
        ? { ...cutStep, action: cutStep.action.replace(/\bevery other one\b/, `every other ${every}`) }
        : cutStep;
    // What the previous step worked on: "heating the beet concentrate to 40 …" → "the beet concentrate";
    // "mixing the propylene glycol into the beet concentrate" → "the beet concentrate".
    // ("drying the leaves completely in a salad spinner": the leaves, however they were dried.)
    const target =
      // ("letting the glass sit for 10 minutes": the glass, which sits.)
      (
        /^(?:letting|leaving) (the (?:[\w-]+ )?[\w-]+) (?:sit|rest|soak|dry|cool|stand|set|cure|settle|drain)\b/.exec(
          previous,
        )?.[1] ??
        /\binto (the (?:[\w-]+ ){0,2}[\w-]+?)(?= (?:to|at|for|in|with|from|on|by|until|\d)\b|$)/.exec(
          previous,
        )?.[1] ??
        // ("blending the junk mail into a pulp; stirring in wildflower seeds": into the pulp it formed.)
        /^(?:blending|mixing|combining|grinding|mashing|kneading|whisking|beating|pureeing|pulsing) (?:the [\w -]+? )?into an? ((?:[\w-]+ )?[\w-]+)$/
          .exec(previous)?.[1]
          ?.replace(/^/, 'the ') ??
        /^[a-z]+ing (the (?:[\w-]+ ){0,2}?[\w-]+?)(?= (?:to|at|for|in|into|with|from|on|by|under|until|through|over|\d)\b|$)/.exec(
          previous,
        )?.[1] ??
        putInWith(previous) ??
        // ("soaking 1 cup of rolled oats for 15 minutes": what was soaked is the rolled oats.)
        /^[a-z]+ing \d+(?:\.\d+)? [a-z]+ of ((?:[\w-]+ ){0,2}?[\w-]+?)(?= (?:to|at|for|in|into|with|from|on|by|under|until|through|over|\d)\b|$)/
          .exec(previous)?.[1]
          ?.replace(/^/, 'the ')
      )?.replace(/ (?:completely|thoroughly|fully|evenly|lightly|well)$/, '');
    // ("massaging in a tablespoon of olive oil": so with an amount.)
    // (Not "rubbing in a mix of egg yolk and vegetable oil to soften the skins": what it goes into is the
    // purpose's.)
    const particle =
      /^([a-z]+ing) in (the .+)$/.exec(step.action) ??
      /^([a-z]+ing) in ((?:an?|one) (?:(?! (?:to|so|for|until) ).)+)$/.exec(step.action);
    // ("adding the lye solution; stirring the lye solution to trace; mixing in the oatmeal": what was added
    // is in a mixture the inventor does not name, and the oatmeal does not go into the lye solution.)
    const added = filled.some((done) => done.action.startsWith(`adding ${target}`));
    // (With nothing before it to go into, "mixing in the oatmeal" is mixing the oatmeal.)
    if (particle) {
      filled.push({
        ...step,
        action: `${particle[1]} ${particle[2]}${target && !added ? ` into ${target}` : ''}`,
      });
      continue;
    }
    // ("… through a paper filter and refrigerates": an act told with nothing after it acts on the same.)
    if (
      /^[a-z]+ing$/.test(step.action) &&
      target &&
      /^(?:refrigerating|chilling|freezing|cooling|heating|drying|bottling|storing|serving|rinsing|draining|washing)$/.test(
        step.action,
      )
    ) {
      filled.push({ ...step, action: `${step.action} ${target}` });
      continue;
    }
    // ("… rinses with warm water and squeegees it dry": squeegeeing the glass dry, what was rinsed.)
    const leftAs = /^([a-z]+ing) (dry|clean|smooth|flat|shut|tight)$/.exec(step.action);
    if (leftAs && target) {
      filled.push({ ...step, action: `${leftAs[1]} ${target} ${leftAs[2]}` });
      continue;
    }
    // ("pouring the solution over [them]": what it is poured over is what the step before worked on.)
    if (target && /^[a-z]+ing the [\w -]+ (?:over|onto|on|into|under)$/.test(step.action)) {
      filled.push({ ...step, action: `${step.action} ${target}` });
      continue;
    }
    // ("blending with 4 cups of ice water": what is blended with it is what the step before worked on.)
    const bare = /^([a-z]+ing) ((?:over|onto|into|on|across|through|with)\s.+)$/.exec(step.action);
    if (bare && target && stepObjectProblems(step.action).length > 0) {
      filled.push({ ...step, action: `${bare[1]} ${target} ${bare[2]}` });
      continue;
    }
    // "cooling the mold … while keeping the pressure on": the mold is kept under pressure.
    const object = /^[a-z]+ing (the (?:[\w-]+ ){0,2}?[\w-]+?)(?= (?:with|in|at|to|while)\b)/.exec(
      step.action,
    )?.[1];
    filled.push(
      object
        ? {
            ...step,
            action: step.action.replace(
              /\bwhile keeping the pressure on\b/,
              `while keeping ${object} under pressure`,
            ),
          }
        : step,
    );
  }
  return filled;
}

function listSubjectOf(clause: Clause): boolean {
  return /,| and /.test(clause.subject);
}

function singularVerb(verb: string): string {
  // ("goes", "does": the -es of a verb in -o.)
  if (/^(?:goes|does)$/.test(verb)) return verb.slice(0, -2);
  if (verb === 'has') return 'have';
  // ("lies flat", "ties off": a verb in -ie.)
  if (/^(?:lies|dies|ties|vies)$/.test(verb)) return verb.slice(0, -1);
  return verb
    .replace(/ies$/, 'y')
    .replace(/(?:ches|shes|sses|xes)$/, (m) => m.slice(0, -2))
    .replace(/([^s])s$/, '$1');
}

/** What a method or program is for, as a gerund phrase: "making fence boards", "letting nurses trade shifts". */
/**
 * "The user enters each plant, its pot size and whether it is near a window": the clause reader stops at
 * the comma ("each plant"); what the program receives is the rest, for each one ("a pot size and
 * whether the plant is near a window for each plant").
 */
function eachWithItsOwn(what: string, sentence: string): string {
  // ("each dog with its address, size and how well it gets along with other dogs": so with "with its".)
  const each = /^each ([\w-]+)(?: with its\b.*)?$/.exec(what)?.[1];
  const own = each && new RegExp(`\\beach ${each},? (?:with )?its (.+?)\\.?$`).exec(sentence)?.[1];
  if (!own) return what;
  const named = own.replace(/\b(?:its|their)\b/g, 'a').replace(/\bit\b/g, `the ${each}`);
  return `${indefiniteArticle(named.split(' ')[0]!)} ${named} for each ${each}`;
}

function purposeOf(subject: string, title: string): string {
  const method = /^(?:method|process|technique|procedure)\s+(?:of|for)\s+(.+)$/i.exec(subject);
  if (method) return method[1]!;
  // ("That Only Opens for …": the adverb goes with its verb.)
  // ("That Cold-Smokes Cheese …": a compound verb is one act.)
  const does =
    /\b(?:that|which)\s+(?:(?:only|also|automatically|just|always)\s+)?([A-Za-z]+(?:-[A-Za-z]+)?)\s+(.+)$/i.exec(
      title,
    );
  if (!does) return '';
  const rest = does[2]!
    .split(/\s+/)
    // ("the Children's Vaccines": a title's capital on a possessive too.)
    // ("Lever-Locked": so on each part of a compound.)
    .map((word) => (/^[A-Z][a-z]*(?:-[A-Z][a-z]*)*(?:'s)?$/.test(word) ? word.toLowerCase() : word))
    .join(' ')
    // ("That Builds and Changes a Running Plan": both acts, each a gerund.)
    .replace(
      /^and ([a-z]+s) (?=(?:a|an|the) )/,
      (_, second: string) => `and ${gerundOf(infinitiveOf(second))} `,
    );
  return `${gerundOf(does[1]!)} ${rest}`;
}

// ("connect to a microcontroller under the board" is how a part is wired; "connect to a parent app" is
// what it does.)
const QUANTITY_UNIT = new RegExp(`^(?:${QUANTITY_UNITS})$`, 'i');
// ("lie flat on the floor", of a rubber lip: how it lies is what it is made to do.)
const FIXED_OR_PLACED =
  /^(?:(?:wire|bolt|glue|screw|weld|solder|rivet|sit|rest|lie)\s(?!flat\b)|connect to (?:a|an|the) (?!(?:[\w-]+ )?(?:app|application|phone|network|server|cloud|computer|internet)\b))/;
const SHAPED =
  /^(?:end|extend|terminate|taper|curve|branch)\s+(?:in|into|at|from|to|through|along|across|toward|towards|beyond|past)\s/;

/** What a recipe's ingredients are combined into: "the dough", "the batter". */
const BATCH_NAME = new RegExp(`^(?:${MIXTURE_NAMES})$`, 'i');

/**
 * "The seat flips over to become a kneeling pad … The pad is 4 cm of closed-cell foam": the pad is the seat
 * flipped, no part beside it; what the inventor said of the pad is said of the seat.
 */
function whatAPartBecomes(elements: Elements) {
  for (const element of [...elements.list]) {
    const becomes = element.functions
      .map((fn) => /\b(?:become|turn into|convert into)\s+(?:a|an|the)\s+((?:[\w-]+\s+)?([\w-]+))$/.exec(fn))
      .find(Boolean);
    if (!becomes) continue;
    const other = elements.list.find(
      (e) =>
        e !== element &&
        (e.name === becomes[1] || e.name === becomes[2]) &&
        e.functions.length === 0 &&
        e.relations.length === 0,
    );
    if (!other) continue;
    element.materials.push(...other.materials.filter((m) => !element.materials.includes(m)));
    element.measures.push(...other.measures.filter((m) => !element.measures.includes(m)));
    element.sources.push(...other.sources);
    elements.drop(other);
  }
}

/**
 * "1/2 teaspoon of salt and 1 teaspoon of honey are dissolved in 2 cups of cold water. The slices are
 * soaked for 5 minutes": what is soaked right after something is dissolved soaks in that solution.
 */
function soakedInWhatWasDissolved(steps: InventionStep[]) {
  steps.forEach((step, at) => {
    const before = steps[at - 1];
    const soaked =
      /^((?:soaking|dipping|immersing|submerging) (?:the|each) (?:[\w-]+ ){0,2}?[\w-]+)(?! in\b)(.*)$/.exec(
        step.action,
      );
    if (
      !before ||
      !soaked ||
      !/^dissolving .+ in .+$/.test(before.action) ||
      /\bsolution\b/.test(before.action)
    )
      return;
    before.action = `${before.action} to form a solution`;
    step.action = `${soaked[1]} in the solution${soaked[2]}`;
  });
}

/** Moves a step told as done "before rolling" to just before the step that rolls, where it belongs. */
function stepsBeforeWhatTheyPrecede(steps: InventionStep[]) {
  for (const step of [...steps]) {
    const next = /\bbefore ([a-z]+ing)$/.exec(step.action)?.[1];
    if (!next) continue;
    const at = steps.indexOf(step);
    const target = steps.findIndex((other) => other !== step && other.action.startsWith(`${next} `));
    if (target < 0 || target > at) continue;
    steps.splice(at, 1);
    steps.splice(target, 0, step);
  }
}

/**
 * "The beans are ground coarse, about 1 mm": the size is what grinding makes of them, not of a whole bean
 * ("the beans are ground to about 1 mm").
 */
function sizeItIsBrokenTo(element: InventionElement) {
  const broken = element.relations
    .map((relation) => /^(ground|milled|crushed|chopped|shredded|cut)\b/.exec(relation)?.[1])
    .find(Boolean);
  if (!broken) return;
  element.measures = element.measures.map((measure) => {
    const size = /^is ((?:about |around |roughly )?\d+(?:\.\d+)? (?:mm|cm|microns?))$/.exec(measure)?.[1];
    return size ? `${element.plural ? 'are' : 'is'} ${broken} to ${size}` : measure;
  });
}

/**
 * "A controller turns the carbon fiber heating film on …" and "The heating film is 12 V": the part is the
 * heating film, and what its longer name adds before it, nouns of a substance, is what it is made of
 * ("the heating film comprises carbon fiber"), so another part's act names it as the part.
 */
function materialNamedWithPart(list: InventionElement[]) {
  for (const part of list) {
    const named = new RegExp(`\\bthe ((?:[a-z]+ ){1,2})${asLiteral(part.name)}\\b`, 'g');
    for (const other of list.filter((e) => e !== part))
      other.functions = other.functions.map((fn) =>
        fn.replace(named, (told, modifiers: string) => {
          // ("the water tank": what it holds names it, no material.)
          const substance = modifiers
            .trim()
            .split(' ')
            .every((word) => MATERIAL_WORDS.test(word) || MADE_OF.test(word));
          if (!substance || list.some((e) => e.name === `${modifiers}${part.name}`)) return told;
          if (!part.materials.includes(modifiers.trim())) part.materials.push(modifiers.trim());
          return `the ${part.name}`;
        }),
      );
  }
}

/** Substances a part is made of, beside MATERIAL_WORDS: "carbon fiber", "cotton", "cast iron". */
const MADE_OF =
  /^(?:carbon|fiber|fibre|cotton|wool|felt|cork|paper|cardboard|kevlar|graphite|mesh|canvas|linen|hemp|cedar|oak|pine|walnut|maple|cast|iron|zinc|nickel|chrome|acrylic|resin|epoxy|latex|polyester|polyimide)$/;

/**
 * "catches the scraps" in the landing and "catches the scraps pushed through the slot" later: one act, told
 * in full the second time, in the place of the first.
 */
function toldInFull(element: InventionElement) {
  const fuller = element.functions.map(
    (fn) =>
      element.functions
        .filter((other) => other.startsWith(`${fn} `))
        .sort((a, b) => b.length - a.length)[0] ?? fn,
  );
  element.functions = fuller.filter((fn, i) => fuller.indexOf(fn) === i);
}

/** "A slot runs along the back edge": where a part extends is where it is, no act of its own. */
function whereItExtends(element: InventionElement) {
  for (const fn of element.functions.filter((f) =>
    /^(?:run|extend|stretch) (?:along|across|around)\b/.test(f),
  )) {
    element.functions = element.functions.filter((f) => f !== fn);
    const place = fn.replace(/^[a-z]+ /, 'disposed ');
    if (!element.relations.includes(place)) element.relations.push(place);
  }
}

/**
 * "The bulb could have a check valve" of a cover with a bulb pump: a variation names a part by the first
 * word of its name, where that word names no other part and is no substance ("the water" is no water tank).
 */
function byFirstWord(list: InventionElement[], name: string): InventionElement | undefined {
  const word = name.toLowerCase();
  if (word.includes(' ') || WORKING_MEDIUM.test(word)) return undefined;
  const named = list.filter(
    (e) => e.name.toLowerCase().split(' ').length === 2 && e.name.toLowerCase().startsWith(`${word} `),
  );
  return named.length === 1 ? named[0] : undefined;
}
