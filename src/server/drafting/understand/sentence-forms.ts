import {
  asLiteral,
  FIXED_PARTICIPLE,
  indefiniteArticle,
  MATERIAL_WORDS,
  singularWord,
  withArticle as withArticleLower,
} from '../check/words';
import { readClause } from './clause';
import { canBeVerb, infinitiveOf, pastParticipleOf, tokens } from './nlp';

/**
 * One inventor sentence told again in the order the invention model reads: the act before its condition,
 * a second subject after "and" in a sentence of its own, a threshold the way a claim states it.
 */

/**
 * "The tank is sealed and a vacuum pump takes it down to 0.2 bar": two facts, and "it" in the second is
 * what the first was about ("A vacuum pump takes the tank down …"); so for "the tray sits on a pivot and
 * a counterweight tips it toward the sink".
 */
export function andNewSubject(sentence: string): string {
  // ("The electronics are sealed in a tray under it, and it runs on two AAA batteries": after a plural,
  // "it" is no subject told before; it is the whole, in a sentence of its own.)
  const itOfTheWhole = /^(The (?:[\w-]+ ){0,2}?[\w-]+s are [^,]+),\s+and it ([a-z]+s\b.*)$/.exec(sentence);
  if (itOfTheWhole) return `${itOfTheWhole[1]}. It ${itOfTheWhole[2]}`;
  // ("A small controller checks them every second, and if the pressure has not changed … it buzzes a
  // vibration motor": what the part does next, under its condition, is the part's.)
  const itActsNext =
    /^((?:A|An|The) (?:(?:small|little|tiny|large|big) )?((?:[\w-]+ ){0,2}?[\w-]+) ([a-z]+s) [^,]+),\s+and (if|when|once) ([^,]+?),? it ([a-z]+s\b.*)$/.exec(
      sentence,
    );
  // (Not "it blurs that text", whose "that" points back into the condition.)
  if (
    itActsNext &&
    !/^(?:users?|person|people)$/i.test(itActsNext[2]!) &&
    canBeVerb(infinitiveOf(itActsNext[3]!)) &&
    !/\b(?:that|this|those|these)\b/.test(itActsNext[6]!)
  )
    return `${itActsNext[1]}. The ${itActsNext[2]!.toLowerCase()} ${itActsNext[6]!.replace(/\.$/, '')} ${itActsNext[4] === 'if' ? 'when' : itActsNext[4]} ${itActsNext[5]}.`;
  if (!/\sand\s+(?:the|a|an|two|three|four|five|six|\d+)\s/i.test(sentence)) return sentence;
  const clause = readClause(sentence);
  const first =
    clause && clause.determiner === 'the' && !clause.subject.includes(' and ')
      ? `the ${clause.subject}`
      : undefined;
  // ("… measure the weight and a small display on the front edge shows it": what the first act worked on.)
  const worked = clause && !first ? /^((?:the|a|an) (?:[\w-]+ )?[\w-]+)$/.exec(clause.rest)?.[1] : undefined;
  // ("A small LED flashlight sits in the front of the handle and a button under the thumb turns it on": a
  // first clause that acts on nothing leaves its subject for "it".)
  const placed =
    clause &&
    !first &&
    !worked &&
    /^(?:on|in|at|under|over|inside|near|behind|beside|above|below)\s/.test(clause.rest)
      ? `the ${clause.subject.replace(/^(?:small|little|large|big|tiny) /, '')}`
      : undefined;
  // ("… and two latches on the front snap it shut": so do several parts counted, with their bare verb.)
  const counted = sentence.replace(
    /\s+and\s+((?:two|three|four|five|six|\d+)\s+(?:[\w-]+\s+){0,2}?[\w-]+s(?:\s+(?:on|in|at|under|over|inside|near)\s+the\s+[\w-]+)?\s+([a-z]+)\s)(it\b)?/,
    (whole, next: string, verb: string, it: string | undefined) => {
      if (/s$/.test(verb) || !canBeVerb(verb)) return whole;
      if (!it) return `. ${capitalized(next)}`;
      return first ? `. ${capitalized(next)}${first.toLowerCase()}` : whole;
    },
  );
  if (counted !== sentence) return counted;
  const split = sentence.replace(
    // ("soaks into the sawdust and the cardboard so it burns": "so" ends the object, no subject's words.)
    // ("adds up the preorders and the average walk-in sales for that weekday": a plural before "for".)
    // ("…, packed into a tray about two thirds full, and the olive oil is poured": the comma goes too.)
    // ("with a photo and the hours it is free": a clause of "it" is what the hours are, no new subject.)
    /,?\s+and\s+((?:the|a|an)\s+[\w-]+(?:\s+(?!(?:so|because|when|if|that|which|while|until|it|they)\b)[\w-]+){0,2}?(?:\s+(?:on|in|at|under|over|inside|near)\s+(?:the|that|each)\s+[\w-]+(?:\s+[\w-]+)?)?\s+([a-z]+s)(?:\s(?!and\b|or\b|for\b|from\b|of\b|per\b)|(?=\.?$)))(it\b)?/g,
    (whole, next: string, verb: string, it: string | undefined, at: number) => {
      // ("show a sun and a moon instead of colors": a word in -s after "of" is a noun, no verb.)
      if (/\s(?:of|for|with|from|to|than|by)\s+[a-z]+s\s*$/.test(next)) return whole;
      // ("The light turns on only when it is dark and the accelerometer feels the bike moving": after the act,
      // a condition joined by "and" is the condition's, no fact of its own.)
      // (Not "senses when the bike slows down and a microcontroller turns …": what is sensed, then a fact.)
      if (
        !it &&
        /^(?:The|A|An) [^,]* [a-z]+s\b[^,]* (?:only )?(?:when|if|once)\b[^,]*$/.test(sentence.slice(0, at)) &&
        !/\b(?:senses|detects|notices|tells|knows|shows|checks) (?:when|if|once)\b/.test(
          sentence.slice(0, at),
        )
      )
        return whole;
      if (!it) return `. ${next}`;
      // "it" can only be the first subject when the verb acts on something.
      if (first && !/^(?:is|was|has)$/.test(verb)) return `. ${next}${first.toLowerCase()}`;
      if (placed && !/^(?:is|was|has)$/.test(verb)) return `. ${next}${placed}`;
      return worked ? `. ${next}${worked.replace(/^(?:a|an) /, 'the ')}` : whole;
    },
  );
  // ("A buzzer in the base beeps and the LED over that slot blinks when a knife is out of its slot …":
  // the condition told last governs both acts.)
  const [one, ...rest] = split.split('. ');
  const condition = / ((?:when|if|once) (?:a|an|the) [^.]+?)\.?$/.exec(rest.at(-1) ?? '')?.[1];
  if (!one || !condition || / (?:when|if|once|until) /.test(one) || !/^(?:A|An|The) .+ [a-z]+s$/.test(one))
    return split;
  return [`${one} ${condition}`, ...rest].join('. ');
}

/**
 * "When the dominant frequency rises …, or piping shows up …, the server flags the hive and sends the
 * notification": what the server does, with its condition after the act it governs ("The server flags
 * the hive when … or …. The server sends the notification.").
 */
