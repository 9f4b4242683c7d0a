import type { PatentData } from '../../../contract';
import { asLiteral, indefiniteArticle, QUANTITY_NOUNS, sentencesOf, singularWord } from '../check/words';
import type { Sectioned } from './aliases';
import { readClause } from './clause';
import { kindNamesOf } from './kind-names';
import { canBeVerb, gerundOf, infinitiveOf, pastParticipleOf, presentOf, tokens } from './nlp';
import {
  afterWhatWasPutDown,
  countedAsBefore,
  eachOneLasts,
  heldFromBefore,
  madeOfThenHas,
  sideIsALayer,
} from './part-facts';
import {
  actsWhenPushed,
  actUndoneMakesPartAct,
  andNewSubject,
  backWhenGone,
  bothFromBefore,
  capitalized,
  companionPart,
  conditionLast,
  doneToBefore,
  eachTimeItActs,
  guidedInto,
  itFromBefore,
  itFromOwnPlace,
  itOfTheFirst,
  itsHousing,
  measuredThenActs,
  movedFromBefore,
  pairActedOnAgain,
  pairItIs,
  partAndItsFinish,
  passedThroughBefore,
  placeFirstFromBefore,
  pluralsIn,
  sealedFromBefore,
  shortNamesFromBefore,
  themFromBefore,
  themFromOwnSentence,
  theyFromBefore,
  thresholdSplit,
  userActThenPart,
  whenItFromBefore,
  workedFromBefore,
} from './sentence-forms';
import { settingOf } from './setting';
import { toldAsFacts } from './told-facts';
import { toldPlainly, wholeAfterSo } from './told-plainly';
import { toldAsProgramInputs } from './told-program-facts';

/**
 * The inventor's sentences as the invention model reads them: each section's sentences, split into one
 * fact each and put in the forms the model's readers know ("When the height stops going up, it …" is the
 * monitor acting; "a left and a right button" are left and right buttons).
 */

/** What the invention is, in the inventor's words: never a template sentence. */
export const SUMMARY_STATEMENT = /^The present invention is (?:a|an)\s/;
/** What a person is or has, not what a person does with the invention ("lives in an apartment"). */
export const STATE_VERBS = /^(?:live|own|have|rent|want|need|like|love|hate|know|commute|wish|hope)$/;

/** "how high" → the height. */
const MEASURE_NOUN: Record<string, string> = {
  high: 'height',
  far: 'distance',
  fast: 'speed',
  full: 'fill level',
  deep: 'depth',
};

/** What is measured, never a part that acts: "when the height stops going up, it …" is the invention acting. */
const QUANTITY_NOUN = new RegExp(`^(?:${QUANTITY_NOUNS})$`, 'i');

/** A subject that names a program, whose "it" after a condition is the program. */
export const PROGRAM_NAME =
  /\b(?:app|application|software|platform|program|website|extension|plug-?in|add-?on)$/i;

/**
 * "When a headline or post mentions …, it blurs that text": what "that" pointed to is the text of the
 * condition's thing, named first in the act ("blurs the text of a headline or post when the headline or
 * post mentions …"), or the thing itself when it is named the same. Returns the changed part, if any.
 */
function thatOfTheCondition(told: string[], at: number): string | undefined {
  const [, condition = '', , act = ''] = told;
  const thing = /^(?:a|an) ([\w-]+(?: or [\w-]+)?) [a-z]+s\b/i.exec(condition)?.[1];
  const noun = /^ that ([\w-]+)\b/.exec(act)?.[1];
  if (!noun) return undefined;
  const same = !thing || thing.split(' or ').includes(noun);
  if (at === 3)
    return act.replace(
      / that [\w-]+/,
      same
        ? ` the ${noun}`
        : // ("text of a headline": what is written in a thing is told bare, as it is no one thing.)
          ` ${/^(?:text|content|wording)$/.test(noun) ? '' : 'the '}${noun} of ${indefiniteArticle(thing)} ${thing}`,
    );
  if (at === 1 && !same) return condition.replace(/^(?:a|an) /i, 'the ');
  return undefined;
}

/**
 * "A clock chip inside knows the day, and at 6 in the morning it releases that day's latch and only that
 * one": what the part does at a time is a fact of its own, the part acting ("The clock chip releases the
 * latch for the current day at 6 in the morning"); "only that one" says no more than that it is that day's.
 */
