import { canBeVerb, tokens } from '../understand/nlp';
import type { ParsedClaim } from './claim-parser';
import { COMBINING_VERBS } from './words';

/**
 * Claim text that parses but does not read: an element whose clause was cut off mid-way, a step whose
 * verb has lost what it acts on, an instrument hung on the wrong verb, and ranges the inventor gave that
 * no claim recites. These are the slips a practitioner strikes first (issue 15).
 */

/** Words that open a dependent clause: a finite verb after one of them is expected. */
const LICENSORS =
  /\b(?:as|when|once|until|while|if|that|which|where|wherein|whereby|after|before|because|whether|so)\b/i;
const SUBORDINATORS = 'when|once|until|while|if|as|because|whether|after|before';

/** "disposed inside the light senses when the bike": a noun phrase runs into a finite verb. */
const RUN_ON = new RegExp(
  `\\b(?:the|a|an)\\s+(?:[\\w-]+\\s+)?[\\w-]+\\s+([a-z]{3,}[^s\\W]s)\\s+(?:${SUBORDINATORS}|the|a|an|that|it|its)\\b`,
  'i',
);
/** "… senses when the bike": a subordinate clause with no verb. */
// "acts as a mild polish", "used as a filler", "alum as a mordant": there "as" is a preposition, not a subordinator.
const VERBLESS_CLAUSE = new RegExp(
  `\\b(?<!\\b(?:acts?|serves?|functions?|works?|[a-z]+ed|[a-z]+ing|sold)\\s)(?!as\\s+(?:a|an)\\s)(?:${SUBORDINATORS})\\s+(?:the|a|an)\\s+(?:[\\w-]+\\s+)?[\\w-]+$`,
  'i',
);
/** "after the lesson", "before each shot", "once a day": a time told by an event or a frequency, no clause. */
// ("reminding the borrower before the return date": a date is a point in time, no clause cut off.)
const AFTER_EVENT =
  /\b(?:after|before|until)\s+(?:the|a|an|each)\s+(?:[\w-]+\s+)?(?:date|deadline)$|\b(?:after|before|until)\s+(?:the|a|an|each)\s+(?:lesson|session|meal|workout|class|meeting|shift|ride|walk|game|appointment|visit|trip|shot|dose|checkup|wash|cycle|slot|booking|reservation|pickup|delivery|race|event|sweep|cleaning|collection|inspection|departure|arrival|flight|payment|renewal)$|\bonce\s+(?:a|an|per|each|every)\s+(?:second|minute|hour|day|night|week|month|year)$/i;
/** An element or step that stops on a word that needs something after it. */
const DANGLING_END = new RegExp(
  `\\b(?:and|or|but|to|of|with|in|on|at|by|for|from|into|onto|over|under|than|about|the|a|an|that|which|${SUBORDINATORS})$`,
  'i',
);

/** "send a reminder two days": a duration cut from its "before something expires". */
const BARE_DURATION =
  // ("limiting the bookings to 2 hours": a limit of so long says what it bounds.)
  /(?<!\b(?:for|in|within|after|every|each|about|of|than|up to|at least|next|last|past|first|over|under|beyond|exceeds?)\s+|\d\s+to\s+|\blimit(?:s|ed|ing)? (?:[\w-]+ ){1,3}to\s+)\b(?:\d+|one|two|three|four|five|six|seven)\s+(?:days?|hours?|weeks?)$/i;

/** "disposed at a bottom", "positioned on top": a place on something the claim never names ("on the top plate" names a plate). */
const OWNERLESS_PLACE =
  /\b(?:at|on|in|into|from|along|near|under|over)\s+(?:(?:a|an|the)\s+(top|bottom|side|front|back|rear|underside)|(top))\b(?!\s+of\b)(?!\s+(?:and|or)\s+(?:the\s+)?(?:top|bottom|side|front|back)\s+of\b)(?!\s+(?!(?:and|or|so|to|with|when|that|which|while|for|in|on|at|by|from|into|until|if|once|configured)\b)[a-z])/i;

/**
 * An edge, surface or corner introduced with nothing it belongs to: "disposed on a front edge" ("a rim
 * groove" is a groove).
 */
const OWNERLESS_EDGE =
  /\b(?:at|on|in|into|from|along|near|under|over|to)\s+an?\s+(?:(?:front|back|rear|top|bottom|left|right|upper|lower|inner|outer|leading|trailing)\s+)?(?:edge|surface|face|corner|rim)\b(?!\s+of\b)(?!\s+(?!(?:and|or|so|to|with|when|that|which|while|for|in|on|at|by|from|into|until|if|once|configured)\b)[a-z])/i;

