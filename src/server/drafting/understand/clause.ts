import { QUANTITY_NOUNS, singularWord } from '../check/words';
import { canBeVerb, infinitiveOf, pastParticipleOf, type Token, tokens } from './nlp';

/**
 * One sentence read as subject + predicate: "A spring-loaded cam lock in each sleeve grips the leg"
 * → subject "spring-loaded cam lock", place "in each sleeve", active verb "grip", object "the leg".
 */
export type PredicateKind = 'active' | 'passive' | 'copula' | 'having' | 'modal';

export type Clause = {
  /** The subject's words without the determiner. */
  subject: string;
  determiner: string;
  /** "in each sleeve". */
  place: string;
  kind: PredicateKind;
  /** The main verb in the infinitive ("grip", "bolt", "be"). */
  verb: string;
  /** The verb as written ("grips", "bolted"). */
  verbText: string;
  /** What follows the verb, cut at the end of the clause. */
  rest: string;
  /** Further predicates of the same subject ("… and holds 600 ml"). */
  more: Clause[];
};

const DETERMINERS = new Set([
  'the',
  'this',
  'these',
  'a',
  'an',
  'each',
  'every',
  'its',
  'one',
  'both',
  'two',
  'three',
  'four',
  'five',
  'six',
  'ten',
]);
const COPULA = new Set(['is', 'are', 'was', 'were', 'be', 'been']);
const MODALS = new Set(['can', 'could', 'may', 'might', 'would', 'should', 'will']);
const HAVING = new Set([
  'has',
  'have',
  'includes',
  'include',
  'contains',
  'contain',
  'comprises',
  'comprise',
]);
// ("At the stairs the user pushes the handle down": where the user acts, before the user, is no subject.)
const LEADS =
  /^(?:first|then|next|finally|also|after that|afterwards|in (?:some|another|other|one) (?:embodiments?|versions?)|alternatively|optionally|additionally|now|(?:at|on|near|before|after) the [a-z-]+(?=,? (?:the user|you)\b))\b,?\s*/i;
/** Words that end a clause's object: a new clause starts. */
const CLAUSE_END = new Set([
  'so',
  'because',
  'which',
  'while',
  'if',
  'but',
  'whereas',
  'although',
  'even',
  'unless',
  'whenever',
]);
/** Words that start a place even when tagged otherwise ("lamp over the mold"). */
const PLACE_WORDS = new Set([
  'over',
  'under',
  'inside',
  'on',
  'in',
  'at',
  'near',
  'behind',
  'above',
  'below',
  'beside',
  'between',
  'into',
  'onto',
  'with',
  'across',
  'along',
  // ("A foam strip around the rim seals it": the tagger reads "around" as an adverb.)
  'around',
]);
const PRONOUNS = new Set([
  'it',
  'they',
  'them',
  'its',
  'their',
  'itself',
  'themselves',
  'he',
  'she',
  'him',
  'her',
  'you',
  'your',
  'something',
  'anything',
  'stuff',
  'what',
]);

function isNounLike(token: Token): boolean {
  if (PRONOUNS.has(token.lower) || PLACE_WORDS.has(token.lower)) return false;
  if (/^[A-Z0-9][A-Z0-9-]+$/.test(token.text) || /-/.test(token.text)) return true;
  if (
    token.tags.has('Noun') ||
    token.tags.has('Adjective') ||
    token.tags.has('Value') ||
    token.tags.has('Unit')
  )
    return true;
  // A word compromise leaves untagged ("nm") is read as part of the name.
  return ![
    'Verb',
    'Preposition',
    'Conjunction',
    'Determiner',
    'Adverb',
    'Negative',
    'Pronoun',
    'QuestionWord',
  ].some((tag) => token.tags.has(tag));
}

function isVerbToken(token: Token | undefined): boolean {
  if (!token) return false;
  // "LED", "USB": an acronym is a name, never a verb; "on", "over": a place word is never the main verb.
  if (/^[A-Z0-9][A-Z0-9-]+$/.test(token.text) || PLACE_WORDS.has(token.lower)) return false;
  if (COPULA.has(token.lower) || MODALS.has(token.lower) || HAVING.has(token.lower)) return true;
  return token.tags.has('Verb') && !token.tags.has('Adjective');
}

