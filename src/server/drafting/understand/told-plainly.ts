import { PLACE_NOUNS, singularWord } from '../check/words';
import { canBeVerb, infinitiveOf, pastParticipleOf } from './nlp';
import { capitalized } from './sentence-forms';

/**
 * An inventor sentence told the plain way the model reads: the measure with its shares, the act before
 * when it is done, the part before what it does, one fact a sentence.
 */
export function toldPlainly(sentence: string, subject: string): string {
  return (
    sentence
      // "By weight, the fire starter is 60 percent wax and 40 percent sawdust": how the shares are
      // measured goes with them, in the one sentence.
      .replace(
        /^By (weight|volume),\s+(.+?)\.?$/,
        (_told, by: string, rest: string) => `${capitalized(rest)} by ${by}.`,
      )
      // "After the pour the user waits about 4 hours until it is firm": the act, then when it is done.
      .replace(
        /^(After|Before) (the [\w-]+(?: [\w-]+)?),? (the user [a-z]+s\b.+?)\.?$/,
        // (Before "until": "waits about 4 hours after the pour until it is firm".)
        (_told, when: string, what: string, act: string) =>
          / until\b/.test(act)
            ? `${capitalized(act.replace(/ until\b/, ` ${when.toLowerCase()} ${what} until`))}.`
            : // ("… lets it settle overnight, drains the glycerin and washes it": the first act of several.)
              /^[^,]+, [a-z]+s\b/.test(act)
              ? `${capitalized(act.replace(/^([^,]+),/, `$1 ${when.toLowerCase()} ${what},`))}.`
              : `${capitalized(act)} ${when.toLowerCase()} ${what}.`,
      )
      // "Inside is an ESP32, the probe and two AA lithium batteries, which work in the cold": what the whole
      // has inside, and what the last of them does.
      .replace(
        /^(Inside (?:is|are|there (?:is|are)) [^,]+(?:, [^,]+?)*?(?: and [^,]+?)?), which ([a-z]+\b.+?)\.?$/,
        (_told, inside: string, which: string) => {
          const last = inside
            .split(/,\s*|\s+and\s+/)
            .pop()!
            .replace(/^(?:an?|the|two|three|four|five|six|\d+)\s+/i, '');
          return `${inside}. The ${last} ${which}.`;
        },
      )
      // "Inside it a rubber foot sits on a pivot arm": where, of the part before, is the description's to
      // tell; the part and what it does are the fact.
      .replace(
        /^(?:Inside|Within|Under|Behind|Below|Above) (?:it|them),?\s+(a|an|the)\s/,
        (_told, article: string) => `${capitalized(article)} `,
      )
      // "The pickup schedule comes from the city's waste calendar or is entered by hand": two ways it is
      // had, each a fact of its own.
      .replace(
        /^(The (?:[\w-]+ ){0,2}?[\w-]+) ([a-z]+s) ([^,]+?) or (is|are) ([a-z]+ed\b[^,]+?)\.?$/,
        (told, thing: string, verb: string, rest: string, be: string, done: string) =>
          canBeVerb(infinitiveOf(verb)) ? `${thing} ${verb} ${rest}. ${thing} ${be} ${done}.` : told,
      )
      // "When the user turns the valve on the side to rewind, the water goes through the turbine and out a
      // drain port …, and the reel spins …": the part the user works sends the water there ("The valve on
      // the side directs the water through the turbine … when turned to rewind"); what follows is a fact
      // of its own.
      .replace(
        /^When (?:the user|you) ([a-z]+s) (the (?:[\w-]+ ){0,2}?[\w-]+)((?: (?:on|at|in|under) the [\w-]+)?)( to [a-z]+)?,\s+the ([\w-]+) (?:goes|flows|runs|passes) ((?:through|out|into|to)\b.+?)(?:,\s+and\s+(.+?))?\.?$/,
        (
          told,
          act: string,
          part: string,
          place: string,
          purpose = '',
          stuff: string,
          path: string,
          more?: string,
        ) => {
          const done = pastParticipleOf(infinitiveOf(act));
          if (!done) return told;
          return `${capitalized(part)}${place} directs the ${stuff} ${path} when ${done}${purpose}.${more ? ` ${capitalized(more)}.` : ''}`;
        },
      )
      // "At the bedtime the user set it glows red, and at the wake-up time it turns green": what the whole
      // does, then when, each a fact of its own ("The night light glows red at the bedtime set by the user").
      .replace(
        // (A time of day only: "At the end it shows …" is when in a series, told as it is.)
        /^At (the [\w -]*?(?:time|bedtime|hour|noon|midnight|morning|night|evening))( (?:that )?the user (?:set|sets|picks|picked|chose|chooses|enters|entered))?,?\s+it ([a-z]+s\b[^,]*?)(?:,\s+and\s+at (the [\w -]*?(?:time|bedtime|hour|noon|midnight|morning|night|evening)),?\s+it ([a-z]+s\b[^,]*?))?\.?$/,
        (told, when: string, set: string | undefined, act: string, later?: string, then?: string) =>
          subject
            ? `The ${subject} ${act} at ${when}${set ? ' set by a user' : ''}.${later && then ? ` The ${subject} ${then} at ${later}${set ? ' set by a user' : ''}.` : ''}`
            : told,
      )
      // ("sends the baker a prep list with kilograms of each dough at 9 pm": what is sent, then to whom, so
      // a step and its passive read whole: "a prep list … is sent to the baker".)
      .replace(
        /\b(sends|gives|shows|texts|emails) (the [\w-]+) (an? [^,.;]+?)(?= at \d| by \d|[,.;]|$)/g,
        (_told, verb: string, whom: string, what: string) => `${verb} ${what} to ${whom}`,
      )
      // "It comes in 15, 20 and 25 cm sizes and each one stretches to about 1.5 times its size": the sizes
      // it is made in, and what each one does, each a fact of the whole.
      .replace(
        /^It comes in ((?:\d+(?:\.\d+)?,? )+(?:and|or) \d+(?:\.\d+)?) ([a-z]+) sizes(?:,? and each(?: one)? ([a-z]+s\b.*?))?\.?$/,
        (told, sizes: string, unit: string, each?: string) =>
          subject
            ? `The ${subject} is ${sizes.replace(/,? and (?=\d+(?:\.\d+)?$)/, ' or ')} ${unit} in size.${each ? ` The ${subject} ${each}.` : ''}`
            : told,
      )
      // "The bottom has non-slip silicone feet": the place is the whole's, and what it has are parts there.
      .replace(
        new RegExp(`^The (${PLACE_NOUNS}) has ((?:an? )?[\\w -]+?)\\.?$`),
        (_told, place: string, parts: string) =>
          `${capitalized(parts)} ${/^an? /.test(parts) || singularWord(parts.split(' ').pop()!) === parts.split(' ').pop() ? 'is' : 'are'} disposed on the ${place} of the ${subject}.`,
      )
  );
}

