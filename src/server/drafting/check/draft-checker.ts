import { massNounTest } from '../understand/mass-nouns';
import { infinitiveOf, pastParticipleOf, tokens, verbForms } from '../understand/nlp';
import { antecedentGaps } from './antecedents';
import { type ClaimCategory, type ParsedClaim, parseClaims } from './claim-parser';
import {
  actionsOf,
  cutClauseProblems,
  stepObjectProblems,
  stepSenseProblems,
  unclaimedRanges,
} from './claim-sense';
import {
  ASKED_WHOLE,
  COLORS,
  countWords,
  endsModifiers,
  PLURAL_ONLY_NOUNS,
  SWITCHED_WHOLE,
  sentencesOf,
  singularWord,
  wordsOf,
} from './words';

/**
 * One checker for any drafter's output (shared/drafting.md, "Measuring it"): the eval, the tests, the
 * readiness review and the model drafter's repair request all read its findings.
 */

export type CheckKey =
  | 'title'
  | 'claimSet'
  | 'elementForm'
  | 'indefinite'
  | 'antecedent'
  | 'support'
  | 'abstract'
  | 'numbers'
  | 'grammar'
  | 'openers'
  | 'clauses'
  | 'steps'
  | 'ranges';

export const CHECK_LABELS: Record<CheckKey, string> = {
  title: 'title specific',
  claimSet: 'claim set',
  elementForm: 'elements well-formed',
  indefinite: 'no indefinite word',
  antecedent: 'antecedent basis',
  support: 'claim terms supported',
  abstract: 'abstract form',
  numbers: 'numbers faithful',
  grammar: 'no grammar slip',
  openers: 'no repeated opener',
  clauses: 'no cut clause',
  steps: 'steps act on something',
  ranges: 'inventor ranges claimed',
};

export type DraftToCheck = {
  title: string;
  /** The description sections (background, summary, details, variations, use cases), as written. */
  description: string[];
  claims: string;
  abstract: string;
  /** Everything the inventor typed, for faithful numbers. */
  inventorText: string;
  /** What the inventor said of the field today: its ranges ("cold brew takes 12 to 24 hours") are not theirs to claim. */
  priorArt?: string;
};

export type Finding = { check: CheckKey; message: string };

/** Antecedent basis throughout (MPEP 2173.05(e)): no "the X" without an earlier "a X". */
export const MAX_ANTECEDENT_GAPS = 0;
/** A normal first claim set (shared/drafting.md, "Claims"). */
export const MIN_CLAIMS = 12;
export const MAX_CLAIMS = 20;

const BARE_TITLES =
  /^(?:system|device|apparatus|method|process|software|app|application|a way|way|invention|product|tool|thing|machine|composition|gadget)s?$/i;
const GENERIC_TITLE_WORDS = new Set(
  'a an the system device apparatus method process software app application way invention product tool thing machine composition gadget new improved and for of with'.split(
    ' ',
  ),
);
const TITLE_END = /^(?:a|an|the|and|or|of|to|with|for|in|on|at|by|from|without|whose|that|which|is)$/i;

export function checkTitle(title: string): string[] {
  const t = title.trim();
  const problems: string[] = [];
  const words = t.split(/\s+/).filter(Boolean);
  if (!t || BARE_TITLES.test(t)) problems.push(`The title "${t}" does not say what the invention is.`);
  else if (words.every((word) => GENERIC_TITLE_WORDS.has(word.toLowerCase())))
    problems.push(`The title "${t}" uses only generic words.`);
  if (/^(?:a|an|the)\s/i.test(t)) problems.push(`The title "${t}" begins with an article.`);
  // ("… Tells Roommates Whose Turn It Is": a told question ends on its verb.)
  const askedWhole = ASKED_WHOLE.test(t);
  // ("… Tells Roommates Whose Turn": a question cut before its verb.)
  const askedCut = /\b(?:whose|what|which) \S+$/i.test(t);
  // ("… That Turns Itself On": the particle of a verb that turns something on or off, and whole.)
  const particle = SWITCHED_WHOLE.test(t);
  if (
    words.length > 0 &&
    ((TITLE_END.test(words[words.length - 1]!) && !askedWhole && !particle) || askedCut)
  )
    problems.push(`The title "${t}" stops mid-phrase.`);
  if (words.length < 2 || words.length > 14) problems.push(`The title "${t}" has ${words.length} words.`);
  // ("Shower Caddy", "Baby Gate": the kind of thing, with nothing that sets this one apart.)
  else if (words.length === 2 && !/-/.test(t) && !GENERIC_TITLE_WORDS.has(words[0]!.toLowerCase()))
    problems.push(`The title "${t}" names only the kind of thing, not what sets it apart.`);
  // "So the User Has Been Making …": chat, not what the invention is.
  if (/^(?:so|and|but|ok|okay|well)\b/i.test(t) || /\b(?:user|inventor|I|my|we|our)\b/i.test(t))
    problems.push(`The title "${t}" tells about a person, not the invention.`);
  if (/\b(?:new|improved|novel)\b/i.test(t) || /[?!.]$/.test(t))
    problems.push(`The title "${t}" uses a word or mark a title must not.`);
  return problems;
}