/** Where a clause's object ends: a comma before a new clause, a subordinating word or a pronoun. */
function restOf(list: Token[], from: number, object?: string): { rest: string; next: number } {
  const words: string[] = [];
  let i = from;
  // "… and shows it on a display": the pronoun is the previous predicate's object.
  if (/^(?:it|them)$/.test(list[i]?.lower ?? '')) {
    // Without a known object ("sprays it over the pellets") the pronoun is left out.
    if (object) words.push(object);
    i += 1;
  }
  // Inside a list of nouns after "of" ("a table of vaccine, dose number and age range"), whose "and"
  // joins its last item.
  let listing = false;
  for (; i < list.length; i += 1) {
    const token = list[i]!;
    // ("waits 10 minutes and scrubs": after how long, a last verb of its own is the next act.)
    if (
      token.lower === 'and' &&
      i === list.length - 2 &&
      /^(?:seconds?|minutes?|hours?|days?)$/.test(words[words.length - 1] ?? '') &&
      /[^s]s$/.test(list[i + 1]!.lower) &&
      canBeVerb(infinitiveOf(list[i + 1]!.lower))
    )
      break;
    if (listing && /^(?:and|or)$/.test(token.lower)) {
      words.push(token.text);
      listing = false;
      continue;
    }
    // "have its own probe": a possessive opens the object, it ends no clause.
    // ("unlocks their tablet": so before a noun.)
    // ("stretches to about 1.5 times its size": so after a measure.)
    // ("to give the dog its medications": so after the one something is given to.)
    // ("rolls the can on its side": so after a place word inside the object.)
    const givenTo =
      /^(?:give|feed|hand|bring|serve|pass)$/i.test(words[words.length - 3] ?? '') &&
      /^(?:the|a|an)$/i.test(words[words.length - 2] ?? '');
    if (
      (words.length === 0 ||
        /^(?:times|than|of)$/.test(words[words.length - 1] ?? '') ||
        givenTo ||
        // ("rolls the can on its side": a thing's own side; "their balance" is the people's.)
        (token.lower === 'its' &&
          /^(?:on|onto|in|into|over|under|against)$/.test(words[words.length - 1] ?? ''))) &&
      /^(?:its|their)$/.test(token.lower) &&
      (list[i + 1]?.tags.has('Adjective') || list[i + 1]?.tags.has('Noun'))
    ) {
      words.push(token.text);
      continue;
    }
    // "shows what each person owes", "shows which rules were not met": a question right after the verb is
    // what it shows.
    // ("tells if the appliance was drawing power": after a verb of knowing, "if" is "whether".)
    const knowing = /^(?:tells?|checks?|detects?|knows?|sees?|senses?|shows?|determines?)$/.test(
      list[i - 1]?.lower ?? '',
    );
    if (
      words.length === 0 &&
      i > 0 &&
      (/^(?:what|which|whether|how)$/.test(token.lower) || (knowing && token.lower === 'if'))
    ) {
      words.push(token.text);
      continue;
    }
    // "enter which days they can drive": a question clause as the object keeps its own subject.
    if (/^(?:they|it)$/.test(token.lower) && /^(?:what|which|whether|how|when)$/i.test(words[0] ?? '')) {
      words.push(token.text);
      continue;
    }
    // "turns on by itself": of the act, "by itself" says no more than that nothing else does it.
    const own = list[i + 1]?.lower === 'its' && list[i + 2]?.lower === 'own';
    if (
      /^(?:by|on)$/.test(token.lower) &&
      (/^(?:itself|themselves)$/.test(list[i + 1]?.lower ?? '') || own)
    ) {
      i += own ? 2 : 1;
      continue;
    }
    // "when it gets dark", "if it rains": the weather's "it" points to nothing; the condition stays.
    if (
      token.lower === 'it' &&
      /^(?:when|once|if|until|after|before)$/i.test(words[words.length - 1] ?? '') &&
      ((/^(?:gets|becomes|turns|is|goes)$/.test(list[i + 1]?.lower ?? '') &&
        /^(?:dark|light|cold|hot|warm|wet|dry|windy|sunny|bright|dim)$/.test(list[i + 2]?.lower ?? '')) ||
        /^(?:rains|snows|freezes)$/.test(list[i + 1]?.lower ?? ''))
    ) {
      words.push(token.text);
      continue;
    }
    // ("grips the bowl edge when the user stretches it over": in its condition, what the user acts on.)
    if (
      /^(?:it|them)$/.test(token.lower) &&
      words.some((word) => /^(?:when|once|if|until)$/i.test(word)) &&
      /^(?:the user|a user|someone|you)$/i.test(words.slice(-3, -1).join(' ')) &&
      /[^s]s$/.test(words[words.length - 1] ?? '')
    ) {
      words.push(token.text);
      continue;
    }
    // ("reads each page as it loads": while the thing acted on does something of its own, which the act
    // keeps pace with; "it" is that thing.)
    const acted = words.length >= 3 ? words[words.length - 2]! : '';
    if (
      token.lower === 'it' &&
      words[words.length - 1]?.toLowerCase() === 'as' &&
      /^[a-z]+$/.test(acted) &&
      /^(?:each|every|the|a|an)$/i.test(words[words.length - 3]!) &&
      /[^s]s$/.test(list[i + 1]?.lower ?? '') &&
      canBeVerb(infinitiveOf(list[i + 1]!.lower)) &&
      (i + 2 >= list.length || /[,.;]/.test(list[i + 1]!.post))
    ) {
      words.push('the', acted, list[i + 1]!.text);
      i += 1;
      continue;
    }
    // "until it is tacky", "until they are under 10 percent moisture": what the step is done until.
    const untilItIs =
      /^(?:it|they)$/.test(token.lower) &&
      /^until$/i.test(words[words.length - 1] ?? '') &&
      /^(?:is|are)$/.test(list[i + 1]?.lower ?? '');
    if (untilItIs) {
      // ("allowed to dry in the fridge until it is tacky": the state it is left until, "until tacky", as
      // "baked until golden".)
      const state = list[i + 2];
      if (
        state?.tags.has('Adjective') &&
        !state.tags.has('Noun') &&
        // ("until it is firm, about 20 minutes": and how long that takes.)
        (i + 3 >= list.length ||
          /^[.]$/.test(state.post) ||
          (/^,$/.test(state.post) &&
            /^(?:about|around|roughly)$/.test(list[i + 3]?.lower ?? '') &&
            /^\d/.test(list[i + 4]?.text ?? '')))
      ) {
        const took = /^,$/.test(state.post) ? list.slice(i + 3, i + 6) : [];
        if (took.length === 3 && /^(?:seconds?|minutes?|hours?|days?)$/.test(took[2]!.lower)) {
          // ("waiting about 20 minutes until firm".)
          words.splice(-1, 1, ...took.map((each) => each.text), 'until', state.text);
          i += 5;
          continue;
        }
        words.push(state.text);
        i += 2;
        continue;
      }
      // ("dried at 60 degrees C until they are under 10 percent moisture": a bound it is left until.)
      const bound = list.slice(i + 2, i + 7);
      const boundEnd = bound.findIndex((each, at) => /^[.]$/.test(each.post) || i + 3 + at >= list.length);
      if (
        /^(?:under|below|over|above)$/.test(bound[0]?.lower ?? '') &&
        /^\d/.test(bound[1]?.text ?? '') &&
        boundEnd >= 1 &&
        bound.slice(0, boundEnd).every((each) => !each.post)
      ) {
        words.push(...bound.slice(0, boundEnd + 1).map((each) => each.text));
        i += 2 + boundEnd;
        continue;
      }
    }
    if (PRONOUNS.has(token.lower)) {
      // "and enough cornstarch paste to make it stick": the purpose goes with its pronoun, and "enough"
      // with it.
      if (
        words.length > 2 &&
        words[words.length - 2]!.toLowerCase() === 'to' &&
        canBeVerb(words[words.length - 1]!)
      ) {
        words.splice(-2);
        const enough = words.lastIndexOf('enough');
        if (enough >= 0) words.splice(enough, 1);
      }
      // "… for 10 minutes until they are coated, and dries …": the clause ends; read on after the comma.
      if (
        words.length > 0 &&
        /^(?:until|when|once|so|because|while|after|before|if|since)$/i.test(words[words.length - 1]!)
      ) {
        words.pop();
        // "a reminder two days [before something expires]": the duration belonged to the lost clause.
        if (
          words.length > 2 &&
          /^(?:days?|hours?|minutes?|weeks?|seconds?)$/i.test(words[words.length - 1]!) &&
          /^(?:\d+|one|two|three|four|five|six|seven|a)$/i.test(words[words.length - 2]!) &&
          // "for about 10 minutes until they are coated": a duration with its preposition stays.
          !/^(?:for|about|in|after|within|every|each|than)$/i.test(words[words.length - 3]!)
        )
          words.splice(-2);
        // "a reminder the day [before it is due]": a time told by the lost clause goes with it.
        else if (
          words.length > 2 &&
          /^(?:day|week|night|morning|evening|hour|month)$/i.test(words[words.length - 1]!) &&
          /^the$/i.test(words[words.length - 2]!)
        )
          words.splice(-2);
        while (i < list.length && !/[,;]/.test(list[i]!.post)) i += 1;
        i += 1;
      }
      break;
    }
    // "cool the mold while keeping the pressure on": a simultaneous action belongs to the step.
    if (token.lower === 'while' && /ing$/.test(list[i + 1]?.lower ?? '') && words.length > 0) {
      words.push(token.text);
      continue;
    }
    // "skips the reminder if more than 5 mm of rain is coming": a threshold is the act's condition.
    // ("sends an alert if a day is more than 30 percent above the average": so is a comparison after "if".)
    // ("only counts a rep if the elbows bend past 90 degrees": so is the one condition it is done on.)
    const threshold =
      // ("turns the heating film on only while the dog is present": "while" too.)
      (/^(?:if|while)$/.test(token.lower) &&
        list.slice(Math.max(0, i - 6), i).some((t) => t.lower === 'only')) ||
      // ("runs for 3 minutes while the door is shut": the state a part acts in.)
      (token.lower === 'while' &&
        /^(?:the|a|an)$/.test(list[i + 1]?.lower ?? '') &&
        /^(?:is|are)$/.test(list[i + 3]?.lower ?? '') &&
        /^(?:shut|closed|open|locked|empty|full|on|off|running|charging|moving)$/.test(
          list[i + 4]?.lower ?? '',
        )) ||
      (token.lower === 'if' &&
        /^(?:more|less|fewer|over|under|above|below)$/.test(list[i + 1]?.lower ?? '')) ||
      (/^(?:if|when)$/.test(token.lower) && comparesANumber(list, i + 1));
    // ("The clutch slips if the hose snags so nothing breaks": the condition of an act with no object is
    // the act's, up to why.)
    const actsWhen =
      words.length === 0 &&
      /^(?:if|when|once)$/.test(token.lower) &&
      /^(?:the|a|an)$/.test(list[i + 1]?.lower ?? '') &&
      list.slice(i + 2, i + 5).some((t) => /[^s]s$/.test(t.lower) && canBeVerb(infinitiveOf(t.lower)));
    if (actsWhen) {
      words.push(token.text);
      continue;
    }
    // "… so it flows, mixes in …": the subordinate clause is left out and the next predicate read.
    if (CLAUSE_END.has(token.lower) && !threshold) {
      while (i < list.length && !/[,;]/.test(list[i]!.post)) i += 1;
      i += 1;
      break;
    }
    // "a sleeve that is bolted …, …": the relative clause is left out. A person's ("a nurse who wants to
    // give up a shift with qualified nurses") says which one and stays.
    // ("keeps dogs that do not get along apart": a relative clause inside the object, before how the act
    // leaves it, says which ones and stays.)
    // ("for that weekday": after a preposition, "that" points to a noun, it opens no clause.)
    if (
      token.lower === 'that' &&
      words.length > 0 &&
      !relativeInsideObject(list, i) &&
      !(
        /^(?:for|of|in|on|at|from|with|by|to|during)$/i.test(words[words.length - 1]!) &&
        !/^(?:many|much|long|far)$/.test(list[i + 1]?.lower ?? '')
      )
    ) {
      // ("that lets people borrow ladders, drills and other tools": a comma inside the clause's list of
      // things does not end it.)
      while (
        i < list.length &&
        (!/[,;]/.test(list[i]!.post) ||
          (/^(?:and|or)$/.test(list[i + 2]?.lower ?? '') &&
            /^(?:other|more|similar)$/.test(list[i + 3]?.lower ?? '')))
      )
        i += 1;
      i += 1;
      break;
    }
    // ("directs the water through the turbine and out a drain port": a second way it goes, not a verb.)
    if (
      token.lower === 'and' &&
      /^(?:out|through|into|onto|over|under|across|past|around|back)$/.test(list[i + 1]?.lower ?? '') &&
      /^(?:the|a|an)$/.test(list[i + 2]?.lower ?? '') &&
      words.some((word) => /^(?:through|into|onto|over|under|across|past|around|to)$/i.test(word))
    ) {
      words.push(token.text);
      continue;
    }
    // "wash the milk jugs and shred the …": a word between "and" and an article is a verb.
    if (
      token.lower === 'and' &&
      /^(?:the|a|an)$/.test(list[i + 2]?.lower ?? '') &&
      !list[i + 1]?.tags.has('Adjective') &&
      words.length > 1
    )
      break;
    // ("turns on only when it is dark and the accelerometer feels the bike moving": inside a condition, a
    // second subject with its verb is more of the condition.)
    if (
      token.lower === 'and' &&
      /^the$/.test(list[i + 1]?.lower ?? '') &&
      /^[a-z]+s$/.test(list[i + 3]?.lower ?? '') &&
      list[i + 3]?.tags.has('Verb') &&
      words.some(
        (word, at) =>
          /^(?:when|whenever)$/i.test(word) &&
          // (Not "senses when the bike slows down and the microcontroller turns …": what is sensed is one
          // thing, and what follows a fact of its own.)
          !/^(?:senses?|detects?|notices?|tells?|knows?|shows?|checks?|sense|detect|notice|tell|know|show|check)$/i.test(
            (at > 0 ? words[at - 1] : list[from - 1]?.lower) ?? '',
          ),
      ) &&
      !/[,;]/.test(words.join(' '))
    ) {
      words.push(token.text);
      continue;
    }
    // "sits on a pivot and a counterweight tips it": a new subject starts a new clause.
    // ("blends with 4 cups of ice water and a pinch of salt for 30 seconds": a second object, which does
    // nothing, is no new subject.)
    if (
      token.lower === 'and' &&
      /^(?:the|a|an)$/.test(list[i + 1]?.lower ?? '') &&
      words.length > 1 &&
      !anotherObject(list, i)
    )
      break;
    // "… and holds 600 ml": a coordinated verb starts the subject's next predicate; "clean of flesh and
    // scales" joins two nouns after "of".
    // A word that can be a noun too is the verb only with an object after it ("and marks the pairs").
    const ofPhrase = words.length >= 2 && /^of$/i.test(words[words.length - 2]!);
    const following = list[i + 1];
    // "reads the items and prices": a last word in -s after a plural object is another object.
    const objects =
      !!following &&
      i + 2 >= list.length &&
      /[^s]s$/.test(following.lower) &&
      /[^s]s$/.test(words[words.length - 1] ?? '') &&
      /^(?:the|a|an)$/i.test(words[words.length - 2] ?? '');
    // "… to crush the pill and then mixes it": "and then" opens the next act.
    if (token.lower === 'and' && following?.lower === 'then' && isVerbToken(list[i + 2]) && words.length > 0)
      break;
    // "melts the wax and oils together": a word in -s before "together" is the object's other half.
    const together = !!following && /[^s]s$/.test(following.lower) && list[i + 2]?.lower === 'together';
    if (
      token.lower === 'and' &&
      !ofPhrase &&
      !objects &&
      !together &&
      isVerbToken(following) &&
      (!following!.tags.has('Noun') || /^(?:the|a|an)$/.test(list[i + 2]?.lower ?? ''))
    )
      break;
    // "a green, yellow or red status": a list of modifiers of one noun, not the end of the clause.
    if (/^,$/.test(token.post) && listedModifier(list, i)) {
      words.push(`${token.text},`);
      continue;
    }
    // ("with 800 grit, then 1500, then 3000 grit sandpaper": a run of values is one phrase.)
    // ("through a nut milk bag, then through a fine sieve": the same act again, through another; its
    // comma stays.)
    const againThrough =
      /^,$/.test(token.post) && list[i + 1]?.lower === 'then' && !!list[i + 2]?.tags.has('Preposition');
    // ("as a table of vaccine, dose number and age range": a list of what it is of goes on after its comma.)
    // (So does a list that is the act's whole object: "takes the air temperature, cloud cover and sun angle
    // from a weather service".)
    const objectSoFar = list
      .slice(from, i + 1)
      .every((t) => /^(?:the|a|an)$/.test(t.lower) || (isNounLike(t) && !isVerbToken(t)));
    const ofList =
      /^,$/.test(token.post) &&
      (words.slice(-3).includes('of') || (objectSoFar && i > from)) &&
      nounListGoesOn(list, i);
    words.push(againThrough || ofList ? `${token.text},` : token.text);
    if (ofList) listing = true;
    // ("is 15, 20 or 25 cm in size": a list of values is one.)
    const valueList = /^,$/.test(token.post) && token.tags.has('Value') && !!list[i + 1]?.tags.has('Value');
    if (valueList) words[words.length - 1] = `${token.text},`;
    const valuesGoOn =
      valueList ||
      againThrough ||
      ofList ||
      (/^,$/.test(token.post) && list[i + 1]?.lower === 'then' && !!list[i + 2]?.tags.has('Value'));
    if (/[,;:]/.test(token.post) && !valuesGoOn) {
      i += 1;
      break;
    }
  }
  while (
    words.length > 0 &&
    /^(?:and|or|the|a|an|to|of|with|in|on|at|for|by|from|as|then|when|once|until|before|after|since|that|so)$/i.test(
      words[words.length - 1]!,
    ) &&
    !separatedParticle(words)
  )
    words.pop();
  return { rest: words.join(' '), next: i };
}

