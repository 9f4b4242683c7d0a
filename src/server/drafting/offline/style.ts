import { indefiniteArticle, POWER_SETTING, singularPhrase, singularWord } from '../check/words';
import {
  canBeVerb,
  gerundOf,
  infinitiveOf,
  isKnownVerb,
  pastParticipleOf,
  presentOf,
  type Token,
  tokens,
  UNCHANGED_IN_PAST,
} from '../understand/nlp';
import { namesPeople } from '../understand/people';
import { capitalized, inProse, withArticleLower } from '../understand/sentence-forms';
import { MAKER_VERBS, thirdPersonSingular } from './verbs';

/** "the wake-up time I set": the participle a time or a rate takes, set by whoever set it. */
const PARTICIPLE_OF: Record<string, string> = {
  sets: 'set',
  pick: 'picked',
  picks: 'picked',
  choose: 'chosen',
  chooses: 'chosen',
  chose: 'chosen',
  select: 'selected',
  selects: 'selected',
  enter: 'entered',
  enters: 'entered',
  make: 'made',
  makes: 'made',
  build: 'built',
  builds: 'built',
};

/**
 * Turns an inventor's chat language into formal patent prose: third person, no first person, no
 * fillers, full sentences. Every technical word is kept; only pronouns, contractions and hedges change.
 */