function itActsAtATime(sentence: string): string[] {
  const told =
    /^((?:The|A|An) ((?:[\w-]+ ){0,2}?[\w-]+)(?: (?:inside|underneath|below|above|behind))? [a-z]+s\b[^,]*), and ((?:at|after|every|each) [^,]+?),? it ([a-z]+s\b.*?)\.?$/.exec(
      sentence,
    );
  if (!told || !canBeVerb(infinitiveOf(told[4]!.split(' ')[0]!))) return [sentence];
  const act = told[4]!
    .replace(/,? and only that one$|,? and no other$/, '')
    .replace(/\bthat (day|week|month)'s ([\w-]+)/, 'the $2 for the current $1');
  return [`${told[1]}.`, `The ${told[2]} ${act} ${told[3]}`];
}

/**
 * "Above 40 C the strip turns blue, and when it cools down it goes back to white": what a part does past a
 * bound, with the bound after the act ("The strip turns blue above 40 C"), and what it does when that
 * passes, of the same part ("The strip goes back to white when it cools down").
 */
function boundFirst(sentence: string): string[] {
  const told =
    /^((?:Above|Below|Over|Under) (?:about )?\d[^,]*?),? (the (?:[\w-]+ ){0,2}?[\w-]+) ([a-z]+s\b[^,]*?)(?:,? and (when|once|if) it ([a-z]+s\b[^,]*?),? it ([a-z]+s\b.*?))?\.?$/.exec(
      sentence,
    );
  if (!told || !canBeVerb(infinitiveOf(told[3]!.split(' ')[0]!))) return [sentence];
  const [, bound = '', part = '', act = '', when, change, after] = told;
  const first = `${capitalized(part)} ${act} ${bound.charAt(0).toLowerCase()}${bound.slice(1)}.`;
  return when && after ? [first, `${capitalized(part)} ${after} ${when} it ${change}.`] : [first];
}

/** "Folding Sawhorse" → "folding sawhorse"; "Method of Curing Resin Using …" → "method of curing resin …". */
export function subjectOf(title: string): string {
  return singularHead(
    title
      .split(/\s+/)
      .map((word) => (/^[A-Z][a-z]*(?:-[A-Za-z][a-z]*)*$/.test(word) ? word.toLowerCase() : word))
      .join(' ')
      // ("Booking System for a Neighborhood Tool Library": what it serves is no part of its name; "for dogs" is.)
      .replace(
        // ("Baby Gate Opened with the Foot …": how it is used is no part of its name either.)
        // ("Keeping Cut Apple Slices from Turning Brown": what it keeps them from doing is what it is for.)
        // ("Night Light for Children That Turns Green": whom it serves, people of an age, is no part either.)
        // ("Heated Glove Liners Thin Enough to Wear …": how it is, so that it can be, is no part either.)
        /\s+(?:that|which|whose|where|so|because|with|using|without|made|worn|hung|[a-z]+ enough to|from(?! [a-z]+ing\b)|for (?:a|an|the|children|kids|toddlers|babies|infants|seniors|adults|people|persons|patients|users)|[a-z]+ed(?= (?:with|by|on|onto|in|into|over|under|from)\b))\b.*$/i,
        '',
      )
      .trim(),
  );
}

/**
 * "reusable food wraps": the invention is one of them, "a reusable food wrap" (not "a reusable food
 * wraps"); names plural however many there are ("glasses", "pliers") and processes stay as they are.
 */
function singularHead(subject: string): string {
  const words = subject.split(' ');
  const head = words.at(-1) ?? '';
  if (
    words.length < 2 ||
    /(?:ss|us|is|ics)$/.test(head) ||
    /^(?:glasses|goggles|pliers|scissors|tongs|tweezers|shears|binoculars|pants|shorts|clippers)$/.test(
      head,
    ) ||
    /^(?:method|process|system|application|app)\b/.test(subject) ||
    // ("knee pillow for side sleepers": the last word is whom it is for, not its head.)
    /\b(?:for|of|with|in|on|to|by)\b/.test(subject) ||
    !tokens(subject).at(-1)?.tags.has('Plural')
  )
    return subject;
  return [...words.slice(0, -1), singularWord(head)].join(' ');
}

/**
 * The inventor's sentences of a section (after its opening template sentence). A summary that opens
 * with what the invention is ("The present invention is a dog water bottle that …") has no template
 * sentence: that statement is the inventor's.
 */
/**
 * "A tilt switch wakes the unit up when the door opens, and it sends a message": "the unit" is the
 * invention, and "it" after it too ("The sensor sends a message").
 */
function ofTheWhole(sentence: string, subject: string): string[] {
  if (!subject || /\b(?:unit|device)\b/i.test(subject)) return [sentence];
  // ("A telescoping handle slides up out of a sleeve on the back so the user tips it and rolls it": what the
  // user then does to the whole on its wheels, a fact of its own.)
  const moved =
    /^(.+?) so (?:that )?the user ((?:tips|rolls|wheels|drags|carries) it(?: and (?:tips|rolls|wheels|drags|carries) it)?)\.?$/.exec(
      sentence,
    );
  if (moved)
    return [`${moved[1]}.`, `The user ${moved[2]!.replace(/\bit\b/g, `the ${subject}`)}.`].flatMap((told) =>
      ofTheWhole(told, subject),
    );
  const named = toldPlainly(sentence.replace(/\bthe (?:unit|device)\b/g, `the ${subject}`), subject);
  const then = new RegExp(`^(.*\\S\\s+the ${asLiteral(subject)}\\b[^,]*),\\s+and it ([a-z]+s\\b.*)$`).exec(
    named,
  );
  return then ? [`${then[1]}.`, `The ${subject} ${then[2]}`] : [named];
}

/**
 * The sentences of a paragraph with what each takes from the one before named: "them", "they", what a
 * new part seals, a place told first, what is done to the thing before, a short name.
 */
function withBeforeResolved(sentences: string[]): string[] {
  return shortNamesFromBefore(
    doneToBefore(
      placeFirstFromBefore(
        sealedFromBefore(
          theyFromBefore(
            themFromBefore(
              movedFromBefore(
                passedThroughBefore(
                  workedFromBefore(
                    itFromBefore(
                      backWhenGone(
                        whenItFromBefore(
                          eachTimeItActs(
                            actUndoneMakesPartAct(
                              bothFromBefore(
                                // "When the door pushes on the plate it closes a switch and a siren goes off".
                                heldFromBefore(countedAsBefore(afterWhatWasPutDown(sentences)))
                                  .flatMap(madeOfThenHas)
                                  .flatMap(eachOneLasts)
                                  .map(sideIsALayer)
                                  .flatMap(actsWhenPushed)
                                  .flatMap(companionPart)
                                  .map(measuredThenActs)
                                  .map(guidedInto),
                              ),
                            ),
                          ),
                        ),
                      ),
                    ),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

export function sentencesIn(patentData: PatentData, section: keyof PatentData): Sectioned[] {
  const subject = subjectOf(patentData.title ?? '');
  const text = patentData[section];
  if (typeof text !== 'string') return [];
  const paragraphs = text.split(/\n\s*\n/);
  // ("The present invention provides reusable food wraps made of cotton coated with …": the inventor's
  // own statement, longer than the title the opening names, is material too.)
  const provides = /^The present invention provides (.+)\.$/.exec(paragraphs[0] ?? '')?.[1] ?? '';
  const opensWithStatement =
    section === 'summary' &&
    (SUMMARY_STATEMENT.test(paragraphs[0] ?? '') ||
      (!!provides &&
        !/\n/.test(provides) &&
        provides.split(/\s+/).length > (patentData.title ?? '').split(/\s+/).length + 1));
  const material = section === 'title' || opensWithStatement ? paragraphs : paragraphs.slice(1);
  // Computed once, only when a sentence needs it.
  let where: Set<string> | undefined;
  const setting = () => {
    where ??= settingOf(
      patentData.title ?? '',
      (['summary', 'details'] as const).flatMap((told) => sentencesOf(patentData[told] ?? '')),
    );
    return where;
  };
  const asTitled = kindNamesOf(patentData.title ?? '');
  return material.flatMap((paragraph) =>
    // ("Do not use it on cast iron because the vinegar strips the seasoning": a warning, and its reason,
    // are the description's, no fact the claims build on.)
    withBeforeResolved(
      sentencesOf(paragraph)
        .filter((told) => !WARNING.test(told))
        // ("The fish is done at 60 C inside", of hot-smoking salmon: the salmon.)
        .map(asTitled)
        // ("a 10,000 mAh battery": one number, whose comma ends no clause.)
        .map((told) => told.replace(/\b(\d{1,3}),(\d{3})\b/g, '$1$2'))
        // ("The pink salt keeps it safe and pink, so it is 2.5 grams per kilo of belly": how much of the thing
        // named first is used, a fact of its own.)
        .flatMap((told) => {
          const dose =
            /^(The (?:[\w-]+ ){0,2}?[\w-]+) ([a-z]+s [^,]+), so it is ((?:about )?\d+(?:\.\d+)? (?:grams?|g|ml|teaspoons?|tablespoons?) per (?:kilo|kilogram|kg|pound|liter|litre|gallon|cup) of [\w -]+?)\.?$/.exec(
              told,
            );
          return dose ? [`${dose[1]} ${dose[2]}.`, `${dose[1]} is used at ${dose[3]}.`] : [told];
        })
        // ("It shows each person what they owe": the amount each one owes, a thing a claim can name.)
        .map((told) =>
          told.replace(
            /\b(shows|tells|sends|texts|emails) (each|every|the) ([a-z]+) what (?:they|he|she|it) (?:owe|owes|pay|pays)\b/g,
            (_told, act: string, which: string, who: string) =>
              `${act} ${which} ${who} an amount owed by the ${who}`,
          ),
        )
        // ("when a room has its own bathroom": one of its own, a dedicated one, which a claim can name.)
        // (Only in a condition: "Each pet has its own list" is a list kept for each, read elsewhere.)
        .map((told) =>
          told.replace(
            /\b((?:when|if|once) (?:a|an|the|each) [a-z]+ (?:has|have)) (?:its|their) own ([a-z]+)\b/gi,
            '$1 a dedicated $2',
          ),
        )
        // ("If a room has …, it adds 10 percent to that room's share": the share of the room the condition names.)
        .map((told) =>
          told.replace(/\bto that ([a-z]+)'s ([a-z]+)\b/g, (whole, owner: string, what: string) =>
            new RegExp(`\\b(?:a|an) ${owner}\\b`).test(told) ? `to the ${what} of the ${owner}` : whole,
          ),
        )
        // ("mixes 1 cup of latex paint with a third of a cup of plaster of Paris that the user has stirred into 2
        // tablespoons of water first": the stirring first, then the mixing.)
        .flatMap((told) => {
          const first =
            /^(The user) (mixes|combines|blends) (.+?) with ((?:[\w-]+ )*?of ((?:[\w-]+ ){0,2}?[\w-]+)) that the user has (stirred|mixed|dissolved|soaked) into (.+?) first(,? so .+?)?\.?$/.exec(
              told,
            );
          return first
            ? [
                `First ${first[1]!.toLowerCase()} ${presentOf(infinitiveOf(first[6]!))} ${first[4]} into ${first[7]}${first[8] ?? ''}.`,
                `Then ${first[1]!.toLowerCase()} ${first[2]} ${first[3]} with the ${first[5]}.`,
              ]
            : [told];
        })
        // ("covers the hole with a mesh patch and spreads setting compound over it": over the patch, the thing
        // just put on.)
        .map((told) =>
          told.replace(
            /\bwith (an? (?:[\w-]+ ){0,3}?((?:[\w-]+ )?[\w-]+)) and ([a-z]+s) ((?:[\w-]+ ){1,3}?)(over|on|onto|across) it\b/g,
            (_told, thing: string, short: string, act: string, what: string, where: string) =>
              `with ${thing} and ${act} ${what}${where} the ${short}`,
          ),
        )
        // ("in water with washing soda, about 20 grams per liter, to break down the fibers": how much of it,
        // said with it.)
        .map((told) =>
          told.replace(
            /\b(with (?:[\w-]+ ){0,2}[\w-]+), ((?:about |around )?\d+(?:\.\d+)? (?:grams?|g|ml|milliliters?|tablespoons?|teaspoons?|cups?|ounces?|oz) per (?:liter|litre|gallon|quart|cup|kilo|kilogram|pound)),/g,
            '$1 at $2',
          ),
        )
        // ("the rubber lining holds the cane without scratching it": what it holds is what it does not scratch.)
        .map((told) =>
          told.replace(
            /\b([a-z]+s) (the (?:[\w-]+ )?[\w-]+) without ([a-z]+ing) it\b/g,
            '$1 $2 without $3 $2',
          ),
        )
        // ("until humidity drops back to within 5 percent of where it started": where humidity started.)
        .map((told) =>
          told.replace(
            /\b(until|when|once) ((?:the )?[a-z]+) (drops|falls|comes|goes|gets|rises) back (to within [^,.;]*?) of where it (started|began|was)\b/g,
            '$1 $2 $3 back $4 of where $2 $5',
          ),
        ),
    ).flatMap((whole, wholeIndex, wholes) => {
      const actor = /^(?:the user|users|the inventors?)\b/i.exec(whole)?.[0];
      return (
        toldAsFacts(
          ofTheWhole(whole, subject)
            .map((told) =>
              andNewSubject(
                thresholdSplit(
                  conditionLast(
                    userActThenPart(
                      itFromOwnPlace(itOfTheFirst(pairActedOnAgain(toldAsProgramInputs(told, subject)))),
                      subject,
                    ),
                  ),
                ),
              ),
            )
            .join(' ')
            // "At zero a cam on the dial releases a latch": the parts and what they do, whatever the moment.
            .replace(
              /^(?:At|On|Upon|In) (?:zero|empty|full|that point|this point|the end)\b,?\s+(?=(?:a|an|the|it|they)\s)/i,
              '',
            )
            // "twists the lid to crush the pill and then mixes it …": what is mixed is the pill, said before
            // the acts are told apart.
            .replace(
              /\bto [a-z]+ ((?:the|a|an) (?:[\w-]+ )?[\w-]+),? and then [a-z]+s it\b/,
              (told, what: string) => told.replace(/ it$/, ` ${what.replace(/^(?:a|an) /, 'the ')}`),
            )
            // ("drains the glycerin again and washes it": what is washed is what the draining left, not the
            // glycerin drained off.)
            .replace(
              /\b((?:drains?|removes?|discards?|skims? off|pours? off) (?:the|any) (?:[\w-]+ ){0,2}?[\w-]+(?: again)?,? and [a-z]+s) it\b/,
              '$1 the mixture',
            )
            // ("The oatmeal is mixed in, and it is poured into molds": what is poured after mixing in is the
            // batch, not what was mixed in.)
            .replace(
              /\b((?:is|are) (?:mixed|stirred|whisked|blended|added|folded)(?: in)?),? and it is (?=(?:poured|pressed|spooned|packed|cast)\b)/,
              '$1. The mixture is ',
            )
            // ("The strip is paper soaked in bromocresol purple, sealed under a clear film window in the middle
            // of the pad": what it is, then where it is held, two facts.)
            .replace(
              /^(The (?:[\w-]+ ){0,2}?[\w-]+) (is|are) ([^,]+), ((?:sealed|mounted|attached|glued|sewn|bonded|fixed|held|set|bolted|clipped|embedded|laminated|tucked) (?:under|over|on|in|inside|into|to|onto|between|behind|beneath) [^,]+?)\.?$/,
              '$1 $2 $3. $1 $2 $4.',
            )
            // ("The print is sanded, painted with two coats of graphite, and allowed to dry": three steps done to
            // it.)
            .replace(
              /^(The (?:[\w-]+ ){0,2}?[\w-]+) (is|are) ([a-z]+ed\b[^,]*), ([a-z]+ed\b[^,]*),? and ([a-z]+ed\b[^,]*?)\.?$/,
              (told, thing: string, be: string, first: string, second: string, third: string) =>
                // ("sanded": a participle the verb list may lack, told by its ending; "red" is no participle.)
                [first, second, third].every((act) => {
                  const word = act.split(' ')[0]!;
                  return word.length > 4 && infinitiveOf(word) !== word;
                })
                  ? `${thing} ${be} ${first}. ${thing} ${be} ${second}. ${thing} ${be} ${third}`
                  : told,
            )
            // ("… concrete is poured around it, with a weight on top so that it does not float": a weight put
            // on what it would float, a step of its own.)
            .replace(
              /\b(around|over|into|in) (it|the [\w-]+),? with (an? [\w-]+) on top(?:,? so (?:that )?it (does not [a-z]+))?/,
              (_told, at: string, what: string, weight: string, not = '') => {
                const thing = what === 'it' ? 'it' : what;
                return `${at} ${thing}. ${capitalized(weight)} is placed on top of ${thing}${not ? ` so that ${thing === 'it' ? 'it' : thing} ${not}` : ''}`;
              },
            )
            // ("The lid keeps the leaves from drying out but lets moisture escape": two acts of the lid.)
            .replace(/(?<!,) but ([a-z]+s)\b(?= \S)/, (told, verb: string) =>
              canBeVerb(infinitiveOf(verb)) && infinitiveOf(verb) !== verb ? ` and ${verb}` : told,
            )
            // ("pours the river in layers of 2 cm, 24 hours apart": how far apart is of the same act.)
            .replace(
              /,\s+((?:about )?\d+(?:\.\d+)?\s+(?:seconds?|minutes?|hours?|days?|weeks?) apart)\b/g,
              ' $1',
            )
            // ("The basil leaves are chopped, packed into an ice cube tray about two thirds full": two steps
            // done to them.)
            .replace(
              /^(The (?:[\w-]+ ){0,2}?[\w-]+) (is|are) ([a-z]+(?:ed|en)), ([a-z]+ed\b[^,.]*?)(?=,?\.?$|\.\s)/,
              (told, thing: string, be: string, first: string, second: string) =>
                [first, second.split(' ')[0]!].every(
                  (word) => word.length > 4 && infinitiveOf(word) !== word && canBeVerb(infinitiveOf(word)),
                )
                  ? `${thing} ${be} ${first}. ${thing} ${be} ${second}`
                  : told,
            )
            // ("The app knows the minimum gap for each medicine, such as 4 hours …, and shows …": what a
            // program knows it stores; the examples are the description's.)
            .replace(/^(The (?:app|application|system|program|software)) knows\b/, '$1 stores')
            // ("The app never increases the weekly distance by more than 10 percent": a cap on what it does.)
            .replace(/\bnever ([a-z]+s) (.+?) by more than\b/, '$1 $2 by no more than')
            // ("any dose the user gives": each dose given; "a countdown to when the next dose is okay": to the
            // time it is allowed.)
            .replace(/\bany ([a-z]+) the user ([a-z]+)(?=[.,;]|$)/, (told, what: string, verb: string) => {
              const done = canBeVerb(infinitiveOf(verb)) && pastParticipleOf(infinitiveOf(verb));
              return done ? `each ${what} ${done}` : told;
            })
            .replace(/\bto when (the [\w -]+?) (?:is|are) okay\b/, 'to a time when $1 is allowed')
            // ("The cover is a tube of TPU film with a silicone ring at the open end": the whole is made of a
            // tube, which has the ring at its end.)
            .replace(
              /^The ((?:[\w-]+ ){0,4}?[\w-]+) is (an?) ([a-z]+) of ((?:[\w-]+ ){0,2}[\w-]+) with (an? (?:[\w-]+ ){0,2}[\w-]+) (at|on|around) the ((?:[\w-]+ )?[\w-]+?)\.?$/,
              (
                _told,
                _whole: string,
                a: string,
                shape: string,
                material: string,
                part: string,
                at: string,
                place: string,
              ) =>
                `${capitalized(a)} ${shape} has ${indefiniteArticle(place)} ${place}. The ${shape} is ${material}. ${capitalized(part)} is disposed ${at} the ${place} of the ${shape}.`,
            )
            // ("A small bulb pump is squeezed, which pulls the air out": the pump pulls it out when squeezed.)
            .replace(
              /\b([Aa]n? (?:[\w-]+ ){0,3}[\w-]+) is (squeezed|pressed|pushed|pulled|turned|twisted), which ([a-z]+s\b[^.]*?)(?= so\b|\.|$)/,
              '$1 $3 when $2',
            )
            // ("with a wash-in waterproofer, 100 ml per jacket": so much of it.)
            .replace(
              /\bwith (an? (?:[\w-]+ ){0,2}[\w-]+), ((?:about )?\d+(?:\.\d+)? (?:ml|l|g|grams|oz|ounces|tablespoons?|teaspoons?|cups?)) per ([a-z]+)\b/,
              'with $1 at $2 per $3',
            )
            // ("A spray-on waterproofer can be used instead of the wash-in one": the wash-in waterproofer.)
            .replace(
              /^((?:A|An) (?:[\w-]+ ){0,2}?([\w-]+) (?:can|could|may|would|is|works)\b.*?\binstead of the ([\w-]+)) one\b/,
              '$1 $2',
            ),
          subject,
        )
          .replace(/, such as [^,]+, and /, ' and ')
          // ("the user runs about 0.1 amps per square inch": a current applied.)
          .replace(
            /\b(?:runs|run) ((?:about |around )?\d+(?:\.\d+)? (?:amps?|milliamps?|volts?)\b)/,
            'applies a current of $1',
          )
          // "The mixture is pressed into a square mold and chilled overnight": two steps done to it.
          .replace(
            /^(The (?:[\w-]+ ){0,2}?[\w-]+) (is|are) ([a-z]+ed\b[^,]*?) and ([a-z]+ed\b[^,]*)$/,
            (told, thing: string, be: string, first: string, second: string) =>
              canBeVerb(infinitiveOf(second.split(' ')[0]!))
                ? `${thing} ${be} ${first}. ${thing} ${be} ${second}`
                : told,
          )
          // ("After 4 days the user puts it in the sun …": how long after the step before goes after the act.)
          // ("… puts it in the sun …" after "The jar is set …": the jar; "to green them up", why, is the
          // description's.)
          .replace(
            /^(After (?:\d+|an?|one|two|three|four|five|six|seven|a few) (?:minutes?|hours?|days?|weeks?)),?\s+(the user|the [\w-]+) ([a-z]+s\b[^,]*?)(?: to [a-z]+ (?:them|it)(?: up| out| down)?)?\.?$/,
            (_, when: string, who: string, act: string) => {
              const before = /^The ((?:[\w-]+ )?[\w-]+?) (?:is|are|[a-z]+s)\b/.exec(
                wholes[wholeIndex - 1] ?? '',
              )?.[1];
              const done = before ? act.replace(/^([a-z]+s) it\b/, `$1 the ${before}`) : act;
              return `${capitalized(who)} ${done} ${when.charAt(0).toLowerCase()}${when.slice(1)}.`;
            },
          )
          // "Every Sunday night it sends the week to everyone": when it acts goes after the act.
          .replace(
            // ("At 9 pm the app adds up the preorders …": so does a time of day.)
            // ("On the 5th of the month the app sends a late notice … and adds the late fee": so does a day of
            // the month, and each act is done then.)
            /^((?:every|each) (?:[\w-]+ ){0,2}?(?:day|night|morning|evening|week|month|hour|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|at \d{1,2}(?::\d{2})?\s*(?:am|pm)(?: the (?:night|day|morning|evening) before (?:a|an|the|each) [\w-]+)?|at (?:noon|midnight)|on the \d{1,2}(?:st|nd|rd|th) of (?:the|each|every) month),?\s+(it|the (?:app|application|system|server)) ([a-z]+s\b.*?)\.?$/i,
            (_, when: string, who: string, told: string) => {
              const then = `${when.charAt(0).toLowerCase()}${when.slice(1)}`;
              // ("At 8 pm the night before a sweep it sends a notification, and again an hour before": the
              // act done once more, at its own time before the same event.)
              const event = / before ((?:a|an|the|each) [\w-]+)$/.exec(when)?.[1];
              const again =
                event && /^(.*?),?\s+and again (an? [\w-]+|\d+ [\w-]+|one [\w-]+) before\.?$/.exec(told);
              if (again)
                return `${capitalized(who)} ${again[1]} ${then}. ${capitalized(who)} ${again[1]!.replace(/\b(?:a|an) (?=[\w-]+$)/, 'a second ')} ${again[2]} before ${event}.`;
              const act = told;
              const acts = /^on /i.test(when) ? act.split(/ and (?=[a-z]+s )/) : [act];
              const verbs = acts.every((piece) => canBeVerb(infinitiveOf(piece.split(' ')[0]!)));
              // ("sends a late notice on the 5th of the month to anyone who has not paid": the day goes with the
              // act, not with whoever has not paid.)
              return (verbs ? acts : [act])
                .map((piece) => {
                  const whom = / to (?:anyone|everyone|each|every|all|any|the) [\w ]*?\bwho\b/.exec(piece);
                  return whom
                    ? `${capitalized(who)} ${piece.slice(0, whom.index)} ${then}${piece.slice(whom.index)}.`
                    : `${capitalized(who)} ${piece} ${then}.`;
                })
                .join(' ');
            },
          )
          // "If there are more than six visits in a day an amber LED turns on and it sends an alert": the
          // part acts when there are, and so does the invention ("it" after a part that turns on is the whole).
          .replace(
            /^(?:if|when|once) (there (?:are|is) [^,]+?),?\s+((?:a|an|the) (?:(?!(?:a|an|the)\b)[\w-]+ ){0,3}?[\w-]+ (?:on|in|at) the [\w-]+(?: [\w-]+)?|(?:a|an|the) (?:(?!(?:a|an|the)\b)[\w-]+ ){0,2}?[\w-]+) ([a-z]+s(?: on| off| up)?)\b(.*?)(?: and it ([a-z]+s\b.*?))?\.?$/i,
            (_, when: string, part: string, act: string, rest: string, more?: string) =>
              `${capitalized(part)} ${act}${rest} when ${when}.${more && subject ? ` The ${subject} ${more} when ${when}` : ''}`,
          )
          // "Before each watering the timer checks the reading": when it acts goes after the act.
          .replace(
            /^((?:before|after) (?:each|every) [\w-]+),?\s+(it|the (?:[\w-]+ )?[\w-]+) ([a-z]+s\b.*?)\.?$/i,
            (_, when: string, who: string, act: string) =>
              `${capitalized(who)} ${act.replace(/,\s+and\s+(?=(?:if|once)\s)/, ` ${when.toLowerCase()}, and `)}${/,\s+and\s+(?:if|once)\s/.test(act) ? '' : ` ${when.toLowerCase()}`}.`,
          )
          // "…, and then the gel is mixed in" is a step of its own, and so is "… and water is added"; ", and a
          // battery" ends a list of parts.
          // "… stays mixed because the gel holds the solids in suspension": the reason is a fact of its own.
          // ("The wax and oils are melted": one subject of two things, not two facts.)
          // "The user takes a photo, the app reads the items, and each roommate taps …": three actors, three facts;
          // so for "The frame is aluminum tube, the steps are plastic".
          // ("Strain through a nut milk bag, then through a fine sieve": the same act again, not a new one.)
          // ("the clay softens and the seeds sprout in the compost": two things, each doing its own.)
          .split(
            /\.\s+|,?\s+and then\s+|;\s*then\s+|,\s+then\s+(?!\d|(?:through|into|onto|over|under|with|in|on|at)\s)|(?<!^(?:if|when|once)\b[^,]*),\s+(?=the (?:app|application|system|server|program|platform) [a-z]+s\b)|(?<!:[^.]*),\s+(?=the [\w-]+(?: [\w-]+)? (?:is|are) )|,\s+(?=the [\w-]+ [a-z]+s (?:down|up|out|back|over|against) (?:the|a|an|flat|into|onto|against)\b)|,\s+and\s+(?=(?:each|every) [\w-]+ [a-z]+s\b)|,\s+and\s+(?=[a-z]+ing (?:it|them) (?:[a-z]+ )?[a-z]+s\b)|,\s+and\s+(?=(?:the|a|an|there|when|if|once|after that)\s)(?<!,\s+an?\s[^.]*,\s+and\s+)|(?<!^(?:(?:then|next|first|finally),?\s+)?(?:the|a|an)\s+[\w-]+(?:\s+[\w-]+)?)\s+and\s+(?=(?!(?:it|they|this|that)\b)(?:the\s+)?[a-z]+ (?:is|are) [a-z]+ed\b)|,?\s+because\s+(?=(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,3}\s+[a-z]+s\s)|,\s+so\s+(?=the\s+(?!users?\b|inventors?\b)[\w-]+(?:\s+[\w-]+){0,2}\s+[a-z]+s\s)|(?<=\b[a-z]+s)\s+and\s+(?=the [a-z]+s (?!(?:is|are|was|were|and|or)\b)[a-z]+ (?:in|into|out|up|through)\b)/i,
          )
          .flatMap((sentence) => wholeAfterSo(sentence, subject))
          .flatMap(itActsAtATime)
          .flatMap(boundFirst)
          // "… estimates the pavement temperature. If it is over 52 degrees Celsius it shows a red paw …":
          // the first "it" is the quantity just estimated, the second the invention, which acts when the
          // quantity passes the bound.
          .map((sentence, index, all) => {
            const told =
              /^(?:if|when|once) it is ((?:over|above|below|under|more than|less than) [^,]*?\d[^,]*?),?\s+it ([a-z]+s\b.*?)\.?$/i.exec(
                sentence,
              );
            const before = index > 0 ? all[index - 1] : wholes[wholeIndex - 1];
            const measured = [
              ...(before ?? '').matchAll(new RegExp(`\\bthe ((?:[\\w-]+ )?(?:${QUANTITY_NOUNS}))\\b`, 'gi')),
            ].at(-1)?.[1];
            return told && measured && subject
              ? `The ${subject} ${told[2]} when the ${measured} is ${told[1]}.`
              : sentence;
          })
          // "…, and when the user brakes hard all 16 LEDs light up": a condition split off leads its own part.
          // ("If a driver cancels, the app offers the slot …, and the first one …": split off its second fact,
          // the first one's condition goes after it too.)
          .map((sentence, index) =>
            (index > 0 && /^when\s/i.test(sentence)) ||
            // ("…, and if nobody taps done by pickup day the app reminds everyone": so does one for the program.)
            (index > 0 &&
              /^if\s[^,]+\sthe (?:app|application|system|server|program|platform) [a-z]+s\b/i.test(
                sentence,
              )) ||
            /^(?:if|when)\s[^,]+,\s+the (?:app|application|system|server|program|platform) [a-z]+s\b/i.test(
              sentence,
            )
              ? conditionLast(sentence)
              : sentence,
          )
          // "…, and after that if the user leans forward more than 15 degrees it vibrates gently": what the
          // invention does, with its condition after the act.
          .flatMap((sentence) => {
            // ("When water bridges the contacts, it sends a radio signal": a condition of a substance, or
            // of no part, leaves "it" the invention too.)
            const iff =
              /^(?:after that,?\s+)?(?:if|when|once)\s+(the users?\b.+?|(?!(?:the|a|an|it|they)\b)[a-z]+ [a-z]+s\b[^,]*?),?\s+(?:it|they)\s+([a-z]+s)\b(.*?)[,.]?$/i.exec(
                sentence,
              ) ??
              // ("When a headline or post mentions a character from a later episode, it blurs that text": of a
              // program, "it" is the program whatever the condition is about; what "that" pointed to is the
              // one the condition names.)
              (PROGRAM_NAME.test(subject ?? '')
                ? /^(?:if|when|once|whenever)\s+((?:a|an|the) [^,]+?\s[a-z]+s\b[^,]*?),\s+it\s+([a-z]+s)\b(.*?)[,.]?$/i
                    .exec(sentence)
                    ?.map((part, at, told) => thatOfTheCondition(told, at) ?? part)
                : null);
            if (!iff || !subject) return [sentence];
            // ("… it buzzes again, and after three misses it texts a family member": the condition is the
            // first act's; the second, with its own "after", is a fact of its own.)
            const [act = '', after] = iff[3]!.split(/,\s+and\s+(?=after\s)/);
            const later = after && /^after ([^,]+?),?\s+(?:it|they)\s+([a-z]+s\b.*)$/i.exec(after);
            // ("When humidity jumps … it switches the fan on, and it keeps it on until humidity drops back …":
            // the condition is the first act's; the second, with its own "until", keeps what the first acted
            // on, the fan.)
            const kept =
              !after && /^(.*?),\s+and\s+(?:it|they)\s+([a-z]+s)\s+(it|them)\b(.*\buntil\b.*)$/.exec(act);
            const actedOn =
              kept &&
              /^\s*(the (?:(?!(?:on|off|up|down|in|out)\b)[\w-]+ ?){1,2})/.exec(kept[1]!)?.[1]?.trim();
            if (kept && actedOn)
              return [
                `The ${subject} ${iff[2]}${kept[1]} when ${iff[1]}.`,
                `The ${subject} ${kept[2]} ${actedOn}${kept[4]}`,
              ];
            const first = `The ${subject} ${iff[2]}${act.replace(/\s+until\b.*$/, '')} when ${iff[1]}`;
            if (later) return [`${first}.`, `The ${subject} ${later[2]} after ${later[1]}`];
            // ("If the user misses a run, it moves the rest of the week and repeats the last workout": both
            // acts are done when it holds, each told with it.)
            const both = /^(.*?) and ([a-z]+s) (.+)$/.exec(act);
            if (!after && both && !/,/.test(act) && tokens(`it ${both[2]} them`)[1]?.tags.has('Verb'))
              return [
                `The ${subject} ${iff[2]}${both[1]} when ${iff[1]}.`,
                `The ${subject} ${both[2]} ${both[3]} when ${iff[1]}`,
              ];
            return [after ? `${first}, and ${after}` : first];
          })
          // "The lid has a ridged press on the inside. Twisting it down crushes the pill …": the lid crushes
          // the pill when twisted down.
          .map((sentence, index, all) => {
            const handled =
              /^([A-Za-z][a-z]+ing) (?:it|them)( (?:down|up|in|out|back|over|shut|closed|first|again|briefly))? ([a-z]+s)\b(.*?)\.?$/.exec(
                sentence,
              );
            const before = index > 0 ? all[index - 1] : wholes[wholeIndex - 1];
            // ("Crushed glass replaces the sand, and tumbling it first rounds off …": a substance, bare, as
            // the clause reader tells its subject from its verb.)
            const told = /^the\s/i.test(before ?? '') ? undefined : readClause(before ?? '');
            const owner =
              /^(the (?:[\w-]+ ){0,2}?[\w-]+) (?:[a-z]+s|is|are)\b/i.exec(before ?? '') ??
              (told && !told.determiner && told.kind === 'active' ? [told.subject, told.subject] : null);
            const done = handled && pastParticipleOf(infinitiveOf(handled[1]!.toLowerCase()));
            if (!handled || !owner || !done) return sentence;
            // (Why, after "so", comma or not, comes after when.)
            const [act = '', ...more] = handled[4]!.split(/(?=,\s+and\b|,?\s+so\b)/);
            return `${capitalized(owner[1]!)} ${handled[3]}${act} when ${done}${handled[2] ?? ''}${more.join('')}`;
          })
          // "Pressing the button on the case pushes the lead out": the button pushes it out when pressed.
          // ("Tapping the face twice stops it and logs the dose": how often goes with when, and "it" is what
          // the sentence before was about, "stops the vibration motor".)
          .map((sentence, index, all) => {
            const handled =
              /^([A-Z][a-z]+ing) (the (?:[\w-]+ ){0,2}?[\w-]+?)( twice| again| once)?(?: (?:on|in|at) the [\w-]+)? ([a-z]+s)\b(.*?)\.?$/.exec(
                sentence,
              );
            const done = handled && pastParticipleOf(infinitiveOf(handled[1]!.toLowerCase()));
            if (!handled || !done || !canBeVerb(infinitiveOf(handled[4]!))) return sentence;
            const before = readClause((index > 0 ? all[index - 1] : wholes[wholeIndex - 1]) ?? '');
            const it =
              before?.determiner && !/^(?:user|users)$/i.test(before.subject)
                ? `the ${before.subject}`
                : undefined;
            const [act = '', ...more] = handled[5]!.split(/(?=,\s+(?:and|so)\b)/);
            const acted = it ? act.replace(/^ it\b/, ` ${it}`) : act;
            return `${capitalized(handled[2]!)} ${handled[4]}${acted} when ${done}${handled[3] ?? ''}${more.join('')}`;
          })
          // "The user presses a thumb tab to release it": the tab releases what the sentence before was
          // about when pressed; a part named only by the user's act on it is still a part.
          .map((sentence, index, all) => {
            const handled =
              /^the user (presses|pushes|pulls|squeezes|slides|flips|lifts|taps) (an?) ((?:[\w-]+ ){0,2}?[\w-]+) to ([a-z]+) (it|them)\.?$/i.exec(
                sentence,
              );
            const done = handled && pastParticipleOf(infinitiveOf(handled[1]!));
            if (!handled || !done || !canBeVerb(handled[4]!)) return sentence;
            const before = readClause((index > 0 ? all[index - 1] : wholes[wholeIndex - 1]) ?? '');
            if (!before?.determiner || /^(?:users?|it|they)$/i.test(before.subject)) return sentence;
            const verb = presentOf(handled[4]!);
            return `${capitalized(handled[2]!)} ${handled[3]} ${verb} the ${before.subject} when ${done}.`;
          })
          // "The valve sits at the top, and when pressed it lets water flow": the valve lets it flow.
          .map((sentence, index, all) => {
            const when = /^when ([a-z]+ed),? (?:it|they) ([a-z]+s\b.*)$/i.exec(sentence);
            const before = index > 0 ? all[index - 1] : wholes[wholeIndex - 1];
            const owner = /^(the (?:[\w-]+ ){0,2}?[\w-]+) (?:[a-z]+s|is|are)\b/i.exec(before ?? '');
            return when && owner ? `${owner[1]} ${when[2]} when ${when[1]}` : sentence;
          })
          // "…, then sprays it over the pellets": the fragment keeps the sentence's actor.
          // ("The user takes a picture … and the application tracks …, then tells the user what to cook": the
          // program told last is the one that tells.)
          .map((sentence, index, all) => {
            if (
              !actor ||
              !/^[a-z]+\s/.test(sentence) ||
              /^(?:there|the|a|an|it|this|that|each|every)\s/.test(sentence)
            )
              return sentence;
            const program = /^the (?:app|application|system|server|program|platform)\b/i.exec(
              all[index - 1] ?? '',
            )?.[0];
            return `${program ?? actor} ${sentence}`;
          })
          // "measures how high it has risen": the height of what it looks at, as a claim names it.
          .map((sentence) =>
            sentence.replace(
              /\bhow (high|far|fast|full|deep) (?:it|they) (?:has|have|is|are) [a-z]+\b/i,
              (told, how: string, at: number) => {
                const thing = [...sentence.slice(0, at).matchAll(/\bthe (?!users?\b)([\w-]+)\b/gi)].pop();
                return thing ? `the ${MEASURE_NOUN[how.toLowerCase()]} of the ${thing[1]}` : told;
              },
            ),
          )
          // "… tan the skin like oak bark does for cow hide": a comparison is no fact of the invention.
          .map((sentence) =>
            sentence.replace(
              /,?\s+(?:just\s+)?like (?:[\w-]+ ){1,3}(?:does|do|did)(?: (?:for|to|with) [\w -]+?)?(?=[,.;]|$)/i,
              '',
            ),
          )
          // "a left and a right button": two buttons; "two arrows, one left and one right" says no more.
          .map((sentence) =>
            sentence
              .replace(
                /\ban? (left|right|front|back|upper|lower|inner|outer|first|second) and an? (left|right|front|back|upper|lower|inner|outer|first|second) ([\w-]+)\b/gi,
                (_, one: string, other: string, noun: string) =>
                  `${one} and ${other} ${/(?:s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`}`,
              )
              .replace(
                /,\s*one (?:left|right|front|back|up|down) and one (?:left|right|front|back|up|down)(?=\s*[,.;]|$)/gi,
                '',
              ),
          )
          // "It is made by cold process: the oils are melted at 45 degrees C, the lye solution is added, …":
          // each thing done after the colon is a step of its own.
          .flatMap((sentence) => {
            const colon = /^(.+?):\s+(.+)$/.exec(sentence);
            if (!colon) return [sentence];
            const done = colon[2]!.split(/,\s+(?:and\s+)?(?=(?:the|a|an|it)\s)/);
            const passive = done.every((piece) =>
              /^(?:(?:the|a|an) [\w -]+?|it) (?:is|are) [a-z]+(?:ed|en)\b/.test(piece),
            );
            return done.length >= 2 && passive ? [colon[1]!, ...done] : [sentence];
          })
          // "It is a thermoplastic sheet cut in a U shape, lined with silicone, and held with two straps".
          .flatMap((sentence) => partAndItsFinish(sentence, subject))
          .flatMap((sentence) => itsHousing(sentence, subject))
          // "It is a pair of steel tubes that slide over the ends of the handles …".
          .flatMap((sentence) => pairItIs(sentence, subject))
          // ("a 120 dB siren goes off": a siren that goes off sounds.)
          .map((sentence) =>
            sentence.replace(
              /\b(siren|alarm|buzzer|bell|horn|beeper) (goes|go) off\b/g,
              (_m, part: string, verb: string) => `${part} ${verb === 'goes' ? 'sounds' : 'sound'}`,
            ),
          )
          // ("It runs on a 9 volt battery and there is an on/off switch on the side": two facts.)
          .flatMap((sentence) => {
            const there = /^(.+?),? and (there (?:is|are) .+)$/.exec(sentence);
            return there && !/^there\b/i.test(there[1]!)
              ? [`${there[1]}.`, capitalized(there[2]!.replace(/\.?$/, '.'))]
              : [sentence];
          })
          // "A remote clamps on the handlebar with a left button and a right button": where it is fixed,
          // and what it has.
          .flatMap((sentence) => {
            const fixed =
              /^((?:the|a|an) (?:[\w-]+ ){0,3}[\w-]+) ((?:clamp|clip|mount|attach|fasten|strap|fit)s (?:on|onto|to|over|around|under) (?:the|a|an) [\w-]+(?: [\w-]+)?) with ((?:(?:a|an|two|three) )?[\w-]+ .+?)\.?$/i.exec(
                sentence,
              );
            return fixed ? [`${fixed[1]} ${fixed[2]}`, `${fixed[1]} has ${fixed[3]}`] : [sentence];
          })
          // "Charts are saved per class and it remembers …": a new subject, a new fact.
          .flatMap((sentence) => {
            const split = /^([A-Z]?[a-z-]+s (?:are|were) [^,]+?) and (it [a-z]+s\b.*)$/.exec(sentence);
            return split ? [split[1]!, split[2]!] : [sentence];
          })
          // "who sat next to who": whom, as written.
          .map((sentence) => sentence.replace(/\b(to|with|from|by|for|beside) who\b/g, '$1 whom'))
          // "shows which rules it couldn't meet": which rules were not met.
          .map((sentence) =>
            sentence.replace(
              /\b(which|what) ([\w-]+) (?:it|they) (?:could not|cannot|can not|did not|does not|may not) ([a-z]+)\b/i,
              (told, which: string, what: string, verb: string) => {
                const done = pastParticipleOf(verb);
                return done ? `${which} ${what} were not ${done}` : told;
              },
            ),
          )
          // "wash the milk jugs and shred them": the pronoun is the nearest plural before it.
          .map(themFromOwnSentence)
          // "When the magnet gets within 75 mm of the plate it pulls the gate shut": "it" is the magnet,
          // and both predicates are facts about it.
          .flatMap((sentence) => {
            const when =
              /^(?:when|if|once) (the (?:[\w-]+ ){0,2}[\w-]+) ([a-z]+s\b[^,]*?),? (?:it|they) ([a-z]+s?\b.*)$/i.exec(
                sentence,
              );
            // ("When the user drops it in the bowl, …": "it" is what is dropped, not the next subject.)
            // ("… it does not send another one": what it holds back is read below.)
            if (
              !when ||
              !tokens(`it ${when[3]!.split(' ')[0]}`)[1]?.tags.has('Verb') ||
              /^(?:does|do) not\b/.test(when[3]!)
            )
              return [sentence];
            // "When the height stops going up …, it knows the starter peaked": a measured quantity does
            // nothing; "it" is the invention, which acts when the quantity changes.
            // "When the door opens it waits 10 seconds" of a sensor in a mailbox: the door is the
            // mailbox's, so "it" is the invention too.
            const head = singularWord(when[1]!.split(' ').pop()!);
            // ("The plug watches for the phone …. When the phone has been gone for 10 minutes, it cuts the
            // power": what the invention watches does nothing itself.)
            const watched = new RegExp(
              `\\b(?:watches|monitors|detects|senses|tracks|listens|looks)\\s+(?:for\\s+|to\\s+)?the\\s+(?:[\\w-]+\\s+)?${asLiteral(head)}\\b`,
              'i',
            ).test(paragraph);
            // ("if the soil is above 35 percent moisture it skips that run": past a threshold, a thing the
            // invention measures does nothing itself.)
            const threshold = /^is (?:above|below|over|under|more than|less than) (?:about )?\d/.test(
              when[2]!,
            );
            if ((QUANTITY_NOUN.test(head) || setting().has(head) || watched || threshold) && subject) {
              // ("it cuts the power, and it sends a notification saying it did": the condition is the
              // first act's; the second is a fact of its own, and what a message says of itself is no part.)
              const [act = '', ...then] = when[3]!
                .replace(/\s+saying (?:that )?(?:it|they) (?:did|has|have)\b[^,.]*/g, '')
                .split(/,\s+and (?:it|they)\s+(?=[a-z]+s?\b)/);
              return [
                `The ${subject} ${act.replace(/\.$/, '')} when ${when[1]} ${when[2]}`,
                ...then.map((more) => `The ${subject} ${more}`),
              ];
            }
            return [`${when[1]} ${when[2]}`, `${when[1]} ${when[3]}`];
          })
          // "If the door opens again within 2 hours it does not send another one": what the invention
          // holds back, and when ("The sensor refrains from sending another one if the door opens …").
          .map((sentence) => {
            const not =
              /^(if|when|once) (the (?:[\w-]+ ){0,2}[\w-]+ [a-z]+s\b[^,]*?),? (?:it|they) (?:does|do) not ([a-z]+) (.+?)\.?$/i.exec(
                sentence,
              );
            if (!not || !subject || !setting().has(singularWord(not[2]!.split(' ')[1]!))) return sentence;
            return `The ${subject} refrains from ${gerundOf(not[3]!)} ${not[4]} when ${not[2]}`;
          })
          // "…, then sends the text": the piece after "then" keeps the actor of the piece before it.
          .map((sentence, index, all) => {
            const actor = /^((?:the|a|an) (?:[\w-]+ ){0,2}?[\w-]+) [a-z]+s\b/i.exec(
              all[index - 1] ?? '',
            )?.[1];
            const verb = /^([a-z]+s)\s/.exec(sentence)?.[1];
            return actor && verb && tokens(`it ${verb} them`)[1]?.tags.has('Verb')
              ? `${actor} ${sentence}`
              : sentence;
          })
          // "One end of the tube is lit and allowed to burn, then blown out": the piece after "then" is
          // done to the same thing.
          .map((sentence, index, all) => {
            const passive = /^(.+?) (is|are) [a-z]+\b/i.exec(all[index - 1] ?? '');
            const participle = /^([a-z]+)\b/.exec(sentence)?.[1];
            return passive &&
              participle &&
              /^[a-z]+(?:ed|en|wn|t)$/.test(participle) &&
              canBeVerb(infinitiveOf(participle)) &&
              pastParticipleOf(infinitiveOf(participle)) === participle
              ? `${passive[1]} ${passive[2]} ${sentence}`
              : sentence;
          })
          // ("The basil leaves are packed into a tray. The olive oil is poured over them": of one told
          // sentence cut in two, "them" is what the piece before is about, when it names one plural;
          // "The t-shirts are cut into squares" leaves which to the model.)
          .map((sentence, index, all) =>
            index > 0 &&
            pluralsIn(all[index - 1]!).filter(({ phrase }) => !/\b(?:thirds|halves|quarters)$/.test(phrase))
              .length === 1
              ? themFromBefore([all[index - 1]!, sentence])[1]!
              : sentence,
          )
          // ("The paint was still wet after 3 days": what a trial showed is no fact of the invention.)
          .filter(
            (sentence) =>
              !/^The [\w -]+ (?:was|were) still [a-z]+ after (?:\d+|a few|two|three) (?:minutes|hours|days|weeks|months)\.?$/i.test(
                sentence,
              ),
          )
          .map((sentence) => ({ section, sentence: capitalized(sentence) }))
      );
    }),
  );
}

/** A warning to the user: "Do not use it on cast iron", "Never leave it plugged in". */
// ("It is not to be used on cast iron, because …": the warning as the description words it.)
// ("Glossy paper does not work well": what the invention does not suit, no part nor step of it.)
const WARNING =
  /^(?:(?:Do not|Don't|Never) [a-z]+ (?:it|them|this)\b|(?:It|The [\w -]+?) (?:is|are) not to be [a-z]+ed\b|[A-Z][a-z]+(?: [a-z]+)? (?:does|do) not work(?: well)?\.?$)/;