/**
 * "The chair legs fold up … so the whole thing carries like a backpack", "The wax soaks into the sawdust
 * so it burns for about 10 minutes": what a part does for the whole, and what the whole then does, a fact
 * of its own. ("so it" is the whole only after a part's own act, when no object follows its verb and it
 * says how long or how much: "so it flows" after "the concentrate is heated" is the concentrate's, and so
 * is a "so it" that only tells a quality.)
 */
export function wholeAfterSo(sentence: string, subject: string): string[] {
  if (!subject) return [sentence];
  const result =
    /^(the (?!users?\b)(?:[\w-]+ ){0,3}?[\w-]+ ([a-z]+)\b[^,]*?),?\s+so (?:that )?(the whole (?:thing|unit|setup)|it) ([a-z]+s\b(?! (?:the|a|an|it|them|their|its)\b).*)$/i.exec(
      sentence,
    );
  const partActs =
    !!result && !/^(?:is|are|was|were|has|have|can|could|may|might|will|would|should|must)$/.test(result[2]!);
  const whole = !!result && (result[3] !== 'it' || /\d/.test(result[4]!));
  return result && partActs && whole && !/^(?:is|has|does|needs|makes|lets)$/.test(result[4]!.split(' ')[0]!)
    ? [result[1]!, `The ${subject} ${result[4]}`]
    : [sentence];
}