/**
 * MPEP 2173.05(b), (d), (h) and 112(f): words that make a claim indefinite. "can" is the modal only:
 * "a gallon can" is a container.
 */
const INDEFINITE =
  /\b(?:can(?=\s+[a-z])(?<!\b(?:a|an|the|paint|gallon|quart|soda|tin|trash|metal|steel|standard|each)\s+can)|could|may|might|such as|for example|e\.g\.|preferably|instead of|etc|optionally|if desired|or the like|and\/or|means for|like|approximately like|easily|quickly|strong|small|big|little|nice)\b/i;

/** "electronics sealed in a tray": an element named by a noun with no singular takes no article. */
const PLURAL_ONLY_ELEMENT = new RegExp(`^(?:${PLURAL_ONLY_NOUNS})\\b`, 'i');

/** A finite clause ("a vessel feeds a controller") is not an element. */
const CLAUSE = /^(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:is|are|has|have|feeds|goes|makes|lets|gets)\s/i;
const FUNCTION_OR_RELATION =
  /\b(?:configured|adapted|arranged|operable|positioned|disposed|coupled|connected|attached|mounted|secured|received|extending|having|defining|storing|containing|comprising|including|holding|located|formed|made|fixed|joined|hinged|carried|supported|in communication with|that|which|to)\b/i;

/** "sealed inside a housing", "switched on and off": a participle tying the element to something. */
// ("sewn along a back of each finger": so is an irregular one, along where it runs.)
const PARTICIPLE_RELATION =
  /\b(?:[a-z]{3,}(?:ed|en)|sewn|sewed|set|put|laid|hung|spun|bound|wound)\s+(?:in|inside|on|onto|to|into|at|under|over|with|by|from|through|and|off|against|around|between|along|across)\b/i;

/** A processor or memory in a system claim is named by what it is. */
const COMPUTING = /^(?:a|an|one or more)\s+(?:hardware\s+)?(?:processors?|memor(?:y|ies))$/i;

/** A bare structural element ("a beam") is well-formed when another element is tied to it ("under the beam"). */
function referencedElsewhere(item: string, items: string[]): boolean {
  // ("a square of cotton or hemp cloth" is a square: the noun before "of" names it.)
  const named = item
    .trim()
    .replace(/^(?:a plurality of|one or more|at least one)\s+/i, '')
    .replace(/\s+of\s+.*$/, '');
  const head = named.split(/\s+/).pop()!.replace(/s$/, '');
  if (head.length < 3) return false;
  const pattern = new RegExp(`\\b(?:the|said)\\s+(?:[\\w-]+\\s+){0,2}${head}s?\\b`, 'i');
  return items.some((other) => other !== item && pattern.test(other));
}

function elementProblems(claim: ParsedClaim): string[] {
  const problems: string[] = [];
  const each = (items: string[], kind: 'element' | 'step' | 'operation' | 'ingredient') => {
    for (const item of items) {
      if (kind === 'step' && !/^(?:[a-z-]+ing)\b/i.test(item))
        problems.push(`Claim ${claim.number}: the step "${item}" does not begin with a verb in -ing.`);
      if (kind === 'operation' && !/^[a-z-]+\b/i.test(item))
        problems.push(`Claim ${claim.number}: the operation "${item}" does not begin with a verb.`);
      if (kind === 'element' || kind === 'ingredient') {
        if (
          !/^(?:a|an|one or more|at least one|a plurality of|two|three|four|five|six|\d+)\s/i.test(item) &&
          // ("electronics sealed in a tray": a noun with no singular takes no article.)
          !PLURAL_ONLY_ELEMENT.test(item) &&
          kind === 'element'
        )
          problems.push(`Claim ${claim.number}: the element "${item}" does not begin with "a" or "an".`);
        if (CLAUSE.test(item)) problems.push(`Claim ${claim.number}: "${item}" is a clause, not an element.`);
        if (
          kind === 'element' &&
          claim.parent === undefined &&
          !FUNCTION_OR_RELATION.test(item) &&
          !PARTICIPLE_RELATION.test(item) &&
          !referencedElsewhere(item, items) &&
          !COMPUTING.test(item)
        )
          problems.push(
            `Claim ${claim.number}: the element "${item}" says neither what it does nor how it is connected.`,
          );
      }
    }
  };
  if (claim.parent !== undefined) {
    if (claim.elements.length === 0) problems.push(`Claim ${claim.number} adds no limitation.`);
    return problems;
  }
  if (claim.elements.length === 0) problems.push(`Claim ${claim.number} has no elements.`);
  const kind: 'element' | 'step' | 'ingredient' =
    claim.category === 'method' || claim.category === 'medium' || claim.category === 'product'
      ? 'step'
      : claim.category === 'composition'
        ? 'ingredient'
        : 'element';
  each(claim.elements, kind);
  each(claim.operations, 'operation');
  return problems;
}

