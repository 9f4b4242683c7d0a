import { singularWord } from '../check/words';
import { tokens } from './nlp';

/** An invention that is a program ("application for small landlords"). */
const PROGRAM = /\b(?:app|application|system|program|software|platform)\b/;

/**
 * A told sentence about a program put in the forms the model's readers know: what a person sees is shown
 * them, a tap and the time saved are what the program receives and stores, a count typed in is received,
 * a value that goes up is increased, what it works on is what it runs on. Anything else, or anything of an
 * invention that is no program, is returned as told. `subject` is the invention's name.
 */
export function toldOfTheProgram(told: string, subject: string): string {
  if (!PROGRAM.test(subject)) return told;
  return (
    told
      // ("The landlord sees a list of who paid" of an app: what a person sees, the program shows them.)
      .replace(
        /^The ([a-z]+) (?:sees|views|can see|can view) ((?:a|an|the) .+?)\.?$/,
        (told, who: string, what: string) =>
          who === 'user' || tokens(`The ${who} sees it`)[1]?.tags.has('Actor')
            ? `The application shows the ${who} ${what}.`
            : told,
      )
      // ("The cashier taps an item when it sells out": what the program is given, and when.)
      .replace(
        /^The ([a-z]+) taps (a|an) ([\w-]+) when it ([a-z]+s(?: out)?)( and the (?:app|application) saves the time)?(?:\.|$)/,
        (_told, who: string, a: string, item: string, event: string, saved?: string) =>
          `The application receives a tap on ${a} ${item} from the ${who} when the ${item} ${event}.${saved ? ' The application stores the time of the tap.' : ''}`,
      )
      // ("… and texts whoever is on duty that morning": a text message to the person who is.)
      .replace(
        /\btexts (?:whoever|whomever|anyone who|everyone who) (is|are) ([^,.;]+)/,
        (_told, be: string, what: string) =>
          `sends a text message to ${be === 'is' ? 'a person who is' : 'people who are'} ${what}`,
      )
      // ("The app saves the time" after the tap: the time of the tap.)
      .replace(
        /\b[Tt]he (?:app|application) saves the time\.?$/,
        'The application stores the time of the tap.',
      )
      // ("At closing the baker counts what is left and types it in": the count the program is given.)
      .replace(
        /^At (closing|close|the end of the day),? the ([a-z]+) counts ([^,]+?) and (?:types|enters|puts) it in\.?$/,
        (_told, when: string, who: string, what: string) =>
          `The ${who} enters a count of ${what === 'what is left' ? 'the items left' : what} at ${when}.`,
      )
      // ("The suggestion goes up 10 percent if the item sold out before noon": what the program does to it.)
      .replace(
        /^The ([\w -]+?) goes (up|down) (\d+(?:\.\d+)? percent) (?:if|when) (.+?)\.?$/,
        (_told, what: string, way: string, much: string, condition: string) =>
          `The application ${way === 'up' ? 'increases' : 'decreases'} the ${what} by ${much} when ${condition.replace(/\b([a-z]+) sold out\b/, '$1 sells out')}.`,
      )
      // ("The owner lists the mower with a photo and the hours it is free": the listing the program is
      // given, "it" the thing listed.)
      .replace(
        /^The ([a-z]+) lists (the|a|an) ([\w-]+)( with .+?)?\.?$/,
        (told, who: string, _the: string, thing: string, rest = '') =>
          /^(?:app|application|system|program)$/.test(who)
            ? told
            : `The application receives a listing of the ${thing}${rest.replace(
                /\bthe (hours|times|days|dates) it is (free|available|open)\b/g,
                `the $2 $1 of the ${thing}`,
              )} from the ${who}.`,
      )
      // ("Neighbors book a slot and get a reminder an hour before": what they book, and the reminder the
      // program sends them before it.)
      .replace(
        /^([A-Z][a-z]+s) (book|reserve|schedule) (a|an) ([\w-]+) and get (a|an) (reminder|text|notification|email) ((?:an?|one|\d+) (?:minutes?|hours?|days?)) before\.?$/,
        (
          _told,
          who: string,
          book: string,
          a: string,
          what: string,
          an: string,
          message: string,
          span: string,
        ) =>
          `${who} ${book} ${a} ${what}. The application sends ${an} ${message} to each ${singularWord(who.toLowerCase())} ${span} before the ${what}.`,
      )
      // ("The app warns the next person if the fuel level is under a quarter tank": the condition a claim
      // states with "when".)
      .replace(
        /(^|\.\s+)([Tt]he (?:app|application) [a-z]+s (?:the|a|an) [\w -]+?) if (?=(?:the|a|an|it) )/,
        '$1$2 when ',
      )
      // ("It works on a tablet at the counter": what the program runs on.)
      .replace(
        /^(?:It|The (?:app|application)) works on (a|an) /,
        (_told, a: string) => `The application runs on ${a} `,
      )
      // ("…tomorrow, based on the same weekday over the last 4 weeks": what it is based on is part of the act.)
      .replace(/, based on\b/, ' based on')
  );
}
