import { indefiniteArticle, singularWord } from '../check/words';
import { canBeVerb, gerundOf, infinitiveOf, pastParticipleOf, pluralNoun, presentOf, tokens } from './nlp';
import { withArticleLower } from './sentence-forms';

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
      // ("If a kid gets hurt or leaves, the user taps their name and it redoes the plan for the rest": the
      // program is told which one, and what it then does.)
      // (With the condition told last, as the sentence forms put it.)
      .replace(
        /^The user (taps|selects|picks|marks|clicks) (?:their|his|her|the) name and it ([a-z]+s) (.+?) (?:when|if) (?:an?|the) ([a-z]+) ((?:gets|is|becomes|leaves|goes)\b.*?)\.?$/,
        (_told, tap: string, verb: string, rest: string, who: string, what: string) =>
          `If a ${who} ${what}, the user ${tap} their name and it ${verb} ${rest}.`,
      )
      .replace(
        /^(?:If|When) (?:an?|the) ([a-z]+) ((?:gets|is|becomes|leaves|goes)\b[^,]*), the user (?:taps|selects|picks|marks|clicks) (?:their|his|her|the) name and it ([a-z]+s) (.+?)\.?$/,
        (told, who: string, what: string, verb: string, rest: string) =>
          subject && canBeVerb(infinitiveOf(verb))
            ? `The ${subject} receives a selection of a ${who} who ${what}. The ${subject} ${verb} ${rest.replace(/\bfor the rest$/, `for the other ${pluralNoun(who)}`)}.`
            : told,
      )
      // ("Volunteers scan the barcode of each donation and type in the expiration date": what the program
      // is given, and by whom.)
      .replace(
        /^([A-Z][a-z]+s) scan (the [\w -]+?) and (?:type|enter|key) in (the [\w -]+?)\.?$/,
        (told, who: string, scanned: string, typed: string) => {
          const one = singularWord(who.toLowerCase());
          return one === who.toLowerCase()
            ? told
            : `The application receives a scan of ${scanned} and ${typed} from ${indefiniteArticle(one)} ${one}.`;
        },
      )
      // ("… and shows a "hand out first" list of anything expiring in the next 14 days": a list of the items
      // that are, whatever the inventor calls it.)
      .replace(/\ba "[^"]+" list of anything ([a-z]+ing)\b/, 'a list of items $1')
      // ("It works offline and syncs when the wifi is back": what it does when the network returns.)
      .replace(
        /^It works offline and (syncs when [^.]+?)\.?$/,
        'The application works offline. The application $1.',
      )
      // ("It emails the coordinator a report of what expired and what's low every Monday": a report of the
      // items that did and are.)
      .replace(
        /\ba report of what expired and what(?: is|'s) low\b/,
        'a report of expired items and low items',
      )
      // ("Items under 5 units show as low": which items the program marks low.)
      .replace(
        /^Items under (\d+ [a-z]+) show as low\.?$/,
        'The application marks an item as low when a count of the item is under $1.',
      )
      // ("Members sign up with the days they are free": what each of them gives the program.)
      .replace(
        /^([A-Z][a-z]+s) (?:sign up|register|enroll) with (?:the|their) ([a-z]+) they are ([a-z]+)\.?$/,
        (told, who: string, what: string, state: string) => {
          const one = singularWord(who.toLowerCase());
          return one === who.toLowerCase()
            ? told
            : `The application receives the ${what} when each ${one} is ${state}.`;
        },
      )
      // ("The app makes a rota so every member gets … and sends a reminder the night before": two acts, the
      // second no part of what the first is for.)
      .replace(
        /^(The (?:app|application)) ([a-z]+s (?:a|an|the) [\w-]+) so (?:that )?((?:every|each) [a-z]+ [a-z]+s .+?) and (sends|texts|emails|notifies) (.+?)\.?$/,
        (_told, program: string, act: string, purpose: string, verb: string, rest: string) => {
          // ("the night before": before each of the things the first act handed out.)
          const handed = /\b([a-z]+)s$/.exec(purpose)?.[1];
          const sent = handed
            ? rest.replace(/\b(the (?:night|day|morning|evening) before)$/, `$1 each ${handed}`)
            : rest;
          return `${program} ${act} so that ${purpose}. ${program} ${verb} ${sent}.`;
        },
      )
      // ("checks the rainfall … each morning and if it rained more than 10 mm in the last 24 hours it cancels
      // that day's shift": a check, then what it does when the rain it checked passed a bound.)
      .replace(
        /^(The (?:app|application) checks (?:the )?(rainfall|temperature|forecast)\b[^,]*?) and (if|when) it (?:has )?rained (more|less) than (\d+(?:\.\d+)? ?(?:mm|millimeters?|inches?|cm)) in the (last|past) ([^,]+?) it ([a-z]+s) (.+?)\.?$/,
        (
          _told,
          check: string,
          _what: string,
          _if: string,
          more: string,
          amount: string,
          last: string,
          span: string,
          verb: string,
          rest: string,
        ) => {
          // ("… and tells the person": whose shift it was, told it is cancelled.)
          const [act = '', told] = rest
            .replace(/\bthat day's ([a-z]+)\b/, 'the $1 of that day')
            .split(/ and (?=tells|notifies|texts)/);
          const when = `when the rainfall in the ${last} ${span} is ${more} than ${amount}`;
          const thing = /\bthe ([a-z]+) of that day\b/.exec(act)?.[1];
          const also =
            told && thing && /^(?:tells|notifies|texts) the (?:person|member|user)$/.test(told)
              ? ` The application notifies the person whose ${thing} is ${pastParticipleOf(verb) ?? verb}.`
              : told
                ? ` The application ${told}.`
                : '';
          return `${check}. The application ${verb} ${act} ${when}.${also}`;
        },
      )
      // ("Members can swap shifts with each other, and the swap only goes through when the other person
      // accepts", split in two before it gets here: what the program lets them do, and when it completes it.)
      .replace(
        /^([A-Z][a-z]+s) can ([a-z]+) ([a-z]+s) with each other(?=\.\s|\.?$)/,
        (_told, who: string, act: string, things: string) =>
          `The application enables ${who.toLowerCase()} to ${act} ${things} with each other`,
      )
      .replace(
        /(^|\.\s+)[Tt]he ([a-z]+) only (?:goes through|happens|is made) (when|if|once) ([^.]+?)(?=\.\s|\.?$)/,
        (told, lead: string, act: string, when: string, condition: string) =>
          canBeVerb(act) ? `${lead}The application completes a ${act} only ${when} ${condition}` : told,
      )
      // ("The landlord sees a list of who paid" of an app: what a person sees, the program shows them.)
      // ("The coordinator sees who watered and who did not": so is whom it names.)
      .replace(
        /^The ([a-z]+) (?:sees|views|can see|can view) ((?:a|an|the|who|which|what) .+?)\.?$/,
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
      // ("The limits come from a table by age, like 75 pitches for 11 and 12 year olds": where the program
      // keeps them; the example is the description's.)
      .replace(
        /^The ([a-z]+s) come from a table by ([a-z]+),? (?:like|such as) \d+ [a-z]+ for [^.]+?\.?$/,
        (_told, values: string, by: string) => `The application stores the ${values} in a table by ${by}.`,
      )
      // ("A kid who threw 66 or more needs 4 days of rest": a rule the program applies.)
      .replace(
        // ("66 or more pitches": with what was counted, where the sentence before said.)
        /^An? ((?:child|kid|player|pitcher|student|member|user)) who ([a-z]+) (\d+ or more(?: [a-z]+s)?) needs (\d+ [a-z]+ of [a-z]+)\.?$/,
        (_told, who: string, did: string, count: string, need: string) =>
          `The application requires ${need} for each ${who === 'kid' ? 'child' : who} who ${did} ${count}.`,
      )
      // ("The coach taps a button after every pitch": what the program is given, each time.)
      .replace(
        /^The ([a-z]+) taps a button after (?:every|each) ([a-z]+)\.?$/,
        (_told, who: string, event: string) =>
          `The application receives a tap on a button from the ${who} after each ${event}.`,
      )
      // ("The app keeps a count for each pitcher and buzzes when they reach the league limit for their age":
      // "they" are the one the count is kept for.)
      .replace(
        /^(The (?:app|application)) keeps (an? [\w ]+?) for each ([a-z]+) and ([a-z]+s) when they ([a-z]+) (.+?)\.?$/,
        (_told, program: string, kept: string, one: string, act: string, verb: string, rest: string) =>
          `${program} keeps ${kept} for each ${one}. ${program} ${act} when the ${one} ${presentOf(verb)} ${rest.replace(/\btheir\b/g, `the ${one}'s`)}.`,
      )
      // ("After the game it works out how many rest days each pitcher needs from how many pitches they threw":
      // what it calculates, from what.)
      .replace(
        /^After (?:the|each) ([a-z]+),? it works out how many ([\w ]+?) each ([a-z]+) needs from how many ([a-z]+) they ([a-z]+)\.?$/,
        (_told, event: string, what: string, one: string, things: string, done: string) =>
          `After each ${event}, the application calculates the number of ${what} each ${one} needs from the number of ${things} the ${one} ${done}.`,
      )
      // ("The app will not let the coach put a pitcher in the lineup before their rest is over": what the
      // program keeps the user from doing, and until when.)
      .replace(
        /^(?:The (?:app|application)|It) (?:will not|won't|does not|doesn't) let the ([a-z]+) ([a-z]+) (a|an|the) ([a-z]+) (.+?) before their ([a-z ]+?) is over\.?$/,
        (told, who: string, verb: string, article: string, one: string, rest: string, what: string) =>
          canBeVerb(verb)
            ? `The application blocks the ${who} from ${gerundOf(verb)} ${article} ${one} ${rest} before the ${one} has ${/^[a-z]+$/.test(what) && canBeVerb(what) ? (pastParticipleOf(what) ?? `${what}ed`) : `finished the ${what}`}.`
            : told,
      )
      // ("It only runs in the hour you pick, like 7 to 8 in the morning": when it runs, the user's choice.)
      .replace(
        /^(?:It|The (?:app|application)) only runs (?:in|during) the (?:picked|chosen|selected) (hour|time window|window|hours)\b.*$/,
        (_told, span: string) =>
          `The application operates only during ${span === 'hours' ? 'hours' : span === 'hour' ? 'an hour' : `a ${span}`} selected by the user.`,
      )
      // ("It works on a tablet at the counter": what the program runs on.)
      .replace(
        /^(?:It|The (?:app|application)) works on (a|an) /,
        (_told, a: string) => `The application runs on ${a} `,
      )
      // ("…tomorrow, based on the same weekday over the last 4 weeks": what it is based on is part of the act.)
      .replace(/, based on\b/, ' based on')
      // ("The user taps done to log the date": the input the program receives, and what it does then.)
      .replace(
        /(^|,? and |\.\s+)[Tt]he ([a-z]+) (?:taps|clicks|presses|hits|selects) (done|ok|okay|yes|no|skip|snooze|save) to ([a-z]+) (.+?)\.?$/,
        (told, before: string, who: string, input: string, act: string, rest: string) =>
          canBeVerb(act)
            ? `${before}${/and $/.test(before) ? 'the' : 'The'} application receives a ${input.toLowerCase()} input from the ${who} and ${presentOf(act)} ${rest}.`
            : told,
      )
      // ("It reminds the user again when the user does not tap done by evening": a second reminder, sent
      // when the input has not come.)
      .replace(
        /^(?:It|The (?:app|application)) reminds the ([a-z]+) again (when|if) the \1 does not (?:tap|click|press|hit|select) (done|ok|okay|yes) (by [a-z]+|within [^.]+?)\.?$/i,
        (_told, who: string, _when: string, input: string, by: string) =>
          `The application sends a second reminder to the ${who} when no ${input.toLowerCase()} input is received from the ${who} ${by}.`,
      )
      // ("sends a reminder the morning it is due": on that morning.)
      .replace(
        /\bsends (a|an) (reminder|notification|alert|text message|text|email) the (morning|evening|day|night) (?:it|they) (?:is|are) due\b/,
        'sends $1 $2 on the $3 of a due date',
      )
      // ("enters each medicine and how often it is due": the interval of each one.)
      .replace(
        /\beach ([a-z]+) and how often (?:it|they) (?:is|are) due\b/,
        'each $1 and a due interval of the $1',
      )
      // ("The log can be exported as a PDF for the vet": what the program does with it.)
      .replace(
        /^The ((?:[\w-]+ ){0,2}?[\w-]+) can be (exported|printed|emailed|downloaded|shared|synced|backed up)\b(.*?)\.?$/,
        (_told, what: string, done: string, rest: string) => {
          const [verb = '', ...particle] = done.split(' ');
          return `The application ${presentOf(infinitiveOf(verb))}${particle.map((p) => ` ${p}`).join('')} the ${what}${rest}.`;
        },
      )
      // ("Each pet has its own list": one list the program keeps for each.)
      .replace(/^Each ([a-z]+) has its own ([a-z]+)\.?$/, 'The application keeps a separate $2 for each $1.')
      // ("The app adds up how much he drank": the amount drunk, whoever drank it.)
      .replace(
        /\b(adds up|totals|tracks|logs|counts) how much (?:he|she|they|the user|the person|[a-z]+) ([a-z]+)\b/,
        (told, verb: string, did: string) => {
          const done = pastParticipleOf(infinitiveOf(did));
          return done && done !== did.replace(/s$/, '') ? `${verb} the amount ${done}` : told;
        },
      )
      // ("… and buzzes his phone every hour he is behind": a notification sent to a phone, the person's
      // pronoun no word of a claim.)
      .replace(
        /\b(?:buzzes|pings|vibrates) (?:his|her|their|the person's) phone\b/,
        'sends a notification to a phone',
      )
      // ("… and tracks when the user did": a pro-verb with nothing of its own to claim; what is logged, and
      // when, the inventor tells of the log.)
      .replace(/ and (?:tracks|records|logs) when the [a-z]+ did\b/, '')
  );
}

/**
 * What the user and the people a program serves do, told as what the program receives and sends, before
 * the sentence is taken apart: "the user taps "open" and the app grabs …" (an input the application
 * receives), "types in how many of each item is left" (a count it receives), "when something drops under 10
 * the followers get a "selling out" alert" (an alert it sends them), "pushes it to everyone who follows the
 * truck" (to each follower). Anything else, or a sentence of an invention that is no program, is returned
 * as told.
 */
export function toldAsProgramInputs(told: string, subject: string): string {
  if (!PROGRAM.test(subject)) return told;
  const counted = /\bhow many of each ([a-z]+) (?:is|are) (?:left|remaining)\b/.exec(told)?.[1];
  return (
    told
      // ("When the user ends a walk in the app the user snaps a photo and it texts that photo with the walk time
      // to each owner": the photo is what the application receives, and what it sends on.)
      .replace(
        /^When the user ([a-z]+s) (an?|the) ([\w-]+)(?: in the (?:app|application))?,? the user (?:snaps|takes|adds|uploads|attaches) (?:a|an|the) (photo|picture|video|note) and it (texts|sends|emails) (?:that|the) \4 (.+?)\.?$/,
        (_told, ends: string, article: string, what: string, photo: string, sends: string, rest: string) =>
          `The application receives a ${photo} from the user when the user ${ends} ${article} ${what}. The application ${sends} the ${photo} ${rest}.`,
      )
      // ("When something is handed out, the volunteer taps it and the count goes down": the tap the program
      // is given, and what it does with the count.)
      .replace(
        /^When something is ([a-z]+ed(?: out| in| up| off)?), the ([a-z]+) taps it and the count goes down\.?$/,
        (_told, done: string, who: string) =>
          `The application receives a tap from the ${who} when an item is ${done}. The application decreases a count of the item in response to the tap.`,
      )
      // ("Each owner fills in a profile: the dog's weight, whether it gets along with other dogs, and which days
      // it needs a walk": what the application receives from each of them; "it" is the one whose profile it is.)
      .replace(
        /^Each ([a-z]+) (?:fills in|fills out|enters|creates|sets up) (a|an) (profile|form|record|card): (.+?)\.?$/,
        (_told, who: string, article: string, form: string, fields: string) => {
          const whose = /\bthe ([a-z]+)'s\b/.exec(fields)?.[1];
          const named = whose ? fields.replace(/\bit\b/g, `the ${whose}`) : fields;
          // (Each field a fact of the form: "The profile tells whether the dog gets along with other dogs.")
          const facts = named
            .split(/,\s*(?:and\s+)?|\s+and\s+(?=(?:whether|which|what|when|how|the)\b)/)
            .map((field) => field.replace(/^the ([a-z]+)'s ([a-z]+)$/, 'the $2 of the $1'))
            .map((field) =>
              /^(?:whether|which|what|when|how)\b/.test(field)
                ? `The ${form} tells ${field}.`
                : `The ${form} gives ${field}.`,
            );
          return `The application receives ${article} ${form} from each ${who}. ${facts.join(' ')}`;
        },
      )
      // ("… and keeps dogs marked reactive in a group of their own": each one alone in a group.)
      .replace(
        /\bkeeps ([a-z]+)s marked ([a-z]+) in a group of their own\b/,
        (_told, thing: string, mark: string) =>
          `places each ${thing} marked ${mark} in a group with no other ${thing}`,
      )
      // ("Every morning the app builds groups …, never puts a dog under 10 kg with one over 30 kg": it keeps
      // them apart.)
      .replace(
        /, never (?:puts|places|pairs|groups|mixes) (a|an) ([\w-]+)((?: [^,]+?)?) with one( [^,]+?)(?=,|\.?$)/,
        (_told, _article: string, thing: string, which: string, other: string) =>
          `, keeps each ${thing}${which} apart from any ${thing}${other}`,
      )
      // ("When the user parks, the user taps "open" and the app grabs the GPS location": the tap is an input.)
      .replace(
        /\bthe user (?:taps|clicks|presses|hits|selects) ("[^"]+") and the (?:app|application) (?=[a-z]+s\b)/,
        (_told, input: string) =>
          `the application receives ${indefiniteArticle(input.slice(1))} ${input} input from the user and `,
      )
      // ("… grabs the GPS location and pushes it to everyone who follows the truck": the location, to each
      // follower of the truck.)
      .replace(
        /\b([a-z]+s) (the (?:[\w-]+ ){0,2}?[\w-]+) and (pushes|sends) it to (?:everyone|anyone|everybody|all those) who (?:follows|follow|subscribes? to) (the [\w-]+)/,
        '$1 $2 and $3 $2 to each follower of $4',
      )
      // ("During service the user types in how many of each item is left": a count the program receives,
      // and when.)
      .replace(
        /^(?:During ([a-z]+(?: [a-z]+)?),? )?the user (?:types in|enters|inputs|puts in) how many of each ([a-z]+) (?:is|are) (?:left|remaining)\b/i,
        (_told, during: string | undefined, item: string) =>
          `The application receives a count of each ${item} left from the user${during ? ` during ${during}` : ''}`,
      )
      // ("when something drops under 10 the followers get a "selling out" alert": the alert it sends them, when
      // a count it was given drops that low.)
      .replace(
        /\bwhen something (drops|falls|goes) (under|below) (\d+) the ([a-z]+s) (?:get|receive) (an? (?:"[^"]+" )?(?:alert|notification|message|reminder))\b/,
        (_told, drops: string, under: string, n: string, who: string, alert: string) =>
          `the application sends ${alert} to the ${who} when ${counted ? `the count of ${withArticleLower(counted)}` : 'a value'} ${drops} ${under} ${n}`,
      )
      // ("Followers get the alerts on their phones and can see the menu": what the program sends them and shows them.)
      .replace(
        /^([A-Z][a-z]+s) (?:get|receive) the (alerts|notifications|messages|reminders) on their phones(?: and can (?:see|view) (.+?))?\.?$/,
        (_told, who: string, what: string, seen?: string) =>
          `The application sends the ${what} to phones of the ${who.toLowerCase()}.${seen ? ` The application shows the ${who.toLowerCase()} ${seen}.` : ''}`,
      )
  );
}
