import { ASKED_WHOLE, COLOR_WORD, indefiniteArticle, SWITCHED_WHOLE } from '../check/words';
import { inFormalWords } from '../offline/casual';
import { formalSentences } from '../offline/style';
import { asUsedOn, titleCase } from '../offline/wording';
import { canBeVerb, gerundOf, infinitiveOf, isQuality, pastParticipleOf, tokens } from '../understand/nlp';

/**
 * A title from the inventor's first description (37 CFR 1.72(a), MPEP 606): what the thing is and
 * what sets it apart ("Pool Gate Latch That Closes and Locks Itself", "Method of Curing Resin Using
 * Pulsed UV Light"), never a brand name, never cut mid-phrase, no leading article.
 */

export const TITLE_MAX_WORDS = 12;

/** Where the thing is named: "I made an X", "my thing is a X", "It's a X", or a description opening "A X". */
const THING =
  /(?:\b(?:made|makes?|making|sells?|selling|built|building|invented|designed|created|developed|came up with|come up with|thing is|idea is|invention is|it is|it's|this is|mine is)\s+|^)(?:an?\s+)((?:(?!that\b|which\b|who\b|whose\b|with\b|made\b|using\b|so\b|because\b|to\b|for\b|called\b|named\b|the\b|users?\b|you\b|we\b|people\b|from\b|[a-z]+ed\s+(?:by|with|on|in|onto|into|over)\b)[\w-]+\s*){1,5})/i;
const METHOD =
  /\b((?:method|process|technique|way)\s+(?:of|for)\s+[\w\s-]+?)(?=\s+(?:so|because|which|that|and it|instead|without|out of|from|to make|,)\b|[.,;!?]|$)/i;
/** What sets it apart, right after the name. */
const FEATURE =
  /^\s*((?:that|which|whose|with|made from|made of|from|using|(?:[a-z]+ed|worn|held|hung|kept)\s+(?:on|in|onto|into|over|around|under|inside|to|with the|by))\s+[^.,;!?]+)/i;
/** "a small clip": size words say nothing a title can hold the invention to. */
const VAGUE_SIZE = /^(?:small|little|tiny|simple|new|big|large)$/i;
/** What a person does to a part, as what the part is: "a gel pack you freeze", "a freezable gel pack". */
const ABLE: Record<string, string> = {
  freeze: 'freezable',
  refill: 'refillable',
  recharge: 'rechargeable',
  wash: 'washable',
  remove: 'removable',
  replace: 'replaceable',
  swap: 'swappable',
  fold: 'foldable',
};
const FEATURE_END =
  /\s+(?:so|because|even|when|whenever|every time|each time|if|while|instead|but|without|in place of|then|and then|out of)\b.*$/i;
// ("… folds flat against [it]": a preposition left without its object ends no title.)
const TRAILING =
  /^(?:a|an|the|and|or|of|to|with|for|in|on|at|by|from|whose|that|which|is|are|it|its|into|onto|against|over|under|inside|through|around|across|along|behind|between|beside|near|toward|towards|within|no|without|not)$/i;
const BRANDED = /\b(?:app|application|device|gadget|product|tool|thing|system|platform)$/i;

/**
 * "that gets brighter when the user brakes": cut at "when", "gets brighter" says not when; "that
 * remembers when the user last took a shot": "remembers" says not what. Such a feature keeps its
 * condition, without the person ("When Braking", "When a Shot Was Last Taken").
 */
function completed(feature: string): string {
  const cut = feature.replace(FEATURE_END, '').trim();
  // "that tells beekeepers when a hive is about to swarm": what it tells is the "when" clause itself.
  const told = /\b(?:tells?|warns?|alerts?|notif(?:y|ies)|reminds?|shows?)\s+(?:[\w-]+\s+){0,2}$/i.test(
    `${cut} `,
  );
  const rest = feature.slice(cut.length).trim();
  if (told && /^(?:when|whether|if|which|what|where|how)\s/i.test(rest))
    return `${cut} ${rest.replace(/\s+(?:so|because|by|and then)\b.*$/i, '')}`.trim();
  // ("glows red when the soil gets too dry": a state of one thing, short, is when it acts.)
  const state = /^when (the [a-z]+) (?:gets|becomes|is|goes|turns) ((?:too |very )?[a-z]+)\s*$/i.exec(
    rest.replace(/[.!?]+$/, ''),
  );
  if (state && /^that\s/i.test(cut) && isQuality(state[2]!.split(' ').pop()!))
    return `${cut} when ${state[1]!.toLowerCase()} becomes ${state[2]!.toLowerCase()}`;
  // ("buzzes when it is time for a pill": the time it acts at is what it is for.)
  const time = /^when it is time (?:for|to) [^,;.]+/i.exec(rest)?.[0];
  if (time) return `${cut} ${time.replace(/\s+(?:and|so|because)\b.*$/i, '')}`.trim();
  const condition =
    /^when (?:the user|the rider|the driver|a person|users|they|someone|anyone|somebody) (?:(last|first|just) )?([a-z]+)\b\s*(.*)$/i.exec(
      // "… when the user slouches and is worn on the collar": the condition ends at the next fact.
      feature
        .slice(cut.length)
        .trim()
        .replace(/\s+and\s+(?:is|are|has|have)\b.*$/, ''),
    );
  const last = tokens(cut).at(-1);
  // ("worn on the collar that buzzes": the last relative clause is the one the condition completes.)
  const clause = cut.replace(/^.*\s(?=(?:that|which)\s)/i, '');
  const open =
    !!last &&
    ((/er$/.test(last.lower) && last.tags.has('Comparative')) ||
      (clause.split(/\s+/).length === 2 && !!tokens(`it ${last.lower}`)[1]?.tags.has('Verb')));
  if (!condition || !open) return cut;
  const [, adverb, verb = '', object = ''] = condition;
  const thing = /^(?:a|an|the)\s+[\w-]+$/.exec(object.trim())?.[0];
  if (!object) return `${cut} when ${gerundOf(verb)}`;
  const participle = pastParticipleOf(verb);
  if (!participle) return cut;
  // "beeps when someone cuts it": the invention is what is cut.
  if (/^(?:it|them)$/.test(object.trim())) return `${cut} when ${participle}`;
  const be = tokens(`they ${verb}`)[1]?.tags.has('PastTense') ? 'was' : 'is';
  return thing ? `${cut} when ${thing} ${be} ${adverb ? `${adverb} ` : ''}${participle}` : cut;
}

/** "App That Keeps Track of When Stuff …": a title in a specification's words, "app" named in full. */
function formalTitle(title: string): string {
  return titleCase(
    inFormalWords(title)
      .replace(/\bapp\b/gi, 'application')
      // ("A homemade dishwasher rinse aid": where it is made is no kind of rinse aid.)
      .replace(/^(?:homemade|home-made|diy|do-it-yourself) (?=[a-z])/i, '')
      // ("a door stop that is mounted on the door": what was done to it, said as a title says it.)
      .replace(/\bthat (?:is|are) ([a-z]+ed) (on|in|to|onto|into|under|with|by)\b/i, '$1 $2')
      // ("My lip balm recipe that does not melt": the recipe is how it is made; the invention is the balm.)
      .replace(/^((?:[\w-]+ ){0,3}?[\w-]+) recipe\b/i, '$1')
      // ("for new parents": a title may not call anything new, improved or novel.)
      .replace(
        /\b(?:new|improved|novel) (?!(?:york|jersey|zealand|mexico|hampshire|england|orleans|delhi)\b)(?=[a-z])/gi,
        '',
      )
      // ("a chalk paint at home from regular latex paint": where it is made, and that the paint is the usual
      // kind, are no part of what it is.)
      .replace(/ at home(?= (?:from|out of|using|with)\b)/gi, '')
      .replace(/\b(?:from|of|with|using) regular (?=[a-z])/gi, (told) => told.replace(/regular $/i, ''))
      // ("has a gel pack you freeze": what the person does to the part, said of the part, "a freezable gel
      // pack".)
      .replace(
        /\b(?:that has|that have|has|with) an? ((?:[\w-]+ ){0,2}[\w-]+) (?:you|the user|users) (freeze|refill|recharge|wash|remove|replace|swap|fold)(?:e?s)?\b/gi,
        (_told, part: string, act: string) =>
          `with ${indefiniteArticle(ABLE[act.toLowerCase()]!)} ${ABLE[act.toLowerCase()]} ${part}`,
      )
      // "tells you when to water": a title names what the invention does, not the person told.
      .replace(
        // ("warns you the night before street sweeping": so is when it warns.)
        /\b(tells?|shows?|warns?|alerts?|notif(?:y|ies)|reminds?) (?:you|the user|users)(?= (?:when|whether|if|what|which|how|before|the (?:night|day|morning|evening|week) before)\b)/gi,
        '$1',
      )
      // ("when the houseplants need water": the user's own plants were "your houseplants"; a title says of
      // any.)
      .replace(/\b(when|whether|if) the ([a-z]+[^s\W]s) (?=[a-z]+\b)/gi, '$1 $2 ')
      // ("… Cutting Boards from the Scrap Offcuts", once "from the furniture shop" is cut: offcuts of any shop.)
      .replace(/\b(from|out of) the ((?:[a-z-]+ )?[a-z-]+s)$/i, '$1 $2')
      .replace(/[\s,;:]+$/, ''),
  );
}

/**
 * The first `max` words, or fewer: "… with Yellow Onion [Skins]" would cut a name in two, so a phrase the
 * limit falls inside is left out from its preposition on ("Dyes Wool Yarn a Deep Gold").
 */
function wholePhrases(told: string[], max: number): string[] {
  // "dyes wool yarn [a deep gold] with yellow onion skins": the result told after the object makes room
  // for what it is done with.
  // ("sprouts seeds in a glass jar with a mesh lid": after a preposition it is where, which stays.)
  const complement =
    told.length > max
      ? // ("Method of Waterproofing a Canvas Tote Bag with …": after the act itself, "a …" is its object.)
        /^(\S+ \S+(?: \S+)?(?<!\b(?:in|on|into|onto|inside|under|over|at|to|from|by))(?<!ing)) (?:a|an) (?:\S+ ){0,2}?\S+ (?=(?:with|using|by|from)\b)/i.exec(
          told.join(' '),
        )
      : null;
  const words = complement
    ? [...complement[1]!.split(' '), ...told.join(' ').slice(complement[0].length).split(' ')]
    : told;
  if (words.length <= max) return words;
  const next = tokens(words.slice(max - 1, max + 1).join(' '));
  // ("soaked in a vinegar [and castile soap solution]": "and" inside a noun phrase would leave half a
  // name, "a Vinegar", as much as a noun would.)
  const joinsNames = /^(?:and|or)$/i.test(words[max] ?? '') && !!next[0]?.tags.has('Noun');
  if ((!next[1]?.tags.has('Noun') && !joinsNames) || next[0]?.tags.has('Preposition'))
    return words.slice(0, max);
  const kept = words.slice(0, max);
  const from = kept.findLastIndex((word) => /^(?:with|of|for|from|by|using|in|on|into|to)$/i.test(word));
  // ("with a Potato and Dish [Soap]": the name cut is the second of two joined after the preposition;
  // the first stays.)
  const and = kept.findLastIndex((word) => /^and$/i.test(word));
  // (Not "with a Beeswax [and Paraffin Bar]": joined before the form both are made into, the first names
  // the kind of that form; what it is done with goes whole.)
  const formOfBoth =
    /^(?:bar|block|stick|blend|mix|mixture|solution|paste|spray|gel|cream|coat|coating)$/i.test(
      words
        .slice(and + 1)
        .find((_word, i, rest) => /^(?:with|and|for|to|on|in)$/i.test(rest[i + 1] ?? 'with')) ?? '',
    );
  if (from > 0 && and > from + 2 && !formOfBoth) return kept.slice(0, and);
  return from > 0 ? kept.slice(0, from) : kept;
}

/**
 * "clips onto a leash and folds out" → "clips onto a leash"; "made from old t-shirts soaked in a vinegar
 * and castile soap solution" → "made from old t-shirts": where "and" joins two names, not two acts, the
 * phrase it is in goes whole, with the participle that led to it.
 */
function firstOfJoined(phrase: string): string {
  // ("sends a reminder to give the dog its flea and heartworm medications and tracks …": the first "and"
  // joins two names, the second two acts; the first act goes whole.)
  const acts = [...phrase.matchAll(/\s+and\s+([a-z]+s)\b/gi)].find(
    (joined) => joined.index > 0 && canBeVerb(infinitiveOf(joined[1]!.toLowerCase())),
  );
  const firstAnd = /\s+and\s+/i.exec(phrase);
  if (
    acts &&
    firstAnd &&
    acts.index > firstAnd.index &&
    !/^[a-z]+s$/i.test(phrase.slice(firstAnd.index).split(/\s+/)[2] ?? '')
  )
    return phrase.slice(0, acts.index);
  const cut = phrase.replace(/\s+and\s+.*$/i, '');
  const after = /\s+and\s+(\S+)/i.exec(phrase)?.[1];
  // ("and folds out", "and adjusted as …": two acts, the first whole without the second.)
  const act =
    (/^[a-z]+s$/i.test(after ?? '') && canBeVerb(infinitiveOf(after!.toLowerCase()))) ||
    /^[a-z]+ed$/i.test(after ?? '');
  if (!after || act) return cut;
  const words = cut.split(/\s+/);
  const from = words.findLastIndex((word, i) => i > 1 && /^(?:in|with|of|from|into|on|by)$/i.test(word));
  if (from < 0) return cut;
  const kept = words.slice(0, from);
  while (kept.length > 2 && /ed$/i.test(kept.at(-1)!)) kept.pop();
  return kept.join(' ');
}

/**
 * "coated with beeswax" and ", pine resin and jojoba oil" after the comma: the list the comma cut, whole
 * ("coated with beeswax, pine resin and jojoba oil"), where a title would otherwise name its first member.
 */
function withWholeList(feature: string, rest: string): string {
  // ("that goes green, yellow, then red": the colors it goes through, in order.)
  const colors = COLOR_WORD.test(feature.split(' ').at(-1) ?? '')
    ? /^((?:,\s*[a-z]+)*,?\s+(?:then|and)\s+[a-z]+)\b/.exec(rest)?.[1]
    : undefined;
  // ("then" would end the feature: the list is said with "and".)
  if (
    colors &&
    colors.match(/[a-z]+/g)!.every((word) => /^(?:then|and)$/.test(word) || COLOR_WORD.test(word))
  )
    return `${feature}${colors.replace(/,?\s+then\s+/, ' and ')}`;
  // ("from mineral oil, beeswax and a small amount of carnauba wax": what it is made from, too; how much of
  // each is the description's.)
  if (!/\b(?:with|from) (?:[\w-]+ ){0,2}[\w-]+$/i.test(feature)) return feature;
  const list =
    // ("…, borax and grated castile soap that works in cold water": the list ends where a relative clause opens.)
    /^((?:,\s*(?:[\w-]+ ){0,2}[\w-]+)*,?\s+and\s+(?:a small amount of |a little )?(?:[\w-]+ ){0,2}[\w-]+)(?=\s*(?:[,.;!?]|$)|\s+(?:that|which)\b)/.exec(
      rest,
    );
  return list ? `${feature}${list[1]!.replace(/\ba (?:small amount of|little) /, '')}` : feature;
}

/** A coated thing's name without the cloth it coats, when both do not fit: "… Made of Cotton Coated with …". */
function withoutCoated(told: string, room = TITLE_MAX_WORDS): string {
  if (told.trim().split(/\s+/).length <= room) return told;
  return told.replace(/ made (?:of|from) (?:[\w-]+ ){1,2}?(?=[a-z]+ed with )/i, ' ');
}

function trimEnd(words: string[]): string[] {
  const kept = [...words];
  // ("tells roommates whose turn it is": the question told ends on its verb, and is whole.)
  const askedWhole = () => ASKED_WHOLE.test(kept.join(' '));
  // ("turns itself on", "switches on": the particle of a verb that turns something on or off ends it whole.)
  const particleOfItsVerb = () => SWITCHED_WHOLE.test(kept.slice(-2).join(' '));
  while (kept.length > 0 && TRAILING.test(kept[kept.length - 1]!) && !askedWhole() && !particleOfItsVerb())
    kept.pop();
  // ("Made of Cotton Coated [with beeswax, …]": a participle cut from what it was done with, after a
  // noun, says nothing; "Was Last Opened" is whole.)
  const last = kept.at(-1) ?? '';
  const before = tokens(kept.slice(-2).join(' '))[0];
  // ("Heated Dog Bed": a noun that ends in -ed, "bed", "seed", is no participle.)
  // ("Using a Steam Box Made [from PVC pipe …]": so is an irregular one.)
  const participle =
    (/[a-z]ed$/i.test(last) && infinitiveOf(last.toLowerCase()) !== last.toLowerCase()) ||
    /^(?:made|built|sewn|woven|worn|grown|drawn|shown|held)$/i.test(last);
  if (participle && kept.length > 2 && before?.tags.has('Noun') && !before.tags.has('Verb')) {
    kept.pop();
    while (kept.length > 0 && TRAILING.test(kept[kept.length - 1]!)) kept.pop();
  }
  return kept;
}

/** The inventor's own process, told first: "The user copper-plates 3D printed parts by …", "… dyes wool …". */
const PROCESS_DONE =
  /^the (?:user|inventors?) ((?:[a-z]+-)?(?:plate|coat|dye|tan|smoke|cure|paint|print|weld|cast|mold|mould|brew|ferment|distill|extract|seal|polish|etch|anodize|galvanize|recycle|compost|pickle|render|refine|harden|temper|restore|sharpen|preserve|dehydrate|laminate|glaze|fire|sand|strip))s? ((?:[\w-]+ ){1,4}?[\w-]+s?\b[^.!?]*)/i;

/** A product the inventor makes, with the tool it is made in or what it is made by: "in an air fryer by drying them". */
const MAKING =
  /^the inventors? makes? ((?!(?:an?|the)\b)(?:[\w-]+ ){0,4}?[\w-]+) ?((?:in|using) (?:an?|the) (?:[\w-]+ ){0,2}?[\w-]+)?( by [a-z]+ing\b.*)?$/i;

/** What a process makes its product from: "out of used milk jugs and sawdust". */
const MADE_FROM =
  /^\s+(?:out of|from|made from|made of)\s+([\w\s-]+?)(?=\s+(?:so|because|which|that|instead|and it|to)\b|[.,;!?]|$)/i;

function fromText(told: string): string | undefined {
  // "a way to make seed starting pots": a way to do something is a method of doing it.
  // ("a garlic press that cleans itself: the grid pops out …": what follows a colon explains it.)
  const text = told
    .replace(/\s*[:;].*$/, '')
    // ("weighs what you chop": what is chopped, whoever chops it.)
    .replace(
      /\bwhat (?:you|the user|users|people) (chops?|cuts?|slices?|pours?|puts?|places?|adds?|loads?|drops?|carr(?:y|ies)|lifts?)\b/gi,
      (told, verb: string) => {
        const done = pastParticipleOf(infinitiveOf(verb.toLowerCase()));
        return done ? `what is ${done}` : told;
      },
    )
    // ("tells you on your phone when it needs scooping": whom it tells, and how, are the description's.)
    .replace(
      /\b(tells?|alerts?|warns?|notif(?:y|ies)|reminds?) (?:you|the user|users|people)(?: on (?:your|the|their) phones?)?(?= (?:when|whether|if)\b)/gi,
      '$1',
    )
    // ("My recipe for a pickle brine that …": the recipe is how it is made; the invention is the brine.)
    .replace(
      /\b(?:my|our|a|an|the)\s+recipes?\s+(?:for|of)\s+(?:(a|an)\s+|the\s+|(?=[a-z]))/i,
      (_, article) => (article ? `${article} ` : 'a '),
    )
    // ("an app for our community garden": whose it is is no part of what it is for.)
    .replace(/\bfor (?:our|my|your) (?=[a-z])/gi, 'for a ')
    .replace(/\b(way|method|process|technique) to ([a-z]+)\b/i, (phrase, noun: string, verb: string) =>
      canBeVerb(verb) ? `${noun} of ${gerundOf(verb)}` : phrase,
    );
  const method = METHOD.exec(text);
  if (method && /^(?:method|process|technique|way)/i.test(method[1]!.trim())) {
    const after = text.slice(method.index + method[1]!.length);
    // "… in 2 hours instead of 18, using vacuum pulses": how it is done sets it apart, not how fast.
    const how = /,?\s+using\s+([\w\s-]+?)(?=[.,;!?]|$)/i.exec(after);
    // "… fence boards out of used milk jugs and sawdust": what it is made from sets it apart too.
    const from = MADE_FROM.exec(after);
    // ("out of scrap leather from a saddle shop": what it is made from, not where that came from.)
    if (from) from[1] = from[1]!.replace(/\s+from\s+.*$/i, '');
    const named = method[1]!.trim().replace(/\s+in\s+\d+(?:\.\d+)?\s+\w+$/i, '');
    const full = how
      ? `${named} using ${how[1]!.trim()}`
      : from && `${named} from ${from[1]}`.split(/\s+/).length <= TITLE_MAX_WORDS
        ? `${named} from ${from[1]!.trim()}`
        : named;
    // ("… with a Potato and Dish [Soap]": the limit falls inside a name, which goes whole.)
    const words = trimEnd(wholePhrases(full.split(/\s+/), TITLE_MAX_WORDS));
    if (words.length >= 3) return words.join(' ').replace(/^way\b/i, 'Method');
  }
  const thing = THING.exec(text);
  if (!thing) return undefined;
  const name = trimEnd(thing[1]!.trim().split(/\s+/));
  while (name.length > 1 && VAGUE_SIZE.test(name[0]!)) name.shift();
  if (name.length === 0) return undefined;

  // "an app called ShiftSwap that lets …": the brand name is skipped.
  let after = text.slice(thing.index + thing[0].length).replace(/^\s*(?:called|named)\s+\S+/i, '');
  // ("a clip you wear on your collar": what the person does with it, said of the thing, "worn on".)
  after = asUsedOn(after) ?? after;
  // "a paw balm for dogs that does not melt": whom it is for belongs to the name.
  // ("a booking system for a neighborhood tool library, where …": so does what it serves, to the comma.)
  const forWhom =
    // ("an app for youth baseball coaches that tracks …": whom, in three words.)
    /^\s*for\s+(?!the\b|a\b|an\b)[\w-]+(?:\s+[\w-]+){0,2}(?=\s+(?:that|which|with|so)\b)/i.exec(after) ??
    // ("an app for the community garden that hands out plots": what it serves, one of its kind.)
    /^\s*for\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}[\w-]+(?=\s+(?:that|which)\s+[a-z]+s\b)/i.exec(after) ??
    // ("a bottle warmer for the car": so does where it is used, the sentence's last words.)
    /^\s*for\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}(?!(?:time|while|moment|day|week|month|year|hour|minute)s?\b)[\w-]+(?=\s*,|\s*$)/i.exec(
      after,
    );
  if (forWhom) {
    name.push(
      ...forWhom[0]
        .trim()
        // ("for the community garden that hands out plots": one of its kind; "for the car" at the end stays.)
        .replace(/^for the ([\w-]+)/i, (told, next: string) =>
          /^\s*(?:that|which)\b/.test(after.slice(forWhom[0].length))
            ? `for ${indefiniteArticle(next)} ${next}`
            : told,
        )
        .split(/\s+/),
    );
    after = after.slice(forWhom[0].length);
  }
  // ("a parking sensor for the garage with an LED strip that goes from green to red": where it is used,
  // before the part that sets it apart, gives way to the part.)
  // ("for the garage wall with an LED strip": so where, named in more words.)
  // ("a weed killer for driveway cracks made from vinegar, salt and dish soap": so before what it is made of.)
  const usedIn =
    /^\s*for (?:a|an|the) (?:[\w-]+ ){0,2}[\w-]+(?=\s+with\b)/i.exec(after) ??
    /^\s*for (?:(?:a|an|the) )?(?:[\w-]+ ){0,2}[\w-]+(?=\s+made (?:from|of|with)\b)/i.exec(after);
  if (usedIn) after = after.slice(usedIn[0].length);
  const feature = FEATURE.exec(after);
  let words = [...name];
  if (feature) {
    const room = TITLE_MAX_WORDS - name.length;
    let phrase = completed(withWholeList(feature[1]!, after.slice(feature.index + feature[0].length)));
    // (The state it acts in, where it does not fit, is the description's: "That Shuts Itself Off".)
    if (phrase.split(/\s+/).length > room)
      phrase = phrase.replace(/\s+when the [a-z]+ becomes (?:too |very )?[a-z]+$/, '');
    // ("that builds a running plan for a first 5K and changes it if the user misses a run": both acts are
    // done to one thing, "that builds and changes a running plan for a first 5K"; when is the description's.)
    phrase = phrase.replace(
      /^that ([a-z]+s) ((?:a|an|the) [\w -]+?) and ([a-z]+s) it\b.*$/i,
      (told, first: string, thing: string, second: string) =>
        canBeVerb(infinitiveOf(second.toLowerCase())) ? `that ${first} and ${second} ${thing}` : told,
    );
    // ("made of cotton coated with beeswax, pine resin and jojoba oil": what it is coated with sets it
    // apart more than the cloth it coats, when both do not fit.)
    phrase = withoutCoated(` ${phrase}`, room).trim();
    // ("with a handle that holds paint": what the part does is the feature, when the title has room.)
    // ("with a little reed that whistles": how big the part is says nothing; what it does, alone, does.)
    phrase = phrase.replace(
      /^with\s+(?:a|an)\s+(?:small|little|tiny|big|large)\s+([\w-]+)/i,
      (_told, part: string) => `with ${indefiniteArticle(part)} ${part}`,
    );
    // ("with an LED strip that goes from green to red as the car gets closer": what the part does, without
    // when, where it fits.)
    // ("with an LED strip that goes from green to red as the car gets closer": what the part does, without
    // when, where it fits.)
    const whenCut = phrase.replace(/\s+as\s+(?:the|a|an|it|they)\b.*$/i, '');
    const cutWhen =
      whenCut !== phrase &&
      /^with\s+(?:a|an)\s+(?:[\w-]+\s+){1,2}that\s+[a-z]+s\b/i.test(whenCut) &&
      whenCut.split(/\s+/).length <= room;
    if (cutWhen) phrase = whenCut;
    // ("with an LED strip that goes green, yellow, then red": what a part named in two words does, too.)
    const partDoes =
      cutWhen ||
      /^with\s+(?:a|an)\s+[\w-]+\s+that\s+[a-z]+s(?:\s+[\w-]+)?$/i.test(phrase) ||
      /^with\s+(?:a|an)\s+[\w-]+\s+[\w-]+\s+that\s+[a-z]+s\s+[a-z]+(?:,?\s+(?:then\s+|and\s+)?[a-z]+){1,3}$/i.test(
        phrase,
      );
    if (/^with\b/i.test(phrase) && !(partDoes && phrase.split(/\s+/).length <= room))
      phrase = phrase.replace(/\s+(?:that|which)\b.*$/i, '');
    // ("tells the user when the houseplants need water based on the pot size and the weather": what it
    // goes by is left to the description when the title has no room for it.)
    const without = phrase.replace(/\s+(?:based on|depending on|according to)\b.*$/i, '');
    if (phrase.split(/\s+/).length > room && without !== phrase) phrase = without;
    // ("that tells regulars where the truck is parked today and when it is about to sell out": the first of
    // two things it tells, without "today", when both do not fit.)
    if (phrase.split(/\s+/).length > room)
      phrase = phrase
        .replace(/\s+and\s+(?:when|where|what|whether|how|if)\b.*$|\s+and$/i, '')
        .replace(/\s+(?:today|now|right now)$/i, '');
    // ("that blurs spoilers for shows the user has not caught up on yet": which ones, told by what the user
    // has done, is the description's when it does not fit; the thing it acts for stays.)
    if (phrase.split(/\s+/).length > room)
      phrase = phrase.replace(
        /^(that [a-z]+s\b.*?\b[a-z]+s) (?:that |which )?(?:the user|users|people) [a-z]+\b.*$/i,
        '$1',
      );
    let featureWords = trimEnd(phrase.split(/\s+/));
    // Too long: the first of two joined features ("clips onto a leash and folds out …"), or the second
    // when the first is about the person served ("makes seating charts for you and keeps kids apart").
    if (featureWords.length > room) {
      const [one, two] = phrase.split(/\s+and\s+(?=[a-z]+s\b)/i);
      const forPerson = /\b(?:you|the user|users|them)\b/i.test(one ?? '') && two;
      // ("sits on the floor under the water heater and shuts the water off": where it sits says less than
      // what it does.)
      const placedOnly = /^that (?:sits|goes|rests|lies|stands|hangs|mounts)\b/i.test(one ?? '') && two;
      // ("with a bag dispenser and a flashlight built into the handle": both parts, without where the last
      // one is built in, where that fits.)
      const bothParts = phrase.replace(
        /^(with (?:a|an) (?:[\w-]+ ){0,2}?[\w-]+ and (?:a|an) (?:[\w-]+ ){0,2}?[\w-]+) (?:built|mounted|fitted|housed|integrated|set) (?:into|in|on|onto|inside) (?:the|a|an) [\w-]+$/i,
        '$1',
      );
      featureWords = trimEnd(
        (forPerson || placedOnly
          ? `that ${two}`
          : bothParts !== phrase && bothParts.split(/\s+/).length <= room
            ? bothParts
            : firstOfJoined(phrase)
        ).split(/\s+/),
      );
    }
    // ("that rolls up into a box at the top of the window like a blind": the phrases that do not fit are
    // left out from the end, each whole, "of the window" with "at the top".)
    // (Only what the thing itself does: "that lets people …" or "that the user can inflate" is whom it
    // serves, which a title cut short would garble.)
    const itsOwnAct =
      /^that [a-z]+s\b/i.test(featureWords.join(' ')) &&
      !/^that (?:lets|helps|allows|makes|keeps)\b|\b(?:the user|users|people|you)\b/i.test(
        featureWords.join(' '),
      );
    while (itsOwnAct && featureWords.length > room) {
      const last = featureWords.findLastIndex(
        (word, i) => i > 2 && /^(?:at|like|on|in|with|for|to|into|onto|from|by|near|under|over)$/i.test(word),
      );
      if (last < 0) break;
      featureWords = trimEnd(featureWords.slice(0, last));
    }
    // ("An app for a youth soccer coach that gives every child equal playing time": what it does sets it
    // apart more than whom it serves, when both do not fit.)
    if (forWhom && featureWords.length >= 2 && featureWords.length > room) {
      const served = forWhom[0].trim().split(/\s+/).length;
      if (featureWords.length <= room + served) name.splice(name.length - served, served);
    }
    const fits = featureWords.length <= TITLE_MAX_WORDS - name.length;
    // A feature that does not fit whole is left out rather than cut mid-phrase.
    if (featureWords.length >= 2 && fits) words = [...name, ...featureWords];
  }
  return words.join(' ');
}