export function conditionLast(original: string): string {
  // ("Every time the user twists the cap off, a ratchet turns the dial": whenever.)
  const sentence = original.replace(/^(?:every|each) time\s+/i, 'Whenever ');
  // ("After 6 visits or when the ammonia goes over 10 ppm, it sends a push notification": what it does,
  // then when.)
  // (Only "after …": a "when" or "if" condition before "it" is read below, with the rest of its kind.)
  const itActs = /^(after [^,]+?),\s+it ((?!is\b|was\b|has\b)[a-z]+s\b[^,]*?)\.?$/i.exec(sentence);
  if (itActs) return `It ${itActs[2]} ${itActs[1]!.charAt(0).toLowerCase()}${itActs[1]!.slice(1)}.`;
  // ("If the pump runs for more than 10 minutes straight, or draws no current when the water sensor gets
  // wet, it sends a text over wifi": what the whole does, then when, however long the condition.)
  const itActsOn =
    /^(?:if|when|whenever) ((?:the|a|an) [^,]+?,\s+or [^,]+?),\s+it ((?!is\b|was\b|has\b)[a-z]+s\b[^,]*?)\.?$/i.exec(
      sentence,
    );
  if (itActsOn && !/\b(?:it|they)\b/.test(itActsOn[1]!))
    return `It ${itActsOn[2]} when ${itActsOn[1]!.replace(/,\s+or\b/, ' or')}.`;
  // ("After 24 hours, the balloon is popped and pulled out": the wait comes before the first act, which
  // it times; the second follows it.)
  const timedPair =
    /^(after [^,]+?),\s+(the (?:[\w-]+ ){0,2}?[\w-]+) (is|are) ([a-z]+ed) and ([a-z]+ed\b[^,]*?)\.?$/i.exec(
      sentence,
    );
  if (timedPair) {
    const [, after, thing, be, first, second] = timedPair;
    return `${capitalized(thing!)} ${be} ${first} ${after!.toLowerCase()} and ${second}.`;
  }
  const lead = /^(?:when|if|once|whenever)\s+/i.exec(sentence);
  if (!lead) return original;
  const main = [
    ...sentence.matchAll(
      // ("…, a cam on the upper handle pushes …": the part with where it is.)
      /,\s+((?:the|a|an) (?:[\w-]+ ){0,2}?[\w-]+(?: (?:on|in|at|under|inside|around|behind|near|over) the (?:[\w-]+ )?[\w-]+)?) ([a-z]+s)\b(.*?)(?:,?\s+and\s+([a-z]+s\b.*?))?\.?$/gi,
    ),
  ].pop();
  // "When the user is done a twist lock holds …": the user's being done is the story, not a condition
  // of the part; what the part does is the fact.
  const done =
    /^(?:when|once)\s+(?:the user|users|you)\s+(?:is|are)\s+(?:done|finished|through),?\s+(?=(?:a|an|the)\s)/i;
  // "when the user brakes hard all 16 LEDs light up": the condition is the user's act and its manner;
  // what follows, opened by a quantifier, is the fact.
  const userAct =
    !main &&
    /^(?:when|if|once|whenever)\s+((?:the user|users|you)\s+[a-z]+(?:\s+(?:hard|quickly|suddenly|fast|slowly|sharply))?)\s+((?:all|both|each|every)\s+(?:\d+\s+)?[\w-]+\s+[a-z]+\b.*?)\.?$/i.exec(
      sentence,
    );
  if (userAct) return `${capitalized(userAct[2]!)} when ${userAct[1]!.replace(/^you\b/i, 'the user')}.`;
  if (done.test(sentence)) return capitalized(sentence.replace(done, ''));
  // "if nobody taps done by pickup day the app reminds everyone": with no comma, the program's act
  // after its condition.
  const program =
    !main &&
    // ("If the hips sag below the line … it says "hips up"": so is its act as "it".)
    // ("When a plot frees up the app offers it …": so is "when", but not before a reason after a comma,
    // "…, so they have time …", which the readers below keep with its act.)
    (/^(if|when|once|whenever)\s+([^,]+?)\s+(the (?:app|application|system|server|program|platform) [a-z]+s\b(?:(?!,\s+so\b).)*?)\.?$/i.exec(
      sentence,
    ) ??
      // (Its act as "it", after a condition of one clause: "If the invoice is unpaid after 7 days it sends
      // a reminder".)
      /^(if)\s+((?:(?!\b(?:it|and|or)\b)[^,])+?)\s+(it (?:says|speaks|announces|shows|displays|plays|sends|emails|texts|notifies|reminds)\b.*?)\.?$/i.exec(
        sentence,
      ));
  // ("When the door swings open past about 80 degrees a cam on the hinge side pushes the arm": so is a
  // part first named after its condition, with no comma.)
  const part = main
    ? null
    : (/^(when|once|whenever)\s+(the [\w-]+ [a-z]+s (?:a|an|the) [\w-]+)\s+(the (?:[\w-]+ )?[\w-]+) ([a-z]+s)\b(.*?)\.?$/i.exec(
        // ("when the cooler hits a step the hub rotates": a part named before, after a condition of another
        // thing's act on something; read first, so "a step the hub" is never taken for a part.)
        sentence,
      ) ??
      /^(when|if|once|whenever)\s+(.+?\s[a-z]+s\b.*?)\s+((?:a|an) (?:[\w-]+ ){0,2}?[\w-]+(?: (?:on|in|at|under|inside|around|behind|near|over) the (?:[\w-]+ )?[\w-]+)?) ([a-z]+s)\b(.*?)\.?$/i.exec(
        sentence,
      ) ??
      // ("If it stays above minus 10 degrees … the board sends a text": so is a part already named, after a
      // condition of the whole's.)
      /^(when|if|once|whenever)\s+((?:it|they)\s[a-z]+s?\b[^,]*?)\s+(the (?:[\w-]+ )?[\w-]+) ([a-z]+s)\b(.*?)\.?$/i.exec(
        sentence,
      ) ??
      // ("When the user unlocks it the reel pulls the cable back": so is one after the user's act on it.)
      /^(when|if|once|whenever)\s+((?:the user|you)\s+[a-z]+s?\s+(?:it|them))\s+(the (?:[\w-]+ )?[\w-]+) ([a-z]+s)\b(.*?)\.?$/i.exec(
        sentence,
      ));
  // ("When the pull goes over about 8 kg the collar pops open and the rod comes free": a part named
  // before acts on a condition of a thing's act taken to a number; what else happens then is a fact of its
  // own.)
  const overNumber = main
    ? null
    : // ("If the door stays open past 60 seconds the buzzer beeps": so is a state it stays in that long.)
      /^(when|if|once|whenever)\s+((?:the|a|an) [\w-]+ [a-z]+s (?:(?:open|closed|shut|on|off) )?(?:over|above|under|below|past|beyond|longer than|more than) (?:about |around )?\d+(?:\.\d+)? ?[a-zA-Z%]+)\s+(the (?:[\w-]+ )?[\w-]+ [a-z]+s\b.*?)(?:\s+(?:and|but)\s+((?:the|a|an) [\w-]+ [a-z]+s\b.*?))?\.?$/i.exec(
        sentence,
      );
  if (overNumber) {
    const [, when = '', condition = '', told = '', then] = overNumber;
    // ("the buzzer beeps until it closes", of the door: until the condition's thing does, after it.)
    const until = / until it ([a-z]+s)$/.exec(told);
    const thing = /^(?:the|a|an) [\w-]+/.exec(condition)![0].replace(/^an?\b/, 'the');
    const act = until ? told.slice(0, until.index) : told;
    const said = `${capitalized(act)} ${/^if$/i.test(when) ? 'when' : when.toLowerCase()} ${condition}${until ? ` until ${thing} ${until[1]}` : ''}.`;
    return then ? `${said} ${capitalized(then)}.` : said;
  }
  // (Not when the condition has its own subject acting, "… it waits 10 seconds, then sends a text that
  // says …", nor "there are", whose part and the whole both act: told-sentences reads those.)
  const oneCondition =
    !!part &&
    !/[,;]/.test(part[2]!) &&
    !/\b(?:it|they)\s+[a-z]+\b/.test(part[2]!.replace(/^(?:it|they)\s/, '')) &&
    !/^there\b/i.test(part[2]!);
  // ("…, and it sends another one when …": a second act of the part's, a fact of its own.)
  const [partAct = '', told] = (part?.[5] ?? '').split(/,\s+and it\s+(?=[a-z]+s\b)/);
  // ("sends a text …, and it sends another one": another text.)
  const sent = /^\s*(?:a|an|the) (?:[\w-]+ )*?([\w-]+)(?= (?:over|to|by|via|on|in|at|with|from)\b|$)/.exec(
    partAct,
  )?.[1];
  const then = told && sent ? told.replace(/\banother one\b/, `another ${sent}`) : told;
  // ("it stays above minus 10 degrees Celsius": what stays above a number of degrees is the temperature.)
  const partCondition = part?.[2]?.replace(
    /^it (?=[a-z]+s (?:above|below|over|under) (?:minus )?\d+ degrees\b)/,
    'a temperature ',
  );
  // ("… rotates so the next wheel lands on the step above": what comes of the act is told after its condition.)
  const [partDoes = '', result] = partAct.split(/,?\s+(?=so\s+(?:that\s+)?(?:the|a|an|it|they)\s)/);
  if (part && oneCondition && tokens(`it ${part[4]}`)[1]?.tags.has('Verb'))
    return `${capitalized(part[3]!)} ${part[4]}${partDoes} ${/^if$/i.test(part[1]!) ? 'when' : part[1]!.toLowerCase()} ${partCondition}${result ? `, ${result}` : ''}.${then ? ` ${capitalized(part[3]!)} ${then}` : ''}`;
  // (A claim states a condition with "when".)
  if (program) {
    // ("When a plot frees up the app offers it to the next person on the list, who has 48 hours to
    // accept": what it offers is the plot; what the person then has is a fact of its own.)
    const [act = '', who, has] =
      /^(.*?(the (?:[\w-]+ ){0,2}?[\w-]+(?: (?:on|in) the [\w-]+)?)), who ([a-z]+s\b.*)$/
        .exec(program[3]!)
        ?.slice(1) ?? [program[3]!];
    const thing = /^(?:an?|the) ((?:[\w-]+ )?[\w-]+?) (?=[a-z]+s\b)/.exec(program[2]!)?.[1];
    // ("… who has 48 hours to accept": the program lets the person take it within that time.)
    const span = /^has ((?:about )?\d+ (?:minutes?|hours?|days?|weeks?)) to ([a-z]+)$/.exec(has ?? '');
    const program3 = /^the (?:app|application|system|server|program|platform)\b/i.exec(program[3]!)?.[0];
    const then =
      who && span && thing && program3
        ? ` ${capitalized(program3)} allows ${who} to ${span[2]} the ${thing} within ${span[1]}.`
        : who && has
          ? ` ${capitalized(who)} ${has}.`
          : '';
    const acted = thing
      ? act.replace(/^(the [a-z]+ [a-z]+s) it\b/i, `$1 ${indefiniteArticle(thing)} ${thing}`)
      : act;
    const condition = acted !== act ? program[2]!.replace(/^an? /, 'the ') : program[2]!;
    return `${capitalized(acted)} when ${condition}.${then}`;
  }
  // ("When the radar sensor picks up a car, the LEDs jump …": a plural subject's verb has no -s.)
  const plural = main
    ? undefined
    : /,\s+((?:the|a|an) (?:[\w-]+ ){0,2}?[\w-]+[^s\W]s) ([a-z]+)\b(.*?)(?:,?\s+and\s+([a-z]+\b.*?))?\.?$/i.exec(
        sentence,
      );
  if (plural && !/(?:s|ed|ing)$/.test(plural[2]!) && canBeVerb(plural[2]!)) {
    const said = sentence.slice(lead[0].length, plural.index);
    if (/\b(?:it|they)\s+[a-z]+s?\b/.test(said)) return sentence;
    const actor = capitalized(plural[1]!);
    const first = `${actor} ${plural[2]}${plural[3]} when ${said.replace(/,\s+(or|and)\s+/g, ' $1 ')}.`;
    return plural[4] ? `${first} ${actor} ${plural[4]} when ${said}.` : first;
  }
  if (!main || !tokens(`it ${main[2]}`)[1]?.tags.has('Verb')) return sentence;
  const said = sentence.slice(lead[0].length, main.index);
  // "When the magnet gets within 75 mm it pulls the gate shut, the bracket pushes …": the condition has
  // its own act, so the sentence is a sequence, not one act under a condition.
  // ("When the door opens, the switch wakes a small board …, and the base unit sends the user a text": a
  // last fact with its own subject is a sentence of its own, after the act under the condition.)
  const next = /,\s+and\s+((?:the|a|an)\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+[a-z]+s\b[^,]*?)\.?$/.exec(sentence);
  if (next && !/\b(?:it|they)\s+[a-z]+s?\b/.test(said)) {
    const first = conditionLast(sentence.slice(0, next.index));
    if (first !== sentence.slice(0, next.index))
      return `${first.replace(/\.?$/, '.')} ${capitalized(next[1]!)}.`;
  }
  if (/\b(?:it|they)\s+[a-z]+s?\b/.test(said) || /,\s+and\s+(?:the|a|an)\s/.test(main[0]!)) return sentence;
  // ("the handles open": a plural takes no "a".)
  const condition = said
    .replace(/,\s+(or|and)\s+/g, ' $1 ')
    .replace(/\bthe ([\w-]+)\b/, (_, noun: string) => (/[^s]s$/.test(noun) ? noun : `a ${noun}`));
  const actor = capitalized(main[1]!);
  // ("… pushes paint through holes so the nap stays wet": the condition is of the act, before what the act
  // is for.)
  const [acted = '', purpose] = main[3]!.split(/,?\s+so\s+(?=(?:that\s+)?(?:the|a|an|it|they)\s)/);
  // ("glows blue until the user drinks": the act and its condition; how long it lasts is the description's.)
  const [act = ''] = acted.split(/\s+until\s+/);
  // ("the switch wakes a small board that sends a message …": the condition is the waking's; what the
  // board then does is a fact of its own.)
  const relative = /^( (?:a|an|the) (?:[\w-]+ ){0,2}?([\w-]+)) that ([a-z]+s\b.*)$/.exec(act);
  if (relative && !purpose && !main[4] && canBeVerb(infinitiveOf(relative[3]!.split(' ')[0]!)))
    return `${actor} ${main[2]}${relative[1]} when ${condition}. The ${relative[2]} ${relative[3]}.`;
  // (After a comma, so what follows is read as a fact of its own, "the window on top shows the day".)
  const first = `${actor} ${main[2]}${act} when ${condition}${purpose ? `, so ${purpose}` : ''}.`;
  return main[4] ? `${first} ${actor} ${main[4]}.` : first;
}