/** "adding 5 grams of alum as the mordant" after "as a mordant": the role named before, not a clause. */
function namedRole(text: string): boolean {
  const role = /\bas the ([\w-]+)$/.exec(text)?.[1];
  // ("the step of adding alum as the mordant comprises adding 5 grams of alum as the mordant": named in the
  // step the dependent refers to.)
  return !!role && new RegExp(`\\bas (?:an?|the) ${role}\\b(?=.)`).test(text);
}

/** "until the LED comes on": a verb's particle ends the clause; it is no preposition left without its object. */
// ("an episode the user is on": nor is the preposition of a clause whose object is the noun it follows.)
const PARTICLE_END =
  /\b(?:comes?|turns?|goes|lights?|switch(?:es)?|powers?)\s+(?:on|up)$|\b(?:an?|the|each)\s+[\w-]+\s+(?:the|a)\s+users?\s+(?:is|are|was|were)\s+(?:on|in|at)$/i;

/** "… when the door opens": the clause's last word is its verb (the pattern alone cannot tell). */
function endsOnVerb(text: string): boolean {
  const list = tokens(text);
  const [before, last] = list.slice(-2);
  if (!last || !before) return false;
  // ("until the leaves crumble": after a plural noun, a bare word that can be a verb is one.)
  if (before.tags.has('Plural') && before.tags.has('Noun') && !/s$/.test(last.lower) && canBeVerb(last.lower))
    return true;
  if (!/[^s]s$/.test(last.lower)) return false;
  if (last.tags.has('Verb') && !last.tags.has('Noun')) return true;
  // "until the door moves": after a singular noun, a word in -s that can be a verb is one.
  return before.tags.has('Noun') && !/s$/.test(before.lower) && canBeVerb(last.lower);
}

/** Problems of the "cut clause" kind in one element, step or operation; empty when it reads. */
export function cutClauseProblems(item: string): string[] {
  const text = item.replace(/[.,;:\s]+$/, '');
  const problems: string[] = [];
  if (DANGLING_END.test(text) && !PARTICLE_END.test(text))
    problems.push(`"${item}" stops on "${text.split(/\s+/).pop()}".`);
  else if (BARE_DURATION.test(text))
    problems.push(`"${item}" ends on a duration that says neither before nor after what.`);
  else if (VERBLESS_CLAUSE.test(text) && !endsOnVerb(text) && !namedRole(text) && !AFTER_EVENT.test(text))
    problems.push(`"${item}" ends on a clause with no verb.`);
  const place = OWNERLESS_PLACE.exec(text);
  // "hinged to a side of the bottle body and configured to fold out from the side": the side named before.
  const namedBefore =
    place && new RegExp(`\\b${place[1] ?? place[2]} of\\b`, 'i').test(text.slice(0, place.index));
  if (place && !namedBefore) problems.push(`"${item}" says "${place[0]}" but not of what.`);
  // ("a display disposed on a front edge": an edge, surface or corner is always something's.)
  const edge = OWNERLESS_EDGE.exec(text);
  if (edge && !place) problems.push(`"${item}" says "${edge[0]}" but not of what.`);
  const runOn = RUN_ON.exec(text);
  // ("to the other parents when a driver cancels": after "other", a word in -s is the plural it counts.)
  const plural =
    !!runOn &&
    // (So after a number: "a reminder two weeks before each shot".)
    // ("a number of weeks": so after "of".)
    // ("microwaving the towels in bursts until …": so after a preposition, whose object it is.)
    /\b(?:other|several|many|both|all|few|two|three|four|five|six|seven|eight|nine|ten|twelve|\d+|number of|pair of|set of|in|on|at|with|by|from|into|onto|under|over|through)\s*$/i.test(
      text.slice(0, runOn.index + runOn[0].indexOf(runOn[1]!)),
    );
  if (runOn && !plural && !LICENSORS.test(text.slice(0, runOn.index)))
    problems.push(`"${item}" runs into the verb "${runOn[1]}" with no subject of its own.`);
  return problems;
}

/** Verbs that read without an object ("allowing the leg to slide", "the pin falls"). */
const INTRANSITIVE = new Set(
  `slide fall drop tip drain fold talk run sit rest flow ride walk wait stay remain breathe rotate pivot
  return go come snap latch hang point cure flash glow stop start click drip lean swing settle expire
  move travel extend retract open close shut operate work communicate respond vibrate beep sound cool
  dry lock unlock collapse descend rise float sink pass enter exit connect log in stand kneel crouch`
    .split(/\s+/)
    .filter(Boolean),
);
/** "talking over an API to a server": a verb that acts on nothing cannot be an operation of a program. */
export function actsOnNothing(step: string): boolean {
  const [verb = '', next = ''] = step.split(' ');
  // "running a fast Fourier transform": run with an object is an operation ("the app runs on phones" is not).
  // ("unlocking a tablet", "closing the box": so does any of these verbs before its object.)
  if (/^(?:a|an|the|its|their)$/i.test(next)) return false;
  // ("operating only during an hour selected by a user": when it acts at all bounds what it does.)
  if (/^only$/i.test(next) && /^\S+ only (?:during|between|within|while|when|at) /i.test(step)) return false;
  // ("doing trains", from "it could also do trains": "do" with no object named says no operation.)
  if (baseOf(verb) === 'do') return true;
  return INTRANSITIVE.has(baseOf(verb));
}

