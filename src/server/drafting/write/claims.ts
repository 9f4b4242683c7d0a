import type { InventionElement, InventionModel, InventionStep } from '../../../contract';
import { fixAntecedents, introducedPhrases, MASS_NOUNS, readiedBefore } from '../check/antecedents';
import { categoryOf } from '../check/claim-parser';
import {
  actsOnNothing,
  cutClauseProblems,
  stepObjectProblems,
  stepSenseProblems,
} from '../check/claim-sense';
import { MAX_CLAIMS, MIN_CLAIMS } from '../check/draft-checker';
import {
  asLiteral,
  indefiniteArticle,
  MATERIAL_WORDS,
  PLACE_NOUNS,
  QUANTITY_NOUNS,
  STATE_PARTICIPLES,
  singularPhrase,
  singularWord,
} from '../check/words';
import { isWorkingEnd } from '../understand/implied-acts';
import { MIXTURE_NAMES, massNounTest, measuredOutIn, WORKING_MEDIUM } from '../understand/mass-nouns';
import { newElement } from '../understand/new-element';
import {
  canBeVerb,
  gerundOf,
  infinitiveOf,
  isQuality,
  isVerb,
  pastParticipleOf,
  presentOf,
  tokens,
  verbForms,
} from '../understand/nlp';
import { AMOUNT_NUMBER } from '../understand/quantities';
import { inProse } from '../understand/sentence-forms';
import { APPLYING, batchNamed, formingStep, madeOf, preparedFirst, withFormsMade } from './batch-steps';
import {
  agree,
  asRange,
  claimable,
  FOR_SPAN_IN_WORDS,
  intoAnotherOfItsKind,
  introduce,
  isNounPhrase,
  pluralOf,
  programServes,
  refer,
  SPAN_IN_WORDS,
  thingMade,
  thirdPerson,
  userIntroducedOnce,
  withArticle,
  withoutNumbers,
} from './claim-language';
import { coatedArticle, coatedArticleClaims } from './coated-article';
import { byColorStates } from './color-states';
import { compositionAct } from './composition-act';
import { formedLayer } from './formed-layer';
import { kindsOfWorkedMaterial, kindsThatWorkBest, materialByKind, toolByKind } from './material-by-kind';
import { meansInClaimOne } from './means-told';
import { alternativeInClaimOne } from './method-alternatives';
import { mixtureClaims } from './mixture-claims';
import { partAlternatives } from './part-alternatives';
import { pluralCountLimitations, pluralsCounted } from './plural-parts';
import { servedInPreamble } from './served-in-preamble';
import { substanceEffects } from './substance-effects';
import { spanOfAStep } from './told-span';
import { materialsWorkedOn } from './worked-on-materials';

/**
 * Claims like a first professional draft (shared/drafting.md, "Claims"): independent claims in the
 * categories the disclosure supports, claim 1 carrying the working elements with what each does,
 * dependent claims each adding one limitation the inventor gave, antecedent basis throughout.
 */

type Draft = { text: string; parent?: number };

const MAX_CLAIM_ONE_ELEMENTS = 6;

/** Between the acts of "configured to …": "check the accelerometer and to drive …", "read …, to count … and to buzz …". */
const ACTS_JOINED = /\s+and to\s+|,\s+to\s+/;