const CONTRACTIONS: [RegExp, string][] = [
  [/\b(i)'m\b/gi, '$1 am'],
  // ("the battery's 1000 mAh.": before a number that ends the clause, "'s" is "is"; "the car's 12 volt
  // socket" is the car's.)
  [/\b(the [a-z]+)'s (?=\d+(?:\.\d+)?\s*[a-zA-Z]+(?:[.,;]|\s+and\b|$))/gi, '$1 is '],
  // ("the students who've been called the fewest times": "who" too.)
  [/\b(i|we|they|you|who)'ve\b/gi, '$1 have'],
  // "I'd already dosed": before a past participle, "'d" is "had".
  [
    /\b(i|we|they|you)'d(?=\s+(?:(?:already|just|never|not|ever|only)\s+)*(?:[a-z]+ed|been|done|gone|seen|taken|made|had|got|gotten|forgotten|left|put|thought|found|bought|built)\b)/gi,
    '$1 had',
  ],
  [/\b(i|we|they|you)'d\b/gi, '$1 would'],
  [/\b(i|we|they|you|it)'ll\b/gi, '$1 will'],
  [/\b(we|they|you)'re\b/gi, '$1 are'],
  [/\bcan't\b/gi, 'cannot'],
  [/\bwon't\b/gi, 'will not'],
  [/\b(do|does|did|is|are|was|were|should|would|could|has|have|had)n't\b/gi, '$1 not'],
  // ("when it's rained enough": before a participle that takes no object, "'s" is "has".)
  [
    /\b(it|that|there|what|who|nobody|somebody|everybody|someone|everyone|anyone|anybody)'s (?=(?:been|rained|snowed|gone|come|had|got|gotten|happened)\b)/gi,
    '$1 has ',
  ],
  [/\b(it|that|there|what|here|who|where)'s\b/gi, '$1 is'],
  // ("when the milk's too hot": before how much of a state, "'s" is "is".)
  [/\b(the [a-z]+)'s (?=(?:too|so|very|really|not|still|already|almost|nearly)\s+[a-z]+)/gi, '$1 is '],
  // ("if the cable's junk": so before a word that says how it is, ending the clause.)
  [
    /\b(the [a-z]+)'s (?=(?:junk|broken|dead|fine|done|full|empty|loose|worn|bad|good|ready|off|on)\b(?:[.,;!?]|$))/gi,
    '$1 is ',
  ],
  // ("It's got a 1500 mAh battery": what it has.)
  [/\b(has|have) got\b(?= (?:a|an|the|two|three|four|\d))/gi, '$1'],
  [/\bgonna\b/gi, 'going to'],
  [/\bwanna\b/gi, 'want to'],
  [/\bgotta\b/gi, 'have to'],
];

/** Hedges and fillers that carry no technical fact. */
const FILLERS: RegExp[] = [
  /\b(?:i|we) (?:think|believe|guess|feel|suppose|figure)(?: that)?,?\s*/gi,
  /\b(?:in my opinion|to be honest|honestly|basically|pretty much|kind of|sort of),?\s*/gi,
  // "…, you know, …" is a filler; "at a glance you know it has been 3 hours" is a fact.
  /,\s*you know,(?=\s)|(?:^|(?<=[.!?]\s))you know,\s*|,\s*you know(?=[.!?]|$)/gi,
  // "ok so I've been making …": any run of them.
  /^(?:(?:hi|hey|hello)\b[!,.]?\s*)?(?:(?:so|well|ok|okay|um|uh|yeah|yes|sure|right(?!\s+(?:now|away|after|before|there|here))|alright)\b,?\s*)*/i,
  // Who the inventor is ("I am a respiratory therapist and …") is not part of the invention.
  /\bi am an? [a-z0-9 -]{3,40}? (?:and|so)\s+|\bi am an? [a-z0-9 -]{3,40}?,\s*|(?:^|(?<=[.!?]\s))i am an? [a-z0-9 -]{3,40}?\.\s*/gi,
  /\b(?:really|actually|just)\s+/gi,
  // ("Does the leash count as part of it? I'd say yes.": the answer to a question the draft leaves out.)
  /(?:^|(?<=[.!?]\s))(?:i would say|i think|i guess|probably) (?:yes|no|so|not)[.!]?\s*/gi,
  // ("A version for boats on a trailer? Probably overkill.": a verdict on a question the draft leaves out.)
  /(?<=\?\s+)(?:probably|maybe|perhaps|likely|possibly) (?:overkill|not needed|unnecessary|too much|a stretch)[.!]?\s*/gi,
  // ("…, truck drivers on long hauls maybe.": a doubt tacked on at the end says nothing of the use.)
  /,?\s+(?:maybe|perhaps|i guess)(?=[.!?]|$)/gi,
  // "…, and customers keep asking to buy it": how it sells is not what it is.
  /,?\s+and (?:customers|people|friends|everyone|everybody) (?:keep|kept|have been|are always) asking\b[^.!?]*/gi,
];

/** "my invention", "this gadget"… are the subject of the application itself. */
const INVENTION_NOUNS =
  'invention|idea|device|gadget|product|design|creation|contraption|thing|app|tool|concept|innovation';
const INVENTION_REFERENCE = new RegExp(`\\b(?:my|our|this) (?:new )?(?:${INVENTION_NOUNS})\\b`, 'gi');
const INVENTED_A =
  /\b(?:i|we) (?:have )?(?:invented|came up with|come up with|created|developed|designed|made|built) (an?|the) /gi;

/** Who a first- or second-person subject is: the maker of the invention, or its user. */
function actorFor(subject: string, maker: boolean): string {
  if (subject.toLowerCase() === 'we') return maker ? 'the inventors' : 'users';
  return maker ? 'the inventor' : 'the user';
}

/** "… helps" before "you": the pronoun is the verb's object, not the next verb's subject. */
function objectOfVerb(before: string): boolean {
  // "at a glance you know": a word after an article is a noun, whatever else it can be ("any dose you
  // give" too).
  if (/\b(?:a|an|the|any|each|every|some|no)\s+[A-Za-z]+\s*$/i.test(before)) return false;
  // ("a small clip you wear": so is a noun after the article's modifiers.)
  if (/\b(?:a|an|the)\s+(?:[A-Za-z-]+\s+){1,2}[A-Za-z]+\s*$/i.test(before)) {
    const last = tokens(`${before.trim()} you`).at(-2);
    if (last?.tags.has('Noun') && !last.tags.has('Verb')) return false;
  }
  // ("tell it what shows you watch and which episode you're on": a noun after "what" or "which" that
  // "you" then does something to.)
  if (/\b(?:what|which|whatever|whichever)\s+[A-Za-z]+\s*$/i.test(before)) return false;
  // "When you finish you close the cap": the verb of a "when" clause has its subject; "you" starts the next.
  if (/\b(?:when|if|once|after|before|until)\s+(?:you|i|we|the user)\s+[A-Za-z]+\s*$/i.test(before))
    return false;
  // "in case you forget": "you" opens a clause.
  if (/\bin case\s*$/i.test(before)) return false;
  const previous = /([A-Za-z]+)\s*$/.exec(before)?.[1]?.toLowerCase();
  if (
    !previous ||
    /^(?:and|or|but|so|when|if|then|because|once|until|while|that|which|where|as|what|whatever|how|why)$/.test(
      previous,
    )
  )
    return false;
  // "makes seating charts for you and keeps …": after a preposition, "you" is its object.
  if (/^(?:for|to|with|from|by|about|without|behind|around|near|beside|toward|towards)$/.test(previous))
    return true;
  // ("every time you twist the cap": "time" there is no verb.)
  if (/\b(?:every|each|first|next|last) time\s*$/i.test(before)) return false;
  // "lets you stop it", "helps you stand": a verb whose object does the next verb.
  if (/^(?:lets?|helps?|makes?)$/.test(previous)) return true;
  const word = tokens(`it ${previous} them`)[1];
  return (
    !!word?.tags.has('Verb') &&
    !word.tags.has('Modal') &&
    !word.tags.has('Copula') &&
    !word.tags.has('Auxiliary')
  );
}

/** Replaces a first-person subject by "the inventor" or "the user", keeping the verb in agreement. */
/**
 * "I soak the seeds … After 4 days I put it in the sun": an inventor who tells their own acts in the
 * present, and none in the past, means "put" in the present too.
 */
function toldInPresent(text: string): boolean {
  const acts = [...text.matchAll(/\bI\s+([a-z]+)\b/g)].map((match) => match[1]!);
  const tagged = acts
    .filter((act) => !UNCHANGED_IN_PAST.includes(act))
    .map((act) => tokens(`I ${act} it`)[1]?.tags ?? new Set<string>());
  // ("The grape leaves have tannins … I let the jars sit …": with only acts the same in the past, the
  // answer's other verbs tell its tense.)
  // (Only where a sentence opens on the act: "At the bedtime I set" is the time set before.)
  if (tagged.length === 0 && acts.length > 0 && /(?:^|[.!?]\s+)I\s+[a-z]+\b/.test(text))
    return /\b(?:is|are|has|have|goes|go|does)\b/.test(text) && !/\b(?:was|were|had|did|went)\b/.test(text);
  return (
    tagged.some((tags) => tags.has('PresentTense') || tags.has('Infinitive')) &&
    !tagged.some((tags) => tags.has('PastTense'))
  );
}

function replaceSubjects(text: string): string {
  // (Whether the inventor tells their acts in the present, read once for the whole answer.)
  let present: boolean | undefined;
  const inPresent = () => {
    present ??= toldInPresent(text);
    return present;
  };
  return text
    .replace(
      /\b(I|i|we|We|you|You)\b((?:\s+(?:also|always|often|usually|sometimes|then|only|still|first|never|last|already|ever|even|recently|either))?)\s+([A-Za-z]+(?:-[a-z]+)?)/g,
      (_m, subject: string, adverb: string, verb: string, offset: number, whole: string) => {
        // "I I" or "we my": the second word is not a verb and is rewritten on its own.
        if (/^(?:i|we|you|me|us|my|our|your|mine|ours)$/i.test(verb))
          return `${actorFor(subject, false)}${adverb} ${verb}`;
        // ("I myself": the person, said once.)
        if (/^(?:myself|ourselves|yourself|yourselves)$/i.test(verb))
          return `${actorFor(subject, false)}${adverb}`;
        // "helps you stand back up": "you" is the object of "helps", and "stand" keeps its form.
        // "tell you are stopping": before an auxiliary, "you" is the next clause's subject.
        const auxiliary = /^(?:are|were|have|had|do|did|will|would|can|could|should|may|might|must|need)$/i;
        if (/^you$/i.test(subject) && !auxiliary.test(verb) && objectOfVerb(whole.slice(0, offset)))
          return `${actorFor(subject, false)}${adverb} ${verb}`;
        const plural = subject.toLowerCase() === 'we';
        // "whether I had already dosed": "had" before a participle is the auxiliary, not the maker's "had".
        const after = whole.slice(offset + _m.length);
        const auxiliaryHad =
          /^had$/i.test(verb) && /^\s+(?:(?:already|just|never|not|ever)\s+)*[a-z]+ed\b/i.test(after);
        // ("I make sure it is closed" is the user's care, not the making.)
        const maker =
          subject.toLowerCase() !== 'you' &&
          !auxiliaryHad &&
          MAKER_VERBS.has(verb.toLowerCase()) &&
          !/^\s+sure\b/.test(after);
        const actor = actorFor(subject, maker);
        // ("I cut the t-shirts into squares, fold them into a jar": a verb the same in the past is present
        // when the series it leads goes on in the present.)
        const series = /^[^.;]*?(?:,|\band)\s+(?:then\s+)?([a-z]+)\s/.exec(after)?.[1];
        const presentSeries =
          !!series && !/(?:ed|s)$/.test(series) && !!tokens(`they ${series} it`)[1]?.tags.has('Infinitive');
        const habitual = subject.toLowerCase() === 'you' || presentSeries || inPresent();
        // ("I make dishwasher powder": the maker's present, which agrees.)
        const conjugated =
          plural || (maker && !/^(?:make|mix)$/i.test(verb)) ? verb : thirdPersonSingular(verb, { habitual });
        return `${actor}${adverb} ${conjugated}`;
      },
    )
    .replace(/\b(?:I|i|you|You)\b/g, 'the user')
    .replace(/\bwe\b/gi, 'users');
}

/** " library runs on …": the next word is a noun the reference modifies. */
function nounFollows(after: string): boolean {
  const next = /^ ([a-z-]+)\b/.exec(after)?.[1];
  if (!next) return false;
  const token = tokens(`the tool ${next}${after.slice(next.length + 1, next.length + 40)}`)[2];
  return !!token?.tags.has('Noun') && !token.tags.has('Verb');
}

/** Family words as a specification says them. */
const FAMILY: Record<string, string> = {
  dad: 'father',
  mom: 'mother',
  grandma: 'grandmother',
  grandpa: 'grandfather',
};

/** "my dad", "our toddler": a family member of the inventor's. */
const FAMILY_MEMBER =
  /\b(?:my|our) (dad|father|mom|mother|grandma|grandmother|grandpa|grandfather|wife|husband|son|daughter|sister|brother|toddler|baby)\b/gi;

/** An answer that tells of "he" or "his" with no one named it could be: the person the invention serves. */
function servedPerson(text: string): boolean {
  return (
    !new RegExp(FAMILY_MEMBER.source, 'i').test(text) &&
    !/\bthe inventor's\b|\b(?:Mom|Dad|Grandma|Grandpa)\b|\b(?:my|our) (?:dog|cat|pet|puppy|kitten|horse|bird)\b/i.test(
      text,
    ) &&
    /(?:^|[.!?]\s+)(?:He|She) [a-z]+/.test(text)
  );
}

function asThePerson(text: string): string {
  return text
    .replace(
      /\b(?:his|her)\b(?= (?!(?:every|each|a|an|the|when|if|to|and|that|at|on|in|by|for|with)\b)[a-z]+)/g,
      "the person's",
    )
    .replace(/\b(?:he|she|him|her)\b/g, 'the person')
    .replace(/(^|[.!?]\s+)(?:He|She)\b/g, '$1The person');
}

function replaceObjectsAndPossessives(told: string): string {
  // ("He has a smart water bottle … If he is under 500 ml by 3 pm it texts me", of an app that reminds the
  // inventor's dad: a person the answer never names is the person the invention serves, not the user it
  // texts.)
  const text = servedPerson(told) ? asThePerson(told) : told;
  return (
    text
      // ("our tool library": "tool" names the library, not the invention.)
      .replace(INVENTION_REFERENCE, (reference, at: number, whole: string) =>
        nounFollows(whole.slice(at + reference.length)) ? reference : 'the present invention',
      )
      // "my dad cannot bend down": a family member of the inventor's, named as one.
      .replace(
        // ("my toddler touches everything": so is a child of the inventor's.)
        FAMILY_MEMBER,
        (_told, who: string) => `the inventor's ${FAMILY[who.toLowerCase()] ?? who.toLowerCase()}`,
      )
      // ("Mom's 84 and she forgets …": a parent called by name is the inventor's, and "'s" before an age is
      // "is".)
      .replace(/\b(Mom|Dad|Grandma|Grandpa)(?:'s (?=\d)|\b)/g, (told, who: string) =>
        told.endsWith("'s ")
          ? `the inventor's ${FAMILY[who.toLowerCase()]} is `
          : `the inventor's ${FAMILY[who.toLowerCase()]}`,
      )
      // ("If she opens the box …, and if she has not opened it by 10 am it beeps": what was not done to
      // "it" is the thing the same act named before.)
      .replace(
        /\b([a-z]+s) (the [\w-]+)\b([^.]*?\b(?:has|have) not) ([a-z]+ed) it\b/g,
        (told, verb: string, thing: string, between: string, done: string) =>
          pastParticipleOf(infinitiveOf(verb)) === done
            ? `${verb} ${thing}${between} ${done} ${thing}`
            : told,
      )
      // ("If she opens the box the light goes off": in a condition, the person using it is the user.)
      .replace(
        // (Not after the person the sentence names: "The inventor's mother … can never remember if she
        // already took it".)
        /\b(if|when|once|until|after|before|If|When|Once|Until|After|Before) (?:she|he) (?=[a-z]+)/g,
        (told, when: string, at: number, whole: string) =>
          /\bthe inventor's [a-z]+\b[^.!?]*$/.test(whole.slice(0, at)) ? told : `${when} the user `,
      )
      // ("I make my own dishwasher powder": what the inventor makes is a new one, not the one named before.)
      .replace(
        /\b(make|makes|made|mix|mixes|mixed) (?:my|our)\s+own\s+(?=[a-z]+\b)/gi,
        (told, verb: string, at: number, whole: string) =>
          `${verb} ${indefiniteArticle(whole.slice(at + told.length))} `,
      )
      // ("I cure my own bacon": what a food process makes, bare.)
      .replace(
        /\b(cur(?:e|es|ed|ing)|brew(?:s|ed|ing)?|smok(?:e|es|ed|ing)|roast(?:s|ed|ing)?|ferment(?:s|ed|ing)?|render(?:s|ed|ing)?|pickl(?:e|es|ed|ing)) (?:my|our)\s+own\s+(?=[a-z])/gi,
        '$1 ',
      )
      .replace(/\b(?:my|our)\s+own\s+(?=[a-z])/gi, 'the ')
      // "so I started mixing my own.": a custom one, not "the own".
      .replace(/\b(?:my|our)\s+own\b/gi, 'a custom one')
      // ("because your hands are always full": the person's hands, never a part of the invention.)
      .replace(
        // ("your hand tools", "my hand signals": a word of a name, not the hand.)
        // ("I threw my back out": so is the back, not a back yard or porch.)
        /\b(?:my|our|your) (hands?|feet|foot|arms?|fingers?|thumbs?|knees?|shoulders?|wrists?|eyes?|elbows?|hips?|ankles?|legs?|heels?|necks?|back(?! (?:yard|porch|door|deck|seat|step|steps|garden|wall|fence)\b))\b(?! [a-z]+s\b)/gi,
        "the user's $1",
      )
      // ("the user opens it with the user's foot", "the user cut the user's finger": the user's own, said once.)
      // ("… with the user's foot and a rubber foot on the end presses …": not where the invention has a
      // part of that name.)
      .replace(
        /(\b(?:you|the user) [a-z]+\b[^.,;]*?) the user's (\w+)/gi,
        (told, before: string, part: string, at: number, whole: string) =>
          new RegExp(`\\b(?:an?|the) (?!user's)(?:[\\w-]+ )?${part}\\b`, 'i').test(
            whole.slice(at + told.length),
          )
            ? told
            : `${before} the ${part}`,
      )
      // ("switches to green at the wake-up time I set in the app": a time set there, whoever set it; not
      // "at the bedtime you set it glows red", whose "it" opens the clause that follows, nor "before the game
      // I enter the roster", whose verb has its own object.)
      .replace(
        // ("a steam box I make from PVC pipe": one made from it.)
        /\b(the [\w-]+(?: [\w-]+)?|an? (?:[\w-]+ )?[\w-]+(?= (?:that )?(?:I|we|you|the inventor) (?:make|makes|build|builds) (?:from|out of|with)\b)) (?:that )?(?:I|we|you|the user|the inventor) (set|sets|pick|picks|picked|choose|chooses|chose|select|selects|selected|enter|enters|entered|make|makes|build|builds)\b(?!,? (?:it|they|the|a|an|my|our|how|what|which|each|every|all)\b)/g,
        (told: string, what: string, verb: string, at: number, whole: string) =>
          // ("beeps when the tire hits the pressure you set.": "the set pressure", no participle left last.)
          /^\s*(?:[.,;!?]|$)/.test(whole.slice(at + told.length))
            ? what.replace(/^the /, `the ${PARTICIPLE_OF[verb] ?? verb} `)
            : `${what} ${PARTICIPLE_OF[verb] ?? verb}`,
      )
      // ("a night light for my kids": for children, whoever's.)
      .replace(/\bfor (?:my|our) (?:kids|children)\b/g, 'for children')
      .replace(/\b(?:my|our|your)\b/gi, 'the')
      .replace(/\byourself\b/gi, '')
      .replace(/\b(?:mine|ours)\b/gi, 'the inventor’s')
      .replace(/\b(?:myself|ourselves)\b/gi, 'the inventor')
      .replace(/\bme\b/gi, 'the user')
      // Not "US": that is the United States.
      .replace(/\b(?:us|Us)\b/g, 'users')
  );
}

function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Za-z0-9"“(])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

function finishSentence(sentence: string): string {
  let s = sentence
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/[!?]+$/, '.')
    .replace(/\s*[-–—]+\s*$/, '');
  s = s.replace(/^[,;:\s]+/, '');
  if (!/[.)"”]$/.test(s)) s = `${s}.`;
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "Spray it on, …", "Mix the flakes …": a verb, then what it acts on ("Pool fences have …" is a subject). */
/** Acts a recipe or process is told in ("Simmer for 2 hours"), which the tagger may read as nouns. */
const PROCESS_VERBS =
  /^(?:simmer|boil|steep|soak|stir|mix|blend|heat|cool|bake|dry|cure|rest|strain|ferment|knead|whisk|shake|chill|freeze|melt|filter|refrigerate|grind|brew)$/;

function instruction(told: string): boolean {
  // "First soak the yarn …": the order word opens the instruction, it is not its subject.
  const sentence = told.replace(/^(?:first|then|next|finally|after that),?\s+/i, '');
  const [first, second, third] = tokens(sentence);
  // "Boil 100 grams of onion skins …": a verb, then an amount of what it acts on.
  if (
    first?.tags.has('Infinitive') &&
    !first.tags.has('Noun') &&
    second?.tags.has('Value') &&
    third?.tags.has('Unit')
  )
    return true;
  // "Simmer for 2 hours", "Stir at 400 rpm", "Filter through a paper filter": a process verb before how
  // it is done, which the tagger may read as a noun.
  if (
    first &&
    PROCESS_VERBS.test(first.lower) &&
    /^(?:for|until|through|at|with|into|in|on|over|under|overnight)$/i.test(second?.text ?? '')
  )
    return true;
  // ("Roll, put the roller in the tray, snap the lid shut": an act of one word, then another instruction.)
  if (
    first?.post.includes(',') &&
    isKnownVerb(first.lower) &&
    second &&
    isKnownVerb(second.lower) &&
    /^(?:it|them|the|a|an|your)$/i.test(third?.text ?? '')
  )
    return true;
  // "Mix everything, rest 15 minutes …": a process verb before what it works on, read as a noun.
  if (first && PROCESS_VERBS.test(first.lower) && /^(?:everything|all|it|them)$/i.test(second?.text ?? ''))
    return true;
  // "Spray two coats of clear coat": a verb, then a count of what it makes.
  if (
    (first?.tags.has('Imperative') || first?.tags.has('Infinitive')) &&
    !first.tags.has('Noun') &&
    second?.tags.has('Value') &&
    third?.tags.has('Plural')
  )
    return true;
  // ("Press left and …": the tagger marks no imperative before a direction.)
  const bare = !!first?.tags.has('Infinitive') && /^(?:left|right|once|twice)$/i.test(second?.text ?? '');
  return (
    (!!first?.tags.has('Imperative') || bare) &&
    !first!.tags.has('Noun') &&
    (/^(?:it|them|the|a|an|each|every|some|your|with|on|in|over|into|onto|up|down|out|off|left|right|once|twice|everything|all)$/i.test(
      second?.text ?? '',
    ) ||
      // "Load mulch in cart mode": a substance right after the verb.
      (!!second?.tags.has('Noun') &&
        !second.tags.has('Plural') &&
        /^(?:in|on|into|onto|with|from)$/i.test(third?.text ?? '')))
  );
}

/**
 * Among other instructions, a sentence the tagger opens on a noun is one too when that noun can be a verb
 * acting on what follows ("Light one end of a pellet tube …"), or when a noun and a bare verb open it
 * before what they act on ("Vacuum seal the cheese …", one act: "vacuum-seal"). Returns the sentence with
 * its act as one word, or undefined.
 */
function instructionInSeries(told: string): string | undefined {
  const [first, second, third] = tokens(told);
  // "Wet sand the lens with 800 grit": how, then the act, before what it acts on ("wet-sand").
  if (
    /^(?:wet|dry|hand|spot|power|steam|sand|heat|cold|hot)$/i.test(first?.text ?? '') &&
    second &&
    isKnownVerb(second.text) &&
    /^(?:the|a|an|it|them|each|every|your)$/i.test(third?.text ?? '')
  )
    return told.replace(/^(\S+) (\S+)/, (_, how: string, verb: string) => `${how}-${verb.toLowerCase()}`);
  if (
    !first?.tags.has('Singular') ||
    first.tags.has('Pronoun') ||
    /^(?:the|a|an|this|my|our)$/i.test(first.text)
  )
    return undefined;
  if (second?.tags.has('Infinitive') && /^(?:the|a|an|it|them|each|every|your)$/i.test(third?.text ?? ''))
    return told.replace(/^(\S+) (\S+)/, (_, noun: string, verb: string) => `${noun}-${verb.toLowerCase()}`);
  // "Tape off the paint around the headlight": a verb the tagger took for a noun, with its particle.
  if (
    /^(?:off|up|out|down|over|back)$/i.test(second?.text ?? '') &&
    /^(?:the|a|an|it|them|each|every|your)$/i.test(third?.text ?? '') &&
    isKnownVerb(first.text)
  )
    return told;
  const acted = /^(?:the|a|an|each|every|your|one|two|both|half)$/i.test(second?.text ?? '');
  return acted && isKnownVerb(first.text) ? told : undefined;
}

/** Formal third-person sentences from one inventor answer, in order, none lost. */
/** A bullet ("- steel tube frame, 1 inch tube") as a part of the invention, in a sentence. */
const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+(.+?)\s*$/;
const WORD_NUMBERS = /^(?:two|three|four|five|six|seven|eight|nine|ten|several|multiple|some)\b/i;

/**
 * "Parts:\n- steel tube frame, 1 inch tube\n- 6 cubic foot poly tub": a list typed as bullets says what
 * the invention comprises, one part a sentence ("The present invention comprises a steel tube frame of 1
 * inch tube."); the heading above it is no sentence.
 */
function bulletsAsSentences(answer: string): string {
  const lines = answer.split(/\n/);
  if (lines.filter((line) => BULLET.test(line)).length < 2) return answer;
  const out: string[] = [];
  let parts: string[] = [];
  // One sentence for each run of bullets: "The present invention comprises a …; a …; and a …."
  const flush = () => {
    if (parts.length === 0) return;
    const listed =
      parts.length > 1 ? `${parts.slice(0, -1).join('; ')}; and ${parts[parts.length - 1]}` : parts[0];
    out.push(`The present invention comprises ${listed}.`);
    parts = [];
  };
  lines.forEach((line, i) => {
    if (/:\s*$/.test(line) && BULLET.test(lines[i + 1] ?? '')) return;
    const item = BULLET.exec(line)?.[1]?.replace(/[.;]$/, '');
    if (!item) {
      flush();
      out.push(line);
      return;
    }
    const part = item.replace(/^([^,]+),\s+(\d.*)$/, '$1 of $2');
    const counted = WORD_NUMBERS.test(part) || /^(?:a|an|the)\s/i.test(part);
    parts.push(counted ? part : withArticleLower(part));
  });
  flush();
  return out.join(' ');
}

/**
 * "I keep leaving the coffee maker on …. So I made a smart plug that turns it off": what "it" is, the
 * thing left on, is said (a title or a claim cannot point back to the story).
 */
function leftOnNamed(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  return sentences
    .map((sentence, i) => {
      const left = /\b(?:the|my|our) ((?:[\w-]+ ){0,2}?[\w-]+) (?:on|running|open|plugged in)\b/i.exec(
        sentences[i - 1] ?? '',
      )?.[1];
      return left
        ? sentence.replace(/\b(that|which) ([a-z]+s) it (off|down|out)\b/, `$1 $2 the ${left} $3`)
        : sentence;
    })
    .join(' ');
}

/**
 * "My cat had a bladder problem …, so I built a litter box that counts how often she goes": "she" is the
 * cat (a title or a claim cannot point back to the story). Only an animal the inventor owns: a person's
 * "she" is left to the person rules.
 */
function petNamed(text: string): string {
  const pet = /\b(?:my|our) (cat|dog|puppy|kitten|horse|rabbit|bird|parrot|hamster|pet)\b/i.exec(text);
  if (!pet) return text;
  const after = pet.index + pet[0].length;
  return `${text.slice(0, after)}${text
    .slice(after)
    .replace(/\b(she|he)\b(?= [a-z]+s\b)/g, `the ${pet[1]!.toLowerCase()}`)
    .replace(/\b(She|He)\b(?= [a-z]+s\b)/g, `The ${pet[1]!.toLowerCase()}`)}`;
}

/**
 * "A solid dish soap bar so people can stop buying dish soap in plastic bottles.": a thing named with no
 * verb, then what it lets people do, says what the invention is ("… is a solid dish soap bar that lets
 * people stop buying …"), where left alone it would stand in the summary as a fragment.
 */
function thingSoPeopleCan(text: string): string {
  return text.replace(
    /^(an?) ((?:[\w-]+ ){0,5}?[\w-]+),? so (?:that )?(people|you|users|everyone|anyone|kids|children|patients|parents|students|seniors) can ([a-z]+)\b/i,
    (whole, article: string, thing: string, who: string, verb: string) => {
      const words = tokens(`${article} ${thing}`).slice(1);
      // ("a waterproof cover for arm casts": what it is for is part of its name.)
      const named = words.every(
        (word) => word.tags.has('Noun') || word.tags.has('Adjective') || /^(?:for|of)$/.test(word.lower),
      );
      const done = tokens(`they ${verb} it`)[1]?.tags.has('Infinitive');
      return named && done
        ? `the present invention is ${article.toLowerCase()} ${thing} that lets ${who} ${verb}`
        : whole;
    },
  );
}

/**
 * "An app for people who share a car that splits fuel costs by how far each person drove": what splits the
 * costs is the app, not the car; the "that" clause goes with the thing it tells of ("An app that splits
 * fuel costs …, for people who share a car").
 */
function whoseThatClause(text: string): string {
  return text.replace(
    /^(an? (?:[\w-]+ )?(?:app|application|program|platform|service|website|system|tool|device|kit)) for ((?:[\w-]+ ){0,2}?[a-z]+) who ([a-z]+) ((?:an?|the) [\w-]+(?: [\w-]+)?) that ([a-z]+s\b[^.!?]*)/i,
    (whole, thing: string, people: string, verb: string, object: string, act: string) =>
      namesPeople(people.split(' ').pop()!.toLowerCase(), undefined) &&
      tokens(`it ${act.split(' ')[0]} them`)[1]?.tags.has('Verb')
        ? `${thing} that ${act}, for ${people} who ${verb} ${object}`
        : whole,
  );
}

/**
 * "A slow feeder dog bowl with a spinning maze insert so fast eaters have to work for each bite.": a thing
 * named with no verb, then what follows from it, is what the invention is, and why ("… is a slow feeder
 * dog bowl with a spinning maze insert, so that fast eaters have to work for each bite").
 */
function thingSoThat(text: string): string {
  return text.replace(
    /^(an?) ((?:[\w-]+ ){0,8}?[\w-]+),? so (?:that )?((?:the )?[a-z-]+(?: [a-z-]+)? (?:have|has) to [a-z]+\b)/i,
    (whole, article: string, thing: string, result: string) => {
      const words = tokens(`${article} ${thing}`).slice(1);
      const finite = words.some(
        (word) =>
          word.tags.has('Verb') &&
          !word.tags.has('Gerund') &&
          !word.tags.has('Noun') &&
          !word.tags.has('Adjective'),
      );
      return finite ? whole : `the present invention is ${article.toLowerCase()} ${thing}, so that ${result}`;
    },
  );
}

/**
 * "A cutting board with a built-in scale... no wait, a knife block that …": what the inventor took back
 * is not said; what follows the correction is.
 */
export function withoutRetraction(answer: string): string {
  return answer.replace(
    /^[^.!?]*?(?:\.{2,}|…|,|—|\s-)\s*(?:no wait|wait,? no|sorry|i mean|scratch that|no,? actually),?\s+(?=\S)/i,
    '',
  );
}

export function formalSentences(answer: string): string[] {
  let text = bulletsAsSentences(withoutRetraction(answer.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').trim()));
  for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement);
  // ("My son's allergic to eggs": before a word that says how one is, and no noun it would own, "'s" is "is".)
  text = text.replace(
    /\b((?:my|our|his|her|their) [a-z]+)'s ([a-z]+)\b/gi,
    (told, who: string, next: string, at: number, whole: string) => {
      const after = /^ ([a-z]+)/.exec(whole.slice(at + told.length))?.[1] ?? '';
      const [word, following] = tokens(`${next} ${after}`.trim());
      const describes = !!word?.tags.has('Adjective') && !word.tags.has('Noun');
      return describes && !following?.tags.has('Noun') ? `${who} is ${next}` : told;
    },
  );
  for (const filler of FILLERS) text = text.replace(filler, '');
  // ("An egg-free pancake mix made from oat flour, you just add water.": what it is, to which the user adds
  // water, one sentence about it.)
  text = text.replace(
    /^(an? [^,.!?]+), (?:you|i|we) (add|mix in|stir in|pour in) ([^.!?]+)([.!?]?)$/i,
    (_told, what: string, verb: string, added: string, end: string) =>
      `${what}, to which the user ${thirdPersonSingular(verb.split(' ')[0]!.toLowerCase())}${verb.includes(' ') ? ` ${verb.split(' ')[1]}` : ''} ${added}${end}`,
  );
  // ("Do not use it on cast iron because the vinegar strips the seasoning": a warning, told of the
  // invention, not an order to the reader.)
  text = text.replace(
    /(^|[.!?]\s+)(?:Do not|Never) (use|put|apply|pour|run|leave) (?:it|this) ((?:on|in|into|with|near|for) [^.!?,]+?)(,? because\b|[.!?]|$)/g,
    (_told, start: string, verb: string, where: string, end: string) =>
      // (After a sentence of its own, "it" is the invention, as there.)
      `${start}${start ? 'It' : 'The present invention'} is not to be ${pastParticipleOf(verb) ?? verb} ${where}${end.replace(/^ because/, ', because')}`,
  );
  // ("runs for more than 10 minutes straight": without a break, continuously.)
  text = text.replace(
    /\bfor ((?:more than |over |about |at least )?\d+ (?:seconds?|minutes?|hours?|days?)) straight\b/g,
    'continuously for $1',
  );
  // ("wipes the blade to get the gray dust off": what is got off is removed.)
  text = text.replace(
    /\bto get (the |any |all )?((?:[\w-]+ ){0,2}[\w-]+) (?:off|out|away)\b/g,
    'to remove $1$2',
  );
  // ("hold the knife at about 15 degrees": what the degrees measure is the angle it is held at.)
  text = text.replace(
    /\b((?:hold|tilt|angle|incline)(?:s|ed|ing)?|held) (the|a|an) ([\w-]+) at ((?:about |approximately |roughly |around )?\d+(?:\.\d+)? degrees)(?! ?(?:[CF]\b|Celsius|Fahrenheit))/gi,
    '$1 $2 $3 at an angle of $4',
  );
  // ("A few drops of water on the ring help it cut smoother": what helps is put there first, a thing done,
  // told as one.)
  text = text.replace(
    /(^|[.!?]\s+)(A few drops|A drop|A little|A splash|Some) of ([a-z]+) on the ((?:[\w-]+ )?[\w-]+) (helps?) (it|them) /g,
    (_told, start: string, amount: string, what: string, place: string, _help: string, it: string) =>
      `${start}${amount} of ${what} may be put on the ${place} to help ${it} `,
  );
  // ("Dishwasher tablets I make at home from washing soda …": what the inventor makes, named by what it is
  // made from, not by who makes it or where.)
  text = text.replace(
    /^((?:(?:an?|the|my|our) )?(?:[A-Za-z-]+ ){0,3}[A-Za-z-]+) (?:that |which )?(?:I|we) (?:make|mix|bake|brew|cook|press|mold|pour|cast)(?: (?:at home|myself|ourselves|in (?:my|our) (?:kitchen|garage|shop)))? (?=(?:from|with|out of|using)\s)/i,
    '$1 made ',
  );
  // ("I scalded my daughter once, not badly, but it scared me.": what happened to the child is the fact;
  // who did it, and how it felt, are not.)
  text = text
    .replace(
      /\b(?:I|we) (scalded|burned|burnt|cut|hurt|injured|pinched) (my|our) (daughter|son|baby|kid|child|toddler)\b/gi,
      (_told, verb: string, my: string, child: string) => `${my} ${child} was ${verb}`,
    )
    .replace(/,?\s*but it (?:really )?(?:scared|worried|upset|freaked) (?:me|us)(?: out)?(?=[.!?]|$)/gi, '')
    // ("… on your wrist but at 3 am who can tell": the question says it is hard to tell.)
    .replace(/\bwho can tell\b(?=[.!?]|$)/gi, 'that is hard to tell');
  // ("… and alum is what people use but I do not like the idea of it": the inventor's feeling is no fact of
  // the art.)
  text = text.replace(/,?\s*(?:and|but) (?:I|we) do not (?:like|trust|want|love)\b[^.!?]*(?=[.!?]|$)/gi, '');
  // ("I put 2 grape leaves in each jar with the cucumbers and pour the brine over": over them.)
  text = text.replace(
    /(?<=\b(?:in|into) (?:each|the|a) [a-z]+ with the [a-z]+s\b[^.!?]*)\b(pour|pours|poured) (the (?:[\w-]+ )?[\w-]+) over(?=\s*[.!?]|\s*$)/gi,
    '$1 $2 over them',
  );
  // ("… would work instead of grape leaves, they have tannins too": two sentences spliced by a comma; the
  // second is why.)
  text = text.replace(
    /, they (have|are|contain) ([^.!?,;]+?) (?:too|as well)(?=[.!?]|$)/g,
    ', since they also $1 $2',
  );
  // ("The citric acid is what stops the film on hard water": it stops the film.)
  text = text.replace(
    /\b((?:the|a|an) (?:[\w-]+ ){0,2}[\w-]+) (?:is|are) (?:what|the (?:thing|part|bit|stuff|one) that) ([a-z]+s)\b/gi,
    (told, thing: string, verb: string) =>
      canBeVerb(infinitiveOf(verb.toLowerCase())) ? `${thing} ${verb}` : told,
  );
  // ("I melt it all in a double boiler": all of what the recipe lists.)
  text = text.replace(
    /\b(melt|melts|mix|mixes|blend|blends|combine|combines|heat|heats|stir|stirs|warm|warms|shake|shakes|whisk|whisks) it all\b/gi,
    '$1 the ingredients',
  );
  // ("How I hot smoke salmon": one act, "hot-smoke", as "cold-smoke" is written.)
  text = text.replace(/\b(hot|cold) (smoke|smokes|smoking)\b(?= [a-z])/gi, '$1-$2');
  // ("Moisture meters you have to poke in every day, and nobody does.": things the person has to do
  // something to, said of the things.)
  text = text.replace(
    /(^|[.!?]\s+)([A-Z][a-z]+(?: [a-z]+)? [a-z]+[^s\W]s) (?:you|we) have to ([a-z]+)\b(?=([^.!?,;]*))/g,
    (told, before: string, things: string, verb: string, rest: string) => {
      // ("Posture braces you have to wear all day are uncomfortable": the sentence's own verb comes later.)
      const own = /\b(?:are|is|were|was|cost|get|make|break|take)\b/.test(rest);
      const done = canBeVerb(verb) && !own ? pastParticipleOf(verb) : undefined;
      return done ? `${before}${things} have to be ${done}` : told;
    },
  );
  // ("My lip balm recipe that does not melt": the recipe is how it is made; the invention is the balm.)
  text = text.replace(/(^|[.!?]\s+)(my|our) ((?:[\w-]+ ){0,3}?[\w-]+) recipe\b/gi, '$1$2 $3');
  // ("Clip it on, calibrate, forget about it.": that nothing more is done is no act; the acts before it
  // are a series, "and" before the last.)
  text = text
    .replace(/,\s+([a-z]+)(?:\s+it)?,\s+(?:and\s+)?(?:then\s+)?forget (?:about )?it\b/gi, ' and $1 it')
    // ("so I never forget it": what the invention spares the user, which stays.)
    .replace(
      /(?<!\b(?:never|not|don't|do not|won't))\s*,?\s+(?:and\s+)?(?:then\s+)?forget (?:about )?it(?=[.!?]|$)/gi,
      '',
    );
  // ("brush it on, wait an hour and wipe it off": the waiting is letting it sit, an act on it like the others.)
  text = text.replace(
    /\b(waits?) ((?:an?|one|about an?|\d+) (?:hours?|minutes?|days?|nights?))(?= and [a-z]+ it\b)/g,
    (_told, wait: string, span: string) => `${wait === 'waits' ? 'lets' : 'let'} it sit ${span}`,
  );
  // ("… and microwave on high for 1 minute. Then I flip the towels and do 20 second bursts": the bursts are
  // more of the act run at that power, done to the same things.)
  text = text.replace(
    /\b(do|does) ((?:\d+|a few|several)[- ](?:second|minute)) (bursts|intervals|rounds)\b/g,
    (told, does: string, span: string, kind: string, at: number, whole: string) => {
      const verb = [...whole.slice(0, at).matchAll(/\b([a-z]+) on ([a-z]+)\b/g)]
        .filter((match) => POWER_SETTING.test(match[2]!))
        .map((match) => infinitiveOf(match[1]!))
        .at(-1);
      // (Whatever the tagger knows of "microwave": a word before "on high" is an act.)
      if (!verb || !/^[a-z]{3,}$/.test(verb)) return told;
      return `${does === 'does' ? presentOf(verb) : verb} them in ${span} ${kind}`;
    },
  );
  // ("I soak …, drain …, and then I rinse and drain them twice a day": the same person goes on with the
  // series, and both acts are done to them.)
  text = text.replace(/(^|[.!?]\s+)(I [^.!?]*?,(?: and)? then) I (?=[a-z]+\b)/g, '$1$2 ');
  text = text.replace(
    /\b(then|I|you|we) ([a-z]+) and ([a-z]+) (them|it)\b/g,
    (told, who: string, first: string, second: string, what: string) =>
      canBeVerb(first) && canBeVerb(second) && !/(?:ed|ing)$/.test(first) && !/(?:ed|ing)$/.test(second)
        ? `${who} ${first} ${what} and ${second} ${what}`
        : told,
  );
  // ("roll it 1 cm thick, cut bone shapes and bake at 175 C": the shapes are cut from it, and they are
  // what is baked.)
  text = text.replace(
    /\b(cut|cuts|slice|slices) ((?:[\w-]+ )?(?:shapes|pieces|squares|strips|circles|rounds|bars|cubes|wedges))\b(?: and (bake|bakes|fry|fries|dry|dries|freeze|freezes|chill|chills)(?= (?:at|for|in|on|until)\b))?/g,
    (_told, cut: string, shapes: string, then?: string) =>
      `${cut} it into ${shapes}${then ? ` and ${then} them` : ''}`,
  );
  text = leftOnNamed(text);
  // ("A hose plugs into a port … and you drop the other end in the cockpit": the hose's other end.)
  text = text.replace(
    /(\b(?:a|an|the) (?:[\w-]+ ){0,5}?([a-z-]+) (?:plugs|clips|connects|attaches|screws|fits|hooks|ties)\b[^.!?]*?)\bthe other end\b(?! of\b)/gi,
    (_told, before: string, thing: string) => {
      // ("a clear plastic tube that the inhaler plugs into at one end, …, the other end": the tube's.)
      const into =
        /\b([a-z-]+) (?:that|which) (?:the|a|an) [\w-]+ (?:plugs|clips|connects|attaches|screws|fits|hooks) into\b/i.exec(
          before,
        )?.[1];
      return `${before}the other end of the ${(into ?? thing).toLowerCase()}`;
    },
  );
  text = petNamed(text);
  // ("I copper plate 3D printed parts": a metal and a way to coat with it, one verb.)
  text = text.replace(
    /\b(I|we|you) (copper|nickel|chrome|gold|silver|zinc|tin|powder|spray|dip|vacuum|heat|laser) (plate|coat|seal|form|treat|print|weld|cut|harden)\b/gi,
    '$1 $2-$3',
  );
  // ("I tumble dry it on low heat": one act, "tumble-dry", as "wet-sand" is.)
  text = text.replace(/\b(tumble|air|drip|line|spin) (dry|dries|dried|drying)\b/gi, '$1-$2');
  text = text.replace(INVENTED_A, 'the present invention is $1 ');
  // ("I make my own dishwasher powder that …": what the inventor makes, told first, is the invention.)
  text = text.replace(
    /(^|[.!?]\s+)(?:i|we) (?:make|made|mix|mixed) (?:my|our) own (?=([a-z][\w-]*))/gi,
    (_told, before: string, next: string) => `${before}the present invention is ${indefiniteArticle(next)} `,
  );
  // ("My way of making oat milk at home that doesn't get slimy.": a way of doing, named with no verb of its
  // own, is what the invention is, a method.)
  text = text.replace(
    /(^|[.!?]\s+)(?:my|our|this|a) (?:way|method|technique|process) (of|for) ((?:[a-z]+-)?[a-z]+ing\b[^.!?]*)/gi,
    (told, before: string, of: string, rest: string) => {
      // ("… from leftover starter so it does not go to waste": what it is for has verbs of its own.)
      const named = rest.split(/\s+(?:that|which|so|because)\s+|,/)[0]!;
      // ("getting rust off garden tools": the tagger's "rust" and "garden" are bare words, no verb that
      // agrees with a subject; "goes" or "went" would be one.)
      // ("keeping cut apple slices from turning brown": a word in -s after a noun and before a preposition
      // ends the object, a plural.)
      const words = tokens(named);
      const finite = words.slice(1).some(
        (word, at) =>
          !(words[at]!.tags.has('Noun') && words[at + 2]?.tags.has('Preposition')) &&
          // ("on the unglazed ring": a participle after an article names what the ring is.)
          !words[at]!.tags.has('Determiner') &&
          word.tags.has('Verb') &&
          !word.tags.has('Gerund') &&
          !word.tags.has('Noun') &&
          (word.tags.has('PastTense') ||
            word.tags.has('Copula') ||
            word.tags.has('Modal') ||
            /[^s]s$/.test(word.lower)),
      );
      return finite ? told : `${before}the present invention is a method ${of.toLowerCase()} ${rest}`;
    },
  );
  // ("How I make bookmarks out of scrap leather.": how the inventor does something, told as a name and
  // not asked, is the method.)
  text = text.replace(
    /(^|[.!?]\s+)how (?:i|we) ((?:hot-|cold-)?[a-z]+) (?=[^.!?]*(?:[.!]|$))/gi,
    (told, before: string, verb: string) => {
      // ("How I hot-smoke salmon": the act is the last part's, "hot-smoking".)
      const [, prefix = '', act = ''] = /^((?:hot-|cold-)?)(.+)$/i.exec(verb.toLowerCase())!;
      const bare = infinitiveOf(act);
      return canBeVerb(bare) && !/^(?:do|can|could|would|should|will|did|is|am|are)$/i.test(verb)
        ? `${before}the present invention is a method of ${prefix}${gerundOf(bare)} `
        : told;
    },
  );
  // "ok so this is a bottle warmer for the car": what the invention is, shown.
  text = text.replace(/(^|[.!?]\s+)this is (an?) /gi, '$1the present invention is $2 ');
  text = thingSoThat(thingSoPeopleCan(whoseThatClause(text)));
  // ("A baby gate you open with your foot by stepping on a pedal, …": a thing named, then what the person
  // does with it, with no verb of its own, is what the invention is.)
  text = text.replace(
    /^(an?) ((?:[\w-]+ ){0,3}?[\w-]+) you ([a-z]+)\b/i,
    (told, article: string, thing: string, verb: string) => {
      const named = tokens(thing).every((word) => word.tags.has('Noun') || word.tags.has('Adjective'));
      const done = tokens(`they ${verb} it`)[1]?.tags.has('Verb');
      return named && done
        ? `the present invention is ${article.toLowerCase()} ${thing} that you ${verb}`
        : told;
    },
  );
  // "One tablespoon per load.": how much is used each time.
  text = text.replace(
    /(^|[.!?]\s+)(one|two|three|four|half a|a|\d+) (tablespoons?|teaspoons?|cups?|scoops?|grams?|ml|capfuls?|tablets?|pods?) (per|for each|a) (load|wash|use|gallon|liter|cycle|sink)\b\.?/gi,
    (_told, before: string, count: string, unit: string, per: string, each: string) =>
      `${before}${count} ${unit} ${/s$/.test(unit) ? 'are' : 'is'} used ${per === 'a' ? 'per' : per} ${each}.`,
  );
  // ("About one tablespoon of seeds per sheet.": so much of a material each piece takes, told without a verb.)
  text = text.replace(
    /(^|[.!?]\s+)((?:about|around|roughly) )?(one|two|three|four|half a|a|\d+(?:\.\d+)?) (tablespoons?|teaspoons?|cups?|scoops?|grams?|g|ml|drops?|pinch(?:es)?) of ([a-z]+(?: [a-z]+)?) (per|for each) ([a-z]+)\.(?=\s|$)/gi,
    (
      _told,
      before: string,
      about = '',
      count: string,
      unit: string,
      what: string,
      per: string,
      each: string,
    ) =>
      `${before}${about}${count} ${unit} of ${what} ${/^(?:one|a|half a|1)$/i.test(count) ? 'is' : 'are'} used ${per} ${each}.`,
  );
  // "The trick is sealing the lens …": chat's word for what the invention relies on.
  text = text.replace(
    /(^|[.!?]\s+)the (?:trick|secret|key) (?:here )?is (?=[a-z]+ing\b)/gi,
    '$1the present invention relies on ',
  );
  // "a finger splint you can shape at home … and adjust as …": one that can be shaped and adjusted.
  text = text
    .replace(
      /\b((?:an?|the present invention is an?) (?:(?!(?:so|and|or|that|which|to|because|then|where)\b)[\w-]+ ){0,3}?(?!(?:so|and|or|that|which|to|because|then|where)\b)[\w-]+) you can ([a-z]+)\b(?! (?:it|them|this|that)\b)/gi,
      (whole, thing: string, verb: string) => {
        const done = pastParticipleOf(verb);
        // ("how many days a week you can run": a span of time is when, not what is run.)
        if (/\b(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|times?|nights?)$/i.test(thing))
          return whole;
        return done && !/^(?:be|get|have|do|see|tell)$/i.test(verb) ? `${thing} that can be ${done}` : whole;
      },
    )
    .replace(/(\bthat can be [a-z]+\b[^.!?]*?) and ([a-z]+)\b/g, (whole, before: string, verb: string) => {
      const done = tokens(`they ${verb} it`)[1]?.tags.has('Infinitive') ? pastParticipleOf(verb) : undefined;
      return done ? `${before} and ${done}` : whole;
    });
  // "I put turn signals on the back of a bike helmet that …": the invention is the helmet with them.
  text = text.replace(
    /\b(?:i|we) (?:put|added|mounted|fitted|installed) ((?:[\w-]+ ){0,3}?[\w-]+) (?:on|onto|into|to) (?:the (back|front|top|side|bottom|inside) of )?(an?) ((?:[\w-]+ ){0,2}?[\w-]+)(?=\s+(?:that|which)\b|[.,;!?]|$)/gi,
    (_, added: string, place: string | undefined, article: string, thing: string) =>
      `the present invention is ${article} ${thing} with ${added}${place ? ` on the ${place}` : ''}`,
  );
  // "posture thing — a little clip you put on the back of your shirt collar and it buzzes when you
  // slouch": what the thing is, and what it does before where it is worn.
  text = text.replace(
    /^([a-z]+(?: [a-z]+)?) (?:thing|gadget|device|idea)\s*[—–:-]+\s*an? (?:(?:little|small|tiny|simple) )?([\w-]+) (?:that )?you ([a-z]+) (on|in|onto|into|to) ([^.?!]*?) and it ([a-z]+s\b[^.?!]*)/i,
    (_, kind: string, thing: string, verb: string, preposition: string, where: string, does: string) =>
      `the present invention is ${withArticleLower(kind.toLowerCase())} ${thing} that ${does} and is ${/^(?:put|wear|clip|stick|pin|hang)$/i.test(verb) ? 'worn' : (pastParticipleOf(verb) ?? `${verb}ed`)} ${preposition} ${where}`,
  );
  // "My mom slipped on ice, so I designed a crutch tip …": the story and what the invention is, apart.
  // "My dog has sensitive skin so I came up with …": the story behind it is no fact of the invention.
  text = text.replace(/(^|[.!?]\s+)my [^.!?]*?,?\s+so\s+(?=the present invention is\b)/gi, '$1');
  text = text.replace(/,\s+so\s+the present invention is\b/gi, '. The present invention is');
  // "I make a paw balm for dogs that …" opening an answer says what the invention is, as "I made" does.
  text = text.replace(
    /^(?:i|we) (?:(?:have been|am|are) )?(?:make|build|sell|making|building|selling) (an?) /i,
    'the present invention is $1 ',
  );
  // "I make lead-free fishing sinkers out of iron powder …": the invention is one such sinker.
  // ("I make pickled eggs that peel clean by steaming them …": made by doing something, a method, which
  // the title tells.)
  text = text.replace(
    /^(?:i|we) (?:(?:have been|am|are) )?(?:make|build|sell|making|building|selling|made|built) ((?:[\w-]+ ){0,3}?[a-z-]+s) (out of|from|with|that)\b(?![^.!?]*\bby [a-z]+ing\b)/i,
    (_, things: string, joint: string) => {
      const one = singularPhrase(things);
      return `the present invention is ${withArticleLower(one)} ${joint.toLowerCase() === 'out of' ? 'made of' : joint}`;
    },
  );
  // "Spray it on, wipe with a towel": an instruction is what the user does.
  const told = text.split(/(?<=[.!?])\s+/);
  const instructions = told.map((sentence) => instruction(sentence));
  const inSeries = instructions.some(Boolean);
  const inSeriesForms = told.map((sentence, i) =>
    instructions[i] || !inSeries ? undefined : instructionInSeries(sentence),
  );
  const isInstruction = (k: number) => instructions[k] || inSeriesForms[k] !== undefined;
  text = told
    .map((sentence, i) => inSeriesForms[i] ?? sentence)
    .map((sentence, i, all) => {
      if (!isInstruction(i)) return sentence;
      // ("Wrap each strip in …. Clamp it onto a plywood form": "it" is the strip the instruction before
      // worked on, not the invention.)
      const before = i > 0 && isInstruction(i - 1) ? all[i - 1]! : '';
      const worked = /^(?:(?:first|then|next|finally),?\s+)?[A-Za-z-]+ (?:each|the) ([a-z]+)\b/i.exec(
        before,
      )?.[1];
      // ("Mix 3 parts glass with 1 part cement … to make a stiff paste. Press it into rubber molds": the
      // paste the mixing made; "Mix everything. Pour it …": the mixture.)
      const made =
        /\bto (?:make|form|get) an? (?:[\w-]+ )?(paste|dough|batter|mixture|slurry|mix|mash)\b/i.exec(
          before,
        )?.[1] ??
        (/^(?:(?:first|then|next|finally),?\s+)?(?:mix|combine|blend|stir)\b/i.test(before)
          ? 'mixture'
          : undefined);
      const named =
        worked && singularWord(worked) === worked
          ? sentence.replace(/^((?:(?:first|then|next|finally),?\s+)?[A-Za-z-]+) it\b/i, `$1 the ${worked}`)
          : made
            ? sentence.replace(
                /^((?:(?:first|then|next|finally),?\s+)?[A-Za-z-]+) it\b/i,
                `$1 the ${made.toLowerCase()}`,
              )
            : sentence;
      return `you ${named
        .replace(/^(?:first|then|next|finally|after that),?\s+/i, '')
        .replace(/^./, (c) => c.toLowerCase())
        // "Stir into 500 ml of cold water": what is stirred in is what the answer is about.
        .replace(/^([a-z]+) (?=(?:into|onto)\b)/, '$1 it ')
        // ("Melt the resin first at 120 degrees": the order word after the object goes.)
        .replace(/^([a-z]+ (?:the|a|an) [\w-]+(?: [\w-]+)?) first\b/, '$1')
        // ("Press it into molds, cover with plastic": what is covered is what was pressed.)
        .replace(/,\s+(cover|wrap|coat|seal|top|line|dust)\s+(?=(?:with|in)\b)/gi, ', $1 it ')}`;
    })
    .join(' ');
  text = replaceSubjects(text);
  text = replaceObjectsAndPossessives(text);
  // Patent prose states alternatives with "may": "the legs may be made of fiberglass".
  // ("It couldn't meet" is what it was unable to do, not a possibility.)
  text = text.replace(/\bcould\b(?! not\b)/g, 'may').replace(/\bCould\b(?! not\b)/g, 'May');
  // "It has a steel beam and four legs": the subject is the invention.
  text = text.replace(
    // ("It works on stainless steel and enamel pots": what it serves, said of it as well.)
    /(^|[.!?]\s+)It (has|includes|comprises|contains|consists of|is made of|uses|works on)\b/g,
    '$1The present invention $2',
  );
  // "It's a time-of-flight sensor, a temperature sensor, and a WiFi microcontroller": a list of parts.
  text = text.replace(
    /(^|[.!?]\s+)It is (an? [^.,;]+(?:, an? [^.,;]+)+,? and an? [^.,;]+)/g,
    '$1The present invention comprises $2',
  );
  text = conjugateSeries(text)
    // ("air fries them", "allowed to air dry": a verb of two words is written with a hyphen, as one.)
    .replace(
      /\b(and|then|or|to|user|users|inventor|,) (air|deep|pan|stir|spray|hand|blow|flash|slow|pressure|vacuum) (fry|fries|fried|dry|dries|dried|roast|roasts|roasted|paint|paints|painted|wash|washes|washed)\b/g,
      '$1 $2-$3',
    );
  // A question ("Do I need exact sizes?") is for the assistant, never application text.
  return (
    splitSentences(text)
      .filter((sentence) => !/\?\s*$/.test(sentence))
      // "Could use an electromagnet instead": the subject the inventor left out is the invention.
      .map((sentence) =>
        sentence.replace(/^(?:May|Could) (?=[a-z])/, 'Alternatively, the present invention may '),
      )
      // "So at a glance …": the "so" of a chat links nothing in an application.
      .map((sentence) => sentence.replace(/^So,?\s+(?!that\b)(?=[a-z])/, ''))
      .map((sentence) => finishSentence(sentence.replace(/\s+/g, ' ').trim()))
      .filter((sentence) => /[A-Za-z0-9]/.test(sentence))
      .map(atInternalTemperature)
      .map(sideDownOfBefore)
  );
}

/** "The fish is done at 60 C inside": at that internal temperature, in a specification's words. */
function atInternalTemperature(sentence: string): string {
  return sentence.replace(
    /\b(done|cooked|ready) at ((?:about )?\d+(?:\.\d+)? (?:C|F|degrees(?: [CF]| Celsius| Fahrenheit)?)) inside\b/,
    '$1 at an internal temperature of $2',
  );
}

/**
 * "The fish is done at 60 C inside. Skin side down, so it does not stick.": a fragment that tells which
 * side goes down is how the thing the sentence before was about is placed ("The fish is placed skin side
 * down, so …").
 */
function sideDownOfBefore(sentence: string, index: number, sentences: string[]): string {
  const side =
    /^((?:skin|flesh|cut|seam|fat|bone|smooth|rough|shiny|printed|label|face|open) side (?:down|up))\b(.*)$/i.exec(
      sentence,
    );
  const before = /^The ((?:[a-z]+ )?[a-z]+) (is|are)\b/.exec(sentences[index - 1] ?? '');
  if (!side || !before) return sentence;
  return `The ${before[1]} ${before[2]} placed ${side[1]!.toLowerCase()}${side[2]}`;
}

/** After "who": the relative clause's verb, then a modal or a verb in -s that belongs to the sentence. */
function relativeThenMain(clause: string): boolean {
  const list = tokens(clause);
  const own = list.findIndex((t) => t.tags.has('Verb'));
  // ("Restaurants that want to recycle, craft sellers, zero-waste shops": a word in -s ending an item of
  // the list, with nothing after it but a comma or the end, is a plural noun, not the sentence's verb.)
  return list
    .slice(own + 1)
    .some(
      (t, k, rest) =>
        t.tags.has('Modal') ||
        (t.tags.has('PresentTense') &&
          /[^s]s$/.test(t.lower) &&
          t.tags.has('Verb') &&
          !(/[,.]/.test(t.post) || (k === rest.length - 1 && !/\w/.test(t.post))) &&
          rest[k + 1]?.lower !== 'and'),
    );
}

/** "pools, playgrounds, dog runs" → "pools, playgrounds and dog runs". */
function asList(items: string): string {
  // ("deaf and hard of hearing people, people who work in loud workshops, parents with headphones on": an
  // "and" inside the first item is no "and" before the last.)
  if (/\b(?:and|or)\b[^,]*$/.test(items) || !items.includes(',')) return items;
  return items.replace(/,\s*([^,]+)$/, ' and $1');
}

/**
 * "Backyard pools, community pools, dog runs.": a list of uses without a verb becomes a sentence
 * ("The present invention may be used at backyard pools, … and dog runs"; "by" when the list names
 * people). A relative clause ("families who want to waste less food") is not the sentence's verb.
 */
export function asUseSentence(told: string): string {
  // "Forgetful people like me.": the inventor among them says nothing of the use.
  const sentence = told.replace(/,?\s+like (?:me|us|the user|myself|users)(?=[.!]?$)/, '');
  // ("Home owners with gravel or brick paths, only where nothing else should grow, because the salt stays in
  // the soil.": who uses it, then where only, and why.)
  const limited =
    /^([A-Z][a-z]+(?: [a-z]+){0,2}(?: with [a-z]+(?: (?:or|and) [a-z]+)?(?: [a-z]+)?)?), ((?:only|especially|mainly|mostly) (?:where|when|on|in|for|around) [^,]+?)(,? because [^.]+)?\.?$/.exec(
      sentence,
    );
  if (limited && !tokens(limited[1]!).some((t) => t.tags.has('Verb') && !t.tags.has('Noun')))
    return `The present invention may be used by ${limited[1]!.charAt(0).toLowerCase()}${limited[1]!.slice(1)}, ${limited[2]}${limited[3] ?? ''}.`;
  // "Also event planners.", "Rental outfits too since the pump can't get lost.": more users, and why.
  const more =
    /^(?:also\s+)?([\w ,-]+?)(?:,?\s+(too|as well))?(?:,?\s+((?:since|because)\s+[^.]+))?\.?$/i.exec(
      sentence,
    );
  if (more && (/^also\s/i.test(sentence) || more[2]) && !/^also\s+(?:the|it|they)\b/i.test(sentence)) {
    const base = asUseSentence(`${capitalized(more[1]!)}.`);
    if (/^The present invention may be used /.test(base))
      return `${base.replace(/ may be used /, ' may also be used ').replace(/\.$/, '')}${more[3] ? `, ${more[3]}` : ''}.`;
  }
  const relative = /\s+(?:who|that|which|whose)\s+/.exec(sentence);
  const main = relative ? sentence.slice(0, relative.index) : sentence;
  // "Dog walkers who take several dogs may also use it": a verb after the relative clause's own is the sentence's.
  if (relative && relativeThenMain(sentence.slice(relative.index + relative[0].length))) return sentence;
  const list = tokens(main);
  // "Campers, beachgoers, parents at kids sports games.": a sentence that opens with a list of names
  // (a comma after the first words, no verb before it) has no verb in -s unless one takes an object.
  const opensWithList =
    list.findIndex((t) => t.post.includes(',')) > -1 &&
    list.slice(0, list.findIndex((t) => t.post.includes(',')) + 1).every(
      (t, i) =>
        !t.tags.has('Determiner') &&
        !t.tags.has('Pronoun') &&
        // ("Gift shops, …": a word the tagger read as a verb, right before the plural it names the kind of.)
        (!t.tags.has('Verb') || /s$/.test(t.lower) || (!t.post && !!list[i + 1]?.tags.has('Plural'))),
    );
  const finite = list.some(
    (t, i) =>
      t.tags.has('Verb') &&
      !t.tags.has('Gerund') &&
      !t.tags.has('PastTense') &&
      !t.tags.has('Participle') &&
      // ("families trying to save money": a verb after "to" is the item's own.)
      list[i - 1]?.lower !== 'to' &&
      // ("…, canoe fishing, pier fishing": a word after a comma, before the activity that ends its item,
      // names the kind of activity.)
      !(
        /,/.test(list[i - 1]?.post ?? '') &&
        !t.post &&
        !!list[i + 1]?.tags.has('Gerund') &&
        /^[,.]?$/.test(list[i + 1]!.post.trim())
      ) &&
      // "dog parks, vet clinics, summer camps.": a noun ending one item of the list (or the last), which
      // the tagger read as a verb.
      !(/[,.]/.test(t.post) && /s$/.test(t.lower) && list[i - 1]?.tags.has('Noun')) &&
      // "people on crutches or canes", "hospitals handing out crutches": a plural after a preposition,
      // "or" or a particle is a noun, and the particle itself no verb.
      !(
        /s$/.test(t.lower) &&
        /^(?:on|with|in|for|of|or|and|from|without|out|up|off)$/.test(list[i - 1]?.lower ?? '')
      ) &&
      !/^(?:out|up|down|off|over|back|on|in)$/.test(t.lower) &&
      // "home gardeners starting seeds": a plural after a gerund is its object.
      !(/s$/.test(t.lower) && !!list[i - 1]?.tags.has('Gerund')) &&
      // "…, garden centers": a word before a noun, after a comma, names the kind of the next noun;
      // "school garden programs": so does one between two nouns.
      !(
        (/,/.test(list[i - 1]?.post ?? '') ||
          (!!list[i - 1]?.tags.has('Singular') && !list[i - 1]!.tags.has('Pronoun') && !list[i - 1]!.post)) &&
        // ("…, craft fair sellers": so with a word between them.)
        (!!list[i + 1]?.tags.has('Noun') ||
          (!!list[i + 1]?.tags.has('Adjective') &&
            !list[i + 1]!.post &&
            !!list[i + 2]?.tags.has('Plural'))) &&
        !list[i + 1]!.tags.has('Verb') &&
        !list[i + 1]!.tags.has('Pronoun') &&
        !/s$/.test(t.lower)
      ) &&
      // ("…, swim coaches.": in a list of names, a word before the plural that ends an item names its kind.)
      !(
        opensWithList &&
        /,/.test(list[i - 1]?.post ?? '') &&
        /[^s]s$/.test(list[i + 1]?.lower ?? '') &&
        /^[,.]?$/.test(list[i + 1]?.post.trim() ?? '')
      ) &&
      // ("gift shops, libraries, craft fairs": a word before the plural that ends an item names its kind.)
      !(
        opensWithList &&
        !t.post &&
        !!list[i + 1]?.tags.has('Plural') &&
        /[,.]/.test(list[i + 1]!.post || '.')
      ) &&
      // "nurses, teachers": a plural noun the tagger read as a verb, at the start or after a comma.
      !(
        opensWithList &&
        /[^s]s$/.test(t.lower) &&
        !/^(?:it|them|the|a|an|this|these|their|our|my|your)$/.test(list[i + 1]?.lower ?? '')
      ) &&
      !(
        /s$/.test(t.lower) &&
        (i === 0 || list[i - 1]!.post.includes(',')) &&
        t.tags.has('PresentTense') &&
        !list[i + 1]?.tags.has('Determiner')
      ),
  );
  if (finite || tokens(sentence).length < 2) return sentence;
  const first = list[0]!;
  // A proper noun or acronym keeps its capital.
  const start =
    (first.tags.has('ProperNoun') && !tokens(first.lower)[0]?.tags.has('Noun')) ||
    /^[A-Z0-9]{2,}/.test(first.text)
      ? sentence
      : sentence.charAt(0).toLowerCase() + sentence.slice(1);
  // "…, delivery drivers especially": the one singled out comes last, after "especially".
  const singled = start.replace(/[.]$/, '').replace(/,\s+([\w -]+?) especially$/, ', especially $1');
  const items = singled === start.replace(/[.]$/, '') ? asList(singled) : singled;
  const head = /^[\w-]+(?:\s+[\w-]+)?/.exec(items)?.[0]?.split(/\s+/) ?? [];
  // "nurseries, garden centers and home gardeners": a list with people in it is used by them all.
  // ("home cooks, small cheese shops, …": the first item's own name counts, however many words lead it.)
  const firstItem = items.split(/,\s*|\s+(?:and|or)\s+/)[0]!.split(/\s+(?=[a-z]+ing\b|who\b|that\b)/)[0]!;
  const people =
    head.some((word, i) => namesPeople(word.toLowerCase(), list[i])) ||
    // ("dog and cat owners, pet sitters": the first item names people by its last word, whatever "and"
    // joins in it.)
    [firstItem, items.split(/,\s*/)[0]!].some((item) =>
      namesPeople(item.split(/\s+/).pop()!.toLowerCase(), undefined),
    ) ||
    // ("cafes, cold brew brands and offices": one item that names people makes it a list of users.)
    items.split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).some((item) =>
      /^(?:companies|businesses|brands|firms|teams|agencies|clubs)$/.test(
        item
          .split(/\s+(?=with\b|that\b|who\b)/)[0]!
          .split(/\s+/)
          .pop()!
          .toLowerCase(),
      ),
    ) ||
    list.some((token) => token.tags.has('Actor') && token.tags.has('Plural'));
  // ("coffee makers, hair straighteners and space heaters": appliances it is used with.)
  if (APPLIANCES.test(firstItem)) return `The present invention may be used with ${items}.`;
  // ("kayak anglers, canoe fishing and pier fishing": the people use it, and it is used for the activities.)
  const [who, done] = people ? byWhoAndForWhat(items) : [items, ''];
  // ("by parents packing lunches and caterers, and for fruit platters": a comma between the two lists.)
  const joined = done ? `${/ and /.test(who) ? ',' : ''} and for ${done}` : '';
  return `The present invention may be used ${people ? `by ${who}${joined}` : placed(items)}.`;
}

/**
 * "kayak anglers, canoe fishing and pier fishing", "parents of kids with allergies, camping, school
 * lunches": the people it is used by, and apart from them what else it is used for.
 */
function byWhoAndForWhat(items: string): [string, string] {
  const each = items.split(/,\s*(?:and\s+)?|\s+and\s+/);
  // (A person is named by the head of the item, before what follows it: "parents of kids with allergies".)
  const person = (item: string) => {
    // ("parents packing lunches": so before what they are doing.)
    const head = item.split(/\s+(?:of|with|who|that|on|in|at|for|[a-z]{3,}ing)\b/)[0]!.trim();
    const word = head.split(/\s+/).pop()!.toLowerCase();
    return namesPeople(word, tokens(head).at(-1));
  };
  // ("parents packing lunches, caterers, fruit platters": an occasion or a dish is what it serves, however
  // like a person's its name ends.)
  const occasion = (item: string) =>
    /\b(?:platters|trays|buffets|parties|events|picnics|weddings|lunchboxes|potlucks|barbecues)$/.test(item);
  const others = each.filter((item) => !person(item) || occasion(item));
  // (Only beside an activity, "camping": "home cooks, bakers and restaurants" are all users of it.)
  const activity = (item: string) =>
    /^(?:[\w-]+ )?[a-z]+ing$/.test(item) &&
    !/(?:hous|build|cloth|bedd|floor|roof|packag|seat|lodg|board|plumb|wir|light)ing$/.test(item);
  if (!others.some((item) => activity(item) || occasion(item)) || others.length === each.length)
    return [items, ''];
  return [inProse(each.filter((item) => !others.includes(item))), inProse(others)];
}

/** Machines an invention works with, whose names look like people's ("coffee makers"). */
const APPLIANCES =
  /\b(?:(?:coffee|espresso|ice|bread|yogurt|popcorn|waffle|pasta) makers|heaters|straighteners|hair dryers|blenders|toasters|kettles|irons|chargers|washers|dryers|humidifiers|purifiers|printers)$/i;

/** Places one is used in, not at: "in zero-waste households", "in kitchens". */
const INDOORS =
  /^(?:households|homes|houses|kitchens|apartments|offices|classrooms|bathrooms|garages|basements)$/;

/**
 * "zero-waste households, camping and refill shops" → "in zero-waste households, for camping and at
 * refill shops": each item with the word that fits it, an activity ("camping") being what it is used for.
 * One word before them all when they share it ("at pools, playgrounds and dog runs").
 */
function placed(items: string): string {
  const list = items.split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/);
  const joiner = /\bor\s+[^,]+$/.test(items) ? 'or' : 'and';
  const words = list.map((item) => {
    // ("camping", "hiking": an activity alone; "camping trips" are places it is used on, "at" them.)
    if (/^[a-z]{3,}ing$/i.test(item.trim())) return 'for';
    // ("older dogs with arthritis": animals it serves, "for" them.)
    // ("veterinary clinics boarding cats": the clinics, whatever they board.)
    const head = item
      .split(/\s+(?:with|that|who|which|[a-z]+ing)\b/)[0]!
      .trim()
      .split(/\s+/)
      .pop()!
      .toLowerCase();
    if (/^(?:dogs|cats|pets|puppies|kittens|horses|birds|rabbits|animals|chickens|livestock)$/.test(head))
      return 'for';
    return INDOORS.test(item.split(/\s+/).pop()!.toLowerCase()) ? 'in' : 'at';
  });
  if (list.length < 2 || words.every((word) => word === words[0])) return `${words[0] ?? 'at'} ${items}`;
  return inProse(
    list.map((item, i) => `${words[i]} ${item}`),
    joiner,
  );
}

/** One paragraph of formal prose from an answer. */
export function formalize(answer: string): string {
  return formalSentences(answer).join(' ');
}

export function hasFirstPerson(text: string): boolean {
  // "US" (the country) is upper case; the pronoun check is case-insensitive except for it.
  return text.split(/\s+/).some((word) => {
    const bare = word.replace(/[^A-Za-z']/g, '');
    if (bare === 'US') return false;
    return /^(?:i|me|my|mine|myself|we|us|our|ours|ourselves|you|your|yours|yourself)$/i.test(bare);
  });
}

/** The ends of a span told as "heel to tip" or "end to end". */
const SPAN_END =
  /^(?:heel|tip|end|side|top|bottom|edge|front|back|head|toe|corner|root|base|center|centre|tail|nose)$/;

/** Adverbs that may stand between the comma or "and" of a series and its next verb. */
const SERIES_ADVERBS = new Set(['then', 'always', 'also', 'never', 'later', 'finally', 'often', 'sometimes']);

/**
 * "The user carries it out, unfold the legs, set it down", "always forget", ", then spray it": the verbs
 * of a series after "the user" agree with it as the first one does ("unfolds", "sets", "forgets").
 */
/** "… and air fry them", "…, deep fry": a verb of two words in a series, after its link. */
const COMPOUND_IN_SERIES =
  /\b(and|then|or|,) (air|deep|pan|stir|spray|hand|blow|flash|slow|pressure|vacuum|wet|dry) (fry|dry|roast|paint|wash|cook|seal|sand|bake|freeze|smoke)\b/g;

/**
 * Whether the item of a series before the word at `at` opened on an act ("glues them …" before "and
 * clamp them"), so a bare verb after it is one more act, not a noun of a list ("flour, salt and pepper").
 */
function itemBeforeActs(list: Token[], at: number, changed: Set<number>): boolean {
  let start = at - 2;
  while (start > 0 && !list[start - 1]!.post.includes(',') && !/^(?:and|user)$/.test(list[start - 1]!.lower))
    start -= 1;
  const opener = list[start];
  return (
    !!opener &&
    (changed.has(start) ||
      (opener.tags.has('Verb') && /[^s]s$/.test(opener.lower) && !opener.tags.has('Noun')))
  );
}

/** Words that may stand between "the user" and the act that opens a series ("the user still hits …"). */
const USER_ADVERBS = ['either', 'still', 'often', 'usually', 'sometimes', 'never', 'also'];

/**
 * A clause the user's act opens, up to where another subject takes over (see conjugateSeries).
 * ("…, patients lose them and set them wrong": people after a comma are the next clause's subject.)
 * ("…, half a cup of water, a tablespoon of sugar and …": an amount in a list is no new subject.)
 * ("The meters the user plugs in between are bulky and fall out": a copula after the user's act is the
 * outer subject's, and the series is theirs; "until they are evenly coated" has its own subject.)
 */
const USER_SERIES = new RegExp(
  String.raw`\bthe user (?:(?:${USER_ADVERBS.join('|')}) )?(?:[a-z]+-)?[a-z]+s\b(?:(?!, (?:(?:so|but|because) )?(?:the|a|an|it|they|patients|people|parents|kids|children|customers|owners|drivers|nurses|doctors|others) (?!(?:tablespoon|teaspoon|cup|pinch|handful|dash|splash|few|bit|liter|litre|gallon|pound|quart|pint)s? )(?!\d))(?!(?<!\b(?:they|it|these|those|that|which|who)) (?:are|were) )(?:[^.!?]|(?<=\d)\.(?=\d)))*`,
  'g',
);

/** Whether an act of the series came before the word at `at`: one conjugated, or the clause's first. */
function changedOrOpened(list: Token[], at: number, changed: Set<number>): boolean {
  // ("the user still hits …": the clause's first act, after an adverb.)
  const opener = list.slice(2).find((token) => !USER_ADVERBS.includes(token.lower));
  return [...changed].some((i) => i < at) || /^[a-z]+s$/.test(opener?.lower ?? '');
}

function conjugateSeries(text: string): string {
  // (The series ends where another subject takes over: "When the user drops it in, the baking soda and
  // citric acid fizz and loosen the stains".)
  return text.replace(USER_SERIES, (told) => {
    // ("tosses them with oil and air fry them": a verb of two words, the second one conjugated.)
    const clause = told.replace(
      COMPOUND_IN_SERIES,
      (_m, link: string, first: string, verb: string) => `${link} ${first} ${presentOf(verb)}`,
    );
    const list = tokens(clause);
    const changed = new Set<number>();
    for (let i = 1; i < list.length; i += 1) {
      const word = list[i]!;
      // ("…, steep for 3 days": a verb the tagger reads as an adjective, before a duration.)
      const beforeDuration =
        /^(?:for|until|through)$/.test(list[i + 1]?.lower ?? '') &&
        !!tokens(`they will ${word.lower} it`)[2]?.tags.has('Verb');
      // ("…, spritz with witch hazel": after a comma, a verb the tagger reads as a noun, before how it is done.)
      // ("… and spray it on the leaves": so after "and", before what it acts on.)
      // (A noun is never followed by "it": "and microwave it on high" is an act, whatever the tagger knows.)
      const bareAct =
        (!!list[i - 1]?.post.includes(',') &&
          /^(?:with|into|onto|over)$/.test(list[i + 1]?.lower ?? '') &&
          isKnownVerb(word.lower)) ||
        (list[i - 1]?.lower === 'and' &&
          /^(?:it|them)$/.test(list[i + 1]?.lower ?? '') &&
          !!list[i + 2]?.tags.has('Preposition') &&
          !/(?:[^s]s|ed|ing)$/.test(word.lower)) ||
        // ("… for 1 hour, scrub the rust off …": so after a comma, before what it acts on.)
        (!!list[i - 1]?.post.includes(',') &&
          /^(?:the|a|an)$/.test(list[i + 1]?.lower ?? '') &&
          isKnownVerb(word.lower) &&
          !/(?:[^s]s|ed|ing)$/.test(word.lower)) ||
        // ("… with 6 mil plastic and tape the edges": so before "the" and what it acts on.)
        (list[i - 1]?.lower === 'and' &&
          /^(?:the|a|an)$/.test(list[i + 1]?.lower ?? '') &&
          isKnownVerb(word.lower) &&
          !/(?:[^s]s|ed|ing)$/.test(word.lower)) ||
        // ("… and buff off the extra": so before a particle and what it acts on.)
        (list[i - 1]?.lower === 'and' &&
          /^(?:off|out|up|down|away)$/.test(list[i + 1]?.lower ?? '') &&
          /^(?:the|a|an|it|them|any)$/.test(list[i + 2]?.lower ?? '') &&
          !/(?:[^s]s|ed|ing)$/.test(word.lower)) ||
        // ("… 1 cm thick, cut bone shapes and bake": so after a comma, before a thing named in two nouns.)
        (!!list[i - 1]?.post.includes(',') &&
          isKnownVerb(word.lower) &&
          !/(?:[^s]s|ed|ing)$/.test(word.lower) &&
          !!list[i + 1]?.tags.has('Noun') &&
          !list[i + 1]?.tags.has('Pronoun') &&
          !!list[i + 2]?.tags.has('Plural')) ||
        // ("… and rub beeswax in with a cloth": so after "and", before a substance and where it goes.)
        (list[i - 1]?.lower === 'and' &&
          isKnownVerb(word.lower) &&
          !/(?:[^s]s|ed|ing)$/.test(word.lower) &&
          !!list[i + 1]?.tags.has('Noun') &&
          !list[i + 1]?.tags.has('Pronoun') &&
          /^(?:in|into|on|onto|over|with)$/.test(list[i + 2]?.lower ?? '')) ||
        // ("… between two paper towels and microwave on high": so before the power it runs at.)
        (list[i - 1]?.lower === 'and' &&
          list[i + 1]?.lower === 'on' &&
          POWER_SETTING.test(list[i + 2]?.lower ?? '') &&
          !/(?:[^s]s|ed|ing)$/.test(word.lower)) ||
        // ("… until it hits 180 F, then unplug it and let it cool": after "then" or "and", a bare verb before
        // what it acts on, in a series the user's acts opened.)
        (/^(?:then|and)$/.test(list[i - 1]?.lower ?? '') &&
          isKnownVerb(word.lower) &&
          !/(?:[^s]s|ed|ing)$/.test(word.lower) &&
          /^(?:it|them)$/.test(list[i + 1]?.lower ?? '') &&
          changedOrOpened(list, i, changed)) ||
        // ("sets up the team once, pick who is here today, hit start when …": after an item that opened on
        // an act, a bare verb before whom or what it picks, or before a noun and when.)
        (!!list[i - 1]?.post.includes(',') &&
          isKnownVerb(word.lower) &&
          !/(?:[^s]s|ed|ing)$/.test(word.lower) &&
          (/^(?:who|what|which|whom|whose|where|how)$/.test(list[i + 1]?.lower ?? '') ||
            (!!list[i + 1]?.tags.has('Noun') && /^(?:when|until|once|if)$/.test(list[i + 2]?.lower ?? ''))) &&
          itemBeforeActs(list, i, changed)) ||
        // ("unlocks the gimbal, scoop, lift it to the mouth": an act of one word between commas, after an act.)
        (!!list[i - 1]?.post.includes(',') &&
          word.post.includes(',') &&
          isKnownVerb(word.lower) &&
          !/(?:[^s]s|ed|ing)$/.test(word.lower) &&
          itemBeforeActs(list, i, changed)) ||
        // ("… for 15 minutes, rinse, then blend": an act of one word between commas, before "then".)
        (!!list[i - 1]?.post.includes(',') &&
          word.post.includes(',') &&
          list[i + 1]?.lower === 'then' &&
          isKnownVerb(word.lower)) ||
        // ("… glues them edge to edge … and clamp them overnight", "planes both faces flat, sand to 220
        // grit and round the edges": after an item that opened on an act, a bare verb before what it
        // acts on, or where, is the next act.)
        (/^(?:and|,)$/.test(list[i - 1]?.post.includes(',') ? ',' : (list[i - 1]?.lower ?? '')) &&
          isKnownVerb(word.lower) &&
          !/(?:[^s]s|ed|ing)$/.test(word.lower) &&
          /^(?:it|them|the|a|an|both|to|into|onto|with|over|until|\d.*)$/.test(list[i + 1]?.lower ?? '') &&
          itemBeforeActs(list, i, changed)) ||
        // ("…, wait 10 minutes and scrub.": so a bare verb that ends the series.)
        (list[i - 1]?.lower === 'and' &&
          i === list.length - 1 &&
          isKnownVerb(word.lower) &&
          !/(?:[^s]s|ed|ing)$/.test(word.lower) &&
          /^(?:seconds?|minutes?|hours?|it|them|off|out|up|down|again)$/.test(list[i - 2]?.lower ?? '') &&
          [...changed].some((at) => at < i) &&
          itemBeforeActs(list, i, changed)) ||
        // ("enters the class list and mark pairs who should be kept apart": so before a bare plural and
        // what it says of them.)
        (list[i - 1]?.lower === 'and' &&
          isKnownVerb(word.lower) &&
          !/(?:[^s]s|ed|ing)$/.test(word.lower) &&
          /[^s]s$/.test(list[i + 1]?.lower ?? '') &&
          /^(?:who|that|which)$/.test(list[i + 2]?.lower ?? '') &&
          itemBeforeActs(list, i, changed));
      if ((!word.tags.has('Verb') || word.tags.has('Noun')) && !beforeDuration && !bareAct) continue;
      // ("pulls it across the ring, heel to tip": a span from one end to the other, not an act.)
      if (list[i + 1]?.lower === 'to' && SPAN_END.test(word.lower) && SPAN_END.test(list[i + 2]?.lower ?? ''))
        continue;
      // ("… and bring it to a boil": "bring" ends in -ing and is no gerund.)
      if (/(?:[^s]s|ed)$/.test(word.lower) || (/ing$/.test(word.lower) && !word.tags.has('Infinitive')))
        continue;
      let before = i - 1;
      while (before > 0 && SERIES_ADVERBS.has(list[before]!.lower) && !list[before]!.post.includes(','))
        before -= 1;
      const link = list[before]!;
      // ("either drowns the plants or forget them": "or" after "either" joins two acts.)
      const either = link.lower === 'or' && list.slice(0, before).some((t) => t.lower === 'either');
      // ("the user always overshoots or stop short": "or" right after the user's own act joins another.)
      // ("the user still hits the wall or stop too far out": so after what that act acts on, a verb the
      // tagger knows only as a verb.)
      const orAfterAct =
        link.lower === 'or' &&
        before >= 3 &&
        (changed.has(before - 1) ||
          (/^[a-z]+s$/.test(list[before - 1]!.lower) &&
            list.slice(2, before - 1).every((t) => SERIES_ADVERBS.has(t.lower))) ||
          (!word.tags.has('Noun') &&
            isKnownVerb(word.lower) &&
            changedOrOpened(list, i, changed) &&
            !/^(?:the|a|an|and|or)$/.test(list[i + 1]?.lower ?? '') &&
            // (Not the second verb after "to": "knows when to feed it or bake", "has to wash it or wrap it".)
            list[list.slice(0, before).findLastIndex((t) => t.tags.has('Verb')) - 1]?.lower !== 'to'));
      if (link.post.includes(',') || link.lower === 'and' || either || orAfterAct) changed.add(i);
    }
    // Replaced at its own place in the clause, so the same word elsewhere is left as it is.
    let out = '';
    let cursor = 0;
    list.forEach((token, i) => {
      const at = clause.indexOf(token.text, cursor);
      if (at < 0) return;
      out += clause.slice(cursor, at) + (changed.has(i) ? presentOf(token.lower) : token.text);
      cursor = at + token.text.length;
    });
    return out + clause.slice(cursor);
  });
}