/** Verbs whose object needs a partner: one matches a nurse *with* another. */
const PARTNERED = /^(?:match|matching|compare|comparing|pair|pairing|swap|swapping|trade|trading)$/i;
const PREPOSITION = /^(?:in|into|over|onto|on|to|by|with|from|at|for|through|under|off|out|up|down)$/i;

/** The infinitive of a claim verb: "spraying" → "spray", "shuts" → "shut" (enough for the word lists). */
function baseOf(verb: string): string {
  const lower = verb.toLowerCase();
  if (/ing$/.test(lower)) {
    const stem = lower.slice(0, -3);
    if (/(.)\1$/.test(stem) && !/(?:ll|ss)$/.test(stem)) return stem.slice(0, -1);
    if (INTRANSITIVE.has(stem)) return stem;
    if (INTRANSITIVE.has(`${stem}e`)) return `${stem}e`;
    return stem;
  }
  return lower.replace(/([^s])s$/, '$1');
}

/** A step ("spraying over pellets", "releasing to stop", "match a nurse") that lost what it acts on. */
export function stepObjectProblems(step: string): string[] {
  // ("noticing, with the tilt sensor, every time the bottle is tipped": the instrument set off by commas
  // stands before what is acted on.)
  const setOff = /^([a-z]+ing), (?:with|using) [^,]+, (.+)$/.exec(step);
  if (setOff) return stepObjectProblems(`${setOff[1]} ${setOff[2]}`);
  const words = step.replace(/[.,;:\s]+$/, '').split(/\s+/);
  const verb = words[0] ?? '';
  const base = baseOf(verb);
  if (words.length === 1) return [`"${step}" names an action with nothing it acts on.`];
  // "plugging in the reel", "pulling out the cord": a particle before the object of a phrasal verb.
  // ("taping off paint around the headlight": so before a substance, which takes no article.)
  const phrasal =
    // ("turning on the LED flashlight": so is "on" after a verb that switches.)
    (/^(?:in|up|out|off|down)$/i.test(words[1]!) ||
      (/^on$/i.test(words[1]!) && /^(?:turn|switch|power|put|try)$/.test(base))) &&
    (/^(?:the|a|an)$/i.test(words[2] ?? '') ||
      // ("stirring in plain yogurt": so is "in" after a verb that mixes a substance in.)
      ((/^(?:off|up)$/i.test(words[1]!) ||
        (/^in$/i.test(words[1]!) && /^(?:stir|mix|fold|whisk|blend|knead|work)$/.test(base))) &&
        !!words[2] &&
        !PREPOSITION.test(words[2]) &&
        !/^(?:and|or|to|for|when|until|while|if|once)$/i.test(words[2])));
  if (
    PREPOSITION.test(words[1]!) &&
    !phrasal &&
    !INTRANSITIVE.has(base) &&
    !/^(?:allow|let|keep)$/.test(base) &&
    // ("syncing with a smartwatch": what syncs with another device needs no object.)
    !(/^(?:sync|synchroniz|pair|integrat)/.test(base) && /^(?:with|when|once)$/i.test(words[1]!))
  )
    return [`"${step}": ${verb} what? The step names no object.`];
  if (PARTNERED.test(verb) && !/\b(?:with|to|against|between|for)\b/.test(words.slice(2).join(' ')))
    return [`"${step}": ${verb} with what? The step names only one side.`];
  return [];
}

/** What combining ingredients makes. */
const MADE_THINGS = 'mixture|solution|paste|dough|batter|slurry|blend';
/** Steps that combine ingredients: "mixing filtered oil with soy wax", "stirring sawdust into the wax". */
const COMBINING_STEP = new RegExp(`^(?:${COMBINING_VERBS})\\b`);

/**
 * Steps that mean nothing as written: an instrument ("with the microcontroller") hung after a purpose or
 * a condition ("turning LEDs up to check the accelerometer with the microcontroller"), or the same action
 * twice ("pressing a button; … pressing the button").
 */