/**
 * After the comma at `comma`: the rest of a list of nouns, up to its "and" or "or" and its last item
 * ("dose number and age range"), with nothing that can be a verb in it.
 */
function nounListGoesOn(list: Token[], comma: number): boolean {
  let joined = false;
  for (let j = comma + 1; j < list.length; j += 1) {
    const token = list[j]!;
    if (/^(?:and|or)$/.test(token.lower)) {
      if (joined || j === comma + 1) return false;
      joined = true;
      continue;
    }
    // ("age range": a word the tagger calls a verb, before the noun it names, is the noun's modifier.)
    const modifier =
      !token.post && !/(?:s|ed|ing)$/.test(token.lower) && !!list[j + 1] && isNounLike(list[j + 1]!);
    // (After its last item, where the act goes on: "… and sun angle from a weather service".)
    if (joined && token.tags.has('Preposition') && j > comma + 2) return list[j - 1]!.lower !== 'and';
    if ((isVerbToken(token) && !modifier) || (!isNounLike(token) && !modifier)) return false;
    if (/[,;]/.test(token.post) || j === list.length - 1 || CLAUSE_END.has(list[j + 1]!.lower))
      return joined && list[j - 1]!.lower !== 'and' && list[j - 1]!.lower !== 'or';
  }
  return false;
}

/**
 * After "and a": another object when nothing up to the end of the clause can be a verb ("and a pinch of
 * salt for 30 seconds"), where "and a counterweight tips it" has a subject of its own.
 */