/** Cut clauses in every element, step and limitation; steps without an object or sense. */
function senseProblems(claim: ParsedClaim): Finding[] {
  const findings: Finding[] = [];
  const wherein = claim.parent !== undefined && /,\s*wherein\b/i.test(claim.text);
  // "… cause the processor to:" opens the list of operations, so it may end on "to".
  const items = [...claim.elements, ...claim.operations].map((item) =>
    claim.operations.length > 0 ? item.replace(/\s+to$/, '') : item,
  );
  for (const item of items)
    for (const problem of cutClauseProblems(wherein ? `wherein ${item}` : item))
      findings.push({ check: 'clauses', message: `Claim ${claim.number}: ${problem}` });
  const actions = actionsOf(claim);
  for (const action of actions)
    for (const problem of stepObjectProblems(action))
      findings.push({ check: 'steps', message: `Claim ${claim.number}: ${problem}` });
  for (const problem of stepSenseProblems(actions))
    findings.push({ check: 'steps', message: `Claim ${claim.number}: ${problem}` });
  return findings;
}

/** The categories the invention's kinds call for (shared/drafting.md, "Categories"). */
export function categoriesFor(kinds: readonly string[]): ClaimCategory[][] {
  const needed: ClaimCategory[][] = [];
  if (kinds.includes('software')) needed.push(['system', 'apparatus'], ['method'], ['medium']);
  else if (kinds.includes('composition')) needed.push(['composition'], ['method']);
  else if (kinds.includes('method'))
    needed.push(['method'], ['apparatus', 'system', 'composition', 'product']);
  else needed.push(['apparatus', 'system'], ['method']);
  return needed;
}

/** `maxGaps`: the antecedent slips tolerated; an inventor checking their own edit is told of every one. */
export function checkClaimSet(
  claimsText: string,
  kinds?: readonly string[],
  maxGaps = MAX_ANTECEDENT_GAPS,
): { findings: Finding[]; claims: ParsedClaim[] } {
  const findings: Finding[] = [];
  const { claims, problems } = parseClaims(claimsText);
  for (const problem of problems) findings.push({ check: 'claimSet', message: problem });
  const independents = claims.filter((claim) => claim.parent === undefined);
  if (claims.length < MIN_CLAIMS || claims.length > MAX_CLAIMS)
    findings.push({
      check: 'claimSet',
      message: `${claims.length < MIN_CLAIMS ? 'Only' : 'As many as'} ${claims.length} claims (a first claim set has ${MIN_CLAIMS} to ${MAX_CLAIMS}).`,
    });
  if (independents.length < 2)
    findings.push({
      check: 'claimSet',
      message: `Only ${independents.length} independent claim(s); at least two categories are expected.`,
    });
  if (kinds) {
    for (const group of categoriesFor(kinds)) {
      if (!independents.some((claim) => group.includes(claim.category)))
        findings.push({ check: 'claimSet', message: `No independent ${group[0]} claim.` });
    }
  }
  for (const claim of claims) {
    for (const message of elementProblems(claim)) findings.push({ check: 'elementForm', message });
    for (const message of senseProblems(claim)) findings.push(message);
    const body = claim.text.replace(/^.*?\bclaim \d+\s*,?/i, '');
    const indefinite = INDEFINITE.exec(body);
    if (indefinite)
      findings.push({ check: 'indefinite', message: `Claim ${claim.number} uses "${indefinite[0]}".` });
  }
  const gaps = antecedentGaps(claims);
  if (gaps.length > maxGaps)
    for (const gap of gaps)
      findings.push({
        check: 'antecedent',
        message: `Claim ${gap.claim}: "${gap.term}" has no antecedent ("a …" earlier).`,
      });
  return { findings, claims };
}