function list(items: string[], last = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(';\n')}; ${last}\n${items[items.length - 1]}`;
}

/** "drive the LED array at full power for 3 seconds when a deceleration exceeds 2 m/s2": the threshold stays. */
// "when a user leans forward more than 15 degrees": a bound on what the user does works the same way.
const CONDITION =
  // ("when a door is open after 10 pm": a state past a time of day is a threshold too; so is "when the
  // pressure has not changed by more than 20 percent in 30 minutes".)
  // ("when humidity jumps more than 10 percent in 2 minutes": so is one of a quantity named bare.)
  /\s+(when\s+(?:(?:a|an|the)\s+[\w -]+?|humidity|pressure|temperature|moisture|current|voltage|speed|traffic|noise)\s+(?:exceeds|falls below|reaches|hits|[a-z]+s(?: forward| back| sideways)? (?:more|less) than|(?:stays|goes|rises|drops|falls) (?:above|below|over|under|past)(?: minus)?|(?:is|are) (?:open|closed|on|off|unlocked|empty|full) (?:after|past)|(?:has|have) not (?:changed|moved|shifted) by (?:more|less) than|(?:jumps|rises|increases|climbs) (?:by )?(?:more|less) than)\s+(?:about\s+|around\s+)?\d.*)$/i;

/** "when the cable hits 60 degrees Celsius": it is the cable's temperature that reaches the threshold. */
function asThreshold(condition: string): string {
  return condition
    .replace(
      /^when (?:a|an|the) ((?:[\w-]+ )*?[\w-]+) (?:hits|reaches) (\d+(?:\.\d+)? degrees\b.*)$/i,
      'when a temperature of the $1 reaches $2',
    )
    .replace(/\bhits\b/, 'reaches');
}

/**
 * A function that says how the invention works: its condition ("when a deceleration exceeds 2 m/s2")
 * is kept with its number, the rest made broad ("for 3 seconds" goes to a dependent claim).
 */
function conditionalFunction(fn: string): string | undefined {
  const match = CONDITION.exec(fn);
  if (!match) return undefined;
  const action = claimable(withoutNumbers(fn.slice(0, match.index)));
  // ("buzz when a user leans forward more than 15 degrees": a verb with no object says it all with its condition.)
  const says = !!action && (action.split(' ').length >= 2 || canBeVerb(action));
  return says ? `${action} ${asThreshold(match[1]!)}` : undefined;
}

/** "The filter is optional": the inventor's word for a part claim 1 must not require. */
export function isOptional(element: InventionElement): boolean {
  return [...element.materials, ...element.alternatives].some((m) => /^optional$/i.test(m));
}

function withoutOptional(fn: string, others: InventionElement[]): string {
  return others
    .filter(isOptional)
    .reduce(
      (text, part) =>
        text.replace(new RegExp(`\\s+(?:through|via|with|by|past)\\s+the\\s+${part.name}\\b`, 'i'), ''),
      fn,
    );
}

/** "fit bottles from 55 to 75 mm wide": what a part takes, by size. */
function sizing(fn: string): boolean {
  return /^(?:fit|accommodate|accept|take) [\w-]+s(?: (?:from |up to |of )?(?:about )?\d.*)?$/.test(fn);
}

/** "check the accelerometer": a function that ties the element to another part of the invention. */
function tiesTo(fn: string, others: InventionElement[]): boolean {
  return others.some((other) => mentions(fn, other));
}

/** "disposed inside the light" of a tail light: a place inside the invention itself says nothing. */
function insideSubject(relation: string, subject: string): boolean {
  const head = subject.split(/\s+/).pop() ?? '';
  // "on the underside of the lid" is a place on the invention, which says where the part is.
  return !!head && new RegExp(`(?<!\\b(?:${PLACE_NOUNS}) of )\\bthe ${head}$`, 'i').test(relation);
}

/** What an element does or how it sits, for claim 1 ("configured to grip the leg"). */
/** "built into the knee pillow": a participle and where: a place a part may be put instead. */
function isPlacement(alternative: string): boolean {
  return /^(?:[a-z]+ed|built|set|put|sewn) (?:into|in|on|onto|inside|under|at) /.test(alternative);
}

function elementClause(
  element: InventionElement,
  others: InventionElement[] = [],
  subject = '',
): string | undefined {
  // Plain functions first; one told as a comparison with a number ("get within 75 mm of the plate")
  // loses its sense without the number and is left to a dependent claim ("open a 15 amp relay" is kept).
  const comparison =
    /\b(?:within|up to|at least|under|over|more than|less than|below|above)\s+(?:about\s+)?\d/;
  const conditional = element.functions.map(conditionalFunction).find(Boolean);
  // "pull the gate into the housing from up to 3 inches away": the reach is a detail after the act,
  // which reads whole without it (the dependent claim keeps the number).
  const rest = byColorStates(element.functions, others)
    .filter((f) => !CONDITION.test(f))
    // ("send another text when …" refers back to the text it sent; "work in the cold" says where it still
    // works: neither is how the invention works, and both are left to dependent claims.)
    .filter((f) => !/\banother\b/.test(f) && !/^work (?:in|on|with|at)\b/.test(f))
    // ("jump from 20 lumens to 200 lumens when …" is a change from one value to another, which stays.)
    .map((f) =>
      /^(?:jump|go|step|increase|rise|change|switch)\b/.test(f)
        ? f
        : f.replace(/\s+from\s+(?:up to\s+|about\s+)?\d[^,;]*$/, ''),
    )
    // ("help the user stand up", "send a text to the user": a claim introduces the user it serves.)
    // (Not one who does something in the clause, "a hole the user drills", which is the description's.)
    .map((f) =>
      f.replace(/^([a-z]+) the user\b/, '$1 a user').replace(/\b(to|for) the user\b(?!')/, '$1 a user'),
    );
  const plain = rest.filter((f) => !/\d/.test(f));
  // ("beep when a knife is out of the slot for more than 30 minutes": a condition that keeps its sense
  // without how long is claimed broadly.)
  const numbered = rest.filter(
    (f) =>
      /\d/.test(f) &&
      (!comparison.test(f) || / when (?:a|an|the) |\bthreshold temperature\b/.test(withoutNumbers(f))),
  );
  const fns = [...plain, ...numbered]
    // ("keep the heating film [at 38 C]": keeping, without at what, says nothing; a dependent says it.)
    .filter((f) => !/^(?:keep|hold|maintain) (?:the|a|an) (?:[\w-]+ ){0,3}?[\w-]+ at (?:about )?\d/.test(f))
    // ("fit bottles [from 55 to 75 mm wide]" beside "wrap around the bottle": fitting things, without
    // which, says nothing either; of a part that does nothing else, it is what the part is for.)
    .filter((f) => !sizing(f) || element.functions.every(sizing))
    // ("turn off after 2 minutes without pumping": turning off, without when, says nothing of how it works.)
    .filter((f) => !/^(?:turn|shut|switch|power) (?:off|down)\b/.test(f) || !/\d/.test(f))
    .map((f) => claimable(withoutNumbers(f)))
    // ("vibrate": a part that signals by itself does so in one word.)
    .filter(
      (f): f is string =>
        !!f &&
        (f.split(' ').length >= 2 ||
          /^(?:vibrate|beep|buzz|chime|blink|pivot|swivel|rotate|spin|slide|telescope)$/.test(f)),
    )
    // "let water flow through the carbon filter": a part the inventor called optional stays out of claim 1.
    .map((f) => withoutOptional(f, others));
  // What it does to another part ("check the accelerometer") says how the parts work together.
  // ("stay yellow" beside "turn purple": what it keeps doing says less than what it changes to.)
  // ("stay level when the hand shakes": what it keeps doing while something else changes is how it works.)
  const keeps = (f: string) => /^(?:stay|remain|keep)\b/.test(f) && !/\b(?:when|while|as)\b/.test(f);
  // ("buzz once when a rep does not reach a target", beside "read how far the knee bends" and "count a rep
  // each time …", "send the rep count to an app": an act on a condition says how it works; of a part told
  // doing four things or more, claim 1 keeps it as a third.)
  const onCondition = (f: string) => / (?:when|if|once) (?:a|an|the) /.test(f);
  const ordered = [
    ...fns.filter((f) => tiesTo(f, others)),
    ...fns.filter((f) => !tiesTo(f, others) && !keeps(f)),
    ...fns.filter((f) => !tiesTo(f, others) && keeps(f)),
  ];
  // Up to two things it does: "configured to check the accelerometer and to drive the LED array …".
  // "pull the gate into the housing" and "pull the gate shut" are one act told twice: the first is kept.
  const sameAct = (one: string, other: string) =>
    one.split(' ').slice(0, 3).join(' ') === other.split(' ').slice(0, 3).join(' ');
  const distinct = ordered.filter((f, i) => !ordered.slice(0, i).some((earlier) => sameAct(earlier, f)));
  const onConditionToo = distinct.slice(2).find(onCondition);
  const chosen = conditional
    ? [...distinct.slice(0, 1), conditional]
    : distinct.length >= 4 && onConditionToo && !distinct.slice(0, 2).some(onCondition)
      ? [...distinct.slice(0, 2), onConditionToo]
      : distinct.slice(0, 2);
  const fn =
    chosen.length > 2
      ? `${chosen[0]}, to ${chosen[1]} and to ${chosen[2]}`
      : chosen.length > 1 && chosen[0] !== chosen[1]
        ? `${chosen[0]} and to ${chosen[1]}`
        : chosen[0];
  // ("disposed on a tube" of a pump that could be built into the pillow instead: claim 1 says neither.)
  const placedElsewhere = element.alternatives.some(isPlacement);
  const relations = element.relations
    .filter((r) => !placedElsewhere || !/^(?:disposed|positioned|mounted)\b/.test(r))
    // ("Two packs are kept in the freezer": where the user keeps a part between uses is no part of the whole.)
    .filter(
      (r) =>
        !/^(?:kept|stored|left) in (?:the|a) (?:freezer|fridge|refrigerator|drawer|cupboard|closet)\b/.test(
          r,
        ),
    )
    // ("having three small wheels", the wheels a part: how many is a dependent's, that they are several is
    // claim 1's.)
    .map((r) =>
      r.replace(/^having (?:two|three|four|five|six|\d+) (?:[\w-]+ )?([a-z]+s)$/, (told, parts: string) =>
        others.some((other) => other.plural && pluralOf(other.name) === parts)
          ? `having a plurality of ${parts}`
          : told,
      ),
    )
    .map((r) => claimable(withoutNumbers(r)))
    .filter(
      (r): r is string =>
        !!r && r.split(' ').length >= 2 && !/^disposed$/.test(r) && !insideSubject(r, subject),
    );
  // A connection ("wired to the timer module") says more than a place ("disposed in the port"); what a
  // working part has ("having rubber pads") is a feature of it, for a dependent claim.
  // ("having the press on the inside" ties it to another part, and stays; so does "having a heating
  // wire" that another part switches.)
  // ("having a slot … through which the bags are pulled out": how it gives out what it holds.)
  const needed = (r: string) =>
    /\bthrough which\b/.test(r) ||
    tiesTo(r, others) ||
    // ("having a plurality of wheels" of hubs, the wheels a part of their own: how the parts are put together.)
    others.some((other) => other.plural && r === `having a plurality of ${pluralOf(other.name)}`) ||
    others.some((other) =>
      other.functions.some((f) => new RegExp(`\\bthe ${asLiteral(r.split(' ').at(-1)!)}\\b`).test(f)),
    );
  // ("The case is ABS plastic with a rubber grip": of a part told only by what it is made of and what it
  // has, the grip is a feature for a dependent claim, as it is of a working part.)
  const feature = (r: string) => /^having an? [\w-]+ [\w-]+$/.test(r) && element.materials.length > 0;
  const ties = fn
    ? relations.filter((r) => !/^having\b/.test(r) || needed(r))
    : relations.filter((r) => !feature(r) || needed(r));
  const relation = ties.find((r) => !/^(?:each )?(?:disposed|positioned)\b/.test(r)) ?? ties[0];
  // ("a plurality of corner pockets disposed on each corner …, having a bag of steel shot sewn shut inside,
  // and configured to keep wind from flipping the beach towel": what each holds inside, with where each is.)
  const holds = relations.find((r) => /^having an? .+ (?:inside|within)$/.test(r));
  const onEach = relations.find((r) => /^disposed (?:on|at|in) each\b/.test(r));
  if (fn && holds && onEach) return `${onEach}, ${holds}, and configured to ${fn}`;
  // Where it sits and what it does: "a drip tray positioned on a pivot rod and configured to tip …".
  if (fn && relation)
    // ("configured to hold a roll of bags and having a slot … through which the bags are pulled out": the
    // opening after what comes out of it.)
    return /\bthrough which\b/.test(relation)
      ? `configured to ${fn} and ${relation}`
      : `${relation} and configured to ${fn}`;
  if (fn) return `configured to ${fn}`;
  return relation;
}

/** What a step counts, "each visit", or what its sensor is for, "with the ammonia sensor", named by a condition. */
function givesWhatItWaitsFor(step: string, condition: string): boolean {
  const object = /^[a-z]+ing (?:each |every |the |a |an )?([a-z]+)/.exec(step)?.[1];
  const sensed = /\bwith the ([a-z]+) (?:sensor|detector|meter|probe)\b/.exec(step)?.[1];
  return [object, sensed].some(
    (word) => !!word && word.length > 2 && new RegExp(`\\b${word}(?:s|es)?\\b`).test(condition),
  );
}

/**
 * "sending a push notification after 6 visits or when the ammonia goes over 10 ppm" before "counting each
 * visit with the weight sensor": what the whole does once something is counted or sensed comes after the
 * steps that count or sense it.
 */
function closingAfterWhatItWaitsFor(steps: string[], closing: string[]): string[] {
  const ordered = [...steps];
  for (const step of closing.filter((c) => ordered.includes(c))) {
    const condition = /\b(?:after|when|once|if|until)\b.*$/.exec(step)?.[0] ?? '';
    const waitedFor = ordered.findLastIndex(
      (other) => other !== step && !closing.includes(other) && givesWhatItWaitsFor(other, condition),
    );
    if (waitedFor < 0 || waitedFor < ordered.indexOf(step)) continue;
    ordered.splice(ordered.indexOf(step), 1);
    ordered.splice(waitedFor, 0, step);
  }
  return ordered;
}

/**
 * "plugging in the ice scraper; waiting until an LED comes on; pushing the blade …; heating the blade with
 * the heater": what a part does as soon as it has power comes right after the step that powers it, before
 * the user waits for it and works with it.
 */
function poweredActsFirst(steps: string[]): string[] {
  const powering = steps.findIndex((step) =>
    /^(?:plugging in|switching on|turning on|powering on)\b/.test(step),
  );
  if (powering < 0) return steps;
  const powered = steps.filter(
    (step, i) =>
      i > powering + 1 && /^(?:heating|warming|cooling|chilling|charging) the [\w -]+ with the /.test(step),
  );
  const rest = steps.filter((step) => !powered.includes(step));
  return [...rest.slice(0, powering + 1), ...powered, ...rest.slice(powering + 1)];
}

/**
 * "pushing scraps through the slot into the drawer; sliding the drawer under the cutting board": a part is
 * put in place before anything is put into it, so the step that places it comes first.
 */
function placedBeforeFilled(steps: string[]): string[] {
  const ordered = [...steps];
  for (const step of steps) {
    const placed =
      /^(?:sliding|setting|placing|putting|fitting|inserting|hanging|mounting) the ([\w-]+(?: [\w-]+)?) (?:under|into|onto|in|on|over|below|beneath)\b/.exec(
        step,
      )?.[1];
    const filled =
      placed &&
      ordered.findIndex((other) =>
        new RegExp(`^[a-z]+ing \\S.* (?:into|onto|in) the ${asLiteral(placed)}$`).test(other),
      );
    if (typeof filled !== 'number' || filled < 0 || filled > ordered.indexOf(step)) continue;
    ordered.splice(ordered.indexOf(step), 1);
    ordered.splice(filled, 0, step);
  }
  return ordered;
}

/**
 * Whether a limitation says, in other words, the count a plurality's limitation gives. (Of one part only:
 * "the hubs have three wheels" says how many each hub has.)
 */
function sameCount(limitation: string, count: string): boolean {
  const [, many, parts] = /consists of ([a-z]+) ([a-z]+)$/.exec(count) ?? [];
  return (
    !!many &&
    new RegExp(`\\bwherein the (?:[\\w-]+ ){1,3}(?:has|comprises) ${many} ${parts}\\.?$`).test(limitation)
  );
}

/**
 * "setting a number", of a pump whose buttons set a target pressure: the user's act named vaguely is the
 * one a part lets the user do, said as the part's step ("setting a target pressure with the buttons"),
 * in the user's order; that step is taken out of the parts' ones.
 */
function toldByAPart(act: string, partSteps: string[]): string | undefined {
  const vague = /^([a-z]+ing) (?:the|a) (?:number|value|setting|level|amount)$/.exec(act)?.[1];
  const at = vague ? partSteps.findIndex((step) => step.startsWith(`${vague} `)) : -1;
  return at >= 0 ? partSteps.splice(at, 1)[0] : undefined;
}

function uniqueSteps(steps: string[], limit: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const step of steps) {
    // ("enabling customers to order" and "enabling customers to pay": two acts, the verb fourth.)
    // ("enabling a neighbor to pick …" and "enabling a neighbor to send …": the verb fifth.)
    const key = step
      .split(' ')
      .slice(
        0,
        /^(?:enabling|enable|allowing|allow|preventing|prevent) (?:a|an|the|each) /.test(step)
          ? 5
          : /^(?:enabling|enable|allowing|allow|preventing|prevent)\b/.test(step)
            ? 4
            : 3,
      )
      .join(' ');
    const made = thingMade(step);
    const madeKey = made ? `made ${made}` : '';
    // "pressing a button … pressing the button": the checker's repeated step.
    if (
      seen.has(key) ||
      (madeKey && seen.has(madeKey)) ||
      kept.length >= limit ||
      stepSenseProblems([...kept, step]).length > 0
    )
      continue;
    seen.add(key);
    if (madeKey) seen.add(madeKey);
    kept.push(step);
  }
  return kept;
}

/**
 * What a relation says of its element after "wherein": "ending in a 12 V plug" is what the cord does as a
 * shape ("the cord ends in …"), "having the sensor on a ceiling" what the spots have ("the spots have
 * …"); a participle takes "is" ("the pump is disposed …").
 */
function predicateOf(element: InventionElement, phrase: string): string {
  return /^[a-z]+ing\b/.test(phrase)
    ? thirdPerson(
        phrase.replace(/^(\S+)/, (gerund) => infinitiveOf(gerund)),
        element.plural,
      )
    : `${agree(element, 'is', 'are')} ${phrase}`;
}

/** Dependent limitations an element's details give: material, measures, alternatives, more functions. */
function elementLimitations(element: InventionElement, usedFirstClause: string | undefined): string[] {
  const limitations: string[] = [];
  const name = refer(element);
  const claimableMaterials = element.materials
    .filter((m) => !/^optional$/i.test(m))
    .map((m) => claimable(m))
    .filter((m): m is string => !!m);
  // "silicone" beside "medical grade silicone" is one material told twice: the fuller one is claimed.
  const materials = claimableMaterials.filter(
    (m) =>
      !claimableMaterials.some((other) => other !== m && new RegExp(`\\b${asLiteral(m)}$`, 'i').test(other)),
  );
  const material = materials[0];
  let alternatives = [...element.alternatives, ...element.substitutes.map((sub) => sub.alternative)]
    // ("The filter is optional": claim 1 leaves it out; it is no alternative to claim.)
    .filter((alt) => alt !== 'optional')
    .flatMap((alt) => alt.split(/\s*,\s*|\s+or\s+/))
    .map((alt) => claimable(alt))
    .filter((alt): alt is string => !!alt)
    // "The pin could be stainless" of a steel pin: the material is stainless steel.
    .map((alt) =>
      /^stainless$/i.test(alt) && /\bsteel\b/.test([element.name, ...element.materials].join(' '))
        ? `${alt} steel`
        : alt,
    );
  // "The timer module could be removable", "The pump could be battery powered": a property, claimed as one.
  const isProperty = (a: string) =>
    /^[a-z]+(?:able|ible)$|^[a-z]+ (?:powered|operated|driven)$/.test(a) || STATE_PARTICIPLES.test(a);
  for (const alt of alternatives.filter(isProperty))
    limitations.push(`wherein ${name} ${agree(element, 'is', 'are')} ${alt}`);
  alternatives = alternatives.filter((a) => !isProperty(a));
  // "could be built into the pillow": another place for it (claim 1 says neither place).
  for (const place of alternatives.filter(isPlacement))
    limitations.push(`wherein ${name} ${agree(element, 'is', 'are')} ${place}`);
  alternatives = alternatives.filter((alt) => !isPlacement(alt));
  // "The LED could be red" of an LED that glows green: another way it is, no material of it; claimed as
  // "is red", unless what it does already says another ("glow green": the two cannot both be claimed).
  // (Of a part made of something, "could be elastic" is another material.)
  const property = (alt: string) => element.materials.length === 0 && !/\s/.test(alt) && isQuality(alt);
  const qualities = alternatives.filter(property);
  const saysAnother = element.functions.some((fn) => fn.split(' ').slice(1).some(isQuality));
  if (qualities.length > 0 && !saysAnother)
    limitations.push(`wherein ${name} ${agree(element, 'is', 'are')} ${inProse(qualities, 'or')}`);
  alternatives = alternatives.filter((alt) => !property(alt));
  // The material a Markush group below names first is not claimed alone as well: "comprises steel"
  // beside "selected from the group consisting of steel and stainless steel" says nothing more.
  const inGroup = alternatives.length > 0 && material && !/^an?\s/i.test(material) ? material : undefined;
  // "a steel beam of 14 gauge square tubing": each thing it is made of is a limitation of its own.
  for (const each of materials.slice(0, 2).filter((each) => each !== inGroup))
    limitations.push(
      /^an?\s|^(?:stainless|wooden|red|white|amber|green|blue|yellow)$/i.test(each)
        ? `wherein ${name} ${agree(element, 'is', 'are')} ${each}`
        : `wherein ${name} ${agree(element, 'comprises', 'comprise')} ${each}`,
    );
  if (alternatives.length > 0) {
    const members = inGroup ? [inGroup, ...alternatives] : alternatives;
    limitations.push(
      members.length > 1
        ? `wherein ${name} ${agree(element, 'comprises', 'comprise')} a material selected from the group consisting of ${inProse(members)}`
        : `wherein ${name} ${agree(element, 'comprises', 'comprise')} ${members[0]}`,
    );
  }
  for (const option of element.options) {
    const phrase = claimable(option);
    // "The handle may have a small tool tray": a part it may have, not something it is configured to do.
    const part = phrase && /^have (?:an? |one )(.+)$/.exec(phrase)?.[1];
    if (part)
      limitations.push(
        `wherein ${name} further ${agree(element, 'comprises', 'comprise')} ${withArticle(
          part
            .replace(/^(?:small|little|large|big) /, '')
            // ("an LED strip on the straps for walking home in the dark": on straps of the whole; what the
            // user does by it is the description's.)
            .replace(/\s+for [a-z]+ing\b.*$/, '')
            .replace(/\b(on|along|around|under) the ([a-z]+s)$/, `$1 $2 of ${name}`),
        )}`,
      );
    // ("The same thing could go in an elbow brace", of a knee brace: another product of its kind, which a
    // claim to this one cannot cover.)
    else if (phrase && intoAnotherOfItsKind(phrase, name)) {
      // (The description's.)
    }
    // ("may come in a pair with a carry bag": how it is sold, one of a pair packed with the bag.)
    else if (phrase && /^come in (?:a )?pairs? with (?:an? |one )[\w -]+$/.test(phrase))
      limitations.push(
        `wherein ${name} ${agree(element, 'is', 'are')} one of a pair of ${pluralOf(element.name)} provided with ${phrase.replace(/^come in (?:a )?pairs? with /, '')}`,
      );
    // ("may have larger holes for ginger": what a part has is no act it is configured for.)
    else if (phrase && /^have /.test(phrase))
      limitations.push(`wherein ${name} ${thirdPerson(phrase, element.plural)}`);
    else if (phrase)
      limitations.push(`wherein ${name} ${agree(element, 'is', 'are')} further configured to ${phrase}`);
  }
  for (const measure of element.measures) {
    // "is 4 cm of closed-cell foam", "is 20 cm of aluminum": so much of a material, whether thick or long.
    const layer = /^is ((?:about )?\d+(?:\.\d+)? (?:mm|cm|inches|inch|in) of [a-z][\w -]*)$/.exec(measure);
    const phrase = layer ? `${agree(element, 'comprises', 'comprise')} ${layer[1]}` : claimable(measure);
    if (phrase)
      limitations.push(`wherein ${name} ${element.plural ? phrase.replace(/^is\b/, 'are') : phrase}`);
  }
  for (const fn of element.functions) {
    const phrase = claimable(fn);
    const broad = claimable(withoutNumbers(fn));
    if (!phrase) continue;
    // A condition claim 1 already states with its number is not claimed again.
    // ("switch on a fan when humidity jumps more than 10 percent …" in claim 1, "switch the fan on when …"
    // here: the same numbered condition, whatever the particle's place.)
    // (Unless it adds a number of its own: "for 3 seconds when the deceleration exceeds 2 m/s2".)
    const condition = / (?:when|once|if) [^,;]*\d[^,;]*$/.exec(phrase)?.[0];
    const sameCondition =
      !!condition &&
      (usedFirstClause ?? '').includes(condition) &&
      (phrase.match(/\d+(?:\.\d+)?/g) ?? []).every((n) => (usedFirstClause ?? '').includes(n));
    if (sameCondition) continue;
    const inFirst = (usedFirstClause ?? '').includes(phrase.split(' ').slice(1).join(' '));
    if (/\d/.test(phrase) && !inFirst)
      limitations.push(`wherein ${name} ${thirdPerson(phrase, element.plural)}`);
    // (A part claim 1 already says is configured to do one thing is further configured to do another.)
    else if (!(usedFirstClause ?? '').includes(broad ?? phrase))
      limitations.push(
        `wherein ${name} ${agree(element, 'is', 'are')} ${/\bconfigured to\b/.test(usedFirstClause ?? '') ? 'further ' : ''}configured to ${phrase}`,
      );
  }

  const predicate = (phrase: string) => predicateOf(element, phrase);
  for (const relation of element.relations) {
    const phrase = claimable(relation);
    if (
      phrase &&
      !/\d/.test(phrase) &&
      usedFirstClause &&
      !usedFirstClause.includes(phrase) &&
      phrase.split(' ').length >= 3
    )
      limitations.push(`wherein ${name} ${predicate(phrase)}`);
    if (phrase && /\d/.test(phrase)) limitations.push(`wherein ${name} ${predicate(phrase)}`);
  }
  return limitations;
}

/** Whether the antecedents fixed in `fixed` only dropped "the" before a substance ("the heat" → "heat"). */
function massOnly(text: string, fixed: string): boolean {
  return (
    text.replace(/\bthe ([a-z]+)\b/g, (the, noun: string) => (MASS_NOUNS.test(noun) ? noun : the)) === fixed
  );
}

/** "soaking 1 cup of rolled oats", "pouring half a cup of vinegar": a step that acts on an amount of a thing. */
const AMOUNT_STEP = new RegExp(`^[a-z]+ing (?:${AMOUNT_NUMBER}) [a-z]+ of `);

/**
 * "send a push notification after 6 visits or when the ammonia goes over 10 ppm": an ammonia sensor senses
 * the ammonia it names, and a weight sensor that counts each visit the visits, so what the whole does
 * under that condition works with them.
 */
function sensesWhatItNames(element: InventionElement, fn: string): boolean {
  const sensed = /^([a-z]+) (?:sensor|detector|meter|gauge)$/.exec(element.name)?.[1];
  if (sensed && new RegExp(`\\b${sensed}\\b`).test(fn)) return true;
  return element.functions.some((own) => {
    const counted = /^count (?:each|every|the) ([a-z]+)$/.exec(own)?.[1];
    return !!counted && new RegExp(`\\b${counted}s?\\b`).test(fn);
  });
}

/** A method step made broad for an independent claim, and the number-bearing version for a dependent. */
function stepPair(step: string): { broad: string | undefined; full: string | undefined } {
  const full = claimable(step);
  const broad = full ? claimable(withoutNumbers(full)) : undefined;
  // "keeping the mold at or below 35 degrees Celsius" stripped to "keeping the mold" says nothing: kept whole.
  if (full && full.split(' ').length < 2) return { broad: undefined, full: undefined };
  // "keeping the mold at or below 35 degrees Celsius": the bound is what the step does.
  // ("soaking 1 cup of rolled oats" is "soaking rolled oats" without its amount, which says as much.)
  // ("pouring half a cup of vinegar": so is an amount told in words.)
  const amountOnly = AMOUNT_STEP.test(full ?? '');
  // ("curing the bars for 4 weeks": curing says what is done however long; keeping, without its bound, not.)
  const actsAlone =
    // ("ripping the strips to 40 mm wide", "clamping the strips overnight": so does a woodworking act.)
    /^(?:curing|drying|rolling|baking|firing|fermenting|aging|steeping|soaking|boiling|simmering|steaming|poaching|roasting|frying|smoking|marinating|chilling|freezing|stirring|heating|settling|washing|rinsing|ripping|clamping|sanding|planing|changing|refilling|misting|applying an? (?:current|voltage|coat|layer))\b/.test(
      full ?? '',
    );
  // ("popping the balloon after 24 hours": what is done says itself; when, a dependent's. Not "letting the
  // mix sit" or "keeping the mold", which say nothing without how long.)
  const timedOnly =
    !!broad &&
    full?.replace(
      /\s+(?:after|for) (?:about )?\d+(?:\.\d+)? (?:seconds?|minutes?|hours?|days?|weeks?)$/,
      '',
    ) === broad &&
    /^[a-z]+ing (?:out |up |off )?the [\w-]+$/.test(broad) &&
    !/^(?:keeping|holding|letting|leaving|waiting|allowing|resting|sitting|standing)\b/.test(broad);
  // ("holding the knife at about 15 degrees": held at an angle; which angle is a dependent's.)
  const angled =
    /^((?:holding|tilting|angling|positioning|inclining|propping|mounting) (?:the|a|an) [\w-]+(?: [\w-]+)?) at (?:an angle of )?(?:about |approximately |roughly |around )?\d+(?:\.\d+)? degrees$/.exec(
      full ?? '',
    );
  if (angled) return { broad: `${angled[1]} at an angle`, full };
  if (
    full &&
    (!broad ||
      (broad.split(' ').length <= 3 && !amountOnly && !actsAlone && !timedOnly) ||
      /\bat or (?:below|above)\b/.test(full))
  )
    return { broad: full, full };
  return { broad, full };
}

/**
 * "keeping the oat milk in the fridge up to 5 days": where the product is kept once made is no step of
 * making it; a dependent claim keeps it.
 */
const STORING =
  /^(?:keeping|storing) the [\w -]+? in (?:the|a|an) (?:[\w-]+ )?(?:fridge|refrigerator|freezer|jar|container|bottle|pantry|cupboard)\b/;

/** "a 32 gallon trash can" in a step, from its number ("32 gallon trash"): the thing and the phrase. */
function sizedThing(step: string, number: string): { name: string; phrase: string } | undefined {
  const found = new RegExp(
    `\\b(an? ${asLiteral(number)}(?: [a-z]+)?)(?= (?:with|in|on|at|to|into|for)\\b|$)`,
  ).exec(step);
  if (!found) return undefined;
  // ("a 32 gallon trash can": the words after the article, the number and its unit.)
  const name = found[1]!.split(' ').slice(3).join(' ');
  return name ? { name, phrase: found[1]! } : undefined;
}

function methodClaims(preamble: string, steps: string[], start: number, minSteps = 2): Draft[] {
  const pairs = steps.map(stepPair).filter((pair) => pair.broad);
  // ("keeping the pork belly in a fridge" before rinsing and baking it: kept there between steps is a
  // step of the process, not storing what it made.)
  const broads = pairs.map((p) => p.broad!);
  const making = broads.filter(
    (step, at) => !STORING.test(step) || broads.slice(at + 1).some((later) => !STORING.test(later)),
  );
  // (Where mixing is all the making there is, keeping the mix is a step of it: "mixing dry; keeping the
  // mixture in a sealed jar so it does not clump".)
  const chosen = uniqueSteps(making.length >= 2 ? making : pairs.map((p) => p.broad!), 8);
  if (chosen.length < minSteps) return [];
  const claims: Draft[] = [{ text: `${preamble}, comprising:\n${list(chosen)}.` }];
  // "a 30 cm pellet tube" in three steps is one limitation (a size of a thing, where "for 30 seconds" of
  // two steps is two): claimed with the first step that says it.
  const claimedNumbers = new Set<string>();
  const numbersAdded = (pair: { broad?: string; full?: string }) =>
    [...pair.full!.matchAll(/\b(?:an?|the) (\d+(?:\.\d+)? [\w-]+ [\w-]+)/g)]
      .map((match) => match[1]!)
      .filter((n) => !pair.broad!.includes(n));
  for (const pair of pairs) {
    if (pair.full && pair.broad && pair.full !== pair.broad && chosen.includes(pair.broad)) {
      const added = numbersAdded(pair);
      // ("… to sit for a day": a time told in words is another number of the step.)
      const inWords = (text: string) => FOR_SPAN_IN_WORDS.test(text);
      const others =
        (pair.full!.match(/\d+(?:\.\d+)?/g) ?? []).length > added.length ||
        (inWords(pair.full!) && !inWords(pair.broad!));
      if (added.length > 0 && !others && added.every((n) => claimedNumbers.has(n))) continue;
      // ("… to sit for a day" after "filling a 20 liter bucket" was claimed: the bucket is the one claimed.)
      const full = added
        .filter((n) => claimedNumbers.has(n))
        .reduce((text, n) => text.replace(`the ${n}`, `the ${n.split(' ').pop()}`), pair.full);
      for (const n of added) claimedNumbers.add(n);
      // ("drilling 20 holes in a 32 gallon trash can": how many holes, and how big the can, are two
      // limitations; the size of the thing is claimed of the thing.)
      const sizes = added.flatMap((n) => sizedThing(full, n) ?? []);
      const sized =
        sizes.length === 1 && (full.match(/\d+(?:\.\d+)?/g) ?? []).length > 1 ? sizes[0] : undefined;
      if (sized) {
        claims.push({
          text: `The method of claim ${start}, wherein the ${sized.name} is ${sized.phrase}.`,
          parent: start,
        });
        claims.push({
          text: `The method of claim ${start}, wherein the step of ${pair.broad} comprises ${full.replace(sized.phrase, `the ${sized.name}`)}.`,
          parent: start,
        });
        continue;
      }
      // ("holding the knife at an angle" in claim 1: the angle, the one thing the dependent adds.)
      const angle =
        /\bat an angle of ((?:about |approximately |roughly |around )?\d+(?:\.\d+)? degrees)$/.exec(full);
      if (/ at an angle$/.test(pair.broad)) {
        claims.push({
          text: `The method of claim ${start}, wherein the angle is ${angle?.[1] ?? full.replace(/^.* at /, '')}.`,
          parent: start,
        });
        continue;
      }
      // ("the step of mixing filtered oil with soy wax comprises mixing 1 part …": the step named by its
      // act, without the mixture it forms, which claim 1 already says.)
      const formed = / to form (?:an? )?[a-z]+$/;
      claims.push({
        text: `The method of claim ${start}, wherein the step of ${pair.broad.replace(formed, '')} comprises ${full.replace(formed, '')}.`,
        parent: start,
      });
    }
  }
  // Steps the independent claim had no room for ("bottling the concentrate") narrow it one at a time.
  const later = uniqueSteps(
    pairs.map((p) => p.full ?? p.broad!),
    8 + 2,
  ).filter((step) => !chosen.some((c) => c === step || pairs.some((p) => p.broad === c && p.full === step)));
  for (const step of later.slice(0, 2))
    claims.push({ text: `The method of claim ${start}, further comprising ${step}.`, parent: start });
  return claims;
}

function mentions(clause: string, element: InventionElement): boolean {
  const head = element.name.split(' ').pop()!;
  return new RegExp(`\\b${head}(?:s|es)?\\b`, 'i').test(clause);
}

/**
 * "having a zippered lid under the seat cushion": every mention of the part's head names something
 * else, the noun after it (the seat's cushion), not the part itself.
 */
function namesInCompound(clause: string, element: InventionElement): boolean {
  const head = element.name.split(' ').pop()!;
  // (Not after a verb: "let the handle swing" names the handle, whatever the tagger makes of "swing".)
  return [
    ...clause.matchAll(
      new RegExp(`(?:\\b([a-z]+) (?:the|an?) )?\\b(${asLiteral(head)}(?:s|es)?)\\b( [a-z]+)?`, 'gi'),
    ),
  ].every((match) => {
    const before = match[1] ? tokens(`it is ${match[1]} the box`)[2] : undefined;
    const next = match[3] ? tokens(`the ${match[2]}${match[3]} is here`)[2] : undefined;
    return !!before && !before.tags.has('Verb') && !!next?.tags.has('Noun') && !next.tags.has('Verb');
  });
}

/**
 * An element that another one is tied to ("slide inside the sleeve") is named first; of two that name
 * each other, the one named outright ("on top of the cooler") comes before the one named only in a
 * compound ("under the seat cushion").
 */
function orderByReference<T extends { element: InventionElement; clause: string }>(items: T[]): T[] {
  const ordered: T[] = [];
  const place = (item: T, depth: number) => {
    if (ordered.includes(item) || depth > items.length) return;
    for (const other of items)
      if (
        other !== item &&
        mentions(item.clause, other.element) &&
        (!mentions(other.clause, item.element) ||
          (!namesInCompound(item.clause, other.element) && namesInCompound(other.clause, item.element)))
      )
        place(other, depth + 1);
    if (!ordered.includes(item)) ordered.push(item);
  };
  for (const item of items) place(item, 0);
  return ordered;
}

/**
 * An element's clause as what is said of it in a closing "wherein": "having a lid and configured to
 * hold cans" → "has a lid and is configured to hold cans"; "configured to …" → "is configured to …".
 */
function predicateOfClause(element: InventionElement, clause: string): string {
  const be = agree(element, 'is', 'are');
  if (!/^having\b/.test(clause)) return `${be} ${clause}`;
  return clause
    .replace(/^having\b/, agree(element, 'has', 'have'))
    .replace(/ and (configured|disposed|positioned)\b/, ` and ${be} $1`);
}

/**
 * "A X, comprising: a; b; and c." An element already introduced inside another's clause ("bolted to
 * a hinge bracket") cannot be introduced again, so what it does moves to a closing "wherein".
 */
function apparatusClaim(preamble: string, items: { element: InventionElement; clause: string }[]): string {
  const lines: string[] = [];
  const later: string[] = [];
  let soFar = `${preamble}, comprising:`;
  for (const { element, clause } of items) {
    const line = `${introduce(element)}${clause ? ` ${clause}` : ''}`;
    const fixed = fixAntecedents(`${soFar}\n${line}`).split('\n').pop()!;
    if (/^the\s/i.test(fixed)) {
      if (clause) later.push(`${refer(element)} ${predicateOfClause(element, clause)}`);
      continue;
    }
    lines.push(line);
    soFar = `${soFar}\n${line}`;
  }
  const wherein = later.length > 0 ? `,\nwherein ${inProse(later)}` : '';
  return `${preamble}, comprising:\n${list(lines)}${wherein}.`;
}

/**
 * "a neoprene gasket" that "could be silicone": claim 1 names "a gasket", and its materials become a
 * Markush group, so that no dependent claim contradicts claim 1.
 */

const SUPPLY_PARTS = /^(?:cord|cable|plug|lead|adapter|charger|battery|batteries)s?$/i;
const INDICATING = /^(?:show|indicate|signal|display|glow|light up|blink|flash|beep|turn (?:red|green|on))\b/;

/** Words a claim cannot measure (MPEP 2173.05(b)): "a soft face mask" is claimed as "a face mask". */
const RELATIVE_WORDS = /^(?:soft|comfortable|lightweight|sturdy|durable|thin|thick)$/i;

/**
 * Each element renamed, and what the others do told with the new names: "checks the thin pressure
 * sensors" of a controller, once the sensors are claimed as "pressure sensors", checks the pressure sensors.
 */
function byNamesClaimed(
  elements: InventionElement[],
  rename: (element: InventionElement) => InventionElement,
): InventionElement[] {
  const renamed = elements.map(rename);
  const changed = renamed
    .map((element, i) => ({ from: elements[i]!.name, to: element.name }))
    .filter(({ from, to }) => from !== to);
  if (changed.length === 0) return renamed;
  const retold = (text: string) =>
    changed.reduce(
      (told, { from, to }) =>
        told.replace(new RegExp(`\\bthe ${asLiteral(from)}(?=(?:s|es)?\\b)`, 'g'), `the ${to}`),
      text,
    );
  // (An element told of with no renamed part is kept as it is: the claim writer compares elements by
  // identity.)
  return renamed.map((element) => {
    const functions = element.functions.map(retold);
    const relations = element.relations.map(retold);
    return functions.some((fn, i) => fn !== element.functions[i]) ||
      relations.some((relation, i) => relation !== element.relations[i])
      ? { ...element, functions, relations }
      : element;
  });
}

function byMaterialKind(element: InventionElement): InventionElement {
  const words = element.name.split(' ');
  const plain = words.filter((word, i) => i === words.length - 1 || !RELATIVE_WORDS.test(word));
  return byMaterial(plain.length < words.length ? { ...element, name: plain.join(' ') } : element);
}

function byMaterial(element: InventionElement): InventionElement {
  const named = element.name.split(' ');
  // "a steel beam" → "a beam" in claim 1, "wherein the beam comprises steel" in a dependent.
  const material = named.slice(0, -1).filter((word) => MATERIAL_WORDS.test(word));
  if (material.length > 0)
    return {
      ...element,
      name: named.filter((word) => !material.includes(word)).join(' '),
      // "a stainless wire rack": the material is stainless steel (said once, however often it was told).
      materials: [material.join(' '), ...element.materials.filter((m) => m !== material.join(' '))],
    };
  const words = element.name.split(' ');
  const single = element.alternatives.filter(
    (alt) => /^[\w-]+$/.test(alt) && !/(?:able|ible|optional)$/.test(alt),
  );
  const first = tokens(words[0] ?? '')[0];
  if (
    words.length < 2 ||
    single.length === 0 ||
    !first ||
    !first.tags.has('Noun') ||
    first.tags.has('Adjective')
  )
    return element;
  return {
    ...element,
    name: words.slice(1).join(' '),
    materials: [words[0]!, ...element.materials],
    alternatives: element.alternatives,
  };
}

/** A step the checker would pass: it reads to its end and names what it acts on. */
function readsAsStep(step: string): boolean {
  return cutClauseProblems(step).length === 0 && stepObjectProblems(step).length === 0;
}

/** Verbs a part does and a user does to it alike: "the cap latches" and "latching the cap". */
const ERGATIVE =
  /^(?:slide|fit|clip|snap|hang|fold|latch|press|charge|tilt|rotate|turn|lock|close|open|swing|pivot|attach|plug|mount)$/;

const SUBORDINATE = /(?:^|\s)(?=(?:when|once|until|if|as|while)\s)/i;

/**
 * What an element of claim 1 does, as steps of using the invention: "gripping the leg with the cam lock
 * once the leg touches a ground surface", "allowing the legs to slide inside the sleeve". The instrument
 * goes with its action, before any condition; a condition with its threshold stays.
 */
/**
 * "folding the telescoping handle down", beside the user's "pushing the handle down flat": what a part does
 * the user already does to it, the same way, is one step, the user's.
 */
function movedByTheUser(step: string, userSteps: (string | undefined)[]): boolean {
  // ("allowing the laundry basket to be rolled when tipped", beside "rolling the laundry basket".)
  const allowed = /^allowing the (.+?) to be ([a-z]+ed)\b/.exec(step);
  if (allowed)
    return userSteps.some(
      (user) => !!user && user.startsWith(`${gerundOf(infinitiveOf(allowed[2]!))} the ${allowed[1]}`),
    );
  const moved = /^[a-z]+ing the (?:[\w-]+ )?([\w-]+) (down|up|out|in|open|closed|back)\b/.exec(step);
  return (
    !!moved &&
    userSteps.some(
      (user) => !!user && new RegExp(`^[a-z]+ing the (?:[\\w-]+ )?${moved[1]} ${moved[2]}\\b`).test(user),
    )
  );
}

/**
 * "the latch uses an electromagnet with a battery": another kind of one of its parts (an electromagnet
 * is a magnet), claimed as that part: "wherein the magnet is an electromagnet with a battery".
 */
function asPartAlternative(limitation: string, elements: InventionElement[]): string {
  const used = /^wherein .+? is further configured to use (an? )([\w-]+)(.*)$/.exec(limitation);
  if (!used) return limitation;
  const [, article, noun, rest] = used;
  const part = elements.find((element) => {
    const head = element.name.split(' ').at(-1)!.toLowerCase();
    return noun!.toLowerCase().endsWith(head) && noun!.length > head.length;
  });
  return part ? `wherein ${refer(part)} ${agree(part, 'is', 'are')} ${article}${noun}${rest}` : limitation;
}

/**
 * "the bracket pushes a ramp that lifts the pin, and the pin falls into the hole": steps the inventor
 * told in one sentence keep that sentence's order, whatever the order of the parts in claim 1.
 */
function inToldOrder(
  steps: { step: string; element: InventionElement }[],
  sentences: string[] = [],
): string[] {
  const told = steps.map(({ step, element }) => {
    const verb = step.replace(/^allowing .+? to /, '').split(' ')[0]!;
    const said = new RegExp(`\\b(?:${verbForms(infinitiveOf(verb)).map(asLiteral).join('|')})\\b`, 'i');
    const source = element.sources.find((sentence) => said.test(sentence));
    // Where the inventor told it: the sentence's place in the story, then the verb's place in it.
    const sentence = source ? sentences.indexOf(source) : -1;
    return { step, source, at: source ? source.search(said) : -1, sentence };
  });
  const ordered = [...told];
  // Steps whose sentence is known are put in the inventor's order among themselves; the others stay.
  const places = told.flatMap((t, i) => (t.source ? [i] : []));
  const sorted = places
    .map((i) => told[i]!)
    .sort((a, b) =>
      a.source === b.source ? a.at - b.at : a.sentence >= 0 && b.sentence >= 0 ? a.sentence - b.sentence : 0,
    );
  places.forEach((place, k) => {
    ordered[place] = sorted[k]!;
  });
  return ordered.map((t) => t.step);
}

/**
 * "causing the wristband to vibrate" before "sending a Bluetooth message to the wristband": a part that
 * signals with no condition told does so once a later step has acted on it.
 */
function signalAfterItsCause(steps: string[]): string[] {
  const ordered = [...steps];
  for (const step of steps) {
    const part = /^causing the ((?:[\w-]+ ){0,2}[\w-]+) to [a-z]+$/.exec(step)?.[1];
    if (!part) continue;
    const at = ordered.indexOf(step);
    // (Before claim 1's antecedents are fixed, a later step may still name it "a wristband".)
    const named = new RegExp(`\\b(?:the|a|an) ${asLiteral(part)}\\b`);
    const cause = ordered.findLastIndex((other, i) => i > at && named.test(other));
    if (cause < 0) continue;
    ordered.splice(at, 1);
    ordered.splice(cause, 0, step);
  }
  return ordered;
}

/** What a part does to be seen or heard: "glow", "beep", "vibrate". */
const SIGNALING = /^(?:glow|light|beep|buzz|vibrate|blink|flash|chime|sound|shine|flicker|pulse)$/;

/** What a part does of itself, with nothing acted on: "slip", "give", "release". */
const INTRANSITIVE_ACTS = /^(?:slip|give|yield|release|disengage|break|snap|collapse|fold|tip|drop|fall)$/;

function stepsDoneBy(element: InventionElement, clause: string): string[] {
  if (!clause.includes('configured to ')) return [];
  // ("each having a magnet switch at a bottom thereof configured to sense …": the switch senses, not the slot.)
  const had =
    /^(?:each )?having an? ((?:[\w-]+ )?[\w-]+?)(?: (?:at|in|on) (?:a|the) [\w-]+(?: thereof)?)? configured to /.exec(
      clause,
    )?.[1];
  const doer = had
    ? element.plural
      ? `the ${pluralOf(had.split(' ').pop()!)}`
      : `the ${had} of the ${element.name}`
    : refer(element);
  // ("… and having a slot …": what it has is no act of using it.)
  const acts = clause.replace(/^.*?configured to /, '').replace(/\s+and having\b.*$/, '');
  return acts
    .split(ACTS_JOINED)
    .map((action) => {
      const [verb, ...rest] = action.split(' ');
      const object = rest.join(' ');
      // ("be pulled up so that the sock slides off": what the user does to the part, "pulling the long
      // handles up so that …".)
      const doneTo =
        verb === 'be' &&
        /^([a-z]+(?:ed|en)) (up|down|back|out|in|apart|together|open|closed)\b(.*)$/.exec(object);
      const doneVerb = doneTo && infinitiveOf(doneTo[1]!);
      if (doneTo && doneVerb && pastParticipleOf(doneVerb) === doneTo[1])
        return `${gerundOf(doneVerb)} ${doer} ${doneTo[2]}${doneTo[3]}`;
      // "stay upright as the shaft tips", "remain closed": a state the part keeps, not a step of using it.
      // ("keep wind from flipping the beach towel" is something done: what it keeps from happening.)
      if (
        /^(?:stay|remain|keep|sleep|wait)$/.test(verb!) &&
        !/^(?:the|a|an)\s/.test(object) &&
        !/^[a-z]+ from [a-z]+ing\b/.test(object)
      )
        return undefined;
      // ("form a top of the pocket", of a fabric layer: what the part is built as, nothing done in using it.)
      if (
        /^(?:form|make up|line|cover)$/.test(verb!) &&
        /^(?:a|the) (?:top|bottom|floor|lid|roof|side|wall|front|back|lining|face) of\b/.test(object)
      )
        return undefined;
      // ("join the panels", of piano hinges: how the parts are built together, nothing done in using it.)
      // ("join the ramps in a middle of the wheel chock": so wherever they are joined.)
      if (/^(?:join|connect|link|hold together)$/.test(verb!) && /^the [\w-]+s\b(?! to\b)/.test(object))
        return undefined;
      // ("pivot", "slide": a part's own motion, told alone, is what a user does with it.)
      if (!object && ERGATIVE.test(verb!)) return `${gerundOf(verb!)} ${doer}`;
      // ("turn red", of an LED: the LED is turned red, a color it shows, no thing it acts on.)
      if (verb === 'turn' && isQuality(object.split(' ')[0]!)) return `turning ${doer} ${object}`;
      // ("glow blue when an hour goes by", "light when milk is ready": a signal the part gives, which
      // using the invention causes.)
      if (
        SIGNALING.test(verb!) &&
        !/\d/.test(action) &&
        (!object ||
          /^(?:when|if|once|until|while|whenever)\s/.test(object) ||
          isQuality(object.split(' ')[0]!))
      )
        return `causing ${doer} to ${action}`;
      // ("drop down next to each other when a sliding collar is pushed up": the user pushes it, and the arms
      // drop, "pushing the sliding collar up so that the arms drop down next to each other".)
      const pushed =
        /^(.+?) when (?:a|an|the) ((?:[\w-]+ ){0,2}[\w-]+) is (pushed|pulled|slid|lifted|turned|twisted|pressed|squeezed) (up|down|back|out|in|open|closed)$/.exec(
          action,
        );
      if (pushed && canBeVerb(verb!))
        return `${gerundOf(infinitiveOf(pushed[3]!))} the ${pushed[2]} ${pushed[4]} so that ${doer} ${thirdPerson(pushed[1]!, element.plural)}`;
      // "slide inside the sleeve" is done by the part itself: "allowing the leg to slide inside the sleeve";
      // so is "drop by gravity into a hole".
      // "light up a ring of LEDs": a verb and its particle act on the object after them.
      // ("hang on the gimbal": where a part hangs or sits, no particle of its verb.)
      const phrasal =
        /^(?:up|down|out|off|on)\s+(?:a|an|the)\b/.test(object) &&
        !(/^on\s/.test(object) && /^(?:hang|sit|rest|slide|fit|clip|snap|latch|mount|attach)$/.test(verb!));
      if (
        !phrasal &&
        // ("rise and fall with the water": a part's own motion, only let happen.)
        /^(?:inside|into|onto|on|in|out|off|over|under|toward|towards|through|up|down|from|against|at|around|back|flat|by|upright|open|closed|shut|and [a-z]+ with|with)\b/.test(
          object,
        )
      )
        // "slide onto the pen body", "latch over the spout": what the part does, a user does with it
        // ("sliding the magnet ring onto the pen body"); a fall or a drop is only let happen.
        // ("swing out and lock level": "swinging the paddles out and locking level".)
        return ERGATIVE.test(verb!)
          ? `${gerundOf(verb!)} ${doer} ${object.replace(/\band ([a-z]+)\b/, (told, next: string) => (ERGATIVE.test(next) ? `and ${gerundOf(next)}` : told))}`
          : `allowing ${doer} to ${action}`;
      // "let the legs fold flat": the element lets it happen; the step is what happens.
      // "… when pressed" said of the valve: the step names what is pressed.
      // ("let a user add air to the air bladder": in using it, the user adds air with it.)
      // ("help a user stand": standing with the side handles, whatever follows the act.)
      const usersAct =
        /^(?:let|allow|help)$/.test(verb!) && /^(?:a|the) users? ([a-z]+)(?: (.+))?$/.exec(object);
      if (usersAct && canBeVerb(usersAct[1]!))
        return `${gerundOf(usersAct[1]!)}${usersAct[2] ? ` ${usersAct[2]}` : ''} with ${doer}`;
      if (/^(?:let|allow|make|ensure|help)$/.test(verb!))
        return `${gerundOf(verb!)} ${object.replace(/\b(when|once|until) ([a-z]+ed)$/, `$1 ${doer} ${agree(element, 'is', 'are')} $2`)}`;
      // "fit pens", "hold cable": what the part can take is what it is, not something done in using it
      // ("hold the drip tray level" is).
      // ("fit a phone and keys": what a pocket takes, with an article too.)
      if (
        /^(?:fit|accommodate)$/.test(verb!) ||
        (/^(?:hold|contain|store|accept|receive)$/.test(verb!) && !/^(?:the|a|an)\s/.test(object))
      )
        return undefined;
      // ("slip if a hose snags": a part's own act under a condition, only let happen.)
      if (/^(?:when|if|once)\s/.test(object) && INTRANSITIVE_ACTS.test(verb!))
        return `allowing ${doer} to ${action}`;
      // "sense when the bike slows down": the whole clause is what it senses.
      // ("sense whether a knife is in the slot", by the switch each slot has: the sensing is the step.)
      if (/^(?:when|whether|if|once)\s/.test(object))
        return had ? `${gerundOf(verb!)} ${object}` : `using ${doer} to ${action}`;
      // "start upon sensing airflow": the part is what starts ("starting the timer module upon …").
      if (/^(?:upon|after|before)\s/.test(object)) return `${gerundOf(verb!)} ${doer} ${object}`;
      const at = SUBORDINATE.exec(object)?.index ?? object.length;
      const done = claimable(withoutNumbers(object.slice(0, at)));
      if (!done) return undefined;
      // A threshold ("when a deceleration exceeds 2 m/s2") is how it works; another number is a detail.
      const condition = object.slice(at).trim();
      // ("release the spring latch when pressed": the user presses the part to release it.)
      const handled =
        /^when (pressed|pushed|pulled|squeezed|turned|twisted|lifted|slid|flipped|tapped)$/.exec(
          condition,
        )?.[1];
      if (handled) return `${gerundOf(infinitiveOf(handled))} ${doer} to ${verb} ${done}`;
      const when = CONDITION.test(` ${condition}`) ? condition : claimable(withoutNumbers(condition));
      // ("stop and log the dose": both verbs of one act are gerunds.)
      const both = done.replace(/^and ([a-z]+)\b/, (_and, second: string) =>
        canBeVerb(second) ? `and ${gerundOf(second)}` : `and ${second}`,
      );
      // ("noticing, with the tilt sensor, every time the bottle is tipped": the part goes before a clause.)
      if (/^(?:every time|each time|whenever|how|what|where|whether)\b/.test(both))
        return `${gerundOf(verb!)}, with ${doer}, ${both}${when ? ` ${when}` : ''}`;
      return `${gerundOf(verb!)} ${both} with ${doer}${when ? ` ${when}` : ''}`;
    })
    .filter((step): step is string => !!step);
}

/**
 * Claim 1 names parts without their material ("a sleeve"), so the other parts' clauses say "the sleeve",
 * not "an aluminum sleeve"; a material told in passing ("a wire rack on a plastic drip tray") becomes
 * the part's material, claimed in a dependent. Works on copies: the model stays as the inventor told it.
 */
function absorbMaterials(elements: InventionElement[]): InventionElement[] {
  const copies = elements.map((e) => ({
    ...e,
    functions: [...e.functions],
    relations: [...e.relations],
    materials: [...e.materials],
  }));
  for (const part of copies) {
    const passing = new RegExp(`\\b(?:a|an|the)\\s+((?:[\\w-]+\\s+)?)${part.name}\\b`, 'gi');
    for (const other of copies) {
      if (other === part) continue;
      for (const key of ['functions', 'relations'] as const)
        other[key] = other[key].map((text) =>
          text.replace(passing, (whole, modifier: string) => {
            const material = modifier.trim();
            if (!material || !MATERIAL_WORDS.test(material)) return whole;
            if (!part.materials.includes(material)) part.materials.push(material);
            return `the ${part.name}`;
          }),
        );
    }
  }
  return copies;
}

/**
 * "pressing the button" of a push-button valve: the user acts on the part claim 1 names, so the step
 * says "pressing the push-button valve" (a part named "button" of its own is left as it is).
 */
function byClaimedName(step: string, parts: InventionElement[]): string {
  // ("snapping the lid shut", of a hinged lid; "pulling off the head", of a hose head: the part by the name
  // claim 1 gives it.)
  const shut = /\b(?:the|a|an) ([a-z]+)(?=(?: (?:shut|open|closed|off|out))?$)/.exec(step);
  const fuller = shut && parts.filter((part) => part.name.split(' ').pop() === shut[1]);
  if (shut && fuller?.length === 1 && fuller[0]!.name !== shut[1])
    return `${step.slice(0, shut.index)}${refer(fuller[0]!)}${step.slice(shut.index + shut[0].length)}`;
  const object = /\b(?:the|a|an) ([a-z]+)$/.exec(step);
  if (!object || parts.some((part) => part.name.split(' ').pop() === object[1])) return step;
  const qualifies = (part: InventionElement) =>
    part.name
      .split(/[\s-]+/)
      .slice(0, -1)
      .includes(object[1]!);
  const part = parts.find(qualifies);
  return part ? `${step.slice(0, object.index)}${refer(part)}` : step;
}

/** "the" before something a claim must introduce: not a place on a part, not a quantity ("the height"). */
const NAMING_THE = new RegExp(
  `\\bthe\\b(?!\\s+(?:top|bottom|front|back|side|end|underside|middle|center|(?:(?:highest|lowest|last|previous) )?(?:${QUANTITY_NOUNS}))\\b)`,
  'gi',
);

function articleClaims(model: InventionModel): Draft[] {
  const subject = model.subject;
  const named = absorbMaterials(
    byNamesClaimed(
      model.elements.filter((element) => isNounPhrase(element.name)),
      byMaterialKind,
    ),
  );
  // The parts the inventor listed come first: they are what the inventor sees as the invention.
  // ("holes in the roller core": a part only other parts' clauses name is one they need.)
  const namedByOthers = (e: InventionElement) =>
    named.some(
      (other) =>
        other !== e &&
        [...other.functions, ...other.relations].some((told) =>
          new RegExp(`\\bthe ${asLiteral(e.name.split(' ').slice(-2).join(' '))}\\b`, 'i').test(told),
        ),
    );
  const candidates = [
    ...named.filter((e) => e.listed),
    ...named.filter(
      (e) =>
        !e.listed &&
        (e.functions.length > 0 ||
          e.materials.length > 0 ||
          e.relations.length > 0 ||
          e.measures.length > 0 ||
          namedByOthers(e)),
    ),
  ];
  // "at the front of the dish rack" names the invention itself, not the wire rack.
  const partsNamed = (clause: string) => clause.replaceAll(`the ${subject}`, '');
  const withClause = candidates
    .map((element) => ({ element, clause: elementClause(element, named, subject) }))
    .filter((c): c is { element: InventionElement; clause: string } => !!c.clause);
  // A part that only sits on another part ("a bubble level on top of the beam", "rubber feet on each
  // leg"), doing nothing claim 1 says and used by no other part, is an accessory: a dependent claim.
  // ("The seat sits on top of an insulated cooler box", told in the summary: what the summary is about
  // is what the invention is, not an accessory.)
  const summaryIsAbout = (element: InventionElement) =>
    model.advantages.some((sentence) =>
      // ("A 3x magnifying lens sits on an arm …": so when it is introduced there.)
      new RegExp(
        `^(?:the|an?) (?:[\\w-]+ )?${asLiteral(element.name)}s? (?:sits?|rests?|is|are)\\b`,
        'i',
      ).test(sentence),
    );
  const accessory = ({ element, clause }: { element: InventionElement; clause: string }) =>
    !element.essential &&
    // (The blade at the end of a shovel's shaft is what shovels, no accessory; nor is a sensor housed in a
    // part, "a bend sensor along the back of the knee inside the sleeve", which tells the parts what they
    // act on.)
    !isWorkingEnd(element, model.subject) &&
    !(/(?:sensor|detector)$/.test(element.name) && /\b(?:inside|within|along)\b/.test(clause)) &&
    !summaryIsAbout(element) &&
    element.functions.length === 0 &&
    /^(?:disposed|positioned)\b/.test(clause) &&
    // ("a reset button disposed on top of the plug-in guard": a place on the whole does as much, but for a
    // part whose name says it joins the whole to something, "a nebulizer cup connector at a bottom of the mask".)
    (named.some((other) => other !== element && mentions(partsNamed(clause), other)) ||
      (/^(?:disposed|positioned) (?:on|at) (?:top|the (?:top|bottom|side|front|back)) of the\b/.test(
        clause,
      ) &&
        clause.endsWith(`the ${subject}`) &&
        !/(?:connector|port|adapter|coupling|inlet|outlet|mount)$/.test(element.name)) ||
      // ("holes disposed along sides for air", "a strap positioned around a middle joint": along the whole's
      // sides, or around the body part it is worn on.)
      /^(?:disposed|positioned) (?:along|around|on) (?:an? |the )?(?:sides|(?:[a-z]+ )?(?:joint|wrist|ankle|finger|toe|thumb))\b(?: for [a-z]+)?$/.test(
        clause,
      )) &&
    !withClause.some((other) => other.element !== element && mentions(partsNamed(other.clause), element));
  // A cord, or a light that only shows a state, which the summary never names is not what makes the
  // invention work (the ice scraper's cord and warm-blade LED): a dependent claim.
  const inSummary = (element: InventionElement) =>
    model.advantages.some((sentence) => mentions(sentence.toLowerCase(), element));
  // (Nor is a part that only stores it on something else, "a clip … that snaps onto the broom stick so they
  // store together", which the summary never names.)
  const supporting = ({ element }: { element: InventionElement }) =>
    !element.essential &&
    !inSummary(element) &&
    (SUPPLY_PARTS.test(element.name.split(' ').pop()!) ||
      (element.functions.length > 0 && element.functions.every((fn) => INDICATING.test(fn))) ||
      (element.functions.length > 0 &&
        element.functions.every(
          (fn) =>
            (/^(?:snap|clip|hook|hang|fasten|strap) (?:onto|on|to|over|from) the (?:[\w-]+ )?[\w-]+$/.test(
              fn,
            ) &&
              !named.some((other) => mentions(fn, other))) ||
            // ("a strap keeps it closed when folded": how it is stored.)
            / (?:closed|shut|together) when (?:folded|stored|packed)$/.test(fn),
        )));
  const working = withClause
    .filter((c) => !isOptional(c.element) && !accessory(c) && !supporting(c))
    .slice(0, MAX_CLAIM_ONE_ELEMENTS);
  // A part the inventor marked essential in the invention map is in claim 1, bare if nothing more is known.
  const essentialBare = candidates
    .filter((element) => element.essential && !withClause.some((c) => c.element === element))
    .map((element) => ({ element, clause: '' }));
  if (working.length === 0 && essentialBare.length === 0) return [];
  // A structural element the others are connected to ("under the beam") comes first, bare.
  const referenced = candidates.filter(
    (element) =>
      !isOptional(element) &&
      !working.some((c) => c.element === element) &&
      working.some(
        (c) =>
          new RegExp(`\\bthe (?:[\\w-]+ )?${element.name.split(' ').pop()}s?\\b`, 'i').test(
            partsNamed(c.clause),
          ) ||
          // "send a message over a cellular LTE-M modem" of a sensor whose parts include the LTE-M modem.
          new RegExp(`\\b(?:a|an) (?:[\\w-]+ ){0,2}?${asLiteral(element.name)}\\b`, 'i').test(c.clause),
      ),
  );
  // What the whole does under a condition on one of its parts ("sends a radio signal to the valve when
  // water bridges the stainless steel contacts") is how it works: claim 1 closes with it, and the part the
  // condition names is in claim 1.
  // ("turns on by itself when it becomes dark", of a stake whose light sensor detects just that: the
  // sensor is what tells it the condition.)
  const sensorOf = (fn: string) =>
    candidates.filter(
      (element) =>
        !isOptional(element) &&
        /\b(?:sensor|detector)$/.test(element.name) &&
        element.functions.some((own) => own === `detect ${/\b(?:when|once|if)\b.*$/.exec(fn)?.[0]}`),
    );
  // ("Window Screen That Rolls Up into a Box", told of no part and not again of the whole: the title's
  // act, when it names a part claim 1 has, is how the parts work together.)
  const [titleVerb = '', ...titleRest] = model.purpose.split(' ');
  // ("stay on tile with lever-locked suction cups": the parts it does it with are claimed as parts.)
  const titledRest = titleRest
    .join(' ')
    .replace(/\s+with\s+.+$/, (parts) => (candidates.some((e) => mentions(parts, e)) ? '' : parts));
  // ("Bandage That Has a Strip …": what it has is parts, no act of the whole.)
  const titled =
    // ("Lantern That Is Also a Bluetooth Speaker": what it is, no act.)
    /ing$/.test(titleVerb) && !/^(?:having|including|comprising|containing|being)$/.test(titleVerb)
      ? `${infinitiveOf(titleVerb)} ${titledRest}`
      : '';
  const namesAPart = candidates.some((element) =>
    new RegExp(`\\b${asLiteral(element.name)}\\b`, 'i').test(titleRest.join(' ')),
  );
  const toldOfSomething = [model.body, ...named].some((element) =>
    element.functions.some((fn) => fn.split(' ')[0] === infinitiveOf(titleVerb)),
  );
  // ("Dog Ramp … That Folds in Thirds", of panels joined by piano hinges: the hinges are what it folds on.)
  const hingedFold =
    /^(?:folding|collapsing)$/.test(titleVerb) &&
    candidates.some((element) => /\bhinges?$/.test(element.name));
  const wholeActs =
    titled && (namesAPart || hingedFold) && !toldOfSomething
      ? [...model.body.functions, titled]
      : model.body.functions;
  // ("spin and wind the hose in", of a reel "That Winds the Hose Back Up": the title's act, told with another.)
  const saysTitleAct = (fn: string) =>
    !!titleVerb && new RegExp(`^(?:[a-z]+ and )?${asLiteral(infinitiveOf(titleVerb))}\\b`).test(fn);
  const wholeAct = wholeActs
    .filter((fn) => /\b(?:when|once|if)\b/.test(fn) || fn === titled || saysTitleAct(fn))
    .map((fn) => {
      const parts = candidates.filter(
        (element) => !isOptional(element) && (mentions(fn, element) || sensesWhatItNames(element, fn)),
      );
      const sensors = parts.length === 0 ? sensorOf(fn) : [];
      const sensor = sensors.length === 1 ? sensors[0]! : undefined;
      return sensor
        ? {
            fn: fn.replace(/\b(when|once|if)\b/, `$1 ${withArticle(sensor.name)} detects that`),
            parts: [sensor],
          }
        : { fn, parts };
    })
    // (A claim 1 of one working part closes with what the whole does even when it names no part; so does
    // one whose title says the whole does it, "Sprinkler Timer That Skips Watering".)
    // (Only one a claim can say: "tell the user on the phone when it needs scooping" cannot.)
    .filter(
      ({ fn, parts }) =>
        (parts.length > 0 || working.length < 2 || saysTitleAct(fn) || ONCE_OPENED.test(fn)) &&
        !!claimable(withoutNumbers(fn)),
    )
    // ("folds flat on the hinge" and, "opened up, wedges under the tire": the title's act and what the
    // whole does once opened, together how it works.)
    .reduce<{ fn: string; parts: InventionElement[] } | undefined>(
      (first, act) =>
        !first
          ? act
          : saysTitleAct(first.fn) && ONCE_OPENED.test(act.fn) && !/ and /.test(first.fn)
            ? { fn: `${first.fn} and ${act.fn}`, parts: [...first.parts, ...act.parts] }
            : first,
      undefined,
    );
  const conditioned = (wholeAct?.parts ?? []).filter(
    (element) => !working.some((c) => c.element === element) && !referenced.includes(element),
  );
  const bare = [...referenced.filter((element) => !element.essential).slice(0, 2), ...conditioned];
  const first = orderByReference([
    ...bare.map((element) => ({ element, clause: '', told: '' })),
    ...essentialBare.map((item) => ({ ...item, told: '' })),
    // The part claim 1 introduces on its own line, called by that name in the others' clauses (what the
    // clause told, for the limitations it leaves to dependents).
    ...working.map(({ element, clause }) => ({
      element,
      told: clause,
      clause: bare.reduce(
        (told, part) =>
          told.replace(
            new RegExp(`\\b(?:a|an) (?:[\\w-]+ ){0,2}?${asLiteral(part.name)}\\b`, 'gi'),
            `the ${part.name}`,
          ),
        clause,
      ),
    })),
  ]);
  // ("cut the power when the phone has been gone for 10 minutes": a condition that is nothing without
  // its number keeps it.)
  const broadWhole = wholeAct && claimable(withoutNumbers(wholeAct.fn));
  const wholeClause =
    broadWhole && !/\b(?:when|once|if)\b/.test(broadWhole) ? claimable(wholeAct.fn) : broadWhole;
  // ("Toothbrush Holder That Dries the Brushes", whose fan blows air past the toothbrush heads: the title's
  // act, on what the parts work on and claimed nowhere else, is what the whole is for.)
  // ("Cutting Board That Weighs What Is Chopped", whose display shows the weight: so is an act whose own
  // word a part's clause says.)
  const actedOn =
    titled && !namesAPart && !toldOfSomething && !wholeAct
      ? (/^(?:the )?((?:[\w-]+ )?([a-z]+?)(?:es|s))$/.exec(titledRest.trim()) ??
        /^(what is [a-z]+ed)()$/.exec(titledRest.trim()))
      : null;
  const actWord = infinitiveOf(titleVerb);
  let forWhat =
    actedOn && first.some(({ told }) => new RegExp(asLiteral(actedOn[2] || actWord)).test(told))
      ? ` for ${titleVerb} ${actedOn[1]}`
      : '';
  const served = forWhat
    ? undefined
    : servedInPreamble(
        model,
        candidates.map((element) => element.name),
        [...first.map(({ clause }) => clause), wholeClause ?? ''],
      );
  if (served) {
    forWhat = served.preamble;
    for (const item of first) item.clause = served.named(item.clause);
  }
  // ("a frame … configured to hold a compression sock open", whose handles are pulled up "so that the sock
  // slides off": what the whole is for introduces what its parts then work on, in the preamble.)
  const heldThing =
    !forWhat && wholeClause
      ? /^([a-z]+) (an? ((?:[\w-]+ ){0,2}?([\w-]+)))( (?:open|closed|shut|upright|flat|steady|together|in place))?$/.exec(
          wholeClause,
        )
      : null;
  const heldMention = heldThing && new RegExp(`\\bthe (?:[\\w-]+ )?${asLiteral(heldThing[4]!)}\\b`, 'g');
  const forHolding =
    heldThing &&
    heldMention &&
    first.some(({ clause }) => new RegExp(heldMention.source).test(clause)) &&
    !candidates.some((element) => element.name.split(' ').pop() === heldThing[4]);
  if (forHolding) {
    forWhat = ` for ${gerundOf(heldThing[1]!)} ${heldThing[2]}${heldThing[5] ?? ''}`;
    for (const item of first) item.clause = item.clause.replace(heldMention, `the ${heldThing[3]}`);
  }
  const parts = apparatusClaim(`${withArticle(subject).replace(/^a/, 'A')}${forWhat}`, first);
  // (The parts claim 1 introduced are "the" parts in what the whole does with them.)
  const worksBy =
    wholeClause && !forHolding
      ? first.reduce(
          (text, { element }) =>
            text.replace(
              new RegExp(
                `\\b(?:a|an|the) (?:[\\w-]+ ){0,2}?${asLiteral(element.name.split(' ').pop()!)}(?:s|es)?\\b`,
                'gi',
              ),
              // ("when the water sensor … gets wet", beside a current sensor: another part of that kind, by name.)
              (mention) =>
                first.some(
                  (other) =>
                    other.element !== element &&
                    other.element.name.includes(' ') &&
                    mention.toLowerCase().endsWith(other.element.name.toLowerCase()),
                )
                  ? mention
                  : refer(element),
            ),
          served ? served.named(wholeClause) : wholeClause,
        )
      : undefined;
  const claims: Draft[] = [
    {
      text: worksBy
        ? parts.replace(
            /\.$/,
            `${/\nwherein /.test(parts) ? ', and' : ',\nwherein'} the ${subject} is configured to ${worksBy}.`,
          )
        : parts,
    },
  ];
  const dependents: Draft[] = [];
  for (const { element, told } of first)
    for (const limitation of elementLimitations(element, told).slice(0, 3))
      dependents.push({ text: `The ${subject} of claim 1, ${limitation}.`, parent: 1 });
  // ("The therapist sets the target angle in the app, usually 90 degrees at first": the value a setting claim
  // 1 names, no part, is told to have.)
  for (const told of model.told ?? []) {
    const set =
      /^The ((?:[\w-]+ )?[\w-]+) is ((?:about )?\d+(?:\.\d+)? (?:degrees|minutes|seconds|hours|percent))(?: at first)?\.?$/.exec(
        told,
      );
    if (
      set &&
      !model.elements.some((element) => element.name === set[1]) &&
      new RegExp(`\\b(?:a|the) ${asLiteral(set[1]!)}\\b`).test(claims[0]!.text)
    )
      dependents.push({ text: `The ${subject} of claim 1, wherein the ${set[1]} is ${set[2]}.`, parent: 1 });
  }
  for (const { element, clause } of withClause.filter((c) => !first.some((f) => f.element === c.element)))
    dependents.push({
      text: `The ${subject} of claim 1, further comprising ${introduce(element)} ${clause}.`,
      parent: 1,
    });
  // What the inventor said of the whole ("the lid is molded polypropylene").
  // (Not what claim 1's closing "wherein" already says, with its number.)
  const claimOneWords = new Set(claims[0]!.text.toLowerCase().match(/[a-z0-9]+/g) ?? []);
  // (Most of its words: claim 1 may name the parts shorter, "the valve" for "a motorized valve".)
  const saidInClaimOne = (limitation: string) => {
    const words =
      limitation
        .replace(/^wherein the [\w -]+? (?=[a-z]+s\b)/, '')
        .replace(/ is (?:further )?configured to /, ' ')
        .toLowerCase()
        .match(/[a-z0-9]{4,}|\d+/g) ?? [];
    const said = words.filter((word) => claimOneWords.has(word) || claimOneWords.has(word.replace(/s$/, '')));
    return words.length > 0 && said.length >= 0.75 * words.length;
  };
  // ("The ladder leveler is an aluminum channel that …" where claim 1 names the channel: the whole is not
  // the part it comprises.)
  const isAPartOfIt = (material: string) =>
    model.elements.some((e) =>
      new RegExp(`^(?:a|an) (?:[\\w-]+ )?${asLiteral(e.name)}$`, 'i').test(material),
    );
  const ofTheWhole = elementLimitations(
    { ...model.body, name: subject, materials: model.body.materials.filter((m) => !isAPartOfIt(m)) },
    undefined,
  )
    .filter((l) => !(/\d/.test(l) && saidInClaimOne(l)))
    // ("configured to snap into the rim groove with the gasket": what claim 1 closes with is not told again.)
    .filter((l) => {
      const bare = (text: string) => text.replace(/\b(?:a|an|the)\s+/g, '');
      return !bare(claims[0]!.text).includes(bare(l.replace(/^.*? is configured to /, 'configured to ')));
    })
    // (What it fits or plugs into, "fit a standard US outlet", "snap onto the rim", is how it meets the world: a
    // further limitation.)
    .map((l) =>
      l
        .replace(
          // ("fold flat to go in a pocket": how it stows is one too.)
          / is configured to (?=(?:fit|plug into|screw into|mount on|attach to|connect over|connect to|snap onto|snap into|snap on|clip onto|clip on|clip to|clamp onto|clamp to) |fold flat\b|collapse\b)/,
          ' is further configured to ',
        )
        // ("snap onto the rim", of the bucket it goes on: what it meets is no part claimed, "a rim".)
        .replace(
          /( is further configured to (?:snap|clip|clamp) (?:onto|into|on|to)) the ([\w-]+)$/,
          (told, fits: string, what: string) =>
            model.elements.some((e) => e.name.split(' ').at(-1) === what)
              ? told
              : `${fits} ${withArticle(what)}`,
        ),
    )
    // ("send an alert to the phone when there are more than six visits in a day": what the whole does under a
    // condition claim 1 does not close with is a further limitation too.)
    .map((l) =>
      / is configured to .+ \b(?:when|if|once)\b/.test(l) && !saidInClaimOne(l)
        ? l.replace(' is configured to ', ' is further configured to ')
        : l,
    );
  // (Counted by the names claim 1 gives them: "a plurality of pressure sensors".)
  const counts = pluralCountLimitations(claims[0]!.text, named, model.told ?? []);
  for (const limitation of counts)
    dependents.push({ text: `The ${subject} of claim 1, ${limitation}.`, parent: 1 });
  // ("wherein the digital gauge has two buttons" beside "the plurality of buttons consists of two buttons".)
  const countedTwice = (limitation: string) => counts.some((count) => sameCount(limitation, count));
  dependents.splice(0, dependents.length, ...dependents.filter((d) => !countedTwice(d.text)));
  for (const limitation of ofTheWhole
    .filter((l) => !/ configured to/.test(l) || /further configured/.test(l))
    .map((l) => asPartAlternative(l, candidates))
    .slice(0, 4))
    dependents.push({ text: `The ${subject} of claim 1, ${limitation}.`, parent: 1 });
  // ("The cup is … with a raised rim so the heel stays centered": a feature the whole has, which claim 1
  // does not name, is a further element of its own.)
  for (const relation of model.body.relations) {
    const feature = /^having (an? (?:[\w-]+ ){0,2}[\w-]+)$/.exec(relation)?.[1];
    const name = feature?.replace(/^an? /, '');
    if (
      feature &&
      name &&
      !new RegExp(`\\b${asLiteral(name.split(' ').pop()!)}\\b`).test(claims[0]!.text) &&
      !model.elements.some((element) => element.name === name)
    )
      dependents.push({ text: `The ${subject} of claim 1, further comprising ${feature}.`, parent: 1 });
  }
  // "It runs on two AAA batteries": what powers the whole.
  const powered = model.body.relations
    // (One with a number, "a CR1632 coin cell for about a year", is claimed with the whole's measures.)
    .filter((r) => /^(?:powered|driven) by /.test(r) && !/\d/.test(r))
    .map((r) => claimable(r))
    .filter((phrase): phrase is string => !!phrase)
    .map((phrase) => `wherein the ${subject} is ${phrase}`);
  for (const limitation of powered)
    dependents.push({ text: `The ${subject} of claim 1, ${limitation}.`, parent: 1 });
  // "The user can reset it by pressing the dial down and turning it": how it is made to be reset.
  for (const { action } of model.optionalSteps) {
    const byUser = new RegExp(`^([a-z]+ing) the ${asLiteral(subject)} (by [a-z]+ing .+)$`).exec(action);
    const done = byUser && pastParticipleOf(infinitiveOf(byUser[1]!));
    const how = byUser && claimable(byUser[2]!);
    if (done && how)
      dependents.push({
        text: `The ${subject} of claim 1, wherein the ${subject} is configured to be ${done} ${how}.`,
        parent: 1,
      });
  }
  // "so the whole thing carries like a backpack with two straps": the straps are parts it has, named by
  // what the whole does with them.
  for (const fn of model.body.functions) {
    // ("like", which a claim cannot use, becomes what it is carried as.)
    const by = /^([a-z]+) like (an? [\w -]+?) with (two|three|four|five|six|\d+) ([a-z]+s)$/.exec(fn);
    if (by && !named.some((element) => mentions(by[4]!, element)))
      dependents.push({
        text: `The ${subject} of claim 1, further comprising ${by[3]} ${by[4]} for ${gerundOf(by[1]!)} the ${subject} as ${by[2]}.`,
        parent: 1,
      });
  }
  for (const part of model.optionalParts) {
    const phrase = claimable(part);
    if (phrase)
      dependents.push({
        text: `The ${subject} of claim 1, further comprising ${withArticle(phrase)}.`,
        parent: 1,
      });
  }
  // Parts the inventor listed that claim 1 leaves out: each a limitation of its own.
  for (const element of candidates)
    if (
      element.listed &&
      !first.some((c) => c.element === element) &&
      !withClause.some((c) => c.element === element)
    )
      dependents.push({
        text: `The ${subject} of claim 1, further comprising ${introduce(element)}.`,
        parent: 1,
      });
  // A short claim set: parts the inventor described but never listed ("The body is glass-filled nylon")
  // are further limitations too, with what they are made of.
  // (Not one claim 1 introduces inside another's clause: "hubs, each having a plurality of wheels".)
  const inClaimOne = (e: InventionElement) =>
    e.plural && claims[0]!.text.includes(`a plurality of ${pluralOf(e.name)}`);
  // (Such a part keeps what it is made of and its size: "wherein the wheels are 10 cm rubber".)
  for (const element of named.filter((e) => inClaimOne(e) && !first.some((f) => f.element === e)))
    for (const limitation of elementLimitations(element, undefined)
      .filter((l) => / (?:comprises?|is|are) /.test(l) && !/ configured | disposed | positioned /.test(l))
      .slice(0, 2))
      dependents.push({ text: `The ${subject} of claim 1, ${limitation}.`, parent: 1 });
  if (dependents.length < 8)
    for (const element of named.filter(
      (e) =>
        !e.listed &&
        !inClaimOne(e) &&
        (e.materials.length > 0 || e.measures.length > 0) &&
        !candidates.some(
          (c) => c === e && (first.some((f) => f.element === e) || withClause.some((w) => w.element === e)),
        ),
    )) {
      const what = elementLimitations(element, undefined).find((l) =>
        // ("wherein the collar spring comprises stainless steel": a name of two words too.)
        /^wherein \S+ (?:\S+ ){0,2}?(?:comprises?|is|are) /.test(l),
      );
      dependents.push({
        text: `The ${subject} of claim 1, further comprising ${introduce(element)}${what ? `, ${what}` : ''}.`,
        parent: 1,
      });
      // ("The case is ABS plastic with a rubber grip": the grip it has is a limitation of its own.)
      const feature = element.relations.map((r) => claimable(r)).find((r) => !!r && /^having an? /.test(r));
      if (what && feature)
        dependents.push({
          text: `The ${subject} of claim 1, further comprising ${introduce(element)}, wherein ${refer(element)} ${predicateOf(element, feature)}.`,
          parent: 1,
        });
      // ("The bowl is ceramic and holds 2 liters": how much it holds, a limitation of its own too; so is
      // what it weighs, "is glass-filled nylon and weighs 90 grams".)
      for (const fn of element.functions.filter((f) => /^(?:hold|weigh) (?:about |up to )?\d/.test(f))) {
        const [verb, ...amount] = fn.split(' ');
        if (what)
          dependents.push({
            text: `The ${subject} of claim 1, further comprising ${introduce(element)}, wherein ${refer(element)} ${agree(element, presentOf(verb!), verb!)} ${amount.join(' ')}.`,
            parent: 1,
          });
      }
    }
  // A limitation whose "the …" names nothing claimed ("turn the LEDs up" beside the LED array, "inside
  // the light" of the light itself) is struck rather than given a new part.
  // (As claim 1 will read: "watch for the phone" there introduces "a phone".)
  const claimOne = fixAntecedents(claims[0]!.text);
  // "at the back" may become "at a back"; "the LEDs" that claim 1 never named may not.
  // The summary's paraphrase of a function claim 1 states with its condition ("turn the LEDs up to full
  // brightness" beside "drive the LED array at full power when a deceleration exceeds 2 m/s2") adds nothing.
  const summary = model.advantages.join(' ');
  const paraphrases = first
    .filter((c) => CONDITION.test(c.clause))
    .flatMap((c) =>
      // ("send another text when …" is a second act, not the first told again.)
      c.element.functions.filter(
        (f) => !/\d/.test(f) && !/\banother\b/.test(f) && summary.includes(presentOf(f.split(' ')[0]!)),
      ),
    )
    .map((f) => `configured to ${claimable(f)}.`);
  const theCount = (text: string) => (text.match(NAMING_THE) ?? []).length;
  const introducedInOne = introducedPhrases(claimOne);
  // ("send a notification to the phone", told of "your phone": the user's phone, which claim 1 does not
  // name, is a phone.)
  for (const dependent of dependents)
    dependent.text = dependent.text.replace(
      /\b(to|on|from) the (phone|smartphone|tablet|computer)\b/g,
      (told, to: string, device: string) =>
        new RegExp(`\\b(?:a|an) ${device}\\b`).test(claimOne) ? told : `${to} a ${device}`,
    );
  const based = dependents.filter((d) => {
    if (paraphrases.some((p) => d.text.endsWith(p))) return false;
    const fixed = fixAntecedents(d.text, introducedInOne, claimOne);
    // ("the heat" after claim 1's "turn heat off": a substance, named bare before.)
    return (
      (theCount(fixed) >= theCount(d.text) || massOnly(d.text, fixed)) &&
      !insideSubject(d.text.replace(/\.$/, ''), subject)
    );
  });
  claims.push(...based.slice(0, 13));
  // A part added in a dependent claim keeps what it is made of, in a claim of its own on that one
  // ("The folding sawhorse of claim 6, wherein the feet comprise rubber").
  // (So does a listed part added bare: "further comprising a battery", then "the battery is a 100 mAh
  // battery".)
  const addedBare = candidates
    .filter((element) => element.listed && !first.some((c) => c.element === element))
    .filter((element) => !withClause.some((c) => c.element === element))
    .map((element) => ({ element, clause: '' }));
  for (const { element, clause } of [
    ...withClause.filter((c) => !first.some((f) => f.element === c.element)),
    ...addedBare,
  ]) {
    // ("further comprising a bowl, wherein the bowl comprises … ceramic and stainless steel": added with
    // its material, the claim a further one hangs on.)
    const parent = claims.findIndex(
      (claim) =>
        claim.text.endsWith(`further comprising ${introduce(element)}${clause ? ` ${clause}` : ''}.`) ||
        claim.text.includes(`further comprising ${introduce(element)}, wherein `),
    );
    const said = parent >= 0 ? claims[parent]!.text : '';
    // (What it is made of, and a feature it has: "comprises ABS plastic", "has a rubber grip"; how much it
    // holds: "is configured to hold 2 liters".)
    const details = elementLimitations(element, clause)
      .filter(
        (l) =>
          (/ (?:comprises?|is|are|has|have|lasts?|weighs?) /.test(l) &&
            !/ configured | disposed | positioned /.test(l)) ||
          / configured to hold (?:about |up to )?\d/.test(l) ||
          // ("fill lines … disposed on the side … for 1 and 2 tablespoons": what they mark, by number.)
          (/ disposed /.test(l) && /\d/.test(l) && !/\d/.test(clause)),
      )
      .filter((l) => !said.includes(l.replace(/^wherein /, '')))
      .slice(0, 2);
    for (const detail of details)
      if (parent > 0 && claims.length < 14)
        claims.push({ text: `The ${subject} of claim ${parent + 1}, ${detail}.`, parent: parent + 1 });
  }

  // The method of using it: the user's actions, then what the elements do.
  const methodNumber = claims.length + 1;
  // Every part of claim 1, so that the steps and the mirrored details have their antecedents.
  const providing = `providing ${withArticle(subject)} comprising ${inProse(first.map((c) => introduce(c.element)))}`;
  const claimed = first.map((c) => c.element);
  // "You lift a knob … to open it": releasing ends the use, after what the parts do.
  const releasing = (source: string) => /\bto (?:open|release|unlock|remove|detach)\b/i.test(source);
  // ("You set the number, pump until it beeps, pull the head off": taking a part off after other acts ends
  // the use too; "take the cap off, …" opens it.)
  const detaching = (step: InventionStep, at: number) =>
    /^(?:pulling|taking|lifting|unscrewing) (?:[\w-]+ )+off$/.test(step.action) &&
    model.useSteps.slice(0, at).some((before) => before.source === step.source);
  const userActs = (last: boolean) =>
    model.useSteps
      .filter((s, at) => (releasing(s.source) || detaching(s, at)) === last)
      // "pressing a tare button to zero (it)": a purpose whose object was a pronoun says nothing.
      .map((s) => s.action.replace(/\s+on top\b(?!\s+of)/, '').replace(/\s+to [a-z]+$/, ''))
      .filter(
        (a) =>
          a.split(' ').length >= 2 &&
          !/ing$/.test(a.split(' ')[1]!) &&
          !/[a-z][A-Z]/.test(a) &&
          // "doing the shot", "getting it": verbs that say nothing a claim could use.
          !/^(?:doing|getting|having|making|going)\b/.test(a) &&
          // ("putting it away" says nothing; "putting the roller in the tray" says where a thing goes.)
          !/^putting\b(?! the [\w-]+ (?:in|into|on|onto|under) (?:the|a|an) )/.test(a) &&
          // "carrying out", "setting down": a verb and its particle, with what it acts on lost.
          !/^[a-z]+ing (?:out|down|up|off|in|on|back|over|away|around)$/.test(a),
      )
      .map((action) => byClaimedName(action, claimed))
      .map((action) => claimable(withoutNumbers(action)));
  const elementSteps = signalAfterItsCause(
    inToldOrder(
      first.flatMap((c) => stepsDoneBy(c.element, c.clause).map((step) => ({ step, element: c.element }))),
      model.told,
    ),
  );
  // ("wherein the leak puck is configured to send a radio signal to the valve when water bridges the
  // contacts": what the whole does, claim 1's closing, is a step of using it too.)
  const closingSteps = (
    new RegExp(`,\\nwherein the ${asLiteral(subject)} is configured to (.+)\\.$`, 's').exec(
      claims[0]?.text ?? '',
    )?.[1] ?? ''
  )
    .split(ACTS_JOINED)
    .flatMap((act) => act.split(/ and (?=[a-z]+ (?:under|over|into|onto|flat|open|shut|against)\b)/))
    // ("fold flat on the hinge and wedge under a tire when opened": what the whole does, done to it in using
    // it, "folding the wheel chock flat on the hinge".)
    .map((act) =>
      act.replace(
        /^([a-z]+) (?=(?:flat|open|shut|closed|upright|under|over|against|around)\b)/,
        (whole, verb: string) => (canBeVerb(verb) ? `${verb} the ${subject} ` : whole),
      ),
    )
    .filter((act) => /^[a-z]+ (?:the|a|an) /.test(act) && canBeVerb(act.split(' ')[0]!))
    .map((act) => act.replace(/^([a-z]+)/, (verb) => gerundOf(verb)));
  const usableStep = (s: string | undefined): s is string =>
    !!s && s.split(' ').length >= 2 && readsAsStep(s);
  const ending = userActs(true).filter(usableStep);
  // (Read once: each part's step is checked against them below.)
  const userSteps = userActs(false);
  const steps = closingAfterWhatItWaitsFor(
    poweredActsFirst(
      placedBeforeFilled(
        // (The act that ends the use keeps its place when the parts' acts are many.)
        uniqueSteps(
          [
            ...uniqueSteps(
              [
                ...userSteps.map((s) => (s && toldByAPart(s, elementSteps)) ?? s),
                ...closingSteps,
                ...elementSteps.filter((step) => !movedByTheUser(step, userSteps)),
              ].filter(usableStep),
              ending.length > 0 ? 5 : 6,
            ),
            ...ending,
          ],
          6,
        ),
      ),
    ),
    closingSteps,
  );
  if (steps.length >= 1) {
    claims.push({
      text: `A method of using ${withArticle(subject)}, comprising:\n${list([providing, ...steps])}.`,
    });
    // The method's dependents mirror the device's details (materials, sizes, where parts sit).
    const mirrored = [
      ...first.flatMap((c) => elementLimitations(c.element, c.told)),
      ...ofTheWhole.map((l) => asPartAlternative(l, candidates)),
      ...powered,
      ...counts,
    ]
      .filter((limitation) => !/ configured to/.test(limitation) || /further configured/.test(limitation))
      .filter((limitation) => !countedTwice(limitation));
    // Parts added to the device in dependent claims ("further comprising a release lever …") limit the
    // method of using it too.
    const added = dependents
      .map((d) => /^The .+? of claim 1, further comprising (.+)\.$/.exec(d.text)?.[1])
      .filter((part): part is string => !!part)
      .map((part) => `wherein the ${subject} further comprises ${part}`);
    // The same limitations the device's dependents passed (no paraphrase, no place inside the whole).
    const kept = new Set(based.map((d) => d.text.replace(/^The .+? of claim 1, /, '')));
    const device = new Set(dependents.map((d) => d.text.replace(/^The .+? of claim 1, /, '')));
    for (const limitation of [...mirrored, ...added])
      if (claims.length < MAX_CLAIMS && (!device.has(`${limitation}.`) || kept.has(`${limitation}.`)))
        claims.push({ text: `The method of claim ${methodNumber}, ${limitation}.`, parent: methodNumber });
    // ("The user can reset it by pressing the dial down …": a further step of using it.)
    for (const step of model.optionalSteps.map((s) => claimable(s.action)).slice(0, 2))
      if (step && claims.length < MAX_CLAIMS && readsAsStep(step))
        claims.push({
          text: `The method of claim ${methodNumber}, further comprising ${step}.`,
          parent: methodNumber,
        });
  }
  return substancePartsBare(
    partAlternatives(pluralsCounted(claims, model.elements), model.elements),
    first.map((c) => c.element),
    massNounTest(model.told ?? []),
  );
}

/**
 * "under the foam", "The foam is 7 cm memory foam": a part the inventor names as a substance is claimed
 * as one, "foam", never "a foam".
 */
function substancePartsBare(claims: Draft[], parts: InventionElement[], isMass: (noun: string) => boolean) {
  const substances = parts.filter((part) => !part.plural && /^[a-z]+$/.test(part.name) && isMass(part.name));
  if (substances.length === 0) return claims;
  const bare = new RegExp(`\\b(?:a|an) (${substances.map((part) => part.name).join('|')})\\b`, 'g');
  return claims.map((claim) => ({ ...claim, text: claim.text.replace(bare, '$1') }));
}

const STATE_OF_MIXTURE =
  /^(?:coated|mixed with|dissolved|suspended|dispersed|embedded|impregnated|blended with|filled|bound|absorbed|held|holds|holding|encapsulated|emulsified)\b/;

/** "added melted at 70 degrees", "whisked into the vinegar": how the mixture is made, not what it is. */
const MAKING_STEP =
  /^(?:added|whisked|shaken|pressed|baked|heated|poured|stirred|sprayed|dried|cooled|ground|blended|tumbled|melted|mixed with|collected|cured|molded)\b/;

/** "disposed in the potato": what an element is in ("the oxalic acid in the potato"). */
function holdersOf(element: InventionElement): string[] {
  return element.relations
    .map((relation) => /^disposed in (?:the )?((?:[\w-]+ ){0,2}[\w-]+)$/.exec(relation)?.[1])
    .filter((holder): holder is string => !!holder);
}

/** "raise the melting point to about 70 C": an ingredient that moves a property of the whole. */
const RAISES_A_PROPERTY =
  /^(?:raise|lower|increase|decrease|reduce) the (?:melting|boiling|freezing|smoke|flash) point\b/;

function compositionClaims(model: InventionModel): Draft[] {
  const listed = model.elements.filter((element) => element.listed && isNounPhrase(element.name));
  let ingredients =
    listed.length >= 2 ? listed : model.elements.filter((element) => isNounPhrase(element.name));
  if (ingredients.length < 2) return [];
  const name = (e: InventionElement) => (e.plural ? pluralOf(e.name) : e.name);
  // An ingredient with alternatives of its kind is claimed by its kind ("seed gel", "peppers"), and the
  // kinds the inventor named become a Markush group in a dependent claim (no dependent contradicts claim 1).
  const generalized = new Map<InventionElement, { general: InventionElement; members: string[] }>();
  for (const element of ingredients) {
    const words = element.name.split(' ');
    const head = words[words.length - 1]!;
    const members = [name(element)];
    for (const { alternative, replaces } of element.substitutes) {
      const lower = element.name.toLowerCase();
      const at = lower.indexOf(replaces.toLowerCase());
      // "jalapeno" instead of "habanero" in "red habanero peppers" → "jalapeno peppers".
      if (at >= 0) {
        // "flax seed" for "chia" in "chia seed gel" → "flax seed gel", not "flax seed seed gel".
        const altWords = alternative.split(' ');
        const rest = element.name
          .slice(at + replaces.length)
          .trim()
          .split(' ')
          .filter(Boolean);
        const replacesHead = rest.length === 0;
        while (rest.length > 0 && singularWord(rest[0]!) === singularWord(altWords[altWords.length - 1]!))
          rest.shift();
        // "lime juice" for the vinegar itself, "molasses" for "beet juice" in "beet juice concentrate":
        // another kind of ingredient, not a member of this one's group ("molasses concentrate" was never said).
        // ("lemon essential oil" for the whole "tea tree oil": another oil, a member all the same.)
        const sameKind =
          at === 0 &&
          replaces.length === element.name.length &&
          singularWord(altWords[altWords.length - 1]!) === singularWord(head);
        if (sameKind) {
          members.push(alternative);
          continue;
        }
        if (replacesHead || replaces.trim().split(/\s+/).length > 1) continue;
        // ("tea tree oil" for "lemon" in "lemon essential oil": an alternative that names its own kind.)
        if (singularWord(altWords[altWords.length - 1]!) === singularWord(head)) {
          members.push(alternative);
          continue;
        }
        members.push([...altWords, ...rest].join(' '));
      } else if (alternative.split(' ').map(singularWord).includes(singularWord(head)))
        members.push(alternative);
    }
    // "carnauba wax" for "beeswax": one word that ends in the other's kind, so both are waxes.
    const kind =
      words.length === 1
        ? element.substitutes
            .map((sub) => sub.alternative.split(' ').pop()!)
            .find((h) => h.length >= 3 && head.toLowerCase().endsWith(h.toLowerCase()) && head !== h)
        : undefined;
    // ("wax" beside a "carnauba wax" claim 1 also names would be two waxes that read as one.)
    const kindTaken =
      !!kind &&
      ingredients.some(
        (other) => other !== element && new RegExp(`\\b${asLiteral(kind)}$`, 'i').test(other.name),
      );
    if (kind && !kindTaken) {
      const all = [
        name(element),
        ...element.substitutes.filter((sub) => sub.alternative.endsWith(kind)).map((sub) => sub.alternative),
      ];
      generalized.set(element, {
        general: { ...element, name: kind, alternatives: [], substitutes: [], options: [] },
        members: all,
      });
      continue;
    }
    if (words.length < 2 || members.length < 2) continue;
    const generalWords = words.filter(
      (w, i) =>
        i === words.length - 1 ||
        members.slice(1).every((m) => m.split(' ').map(singularWord).includes(singularWord(w))),
    );
    // ("a few drops of essential oil", of lavender essential oil or tea tree oil: the kind the inventor named
    // bare is the kind claimed.)
    const toldText = (model.told ?? []).join(' ').toLowerCase();
    const count = (phrase: string) => toldText.split(new RegExp(`\\b${asLiteral(phrase)}\\b`)).length - 1;
    const namedKind = words
      .map((_, i) => words.slice(i).join(' '))
      .slice(1, -1)
      .find(
        (suffix) => suffix.split(' ').length > generalWords.length && count(suffix) > count(element.name),
      );
    const general = {
      ...element,
      name: namedKind ?? generalWords.join(' '),
      alternatives: [],
      substitutes: [],
      options: [],
    };
    // ("wax" for candelilla or carnauba wax beside beeswax, itself a wax: the kind would name two
    // ingredients; claim 1 names the one or the other instead.)
    const kindOfAnother = ingredients.some(
      (other) => other !== element && new RegExp(`${asLiteral(general.name)}$`, 'i').test(other.name),
    );
    if (general.name !== element.name && !kindOfAnother)
      generalized.set(element, {
        general,
        members: members.map((m) => (element.plural && !/s$/.test(m) ? pluralOf(m) : m)),
      });
  }
  ingredients = ingredients.map((e) => generalized.get(e)?.general ?? e);
  // "A pet-safe ice melt composition": the preamble names the category.
  // ("A solid shampoo bar composition for dogs": whom it is for follows the category.)
  const forWhom = /^(.+?) (for [\w -]+)$/.exec(model.subject);
  // ("Store play dough dries out": a substance the inventor names without an article takes the category's.)
  // ("Homemade play dough that stays soft …", the inventor's first words, name it so too.)
  const massSubject =
    massNounTest(model.told ?? [])(model.subject.split(' ').pop() ?? '') ||
    new RegExp(
      `^(?:the present invention provides )?(?:homemade |home-made )?${asLiteral(model.subject)} (?:that|which|with|made)\\b`,
      'i',
    ).test(model.told?.[0] ?? '');
  let subject =
    categoryOf(`a ${model.subject}`) === 'composition' && !massSubject
      ? model.subject
      : forWhom
        ? `${forWhom[1]} composition ${forWhom[2]}`
        : `${model.subject} composition`;
  // ("food wraps made of cotton coated with beeswax …": the composition is the wrap's coating.)
  const coated = coatedArticle(model);
  if (coated) subject = `${model.subject} coating composition`;
  // How the ingredients work together ("the pellets are coated with the beet juice concentrate", "the
  // seed gel holds pepper solids in suspension") closes claim 1: it is what makes the mixture work.
  const claimOne = ingredients.slice(0, 8);
  // "You could use rice husk instead of coffee grounds": an ingredient no group names with its
  // alternative is claimed as one or the other ("coffee grounds or rice husk"); a dependent claim that
  // replaced it would leave out what claim 1 requires (35 U.S.C. 112(d)).
  const alternated = claimOne.filter((e) => e.substitutes.length > 0 && !generalized.has(e)).slice(0, 2);
  const alternation = (element: InventionElement) =>
    alternated.includes(element)
      ? inProse([name(element), ...element.substitutes.map((sub) => sub.alternative)], 'or')
      : name(element);
  const togetherness = claimOne.flatMap((element) => {
    const others = claimOne.filter((other) => other !== element);
    // "coated with the beet juice concentrate" is how the mixture is; "whisked into the vinegar" is how
    // it is made, which the method of making claims.
    const ties = element.relations
      .filter((r) => !/\d/.test(r) && STATE_OF_MIXTURE.test(r) && others.some((other) => mentions(r, other)))
      .map((r) => `the ${name(element)} ${element.plural ? 'are' : 'is'} ${r}`);
    // ("raises the melting point to about 70 C": what it does, its amount a dependent's.)
    const works = element.functions
      .map((f) => (/\d/.test(f) && RAISES_A_PROPERTY.test(f) ? withoutNumbers(f) : f))
      // ("holds the mix together instead of the egg": what it does; what it does instead of is the
      // description's, and the mix is the composition.)
      .map((f) =>
        f
          .replace(/\s+instead of (?:the|an?) [\w-]+$/, '')
          .replace(/\bthe (?:mix|mixture|blend)\b/, `the ${subject}`),
      )
      .filter((f) => !/\d/.test(f) && readsAsStep(`doing ${f}`))
      .map((f) => claimable(f))
      .filter((f): f is string => !!f)
      // ("raises a melting point": of the composition.)
      .map((f) => f.replace(/^(\w+) the (\w+ point)$/, `$1 a $2 of the ${subject}`))
      // ("keeps birds and ants off the seeds" before "softens when it rains": what it does to another
      // ingredient is how the mixture works together.)
      .sort((a, b) => Number(others.some((o) => mentions(b, o))) - Number(others.some((o) => mentions(a, o))))
      // (What the inventor said it does is told of the one named, not of its alternatives.)
      .map((f) => `the ${name(element)} ${thirdPerson(f, element.plural)}`);
    // ("The grape leaves have tannins that keep the pickles crisp": what it brings to the mixture, and why.)
    const brings = element.relations
      .filter((r) => !/\d/.test(r) && /^having [a-z]+ (?:that|which) [a-z]+ /.test(r))
      // (Pickles in general: "the pickles" were never introduced.)
      .map((r) => r.replace(/( (?:that|which) [a-z]+ )the ([a-z]+s)\b/, '$1$2'))
      .map((r) => `the ${name(element)} ${element.plural ? 'have' : 'has'} ${r.replace(/^having /, '')}`);
    // ("keeps birds and ants off the seeds and softens when it rains": what it does under a condition of
    // the weather it is used in, with it.)
    const subjectOfIt = `the ${name(element)} `;
    const joinedWorks =
      works.length >= 2 && / when it (?:rains|snows|freezes)$/.test(works[1]!)
        ? [`${works[0]} and ${works[1]!.slice(subjectOfIt.length)}`]
        : works;
    return [...ties, ...joinedWorks, ...brings].slice(0, 1);
  });
  // "beeswax and shea butter with no water in it", "with oatmeal and no fragrance": what it is free of
  // sets it apart, and is claimed in the inventor's words (a negative limitation needs them).
  const freeOf = model.advantages
    .map((sentence) =>
      // ("with no added sugar or salt": free of either, so of both.)
      /\b(?:with|and|and has|and contains) no ((?:added )?[a-z-]+(?: [a-z-]+)?(?: (?:or|and) [a-z-]+)?)(?= in it\b|[.,;]|$)/
        .exec(sentence)?.[1]
        ?.replace(/ or /, ' and '),
    )
    // ("no streaks" is a result, "no chemicals" says nothing: only a substance it leaves out, "phosphates"
    // and "sulfates" among them.)
    .find(
      (stuff) =>
        !!stuff &&
        (!tokens(stuff).at(-1)?.tags.has('Plural') || /(?:ates|ites|ides|parabens|phthalates)$/.test(stuff)),
    );
  // "so it stays firm up to about 40 degrees": a property the inventor made it for, with its bound.
  const stays =
    model.advantages
      .map((sentence) =>
        /\bso (?:that )?(?:it|the (?:mix|mixture|solution|spray)) (?:stays|remains|keeps) ([a-z]+) ((?:up to|down to|at|above|below|under|over) (?:about )?(?:minus )?\d[^,.;]*)/.exec(
          sentence,
        ),
      )
      .find(Boolean) ??
    // ("The mixture stays liquid down to about minus 30 C", told as what the whole does.)
    model.body.functions
      .map((fn) => /^remain ([a-z]+) ((?:up to|down to|at|above|below) (?:about )?(?:minus )?\d.*)$/.exec(fn))
      .find(Boolean);
  const together = actingTogether(model.advantages, claimOne.map(name), subject);
  // ("The soap bar lathers when …": what the whole does is how the mixture works, before any one
  // ingredient's part in it, which a dependent claim then tells.)
  // ("Filtering the oil and mixing it with soy wax makes a candle that holds its shape and burns clean":
  // what the thing made of it does.)
  const madeThing = model.subject
    .replace(/ for .+$/, '')
    .split(' ')
    .pop()!;
  const madeActs = [...model.advantages, ...(model.told ?? [])]
    .map(
      (sentence) =>
        new RegExp(
          `\\bmakes? (?:a|an) (?:[\\w-]+ )?${asLiteral(madeThing)} that ([a-z]+s\\b[^,.;]*)`,
          'i',
        ).exec(sentence)?.[1],
    )
    .filter((act): act is string => !!act)
    .map((act) =>
      act
        .split(/ and (?=[a-z]+s\b)/)
        .map((part) => part.replace(/^([a-z]+)\b/, (verb) => infinitiveOf(verb)))
        .join(' and '),
    );
  const wholeActs = [...model.body.functions, ...madeActs]
    .map((fn) => compositionAct(fn, model.subject))
    .filter((act): act is string => !!act)
    .map((act) => `the ${subject} ${act}`)
    .slice(0, 1);
  const closing = together ? [together.phrase] : wholeActs.length > 0 ? [] : togetherness;
  const said = [
    ...wholeActs,
    ...closing,
    ...(freeOf ? [`the ${subject} is free of ${freeOf}`] : []),
    ...(stays ? [`the ${subject} remains ${stays[1]} ${stays[2]!.trim()}`] : []),
  ];
  // "melts on contact with skin and is free of water": the composition named once for both.
  const itself = `the ${subject} `;
  const limits = said.map((limit, i) =>
    i > 0 && limit.startsWith(itself) && said[i - 1]!.startsWith(itself) ? limit.slice(itself.length) : limit,
  );
  // ("… gives potassium and sweetness, and the composition is free of added sugar": a comma keeps two
  // limitations apart when the first has its own "and".)
  const joined =
    limits.length >= 2 && limits.slice(0, -1).some((limit) => / and /.test(limit))
      ? `${limits.slice(0, -1).join(', ')}, and ${limits.at(-1)}`
      : inProse(limits);
  const wherein = limits.length > 0 ? `,\nwherein ${joined}` : '';
  const claims: Draft[] = [
    {
      text: `${withArticle(subject).replace(/^a/, 'A')}, comprising:\n${list(claimOne.map(alternation))}${wherein}.`,
    },
  ];
  for (const { general, members } of generalized.values())
    claims.push({
      text: `The ${subject} of claim 1, wherein the ${name(general)} ${general.plural ? 'are' : 'is'} selected from the group consisting of ${inProse(members)}.`,
      parent: 1,
    });
  for (const element of ingredients) {
    // An alternative that does not fit the ingredient's kind ("lime juice" for vinegar) is left to the description.
    // What claim 1 already says of it ("holds pepper solids in suspension") is not repeated.
    const said = (phrase: string) => {
      const words = (claimable(phrase) ?? phrase).split(' ');
      // (Or said first of two: "keeps birds and ants off the seeds and softens when it rains".)
      return closing.some(
        (t) => t.endsWith(words.slice(1).join(' ')) || t.includes(`${words.slice(1).join(' ')} and `),
      );
    };
    const own = {
      ...element,
      alternatives: [],
      substitutes: [],
      functions: element.functions.filter((f) => !said(f)),
      // "added melted at 70 degrees Celsius" is a step of making it, which the method claims.
      relations: element.relations.filter((r) => !said(r) && !MAKING_STEP.test(r)),
    };
    // ("the candelilla wax or carnauba wax is present in an amount of 1 part": the amount of the
    // ingredient claim 1 names with its alternative; what it does is told of the one the inventor named.)
    const asClaimed = (limitation: string) =>
      alternated.includes(element) && /\b(?:is|are) present\b/.test(limitation)
        ? limitation.replace(
            new RegExp(`\\bthe ${asLiteral(name(element))}\\b(?! or\\b)`),
            `the ${alternation(element)}`,
          )
        : limitation;
    for (const limitation of elementLimitations(own, undefined).slice(0, 3))
      claims.push({
        // An ingredient is not configured: "wherein the cornstarch acts as a mild polish".
        // ("makes the mixture grip glossy surfaces": the mixture an ingredient acts on is the composition.)
        text: `The ${subject} of claim 1, ${asClaimed(limitation)
          .replace(/\b(is|are) configured to (\S+)/, (_, be: string, verb: string) =>
            thirdPerson(verb, be === 'are'),
          )
          .replace(/\b(makes|keeps|lets|helps) the mixture\b/, `$1 the ${subject}`)}.`,
        parent: 1,
      });
  }
  // "sinkers … pressed into shape and baked": a composition made into things the inventor counts is
  // claimed made into one.
  // ("A solid shampoo bar for dogs": the thing made is the bar; "poured into molds", it is molded.)
  const form = model.subject
    .replace(/ for .+$/, '')
    .split(' ')
    .pop()!;
  const told = (model.told ?? []).join(' ');
  // ("poured into 60 gram molds to set": molded, each one the mold's weight.)
  // ("poured into jars": a candle is cast in its jar.)
  // ("spooned into the egg carton cups": cast in the cups it is held in.)
  const shaped =
    /\b(pressed|molded|moulded|cast|extruded|(?:poured|spooned) into (?:the )?(?:[\w-]+ ){0,2}(?:molds|jars|tins|containers|cups))\b/
      .exec(told)?.[1]
      ?.replace(/^(?:poured|spooned) into .*molds$/, 'molded')
      .replace(/^(?:poured|spooned) into .*(?:jars|tins|containers|cups)$/, 'cast');
  const moldWeight = /\b(\d+(?:\.\d+)?) ?(gram|g|ounce|oz) molds?\b/.exec(told);
  const castAsForm =
    !!shaped &&
    new RegExp(
      // ("one bird suet cake is made from …": so is one the recipe counts.)
      `\\b(?:${asLiteral(pluralOf(form))}|each (?:[\\w-]+ )?${asLiteral(form)}|the ${asLiteral(form)}|one (?:[\\w-]+ ){0,3}?${asLiteral(form)})\\b`,
      'i',
    ).test(told);
  if (castAsForm) {
    claims.push({
      text: `The ${subject} of claim 1, wherein the composition is ${shaped} into ${withArticle(form)}.`,
      parent: 1,
    });
    // "Each bar is about 100 grams", "The pots are 8 cm across": what one weighs, how big it is.
    const shapedClaim = claims.length;
    // ("pours it into jars with a cotton wick": what the made thing is held in, and what it has.)
    const held =
      /\b(?:poured|spooned) into (?:the )?((?:[\w-]+ ){0,2}(?:jar|tin|cup|container|glass)s?)(?: with (an? (?:[\w-]+ )?[\w-]+))?/.exec(
        told,
      );
    if (held)
      claims.push({
        text: `The ${subject} of claim ${shapedClaim}, wherein the ${form} is held in ${withArticle(singularWord(held[1]!))}${held[2] ? ` with ${held[2]}` : ''}.`,
        parent: shapedClaim,
      });
    if (moldWeight)
      claims.push({
        text: `The ${subject} of claim ${shapedClaim}, wherein the ${form} weighs ${moldWeight[1]} ${moldWeight[2]!.replace(/^g$/, 'gram').replace(/^oz$/, 'ounce')}s.`,
        parent: shapedClaim,
      });
    // ("Each fire starter weighs about 20 grams": told as what it does.)
    const weighs = model.body.functions
      .filter((fn) => /^weigh (?:about )?\d/.test(fn))
      .map((fn) => fn.replace(/^weigh/, 'is'));
    for (const measure of [...model.body.measures, ...weighs]) {
      const weight = /^is ((?:about )?\d+(?:\.\d+)? (?:grams|g|ounces|oz|pounds|lb))$/.exec(measure)?.[1];
      const size =
        /^is (?:about )?\d+(?:\.\d+)? (?:mm|cm|inches|in) (?:across|wide|long|thick|high|tall|deep)$/.test(
          measure,
        );
      if (weight || size)
        claims.push({
          text: `The ${subject} of claim ${shapedClaim}, wherein the ${form} ${weight ? `weighs ${weight}` : measure}.`,
          parent: shapedClaim,
        });
    }
    // ("so it burns for about 10 minutes": what one does, with the inventor's number, is the made thing's.)
    for (const fn of model.body.functions.filter((each) => /\d/.test(each) && !/^weigh\b/.test(each))) {
      const act = claimable(fn);
      if (act && /^[a-z]+ (?:for|in|within|at|up to) (?:about )?\d/.test(act))
        claims.push({
          text: `The ${subject} of claim ${shapedClaim}, wherein the ${form} ${thirdPerson(act, false)}.`,
          parent: shapedClaim,
        });
    }
  }
  // (Claim 1 names it with its alternatives; a dependent claims the one the inventor uses, and one the
  // alternative, named as claim 1 names them: "comprises citric acid", "comprises lime juice".)
  for (const element of alternated)
    for (const one of [name(element), ...element.substitutes.map((sub) => sub.alternative)].slice(0, 2))
      claims.push({
        text: `The ${subject} of claim 1, wherein the ${subject} comprises ${one}.`,
        parent: 1,
      });
  // "A small amount of bismuth powder may be added": a further ingredient.
  // ("essential oil for scent": what the ingredient is for limits nothing; the ingredient is claimed.)
  const ingredientOnly = (part: string) => claimable(part.replace(/ for [a-z]+$/, ''));
  for (const part of model.optionalParts.slice(0, 2)) {
    const phrase = ingredientOnly(part);
    if (phrase) claims.push({ text: `The ${subject} of claim 1, further comprising ${phrase}.`, parent: 1 });
  }
  // ("The balm is poured into small tins": the composition as it is sold, in the container it sets in.)
  const container = model.steps
    .map(
      (step) =>
        /^pouring the [\w -]+? into (?:small |glass |metal )?(tins|jars|pots|tubs|tubes)\b/.exec(
          step.action,
        )?.[1],
    )
    .find(Boolean);
  if (container && !coated)
    claims.push({
      text: `The ${subject} of claim 1, wherein the ${subject} is disposed in ${withArticle(singularWord(container))}.`,
      parent: 1,
    });
  // Room is left for the method of making and its dependents (20 claims in all).
  claims.splice(coated ? 9 : 13);
  // The coated article: claimed whole, its coating the composition of claim 1.
  if (coated)
    claims.push(
      ...coatedArticleClaims(
        coated,
        model.subject,
        claimOne.map(alternation),
        joined.replaceAll(`the ${subject}`, 'the coating'),
        [...generalized.values()].map(
          ({ general, members }) =>
            `${name(general)} ${general.plural ? 'are' : 'is'} selected from the group consisting of ${inProse(members)}`,
        ),
        claims.length + 1,
      ),
    );
  // ("The dry mix keeps 6 months in a jar": how long it keeps, a limitation of a short set.)
  for (const measure of model.body.measures.filter((m) => /^(?:keeps|lasts) (?:about |up to )?\d/.test(m)))
    if (claims.length < MIN_CLAIMS - 6)
      claims.push({ text: `The ${subject} of claim 1, wherein the ${subject} ${measure}.`, parent: 1 });
  const start = claims.length + 1;
  // ("… and sprayed on a sunny day": a last step that puts it to use is no step of making it.)
  const allSteps = model.steps.map((s) => s.action);
  // (Not "spraying the mixture over the pellets in a tumbling drum", which coats an ingredient: making.)
  const onAnIngredient = (step: string) =>
    ingredients.some((e) =>
      new RegExp(`\\b${asLiteral(singularWord(e.name.split(' ').pop()!))}(?:s|es)?\\b`).test(step),
    );
  // (Brushing the coating on the cotton is making the coated wrap.)
  // ("brushing on the rust remover gel", told first: every step is a use of it, and none makes it.)
  const namesTheWhole = (step: string) => new RegExp(`\\bthe ${asLiteral(model.subject)}\\b`).test(step);
  const usingFrom = allSteps.findIndex(
    (step, i) =>
      !coated &&
      (((i > 0 || namesTheWhole(step)) && APPLYING.test(step)) || FILLING.test(claimable(step) ?? '')) &&
      allSteps.slice(i).every((later) => !onAnIngredient(later)),
  );
  // ("The user squirts some in the ear, rubs the base for 30 seconds and lets the dog shake": the user's
  // acts with it, told apart from its making, are how it is used.)
  // (Of a short set only, and none of them working an ingredient: "swapping half the beef fat for coconut
  // oil" is a way of making it.)
  const toldUses = model.useSteps.map((step) => step.action);
  const using =
    usingFrom >= 0
      ? allSteps.slice(usingFrom)
      : toldUses.length >= 2 && claims.length < MIN_CLAIMS - 2 && !toldUses.some(onAnIngredient)
        ? toldUses
        : [];
  // ("putting grape leaves in each jar", of leaves claim 1 names by their kind: the method names the kind
  // too, and its Markush dependent the members.)
  // (A kind put for a member told bare, "adding melted beeswax", is bare too: "adding melted wax".)
  const bareKinds = new Set<string>();
  const byKind = (step: string) =>
    [...generalized.entries()].reduce((told, [element, { general }]) => {
      const member = new RegExp(`(?<!\\b(?:a|an|the) (?:[a-z]+ )?)\\b${asLiteral(name(element))}\\b`);
      if (member.test(told)) bareKinds.add(name(general));
      return told.replace(new RegExp(`\\b${asLiteral(name(element))}\\b`, 'g'), name(general));
    }, step);
  const making = preparedFirst(
    inTheBase(
      withCombining(
        batchNamed(usingFrom >= 0 ? allSteps.slice(0, usingFrom) : allSteps, model.subject).map(byKind),
        ingredients.map(name),
        model.subject,
      ),
      ingredients.map(name),
      model.told ?? [],
    ),
  );
  // No steps told, no method claim: the readiness review asks for them instead of a made-up process.
  // ("I mix it in a spray bottle": one step told, which combines the ingredients, is a method all the same.)
  const toldCombining =
    making.length === 1 &&
    model.steps.length > 0 &&
    /^(?:mixing|combining|blending|stirring|shaking|whisking)\b/.test(making[0]!);
  if (making.length >= 2 || toldCombining) {
    // ("… poured into jars with a cotton wick": the method makes the candle, not only its composition.)
    const method = methodClaims(
      `A method of making ${withArticle(coated || castAsForm ? model.subject : subject)}`,
      castAsForm ? withFormsMade(making, form) : making,
      start,
      toldCombining ? 1 : 2,
    );
    // (The kind of a mass noun, "wax" of "beeswax", is one too.)
    const isMass = massNounTest(model.told ?? []);
    const massKinds = new Set(
      [...generalized.entries()]
        .filter(([element]) => isMass(element.name.split(' ').pop()!))
        .map(([, { general }]) => name(general)),
    );
    if (method[0])
      method[0].text = substancesBare(method[0].text, (noun) => isMass(noun) || massKinds.has(noun));
    for (const kind of bareKinds)
      for (const claim of method)
        claim.text = claim.text.replace(
          new RegExp(`\\b(?:a|an) ((?:[a-z]+ed )?${asLiteral(kind)})\\b`, 'g'),
          '$1',
        );
    claims.push(...method);
    // The original ingredients: a generalized one ("seed gel") is named by its group in the method too.
    const specific = (e: InventionElement) => {
      const original = [...generalized.entries()].find(([, g]) => g.general === e);
      return original ? `selected from the group consisting of ${inProse(original[1].members)}` : name(e);
    };
    // (An amount the mixing step's dependent claims already, "mixing 1 cup washing soda, 1/2 cup citric
    // acid …", is not claimed again as "the washing soda is present in an amount of 1 cup".)
    const spans = method
      .slice(1)
      .map((claim) => claim.text)
      .join(' ');
    if (method.length > 0)
      claims.push(
        ...ingredientsOfMethod(method[0]!.text, ingredients, start, specific).filter(
          (draft) => !amountsSaid(draft.text.replace(/^.*? wherein /, ''), spans),
        ),
      );
    if (method.length > 0)
      claims.push(...kindsOfMethod(method[0]!.text, model.told ?? [], ingredients, start));
    // "You could add a blue food coloring": the method may add it too.
    for (const part of model.optionalParts.slice(0, 1)) {
      const phrase = ingredientOnly(part);
      if (phrase && method.length > 0 && claims.length < MIN_CLAIMS)
        claims.push({
          text: `The method of claim ${start}, further comprising adding ${phrase}.`,
          parent: start,
        });
    }
    // (A short set: what claim 1 says the ingredients do, of the composition the method makes.)
    const doing = /,\nwherein (.+)\.$/s.exec(claims[0]?.text ?? '')?.[1];
    if (doing && method.length > 0 && claims.length < MIN_CLAIMS)
      claims.push({ text: `The method of claim ${start}, wherein ${doing}.`, parent: start });
  }
  // The composition a method of using provides, as claim 1 names it: "washing soda, grated castile soap,
  // and borax or oxygen bleach" (an ingredient named with its alternative last, so the "or" reads as one).
  const alternatives = claimOne.filter((e) => alternated.includes(e));
  const provided =
    alternatives.length > 0
      ? `${claimOne
          .filter((e) => !alternated.includes(e))
          .map(name)
          .join(', ')}, and ${alternatives.map(alternation).join(', and ')}`
      : inProse(claimOne.map(name));
  // "When the user drops it in the bowl, the baking soda and citric acid fizz": how it is used is a
  // method of its own, which a short set claims.
  // ("You use 2 tablespoons per load": the one use step told, the dose in it.)
  const dose =
    (model.told ?? []).map((sentence) => DOSE.exec(sentence)).find(Boolean) ??
    (model.useSteps.length === 1 ? USING_A_DOSE.exec(model.useSteps[0]!.action) : null);
  if (together?.use && claims.length < MIN_CLAIMS)
    claims.push({
      text: `A method of using ${withArticle(subject)}, comprising:\n${list([
        `providing the ${subject} comprising ${inProse(together.acting)}`,
        `${together.use} such that ${together.phrase.replace(/ when the .*$/, '')}`,
      ])}.`,
    });
  // "… and sprayed on a sunny day": how it is put to use is a method of using it.
  else if (using.length > 0 && claims.length < MAX_CLAIMS - 1) {
    // ("whisking 1 1/2 cups of water in …, allowing the mixture to sit 5 minutes": what the composition is
    // mixed into by using it is a mixture of its own, no longer the composition.)
    const mixedIn = using.findIndex((step) =>
      /^(?:whisking|stirring|mixing|blending|adding)\b.*\b(?:water|milk|liquid|oil)\b/.test(step),
    );
    const laterMixture =
      mixedIn >= 0 && using.slice(mixedIn + 1).some((step) => /\bthe mixture\b/.test(step));
    const steps = using
      .map((step, at) => (laterMixture && at === mixedIn ? `${step} to form a mixture` : step))
      .map((step, at) =>
        claimable(
          step
            .replace(
              laterMixture && at > mixedIn ? /(?!)/ : /\bthe (?:mixture|solution|mix)\b/g,
              `the ${subject}`,
            )
            // ("squirting the dog ear cleaner": the composition claim 1 names.)
            .replace(
              new RegExp(
                `\\bthe ${asLiteral(model.subject)}(?= (?!${asLiteral(subject.split(' ').pop()!)}\\b)|$)`,
                'g',
              ),
              `the ${subject}`,
            ),
        ),
      )
      .filter((step): step is string => !!step)
      // ("filling the rinse aid compartment": with the composition.)
      .map((step) => (FILLING.test(step) ? `${step} with the ${subject}` : step))
      // ("brushing on the rust remover gel": on what, a surface.)
      .map((step) =>
        step.replace(
          /^(brushing|rubbing|spraying|painting|smearing|spreading|wiping) on (the [\w -]+)$/,
          '$1 $2 onto a surface',
        ),
      );
    if (steps.length > 0) {
      const usingNumber = claims.length + 1;
      claims.push({
        text: `A method of using ${withArticle(subject)}, comprising:\n${list([
          `providing the ${subject} comprising ${provided}`,
          ...steps,
        ])}.`,
      });
      claims.push(...usedAsClaimed(claims, subject, usingNumber));
    }
  }
  // "One tablespoon is used per load.": so is a method of using it, with the dose the inventor gave.
  else if (dose && claims.length < MIN_CLAIMS) {
    const start = claims.length + 1;
    const [, amount = '', unit = '', each = ''] = dose;
    claims.push({
      text: `A method of using ${withArticle(subject)}, comprising:\n${list([
        `providing the ${subject} comprising ${provided}`,
        `using ${amount.toLowerCase()} ${unit} of the ${subject} per ${each}`,
      ])}.`,
    });
    // ("keep it in a sealed jar so it doesn't clump": where it is kept until it is used.)
    const kept = model.steps
      .map((step) => /^(?:keeping|storing) the [\w -]+? (in (?:a|an|the) .+)$/.exec(step.action)?.[1])
      .find(Boolean);
    if (kept)
      claims.push({
        text: `The method of claim ${start}, further comprising storing the ${subject} ${claimable(kept) ?? kept} before it is used.`,
        parent: start,
      });
    // (What claim 1 says it is free of, the composition provided is not said to be.)
    if (freeOf)
      claims.push({
        text: `The method of claim ${start}, wherein the ${subject} is free of ${freeOf}.`,
        parent: start,
      });
    claims.push(...usedAsClaimed(claims, subject, start));
  }
  return claims;
}

/**
 * A short set: what the composition's dependents say of it ("further comprising baking soda"), said of
 * the composition the method of using claim `using` uses, up to the fewest claims a set has.
 */
function usedAsClaimed(claims: Draft[], subject: string, using: number): Draft[] {
  const drafts: Draft[] = [];
  // (A batch's amounts, "2 cups" of washing soda, read oddly beside the dose a use takes: what it
  // comprises goes first.)
  const amount = (claim: Draft) => /\bpresent in an amount\b/.test(claim.text);
  const ofClaimOne = claims.filter((claim) => claim.parent === 1);
  for (const dependent of [...ofClaimOne.filter((c) => !amount(c)), ...ofClaimOne.filter(amount)]) {
    if (claims.length + drafts.length >= MIN_CLAIMS) break;
    const limitation = new RegExp(
      `^The ${asLiteral(subject)} of claim 1, (wherein .+|further comprising .+)\\.$`,
    ).exec(dependent.text)?.[1];
    if (limitation)
      drafts.push({
        text: `The method of claim ${using}, ${limitation.replace(/^further comprising /, `wherein the ${subject} further comprises `)}.`,
        parent: using,
      });
  }
  return drafts;
}

/**
 * "Per liter of water, half a teaspoon of salt … I shake it all in a bottle": one step that shakes the
 * ingredients in a vessel, of a recipe told per amount of a liquid, is combining them with that liquid in
 * the vessel and shaking it ("combining salt, … and juice with water in a bottle; shaking the bottle").
 */
function inTheBase(steps: string[], ingredients: string[], told: string[]): string[] {
  const base = told
    .map(
      (sentence) =>
        /^Per (?:liter|litre|cup|quart|gallon|pint|bottle|glass) of ([a-z]+),/i.exec(sentence)?.[1],
    )
    .find(Boolean);
  const shaken = /^(shaking|stirring|mixing|blending) (?:.+ )?in (?:a|an|the) ((?:[\w-]+ )?[\w-]+)$/.exec(
    steps[0] ?? '',
  );
  if (steps.length !== 1 || !base || !shaken || ingredients.length < 2) return steps;
  return [
    `combining ${inProse(ingredients)} with ${base} in a ${shaken[2]}`,
    `${shaken[1]} the ${shaken[2]}`,
  ];
}

/** "filling the rinse aid compartment": putting it where a machine doses it from is using it. */
const FILLING = /^filling (?:the|a|an) (?:[\w-]+ ){0,3}(?:compartment|dispenser|reservoir|tank|cup|tray)$/;

/** "One tablespoon is used per load." (offline/style.ts writes the inventor's "One tablespoon per load." so). */
const DOSE =
  /^(One|Two|Three|Half a|A|\d+(?:\.\d+)?) (tablespoons?|teaspoons?|cups?|scoops?|grams?|ml|capfuls?|tablets?|pods?) (?:is|are) used (?:per|for each) ([a-z]+)\.?$/;

/** "using 2 tablespoons per load": the use step the inventor's "You use 2 tablespoons per load" makes. */
const USING_A_DOSE =
  /^using (one|two|three|half a|a|\d+(?:\.\d+)?) (tablespoons?|teaspoons?|cups?|scoops?|grams?|ml|capfuls?|tablets?|pods?) (?:per|for each) ([a-z]+)$/;

/**
 * "simmering the mixture for 2 hours, steeping the mixture …": steps told of "the mixture" from the first
 * need the mixture made first, of the ingredients no later step adds ("combining crushed green walnut
 * hulls, water and white vinegar to form a mixture").
 */
function withCombining(told: string[], ingredients: string[], whole = ''): string[] {
  // ("mixing the dishwasher powder dry": mixing it is mixing what it is made of.)
  const mixingWhole = new RegExp(
    `^(mixing|combining|blending|stirring) the ${asLiteral(whole)}\\b(.*)$`,
  ).exec(told[0] ?? '');
  // ("…; keeping the mixture in a sealed jar": the mixing makes the mixture a later step keeps.)
  const formed = told.slice(1).some((step) => /\bthe mixture\b/.test(step)) ? ' into a mixture' : '';
  if (whole && mixingWhole && ingredients.length >= 2)
    return [`${mixingWhole[1]} ${inProse(ingredients)}${mixingWhole[2]}${formed}`, ...told.slice(1)];
  // ("melting the ingredients in a double boiler": the ingredients it melts are the ones listed.)
  const allOf = /^([a-z]+ing) (?:all )?the ingredients\b(.*)$/.exec(told[0] ?? '');
  if (allOf && !/^(?:mixing|combining)$/.test(allOf[1]!) && ingredients.length >= 2)
    return [
      `${allOf[1]} ${inProse(ingredients)}${allOf[2]}${formed ? ' to form a mixture' : ''}`,
      ...told.slice(1),
    ];
  // ("mixing the ingredients" names none of them: the combining step does.)
  const steps = /^(?:mixing|combining) (?:all )?(?:the )?ingredients$/.test(told[0] ?? '')
    ? told.slice(1)
    : told;
  const head = (ingredient: string) => singularWord(ingredient.split(' ').pop()!);
  // ("stirring the mixture until the salt dissolves": the salt is in it, named only in the condition.)
  // ("peppermint oil" is another oil than the coconut oil: a head named after a word of its own, not
  // this ingredient's nor a participle, is another ingredient's.)
  const modifier = (ingredient: string) => ingredient.split(' ').at(-2)?.toLowerCase();
  const another = (ingredient: string, before: string | undefined) =>
    !!modifier(ingredient) &&
    !!before &&
    /^[a-z]+$/.test(before) &&
    before !== modifier(ingredient) &&
    !/ed$/.test(before) &&
    !/^(?:the|a|an|of|and|with|in|into|all|some|more|remaining|its|their)$/.test(before);
  const namedIn = (ingredient: string, among: string[]) =>
    among.some((step) => {
      const words = step.replace(/\s+(?:until|when|once|while)\b.*$/, '').split(/\s+/);
      return words.some(
        (word, i) =>
          singularWord(word) === head(ingredient) && !another(ingredient, words[i - 1]?.toLowerCase()),
      );
    });
  // Named by their kind ("walnut hulls", "vinegar"): the dependents say which ("crushed green …").
  const kind = (ingredient: string) => {
    const words = tokens(ingredient);
    const from = words.findIndex((word) => !word.tags.has('Adjective') && !/ed$/.test(word.lower));
    return words
      .slice(Math.max(from, 0))
      .map((word) => word.text)
      .join(' ');
  };
  // "stirring in the remaining ingredients": the ingredients no other step names, which a claim spells out
  // (an independent method claim has no "remaining" to refer to).
  // ("allowing the mixture to rest overnight": the verb is no rest of anything.)
  const REST = /\b(?:(?:the )?remaining ingredients|the rest(?: of the ingredients)?)\b/;
  const restAt = steps.findIndex((step) => REST.test(step));
  const others = steps.filter((_, i) => i !== restAt);
  const rest = ingredients.filter((ingredient) => !namedIn(ingredient, others));
  // ("melting the fats, stirring in the rest": which ingredients "the fats" are is not said, so neither
  // is the rest.)
  const worksOnAKind = others.some((step) => {
    const object = /^[a-z]+ing (?:the )?([a-z]+s)\b/.exec(step)?.[1];
    return (
      !!object &&
      singularWord(object) !== object &&
      !ingredients.some((i) => head(i) === singularWord(object))
    );
  });
  if (restAt >= 0 && rest.length > 0 && !worksOnAKind)
    return formingStep(
      steps.map((step, i) => (i === restAt ? step.replace(REST, inProse(rest.map(kind))) : step)),
    );
  // ("resting the dough …": a dough, or a drink mix's mix, is what the ingredients are combined into.)
  // ("cutting t-shirts …, pouring the solution over them": a solution is made of them too, before any step.)
  const made = madeOf(steps);
  const firstUse = steps.findIndex((step) => new RegExp(`\\b(?:the|a) ${made}\\b`).test(step));
  if (firstUse > 0 && made !== 'solution') {
    const formed = formingStep(steps);
    return formed === steps ? told : formed;
  }
  if (firstUse < 0) return told;
  const combined = ingredients.filter((ingredient) => !namedIn(ingredient, steps));
  if (combined.length < 2) return steps;
  return [`combining ${inProse(combined.map(kind))} into a ${made}`, ...steps];
}

/**
 * "melting fats" in the method, and "I swap half the beef fat for coconut oil": the fats are the two the
 * inventor swaps one for the other ("wherein the fats comprise the rendered beef suet and the coconut oil").
 */
function kindsOfMethod(
  methodText: string,
  told: string[],
  ingredients: InventionElement[],
  start: number,
): Draft[] {
  const body = methodText.replace(/^[\s\S]*?comprising:\n/, '');
  const drafts: Draft[] = [];
  for (const [, kinds] of body.matchAll(/\b[a-z]+ing (?:the )?([a-z]+s)\b/g)) {
    const kind = singularWord(kinds!);
    if (kind === kinds || ingredients.some((e) => e.name.split(' ').includes(kind))) continue;
    const swap = told
      .map((sentence) =>
        new RegExp(
          `\\b(?:swap|replace|substitute)s? (?:half |some |part )?(?:of )?the ((?:[\\w-]+ )?${asLiteral(kind)}) (?:for|with) ((?:[\\w-]+ ){0,2}[\\w-]+)`,
          'i',
        ).exec(sentence),
      )
      .find(Boolean);
    if (!swap) continue;
    const [one, other] = [swap[1]!, swap[2]!].map((said) =>
      ingredients.find(
        (e) =>
          e.name === said ||
          said.split(' ').some((word) => word !== kind && e.name.split(' ').includes(word)),
      ),
    );
    if (one && other && one !== other)
      drafts.push({
        text: `The method of claim ${start}, wherein the ${kinds} comprise ${one.name} and ${other.name}.`,
        parent: start,
      });
  }
  return drafts;
}

/**
 * "melting the soap base" as the first step of a method of making: a substance the inventor names bare is
 * introduced bare ("melting soap base"), though the preamble's "soap bar" would let "the soap" stand.
 */
function substancesBare(text: string, isMass: (noun: string) => boolean): string {
  const [preamble = '', body = ''] = text.split(/(?<=comprising:\n)/);
  return (
    preamble +
    body.replace(
      /\bthe ((?:[a-z-]+ ){0,2}?([a-z-]+))(?=[;,.]|$|\s+(?:into|in|to|with|for|at|on|until|and|from|over|under|last|first|slowly|gently)\b)/gm,
      (whole, phrase: string, head: string, at: number) => {
        const before = body.slice(0, at);
        // ("the grated castile soap" after "grating castile soap": the one a step before readied.)
        const first =
          !new RegExp(`\\b${asLiteral(phrase)}\\b`, 'i').test(before) &&
          !readiedBefore(before, phrase.split(' '));
        return first && isMass(head) ? phrase : whole;
      },
    )
  );
}

/**
 * "spraying … over pellets" in the method of making, "calcium magnesium acetate pellets" in the
 * composition: the method's dependent claims say which ingredient it works on ("wherein the pellets are
 * calcium magnesium acetate pellets") and its measures ("from 2 to 4 mm across").
 */
function ingredientsOfMethod(
  methodText: string,
  ingredients: InventionElement[],
  start: number,
  name: (e: InventionElement) => string,
  withMeasures = true,
): Draft[] {
  const drafts: Draft[] = [];
  for (const element of ingredients) {
    const full = name(element);
    const head = element.plural ? pluralOf(element.name.split(' ').pop()!) : element.name.split(' ').pop()!;
    const said = new RegExp(
      `\\b((?:(?!(?:a|an|the|and|of|with|in|over|into|[a-z]+ing)\\b)[\\w-]+ )?${head})\\b`,
      'i',
    ).exec(methodText.replace(/^[\s\S]*?comprising:\n/, ''))?.[1];
    if (!said) continue;
    // ("the peppermint oil" is no coconut oil: a head named with another modifier is another ingredient.)
    const [saidFirst, ...saidRest] = said.toLowerCase().split(' ');
    const fullWords = full.toLowerCase().split(' ');
    if (
      saidRest.length > 0 &&
      fullWords.length > 1 &&
      !fullWords.includes(saidFirst!) &&
      !/ed$/.test(saidFirst!) &&
      // ("the warm oil" is the mineral oil, warmed: a quality, not another kind.)
      !isQuality(saidFirst!)
    )
      continue;
    // "the melted beeswax is beeswax" says nothing: a participle before the name is how it is used.
    if (/^[a-z]+ed /.test(said) && said.toLowerCase().endsWith(` ${full.toLowerCase()}`)) continue;
    // ("the stiff paste is paste" says nothing either: a quality before the name.)
    if (said.toLowerCase().endsWith(` ${full.toLowerCase()}`)) continue;
    // ("the burlap is wet burlap" after "soaking burlap in water": a state the steps give it, neither.)
    if (
      new RegExp(`^(?:wet|damp|moist|dry|hot|cold|warm|clean) ${asLiteral(said)}$`, 'i').test(full) &&
      /\b(?:soaking|wetting|re-wetting|drying|heating|cooling|washing|rinsing|chilling)\b/.test(methodText)
    )
      continue;
    // ("the castile soap is grated castile soap" after "grating castile soap …; mixing … the grated castile
    // soap": what a step of the method does to it, which the method says already.)
    const readied = new RegExp(`^([a-z]+ed) ${asLiteral(said)}$`, 'i').exec(full)?.[1];
    if (readied && new RegExp(`\\b${asLiteral(readied)} ${asLiteral(said)}\\b`, 'i').test(methodText))
      continue;
    const be = element.plural ? 'are' : 'is';
    // ("the water is water" says nothing either; how much water still does.)
    // ("the husk powder" inside "psyllium husk powder", which the method names whole, says nothing.)
    const body = methodText.replace(/^[\s\S]*?comprising:\n/, '');
    const count = (phrase: string) => body.match(new RegExp(`\\b${asLiteral(phrase)}\\b`, 'gi'))?.length ?? 0;
    const whole = count(full) > 0 && count(full) === count(said);
    // ("wherein the jar is a mason jar": a thing the steps count takes its article.)
    const counted =
      !element.plural && new RegExp(`\\b(?:a|an) (?:[\\w-]+ )?${asLiteral(head)}\\b`, 'i').test(methodText);
    if (said.toLowerCase() !== full.toLowerCase() && !whole)
      drafts.push({
        text: `The method of claim ${start}, wherein the ${said} ${be} ${counted ? withArticle(full) : full}.`,
        parent: start,
      });
    const broad = whole ? full : said;
    if (!withMeasures) continue;
    for (const measure of element.measures.filter((m) => !/percent/.test(m)))
      drafts.push({
        text: `The method of claim ${start}, wherein the ${broad} ${element.plural ? measure.replace(/^is\b/, 'are') : measure}.`,
        parent: start,
      });
  }
  return drafts;
}

/** Whether every amount a limitation states ("1/2 cup", "1 bar") is said already in text. */
function amountsSaid(limitation: string, text: string): boolean {
  const amounts = limitation.match(/(?<![\d./])\d+(?:[./]\d+)?\s+(?:per\s+)?[a-z]+/gi) ?? [];
  return (
    amounts.length > 0 &&
    amounts.every((amount) => {
      // ("2 per jar", told as "putting 2 leaves in each jar".)
      const per = /^(\d+) per ([a-z]+)$/.exec(amount);
      return per
        ? new RegExp(`(?<![\\d./])${per[1]} (?:[a-z]+ ){1,3}(?:in|into|per) each ${per[2]}\\b`).test(text)
        : new RegExp(`(?<![\\d./])${asLiteral(amount)}\\b`).test(text);
    })
  );
}

/** "keeping track of when stuff in the pantry expires": a claim preamble says "items", not "stuff". */
function formalPurpose(purpose: string): string {
  return purpose.replace(
    /\bstuff (in (?:the|your|a) [\w-]+) ([a-z]+?)s\b/i,
    (_, place: string, verb: string) => `items ${place.replace(/\byour\b/, 'the')} ${verb}`,
  );
}

/** How a program's message reaches a person: "by push notification", "by text message". */
const MESSAGE_MEANS =
  /\s+(?:by|via|through) (?:a |an )?(?:push notifications?|text messages?|sms|e-?mails?)\b/i;

function softwareClaims(model: InventionModel): Draft[] {
  const claims = softwareClaimsWith(model, 5);
  // (Five operations and a claim set short of twelve: claim 1 keeps four, which is broader, and the last
  // narrows each category in a dependent, unless it is done on a condition.)
  if (claims.length < MIN_CLAIMS && model.steps.length >= 5) {
    const broader = softwareClaimsWith(model, 4);
    if (broader.length > claims.length) return broader;
  }
  return claims;
}

/**
 * "receiving a photo from a user when the user ends a walk", then "sending the photo … to each owner in the
 * group": what the program is given only to pass on is one operation, so claim 1 says where it goes.
 */
function receivedAndSentOn(steps: string[], fullOf: Map<string, string>): string[] {
  const joined: string[] = [];
  for (let i = 0; i < steps.length; i += 1) {
    const thing = /^receiving (?:an? |the )?([\w-]+)\b/.exec(steps[i]!)?.[1];
    const next = steps[i + 1];
    if (thing && next && new RegExp(`^sending the ${asLiteral(thing)}\\b`).test(next)) {
      const both = `${steps[i]} and ${next}`;
      const full = fullOf.get(next);
      if (full) fullOf.set(both, `${steps[i]} and ${full}`);
      joined.push(both);
      i += 1;
    } else joined.push(steps[i]!);
  }
  return joined;
}

/** The system, method and medium claims, with up to `room` operations in each independent claim. */
function softwareClaimsWith(model: InventionModel, room: number): Draft[] {
  const subjectHead = model.subject.split(/\s+/).pop() ?? '';
  // "a recipe that uses the app" is something the app offers, not a part of it.
  const usesTheWhole = (element: InventionElement) =>
    element.functions.length > 0 &&
    element.functions.every((fn) => new RegExp(`\\bthe ${subjectHead}$`, 'i').test(fn));
  const modules = model.elements
    .filter((element) => isNounPhrase(element.name) && !usesTheWhole(element))
    .map((element) => ({ element, clause: elementClause(element) }))
    .filter((m): m is { element: InventionElement; clause: string } => !!m.clause);
  // "checking the overtime and certification rules using a rules engine": the module that does an
  // operation (its function has the same verb) is named with it, so claim 1 says what carries it out.
  const contentWords = (text: string) =>
    new Set(
      text
        .split(' ')
        .slice(1)
        .filter((w) => w.length >= 4),
    );
  const doer = (step: string) =>
    modules.find(({ element }) =>
      element.functions.some(
        (fn) =>
          infinitiveOf(fn.split(' ')[0]!) === infinitiveOf(step.split(' ')[0]!) &&
          [...contentWords(fn)].some((word) => contentWords(step).has(word)),
      ),
    );
  const used = new Set<InventionElement>();
  // Each operation broadly for the independent claims, and with the inventor's numbers for a dependent.
  const fullOf = new Map<string, string>();
  const told = model.steps
    // "reminding the user to take the pill": a program acts on a user, whom the claim introduces.
    // ("enabling people to list their tools": the tools, whoever's.)
    .map((s) =>
      s.action.replace(/(?<=\w )the user\b/, 'a user').replace(/\b(to [a-z]+) their (?=[a-z])/, '$1 '),
    )
    .map((action) => {
      // ("sending a push notification before the owner's usual walk time when the pavement temperature is
      // over 52 degrees Celsius": the threshold is how it works and stays; when before the walk, a detail.)
      // ("cancelling the shift of that day when the rainfall in the last 24 hours is more than 10 mm".)
      // ("charging half price for cancellations made less than 24 hours in advance": which ones, by a bound.)
      const threshold =
        /\s+when\s+(?:a|an|the)\s+[\w -]+?\s+is\s+(?:over|above|below|under|more than|less than)\s+\d.*$/.exec(
          action,
        ) ??
        /\s+(?:made|placed|sent|given|received|booked)\s+(?:less|more|fewer) than\s+\d.*$/.exec(action) ??
        // ("sending a reminder to hurry when the bus is going to arrive less than 2 minutes after …".)
        /\s+when\s+(?:a|an|the)\s+[\w -]+?\s+is going to [a-z]+\s+(?:less|more) than\s+\d.*$/.exec(action);
      const numbered = threshold
        ? claimable(
            `${withoutNumbers(action.slice(0, threshold.index)).replace(/\s+(?:before|after|during) [^,;]+$/, '')}${threshold[0]}`,
          )
        : claimable(withoutNumbers(action));
      // "offering the slot by push notification": how a message goes is a dependent's, like a number.
      const step = numbered?.replace(MESSAGE_MEANS, '');
      const full = claimable(action);
      // ("two weeks before each shot": a span told in words is a number too.)
      if (
        step &&
        full &&
        full !== step &&
        // ("on the first of the month": a day told in words is one too.)
        (new RegExp(
          `\\d|\\b${SPAN_IN_WORDS}\\b|\\ban? (?:minute|hour|day|week) (?:before|after)\\b|\\bon the (?:first|last) (?:day )?of (?:the|each|every) month\\b`,
        ).test(full) ||
          MESSAGE_MEANS.test(full))
      )
        fullOf.set(step, full);
      return step;
    })
    .filter((s): s is string => !!s && s.split(' ').length >= 2 && readsAsStep(s) && !actsOnNothing(s));
  const broad = receivedAndSentOn(told, fullOf);
  const chosen = uniqueSteps(broad, room);
  // (An operation done on a condition is how the program works, never one claim 1 gives up for room; one
  // done "again", "checking the page again when new posts load", repeats an operation claim 1 keeps.)
  const givenUp = room < 5 ? uniqueSteps(broad, room + 1)[room] : undefined;
  if (givenUp && /\b(?:when|if|once|until|unless|whenever)\b/.test(givenUp) && !/\bagain\b/.test(givenUp))
    return [];
  // ("counting a rep only if the elbows bend past 90 degrees" beside claim 1's "counting a rep when the
  // user's shoulders go down and back up": a further condition of an operation claim 1 has, with its number.)
  for (const action of model.steps.map((s) => claimable(s.action.replace(/(?<=\w )the user\b/g, 'a user')))) {
    if (!action || !/\bonly (?:if|when)\b.*\d/.test(action)) continue;
    const lead = action.split(' ').slice(0, 3).join(' ');
    const refined = chosen.find(
      (step) => step !== action && step.startsWith(`${lead} `) && !fullOf.has(step),
    );
    // (Claim 1 introduced the rep and the user.)
    if (refined)
      fullOf.set(refined, action.replace(/^(\S+) (?:a|an) /, '$1 the ').replace(/\ba user\b/g, 'the user'));
  }
  const operations = userIntroducedOnce(
    chosen.map((step) => {
      const module = doer(step);
      if (!module || used.has(module.element)) return step;
      used.add(module.element);
      return `${step} using ${introduce(module.element)}`;
    }),
  );
  // "receiving recordings from a microphone": a device the operations name is claimed by that name.
  // ("enable people to list tools with a photo": the tools, many of them, named bare.)
  for (const { element } of modules)
    if (
      operations.some((op) =>
        new RegExp(
          `\\b(?:a|an|the) ${asLiteral(element.name)}\\b${element.plural ? `|\\b${asLiteral(pluralOf(element.name))}\\b` : ''}`,
        ).test(op),
      )
    )
      used.add(element);
  if (operations.length < 2) return [];
  const purpose = formalPurpose(model.purpose) || programServes(model.subject) || operations[0]!;
  // ("receiving a photo … and sending the photo …": both operations' verbs.)
  const infinitive = (gerund: string) => {
    const [verb, ...rest] = gerund.split(' ');
    return [infinitiveOf(verb!), ...rest]
      .join(' ')
      .replace(
        / and (sending|forwarding|posting) the /,
        (_and, second: string) => ` and ${infinitiveOf(second)} the `,
      );
  };
  const claims: Draft[] = [
    {
      text: `A system for ${purpose}, comprising:\na processor; and\na memory coupled to the processor and storing instructions that, when executed by the processor, cause the processor to:\n${list(operations.map(infinitive))}.`,
    },
  ];
  for (const { element, clause } of modules.slice(0, 6))
    claims.push({
      text: used.has(element)
        ? `The system of claim 1, wherein ${refer(element)} ${predicateOf(element, clause)}.`
        : `The system of claim 1, further comprising ${introduce(element)} ${clause}.`,
      parent: 1,
    });
  // (Where claim 1 introduced the user, a dependent refers to the same one.)
  const userIntroduced = operations.some((op) => /\ba user\b/.test(op));
  // "tracking an energy in a frequency band" of claim 1, "in the 200 to 500 Hz band" here.
  const numbered = chosen.filter((step) => fullOf.has(step)).slice(0, 3);
  for (const step of numbered)
    claims.push({
      text: `The system of claim 1, wherein the instructions cause the processor to ${infinitive(fullOf.get(step)!)}.`,
      parent: 1,
    });
  // "The minimum gap is 4 hours for acetaminophen and 6 hours for ibuprofen": a value claim 1's operations
  // keep, no part of the system.
  for (const element of model.elements) {
    const measure = element.measures.find((m) => /^is \d/.test(m));
    if (
      measure &&
      !modules.some((m) => m.element === element) &&
      new RegExp(`\\b(?:a|an|the) ${asLiteral(element.name)}\\b`).test(claims[0]!.text)
    )
      claims.push({ text: `The system of claim 1, wherein ${refer(element)} ${measure}.`, parent: 1 });
  }
  // ("keeping a count for each student", and "the count resets every Monday": what a value claim 1's
  // operations keep does by itself, a limitation of each claim that keeps it.)
  const valueFacts = model.elements
    .filter(
      (element) =>
        !modules.some((m) => m.element === element) &&
        new RegExp(`\\b(?:a|an|the) ${asLiteral(element.name)}\\b`).test(claims[0]!.text),
    )
    .flatMap((element) => {
      const fn = element.functions
        .map((f) => claimable(f))
        .find((f) => f && !/\bthe (?:app|application|system|user)\b/.test(f));
      return fn ? [`${refer(element)} ${thirdPerson(fn, element.plural)}`] : [];
    })
    .slice(0, 1);
  for (const fact of valueFacts) claims.push({ text: `The system of claim 1, wherein ${fact}.`, parent: 1 });
  // Operations claim 1 had no room for, and parts the inventor would add, narrow the system further. One
  // that says nothing without its number ("giving up after 5 seconds") is claimed with it.
  const withNumber = model.steps
    .map((s) => claimable(s.action))
    .filter(
      (full): full is string =>
        !!full &&
        /\d/.test(full) &&
        // (Not one whose broad form is an operation already, claimed with its number from there; one whose
        // broad form says nothing, "adding to the share", is claimed here whole.)
        !broad.includes(claimable(withoutNumbers(full)) ?? '') &&
        readsAsStep(full) &&
        !actsOnNothing(full),
    );
  // What the program may also do ("The app can also reserve the spot for 15 minutes") comes last.
  // ("reminding the user to start seeds indoors": claim 1 introduced no user, a dependent introduces one.)
  // (Where claim 1 introduced the user, a dependent refers to the same one.)
  const mayAlso = model.optionalSteps
    .map((s) => claimable(s.action.replace(/(?<=\w )the user\b(?!'s)/, 'a user')))
    .map((s) => (userIntroduced ? s?.replace(/\ba user\b/, 'the user') : s))
    .filter((s): s is string => !!s && readsAsStep(s) && !actsOnNothing(s));
  // (Told twice, "increasing the weekly distance by no more than 10 percent" is one further operation.)
  const extra = [...new Set([...broad, ...withNumber])]
    // (Each one no repeat of an operation claim 1 has, however many it has.)
    .filter(
      (step) =>
        !chosen.includes(step) &&
        uniqueSteps([...chosen, step], Math.max(6, chosen.length + 1)).length > chosen.length,
    )
    .map((step) => fullOf.get(step) ?? step)
    // ("clearing the reminder when a user drives away", after claim 1's user: the same one.)
    .map((step) =>
      userIntroduced || /\ba user\b/.test(purpose) ? step.replace(/\ba user\b/g, 'the user') : step,
    )
    .slice(0, 4);
  // (A second thing it may also do, where claim 1 left few of its own steps over.)
  // (A third where claim 1 left none of its own over.)
  const further = extra.concat(mayAlso.slice(0, extra.length === 0 ? 3 : extra.length < 2 ? 2 : 1));
  for (const step of further)
    claims.push({
      text: `The system of claim 1, wherein the instructions further cause the processor to ${infinitive(step)}.`,
      parent: 1,
    });
  for (const part of model.optionalParts.slice(0, 2)) {
    const phrase = claimable(part);
    if (phrase)
      claims.push({ text: `The system of claim 1, further comprising ${withArticle(phrase)}.`, parent: 1 });
  }
  const free = modules.filter((m) => !used.has(m.element));
  const methodNumber = claims.length + 1;
  claims.push({ text: `A computer-implemented method for ${purpose}, comprising:\n${list(operations)}.` });
  for (const step of numbered)
    claims.push({
      text: `The method of claim ${methodNumber}, wherein the step of ${step} comprises ${fullOf.get(step)}.`,
      parent: methodNumber,
    });
  for (const fact of valueFacts)
    claims.push({ text: `The method of claim ${methodNumber}, wherein ${fact}.`, parent: methodNumber });
  for (const step of further.slice(0, 3))
    claims.push({
      text: `The method of claim ${methodNumber}, further comprising ${step}.`,
      parent: methodNumber,
    });
  for (const { element, clause } of free.slice(0, 3)) {
    if (!clause.startsWith('configured to ')) continue;
    const [verb, ...rest] = clause.replace(/^configured to /, '').split(' ');
    claims.push({
      text: `The method of claim ${methodNumber}, further comprising ${gerundOf(verb!)} ${rest.join(' ')} with ${introduce(element)}.`,
      parent: methodNumber,
    });
  }
  const mediumNumber = claims.length + 1;
  claims.push({
    text: `A non-transitory computer-readable medium storing instructions that, when executed by a processor, cause the processor to perform operations comprising:\n${list(operations)}.`,
  });
  for (const step of numbered.slice(0, 2))
    claims.push({
      text: `The non-transitory computer-readable medium of claim ${mediumNumber}, wherein ${step} comprises ${fullOf.get(step)}.`,
      parent: mediumNumber,
    });
  for (const fact of valueFacts)
    claims.push({
      text: `The non-transitory computer-readable medium of claim ${mediumNumber}, wherein ${fact}.`,
      parent: mediumNumber,
    });
  // (A third, where no step of claim 1 left a number to claim.)
  for (const step of further.slice(0, numbered.length > 0 ? 2 : 3))
    claims.push({
      text: `The non-transitory computer-readable medium of claim ${mediumNumber}, wherein the operations further comprise ${step}.`,
      parent: mediumNumber,
    });
  for (const { element, clause } of free.slice(0, 2))
    if (clause.startsWith('configured to '))
      claims.push({
        text: `The non-transitory computer-readable medium of claim ${mediumNumber}, wherein the operations are performed in part by ${introduce(element)} ${clause}.`,
        parent: mediumNumber,
      });
  return claims;
}

/** "wedge under a tire when opened": what the whole does once unfolded, how it works as much as its title's act. */
const ONCE_OPENED = / when (?:opened|unfolded|folded|closed|extended)$/;

/** Switching a lamp on or keeping it on is using a tool, not working on it. */
const OPERATING = /^(?:switch|turn|run|start|stop|set|keep|power|operat)[a-z]*ing\b/;

const TOOL =
  /\b(in|into|with|using|by|over|under|through)\s+(?:a|an|the)\s+((?:[\w-]+\s+){0,2}?[\w-]+)(?=\s+(?:for|at|to|that|which|and|until|while|with|is|are|up|over|from|overnight|before|after)\b|[,.;]|$)/i;
/** Acts that put what is worked on somewhere, or leave it there. */
// ("resting the dough in a fridge": where it rests, no tool.)
const PLACING =
  /^(?:putting|placing|letting|leaving|allowing|keeping|soaking|dipping|immersing|storing|resting|chilling)\b/;

/** "mixing HDPE flakes with sawdust in a ribbon blender" → a ribbon blender configured to mix HDPE flakes with sawdust. */
function toolsOf(
  steps: string[],
  measures = new Map<string, string>(),
  isMass: (noun: string) => boolean = () => false,
): { element: InventionElement; clause: string }[] {
  const tools: { element: InventionElement; clause: string }[] = [];
  for (const step of steps) {
    const match = TOOL.exec(step);
    if (!match || !isNounPhrase(match[2]!) || /^(?:water|air|weight|hand)$/.test(match[2]!)) continue;
    // ("adding the last layer with the jar upright": how the jar stands, no tool.)
    if (/ (?:upright|sideways|flat|level|open|closed)$/.test(match[2]!)) continue;
    // "putting the yarn in the dye bath", "letting it cool in the bath": where the work is put, not what
    // does it (no bath is configured to put yarn).
    if (match[1] === 'in' && PLACING.test(step)) continue;
    // ("running the jacket through a second rinse": a rinse or a cycle is a stage of the work, no tool.)
    if (/\b(?:rinse|cycle|wash|soak|pass|round|stage|bath)$/.test(match[2]!) && match[1] !== 'with') continue;
    // "running the aquarium pump with an air stone": what is run is the tool; the stone is its own.
    if (match[1] === 'with' && /^(?:running|operating|switching|turning|starting|powering)\b/.test(step))
      continue;
    // "placing the skins in the tea": a substance the work is done in is no tool; "rubbing the mix into
    // the skins": what the process works on is no tool either.
    if (isMass(match[2]!.split(' ').pop()!)) continue;
    // ("mixing cooking oil with baking soda into a paste": what the ingredients become is no tool.)
    if (
      match[1] === 'into' &&
      new RegExp(`\\b(?:${MIXTURE_NAMES}|mixture|solution|slurry|gel|pulp)$`).test(match[2]!)
    )
      continue;
    const workedOn = new RegExp(`^[a-z]+ing (?:the )?${asLiteral(match[2]!)}\\b`, 'i');
    if (steps.some((other) => !OPERATING.test(other) && workedOn.test(other))) continue;
    const name = match[2]!.replace(/^\d+\s+\w+\s+/, '');
    if (tools.some((t) => t.element.name === name)) continue;
    const [gerund, ...rest] = withoutNumbers(step.slice(0, match.index)).trim().split(' ');
    const object = rest.join(' ').replace(/\s+(?:and|with|to|from)$/, '');
    // "pouring the resin into a silicone mold" → "a silicone mold into which the resin is poured".
    const participle = pastParticipleOf(gerund!);
    // ("mixing the coffee with water in a glass jar": a vessel is where it is done, not what does it.)
    // ("setting the jar in a wooden cradle": a holder the thing is set in, "in which the jar is set".)
    const vessel =
      match[1] === 'in' &&
      (/\b(?:jar|bowl|tank|bucket|pot|container|vessel|drum|tub|bottle)$/.test(match[2]!) ||
        /^(?:setting|seating|standing|resting|nesting)\b/.test(step));
    // ("setting the jar upside down at an angle in a bowl": how it is set follows the participle.)
    const how = /^(.+?)((?: (?:upside down|upright|sideways|on its side|at an angle))+)$/.exec(object);
    const thing = how ? how[1]! : object;
    const clause =
      (match[1] === 'into' || vessel) && participle
        ? `${match[1]} which ${thing} ${/s$/.test(thing) ? 'are' : 'is'} ${participle}${how ? how[2] : ''}`
        : `configured to ${infinitiveOf(gerund!)} ${object}`;
    const phrase = claimable(clause.trim());
    if (!phrase || phrase.split(' ').length < 4) continue;
    // The step's numbers ("to 180 degrees Celsius at 500 psi") make a dependent claim on the tool.
    const fullObject = step.slice(0, match.index).trim().split(' ').slice(1).join(' ');
    const full = claimable(
      `configured to ${infinitiveOf(gerund!)} ${fullObject} ${step.slice(match.index + match[0].length).trim()}`.trim(),
    );
    if (full && /\d/.test(full) && match[1] !== 'into' && !vessel && full !== phrase)
      measures.set(name, full);
    tools.push({
      element: newElement(name, { sources: [step] }),
      clause: phrase,
    });
  }
  return tools;
}

/**
 * "The pellet tube smolders without a flame, so the box stays under 25 degrees Celsius": what a thing the
 * steps use does by itself, said where the inventor says what sets the method apart, is how the method
 * works, and claim 1 says it ("wherein the pellet tube smolders without a flame").
 */
function howTheMethodWorks(model: InventionModel, claimOne: string): string | undefined {
  const effect = effectOfAStep(model.advantages, claimOne) ?? theTrick(model.advantages, claimOne);
  if (effect) return effect;
  for (const element of model.elements) {
    if (!new RegExp(`\\b(?:a|an|the) ${asLiteral(element.name)}\\b`, 'i').test(claimOne)) continue;
    for (const fn of element.functions) {
      const [verb = '', ...rest] = fn.split(' ');
      const does = `${element.name} ${presentOf(verb)}`.toLowerCase();
      if (!model.advantages.some((sentence) => sentence.toLowerCase().includes(does))) continue;
      // ("the burnt residue wipes off" after the step "wiping a burnt residue off": said already.)
      if (new RegExp(`\\b${gerundOf(verb)} (?:a|an|the) ${asLiteral(element.name)}\\b`, 'i').test(claimOne))
        continue;
      const phrase = claimable(`${refer(element)} ${presentOf(verb)} ${rest.join(' ')}`.trim());
      // (One the checker would fail, "keeps a surface as wet as the inside", leaves the next one to say it.)
      if (phrase && !claimOne.includes(phrase) && cutClauseProblems(phrase).length === 0) return phrase;
    }
  }
  return undefined;
}

/**
 * "The present invention relies on sealing the lens with a UV clear coat after sanding, so the sun cannot
 * oxidize the plastic again" (the inventor's "The trick is …"): what sets the method apart is what its material does to what claim 1 works on
 * ("wherein the UV clear coat seals the lens"), when claim 1 names both.
 */
function theTrick(sentences: string[], claimOne: string): string | undefined {
  const body = claimOne.split('comprising:')[1] ?? '';
  for (const sentence of sentences) {
    const told =
      /^The (?:present invention relies on|(?:trick|key|secret|idea) is) ([a-z]+ing) the ([\w-]+(?: [\w-]+)?) with (?:an? |the )((?:[\w-]+ ){0,3}[\w-]+?)(?: (?:after|before|while) [a-z]+ing)?(?:,? so\b.*)?\.?$/.exec(
        sentence,
      );
    if (!told) continue;
    const [, gerund = '', thing = '', tool = ''] = told;
    const verb = infinitiveOf(gerund);
    const named = (phrase: string) =>
      new RegExp(`\\b${asLiteral(phrase.split(' ').at(-1)!)}\\b`, 'i').test(body);
    if (!canBeVerb(verb) || !named(thing) || !named(tool)) continue;
    return `the ${tool} ${presentOf(verb)} the ${thing}`;
  }
  return undefined;
}

/**
 * "Microwaving soaked strips heats the water inside the wood fast, so they get soft in a couple of
 * minutes": what a step of claim 1 does, and what that makes of the material, is how the method works
 * ("wherein the microwaving heats the water inside the wood such that the strips become soft"). How fast
 * is a degree, and how long a dependent's.
 */
function effectOfAStep(sentences: string[], claimOne: string): string | undefined {
  for (const sentence of sentences) {
    const told =
      /^([A-Z][a-z]+ing) (?:[\w-]+ ){0,2}?([a-z]+s) ([a-z]+s) (.+?),? so (?:that )?(?:they|it) (?:become|get|turn|go|becomes|gets|turns|goes) ([a-z]+)\b/.exec(
        sentence,
      );
    if (!told) continue;
    const [, gerund = '', things = '', verb = '', what = '', state = ''] = told;
    if (!new RegExp(`\\n${gerund.toLowerCase()} `).test(claimOne) || !isQuality(state)) continue;
    // ("inside the wood" of the wood strips claim 1 works on: the strips, as claim 1 names them.)
    const named = new RegExp(`\\b([a-z]+) ${asLiteral(things)}\\b`).exec(
      claimOne.split('comprising:')[1] ?? '',
    )?.[0];
    const does = claimable(withoutNumbers(what.replace(/\s+(?:fast|quickly|rapidly|evenly)$/, '')))?.replace(
      /\bthe ([a-z]+)$/,
      (whole, word: string) => (named?.startsWith(`${word} `) ? `the ${named}` : whole),
    );
    if (!does) continue;
    return `the ${gerund.toLowerCase()} ${verb} ${does} such that the ${named ?? things} become ${state}`;
  }
  return undefined;
}

/**
 * "When the user drops it in the bowl, the baking soda and citric acid fizz and loosen the stains": two
 * ingredients of claim 1 that act together are how the composition works ("wherein the baking soda and
 * the citric acid fizz and loosen stains when the composition is dropped in a bowl").
 */
function actingTogether(
  sentences: string[],
  names: string[],
  subject: string,
): { phrase: string; acting: string[]; use?: string } | undefined {
  const known = (phrase: string) => names.find((n) => n.toLowerCase() === phrase.toLowerCase());
  for (const sentence of sentences) {
    const told =
      /^(?:(?:when|once|as soon as) (?:the user|you) ([a-z]+) it ([^,]+),\s+)?the ([\w -]+?) and (?:the )?([\w -]+?) ([a-z]+)(?: and ([a-z]+(?: (?:the )?[\w-]+)?))?(?=[,.]|$)/i.exec(
        sentence,
      );
    if (!told) continue;
    const [, verb, where, first, second, act, more] = told;
    const a = known(first!);
    const b = known(second!);
    if (!a || !b || a === b || !isVerb(tokens(`they ${act} it`)[1])) continue;
    const participle = verb && pastParticipleOf(infinitiveOf(verb));
    const when = participle ? ` when the ${subject} is ${participle} ${where}` : '';
    const phrase = claimable(`the ${a} and the ${b} ${act}${more ? ` and ${more}` : ''}${when}`);
    const use = verb && claimable(`${gerundOf(infinitiveOf(verb))} the ${subject} ${where}`);
    if (phrase) return { phrase, acting: [a, b], use: use || undefined };
  }
  return undefined;
}

function methodKindClaims(model: InventionModel): Draft[] {
  const stepActions = model.steps.map((step) => step.action);
  const claims = methodClaims(
    `A method of ${model.purpose || 'making a product'}`,
    formingStep(stepActions),
    1,
  );
  for (const step of model.optionalSteps) {
    const phrase = claimable(step.action);
    if (phrase && claims.length > 0)
      claims.push({ text: `The method of claim 1, further comprising ${phrase}.`, parent: 1 });
  }
  if (claims.length === 0) return [];
  meansInClaimOne(claims, model.told?.[0] ?? '');
  // The apparatus that carries the method out: the tools its steps name ("in a ribbon blender").
  const toolNumbers = new Map<string, string>();
  // "a silicone mold": the system claims the mold, a dependent its material.
  const isMass = massNounTest(model.told ?? []);
  const tools = toolsOf(stepActions, toolNumbers, isMass).map(({ element, clause }) => {
    const broad = byMaterialKind(element);
    if (broad.name !== element.name && toolNumbers.has(element.name))
      toolNumbers.set(broad.name, toolNumbers.get(element.name)!);
    return { element: broad, clause };
  });
  // Parts the description places ("a lamp over the mold") serve the method too; what the method works on
  // ("heating the mix") and the line as a whole ("the press line") are not parts of the apparatus.
  // "washing the milk jugs" works on the milk jug; what is only ever told undergoing a step's verb ("the
  // mixture is heated …, cooled …") is worked on too, where a lamp "disposed over the mold" is a part.
  // ("put in a mesh bag", "run with an air stone": an irregular participle as much as "heated".)
  const undergoes = (relation: string) => {
    const word = /^([a-z]+)\b/.exec(relation)?.[1] ?? '';
    const verb = /ed$/.test(word) ? word : pastParticipleOf(infinitiveOf(word)) === word ? word : undefined;
    return !!verb && model.steps.some((step) => step.action.startsWith(`${gerundOf(verb)} `));
  };
  // "sealing the tank": a vessel the method works in is a part of the apparatus all the same.
  const vessel = (element: InventionElement) =>
    /\b(?:tank|vessel|chamber|container|drum|hopper|bin|kettle|reactor|bath|vat|tub)$/.test(element.name);
  // ("scraping the skins" works on the salmon skins: the material is named by its head noun too.)
  const workedOn = (element: InventionElement) =>
    (!vessel(element) &&
      model.steps.some((step) =>
        [element.name, element.name.split(' ').pop()!].some(
          (name) =>
            // ("mixing 3 parts glass with …": what is mixed, whatever amount of it; "tapping each tree".)
            new RegExp(
              `^[a-z]+ing (?:the |each |every |both )?(?:\\d+(?:\\.\\d+)? [a-z]+ (?:of )?)?${asLiteral(name)}(?:s|es)?\\b`,
              'i',
            ).test(step.action) &&
            // ("running the aquarium pump": a device the method runs is a tool, not worked on.)
            !OPERATING.test(step.action),
        ),
      )) ||
    (element.functions.length === 0 && element.relations.length > 0 && element.relations.every(undergoes)) ||
    // "the tannins in the black tea": what a substance holds is the substance's, not a part.
    element.relations.some(
      (r) => /^disposed in (?:the )?(?:[\w-]+ ){0,2}[\w-]+$/.test(r) && isMass(r.split(' ').pop()!),
    );
  for (const element of model.elements) {
    const clause = elementClause(element);
    if (
      clause &&
      isNounPhrase(element.name) &&
      !workedOn(element) &&
      !/\b(?:line|system|apparatus|machine|setup|plant)$/.test(element.name) &&
      // "each pulse pulls the air out of the grounds": a pulse is an event of the method, not a part.
      !/\b(?:pulses?|cycles?|steps?|strokes?|rounds?|passes)$/.test(element.name) &&
      // ("A light coat of oil": what a step applies is no part of an apparatus; nor is the heat or water a
      // step works with.)
      !/\b(?:coat|coating|layer|film)$/.test(element.name) &&
      // ("A drain hole is drilled with a masonry bit": what a step makes in the work is no part either.)
      !/\b(?:hole|opening|slot|groove|notch|cut)$/.test(element.name) &&
      !WORKING_MEDIUM.test(element.name) &&
      // ("The washing soda is what softens the grass": a substance the inventor names bare is no part.)
      !isMass(element.name.split(' ').pop()!) &&
      // ("The baking soda scrubs without scratching", measured out by a step: a substance used up, no part.)
      !measuredOutIn(stepActions, element.name) &&
      // ("The oxalic acid in the potato": what is in a thing the steps work on is that thing's.)
      !holdersOf(element).some((holder) => model.elements.some((e) => e.name === holder && workedOn(e))) &&
      !tools.some((t) => t.element.name === element.name)
    )
      tools.push({ element, clause });
  }
  // What the inventor said of a part the method uses ("a steel mold that is 6 inches wide", "a lamp
  // over the mold") limits the method too.
  // "soaking the yarn" of a process that dyes wool yarn: which yarn ("wherein the yarn is wool yarn").
  const materials = model.elements.filter((element) => workedOn(element) && isNounPhrase(element.name));
  // ("8 oz jars are used" of a method that sets a jar in a cradle: the size of what it works on.)
  for (const element of model.elements) {
    const sized = element.measures
      .map(
        (measure) =>
          new RegExp(`^(?:is|are) (\\d+(?:\\.\\d+)? [a-z]+) ${asLiteral(element.name)}s?$`).exec(
            measure,
          )?.[1],
      )
      .find(Boolean);
    if (sized && new RegExp(`\\b(?:a|an|the) ${asLiteral(element.name)}\\b`).test(claims[0]!.text))
      claims.splice(firstDependentSlot(claims), 0, {
        text: `The method of claim 1, wherein the ${element.name} is ${indefiniteArticle(sized)} ${sized} ${element.name}.`,
        parent: 1,
      });
  }
  const byKind = materialByKind(claims, materials, model.told ?? []);
  if (byKind) claims.splice(firstDependentSlot(claims), 0, byKind);
  else claims.splice(firstDependentSlot(claims), 0, ...kindsOfWorkedMaterial(claims, model.told ?? []));
  claims.splice(firstDependentSlot(claims), 0, ...kindsThatWorkBest(claims, model.told ?? []));
  const methodText = claims[0]!.text;
  // (Their measures are claimed below, with the parts'.)
  const named = (e: InventionElement) => (e.plural ? pluralOf(e.name) : e.name);
  const span = spanOfAStep(claims[0]!.text, stepActions, model.told ?? []);
  if (span) claims.splice(firstDependentSlot(claims), 0, span);
  // (After claim 1 names what it works on by its kind: how it works says so too.)
  const works = howTheMethodWorks(model, claims[0]!.text);
  // (On a line of its own: after the last step's comma it would read as that step's alone.)
  if (works) claims[0]!.text = claims[0]!.text.replace(/\.$/, `,\nwherein ${works}.`);
  // ("The oxalic acid in the potato reacts with the rust": what is in the thing a step works on, and what
  // it does there, is how the method works, a dependent's.)
  for (const element of model.elements) {
    const holder = holdersOf(element).find((name) =>
      new RegExp(`\\b(?:a|an|the) ${asLiteral(name)}\\b`).test(claims[0]!.text),
    );
    const [verb = '', ...rest] = element.functions[0]?.split(' ') ?? [];
    const does = holder && verb && claimable(`${presentOf(verb)} ${rest.join(' ')}`);
    if (does && !works)
      claims.splice(firstDependentSlot(claims), 0, {
        text: `The method of claim 1, wherein the ${holder} comprises ${element.name} that ${does}.`,
        parent: 1,
      });
  }
  for (const draft of ingredientsOfMethod(claims[0]!.text, materials, 1, named, false))
    claims.splice(firstDependentSlot(claims), 0, draft);
  const stepsText = stepActions.join(' ');
  for (const element of model.elements) {
    // ("mixing methanol and …": a substance claim 1 names bare is named all the same.)
    // ("stirring wildflower seeds into the pulp": a plurality by its plural.)
    if (!new RegExp(`\\b(?:(?:a|an|the) )?${asLiteral(named(element))}\\b`, 'i').test(methodText)) continue;
    // Only a measure no step states already ("6 inches wide"; "40 percent" is the mixing step's).
    // ("20 percent of the oil volume" is not "the other 20 percent of the methoxide" a step adds.)
    // ("the 20 minute kind" is not told by "20 minutes apart": a whole word.)
    const told = (m: string) =>
      (m.match(/\d+(?:\.\d+)?\s+\w+(?:\s+of\s+(?:the\s+)?\w+)?/g) ?? []).some((n) =>
        new RegExp(`(?<![\\d.])${asLiteral(n)}\\b`).test(stepsText),
      );
    // ("Vinegaroon is steel wool soaked in vinegar for a week": what a substance the steps use is made
    // of, broadly, then as told.)
    const madeOf = element.materials.length === 1 && !element.plural ? element.materials[0]! : undefined;
    const broadly = madeOf && claimable(withoutNumbers(madeOf));
    // (With its alternatives named beside it in claim 1, "the vinegaroon or coffee is vinegaroon
    // comprising …": the alternative is made of no such thing.)
    const which = element.substitutes.length > 0 ? `is ${element.name} comprising` : 'comprises';
    if (madeOf && broadly && /\b(?:soaked|dissolved|mixed|steeped|boiled)\b/.test(madeOf)) {
      claims.splice(firstDependentSlot(claims), 0, {
        text: `The method of claim 1, wherein ${refer(element)} ${which} ${broadly}.`,
        parent: 1,
      });
      const full = claimable(madeOf);
      if (full && full !== broadly)
        claims.push({
          text: `The method of claim 1, wherein ${refer(element)} ${which} ${full}.`,
          parent: 1,
        });
    }
    // ("turning a mug upside down", of "a ceramic mug": what a thing the steps handle is made of.)
    if (madeOf && MATERIAL_WORDS.test(madeOf) && !element.plural)
      claims.push({
        text: `The method of claim 1, wherein ${refer(element)} comprises ${madeOf}.`,
        parent: 1,
      });
    for (const measure of element.measures.filter((m) => !told(m)))
      claims.splice(firstDependentSlot(claims), 0, {
        // ("20 percent of the oil volume": of a volume of the oil claim 1 names.)
        // ("Each cube is about one tablespoon": of several, each one is.)
        // ("is the 20 minute kind": of a kind, which no claim named before.)
        text: `The method of claim 1, wherein ${element.plural && /^is\b/.test(measure) ? `each ${element.name}` : refer(element)} ${measure.replace(/\bof the ([\w-]+) (volume|weight|mass)\b/, 'of a $2 of the $1').replace(/^is the ((?:[\w-]+ ){0,3}[\w-]+) (kind|type|sort|variety)$/, 'is of a $1 $2')}.`,
        parent: 1,
      });
  }
  // "The copper layer comes out around 0.1 mm": the layer the method forms, which no step names.
  const layer = formedLayer(model);
  if (layer)
    claims.splice(firstDependentSlot(claims), 0, {
      text: `The method of claim 1, wherein ${layer}.`,
      parent: 1,
    });
  // "Each pulse …; the pulse may be anywhere from 10 to 60 seconds": an event of the method and its span.
  // The span is claimed with the step it times ("taking the tank down … for 30 seconds" → "for from 10
  // to 60 seconds"), since claim 1 names no pulse.
  for (const element of model.elements.filter((e) => /\b(?:pulses?|cycles?|strokes?)$/.test(e.name)))
    for (const measure of element.measures) {
      const span = /^is (from \d+(?:\.\d+)? to \d+(?:\.\d+)? (seconds|minutes|hours))$/.exec(measure);
      const timed =
        span && model.steps.find((s) => new RegExp(`\\bfor \\d+(?:\\.\\d+)? ${span[2]}\\b`).test(s.action));
      const broad = timed && claimable(withoutNumbers(timed.action));
      if (!span || !timed || !broad || !claims[0]!.text.includes(broad)) continue;
      const full = claimable(
        timed.action.replace(new RegExp(`\\bfor \\d+(?:\\.\\d+)? ${span[2]}\\b`), `for ${span[1]}`),
      );
      if (full)
        claims.splice(firstDependentSlot(claims), 0, {
          text: `The method of claim 1, wherein the step of ${broad} comprises ${full}.`,
          parent: 1,
        });
    }
  // "Oak bark or sumac leaves instead of tea. Willow bark works too.": what may take the tea's place.
  for (const element of model.elements) {
    const others = element.substitutes.map((sub) => sub.alternative);
    if (
      others.length === 0 ||
      !new RegExp(`\\b(?:a|an|the)? ?${asLiteral(named(element))}\\b`, 'i').test(methodText)
    )
      continue;
    const inClaimOne = alternativeInClaimOne(claims, element, model.told ?? []);
    claims.splice(
      firstDependentSlot(claims),
      0,
      ...(inClaimOne.length > 0
        ? inClaimOne
        : [{ text: `The method of claim 1, ${replacedBy(element)}.`, parent: 1 }]),
    );
  }
  // ("Lime juice can replace half the vinegar": what may take part of an ingredient's place, of the
  // ingredient claim 1 names.)
  for (const told of model.told ?? []) {
    const partly =
      /^(?:In some embodiments, )?([A-Z][a-z]+(?: [a-z]+)?) (?:can|could|may) (?:also )?replace (half|some|part) (?:of )?the ([a-z]+(?: [a-z]+)?)\.?$/.exec(
        told,
      );
    if (partly && new RegExp(`\\b${asLiteral(partly[3]!)}\\b`).test(claims[0]?.text ?? ''))
      claims.splice(firstDependentSlot(claims), 0, {
        text: `The method of claim 1, wherein ${partly[1]!.toLowerCase()} replaces ${partly[2]} of the ${partly[3]}.`,
        parent: 1,
      });
  }
  // "dyes wool yarn … with yellow onion skins and no synthetic mordant": what the method does without is a
  // limitation the inventor stated (a negative limitation needs the words that support it).
  // ("washes the jacket with a tech wash, no fabric softener": so is what a step is done without.)
  const without = model.advantages
    .map(
      (sentence) =>
        /\b(?:and|with) no ((?:[a-z-]+ ){0,2}[a-z-]+?)(?=[.,;]|$)/.exec(sentence)?.[1] ??
        /\bwith (?:a|an) (?:[\w-]+ ){0,2}[\w-]+, no ((?:[a-z-]+ ){0,2}[a-z-]+?)(?=[.,;]|$)/.exec(
          sentence,
        )?.[1],
    )
    .find(Boolean);
  if (without)
    claims.splice(firstDependentSlot(claims), 0, {
      text: `The method of claim 1, wherein no ${without} is used.`,
      parent: 1,
    });
  // "It may also use nitrogen to break the vacuum instead of air": a further step, done with it.
  for (const option of model.body.options) {
    const used = /^use (.+?) to ([a-z]+) (.+?)(?:\s+instead of\b.*)?$/.exec(option);
    const step = used && claimable(`${gerundOf(used[2]!)} ${used[3]} with ${used[1]}`);
    if (step) claims.push({ text: `The method of claim 1, further comprising ${step}.`, parent: 1 });
  }
  // ("… sharpening kitchen knives on the unglazed ring": "The unglazed ring works like a fine stone, around
  // 1000 grit" is a measure of the thing the method is done on, which claim 1 names.)
  const doneOn = /\b(?:on|with|using) the ((?:[\w-]+ )?[\w-]+)$/.exec(model.subject)?.[1];
  for (const measure of model.body.measures.filter((m) =>
    /^is (?:about |around |roughly )?\d+(?:\.\d+)? grit$/.test(m),
  ))
    if (doneOn && methodText.includes(`the ${doneOn}`))
      claims.splice(firstDependentSlot(claims), 0, {
        text: `The method of claim 1, wherein the ${doneOn} ${measure}.`,
        parent: 1,
      });
  // ("For really dull knives do 20 strokes", of "pulling the knife across the ring 10 times on each side":
  // the step done so many times instead, a dependent of its own.)
  for (const told of model.told ?? []) {
    const count =
      /^For (?:[\w-]+ ){0,3}[\w-]+, (\d+) (?:strokes|passes|times|rounds) (?:may be|are|is) (?:made|done|used)\.?$/.exec(
        told,
      )?.[1];
    const counted = count && model.steps.find((step) => /\b\d+ times\b/.test(step.action));
    const broad = counted && claimable(withoutNumbers(counted.action));
    const full = counted && claimable(counted.action.replace(/\b\d+ times\b/, `${count} times`));
    if (broad && full && methodText.includes(broad) && full !== claimable(counted.action))
      claims.splice(firstDependentSlot(claims), 0, {
        text: `The method of claim 1, wherein the step of ${broad} comprises ${full}.`,
        parent: 1,
      });
  }
  // "The pulse could be 1 to 4 seconds": a range of the process, claimed with the step it belongs to.
  for (const measure of model.body.measures) {
    const range = /^has an? ([\w -]+?) of (from .+ ([a-z]+))$/.exec(measure);
    const step = range && model.steps.find((s) => s.action.includes(range[3]!));
    const broad = step && claimable(withoutNumbers(step.action));
    // "The tanning may be from 3 to 7 days": the step that takes 5 days takes from 3 to 7.
    const timed = step && new RegExp(`\\bfor \\d+(?:\\.\\d+)? ${range![3]}\\b`);
    if (range && broad && timed && /ing$/.test(range[1]!) && timed.test(step.action)) {
      const full = claimable(step.action.replace(timed, `for ${range[2]!.replace(/^from /, '')}`));
      if (full && methodText.includes(broad))
        claims.splice(firstDependentSlot(claims), 0, {
          text: `The method of claim 1, wherein the step of ${broad} comprises ${full}.`,
          parent: 1,
        });
      continue;
    }
    if (range && broad && methodText.includes(broad))
      claims.splice(firstDependentSlot(claims), 0, {
        text: `The method of claim 1, wherein the step of ${broad} comprises ${pluralOf(range[1]!)} ${range[2]}.`,
        parent: 1,
      });
  }
  // (Last, when every dependent that could name the tool with its material is written.)
  const tool = toolByKind(claims);
  if (tool) claims.splice(firstDependentSlot(claims), 0, tool);
  // ("a wooden cradle that holds it at 30 degrees", of "setting a jar in a cradle": what the tool does,
  // with its number, a limitation of the method that uses it.)
  const toldOf = (name: string) => model.elements.find((e) => e.name === name || e.name.endsWith(` ${name}`));
  const toolActs = tools.flatMap(({ element }) =>
    (toldOf(element.name)?.functions ?? [])
      .filter(
        (fn) =>
          /\d/.test(fn) &&
          new RegExp(`\\b(?:a|an|the) ${asLiteral(element.name)}\\b`).test(methodText) &&
          // (Not a number a step's own dependent already claims: "heating the mix to 180 degrees …".)
          !(fn.match(/\d+(?:\.\d+)?/g) ?? []).some((n) =>
            claims.some((claim) => new RegExp(`(?<![\\d.])${asLiteral(n)}(?![\\d])`).test(claim.text)),
          ),
      )
      .slice(0, 1)
      .map((fn) => ({ element, fn })),
  );
  for (const { element, fn } of toolActs)
    claims.splice(firstDependentSlot(claims), 0, {
      text: `The method of claim 1, wherein the ${element.name} ${thirdPerson(fn, element.plural)}.`,
      parent: 1,
    });
  claims.splice(
    firstDependentSlot(claims),
    0,
    ...substanceEffects(claims, model.elements, stepActions),
    ...materialsWorkedOn(claims, model.told ?? []),
  );
  // The vessel the tools act on comes first, bare ("a tank; a vacuum pump configured to take the tank down").
  const vessels = model.elements
    .filter((e) => vessel(e) && !tools.some((t) => t.element.name === e.name))
    .filter((e) => tools.some((t) => mentions(t.clause, e)))
    .map((element) => ({ element, clause: '' }));
  // ("a soap mold into which a mixture is poured; a hair dryer configured to heat the bag": tools the
  // inventor told nothing of beyond the steps that use them are no apparatus a practitioner would claim;
  // what the method makes is, where it makes something.)
  // (A tool a step works to a number, "taking the tank down to 0.2 bar with the vacuum pump", is told of.)
  const offTheShelf = tools.every(({ element }) => {
    const told = toldOf(element.name) ?? element;
    return (
      told.materials.length === 0 &&
      told.measures.length === 0 &&
      told.relations.length === 0 &&
      !told.functions.some((fn) => /\d/.test(fn)) &&
      !stepActions.some((action) => /\d/.test(action) && mentions(action, element))
    );
  });
  const made = offTheShelf && tools.length >= 2 ? productByProcess(model, claims, isMass) : [];
  if (made.length > 0) claims.push(...made);
  // (A paste the method mixes and puts to work is what it claims besides, where it has no apparatus.)
  else if (tools.length < 2) {
    const mixture = mixtureClaims(claims, model.purpose);
    claims.push(...(mixture.length > 0 ? mixture : productByProcess(model, claims, isMass)));
  } else {
    const start = claims.length + 1;
    claims.push({
      text: `A system for ${model.purpose}, comprising:\n${list([...vessels, ...tools].slice(0, 6).map((t) => `${introduce(t.element)} ${t.clause}`.trim()))}.`,
    });
    // "The pulse could be 1 to 4 seconds": the tool the step uses works in that range.
    for (const measure of model.body.measures) {
      const range = /^has an? ([\w -]+?) of (from .+ ([a-z]+))$/.exec(measure);
      const step = range && model.steps.find((s) => s.action.includes(range[3]!));
      const tool = step && tools.find((t) => step.action.includes(t.element.name));
      const [gerund, ...rest] = step ? claimable(withoutNumbers(step.action))!.split(' ') : [];
      const done = rest.join(' ').replace(new RegExp(`^(?:the|an?) ${tool?.element.name}\\s*`), '');
      if (range && tool && gerund && pastParticipleOf(gerund))
        claims.push({
          text: `The system of claim ${start}, wherein ${refer(tool.element)} is configured to be ${pastParticipleOf(gerund)} ${done} in ${pluralOf(range[1]!)} ${range[2]}.`,
          parent: start,
        });
    }
    // What the inventor said of each tool: its material, its rating, its size, where it sits.
    for (const { element, clause } of tools.slice(0, 5))
      for (const limitation of elementLimitations(element, clause)
        .filter((l) => !/ configured to|\bcomprises?\b.*\bselected\b/.test(l))
        .slice(0, 2))
        claims.push({ text: `The system of claim ${start}, ${limitation}.`, parent: start });
    // ("holds the jar at 30 degrees": what the inventor said the tool does, with its number.)
    for (const { element, fn } of toolActs) {
      const phrase = claimable(`configured to ${fn}`);
      if (phrase)
        claims.push({
          text: `The system of claim ${start}, wherein ${refer(element)} is ${phrase}.`,
          parent: start,
        });
    }
    // A step done to a tool with numbers ("switching the LED lamp on for 2 seconds") limits the tool.
    for (const { element } of tools.slice(0, 5)) {
      for (const step of model.steps) {
        const at = step.action.search(new RegExp(`\\b${element.name}\\b`));
        const remainder = at >= 0 ? step.action.slice(at + element.name.length).trim() : '';
        if (!remainder || !/\d/.test(remainder) || toolNumbers.has(element.name)) continue;
        // A bound the system claim already states ("a fan configured to keep the mold at or below …").
        if ((remainder.match(/\d+/g) ?? []).every((n) => claims[start - 1]!.text.includes(n))) continue;
        const [gerund] = step.action.split(' ');
        const phrase = /^(?:up to|about|\d)/.test(remainder)
          ? claimable(`${remainder}`)
          : claimable(`configured to be ${pastParticipleOf(gerund!) ?? gerund} ${remainder}`);
        if (phrase)
          claims.push({
            text: `The system of claim ${start}, wherein ${refer(element)} is ${phrase}.`,
            parent: start,
          });
      }
    }
    for (const { element } of tools.slice(0, 5)) {
      const full = toolNumbers.get(element.name);
      if (full)
        claims.push({
          text: `The system of claim ${start}, wherein ${refer(element)} is ${full}.`,
          parent: start,
        });
    }
    // A short set also claims what the process makes ("A seed starting pot made by a process"), which a
    // practitioner adds to a method of making whatever its apparatus.
    if (claims.length < MIN_CLAIMS) claims.push(...productByProcess(model, claims, isMass));
  }
  return claims;
}

/**
 * A process of making a product with no apparatus to claim (its tools are a knife and a board) claims
 * the product it makes, by the process (MPEP 2113): "A fish leather product made by a process comprising:"
 * claim 1's steps; its dependents are the method's own, of the product.
 */
function productByProcess(
  model: InventionModel,
  method: Draft[],
  isMass: (noun: string) => boolean,
): Draft[] {
  // "dyeing wool yarn a deep gold …": what a treatment is done to comes out of it treated ("dyed wool yarn").
  const treated =
    // ("hot-smoking salmon on a regular gas grill": on what is where, not what.)
    // ("steam bending oak chair backs": so a treatment named with how it is done, "steam-bent".)
    /^((?:[a-z]+-|(?:steam|heat|cold|hot|dry|wet|vacuum|air|sun|slow|flash|deep|hand|laser|spray|dip|press) )?[a-z]+ing) ((?:[\w-]+ ){0,3}?[\w-]+?)(?= (?:a|an|the|with|by|using|in|into|for|from|to|at|on)\b|$)/.exec(
      model.purpose,
    );
  // ("keeping fresh basil for months": what is kept comes out preserved, not "kept".)
  // ("removing sticker residue": what is removed is gone, no product; "a removed sticker residue product"
  // names nothing.)
  const participle =
    treated && !/^(?:making|removing|eliminating|killing|erasing|dissolving|clearing)$/.test(treated[1]!)
      ? /^(?:keeping|storing)$/.test(treated[1]!)
        ? 'preserved'
        : pastParticipleOf(treated[1]!.replace(' ', '-'))
      : undefined;
  // ("getting rust off garden tools": what a thing is got off comes out cleaned, "a cleaned garden tool".)
  const cleaned =
    // ("getting hard water stains off a glass shower door": a cleaned glass shower door.)
    /^(?:getting|removing|taking|stripping|scrubbing|lifting) (?:[\w-]+ ){0,2}?[\w-]+ (?:off|from|out of) (?:an? |the )?((?:[\w-]+ ){0,2}?[\w-]+?)(?= (?:with|using|by|in|at)\b|$)/.exec(
      model.purpose,
    )?.[1];
  // ("patching a fist-sized hole in drywall": what comes out is the drywall, repaired, not a patched hole.)
  const repaired =
    /^(?:patching|repairing|fixing|filling|mending) (?:an? |the )?(?:[\w-]+ ){0,2}?(?:hole|crack|tear|dent|gap|leak|chip)s? in (?:an? |the )?((?:[\w-]+ )?[\w-]+)$/.exec(
      model.purpose,
    )?.[1];
  // ("turning junk mail into seed paper": the product is what it becomes, the seed paper.)
  const becomes =
    /^(?:turning|converting|transforming|making|recycling|upcycling|processing) (?:[\w-]+ ){0,3}?[\w-]+ into ((?:[\w-]+ ){0,2}?[\w-]+?)(?= (?:with|using|by|at|for|in)\b|$)/.exec(
      model.purpose,
    )?.[1];
  // ("making compost tea for the garden in a bucket": the product is the compost tea.)
  const made =
    becomes ??
    // ("making thick yogurt overnight in a slow cooker": nor when.)
    /^making (.+?)(?= (?:for|in|with|using|from|at|overnight) |$)/.exec(model.purpose)?.[1] ??
    (cleaned ? `cleaned ${cleaned}` : undefined) ??
    (repaired ? `${pastParticipleOf(model.purpose.split(' ')[0]!)} ${repaired}` : undefined) ??
    (participle ? `${participle} ${treated![2]}` : undefined);
  const steps = /comprising:\n([\s\S]+)\.$/.exec(method[0]!.text)?.[1];
  if (!made || !steps) return [];
  const head = made.split(' ').pop()!;
  // ("cleaning a burnt pot": one pot, counted, comes out a cleaned burnt pot, no "product" of it; "making
  // a live edge river table" makes a live edge river table.)
  // ("re-waterproofing a rain jacket": a participle with its prefix, "re-waterproofed rain jacket".)
  const one = /^(?:[a-z-]+ )?(?:a|an) /.test(made);
  // ("a cleaned glass shower door": a thing cleaned is that thing, counted, no "product" of it.)
  const product = one
    ? made.replace(/^(?:([a-z-]+) )?(?:a|an) /, (_told, done?: string) => (done ? `${done} ` : ''))
    : /^cleaned /.test(made) && !/s$/.test(head)
      ? made
      : isMass(head) || !/s$/.test(head)
        ? `${made} product`
        : singularPhrase(made);
  const start = method.length + 1;
  const claims: Draft[] = [
    { text: `${withArticle(product).replace(/^a/, 'A')} made by a process, comprising:\n${steps}.` },
  ];
  // ("The walls come out about 2 cm thick": a measure of a part of what the process makes, which no step
  // names, is the product's.)
  for (const element of model.elements) {
    const measure = element.measures.find((m) => /^(?:is|are) (?:about )?\d/.test(m));
    if (
      !measure ||
      !/^(?:wall|rim|base|bottom|edge|lip|side|layer|crust|shell)$/.test(element.name) ||
      new RegExp(`\\b${asLiteral(element.name)}`).test(steps)
    )
      continue;
    const name = element.plural ? pluralOf(element.name) : element.name;
    claims.push({
      text: `The ${product} of claim ${start}, wherein ${element.plural ? '' : 'a '}${name} of the ${product} ${element.plural ? 'are' : 'is'} ${measure.replace(/^(?:is|are) /, '')}.`,
      parent: start,
    });
  }
  for (const dependent of method.filter((claim) => claim.parent === 1).slice(0, 5)) {
    const limitation = /^The method of claim 1, (wherein .+|further comprising .+)\.$/.exec(
      dependent.text,
    )?.[1];
    if (limitation)
      claims.push({
        text: `The ${product} of claim ${start}, ${limitation.replace(/^further comprising /, 'wherein the process further comprises ')}.`,
        parent: start,
      });
  }
  return claims;
}

/** "wherein the tea is replaced by a material selected from the group consisting of oak bark and …". */
function replacedBy(element: InventionElement): string {
  const others = element.substitutes.map((sub) => sub.alternative);
  const group =
    others.length > 1 ? `a material selected from the group consisting of ${inProse(others)}` : others[0]!;
  return `wherein ${refer(element)} ${agree(element, 'is', 'are')} replaced by ${group}`;
}

/** Where a further dependent of claim 1 goes: after claim 1's dependents, before the next independent. */
function firstDependentSlot(claims: Draft[]): number {
  const next = claims.findIndex((claim, index) => index > 0 && claim.parent === undefined);
  return next === -1 ? claims.length : next;
}

/** Numbers the claims, fixes their antecedents and joins them. */
function finish(drafts: Draft[], isMass: (noun: string) => boolean): string {
  const texts: string[] = [];
  for (const [index, draft] of drafts.slice(0, MAX_CLAIMS).entries()) {
    const earlier: string[][] = [];
    let earlierText = '';
    let parent = draft.parent;
    while (parent !== undefined) {
      earlier.push(...introducedPhrases(texts[parent - 1] ?? ''));
      earlierText += ` ${texts[parent - 1] ?? ''}`;
      parent = drafts[parent - 1]?.parent;
    }
    // "touches the ground": in a claim the ground is "a ground surface" (it is not a part of the invention).
    const text = asRange(draft.text.replace(/\b(the|a) ground\b(?! surface)/gi, '$1 ground surface'))
      // "with the other crutch": a second one, introduced as such ("a second crutch", then "the second crutch").
      // ("to the other parents": other ones, of a plural, are others.)
      // ("the other end of the hose" says whose, and stays.)
      .replace(/\bthe other ([a-z][\w-]*)\b(?! of\b)/g, (_phrase, noun: string) =>
        singularWord(noun) !== noun ? `other ${noun}` : `the second ${noun}`,
      );
    texts.push(fixAntecedents(text, earlier, earlierText, isMass));
    void index;
  }
  return texts.map((text, i) => `${i + 1}. ${text}`).join('\n\n');
}

/**
 * "5. … further comprising a bowl, wherein the bowl comprises ceramic" and "6. … further comprising a bowl,
 * wherein the bowl holds 2 liters": a part a dependent added, added again, is the same part; the second
 * hangs on the first ("6. The cat water fountain of claim 5, wherein the bowl holds 2 liters.").
 */
function sameAdditionChained(drafts: Draft[]): Draft[] {
  const added = (text: string) =>
    /^(The .+? of claim )\d+, (?:further comprising|wherein the (?:[\w-]+ )*?[\w-]+ further comprises) (an? (?:[\w-]+ ){0,3}[\w-]+), wherein (.+)$/s.exec(
      text,
    );
  const additions = drafts.map((draft) => (draft.parent !== undefined ? added(draft.text) : null));
  return drafts.map((draft, index) => {
    const told = additions[index];
    if (!told) return draft;
    const first = drafts.findIndex(
      (other, at) => at < index && other.parent === draft.parent && additions[at]?.[2] === told[2],
    );
    return first < 0
      ? draft
      : { ...draft, text: `${told[1]}${first + 1}, wherein ${told[3]}`, parent: first + 1 };
  });
}

export function writeClaims(model: InventionModel): string {
  const kind = model.kinds[0];
  const drafts = sameAdditionChained(
    kind === 'software'
      ? softwareClaims(model)
      : kind === 'composition'
        ? compositionClaims(model)
        : kind === 'method'
          ? methodKindClaims(model)
          : articleClaims(model),
  );
  // A dependent claim refers to the gate its independent claim introduced: only those introduce it.
  return finish(
    drafts.map((draft) =>
      draft.parent === undefined
        ? {
            ...draft,
            text: qualifierIntroduced(
              draft.text,
              model.subject,
              model.elements.map((element) => element.name),
            ),
          }
        : draft,
    ),
    massNounTest(model.told ?? []),
  );
}

/**
 * "past the toothbrush heads": the noun after the word is a plural it names; after "if" or "when" it is
 * the word's verb ("if the hose snags", "when the bike slows").
 */
function isPluralNounAfter(word: string, next: string, before: string): boolean {
  if (/\b(?:if|when|once|until|as|while|before|after|whether)\s*$/.test(before)) return false;
  const token = tokens(`past the ${word}${next}`)[3];
  return !!token?.tags.has('Plural') && !token.tags.has('Verb');
}

/**
 * "sense when the bike slows down" of a bike tail light: the bike is not claimed, the preamble's
 * "bike" only says what kind of tail light it is, so the bike is introduced ("a bike") where first named; later mentions keep "the".
 */
function qualifierIntroduced(text: string, subject: string, parts: string[]): string {
  // ("method of making oat milk at home": "the oat milk" is what the method makes, no qualifier; so is
  // "oak" of "method of steam bending oak chair backs".)
  const words = subject.split(/\s+(?:of|for)\s+(?:[a-z-]+\s+)?[a-z-]+ing\s+/)[0]!.split(/\s+/);
  return words.slice(0, -1).reduce((claim, word, i) => {
    // ("cat water fountain": "the water" it pushes is water, a substance, never "a water".)
    if (!/^[a-z]{3,}$/.test(word) || MASS_NOUNS.test(word)) return claim;
    const rest = words.slice(i + 1).join(' ');
    return claim.replace(
      new RegExp(`\\bthe ${word}\\b(?! ${rest})(?!-)( [a-z]+)?`),
      (whole, next = '', at: number) =>
        // ("melting the soap base" of a soap bar: the word names a part with the noun after it.)
        next && parts.some((part) => ` ${part} `.includes(` ${word}${next} `))
          ? whole
          : // ("past the toothbrush heads" of a toothbrush holder: the word names the plural after it.)
            next && isPluralNounAfter(word, next, claim.slice(0, at))
            ? whole
            : `${indefiniteArticle(word)} ${word}${next}`,
    );
  }, text);
}