export function stepSenseProblems(steps: string[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const step of steps) {
    const instrument = /\s+with\s+(?:the|a|an)\s+[\w-]+(?:\s+[\w-]+){0,3}$/i.exec(step);
    // ("enabling children to check a chore with a photo": what people are enabled to do, they do with it.)
    if (
      instrument &&
      !/^(?:enabling|enable) (?:[\w-]+ ){1,2}to [a-z]+ (?:the|a|an|each|their) /i.test(step)
    ) {
      const before = step.slice(0, instrument.index);
      if (
        new RegExp(`\\b(?:${SUBORDINATORS})\\s`, 'i').test(before) ||
        /\bto\s+[a-z]+\b.*\bto\s+[a-z]+\b/i.test(before) ||
        /^(?:allowing|letting)\b/i.test(before) ||
        /\bto\s+(?:[a-z]+)\s+(?:the|a|an)\b/i.test(before.replace(/^\S+\s+\S+\s+/, ''))
      )
        problems.push(`"${step}": the instrument "${instrument[0].trim()}" is attached to the wrong action.`);
    }
    // The same verb on the same thing ("pressing a button", "pressing the button") is one step.
    const words = step.toLowerCase().split(/\s+/);
    const thing = words.slice(1).find((word) => !/^(?:the|a|an|each|said)$/.test(word));
    // ("enabling customers to order", "enabling customers to pay": what they are enabled to do differs.)
    // ("enabling a neighbor to pick …", "enabling a neighbor to send …": so after an article.)
    const enabled =
      /^(?:enabling|enable|allowing|allow|preventing|prevent) (?:(?:a|an|the|each) )?[\w-]+ (?:to|from) ([a-z]+)/.exec(
        step.toLowerCase(),
      )?.[1];
    // ("mixing filtered oil with soy wax; pouring a mixture into jars": the mixing made the mixture, so
    // the pouring works on "the mixture", which the mixing step must say it forms.)
    // ("storing a dough weight for each recipe": a word before another noun names that noun's kind, no
    // dough.)
    const made = new RegExp(
      `\\ban? (${MADE_THINGS})\\b(?! of\\b)(?= (?:to|into|in|on|onto|with|for|from|at|by|and|or|that|which|until|over|under)\\b|[,;.]|$)`,
    ).exec(step)?.[1];
    const combinedBefore = steps
      .slice(0, steps.indexOf(step))
      .some((earlier) => COMBINING_STEP.test(earlier));
    if (made && combinedBefore && !COMBINING_STEP.test(step))
      problems.push(`"${step}" works on "a ${made}" that no step forms.`);
    const key = `${words[0]} ${thing}${enabled ? ` ${enabled}` : ''}`;
    const earlier = seen.get(key);
    if (earlier) problems.push(`"${step}" repeats the step "${earlier}".`);
    else seen.set(key, step);
  }
  return problems;
}

const RANGE =
  /\b(\d+(?:\.\d+)?)\s*(?:%|percent|[a-z°/]+(?:\s+(?:celsius|fahrenheit))?)?\s+to\s+(\d+(?:\.\d+)?)\s*(%|percent|degrees|mm|cm|ml|inches|seconds|minutes|hours|g|grams|kg|psi|nm|m\/s2|volts|amps|rpm|feet)\b/gi;

/** Ranges the inventor gave ("anywhere from 50 to 70 degrees"): each should be claimed "from X to Y". */
export function unclaimedRanges(claims: string, inventorText: string, priorArt = ''): string[] {
  const statements = inventorText.split(/(?<=[.!])\s+|\n+/).filter((s) => !/\?\s*$/.test(s));
  const ofTheField = priorArt.replace(/\s+/g, ' ');
  const claimed = claims.replace(/\s+/g, ' ');
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const statement of statements)
    for (const match of statement.matchAll(RANGE)) {
      const [low, high] = [match[1]!, match[2]!];
      if (seen.has(`${low}-${high}`) || ofTheField.includes(match[0]!)) continue;
      seen.add(`${low}-${high}`);
      const pattern = new RegExp(
        `\\bfrom (?:about )?${low.replace('.', '\\.')}\\b[^;.]{0,30}?\\bto ${high.replace('.', '\\.')}\\b`,
      );
      if (!pattern.test(claimed))
        problems.push(
          `The inventor's range ${low} to ${high} ${match[3]} is not claimed ("from ${low} to ${high} ${match[3]}").`,
        );
    }
  return problems;
}

/** The steps of a claim that are actions: a method's steps, a medium's or a system's operations. */
export function actionsOf(claim: ParsedClaim): string[] {
  if (claim.parent !== undefined) return [];
  if (claim.category === 'method' || claim.category === 'product') return claim.elements;
  return claim.operations;
}