function anotherObject(list: Token[], and: number): boolean {
  for (let j = and + 2; j < list.length; j += 1) {
    const token = list[j]!;
    if (COPULA.has(token.lower) || MODALS.has(token.lower) || isVerbToken(token)) return false;
    // ("and a counterweight tips it": a word in -s before what it acts on is a verb; "and the average
    // walk-in sales for that weekday", before a preposition, a plural.)
    if (
      /[^s]s$/.test(token.lower) &&
      !token.tags.has('Value') &&
      canBeVerb(infinitiveOf(token.lower)) &&
      // ("and the handle folds, then …": at the end of its clause, after one thing, the verb.)
      ((!/[,;]/.test(token.post) &&
        !!list[j + 1] &&
        !/^(?:for|of|from|per|in|on|at|with|by|and|or)$/.test(list[j + 1]!.lower)) ||
        ((/[,;]/.test(token.post) || !list[j + 1]) && !!list[j - 1]?.tags.has('Singular')))
    )
      return false;
    if (/[,;]/.test(token.post)) break;
  }
  return true;
}

/** "green, [yellow,] … or red status": modifiers joined by commas and a last "and"/"or" before their noun. */
function listedModifier(list: Token[], at: number): boolean {
  const modifier = (token: Token | undefined) =>
    !!token && token.tags.has('Adjective') && !token.tags.has('Verb');
  if (!modifier(list[at])) return false;
  let j = at + 1;
  while (modifier(list[j]) && list[j]!.post === ',') j += 1;
  return (
    modifier(list[j]) &&
    /^(?:and|or)$/.test(list[j + 1]?.lower ?? '') &&
    modifier(list[j + 2]) &&
    !!list[j + 3]?.tags.has('Noun')
  );
}

/** "The beans are ground coarse", "the concentrate is kept cold": a past participle the tagger took for a noun. */
function irregularParticiple(token: Token, next: Token | undefined): boolean {
  if (/(?:ed|en|ing|s)$/.test(token.lower) || !/^[a-z]+$/.test(token.lower)) return false;
  const infinitive = infinitiveOf(token.lower);
  // ("Tax is split in proportion": a participle spelled as its infinitive, "split", "cut", "set".)
  // ("The pump is run with an air stone": so is "run", before how it is done.)
  const same =
    infinitive === token.lower &&
    (/[td]$/.test(token.lower) || (token.lower === 'run' && !!next?.tags.has('Preposition'))) &&
    canBeVerb(token.lower);
  return (
    (infinitive !== token.lower || same) &&
    pastParticipleOf(infinitive) === token.lower &&
    !(next?.tags.has('Noun') && !next.tags.has('Adjective'))
  );
}

/** What a sentence keeps at a value ("the pH", "the temperature"), never what "it" is done to. */
const MEASURED_QUANTITY = new RegExp(`^(?:ph|moisture|${QUANTITY_NOUNS})$`, 'i');

const FUNCTION_WORD = /^(?:the|a|an|to|of|with|in|on|at|for|by|from|and|or)$/i;

/** "if a day is more than 30 percent above …": a copula and a comparison soon after, and a number. */
function comparesANumber(list: Token[], from: number): boolean {
  const compared = list
    .slice(from, from + 5)
    .some(
      (t, k, ahead) =>
        COPULA.has(t.lower) && /^(?:more|less|over|under|above|below)$/.test(ahead[k + 1]?.lower ?? ''),
    );
  return compared && list.slice(from).some((t) => /\d/.test(t.text));
}

/** "dogs that do not get along apart": the relative clause runs to a word that says how the act leaves them. */
function relativeInsideObject(list: Token[], at: number): boolean {
  const end = list.findIndex((t, j) => j > at && /[,;.]/.test(t.post));
  return /^(?:apart|together|separate|away)$/.test(list[end < 0 ? list.length - 1 : end]?.lower ?? '');
}

/** "plugs the reel in": the particle of a phrasal verb after its object ends the phrase; it is no cut-off "in". */
function separatedParticle(words: string[]): boolean {
  const last = words[words.length - 1]!.toLowerCase();
  const before = words[words.length - 2]?.toLowerCase() ?? '';
  // "until the LED comes on": a particle right after its verb.
  if (
    /^(?:on|off|up|out|down)$/.test(last) &&
    /^(?:comes?|turns?|goes|go|lights?|switch(?:es)?|shuts?|powers?|warms?|heats?|cools?)$/.test(before)
  )
    return true;
  return (
    /^(?:in|on|up|down|out|off|back)$/.test(last) &&
    words.length >= 3 &&
    // "plugs the reel in", "plugs the ice scraper in": the object is the whole rest, article first.
    (/^(?:the|a|an)$/i.test(words[words.length - 3] ?? '') ||
      (words.length === 4 && /^(?:the|a|an)$/i.test(words[0]!) && !FUNCTION_WORD.test(words[1]!))) &&
    !FUNCTION_WORD.test(before)
  );
}