/**
 * Claim words whose sense the inventor gave in other words: a claim states a threshold as "exceeds 2 m/s2"
 * where the inventor said "more than 2 m/s2", "reaches 60 degrees" where they said "hits 60 degrees",
 * "at a temperature from 50 to 80 degrees Celsius" where they gave degrees, "receiving recordings" where
 * a device "sends recordings to the server" or the user "enters" them, "returning the tank to atmospheric
 * pressure" where a valve "lets it back to atmospheric", "assigning each child a desk" where "each child
 * gets a desk", "placing … in the first two rows" where children "go in the first two rows", "refrains
 * from sending another one" where it "does not send another one", "a selection of the items" where each
 * roommate "taps the items".
 */
const EQUIVALENT_WORDS: [RegExp, RegExp][] = [
  // ("1 gallon of white vinegar, 1 cup of table salt and 1 tablespoon of dish soap": a recipe is a mixture.)
  [/^mixtures?$/, /\b\d+(?:\.\d+)? [a-z]+ of [a-z ]+, \d+(?:\.\d+)? [a-z]+ of [a-z ]+,? and \d/i],
  // ("turn green, yellow or red depending on how far …", of "green above 1 meter, yellow from 1 meter …": a
  // color for each range told.)
  [/^depending$/, new RegExp(`\\b(?:${COLORS}) (?:above|below|under|over|from|past|within)\\b`, 'i')],
  [/^exceeds?$/, /\b(?:more|greater|higher) than\b|\babove\b/i],
  // ("A kid who threw 66 or more needs 4 days of rest": the program requires it.)
  [/^requir(?:e|es|ed|ing)$/, /\bneeds?\b/i],
  // ("The app will not let the coach put a pitcher in the lineup": it blocks the coach from doing so.)
  [/^block(?:s|ed|ing)?$/, /\b(?:will not|won't|does not|doesn't|cannot|can't) let\b/i],
  // ("it tells the user to hurry": what a program tells the user to do, it reminds the user of.)
  [/^remind(?:er|ers|s|ing)?$/, /\btells? (?:the user|the users|you) to\b/i],
  // ("2 parts beeswax is melted with 1 part paraffin": melted together, they form a mixture.)
  [/^(?:mixtures?|form)$/, /\bmelt(?:s|ed)? (?:[\w-]+ ){0,4}?with\b/i],
  // ("A second coat the next day": a coat is applied.)
  [/^appl(?:y|ying|ied)$/, /\b(?:coat|coats|coating|layer)\b/i],
  // ("Keep the borax under 2 percent": present at less than 2 percent.)
  [/^less$/, /\b(?:under|below) \d/i],
  [/^reach(?:es)?$/, /\b(?:hits?|gets? to|reach(?:es)?)\s+\d/i],
  [/^temperature$/, /\b\d+(?:\.\d+)?\s*(?:degrees?|°)/i],
  [
    /^receiv/,
    // ("the pump plugs into it": it receives the plug.)
    /\b(?:sends?|uploads?|transmits?|streams?|reports?|enters?|marks?|selects?|inputs?|types?|logs?|records?|plugs? into)\b/i,
  ],
  // ("when the user did them wrong": when one is done wrong.)
  [/^done$/, /\bdid\b/i],
  // ("The coordinator sees who watered": the program shows the coordinator.)
  [/^show/, /\b(?:sees?|views?|can see|can view)\b/i],
  // ("may come as a roll": provided as one.)
  [/^provid/, /\b(?:comes?|came) (?:as|in)\b/i],
  // ("a countdown to a time when the next dose is allowed": "when" names a time.)
  [/^time$/, /\bwhen\b/i],
  // ("The app knows the minimum gap": what a program knows, it stores.)
  [/^stor/, /\b(?:knows?|keeps?|saves?|remembers?)\b/i],
  [/^return/, /\b(?:back|again) (?:to|into)\b/i],
  [/^assign/, /\bgets?\b/i],
  // ("works out daily kilowatt-hours": calculates them.)
  [/^calculat/, /\b(?:works?|figures?) out\b/i],
  [/^plac/, /\b(?:go|goes|sit|sits)\s+(?:in|on|at|near)\b/i],
  // ("a real-time clock chip": a clock is what keeps time.)
  [/^keep/, /\bclock\b/i],
  // ("the water goes through the turbine and out a drain port": a valve that sends it there directs it.)
  [/^direct/, /\b(?:goes|go|flows?|runs?|passes)\s+(?:through|out|into|to)\b/i],
  [/^determin/, /\bknows?\b|\bcounts? as\b/i],
  [/^replac/, /\binstead of\b/i],
  // ("turns blue above 40 C": the bound is a threshold temperature.)
  [/^(?:threshold|temperature)$/, /\b\d+(?:\.\d+)? ?(?:C|F|degrees)\b/],
  // ("open past 180 degrees", "hold the knife at 15 degrees": the bound is a threshold angle, an angle.)
  [
    /^(?:threshold|angle)$/,
    /\b(?:past|beyond|at) (?:about )?\d+(?:\.\d+)? degrees\b(?! ?(?:C|F|Celsius|Fahrenheit)\b)/,
  ],
  // ("stays open past 60 seconds": the bound is a threshold time.)
  [
    /^threshold$/,
    /\b(?:past|longer than|more than|over|beyond) (?:about )?\d+(?:\.\d+)? (?:seconds?|minutes?|hours?)\b/,
  ],
  // ("so the mix stays liquid": it remains so.)
  [/^remain/, /\bstay(?:s|ed)?\b/i],
  // ("watches how much power the pump draws": the power drawn, measured.)
  [/^measur/, /\b(?:watch(?:es)?|tracks?|monitors?|reads?) how much\b/i],
  [/^drawn$/, /\bdraws?\b/i],
  // ("fits bottles from 60 to 70 mm wide": so big is its size.)
  [/^size$/, /\bfits? [\w ]+? from \d/i],
  // ("seven compartments with lids": each is covered by one.)
  [/^cover/, /\bwith lids\b|\blids? (?:on|over)\b/i],
  // ("stirring … to form a mixture": the description's "the mixture", or its mixing, is what formed it.)
  // ("melted together in a double boiler": so do things melted together.)
  // ("dissolving salt and honey in cold water to form a solution": so does what it dissolves in.)
  [/^form$/, /\b(?:mixture|mix|mixed|slurry|paste|dough|batter|blend|stirred|melted together|dissolved)\b/i],
  [/^solution$/, /\bdissolved? in\b/i],
  // ("adding a portion of the methoxide", "a remaining portion": shares of it the description gives.)
  [/^portion/, /\b\d+(?:\.\d+)? percent of\b|\bhalf of\b/i],
  [/^remaining$/, /\bthe (?:other|rest)\b/i],
  // ("mixing oatmeal to form a mixture": what the description mixes in is a mixture.)
  [/^mixture$/, /\b(?:mixed|stirred|blended|combined|whisked|melted together)\b/i],
  [/^refrain/, /\b(?:does|do|did) not\b|\b(?:doesn't|don't)\b/i],
  [/^select/, /\b(?:taps?|picks?|chooses?|ticks?|marks?)\b/i],
  [/^prevent/, /\b(?:cannot|can't|can not|may not)\b/i],
  [/^(?:send|message)/, /\btexts?\b/i],
  // ("Neighbors … get a reminder an hour before": the program sends it.)
  [/^send/, /\bgets? (?:a|an) (?:reminder|text|notification|email|message|alert)\b/i],
  [/^power/, /\bruns? (?:on|off)\b/i],
  // ("a 120 dB siren goes off": it sounds.)
  [/^sound(?:s|ed|ing)?$/, /\b(?:goes|go|went) off\b/i],
  // ("After an hour on the counter they are ready": they stood there that long.)
  [
    /^(?:stand|stood|standing)$/,
    /\bafter (?:an?|\d+|one|two|three|four|five|ten|twenty|thirty) (?:minutes?|hours?|days?) (?:on|in) the\b/i,
  ],
  // ("Nutritional yeast can go on before baking": it is applied.)
  [/^appl(?:y|ies|ied|ying)$/, /\b(?:go|goes|went) on\b/i],
  // ("pulls 10 watts from a USB-C cable": so many watts is power drawn, so many amps a current.)
  [/^power$/, /\b\d+(?:\.\d+)?\s*(?:watts?|W)\b/],
  [/^current$/, /\b\d+(?:\.\d+)?\s*(?:amps?|A|milliamps?|mA)\b/],
  // ("The time may be set from 15 to 60 minutes": it allows the time to be set.)
  [/^allow/, /\b(?:may|can|could) be (?:set|adjusted|chosen|selected)\b/i],
  // ("a 3 liter reservoir": what it holds.)
  [/^hold/, /\b\d+(?:\.\d+)?[ -]?(?:liter|litre|gallon|quart)s?\b/i],
  // ("They keep about 6 months", "keeps fresh basil for months": it lasts, and what is kept is preserved.)
  [
    /^last$/,
    /\bkeeps? (?:for )?(?:about |around |up to )?(?:\d+|a|one|two|three|six|twelve) (?:days?|weeks?|months?|years?)\b/i,
  ],
  [/^preserv/, /\bkeeps? (?:[\w-]+ ){1,3}for (?:months|weeks|years)\b/i],
  // ("how many days a week the user can run": a number of days.)
  [/^number$/, /\bhow many\b/i],
  // ("poured into jars", "spooned into the egg carton cups": cast, and held in them.)
  [/^cast$/, /\b(?:pour|spoon)(?:s|ed|ing)?\b/i],
  [/^held$/, /\b(?:pour|spoon)(?:s|ed|ing)? (?:it |them )?into\b/i],
  // ("1 part filtered oil with 2 parts soy wax": a ratio.)
  [/^ratio/, /\b\d+(?:\.\d+)? parts? [\s\S]*?\b\d+(?:\.\d+)? parts?\b/i],
  // ("… until the rust is gone", "gets rust off": what comes out of it is cleaned.)
  [/^clean/, /\b(?:is gone|(?:gets?|getting|wipes?|wiping|scrubs?|scrubbing) (?:[\w-]+ ){1,2}off)\b/i],
  // ("Each tablet is 25 grams": what it weighs.)
  [/^weigh/, /\b\d+(?:\.\d+)?\s*(?:grams?|g|kilograms?|kg|ounces?|oz|pounds?|lbs?)\b/i],
  [
    /^(?:long|thick)$/,
    /\b\d+(?:\.\d+)?[ -](?:foot|feet|inch|inches|meters?|metres?|yards?|mm|cm|m)\s+[a-z]/i,
  ],
];

/** Every content word of a claim's introduced terms appears in the description. */
function supportFindings(claims: ParsedClaim[], description: string): Finding[] {
  // (As told too: "leaves" the verb backs "leaving", whatever its singular as a noun.)
  const known = new Set(wordsOf(description).flatMap((word) => [word, singularWord(word)]));
  const findings: Finding[] = [];
  const boilerplate = new Set(
    'a an the of and or to in on at by for with from wherein comprising consists claim product further configured adapted positioned disposed coupled connected attached mounted having that which is are method system apparatus composition plurality one more least each non-transitory computer-readable medium storing instructions when executed processor cause memory operations first second selected group consisting providing step perform performing comprises comprise using material amount making combining combined ingredients computer-implemented performed part plurality made used allowing causing enabling enable process onto into from with over under inside upon than when then where while this that these those both either only also back down once thereof thereon respective free until after before within without through toward towards such'.split(
      ' ',
    ),
  );
  // A claim word the description backs in other words: the word, and what the inventor said for it.
  const said = EQUIVALENT_WORDS.filter(([, told]) => told.test(description)).map(([word]) => word);
  const equivalentSaid = (word: string) => said.some((pattern) => pattern.test(word));
  for (const claim of claims) {
    const unsupported = wordsOf(claim.text.replace(/^\d+\.\s*/, ''))
      .filter((word) => /^[a-z][a-z-]{3,}$/.test(word) && !boilerplate.has(word) && !equivalentSaid(word))
      .filter(
        (word) =>
          !known.has(singularWord(word)) &&
          !known.has(word) &&
          !stemKnown(word, known) &&
          !pastKnown(word, known) &&
          // ("steam-bent" of "steam bending": each part told.)
          !(
            word.includes('-') &&
            word
              .split('-')
              .every((part) => known.has(part) || stemKnown(part, known) || pastKnown(part, known))
          ),
      );
    if (unsupported.length > 0)
      findings.push({
        check: 'support',
        message: `Claim ${claim.number} uses ${[...new Set(unsupported)].map((w) => `"${w}"`).join(', ')}, not found in the description.`,
      });
  }
  return findings;
}

/** "keeping" is supported by "kept": an irregular past tense of the same verb. */
function pastKnown(word: string, known: Set<string>): boolean {
  // "grinding", and "a coarse grind" where the inventor said the beans "are ground".
  const forms = verbForms(infinitiveOf(word));
  if (!/ing$/.test(word) && !forms.includes(word)) return false;
  return forms.some((form) => known.has(form)) || known.has(pastParticipleOf(infinitiveOf(word)) ?? '');
}

/** "lifting" is supported by "lifts" or "lift": the same stem in another inflection. */
function stemKnown(word: string, known: Set<string>): boolean {
  const stem = word.replace(/(?:ing|ed|es|s|er|ly)$/, '').replace(/(.)\1$/, '$1');
  if (stem.length < 3) return false;
  // ("regrown" of "regrowing", "thrown" of "throws": a participle in -n, of its verb.)
  const stems = [stem, stem.replace(/y$/, 'i'), stem.replace(/i$/, 'y'), stem.replace(/(?<=[aeo]w)n$/, '')];
  for (const candidate of known) if (stems.some((s) => candidate.startsWith(s))) return true;
  return false;
}

/** A number as told: "1,000", "2.5", and a fraction whole ("1/4" is a quarter, never a 4). */
const NUMBER = /\d+\/\d+|\d+(?:[.,]\d+)*/g;

function numbersOf(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((m) => m[0].replace(/,/g, ''));
}

function numberFindings(claims: string, abstract: string, inventorText: string): Finding[] {
  const given = new Set(numbersOf(inventorText));
  const findings: Finding[] = [];
  const strippedClaims = claims.replace(/(?:^|\n)\s*\d+\.\s/g, '\n').replace(/\bclaim \d+/gi, '');
  for (const [where, text] of [
    ['claims', strippedClaims],
    ['abstract', abstract],
  ] as const) {
    for (const number of numbersOf(text))
      if (!given.has(number))
        findings.push({
          check: 'numbers',
          message: `The ${where} state ${number}, which the inventor never gave.`,
        });
  }
  return findings;
}

export function checkAbstract(abstract: string, title: string): string[] {
  const problems: string[] = [];
  const words = countWords(abstract);
  if (words < 50 || words > 150) problems.push(`The abstract has ${words} words (50 to 150).`);
  if (/\n\s*\n/.test(abstract.trim())) problems.push('The abstract is more than one paragraph.');
  if (!/^(?:An?)\s/.test(abstract.trim()))
    problems.push('The abstract does not open with what the invention is ("A …").');
  const head = singularWord(
    title
      .trim()
      .split(/\s+/)
      .filter((word) => !/^(?:with|for|and|of|having|using)$/i.test(word))[0] ?? '',
  );
  void head;
  if (/\b(?:said|means for|the present invention relates to)\b/i.test(abstract))
    problems.push('The abstract uses claim phrasing or filler ("said", "means", "relates to").');
  return problems;
}

const GRAMMAR: [RegExp, string][] = [
  [/\b(?:a|an|the)\s+(?:a|an|the)\b/i, 'double article'],
  [
    /\b(?:a|an)\s+(?:software|hardware|equipment|information|furniture|way to|way of)\b/i,
    'article before a mass noun',
  ],
  [/\b(?:do|does)\s+the\s+(?:user|inventor)\s+need\b/i, 'a question to the assistant'],
  [/\bthe (?:user|inventor) (?:need|want|have|do|make|go|get|changes)\b(?! to\b)/, 'subject-verb agreement'],
  [/\bcan the (?:user|inventor)\b/i, 'a question to the assistant'],
  [/\bthe inventor (?:made|built|created|invented|designed)\b/i, 'the inventor in the application'],
  [/\ban\s+(?![aeiou]|h(?:our|onest|eir)|[A-Z0-9]{2,}|[FHLMNRSX]\b)[a-z]/, '"an" before a consonant'],
  [/\ba\s+(?:[aei]|o(?!ne\b|nce\b)|u(?![bcfhklmnprst][aeiou]))[a-z]/, '"a" before a vowel'],
  // ("baking the oranges at on a wire rack": the number after "at" taken out, the preposition left.)
  [
    /\b(?:at|to|from|for|with) (?:on|in|into|onto|at|with) (?:a|an|the)\b/,
    'a preposition without its object',
  ],
];

/**
 * "cutting an oranges 5 mm thick": an article before a plural that ends its name ("a clothes hanger", "a rules
 * engine" name the hanger and the engine).
 */
function articleBeforePlural(text: string): RegExpExecArray | undefined {
  for (const match of text.matchAll(/\b(?:a|an) ([a-z]+s)\b( \S+)?/g)) {
    const [, word = '', next = ''] = match;
    const list = tokens(`the ${word}${next}`);
    if (
      singularWord(word) !== word &&
      list[1]?.tags.has('Plural') &&
      !(list[2]?.tags.has('Noun') || list[2]?.tags.has('Adjective'))
    )
      return match as RegExpExecArray;
  }
  return undefined;
}

function grammarFindings(texts: string[]): Finding[] {
  const findings: Finding[] = [];
  for (const text of texts) {
    for (const [find, name] of [
      ...GRAMMAR.map(([pattern, told]) => [(said: string) => pattern.exec(said) ?? undefined, told] as const),
      [articleBeforePlural, 'an article before a plural'] as const,
    ]) {
      const match = find(text);
      if (match)
        findings.push({
          check: 'grammar',
          message: `${name}: "…${text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20)}…"`,
        });
    }
    if (/\?/.test(text))
      findings.push({
        check: 'grammar',
        message: `A question in the application text: "${text.slice(0, 80)}…"`,
      });
  }
  return findings;
}

/** "drying a pine sawdust": an article before what the inventor names as a substance. */
function massArticleFindings(claims: string, inventorText: string): Finding[] {
  // A bulleted list ("- steel tube frame") drops its articles by form, not because a part is a substance.
  const isMass = massNounTest(sentencesOf(inventorText.replace(/^\s*(?:[-*•]|\d+[.)])\s+.*$/gm, '')));
  // Each noun a claim introduces with "a"/"an" as the head of its phrase ("a dog water bottle" names a
  // bottle), asked about once.
  const introduced =
    /\b(?:a|an) ((?:[\w-]+ ){0,3}?)([a-z][\w-]*)(?=\s*(?:[;,.:]|$)|\s+(?:configured|disposed|positioned|in|on|with|for|to|and|or|by|at|from|into|onto|over|under|that|which|wherein|until|when)\b)/gim;
  const asked = new Set<string>();
  const findings: Finding[] = [];
  for (const match of claims.matchAll(introduced)) {
    const noun = match[2]!.toLowerCase();
    if (asked.has(noun) || match[1]!.split(' ').some(endsModifiers)) continue;
    asked.add(noun);
    if (isMass(noun))
      findings.push({
        check: 'grammar',
        message: `article before a substance the inventor names without one: "${match[0]}"`,
      });
  }
  return findings;
}

function openerFindings(texts: string[]): Finding[] {
  const findings: Finding[] = [];
  for (const text of texts) {
    const sentences = sentencesOf(text);
    const presentInvention = sentences.filter((s) =>
      /^The present invention (?:is|provides|comprises|includes)\b/.test(s),
    );
    if (presentInvention.length > 1)
      findings.push({
        check: 'openers',
        message: `Two sentences open "The present invention …": "${presentInvention[1]!.slice(0, 60)}…"`,
      });
    for (let i = 1; i < sentences.length; i += 1) {
      const a = sentences[i - 1]!.split(/\s+/).slice(0, 4).join(' ').toLowerCase();
      const b = sentences[i]!.split(/\s+/).slice(0, 4).join(' ').toLowerCase();
      if (a === b && a.split(' ').length === 4)
        findings.push({
          check: 'openers',
          message: `Consecutive sentences open alike: "${sentences[i]!.slice(0, 60)}…"`,
        });
    }
  }
  return findings;
}

/** Every check on one draft; `kinds` (when known) decides which claim categories are required. */
export function checkDraft(draft: DraftToCheck, kinds?: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  for (const message of checkTitle(draft.title)) findings.push({ check: 'title', message });
  const { findings: claimFindings, claims } = checkClaimSet(draft.claims, kinds);
  // ("foam;" of a cushion whose inventor says "under the foam", "7 cm memory foam": a substance is
  // claimed without an article, as an ingredient is.)
  const isSubstance = massNounTest(sentencesOf(draft.inventorText));
  findings.push(
    ...claimFindings.filter((finding) => {
      const bare = /^Claim \d+: the element "([a-z]+)" does not begin with "a" or "an"\.$/.exec(
        finding.message,
      );
      return !(finding.check === 'elementForm' && bare && isSubstance(bare[1]!));
    }),
  );
  const description = draft.description.join('\n\n');
  findings.push(...supportFindings(claims, description));
  for (const message of checkAbstract(draft.abstract, draft.title))
    findings.push({ check: 'abstract', message });
  findings.push(...numberFindings(draft.claims, draft.abstract, draft.inventorText));
  for (const message of unclaimedRanges(draft.claims, draft.inventorText, draft.priorArt))
    findings.push({ check: 'ranges', message });
  findings.push(...grammarFindings([...draft.description, draft.abstract, draft.claims]));
  findings.push(...massArticleFindings(draft.claims, draft.inventorText));
  findings.push(...openerFindings([...draft.description, draft.abstract]));
  return findings;
}