/** "is more than 2 m/s2" → "exceeds 2 m/s2": a threshold the way a claim states it. */
const THRESHOLD =
  /^(?:is|are|gets|goes|rises)\s+(?:more than|above|over|greater than|higher than|past)\s+|^(?:exceeds|passes)\s+/i;
const BELOW = /^(?:is|are|gets|goes|drops|falls)\s+(?:less than|below|under|lower than)\s+/i;

/** "… wired to the opener button": how a part is fixed, after its name. */
const HOW_FIXED = new RegExp(`\\s+(?:${FIXED_PARTICIPLE}) (?:to|on|onto|in|into)\\b.*$`);

/**
 * "The microcontroller checks the accelerometer 100 times a second and if the deceleration is more than
 * 2 m/s2 it drives the LED array at full power": two facts about the microcontroller, the second with its
 * condition ("drives the LED array at full power when a deceleration exceeds 2 m/s2"). The condition is
 * how the invention works, so it stays with the action.
 */
export function thresholdSplit(sentence: string): string {
  const match =
    /^((?:the|a|an) [\w -]+?) ([a-z]+s\b.*?),? and (?:if|when|once) the ([\w -]+?) ((?:is|are|gets|goes|rises|drops|falls|exceeds|passes)\b(?:.*?\d[^,]*?| (?:over|above|past|below|under) a (?:set |preset )?threshold)),? (?:it|they) ([a-z]+s\b.*?)\.?$/i.exec(
      sentence,
    );
  if (!match) return sentence;
  const [, told = '', first, quantity, comparison, action] = match;
  const above = comparison!.replace(THRESHOLD, 'exceeds ');
  const condition = above !== comparison ? above : comparison!.replace(BELOW, 'falls below ');
  // ("A small box wired to the opener button checks the time, and if the door is open after 10 pm it beeps
  // …": a state at a time is a condition as it is told; the part, named again, without how it is wired.)
  // ("A microcontroller in the base …": where it is, told once.)
  const again = `the ${told
    .replace(/^(?:the|a|an) /i, '')
    .replace(HOW_FIXED, '')
    .replace(/\s+(?:in|on|at|inside|under) the [\w-]+$/, '')}`;
  if (
    condition === comparison &&
    !/^(?:is|are) [a-z]+ (?:after|before|at|past|for more than) \d/.test(comparison!)
  )
    return sentence;
  const subject = /^the /i.test(told) ? told : told.replace(/^an? /i, 'A ');
  // ("checks the soil resistance …, and if it goes over …": the quantity the first act named stays "the".)
  const named = new RegExp(`\\bthe ${asLiteral(quantity!)}\\b`, 'i').test(first!);
  return `${capitalized(subject)} ${first}. ${capitalized(again)} ${action} when ${named ? `the ${quantity}` : withArticleLower(quantity!)} ${condition}.`;
}

/**
 * "Two steel probes measure the soil resistance. A microcontroller checks it every 10 minutes and if it
 * goes over a threshold it lights …": what a part reads, told as "it", is the quantity the sentence before
 * measured, there and in the condition after.
 */