function predicateAt(
  list: Token[],
  start: number,
  object?: string,
): { clause: Omit<Clause, 'subject' | 'determiner' | 'place' | 'more'>; next: number } | undefined {
  let i = start;
  let modal = false;
  let copula = false;
  // "…, about 1 mm": the comma before any adverb opens more of the same subject.
  const afterComma = start > 0 && /[,]/.test(list[start - 1]!.post);
  while (
    i < list.length &&
    (list[i]!.tags.has('Adverb') || list[i]!.lower === 'not') &&
    !MODALS.has(list[i]!.lower)
  )
    i += 1;
  if (i < list.length && MODALS.has(list[i]!.lower)) {
    modal = true;
    i += 1;
  }
  while (i < list.length && list[i]!.tags.has('Adverb') && !COPULA.has(list[i]!.lower)) i += 1;
  if (i < list.length && COPULA.has(list[i]!.lower)) {
    copula = true;
    i += 1;
    // ("is at least 5 cm bigger": a bound of the measure is part of it.)
    while (
      i < list.length &&
      list[i]!.tags.has('Adverb') &&
      !/^(?:about|up|at|least|most)$/.test(list[i]!.lower)
    )
      i += 1;
  }
  // "…, about 1 mm": an approximate measure.
  const measureFrom = i;
  if (
    afterComma &&
    /^(?:about|approximately|around|roughly|nearly)$/.test(list[i]?.lower ?? '') &&
    list[i + 1]?.tags.has('Value')
  )
    i += 1;
  const verbToken = list[i];
  if (!verbToken) return undefined;
  // "The spout is on one side, 2 inches wide, with a sharp drip edge": more of the same subject.
  if (!modal && !copula && i > 0 && (afterComma || /[,]/.test(list[i - 1]!.post))) {
    if (verbToken.tags.has('Value')) {
      const { rest, next } = restOf(list, measureFrom);
      return { clause: { kind: 'copula', verb: 'be', verbText: 'is', rest }, next };
    }
    if (verbToken.lower === 'with') {
      const { rest, next } = restOf(list, i + 1);
      return { clause: { kind: 'having', verb: 'have', verbText: 'has', rest }, next };
    }
    // ("The bacon is rinsed, patted dry and baked …": after a comma, a participle goes on the series of
    // what is done to it.)
    if (
      /[a-z]ed$/.test(verbToken.lower) &&
      verbToken.tags.has('Verb') &&
      /^(?:dry|clean|flat|smooth|down|off|out|up)$/.test(list[i + 1]?.lower ?? '')
    ) {
      const { rest, next } = restOf(list, i + 1);
      return {
        clause: { kind: 'passive', verb: infinitiveOf(verbToken.text), verbText: verbToken.text, rest },
        next,
      };
    }
    // ("The box is 6 cm by 4 cm, ABS plastic, with …": a material named by its acronym, what it is.)
    if (/^[A-Z]{2,}$/.test(verbToken.text) && list[i + 1]?.tags.has('Noun')) {
      const { rest, next } = restOf(list, i);
      return { clause: { kind: 'copula', verb: 'be', verbText: 'is', rest }, next };
    }
  }
  if (modal) {
    const { rest, next } = restOf(list, copula ? i : i + 1);
    return {
      clause: {
        kind: 'modal',
        verb: copula ? 'be' : infinitiveOf(verbToken.text),
        verbText: copula ? 'be' : verbToken.text,
        rest,
      },
      next,
    };
  }
  if (copula) {
    const participle =
      (((verbToken.tags.has('PastTense') ||
        verbToken.tags.has('Participle') ||
        /(?:ed|en)$/.test(verbToken.lower)) &&
        !verbToken.tags.has('Noun')) ||
        irregularParticiple(verbToken, list[i + 1])) &&
      // "is spring-loaded" is how a part is; "is vacuum-sealed and rested a week" is done to it, in a
      // series of acts.
      (!verbToken.text.includes('-') ||
        (/ed$/.test(verbToken.lower) &&
          list[i + 1]?.lower === 'and' &&
          /[a-z]ed$/.test(list[i + 2]?.lower ?? '') &&
          !!list[i + 2]?.tags.has('Verb')) ||
        // ("is wet-sanded with 800 grit": done with something, an act.)
        (/ed$/.test(verbToken.lower) && /^(?:with|using|by|into|onto)$/.test(list[i + 1]?.lower ?? '')));
    // ("is re-wet every morning": done again, a verb with its prefix.)
    const again = /^re-([a-z]+)$/.exec(verbToken.lower)?.[1];
    if (again && canBeVerb(infinitiveOf(again))) {
      const { rest, next } = restOf(list, i + 1);
      return {
        clause: { kind: 'passive', verb: `re-${infinitiveOf(again)}`, verbText: verbToken.text, rest },
        next,
      };
    }
    if (participle) {
      // ("is rinsed, patted dry and baked": the next participle after a comma is the next act.)
      if (
        /,/.test(verbToken.post) &&
        /[a-z]ed$/.test(list[i + 1]?.lower ?? '') &&
        list[i + 1]!.tags.has('Verb')
      )
        return {
          clause: { kind: 'passive', verb: infinitiveOf(verbToken.text), verbText: verbToken.text, rest: '' },
          next: i + 1,
        };
      // ("are stirred in": a last "in" is the verb's particle, which restOf would cut as a dangling word.)
      if (list.length === i + 2 && /^(?:in|on)$/.test(list[i + 1]!.lower))
        return {
          clause: {
            kind: 'passive',
            verb: infinitiveOf(verbToken.text),
            verbText: verbToken.text,
            rest: list[i + 1]!.lower,
          },
          next: list.length,
        };
      const { rest, next } = restOf(list, i + 1);
      return {
        clause: { kind: 'passive', verb: infinitiveOf(verbToken.text), verbText: verbToken.text, rest },
        next,
      };
    }
    const { rest, next } = restOf(list, i);
    return { clause: { kind: 'copula', verb: 'be', verbText: 'is', rest }, next };
  }
  if (HAVING.has(verbToken.lower)) {
    const { rest, next } = restOf(list, i + 1);
    return { clause: { kind: 'having', verb: 'have', verbText: verbToken.text, rest }, next };
  }
  const beforeArticle = /^(?:the|a|an)$/.test(list[i + 1]?.lower ?? '');
  if (!isVerbToken(verbToken) && !/s$/.test(verbToken.lower) && !beforeArticle) return undefined;
  // ("each plant, its pot size": a word in -s that is a pronoun or a function word is no verb.)
  if (
    /^(?:its|his|hers|ours|yours|theirs|this|thus|plus|us|as|whereas|always|perhaps)$/.test(verbToken.lower)
  )
    return undefined;
  // A phrasal particle stays with its verb ("folds out", "pulls out").
  let j = i + 1;
  let verbText = verbToken.text;
  // "drops by gravity": "by", "with" or "into" open a phrase of their own; they are never a particle.
  const particle =
    (list[j]?.tags.has('PhrasalVerb') &&
      list[j]!.tags.has('Particle') &&
      !/^(?:by|with|for|of|from|to|into|at|via)$/.test(list[j]!.lower)) ||
    // "takes off the film": a particle before the object, however it is tagged.
    (/^(?:off|out|up|down|away)$/.test(list[j]?.lower ?? '') &&
      /^(?:the|a|an)$/.test(list[j + 1]?.lower ?? ''));
  if (particle) {
    verbText = `${verbText} ${list[j]!.text}`;
    j += 1;
  }
  // ("unlocks the gimbal, scoops, lifts it to the mouth": an act of one word, before the next act.)
  if (
    !particle &&
    verbToken.post.includes(',') &&
    /[^s]s$/.test(list[j]?.lower ?? '') &&
    // (A noun is never followed by "it": "lifts it" is an act, whatever the tagger makes of it.)
    ((!!list[j]?.tags.has('Verb') &&
      /^(?:the|a|an|to|into|onto|up|down|back|out)$/.test(list[j + 1]?.lower ?? '')) ||
      /^(?:it|them)$/.test(list[j + 1]?.lower ?? ''))
  )
    return { clause: { kind: 'active', verb: infinitiveOf(verbToken.text), verbText, rest: '' }, next: j };
  const { rest, next } = restOf(list, j, object);
  return { clause: { kind: 'active', verb: infinitiveOf(verbToken.text), verbText, rest }, next };
}

/** "the time since the cap was removed" → "the time". */
function firstNounPhrase(text: string): string | undefined {
  return /^((?:the|a|an)\s+(?:[\w-]+\s+){0,3}?[\w-]+)(?=\s+(?:since|of|on|in|to|for|with|at|from|that|which|when|by|and|into|up|down|out|off|back|away)\b|$)/i.exec(
    text,
  )?.[1];
}

/**
 * "Users rinse the skins": after a person, a word that can be a verb is one, though the tagger read
 * "rinse" as a noun. The cached tokens are left as they are.
 */
function withActorVerb(list: Token[]): Token[] {
  const actor = /^(?:users|we|they)$/.test(list[0]?.lower ?? '')
    ? 1
    : list[0]?.lower === 'the' && /^(?:user|users|inventors?)$/.test(list[1]?.lower ?? '')
      ? 2
      : 0;
  const word = list[actor];
  if (!actor || !word || word.tags.has('Verb') || !canBeVerb(word.lower)) return list;
  const verb: Token = {
    ...word,
    tags: new Set(['Verb', /s$/.test(word.lower) ? 'PresentTense' : 'Infinitive']),
  };
  return [...list.slice(0, actor), verb, ...list.slice(actor + 1)];
}

const SINGULAR = new Set(['a', 'an', 'each', 'every', 'one', 'this']);
const PLURAL = /^(?:these|two|three|four|five|six|ten|\d*[02-9]|\d{2,})$/;

/** A verb that agrees with a singular subject: "wakes", "opened", never "switch". */
const agreesWithOne = (token: Token) => /[^s]s$/.test(token.lower) || token.tags.has('PastTense');
/** A verb that agrees with a plural subject: "hang", never "hooks". */
const agreesWithMany = (token: Token) => !/[^s]s$/.test(token.lower);

/**
 * "A tilt switch on the door wakes the unit", "Two steel hooks with rubber pads hang it": a word the
 * tagger read as the verb is the subject's last noun when it does not agree with the subject's number
 * and a verb that does agree follows in the same clause.
 */
function nounByAgreement(list: Token[], at: number, determiner: string): boolean {
  const token = list[at]!;
  if (COPULA.has(token.lower) || MODALS.has(token.lower) || HAVING.has(token.lower)) return false;
  // ("The foam strip is 5 mm thick": a bare word right before "is" is the last word of the subject.)
  if (
    !/(?:s|ed)$/.test(token.lower) &&
    /^(?:is|was|has)$/.test(list[at + 1]?.lower ?? '') &&
    list[at - 1]?.tags.has('Noun')
  )
    return true;
  const agrees = SINGULAR.has(determiner)
    ? agreesWithOne
    : PLURAL.test(determiner)
      ? agreesWithMany
      : undefined;
  if (!agrees || agrees(token)) return false;
  for (let j = at + 1; j < list.length; j += 1) {
    const later = list[j]!;
    if (CLAUSE_END.has(later.lower) || /^(?:when|to|that)$/.test(later.lower)) return false;
    if (isVerbToken(later) && !later.tags.has('Noun')) return agrees(later);
    if (/[,;:]/.test(later.post)) return false;
  }
  return false;
}

/** Verbs followed by a bare verb of their own: "helps keep", "lets users pick", "makes it stick". */
const CATENATIVE = /^(?:help|let|make|have|see|hear|watch|bid)$/;

/**
 * "The coffee grounds feed the soil", "Volunteers scan it at checkout": a word in -s the tagger read as
 * the verb, right before a bare verb and that verb's object, is a plural noun, the subject; the bare
 * verb is the one that agrees with it.
 */