/** Proposes a title from a description; undefined when none can be read from it. */
export function proposeTitle(description: string): string {
  // Formal sentences: "doesn't" → "does not", "my" → "the", questions dropped.
  // ("… and texts you if it gets too warm": a title names what it does, not the person it does it to.)
  const sentences = formalSentences(description).map((s) =>
    s
      .replace(/[.!]$/, '')
      // ("Homemade play dough that stays soft": where it is made is no part of what it is, and the thing
      // named bare before "that" is what the title names, as after an article.)
      .replace(
        /^(?:(?:Homemade|Home-made) )?([A-Za-z][a-z-]*(?: [a-z-]+){0,3}) (?=(?:that|which) [a-z]+s\b)/,
        (told, thing: string) =>
          tokens(thing).every(
            (t) => !t.tags.has('Verb') && !t.tags.has('Determiner') && !t.tags.has('Pronoun'),
          )
            ? `A ${thing.toLowerCase()} `
            : told,
      )
      .replace(/\btexts (?:the user|users)\b/g, 'sends a text message')
      // ("Heated glove liners for people with Raynaud's, thin enough to wear under regular gloves": whom it
      // is for is a use; what it is, and what sets it apart, name it.)
      .replace(
        /^((?:[\w-]+ ){1,4}?[\w-]+s) for (?:people|anyone|those|users|patients) (?:with|who [a-z]+) [^,]+, ((?:thin|light|small|soft|strong|tough|cheap|quiet|safe)\b[^,]*)$/i,
        '$1 $2',
      )
      // ("tells you exactly when to leave": the question, without the emphasis.)
      .replace(/\bexactly (?=(?:when|where|how|what|which)\b)/g, '')
      // ("shows what day the user last opened it": what was done to it, not who did it.)
      .replace(/\b(what|which) (day|time|date) the user (last |first )?([a-z]+ed) it\b/g, '$1 $2 it was $3$4')
      .replace(/\bemails (?:the user|users)\b/g, 'sends an email')
      // ("ensures that every child gets equal playing time": gives each one of them what they get.)
      .replace(/\b(?:ensures that|makes sure(?: that)?) (every|each) ([a-z]+) gets\b/g, 'gives $1 $2')
      // ("on the unglazed ring on the bottom of a ceramic mug": the ring of the mug; where on it, the
      // description's.)
      .replace(
        /\b(the (?:[\w-]+ )?[\w-]+) on the (?:bottom|top|side|back|front|underside) of (an?|the) /g,
        '$1 of $2 ',
      )
      // ("lend and borrow ladders, drills and other tools": what the list's last item names them all.)
      .replace(/\b(?:[a-z-]+, )+[a-z-]+,? and other ([a-z-]+s)\b/g, '$1')
      // ("seed paper the user can plant": whom it serves, which a title leaves to the description.)
      .replace(/\s+(?:that |which )?(?:the user|users|people) (?:can|could) [a-z]+$/, '')
      // ("reminds the user to move the car": what it sends, not whom.)
      .replace(/\breminds (?:the user|users) to\b/g, 'sends a reminder to')
      // ("reminds the inventor's father to drink water": the inventor's family is no part of a title; whom it
      // serves is a person, a child if the inventor said so.)
      .replace(/\breminds the inventor's [a-z]+ to\b/g, 'sends a reminder to')
      .replace(/\bthe inventor's (?:son|daughter|toddler|baby)\b/g, 'a child')
      .replace(/\bthe inventor's [a-z]+\b/g, 'a person')
      // ("… and tracks when the user did": a pro-verb, nothing a title can name.)
      .replace(/ and (?:tracks|records|logs) when the user did\b/, '')
      // ("sends a reminder to give the dog its flea and heartworm medications": reminders for what is given.)
      .replace(
        /\bsends a reminder to (?:give|take|feed|apply) (?:(?:the|a|an) [\w-]+ )?(?:its|their|the) (?=[\w-]+)/g,
        'sends reminders for ',
      )
      // ("a baby gate that the user opens with the user's foot by stepping on a pedal": a title names what
      // is done to it, not by whom, "Opened by Stepping on a Pedal".)
      .replace(/\s+with the (?:user's )?(?:hands?|feet|foot|fingers?|arms?)\b/g, '')
      // (Only right after the thing's name: "turn signals on the back that the user triggers with a button"
      // keeps its feature, whose "that" ends it.)
      .replace(
        /^((?:the present invention is )?an? (?:[\w-]+ ){0,3}?[\w-]+) that the user ([a-z]+s) (?=(?:with|by|on|in)\b)/i,
        (told, thing: string, verb: string) => {
          const done = pastParticipleOf(infinitiveOf(verb));
          return done && !/\b(?:with|on|in)\b/.test(thing) ? `${thing} ${done} ` : told;
        },
      )
      // ("a bandage that has a strip that turns purple": a bandage with a strip.)
      .replace(
        /^((?:the present invention is )?an? (?:[\w-]+ ){0,3}?[\w-]+) that (?:has|includes) (an? )/i,
        '$1 with $2',
      )
      // ("a seat post with a lock cable built into it": a built-in lock cable.)
      .replace(/\bwith (an?) ((?:[\w-]+ ){0,2}[\w-]+) built (?:into|in) it\b/gi, 'with $1 built-in $2')
      // ("suction cups the user locks with a lever": the cups as they are, "lever-locked suction cups".)
      .replace(
        /\b((?:(?!(?:with|on|in|of|to|the|a|an)\b)[a-z-]+ )?[a-z]+s) (?:that )?the user ([a-z]+s) (?:with|by) an? ([a-z-]+)\b/g,
        (told, things: string, verb: string, what: string) => {
          const done = pastParticipleOf(infinitiveOf(verb));
          return done ? `${what}-${done} ${things}` : told;
        },
      ),
  );
  // ("I copper plate 3D printed parts by painting them with graphite paint": what the inventor does to a
  // material, told first, is a method of doing it, "Method of Copper-Plating 3D Printed Parts Using
  // Graphite Paint".)
  const process = PROCESS_DONE.exec(sentences[0] ?? '');
  if (process) {
    const [, verb = '', rest = ''] = process;
    const how = rest
      .replace(FEATURE_END, '')
      .replace(/\s+(?:first|then|now)$/i, '')
      .replace(/\s+by [a-z]+ing (?:it|them) (with|in) /i, ' using ');
    const words = trimEnd(wholePhrases(`Method of ${gerundOf(verb)} ${how}`.split(/\s+/), TITLE_MAX_WORDS));
    if (words.length >= 4) return formalTitle(words.join(' '));
  }
  // ("I make crispy chickpea snacks in an air fryer by drying them with a salt brine soak first": a
  // product the inventor makes in a tool, or by doing something, is made by a method, "Method of Making
  // Crispy Chickpea Snacks in an Air Fryer".)
  const making = MAKING.exec(sentences[0] ?? '');
  if (making && (making[2] || making[3])) {
    const [, product = '', tool = ''] = making;
    const words = trimEnd(
      wholePhrases(`Method of Making ${product}${tool ? ` ${tool}` : ''}`.split(/\s+/), TITLE_MAX_WORDS),
    );
    if (words.length >= 4) return formalTitle(words.join(' '));
  }
  // "My app's called PantryPal": the thing is an app, and what it does comes next.
  const branded = /\bmy (\w+)(?:'s| is) (?:called|named)\b/i.exec(description);
  for (const sentence of branded ? [] : sentences) {
    const found = fromText(sentence.replace(/^(?:(?:hi|hey|hello|so|ok|okay|well)\b[\s,!]*)+/i, ''));
    if (!found) continue;
    // "an app called PantryPal" names a brand: the next sentence says what it does.
    if (BRANDED.test(found) && found.split(/\s+/).length === 1) {
      const what = sentences
        .map((s) => /\b(?:it|the app|the present invention)\s+([a-z]+s\b[^,.;]*)/i.exec(s))
        .find(Boolean);
      if (what) {
        const clause = trimEnd(
          what[1]!
            .replace(FEATURE_END, '')
            .split(/\s+/)
            .slice(0, TITLE_MAX_WORDS - 2),
        );
        return formalTitle(`${found} That ${clause.join(' ')}`);
      }
    }
    return formalTitle(found);
  }
  // "My app reads the label on a pill bottle …", "My sourdough starter monitor sits on …": the thing, and
  // what it does.
  const acting =
    /^(?:my|our|the) ([\w-]+(?: [\w-]+){0,2}?) (?!is\b|has\b|was\b)([a-z]+(?:-[a-z]+)*s)\b([^.,;!?]*)/i.exec(
      description.replace(/^(?:hi|hey|hello|so|ok|okay)\b[\s,!]*/i, ''),
    );
  // ("cold-smokes": a compound verb is the verb of its last part.)
  const verbOf = (word: string) => word.split('-').pop()!;
  // (Not "My paw balm for dogs whose pads crack …": "dogs" after "for" is who it is for, no verb.)
  if (
    !branded &&
    acting &&
    !/\b(?:for|of|with|to|from|in|on)$/i.test(acting[1]!) &&
    tokens(`they ${verbOf(acting[2]!)}`)[1]?.tags.has('Verb')
  ) {
    const clause = trimEnd(
      wholePhrases(
        `${acting[2]}${acting[3]}`
          .replace(FEATURE_END, '')
          .replace(/\s+and\s+.*$/i, '')
          .split(/\s+/),
        TITLE_MAX_WORDS - 3,
      ),
    );
    return formalTitle(`${acting[1]} That ${clause.join(' ')}`);
  }
  if (branded) {
    const what = sentences
      .map((s) => /\b(?:it|the app)\s+(?!is\b|has\b|was\b)([a-z]+s\b[^,.;]*)/i.exec(s))
      .find(Boolean);
    if (what) {
      const clause = trimEnd(
        what[1]!
          .replace(/\s+(?:so|because|then|and then)\b.*$/i, '')
          .split(/\s+/)
          .slice(0, TITLE_MAX_WORDS - 2),
      );
      return formalTitle(`${branded[1]} That ${clause.join(' ')}`);
    }
  }
  // ("Gluten-free pizza dough made from cauliflower and chickpea flour that holds together …": the
  // name and what it is made of, whole.)
  const first = trimEnd(
    wholePhrases(
      withoutCoated((sentences[0] ?? 'Invention').replace(/,?\s+(?:instead of|in place of)\b.*$/i, ''))
        .replace(/^(?:an?|the)\s+/i, '')
        .replace(/,?\s+(?:so|because)\b.*$/i, '')
        .replace(/\s+(?:that|which|who)\b.*$/i, (clause, _at: number, whole: string) =>
          whole.split(/\s+/).length > TITLE_MAX_WORDS ? '' : clause,
        )
        .split(/\s+/),
      TITLE_MAX_WORDS,
    ),
  );
  return formalTitle(first.join(' ') || 'Invention');
}