export function itFromBefore(sentences: string[]): string[] {
  return sentences.map((told, index) => {
    const acts =
      /^((?:A|An|The) (?:[\w-]+ ){0,3}?[\w-]+(?: (?:in|on|at|inside|under) the [\w-]+)?) (checks|reads|monitors|samples|logs|averages|compares|watches|tracks) it\b(.*)$/.exec(
        told,
      );
    if (!acts) return told;
    const before = readClause(sentences[index - 1] ?? '');
    const quantity =
      before?.kind === 'active' && /^(?:measure|sense|detect|read|record)$/.test(before.verb)
        ? /^the ((?:[\w-]+ ){0,2}?[\w-]+)$/.exec(before.rest)?.[1]
        : undefined;
    if (!quantity) return told;
    return `${acts[1]} ${acts[2]} the ${quantity}${acts[3]!.replace(/\b(if|when|once) it\b/, `$1 the ${quantity}`)}`;
  });
}

/** The one part the sentence before `index` is about ("A slot runs along …"), as a later "it" names it. */
function partToldBefore(sentences: string[], index: number): string | undefined {
  const before = readClause(sentences[index - 1] ?? '');
  if (!before?.determiner || /^(?:users?|it|they)$/i.test(before.subject) || /s$/.test(before.subject))
    return undefined;
  return before.subject;
}

/**
 * "A hinged arm screws to the door. The user flips it down with the user's foot": what the user moves,
 * told as "it", is the part the sentence before was about.
 */
export function movedFromBefore(sentences: string[]): string[] {
  return sentences.map((told, index) => {
    const moved =
      /^(The user (?:flips|folds|swings|slides|pulls|pushes|lifts|lowers|rotates|twists|tilts)) it (?=(?:down|up|out|back|open|closed|shut|over|away)\b)/.exec(
        told,
      );
    if (!moved) return told;
    const part = partToldBefore(sentences, index);
    return part ? told.replace(moved[0], `${moved[1]} the ${part} `) : told;
  });
}

/**
 * "A small radar sensor in the light watches … . When it picks up a car closing in, the LEDs jump …": the
 * "it" of a condition that opens a sentence is the part the sentence before was about.
 */
export function whenItFromBefore(sentences: string[]): string[] {
  return sentences.map((told, index) => {
    // (Only what a sensing part perceives: "If it is over 52 degrees" is a temperature, read elsewhere.)
    const when = /^(When|Once|Whenever) it (?=(?:picks up|detects|senses|sees|spots)\b)/.exec(told);
    if (!when) return told;
    const part = partToldBefore(sentences, index);
    if (!part || !/(?:sensor|detector|camera|radar|probe)$/i.test(part)) return told;
    return told.replace(when[0], `${when[1]} the ${part} `);
  });
}

/**
 * "When it picks up a car closing in, the LEDs jump … . When the car has passed it drops back down": what
 * drops back is what the sentence before changed (the LEDs), not the car the condition names.
 */
export function backWhenGone(sentences: string[]): string[] {
  return sentences.map((told, index) => {
    const back =
      /^(When|Once|After) (the|a|an) ([\w-]+) (has|have) (passed|gone|left),? it (drops|goes|falls|returns) back( down)?\.?$/.exec(
        told,
      );
    if (!back) return told;
    const changed = /,\s+(the (?:[\w-]+ )??[\w-]+) [a-z]+\b/.exec(sentences[index - 1] ?? '')?.[1];
    if (!changed) return told;
    const [, when = '', , thing = '', has = '', gone = '', verb = '', down = ''] = back;
    const plural = /[^s]s$/.test(changed);
    return `${capitalized(changed)} ${plural ? infinitiveOf(verb) : verb} back${down} ${when.toLowerCase()} the ${thing} ${has} ${gone}.`;
  });
}

/**
 * "The lantern has a ring of 24 LEDs around a 5 watt speaker … A 10,000 mAh battery in the base runs both":
 * both are the two parts the sentence before named together ("runs the LEDs and the speaker").
 */
export function bothFromBefore(sentences: string[]): string[] {
  return sentences.map((told, index) => {
    if (!/\b(?:runs|powers|drives|feeds|charges|lights|connects) both\b/.test(told)) return told;
    const pair =
      /\b(?:\d+ )?((?:[\w-]+ )?[\w-]+s) (?:around|and|with|beside|above|below|under|next to) (?:a|an|the) (?:\d+(?:\.\d+)? [a-z]+ )?((?:[\w-]+ )?[\w-]+?)(?= that\b| which\b|[,.]|$)/.exec(
        sentences[index - 1] ?? '',
      );
    if (!pair) return told;
    const first = pair[1]!.split(' ').pop()!;
    const second = pair[2]!.split(' ').pop()!;
    return told.replace(
      /\b(runs|powers|drives|feeds|charges|lights|connects) both\b/,
      `$1 the ${first} and the ${second}`,
    );
  });
}

/**
 * "When the user twists the top a quarter turn, a rotating plate …, and twisting back dumps exactly one
 * teaspoon out of a spout": the act that undoes the first (twisting the top back) makes the part it names
 * act, a sentence of its own ("A spout dumps exactly one teaspoon when the top is twisted back.").
 */
export function actUndoneMakesPartAct(sentences: string[]): string[] {
  return sentences.flatMap((told) => {
    const undone =
      /,?\s+and ([a-z]+)ing (back|again) ([a-z]+s) ((?:[\w-]+ ){0,3}?[\w-]+) (?:out of|out through|through|from) (a|an) ([\w-]+)\.?$/.exec(
        told,
      );
    if (!undone) return [told];
    const [, stem = '', particle = '', verb = '', what = '', article = '', part = ''] = undone;
    // (What the first act worked on: "twists the top".)
    const thing = new RegExp(`\\b${asLiteral(stem)}s? (the [\\w-]+)\\b`).exec(
      told.slice(0, undone.index),
    )?.[1];
    const done = pastParticipleOf(infinitiveOf(`${stem}`)) ?? `${stem}ed`;
    if (!thing || !canBeVerb(stem)) return [told];
    return [
      `${told.slice(0, undone.index)}.`,
      `${capitalized(article)} ${part} ${verb} ${what} when ${thing} is ${done} ${particle}.`,
    ];
  });
}

/**
 * "Rain runs down a funnel into a small tipping bucket": the parts the rain passes are what guide it, the
 * funnel directing it into the bucket ("small" says no size a claim can bound).
 */
export function guidedInto(sentence: string): string {
  const told =
    /^(Rain|Water|Liquid|Oil|Air|Sand|Grain|Coffee) (?:runs|flows|drains|drips|falls|pours|goes) (?:down|through|along|out of) (?:a|an|the) ((?:[\w-]+ )?[\w-]+) into (a|an|the) (?:(?:small|little|tiny|large|big) )?((?:[\w-]+ )?[\w-]+)\.?$/.exec(
      sentence,
    );
  if (!told) return sentence;
  const [, medium = '', guide = '', , into = ''] = told;
  return `A ${guide} directs ${medium.toLowerCase()} into ${indefiniteArticle(into)} ${into}.`;
}

/**
 * "A small box sticks on the side of the fridge with a magnet on the door next to it": where the part
 * sits, and a second part that works with it sitting elsewhere, next to it, each a fact of its own.
 */
export function companionPart(sentence: string): string[] {
  const told =
    /^(An?|The) ((?:small |little )?((?:[\w-]+ )?[\w-]+)) ([a-z]+s (?:on|to|onto|under|inside|in) the [\w -]+?) with (a|an) ([\w-]+(?: [\w-]+)?) (on|in|at) the ([\w-]+(?: [\w-]+)?) (next to|beside|opposite|across from) it\.?$/.exec(
      sentence,
    );
  if (!told) return [sentence];
  const [
    ,
    article = '',
    whole = '',
    part = '',
    act = '',
    other = '',
    otherPart = '',
    on = '',
    place = '',
    next = '',
  ] = told;
  return [
    `${article} ${whole} ${act}.`,
    `${capitalized(other)} ${otherPart} is ${on} the ${place} ${next} the ${part}.`,
  ];
}

/**
 * "Each time the bucket fills with 0.2 mm of rain it tips, empties and a magnet on it passes a reed
 * switch": what the bucket does when it fills, and what a part on it does when it tips, each a fact of
 * its own with its condition last.
 */