export function pluralBeforeBareVerb(list: Token[], at: number): boolean {
  const [token, next, object] = [list[at]!, list[at + 1], list[at + 2]];
  if (!/[^s]s$/.test(token.lower) || token.post || !isVerbToken(token) || !next || !object) return false;
  if (COPULA.has(token.lower) || MODALS.has(token.lower) || HAVING.has(token.lower)) return false;
  if (CATENATIVE.test(infinitiveOf(token.lower))) return false;
  const bare = next.tags.has('Infinitive') && !/s$/.test(next.lower) && !next.tags.has('Noun') && !next.post;
  const objectLike =
    object.tags.has('Determiner') ||
    object.tags.has('Pronoun') ||
    object.tags.has('Value') ||
    isNounLike(object);
  return bare && objectLike && !PLACE_WORDS.has(object.lower);
}

/**
 * "A small solar cell on top charges during the day", "The LED glows green all night": a sentence the
 * tagger left without a verb has one, the first word in -s after a singular noun that is a verb on its
 * own ("it charges"). The cached tokens are left as they are.
 */
export function withAgreeingVerb(told: Token[]): Token[] {
  // ("Rain runs down a funnel": a particle the tagger read as the verb, after a word in -s that is one, is
  // that verb's particle.)
  const particle = told.findIndex(
    (token, i) =>
      i >= 2 &&
      /^(?:down|up|out|off|over|back|away|through|around)$/.test(token.lower) &&
      token.tags.has('Verb') &&
      /[^s]s$/.test(told[i - 1]!.lower) &&
      !told[i - 1]!.post &&
      told[i - 2]!.tags.has('Noun') &&
      !told.slice(0, i - 1).some((other) => other.tags.has('Verb')) &&
      !!tokens(`it ${told[i - 1]!.lower}`)[1]?.tags.has('Verb'),
  );
  const list =
    particle < 0
      ? told
      : [
          ...told.slice(0, particle - 1),
          { ...told[particle - 1]!, tags: new Set(['Verb', 'PresentTense']) },
          { ...told[particle]!, tags: new Set(['Preposition', 'Particle', 'PhrasalVerb']) },
          ...told.slice(particle + 1),
        ];
  // ("The soap bar lathers enough … when the user rubs …": the verb of a "when" clause is not the main one.)
  const subordinate = list.findIndex(
    (token, i) => i > 0 && /^(?:when|if|once|until|while|because)$/.test(token.lower),
  );
  const main = subordinate < 0 ? list : list.slice(0, subordinate);
  if (main.some((token) => isVerbToken(token))) return list;
  const at = main.findIndex((token, i) => {
    const before = list[i - 1];
    return (
      i > 1 &&
      /[^s]s$/.test(token.lower) &&
      !!before &&
      !before.post &&
      (before.tags.has('Singular') || /^[A-Z0-9]{2,}$/.test(before.text)) &&
      !!tokens(`it ${token.lower}`)[1]?.tags.has('Verb')
    );
  });
  if (at >= 0) {
    const verb: Token = { ...list[at]!, tags: new Set(['Verb', 'PresentTense']) };
    return [...list.slice(0, at), verb, ...list.slice(at + 1)];
  }
  // ("Two rubber-lined clamps bolt around the seat tube": so is a bare word after a plural noun, before a
  // place word and an article, that is a verb on its own: "they bolt".)
  const bare = main.findIndex((token, i) => {
    const before = list[i - 1];
    return (
      i > 0 &&
      !/s$/.test(token.lower) &&
      !!before &&
      !before.post &&
      !token.post &&
      before.tags.has('Plural') &&
      /[^s]s$/.test(before.lower) &&
      /^(?:around|onto|into|to|over|under|through|across|along|against|between|inside|on)$/.test(
        list[i + 1]?.lower ?? '',
      ) &&
      /^(?:the|a|an|each|its|their)$/.test(list[i + 2]?.lower ?? '') &&
      !!tokens(`they ${token.lower}`)[1]?.tags.has('Verb')
    );
  });
  if (bare < 0) return list;
  const verb: Token = { ...list[bare]!, tags: new Set(['Verb', 'Infinitive']) };
  return [...list.slice(0, bare), verb, ...list.slice(bare + 1)];
}