export function eachTimeItActs(sentences: string[]): string[] {
  return sentences.flatMap((told) => {
    const acts =
      /^(?:Each|Every) time the ((?:[\w-]+ )?[\w-]+) ([a-z]+s\b[^,]*?) it ([a-z]+s)(?:, ([a-z]+s))?(?:,? and (a|an|the) ((?:[\w-]+ )?[\w-]+) on it ([a-z]+s) (.+?))?\.?$/.exec(
        told,
      );
    if (!acts) return [told];
    const [, thing = '', condition = '', first = '', second, article, part, act, what] = acts;
    const does = second ? `${first} and ${second}` : first;
    return [
      `The ${thing} ${does} when the ${thing} ${condition}.`,
      ...(part
        ? [`${capitalized(article!)} ${part} on the ${thing} ${act} ${what} when the ${thing} ${first}.`]
        : []),
    ];
  });
}

/**
 * "A slot runs along the back edge. The user pushes scraps through it with the knife and they fall into a
 * pull-out drawer": what the user pushes goes through the part the sentence before was about, and the part
 * it falls into catches what was pushed through ("The drawer catches the scraps pushed through the slot").
 */
export function passedThroughBefore(sentences: string[]): string[] {
  return sentences.flatMap((told, index) => {
    const passed =
      /^The user (pushes|sweeps|drops|slides|pours|feeds) ((?:the )?[a-z]+s) through it( with (?:the|a|an) [\w-]+)? and they (?:fall|drop|go|slide) into (?:a|an|the) (?:[a-z]+-(?:out|up|down|in) )?((?:[\w-]+ )?[\w-]+)\.?$/.exec(
        told,
      );
    if (!passed) return [told];
    const part = partToldBefore(sentences, index);
    if (!part) return [told];
    const [, verb = '', things = '', tool = '', catcher = ''] = passed;
    const bare = things.replace(/^the /, '');
    return [
      `The user ${verb} ${things} through the ${part}${tool}.`,
      `The ${catcher} catches the ${bare} ${pastParticipleOf(infinitiveOf(verb))} through the ${part}.`,
    ];
  });
}

/**
 * "First the user washes the jacket …. Then the user runs it through a second rinse …": what the user
 * goes on working on, told as "it", is what the user worked on the sentence before.
 */
export function workedFromBefore(sentences: string[]): string[] {
  let worked: string | undefined;
  return sentences.map((told) => {
    const lead = /^((?:(?:First|Then|Next|After that|Finally|Afterwards),? )?the user ([a-z-]+s)) it\b/i.exec(
      told,
    );
    const out = lead && worked ? told.replace(lead[0], `${lead[1]} ${worked}`) : told;
    const object =
      /^(?:(?:First|Then|Next|After that|Finally|Afterwards),? )?the user [a-z-]+s ((?:the|a|an) [\w-]+)\b(?! of\b)/i.exec(
        out,
      )?.[1];
    // ("rubs a 2 kg pork belly with …": the belly, whatever it weighs.)
    const weighed =
      /^(?:(?:First|Then|Next|After that|Finally|Afterwards),? )?the user [a-z-]+s (?:a|an|the) \d+(?:\.\d+)? ?[a-z]+ ((?:[\w-]+ )?[\w-]+?)(?= (?:with|in|on|into|to|for)\b|[,.]|$)/i.exec(
        out,
      )?.[1];
    if (weighed) worked = `the ${weighed}`;
    else if (object) worked = object.replace(/^an? /i, 'the ');
    else if (!lead) worked = undefined;
    return out;
  });
}

/**
 * "A magnet in the arm holds it flat against the door when it is flipped up": what a part inside another
 * holds, told as "it", is the part it is in.
 */
export function itFromOwnPlace(sentence: string): string {
  const told =
    /^((?:A|An|The) (?:[\w-]+ ){0,2}?[\w-]+ (?:in|inside|on|under) the ((?:[\w-]+ )?[\w-]+)) (holds|keeps|pulls|locks|latches|clamps|grips) it\b(.*)$/.exec(
      sentence,
    );
  // ("The magnetic switch on the door cuts the UV if the user opens it": when the door is opened.)
  const opened =
    /^((?:A|An|The) (?:[\w-]+ ){0,2}?[\w-]+ (?:on|in) the ((?:[\w-]+ )?[\w-]+) [a-z]+s .+?) (?:if|when) the user (opens|closes|lifts|removes) it\.?$/.exec(
      sentence,
    );
  if (opened) return `${opened[1]} when the ${opened[2]} is ${pastParticipleOf(infinitiveOf(opened[3]!))}.`;
  // ("A pressure pad under the cushion senses when the dog is lying on it": on the cushion.)
  const sensed =
    /^((?:A|An|The) (?:[\w-]+ ){0,2}?[\w-]+ (?:in|inside|on|under) the ((?:[\w-]+ )?[\w-]+) [a-z]+s (?:when|whether|if) (?:the|a|an) [\w-]+ (?:is|are) (?:[a-z]+ing )?(?:on|in|against|over|inside)) it\b/.exec(
      sentence,
    );
  if (sensed) return `${sensed[1]} the ${sensed[2]}${sentence.slice(sensed[0].length)}`;
  if (!told) return sentence;
  const [, part = '', place = '', verb = '', rest = ''] = told;
  return `${part} ${verb} the ${place}${rest.replace(/\b(when|until|once|if) it (is|gets)\b/, `$1 the ${place} $2`)}`;
}

/** "the left arrow" → "The left arrow": a sentence's first letter. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ("an 8 mm pin", "an 18 gauge wire": the article follows the number as it is spoken.)
export { withArticleLower };

/** What lives: what a bait kills or a scent repels. */
const LIVING =
  /\b(?:ants|bugs|insects|pests|mice|rats|flies|mosquitoes|roaches|cockroaches|slugs|snails|deer|birds|squirrels|rabbits|cats|dogs|animals|weeds|plants|bacteria|germs|mites|fleas|ticks|termites|wasps|bees|moths|aphids|fish)$/;

/**
 * "The skins are placed in the tea. After that users rinse them, …": a "them" with no plural before it
 * in its own sentence is what the sentence before is about (its first plural), named.
 */
export function themFromBefore(sentences: string[]): string[] {
  return sentences.map((told, index) => {
    if (!/\bthem\b/.test(told)) return told;
    // ("the user steams the eggs", "the user massages in …": "user steams" is who does what, no plural
    // thing, in this sentence or the one before.)
    const things = (sentence: string) =>
      pluralsIn(sentence).filter(
        ({ phrase }) =>
          !PEOPLE.test(phrase) &&
          !/^(?:user|users|inventor)\b(?!')/.test(phrase) &&
          !countOfTimes(phrase, sentence),
      );
    // ("… cuts the onions as needed. After 3 or 4 harvests they get thin, and then …": a "they" with no
    // plural of its own is the plural before it, which "them" is too.)
    const previous = sentences[index - 1] ?? '';
    const earlier =
      things(previous)[0]?.phrase ??
      (/\bthey\b/i.test(previous) ? things(sentences[index - 2] ?? '').at(-1)?.phrase : undefined);
    // "Posture braces are uncomfortable and a person cannot wear them": its own plural, before it.
    const list = tokens(told);
    const them = list.findIndex((token) => token.lower === 'them');
    // ("they do not rust because the beeswax seals them": "they" and "them" are one thing.)
    const ownThing = things(told).some(({ at }) => at < them);
    const they = list.slice(0, them).some((token) => token.lower === 'they');
    // ("After 3 or 4 harvests they get thin, and then the user plants them", after "… covers the roots": with
    // no thing of its own, "they" and "them" are both the plural before.)
    // ("Keep the borax under 2 percent or it kills them too fast", after "The user soaks cotton balls …":
    // what is killed or lured lives; a thing the sentence before handled is not it.)
    if (
      earlier &&
      /\b(?:kills?|poisons?|attracts?|repels?|lures?|feeds?|scares?) them\b/.test(told) &&
      !LIVING.test(earlier)
    )
      return told;
    if (earlier && !ownThing && they && /^(?:after|once|when)\b/i.test(told))
      return told.replace(/\bthey\b/g, `the ${earlier}`).replace(/\bthem\b/g, `the ${earlier}`);
    return earlier && !ownThing && !they ? told.replace(/\bthem\b/g, `the ${earlier}`) : told;
  });
}

/**
 * "Two flat paddles are hinged to the shaft. The user pulls a latch and they swing out and lock level": what
 * "they" do is the plural the sentence before is about, when the user acts ("The flat paddles swing out and
 * lock level when the user pulls a latch.").
 */
export function theyFromBefore(sentences: string[]): string[] {
  return sentences.map((told, index) => {
    const acts = /^(The user [a-z]+s (?:a|an|the) [\w -]+?) and they ([a-z]+\b.*?)\.?$/.exec(told);
    const before =
      /^(?:Two|Three|Four|Five|Six|Several|The|\d+) ((?:[\w-]+ ){0,2}[\w-]+s) (?:are|sit|hang|fold|slide|rest)\b/.exec(
        sentences[index - 1] ?? '',
      )?.[1];
    if (!acts || !before || !canBeVerb(acts[2]!.split(' ')[0]!)) return told;
    return `The ${before} ${acts[2]} when ${acts[1]!.charAt(0).toLowerCase()}${acts[1]!.slice(1)}.`;
  });
}

/**
 * "A second sensor under the lid measures how far down the trash is, and when it is within 5 cm a red LED
 * on top turns on": "it" is what the sensor measures, and the part acts on that condition ("A red LED on
 * top turns on when the trash is within 5 cm").
 */
export function measuredThenActs(told: string): string {
  return (
    told
      // ("A pressure sensor in the base reads the hose pressure, and when it gets to the target the buzzer beeps
      // three times and the screen flashes green": what reaches the target is what the sensor reads.)
      .replace(
        /^((?:A|An|The) (?:[\w-]+ ){0,2}(?:sensor|probe|gauge|meter|scale)\b[^,]*? (?:reads|measures|senses|monitors|tracks) the ((?:[\w-]+ )?[\w-]+)),? and when it (gets to|reaches|hits|goes over|goes above|drops below|falls below) (the [\w-]+(?: [\w-]+)?),? ((?:a|an|the) (?:[\w-]+ )?[\w-]+ [a-z]+s\b[^,]*?)(?:,? and ((?:a|an|the) (?:[\w-]+ )?[\w-]+ [a-z]+s\b.*?))?\.?$/,
        (
          _told,
          reads: string,
          read: string,
          reaches: string,
          target: string,
          first: string,
          second?: string,
        ) =>
          `${reads}. ${capitalized(first)} when the ${read} ${reaches} ${target}.${second ? ` ${capitalized(second)} when the ${read} ${reaches} ${target}.` : ''}`,
      )
      .replace(
        /^(.*\bhow (?:far|full|high|deep|much)(?: down| up)? the ([\w-]+) is),? and when it is ((?:within|above|below|under|over|less than|more than) [^,]+?),? ((?:a|an|the) .+? (?:turns on|turns off|lights up|comes on|beeps|flashes|glows))\.?$/,
        (_told, measures: string, measured: string, condition: string, part: string) =>
          `${measures}. ${capitalized(part)} when the ${measured} is ${condition}.`,
      )
  );
}

/**
 * "The lid closes over the roller …. A foam strip around the rim seals it so the paint stays wet": a new
 * part that seals or holds "it" acts on the part the sentence before was about ("seals the lid"); why is
 * the description's.
 */
export function sealedFromBefore(sentences: string[]): string[] {
  return sentences.map((told, index) => {
    const acts =
      /^((?:A|An) (?:[\w-]+ ){0,3}?[\w-]+(?: (?:around|along|on|under|inside) the [\w-]+)? (?:seals|locks|latches|holds|clamps|grips)) it(?:,? so\b[^.]*)?\.?$/.exec(
        told,
      );
    // ("The finger splint has a bendable aluminum strip lined with foam. A neoprene sleeve slides over it":
    // what a new part slides over is the part the sentence before gave the invention.)
    const over =
      /^((?:A|An) (?:[\w-]+ ){0,3}?[\w-]+ (?:slides|fits|goes|clips|snaps|wraps|folds) (?:over|onto|around|on|into)) it\b(.*)$/.exec(
        told,
      );
    const had =
      /\b(?:has|includes|is) (?:a|an) ((?:[\w-]+ ){0,3}?[\w-]+?)(?: (?:lined|covered|coated|padded|wrapped) with\b[^.]*)?\.?$/.exec(
        sentences[index - 1] ?? '',
      )?.[1];
    if (over && had) return `${over[1]} the ${had}${over[2]}`;
    const before = /^The ([\w-]+) (?:is|has|[a-z]+s)\b/.exec(sentences[index - 1] ?? '')?.[1];
    if (!acts || !before || singularWord(before) !== before) return told;
    return `${acts[1]} the ${before}.`;
  });
}

/**
 * "The ladder leveler is an aluminum channel that clamps …. Inside it slides an extension leg with holes
 * every inch, and …": what slides is the sentence's subject, and "it" the thing the sentence before named
 * ("An extension leg with holes every inch slides inside the aluminum channel, and …").
 */
export function placeFirstFromBefore(sentences: string[]): string[] {
  return sentences.map((told, index) => {
    const inverted =
      /^(Inside|Under|Underneath|Behind|Below|Above|Within|Through) it ([a-z]+s) ((?:a|an|two|three|four) [^,]+?)(,.*)?$/.exec(
        told,
      );
    if (!inverted || !canBeVerb(infinitiveOf(inverted[2]!))) return told;
    const [, place = '', verb = '', thing = '', after = ''] = inverted;
    const before = sentences[index - 1] ?? '';
    // ("The ladder leveler is an aluminum channel that …": what it is; else what the sentence is about.)
    const referent =
      /^The [\w -]+? is (?:a|an) ((?:[\w-]+ ){0,2}[\w-]+?) (?:that|which|with)\b/.exec(before)?.[1] ??
      /^The ((?:[\w-]+ ){0,2}?[\w-]+) (?:is|are|has|[a-z]+s)\b/.exec(before)?.[1];
    const it = referent ? `the ${referent}` : 'it';
    return `${capitalized(thing)} ${verb} ${place.toLowerCase()} ${it}${after}`;
  });
}

/**
 * "… 1 percent xanthan gum in water. The xanthan thickens it": a thing named by the first word of a name a
 * sentence before gave in full is the thing named in full ("The xanthan gum thickens it").
 */
export function shortNamesFromBefore(sentences: string[]): string[] {
  return sentences.map((told, index) => {
    const short = /^The ([a-z]+) (?=[a-z]+s\b)/.exec(told);
    if (!short) return told;
    const full = sentences
      .slice(0, index)
      .map((before) => new RegExp(`\\b${short[1]} ([a-z]+)\\b`).exec(before)?.[1])
      .find(
        (word) =>
          !!word && /^(?:gum|wax|oil|powder|acid|extract|butter|flour|starch|resin|juice)$/.test(word),
      );
    return full ? told.replace(short[0], `The ${short[1]} ${full} `) : told;
  });
}

/**
 * "Turning the dial moves a cam. … A lock tab keeps the patient from turning it": what is kept from being
 * turned is what a sentence before turned ("from turning the dial").
 */
export function doneToBefore(sentences: string[]): string[] {
  return sentences.map((told, index) => {
    const kept = /\bfrom ([a-z]+ing) it\b/.exec(told);
    if (!kept) return told;
    const earlier = sentences
      .slice(0, index)
      .reverse()
      .map((before) => new RegExp(`\\b${kept[1]} the ((?:[\\w-]+ )?[\\w-]+)\\b`, 'i').exec(before)?.[1])
      .find(Boolean);
    // ("Turning the dial moves a cam": the thing, not the verb after it.)
    const thing = earlier?.replace(/ [a-z]+s$/, '');
    return thing ? told.replace(kept[0], `from ${kept[1]} the ${thing}`) : told;
  });
}

/**
 * "wash the milk jugs and shred them", "reserve tools online and get reminded to bring them back": a
 * "them" after a plural thing of its own sentence is that thing, named ("the beeswax seals them" has
 * none: "seals" is a verb).
 */
export function themFromOwnSentence(sentence: string): string {
  const list = tokens(sentence);
  const them = list.findIndex((token) => token.lower === 'them');
  if (them < 0) return sentence;
  // (The verb right before "them" is no plural of its own: "and shreds them".)
  // ("…, flips every other one, and glues them": a word in -s before "every" or an article is a verb.)
  const verbInSeries = ({ phrase, at }: { phrase: string; at: number }) =>
    !phrase.includes(' ') &&
    /^[,;]$/.test(list[at - 1]?.post ?? '') &&
    /^(?:every|each|all|both|the|a|an)$/.test(list[at + 1]?.lower ?? '');
  // ("into 40 mm slices": the slices, without the unit of their size; "every slice" is one.)
  const before = pluralsIn(sentence)
    .map(({ phrase, at }) => ({ phrase: phrase.replace(/^(?:mm|cm|m|in|inch|ft|kg|g|ml|l|oz|lb) /, ''), at }))
    .filter(
      (plural) =>
        plural.at < them - 1 &&
        !PEOPLE.test(plural.phrase) &&
        !countOfTimes(plural.phrase, sentence) &&
        !verbInSeries(plural) &&
        !/^(?:every|each|one)$/i.test(list[plural.at - 1]?.lower ?? ''),
    );
  // ("earn points for chores and trade them": after "and", "them" is what the first verb acted on.)
  const objectOfVerb = before.filter(({ at, phrase }) => {
    const start = at - phrase.split(' ').length + 1;
    const lead = list[start - 1]?.tags.has('Determiner') ? list[start - 2] : list[start - 1];
    return !!lead?.tags.has('Verb');
  });
  const coordinated = list[them - 2]?.lower === 'and';
  const nearest = (coordinated ? objectOfVerb.pop() : undefined)?.phrase ?? before.pop()?.phrase;
  return nearest ? sentence.replace(/\bthem\b/, `the ${nearest}`) : sentence;
}

/** ("After 3 or 4 harvests they get thin, and then the user plants them": a count of times is no thing.) */
function countOfTimes(phrase: string, sentence: string): boolean {
  return new RegExp(
    `\\b(?:after|every|for) (?:\\d+|two|three|four|five)(?: or (?:\\d+|three|four|five|six))? ${asLiteral(phrase)}\\b`,
    'i',
  ).test(sentence);
}

/** People and times, which "them" of a thing never is. */
const PEOPLE =
  /\b(?:users|inventors|people|persons|members|volunteers|parents|children|kids|students|customers|guests|neighbors|patients|days|hours|minutes|weeks|times)$/i;

/**
 * The plural nouns of a sentence, in order, each with the words that name it ("the stainless steel
 * contacts" of "two stainless steel contacts on its bottom"); a verb in -s ("the person works", "the
 * puck has") is none.
 */
export function pluralsIn(sentence: string): { phrase: string; at: number }[] {
  const list = tokens(sentence);
  const found: { phrase: string; at: number }[] = [];
  for (const [i, token] of list.entries()) {
    // ("two stainless steel contacts": after a number, a word in -s is a plural noun, whatever its tag.)
    const counted =
      /[^s]s$/.test(token.lower) &&
      list
        .slice(Math.max(0, i - 4), i)
        .some(
          (t, j, run) =>
            t.tags.has('Value') &&
            run.slice(j + 1).every((u) => u.tags.has('Noun') || u.tags.has('Adjective')),
        );
    // ("There are ice tips": after "are", a word in -s is the plural it counts.)
    const named =
      /[^s]s$/.test(token.lower) &&
      list
        .slice(Math.max(0, i - 3), i)
        .some(
          (t, j, run) =>
            /^(?:are|were)$/.test(t.lower) &&
            run.slice(j + 1).every((u) => u.tags.has('Noun') || u.tags.has('Adjective')),
        );
    const plural = token.tags.has('Plural') && !token.tags.has('Verb') && !token.tags.has('Pronoun');
    // ("steams the oak strips for one hour": after an article and a noun, a word in -s before a preposition
    // is the plural they name, though the tagger may read it as a verb.)
    const articled =
      /[^s]s$/.test(token.lower) &&
      !token.post &&
      /^(?:the|a|an)$/.test(list[i - 2]?.lower ?? '') &&
      !!list[i - 1]?.tags.has('Noun') &&
      !list[i - 1]!.tags.has('Plural') &&
      !!list[i + 1]?.tags.has('Preposition');
    // ("to 80 degrees Celsius": a unit measures something, it is no thing "them" names.)
    if (token.tags.has('Unit') || /^degrees$/.test(token.lower)) continue;
    if (!counted && !named && !plural && !articled) continue;
    let from = i;
    while (
      from > 0 &&
      i - from < 2 &&
      !list[from - 1]!.post &&
      (list[from - 1]!.tags.has('Noun') || list[from - 1]!.tags.has('Adjective')) &&
      !list[from - 1]!.tags.has('Value') &&
      !list[from - 1]!.tags.has('Pronoun')
    )
      from -= 1;
    const phrase = list
      .slice(from, i + 1)
      .map((t) => t.text)
      .join(' ')
      .toLowerCase();
    found.push({ phrase, at: i });
  }
  return found;
}

/**
 * "The user presses left and the left arrow flashes": what the part does, when the user acts ("The left
 * arrow flashes when the user presses left"). So is what the whole invention does after the user's act
 * on something ("The user rubs a wet sponge on the bar and the soap bar lathers …": the soap bar lathers
 * when the user rubs a wet sponge on the bar).
 */
export function userActThenPart(sentence: string, subject = ''): string {
  // Only an act on no part ("presses left", "presses twice"): "presses a lever and the spike swings down"
  // is told of the lever, and read so.
  const told =
    /^(the user [a-z]+s (?!(?:a|an|the|it|them)\b)[a-z]+) and (the (?:[\w-]+ ){0,2}[\w-]+) ([a-z]+s\b.*?)\.?$/i.exec(
      sentence,
    ) ??
    // (A program's "the user takes a picture … and the application tracks …" is an input it receives,
    // which the operations read.)
    (subject && !/\b(?:app|application|system|software|platform|program|service|website)$/.test(subject)
      ? new RegExp(
          `^(the user [a-z]+s (?:a|an|the) [^,]+?) and (the ${asLiteral(subject)}) ([a-z]+s\\b.*?)\\.?$`,
          'i',
        ).exec(sentence)
      : null);
  // ("The user squeezes the tweezers and the LED turns on", of splinter tweezers: a part that switches on
  // when the user works the whole.)
  const head = subject.split(' ').at(-1) ?? '';
  const switched =
    head &&
    new RegExp(
      `^(the user [a-z]+s the (?:[\\w-]+ )?${asLiteral(head)}) and (the (?:[\\w-]+ ){0,2}[\\w-]+) (turns on|turns off|lights up|comes on|switches on|switches off|beeps|buzzes)\\.?$`,
      'i',
    ).exec(sentence);
  if (switched)
    return `${capitalized(switched[2]!)} ${switched[3]} when ${switched[1]!.charAt(0).toLowerCase()}${switched[1]!.slice(1)}.`;
  // ("The user pulls a release handle and the arms swing the tray down": parts, in the plural, that act
  // when the user acts on another.)
  const plural =
    !told &&
    /^(the user [a-z]+s (?:a|an|the) (?:[\w-]+ ){0,2}[\w-]+) and (the (?:[\w-]+ ){0,2}[\w-]+s) ([a-z]+) (.+?)\.?$/i.exec(
      sentence,
    );
  // ("… drop down next to each other, so the whole thing slides out": the condition is of the act, before
  // what the act is for.)
  if (plural && canBeVerb(plural[3]!) && !/s$/.test(plural[3]!)) {
    const [act = '', purpose] = plural[4]!.split(/,\s+so\s+(?:that\s+)?/);
    return `${capitalized(plural[2]!)} ${plural[3]} ${act} when ${plural[1]!.charAt(0).toLowerCase()}${plural[1]!.slice(1)}${purpose ? `, so that ${purpose}` : ''}.`;
  }
  if (!told || /\bthe user\b/i.test(told[2]!)) return sentence;
  const part = capitalized(told[2]!);
  const [act, ...rest] = told[3]!.split(/,\s*(?:and\s+)?/);
  return [
    `${part} ${act} when ${told[1]!.charAt(0).toLowerCase()}${told[1]!.slice(1)}.`,
    ...rest.map((more) => `${part} ${more.replace(/^it\s+/, '')}.`),
  ].join(' ');
}

/**
 * "It is a 2 mm thermoplastic sheet cut in a U shape, lined with perforated silicone, and held with two
 * straps": what the invention is made of, then what is done to that part, each a fact of its own ("The
 * thermoplastic sheet is lined with …", "Two straps hold the thermoplastic sheet").
 */
export function partAndItsFinish(sentence: string, subject: string): string[] {
  const told =
    /^(?:It|The present invention) is (an? ((?:[\w-]+ ){0,4}?)([a-z-]+) (?:cut|formed|shaped|bent|molded|made)\b[^,]*), (.+?)\.?$/i.exec(
      sentence,
    );
  if (!told || !subject) return [sentence];
  const finishes = told[4]!.split(
    /,\s*(?:and\s+)?|\s+and\s+(?=(?:lined|coated|covered|padded|held|fastened|secured)\b)/,
  );
  if (!finishes.every((fact) => /^(?:lined|coated|covered|padded|held|fastened|secured)\s/.test(fact.trim())))
    return [sentence];
  // "the thermoplastic sheet": the part, without the thickness its name was told with.
  const part = `the ${`${told[2]!.replace(/^\d+(?:\.\d+)?\s*\w+\s+/, '')}${told[3]}`.trim()}`;
  const facts = finishes.map((told) => {
    const fact = told.trim();
    const held = /^(?:held|fastened|secured)(?: in place| on)? (?:with|by) (.+)$/.exec(fact);
    if (held) return `${capitalized(held[1]!)} hold ${part}.`;
    return `${capitalized(part)} is ${fact}.`;
  });
  // "… cut in a U shape that wraps the finger": the sheet is what wraps it.
  const shaped = /^(.+? (?:in|into) an? [\w-]+ shape) (?:that|which) ([a-z]+s\b.*)$/.exec(told[1]!);
  const whole = shaped
    ? [`The ${subject} comprises ${shaped[1]}.`, `${capitalized(part)} ${shaped[2]}.`]
    : [`The ${subject} comprises ${told[1]}.`];
  return [...whole, ...facts];
}

/**
 * "It is a small plastic box with magnets on the back so it sticks to the inside of a metal mailbox":
 * what the invention is built in, and what that has where ("The sensor comprises a small plastic box.
 * The box has magnets on the back."). Why ("so it sticks …") is the summary's to tell.
 */
export function itsHousing(sentence: string, subject: string): string[] {
  const told = new RegExp(
    `^(?:It|The ${asLiteral(subject)}) is (an? (?:[\\w-]+ ){0,3}?([a-z-]+)) with ((?:[\\w-]+ ){0,3}?[a-z-]+) ((?:on|at|in|under|inside|along) the [\\w-]+|inside|on top|underneath)(?: and ((?:a|an) (?:[\\w-]+ ){0,2}[\\w-]+))?(?:,? so\\b.*| that ([a-z]+s\\b.*))?\\.?$`,
    'i',
  ).exec(sentence);
  if (!told || !subject) return [sentence];
  const [, housing = '', noun = '', parts = '', place = '', another, act] = told;
  // ("a tall clear jar with a water well in the bottom and a vented lid": the lid is the jar's too.)
  const more = another ? [`The ${noun} has ${another}.`] : [];
  // ("It is an insulated sleeve with a heating element inside that wraps around the bottle": what wraps
  // around it is the sleeve the whole is, the heating element being inside it.)
  const does = act && place === 'inside' ? [`The ${noun} ${act}.`] : [];
  if (act && !does.length) return [sentence];
  // ("a rubber wedge", "a small plastic box": what the housing is made of, a fact of its own.)
  const material = housing
    .split(' ')
    .find((word) => MATERIAL_WORDS.test(word) && !/^(?:red|white|amber|green|blue|yellow)$/i.test(word));
  return [
    `The ${subject} comprises ${housing}.`,
    ...(material ? [`The ${noun} is ${material}.`] : []),
    `The ${noun} has ${parts} ${place}.`,
    ...more,
    ...does,
  ];
}

/**
 * "When the door pushes on the plate it closes a switch and a 120 dB siren goes off, and the wedge also
 * jams the door": "it" is what was pushed on, and each act is done on that condition ("The plate closes a
 * switch when the door pushes on the plate. A 120 dB siren goes off when …. The wedge also jams the door.").
 */
export function actsWhenPushed(sentence: string): string[] {
  const told =
    /^When (the [\w-]+) ((?:pushes|presses|pulls|hits|touches)(?: on| against)?) (the (?:[\w-]+ )?[\w-]+),? it ([a-z]+s\b[^,]*?)(?: and ((?:a|an) [^,]+? (?:goes off|sounds|beeps|turns on|lights up|rings)))?(?:, and (the [\w-]+ [^.]+))?\.?$/.exec(
      sentence,
    );
  if (!told) return [sentence];
  const [, pusher = '', push = '', pushed = '', act = '', second, rest] = told;
  const when = `when ${pusher} ${push} ${pushed}`;
  return [
    `${capitalized(pushed)} ${act} ${when}.`,
    ...(second ? [`${capitalized(second)} ${when}.`] : []),
    ...(rest ? [`${capitalized(rest)}.`] : []),
  ];
}

/**
 * "It is a pair of steel tubes that slide over the ends of the handles and lock with a spring pin": the
 * invention comprises the pair, made of what it is told to be, and the tubes do what they do ("The tubes
 * are steel. The tubes slide over …").
 */
export function pairItIs(sentence: string, subject: string): string[] {
  const told = new RegExp(
    `^(?:It|The ${asLiteral(subject)}) is (a (?:pair|set) of|two|three|four) ((?:[\\w-]+ )?)([a-z]+s) that ([a-z]+\\b.*?)\\.?$`,
    'i',
  ).exec(sentence);
  if (!told || !subject || !canBeVerb(told[4]!.split(' ')[0]!)) return [sentence];
  const [, count = '', qualifier = '', parts = '', act = ''] = told;
  const material = qualifier.trim();
  return [
    // ("a pair of steel tubes": two of them; "a set of": as many as told, a plural.)
    `The ${subject} comprises ${/^a pair of$/i.test(count) ? 'two ' : /^a set of$/i.test(count) ? '' : `${count.toLowerCase()} `}${qualifier}${parts}.`,
    ...(material && MATERIAL_WORDS.test(material) ? [`The ${parts} are ${material}.`] : []),
    `The ${parts} ${act}.`,
  ];
}

/** "a, b and c" (or "a, b or c"): a list in a sentence, with no serial comma. */
export function inProse(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/**
 * "The chip measures the voltage and the current, multiplies them, and the screen shows the watts": what
 * the second act works on is the pair the first named ("multiplies the voltage and the current").
 */
export function pairActedOnAgain(sentence: string): string {
  return sentence.replace(
    /\b([a-z]+s) ((?:the|a|an) [\w-]+ and (?:the|a|an) [\w-]+), ([a-z]+s) them\b/,
    (told, first: string, pair: string, second: string) =>
      canBeVerb(infinitiveOf(second))
        ? `${first} ${pair}, ${second} ${pair.replace(/\b(?:a|an)\b/g, 'the')}`
        : told,
  );
}

/**
 * "A balloon is blown up …, set in a bucket, and concrete is poured around it": what a later clause of the
 * sentence works around ("it") is the thing the sentence opened on ("poured around the balloon").
 */
export function itOfTheFirst(sentence: string): string {
  // ("A plastic drawer slides under the board, and the user pushes scraps through the slot into it": the
  // drawer the sentence opened on, or the step would push scraps "into" nothing.)
  const acting =
    /^(?:A|An|The) ((?:[\w-]+ ){0,2}?[\w-]+) ([a-z]+s)\b[^,]*, and the user [a-z]+s\b.*? (?:into|onto|in|on|under|over) it\.?$/.exec(
      sentence,
    );
  if (acting && canBeVerb(infinitiveOf(acting[2]!)))
    return sentence.replace(
      / it(\.?)$/,
      ` the ${acting[1]!
        .split(' ')
        .filter((word, at, words) => at === words.length - 1 || !MATERIAL_WORDS.test(word))
        .join(' ')}$1`,
    );
  const first =
    /^(?:A|An|The) ((?:[\w-]+ )?[\w-]+) (?:is|are) (?:[a-z]+ed|blown|set|put|laid|cut|held|thrown|drawn)\b/.exec(
      sentence,
    )?.[1];
  if (!first) return sentence;
  return sentence.replace(
    /(, and [a-z]+ (?:is|are) [a-z]+ed (?:around|over|into|onto|under|inside|on|in)) it\b/,
    `$1 the ${first}`,
  );
}