/** Reads one formal sentence; undefined when it does not open with a noun phrase and a verb. */
export function readClause(sentence: string): Clause | undefined {
  // ("Then the alcohol and the water are added": two things under one article, as "the alcohol and water".)
  const text = sentence
    .replace(LEADS, '')
    .replace(/[.!]+$/, '')
    .replace(
      /^(the (?:[\w-]+ ){0,2}?[\w-]+) and the (?=(?:[\w-]+ ){0,2}?[\w-]+ (?:are|were) [a-z]+ed\b)/i,
      '$1 and ',
    );
  const list = withAgreeingVerb(withActorVerb(tokens(text)));
  if (list.length < 2) return undefined;
  let i = 0;
  let determiner = '';
  if (DETERMINERS.has(list[0]!.lower) || list[0]!.tags.has('Value')) {
    determiner = list[0]!.lower;
    i = 1;
    // "60 percent HDPE flakes are mixed": the share is a quantity, like the number before it; so is
    // "3 parts grounds".
    if (list[0]!.tags.has('Value') && /^(?:percent|%)$/.test(list[1]?.lower ?? '')) i = 2;
    // ("1 1/2 cups of water is whisked in": a whole number and a fraction are one amount.)
    // (Only a fraction told in figures: "a second sensor" is no amount.)
    if (/^\d+$/.test(list[0]!.lower) && /^\d+\/\d+$/.test(list[1]?.lower ?? '')) {
      determiner = `${list[0]!.lower} ${list[1]!.lower}`;
      i = 2;
    }
    if (
      list[0]!.tags.has('Value') &&
      /^parts?$/.test(list[1]?.lower ?? '') &&
      list[2] &&
      isNounLike(list[2])
    ) {
      determiner = `${determiner} ${list[1]!.lower}`;
      i = 2;
    }
  }
  // ("A few drops of peppermint oil are added": so is a few of a unit.)
  if (list[0]!.lower === 'a' && list[1]?.lower === 'few' && list[2] && isNounLike(list[2])) {
    determiner = 'a few';
    i = 2;
  }
  // ("Half a cup of vinegar is poured in": so much is a quantity, like "2 tablespoons" is.)
  if (list[0]!.lower === 'half' && /^an?$/.test(list[1]?.lower ?? '') && list[2] && isNounLike(list[2])) {
    determiner = `half ${list[1]!.lower}`;
    i = 2;
  }
  const subjectWords: string[] = [];
  let agreedNoun = false;
  let participle = '';
  // Where a word in -ing was read as a noun of the subject ("a metal housing screws to …").
  let ingNounAt = -1;
  for (; i < list.length; i += 1) {
    const token = list[i]!;
    // ("The trash can lid closes": "can" before a noun and that noun's verb in -s is a can, no modal.)
    if (
      subjectWords.length > 0 &&
      token.lower === 'can' &&
      list[i + 1] &&
      !list[i + 1]!.post &&
      !/(?:s|ed|ing)$/.test(list[i + 1]!.lower) &&
      ((/[^s]s$/.test(list[i + 2]?.lower ?? '') && canBeVerb(infinitiveOf(list[i + 2]!.lower))) ||
        MODALS.has(list[i + 2]?.lower ?? '') ||
        COPULA.has(list[i + 2]?.lower ?? ''))
    ) {
      subjectWords.push(token.text);
      subjectWords.push(list[i + 1]!.text);
      i += 1;
      continue;
    }
    // "A metal housing screws to the door": after "a" and a noun, a word in -ing right before a word in -s
    // that can be a verb names the part ("housing"); no clause has a bare gerund for its verb.
    if (
      SINGULAR.has(determiner) &&
      subjectWords.length > 0 &&
      /[a-z]ing$/.test(token.lower) &&
      token.tags.has('Gerund') &&
      /[^s]s$/.test(list[i + 1]?.lower ?? '') &&
      canBeVerb(infinitiveOf(list[i + 1]!.lower)) &&
      !list[i + 1]!.tags.has('Verb')
    ) {
      subjectWords.push(token.text);
      ingNounAt = i;
      continue;
    }
    // ("the rubber lining holds the cane": after "the" and a noun, a word in -ing right before a verb in -s
    // and its object's article names the part too.)
    if (
      determiner === 'the' &&
      subjectWords.length > 0 &&
      /[a-z]ing$/.test(token.lower) &&
      token.tags.has('Gerund') &&
      /[^s]s$/.test(list[i + 1]?.lower ?? '') &&
      canBeVerb(infinitiveOf(list[i + 1]!.lower)) &&
      /^(?:the|a|an|it|them)$/.test(list[i + 2]?.lower ?? '')
    ) {
      subjectWords.push(token.text);
      ingNounAt = i;
      continue;
    }
    // "a thermistor touching the bottle turns the heat off": what the part touches, then its verb.
    if (
      subjectWords.length > 0 &&
      /[a-z]ing$/.test(token.lower) &&
      token.tags.has('Gerund') &&
      !token.tags.has('Noun') &&
      !PLACE_WORDS.has(token.lower)
    ) {
      const verbAt = list.findIndex(
        (t, j) =>
          j > i + 1 &&
          /[^s]s$/.test(t.lower) &&
          t.tags.has('PresentTense') &&
          !t.tags.has('Noun') &&
          !list.slice(i, j).some((u) => /[,;]/.test(u.post)),
      );
      if (verbAt > 0) {
        participle = list
          .slice(i, verbAt)
          .map((t) => t.text)
          .join(' ');
        i = verbAt;
        break;
      }
    }
    if ((subjectWords.length > 0 || i === 0) && !SINGULAR.has(determiner) && pluralBeforeBareVerb(list, i)) {
      subjectWords.push(token.text);
      agreedNoun = true;
      continue;
    }
    // ("Thick leaves such as sage take about 3 minutes": after adjectives alone, a plural the tagger reads
    // as a noun is the noun they describe, not a verb.)
    // ("A little wireless remote clamps on …": after an article, "remote" is the noun and "clamps" its verb;
    // only a bare plural subject opens on adjectives.)
    if (
      determiner === '' &&
      subjectWords.length > 0 &&
      list.slice(0, i).every((t) => t.tags.has('Adjective') && !t.tags.has('Noun')) &&
      token.tags.has('Noun') &&
      token.tags.has('Plural')
    ) {
      subjectWords.push(token.text);
      agreedNoun = true;
      continue;
    }
    if (subjectWords.length > 0 && isVerbToken(token) && nounByAgreement(list, i, determiner)) {
      subjectWords.push(token.text);
      agreedNoun = true;
      continue;
    }
    if (subjectWords.length > 0 && isVerbToken(token)) {
      // "cam lock in each sleeve grips": a noun read as a verb, followed by a place and then the verb.
      // ("Points expire after 30 days so they do not …": a verb after "so" is another clause's.)
      // ("waits about 4 hours until it is firm": a verb after "until" is the next clause's.)
      const clauseEnd = list.findIndex(
        (t, j) =>
          j > i &&
          (CLAUSE_END.has(t.lower) ||
            /^(?:until|when|once)$/.test(t.lower) ||
            /[,;]/.test(list[j - 1]!.post)),
      );
      const laterVerb = list
        .slice(i + 1, clauseEnd < 0 ? undefined : clauseEnd)
        .some((t) => COPULA.has(t.lower) || (t.tags.has('PresentTense') && !t.tags.has('Noun')));
      // ("The cut apple slices are kept in a zip bag": a word in -s right before "are" is the plural noun
      // whose verb "are" is.)
      const pluralBeforeAre = /[^s]s$/.test(token.lower) && /^(?:are|were)$/.test(list[i + 1]?.lower ?? '');
      if (
        !pluralBeforeAre &&
        !(
          list[i + 1]?.tags.has('Preposition') &&
          laterVerb &&
          !COPULA.has(token.lower) &&
          !MODALS.has(token.lower)
        )
      )
        break;
    }
    // "the legs fold in": after a plural noun, a bare word that can be a verb, before a particle, is the verb.
    // ("Children check off a chore": so after a plural that does not end in -s.)
    if (
      subjectWords.length > 0 &&
      (/[^s]s$/.test(subjectWords[subjectWords.length - 1]!) ||
        /^(?:children|people|men|women|feet|teeth|mice|geese)$/i.test(
          subjectWords[subjectWords.length - 1]!,
        )) &&
      list[i - 1]?.tags.has('Plural') &&
      !/s$/.test(token.lower) &&
      /^(?:in|out|up|down|off|over|back|away|together|and|,)$|^$/.test(list[i + 1]?.lower ?? '') &&
      canBeVerb(token.lower)
    )
      break;
    // "A small pump pushes paint through holes": after "a" and a singular noun, a word in -s the tagger
    // calls a plural noun is the verb ("a pump pushes" is no noun phrase), unless a noun follows it ("a
    // parts bin").
    if (
      SINGULAR.has(determiner) &&
      subjectWords.length > 0 &&
      /[^s]s$/.test(token.lower) &&
      token.tags.has('Plural') &&
      (list[i - 1]?.tags.has('Singular') || ingNounAt === i - 1) &&
      !list[i - 1]!.post &&
      canBeVerb(infinitiveOf(token.lower)) &&
      !(list[i + 1]?.tags.has('Noun') && !list[i + 1]!.tags.has('Verb'))
    )
      break;
    // ("The strip stays yellow below pH 7": after a singular noun, a word in -s before a word that only
    // says how, is the verb; "the parts bin" has a noun after it.)
    if (
      subjectWords.length > 0 &&
      /[^s]s$/.test(token.lower) &&
      token.tags.has('Plural') &&
      list[i - 1]?.tags.has('Singular') &&
      !list[i - 1]!.post &&
      canBeVerb(infinitiveOf(token.lower)) &&
      list[i + 1]?.tags.has('Adjective') &&
      !list[i + 1]!.tags.has('Noun')
    )
      break;
    // "The app groups dogs by building": after a program's name, a word in -s that can be a verb is its
    // act, not a second noun of its name (no program has "groups"), unless a verb follows it.
    if (
      subjectWords.length === 1 &&
      /^(?:app|application|system|program|server|platform|software)$/i.test(subjectWords[0]!) &&
      /[^s]s$/.test(token.lower) &&
      canBeVerb(infinitiveOf(token.lower)) &&
      !list[i + 1]?.tags.has('Verb')
    )
      break;
    // "The peppers, vinegar, garlic and sea salt are blended": a list of subjects.
    if (token.lower === 'and' && subjectWords.length > 0 && list[i + 1] && isNounLike(list[i + 1]!)) {
      subjectWords.push('and');
      continue;
    }
    // "a hinged silicone bowl": a participle before the noun is part of the name.
    const modifier =
      subjectWords.length === 0 && /ed$/.test(token.lower) && !!list[i + 1] && isNounLike(list[i + 1]!);
    if (!isNounLike(token) && !modifier && !(subjectWords.length > 0 && isVerbToken(token))) break;
    subjectWords.push(/,/.test(token.post) ? `${token.text},` : token.text);
    if (/[;:]/.test(token.post)) break;
    if (/,/.test(token.post) && !(list[i + 1] && isNounLike(list[i + 1]!) && !isVerbToken(list[i + 1])))
      break;
  }
  // "drip tray tilts by itself": a last subject word in -s before a preposition is the verb ("Four load
  // cells in the feet" counts plurals: no verb of theirs ends in -s).
  // ("Small pots under 12 cm are assumed …": a copula later in the clause is the verb.)
  // ("The catalog shows which tools are free": a copula after a wh-word is the object clause's.)
  const clauseEnd = list.findIndex(
    (t, j) =>
      j >= i &&
      (CLAUSE_END.has(t.lower) ||
        /^(?:which|what|when|whether|where|who|how|that|if)$/.test(t.lower) ||
        (j > i && /[,;]/.test(list[j - 1]!.post))),
  );
  const copulaLater = list.slice(i, clauseEnd < 0 ? undefined : clauseEnd).some((t) => COPULA.has(t.lower));
  if (
    i < list.length &&
    !agreedNoun &&
    !copulaLater &&
    !PLURAL.test(determiner) &&
    !isVerbToken(list[i]) &&
    subjectWords.length >= 2 &&
    /s$/.test(subjectWords[subjectWords.length - 1]!)
  ) {
    subjectWords.pop();
    i -= 1;
  }
  if (subjectWords.length === 0) return undefined;
  let place = participle;
  if ((list[i]?.tags.has('Preposition') || PLACE_WORDS.has(list[i]?.lower ?? '')) && !isVerbToken(list[i])) {
    const words: string[] = [];
    // "One end of a tube filled with pellets is lit": a participle before "with" or "by", with the verb
    // still to come, tells of the thing before it.
    const describing = (at: number) =>
      /[a-z]ed$/.test(list[at]!.lower) &&
      /^(?:with|by)$/.test(list[at + 1]?.lower ?? '') &&
      list.slice(at + 2).some((t) => COPULA.has(t.lower));
    while (i < list.length && (!isVerbToken(list[i]) || describing(i))) {
      // "inside the light senses when the bike slows down": a word in -s before a subordinator or an
      // article is the verb, though tagged as a plural noun.
      // ("in a tube rises and falls with the water": so is one before "and" and another verb in -s.)
      if (
        words.length >= 2 &&
        /[^s]s$/.test(list[i]!.lower) &&
        (/^(?:when|if|once|until|whether|that|the|a|an)$/.test(list[i + 1]?.lower ?? '') ||
          (list[i + 1]?.lower === 'and' &&
            /[^s]s$/.test(list[i + 2]?.lower ?? '') &&
            canBeVerb(infinitiveOf(list[i]!.lower))))
      )
        break;
      // "The tannins in strong black tea tan the skin": a word the tagger took for a colour, before an
      // article, is the verb of a plural subject.
      if (
        words.length >= 2 &&
        /^(?:the|a|an)$/.test(list[i + 1]?.lower ?? '') &&
        !list[i]!.tags.has('Preposition') &&
        canBeVerb(list[i]!.lower)
      )
        break;
      words.push(list[i]!.text);
      i += 1;
    }
    place = words.join(' ');
  }
  const first = predicateAt(list, i);
  if (!first) return undefined;
  const more: Clause[] = [];
  let next = first.next;
  while (next < list.length && more.length < 3) {
    // "…, so the user scoops and lifts": what follows "so" is another actor's, not this subject's.
    if (/^(?:so|because|although|though|whereas)$/.test(list[next]!.lower)) break;
    if (list[next]!.lower === 'and') next += 1;
    // "… and it is wired to the timer module": the same subject again.
    if (list[next] && /^(?:it|they)$/.test(list[next]!.lower)) {
      // "The user presses the lever and it swings back up": "it" is not the user, nor "the legs fold in and
      // it is 8 cm thick" the legs.
      if (/^(?:user|users|inventor|person|people|customer)$/i.test(subjectWords.join(' '))) break;
      // ("The pH is kept below 3.8 …, and it is hot-filled": a quantity is not what is filled.)
      if (MEASURED_QUANTITY.test(subjectWords.at(-1) ?? '')) break;
      if (list[next]!.lower === 'it' && /[^s]s$/.test(subjectWords[subjectWords.length - 1] ?? '')) break;
      // ("A batch makes 24 tabs and they stay loose": "they" are the tabs, not the one batch.)
      if (
        list[next]!.lower === 'they' &&
        singularWord(subjectWords[subjectWords.length - 1] ?? '') === subjectWords[subjectWords.length - 1]
      )
        break;
      next += 1;
    }
    const previous = more[more.length - 1] ?? first.clause;
    // ("when the user's shoulders go down and back up": the way back is the same motion, not another act.)
    if (
      list[next - 1]?.lower === 'and' &&
      list[next]?.lower === 'back' &&
      /^(?:up|down|out|in)$/.test(list[next + 1]?.lower ?? '') &&
      /\b(?:up|down|out|in|forward|away)$/.test(previous.rest)
    ) {
      previous.rest = `${previous.rest} and back ${list[next + 1]!.text}`;
      next += 2;
      continue;
    }
    // Only "… and shows it …" continues the object; in a list ("take the cap off, do the shot, put it back") "it" is unclear.
    const joined = list[next]?.lower === 'and' || list[next - 1]?.lower === 'and';
    // ("twists the lid to crush the pill and then mixes it": what was worked on last, the pill.)
    if (list[next]?.lower === 'then') next += 1;
    const purposeObject = /\bto [a-z]+ ((?:the|a|an) (?:[\w-]+ )?[\w-]+)$/.exec(previous.rest)?.[1];
    // ("sends a reminder before each shot or checkup is due, and marks it done": one at a time, "it" is
    // each of them.)
    const eachObject =
      /\b(?:each|every) ((?:[\w-]+ )?[\w-]+(?: or [\w-]+)?)(?= (?:is|are|was|comes|[a-z]+s)\b|$)/.exec(
        previous.rest,
      )?.[1];
    const again = predicateAt(
      list,
      next,
      joined
        ? (purposeObject ?? (eachObject ? `each ${eachObject}` : firstNounPhrase(previous.rest)))
        : undefined,
    );
    if (!again || again.next <= next) break;
    // ("… is an application that tells dog owners …, using the air temperature and the sun": after what a
    // thing is, a participle says how it does what the relative clause told, not another act of its own.)
    if (first.clause.kind === 'copula' && /ing$/.test(again.clause.verbText.split(' ')[0]!)) break;
    // "… when the height stops going up and starts dropping": the second verb is the condition's.
    const inCondition =
      joined &&
      !/,/.test(list[next - 2]?.post ?? '') &&
      // ("… goes up slightly and comes back down": the verb before its particles.)
      /[^s]s$/.test(again.clause.verbText.split(' ')[0]!) &&
      /\b(?:when|once|until|after)\s+(?:the|a|an)\s+[\w-]+(?:\s+[\w-]+)?\s+[a-z]+s\b/.test(previous.rest);
    if (inCondition) {
      previous.rest = `${previous.rest} and ${list
        .slice(next, again.next)
        .map((t) => t.text)
        .join(' ')}`;
      next = again.next;
      continue;
    }
    // "… are blended for 3 minutes, heated to 85 degrees …": later participles stay passive.
    // ("The ring is 25 mm across and open on one side": after what it is, "open" is how it is, no act.)
    if (
      first.clause.kind === 'copula' &&
      again.clause.kind === 'active' &&
      /^(?:open|closed|shut|empty|full|hollow|flat|clear)$/.test(again.clause.verbText)
    )
      again.clause = {
        ...again.clause,
        kind: 'copula',
        verb: 'be',
        verbText: first.clause.verbText,
        rest: `${again.clause.verbText} ${again.clause.rest}`.trim(),
      };
    // ("The pack is 8 cm by 6 cm and filled with a gel": after what it is, a participle is what is done to it.)
    // (Only one done with something: "shaped like a moon", "rated for 100 watts" say what it is.)
    if (
      (first.clause.kind === 'passive' ||
        (first.clause.kind === 'copula' &&
          /^(?:is|are)$/.test(first.clause.verbText) &&
          /^(?:with|in|into|onto|by)\b/.test(again.clause.rest))) &&
      again.clause.kind === 'active' &&
      // ("then blown out": the participle before its particle.)
      (/ed$/.test(again.clause.verbText) ||
        pastParticipleOf(again.clause.verb) === again.clause.verbText.split(' ')[0])
    )
      again.clause.kind = 'passive';
    // ("rises and falls with the water": two verbs of one complement, one act.)
    if (
      more.length === 0 &&
      first.clause.kind === 'active' &&
      again.clause.kind === 'active' &&
      !first.clause.rest &&
      list[first.next]?.lower === 'and' &&
      next === first.next + 1
    ) {
      first.clause.rest = `and ${again.clause.verb} ${again.clause.rest}`.trim();
      next = again.next;
      continue;
    }
    more.push({ subject: subjectWords.join(' '), determiner, place: '', more: [], ...again.clause });
    next = again.next;
  }
  return { subject: subjectWords.join(' ').replace(/,$/, ''), determiner, place, more, ...first.clause };
}
