import { infinitiveOf, tokens } from '../understand/nlp';

/**
 * Chat's words for a fact, in the words a specification uses (issue 15): "a little spring" is "a small
 * spring", "makes sure the pin drops" is "ensures that the pin drops", "other plastics like polypropylene"
 * is "other plastics such as polypropylene". The fact stays; only the register changes. These are
 * phrases of spoken English, not of any one invention.
 */
const CASUAL: [RegExp, string][] = [
  // ("its flea and heartworm meds", "a PDF for the vet": clipped words, whole.)
  [/\bmeds\b/g, 'medications'],
  [
    /\bvet (?=(?:clinics?|visits?|offices?|bills?|care|hospitals?|schools?|techs?|practices?)\b)/g,
    'veterinary ',
  ],
  [/\bvet\b(?!-)/g, 'veterinarian'],
  [/\bvets\b/g, 'veterinarians'],
  // ("The mesh patch should be at least 5 cm bigger than the hole": a size the description gives, told as one.)
  [
    /\b(The [a-z]+(?: [a-z]+)?[^s\W]) (?:should|must) be (?=(?:at least |at most |about |no more than )?\d)/g,
    '$1 is ',
  ],
  // ("sand it smooth with 120 grit": 120 grit sandpaper.)
  // (Not one of a series: "with 800 grit, then 1500, then 3000 grit sandpaper".)
  [/\bwith (\d+) grit(?=[.;]|$| (?:after|before|until|once|when|and)\b)/g, 'with $1 grit sandpaper'],
  // ("a slot right in the middle": the middle, said plainly.)
  [/\bright (in|at|on|through) the (middle|center|centre|edge|end|top|bottom|front|back)\b/g, '$1 the $2'],
  // ("It always shuts off after 60 minutes no matter what": "always" already says so.)
  [/,?\s+no matter what\b/g, ''],
  // ("my electrolyte drink mix for hot days, no sugar junk": what it is without, in a specification's words.)
  // (Not "free of sugar": the aside is no limitation the recipe keeps, whose honey is sugar.)
  [/,\s+(?:and\s+)?no ([a-z]+(?: [a-z]+)?) (?:junk|stuff|nonsense|garbage|crap)\b/g, ''],
  // ("The store tabs cost like 30 cents each": "like" before a number, after what it measures, is "about";
  // "the minimum gap for each medicine, like 4 hours for …" gives an example.)
  [/\b(costs?|cost|takes?|took|weighs?|lasts?|runs?|is|are|was|were|for) like (?=\d)/g, '$1 about '],
  // ("rinse them quick and pat them dry": how an act is done is said with an adverb.)
  [
    /\b((?:rinse|rinses|rinsed|dip|dips|dipped|wipe|wipes|wiped|stir|stirs|stirred|rinsing|dipping) (?:it |them |the [\w-]+ )?)quick(?=[,.;]| and\b| then\b|$)/g,
    '$1quickly',
  ],
  // ("uses the house wifi": the home's wireless network.)
  [/\b(?:the|our|my|your) (?:house|home) (?:wifi|wi-fi|WiFi|Wi-Fi)\b(?! network)/g, 'a home Wi-Fi network'],
  // ("the juice of one lemon": lemon juice, so much of it.)
  [/\bthe juice of (?:one|a|1) (lemon|lime|orange)\b/g, '$1 juice from one $1'],
  // ("The honey is just enough to help the salt absorb": what it does.)
  [/^The ([a-z]+(?: [a-z]+)?) is (?:just )?enough to help\b/gm, 'The $1 helps'],
  // ("my homemade electrolyte drink mix": where it is made is no part of what it is.)
  // (Only of the invention as it is named: "homemade molds" leak, and stay homemade.)
  [
    /(^|[.!?]\s+)(A|An|The|The present invention is an?|The present invention provides an?) (?:homemade|home-made) (?=[a-z])/g,
    '$1$2 ',
  ],
  // ("Per liter of water: half a teaspoon of salt, …": what goes into each, told as a sentence.)
  [
    /(^|[.!?]\s+)(Per|For each|For one|For a) ([a-z]+) of ([a-z]+): ([^.]+?,[^.]+)\./g,
    '$1$2 $3 of $4, $5 are used.',
  ],
  // ("A radar sensor watches about 100 meters back": rearward, so far.)
  [
    /\b(watch|watches|looks?|sees?|scans?) ((?:about |around |up to )?\d+ (?:meters|feet|yards|m|ft)) (?:back|behind)\b/g,
    '$1 rearward up to $2',
  ],
  // ("picks up a car closing in": an approaching car, the particle kept with it.)
  [/\ba ([a-z]+) (?:closing in|coming up behind)\b/g, 'an approaching $1'],
  [/\bthe ([a-z]+) (?:closing in|coming up behind)\b/g, 'the approaching $1'],
  // ("an LED goes green when it is ready": a light that changes color turns that color, no place it goes.)
  [/\bgoes (green|red|amber|blue|white|yellow|orange|purple)\b/g, 'turns $1'],
  [/\bgo (green|red|amber|blue|white|yellow|orange|purple)\b/g, 'turn $1'],
  // ("let it dry in the fridge till it's tacky": until.)
  [/\btill (?=(?:it|they|the|a|an)\b)/g, 'until '],
  // ("The salmon goes on the right side with that burner off": placed there, with the burner on that side off.)
  [
    /\b(the [a-z]+) goes on the (left|right|front|back) side with that burner off\b/gi,
    '$1 is placed on the $2 side with the $2 burner off',
  ],
  // ("Everyone taps the items they want to share": each of the people using it.)
  [/(^|[.!?]\s+)Everyone (?=[a-z]+s\b)/g, '$1Each person '],
  [/(, and |\band )everyone (?=[a-z]+s\b)/g, '$1each person '],
  // ("splits each item between whoever tapped it": among those who did, the item named.)
  [/\beach ([a-z]+) between whoever ([a-z]+ed) it\b/g, 'each $1 among the people who $2 the $1'],
  // ("in proportion to what each person owes": to each person's share.)
  [/\bin proportion to what each ([a-z]+) (?:owes|pays|spends|uses)\b/g, "in proportion to each $1's share"],
  // ("A bigger one could have six slots": a larger version of the invention.)
  [/\b([Aa]) (?:bigger|larger) one\b/g, '$1 larger version'],
  [/\b([Aa]) smaller one\b/g, '$1 smaller version'],
  // ("only while the dog is there": present, wherever "there" is.)
  [/\b(while|when|as long as) (the|a) ([a-z]+) is there\b/g, '$1 $2 $3 is present'],
  // "add a little bismuth powder": an amount of it, before "a little" becomes "a small".
  [/\b(add|adds|adding) a (?:little|tiny bit of|little bit of|bit of) /g, '$1 a small amount of '],
  [/\ba little (?=[a-z]+er\b)/gi, 'slightly '],
  // ("It could turn a little every hour": a small turn, slightly.)
  [
    /\b(turns?|turned|turning|moves?|moved|moving|rotates?|rotated|rotating|shifts?|tilts?|tilted|opens?|opened|lifts?|raises?|lowers?|spins?) a (?:little|tiny bit|bit)\b(?! of\b)/g,
    '$1 slightly',
  ],
  [/\b(a|A) (?:tiny|little|small|wee) bit of\b/g, '$1 small amount of'],
  [/\ba little bit\b/gi, 'slightly'],
  // ("a door stop that lives on the door itself": where it stays, it is mounted.)
  [/\b(that|which) lives on (the|a|an) ([\w-]+)(?: itself)?\b/g, '$1 is mounted on $2 $3'],
  // "The cornstarch is the trick, it acts as …": the emphasis goes, the fact stays.
  [/ (?:is|was) the (?:trick|key|secret|magic),? (?:and )?it /g, ' '],
  // "a super mild polish", "the trick": chat's emphasis, not a fact.
  [/\bsuper (?=[a-z]+\b)/g, 'very '],
  // ("tells you exactly when to leave": the question told, without the emphasis.)
  [/\bexactly (?=(?:when|where|how|what|which|who)\b)/g, ''],
  // ("how many minutes it takes you to walk there", of a stop: the walk time to it.)
  [
    /\bhow (?:many minutes|long) it takes (?:you|the user|me) to (walk|drive|bike|cycle|get) there\b/g,
    'the $1 time to it',
  ],
  [/\b(acts?|works?) like (an?) /g, '$1 as $2 '],
  // ("Those bent-shaft shovels help a little but …": after a verb, with nothing it describes, somewhat.)
  [/\b(help|helps|helped|work|works|worked) a little\b(?=[,.;]| but\b| and\b|$)/g, '$1 somewhat'],
  // "a little goes a long way": a small amount; "a little natural sweetness": some of it.
  [/\b(a|A) little (?=(?:goes|is|will|can)\b)/g, '$1 small amount '],
  // ("the weight goes up a little and comes back down": a little, after a verb's particle, is slightly.)
  [
    /\b(up|down|forward|back|out|in) a (?:little|tiny bit)\b(?! [a-z]+(?:er|s)?\b(?<!\b(?:and|or|but|when|then|so|to|at)))/g,
    '$1 slightly',
  ],
  // ("and a little carnauba wax": of a substance, some of it, not a small one.)
  [
    /\b(a|A) little (?=(?:[\w-]+ )?(?:wax|oil|powder|salt|sugar|water|juice|vinegar|flour|butter|honey|soap|glue|resin|acid|extract|starch|soda|alcohol|syrup)\b)/g,
    '$1 small amount of ',
  ],
  // ("adds water a little at a time": gradually, a small amount at a time.)
  [/\ba little at a time\b/g, 'a small amount at a time'],
  [/\b(a|A) (?:little|tiny)\b/g, '$1 small'],
  // ("buff off the extra": what is left over, the excess.)
  [
    /\b((?:buff|wipe|scrape|brush|shake|pour|blot)(?:s|ed|ing)? off) the extra\b(?! [a-z]+)/g,
    '$1 the excess',
  ],
  [/\bLittle (?=kids?\b|children\b)/g, 'Young '],
  [/\blittle (?=kids?\b|children\b)/g, 'young '],
  // "It talks to the valve over 433 MHz": it communicates with it.
  [/\btalks (to|with)\b/g, 'communicates with'],
  [/\btalk (to|with)\b/g, 'communicate with'],
  // "several pucks, like under the washer": an example of where.
  [/, like (?=(?:under|in|on|at|near|behind|beside|inside|over)\b)/g, ', for example '],
  [/\bmakes sure(?: that)?\b/g, 'ensures that'],
  [/\bmake sure(?: that)?\b/g, 'ensure that'],
  // ("a bright one all the time kills the battery": a light kept on, not one often.)
  [/\b((?:a|an|the) (?:[\w-]+ )?(?:one|light|lamp|lights|LEDs?)) all the time\b/g, '$1 kept on continuously'],
  [/\ball the time\b/g, 'frequently'],
  // ("gets way brighter": much brighter.)
  [/\bway (?=(?:[a-z]+er|more|less|too)\b)/g, 'much '],
  // "out of stuff you can buy at the grocery store": what it is made of, said of the ingredients.
  [
    /\bout of items (?:the user|users|people|anyone) can (?:buy|get|find) (?:at|in) (?:the|a|any) /g,
    'made of ingredients available at a ',
  ],
  // "for my detailing business": whose it is, not what it is.
  [/ for the (?:[a-z]+ )?business\b/g, ''],
  // "The iron can go from 80 to 90 percent", "for a vegan one".
  [
    /\bThe users? (?:can|could|may) go (from \d+(?:\.\d+)? to \d+(?:\.\d+)? [a-z]+) of ([a-z]+(?: (?!per\b)[a-z]+)?)\b/g,
    'The $2 may range $1',
  ],
  [/\b(?:can|could|may) go (?=from \d)/g, 'may range '],
  [/\bfor a ([a-z]+) one\b/g, 'for a $1 version'],
  // "a built in water meter", "the mix gets pressed": the written forms.
  [/\b(a|an|the|A|An|The) built in (?=[a-z])/g, '$1 built-in '],
  [/\bgets (?=[a-z]+ed\b)/g, 'is '],

  [/\b(back )?to atmospheric\b(?! pressure)/g, '$1to atmospheric pressure'],
  // ("The same thing could go in an elbow brace", of a knee brace: what it has, built into another thing.)
  [
    /\bThe same thing (?:could|would|can|may|might) (?:also )?go (in|into|on) (?=(?:an?|the) )/g,
    'The same arrangement may also be used $1 ',
  ],
  // "The same thing would work in a fridge": the invention, used elsewhere.
  [/\bThe same thing (?=(?:would|could|can|may|might|will|also|works?)\b)/g, 'The present invention '],
  // "right at the end of the tape": "right" only stresses where.
  [
    /\bright (?=(?:at|next to|above|below|under|over|on top of|in front of|behind|beside) (?:the|a|an)\b)/g,
    '',
  ],
  // "so it lights easier": how it lights, an adverb.
  [/\b(?!(?:is|was|does|has)\b)([a-z]+s) easier\b/g, '$1 more easily'],
  // "The drawer goes in the dishwasher": it can be washed there, not where it stays.
  [/\b(may|can|could|will|would|should) go (?:in|into) the dishwasher\b/g, '$1 be dishwasher-safe'],
  [/\bgoes (?:in|into) the dishwasher\b/g, 'is dishwasher-safe'],
  [/(?<!\b(?:to|not|never|also) )\bgo (?:in|into) the dishwasher\b/g, 'are dishwasher-safe'],
  // ("Cancellations less than 24 hours before are charged half": before what is due, in advance.)
  [
    /\b(less|more) than (\d+ (?:hours?|days?|minutes?|weeks?)) before(?= (?:are|is|get|gets|pay|pays)\b|[.,;]|$)/g,
    'made $1 than $2 in advance',
  ],
  [/\btakes forever\b/g, 'takes a long time'],
  [/\btake forever\b/g, 'take a long time'],
  [/\b(invention|app|device|product)'s called\b/g, '$1 is called'],
  [/\bkeeps track of\b/g, 'tracks'],
  [/\bkeep track of\b/g, 'track'],
  [/\bopen a crack\b/g, 'slightly open'],
  [/\bthe last bit\b/g, 'the remaining distance'],
  // "kids sports games", "kids' toys": the children's, not "children sports games".
  [
    /\bkids'?\s+(?=(?:sports?|games?|rooms?|toys?|clothes|books?|menus?|meals?|parties|party|shows?|bikes?|beds?|shoes|camps?|classes|teams?|leagues?|sizes?|versions?)\b)/g,
    "children's ",
  ],
  [
    /\bKids'?\s+(?=(?:sports?|games?|rooms?|toys?|clothes|books?|menus?|meals?|parties|party|shows?|bikes?|beds?|shoes|camps?|classes|teams?|leagues?|sizes?|versions?)\b)/g,
    "Children's ",
  ],
  // ("Kids size fits arms …": the children's size, one of the invention's.)
  [/(^|[.!?]\s+)Children's (sizes?|versions?) /g, "$1The children's $2 "],
  // "my kids' vaccines": the children's.
  [/\bkids'/g, "children's"],
  [/\bKids'/g, "Children's"],
  [/\bkids\b/g, 'children'],
  [/\bKids\b/g, 'Children'],
  [/\bkid\b/g, 'child'],
  [/\bKid\b/g, 'Child'],
  // "when stuff in the pantry expires": one item at a time, so the verb keeps its agreement.

  // ("the burnt stuff wipes off": what is left stuck on, a residue, and one, so the verb agrees.)
  [
    /\b(burnt|burned|stuck-on|stuck|dried|dried-on|caked-on|baked-on|crusty|sticky|greasy) stuff\b/g,
    '$1 residue',
  ],
  // ("You fill the rinse aid compartment like normal": as usual.)
  [/\b(?:like|as) (?:normal|usual)\b/g, 'as usual'],
  // ("dried basil tastes like nothing": it has little flavor.)
  [/\btastes like nothing\b/g, 'has little flavor'],
  [/\btaste like nothing\b/g, 'have little flavor'],
  // ("spring loaded arms": one word of how they are made, hyphenated as a specification writes it.)
  [/\bspring loaded\b/g, 'spring-loaded'],
  // ("then I sand to 220": sanding is done to the piece in hand, to a grit.)
  [/\b(sand(?:s|ed|ing)?) to (\d{2,4})\b(?!\s*grit)/g, '$1 it to $2 grit'],
  [/\b(sand(?:s|ed|ing)? (?:it|them)) to (\d{2,4})\b(?!\s*grit)/g, '$1 to $2 grit'],
  // ("stir the dry stuff together": of a recipe, the ingredients that are dry, or that are wet.)
  [/\b(dry|wet) stuff\b/g, '$1 ingredients'],
  [/\b(T|t)he stuff\b/g, '$1he product'],
  [/\bstuff\b/g, 'items'],
  [/\bStuff\b/g, 'Items'],
  [/\ba couple of\b/g, 'a few'],
  [/\b(?:a couple)\b(?= (?:seconds|minutes|hours|days|inches))/g, 'a few'],
  [/\bwhich (\w+s) like(?=[.,;]|$)/g, 'which $1 prefer'],
  [/\bpop(s|ped)? (the [\w-]+(?: [\w-]+)?) (?:out|off)\b/g, 'remove$1 $2'],
  [/^Right now,? /, 'Currently, '],
  [/\bright now\b/g, 'currently'],
  // "checks overtime limits, like no more than 60 hours a week": an example is introduced by "such as".
  // ("two wheels on one end of the bottom, like a suitcase": a thing it is compared to, named alone at the
  // end, is a likeness.)
  [/, like (?=(?:a|an) [\w-]+(?: [\w-]+)?(?:\.(?:\s|$)|$))/g, ', similar to '],
  [/, like (?=(?:no|a|an|\d)\b)/g, ', such as '],
  // "…, which everybody does": an aside on people, not a fact of the invention.
  [/,? which (?:everybody|everyone|nobody|most people|no one) (?:does|do|is|has)\b(?= *[.!?]|$)/g, ''],
  [/\bthe back and forth\b/g, 'the coordination'],
  [/\ball the coordination\b/g, 'the coordination'],
];

/** "a lot of customers" → "many customers"; "a lot of food" → "much food". */
function aLotOf(text: string): string {
  return text.replace(
    /\b(a lot of|lots of)\s+([\w-]+)(?=(\s+[\w-]+)?)/gi,
    (_match, phrase: string, noun: string, next = '') => {
      // ("a lot of house fires": a noun before a plural names the kind of thing counted.)
      const head = tokens(`${noun}${next}`).at(-1);
      const plural =
        (next && head?.tags.has('Plural') && head.tags.has('Noun')) ||
        (tokens(noun)[0]?.tags.has('Plural') ?? /s$/.test(noun));
      const word = plural ? 'many' : 'much';
      return `${/^[AL]/.test(phrase) ? word.charAt(0).toUpperCase() + word.slice(1) : word} ${noun}`;
    },
  );
}

/**
 * "other plastics like polypropylene": an example after a plural noun is introduced by "such as". A
 * comparison ("progress like a game") keeps its "like".
 */
function suchAs(text: string): string {
  if (!/\blike\b/.test(text)) return text;
  const list = tokens(text);
  let out = text;
  list.forEach((token, i) => {
    if (token.lower !== 'like' || token.tags.has('Verb') || i === 0) return;
    const before = list[i - 1]!;
    if (!before.tags.has('Plural') || !before.tags.has('Noun')) return;
    // ("dried basil tastes like …": a verb of the senses compares, whatever the tagger says.)
    if (/^(?:tastes|smells|looks|feels|sounds|seems)$/.test(before.lower)) return;
    const pattern = new RegExp(`\\b(${before.text}${before.post ? `\\${before.post}` : ''}) like\\b`);
    out = out.replace(pattern, '$1 such as');
  });
  return out;
}

/** "powder gets everywhere": it spreads there, in the form "get" had. */
const SPREADS: Record<string, string> = {
  get: 'spread',
  gets: 'spreads',
  got: 'spread',
  getting: 'spreading',
};

/** "the springs get weak" → "the springs become weak": "get" before a state is "become". */
function becomes(text: string): string {
  return text.replace(
    /\b(get|gets|got|getting) ([a-z]+)\b/g,
    (match, verb: string, next: string, at: number) => {
      const word = tokens(`it is ${next}`)[2];
      // "the heat cannot get out": a particle is a way out, not a state.
      // ("powder gets everywhere": a place it spreads to.)
      if (
        /^(?:out|in|up|off|on|back|away|down|over|through|around|lost|everywhere|anywhere|somewhere)$/.test(
          next,
        )
      )
        return next === 'everywhere' ? `${SPREADS[verb]} ${next}` : match;
      // ("the door got left open": a participle after "got" is a passive, what was done to it.)
      if (
        verb === 'got' &&
        /^(?:left|knocked|pushed|caught|blocked|bumped|dropped|jammed|pinched|damaged)$/.test(next)
      )
        return `was ${next}`;
      if (!word?.tags.has('Adjective') || word.tags.has('Noun')) return match;
      // ("a child who played less gets more this week": more of something, received, no state.)
      if (/^(?:more|less|fewer|most|least|some|enough)$/.test(next)) return match;
      // ("you get fresh sprouts": an adjective before a noun names what is got, no state.)
      const after = /^ ([a-z]+)\b/.exec(text.slice(at + match.length))?.[1];
      const named = after ? tokens(`the ${next} ${after} are here`)[2] : undefined;
      if (named?.tags.has('Noun') && !named.tags.has('Pronoun')) return match;
      const form: Record<string, string> = {
        get: 'become',
        gets: 'becomes',
        got: 'became',
        getting: 'becoming',
      };
      return `${form[verb]} ${next}`;
    },
  );
}

/** "when stuff in the pantry expires" → "when items in the pantry expire": the verb agrees with "items". */
function stuffAsItems(text: string): string {
  return text.replace(
    /\b(when|whether|if|what|until) stuff((?: (?:in|on|at) (?:the |a )?[\w-]+)?) ([a-z]+s)\b/g,
    (match, conjunction: string, place: string, verb: string) => {
      const infinitive = infinitiveOf(verb);
      return infinitive === verb ? match : `${conjunction} items${place} ${infinitive}`;
    },
  );
}

/** "a little natural sweetness": some of a substance or quality, not a small one. */
function aLittleOfStuff(text: string): string {
  // ("add a little water" is "add a small amount of water", below.)
  return text.replace(
    /(?<!\badd(?:s|ing)? )\b(a|A) little ((?:[a-z]+ )?)([a-z]+)\b/g,
    (phrase, a: string, modifier: string, noun: string, at: number) => {
      // ("a little reusable ice pack": "ice" names the pack, which is counted.)
      const next = /^ ([a-z]+)\b/.exec(text.slice(at + phrase.length))?.[1];
      if (next && tokens(`the ${noun} ${next} is here`)[2]?.tags.has('Noun')) return phrase;
      const last = tokens(`${a} little ${modifier}${noun}`).at(-1);
      const stuff = !!last?.tags.has('Uncountable') || (/ness$/.test(noun) && !!last?.tags.has('Noun'));
      return stuff ? `${a === 'A' ? 'Some' : 'some'} ${modifier}${noun}` : phrase;
    },
  );
}

/**
 * "It has to be setting compound, the powder you mix, not premixed mud, because …" (by now "The present
 * invention has to be …"): what must be used is said of the thing used, not of the invention.
 */
function mustBeUsed(text: string): string {
  return text.replace(
    /(^|[.!?]\s+)(?:It|The present invention) (?:has to|must|needs to) be ((?:[\w-]+ ){0,3}?[\w-]+), (the [^,]+), not ([^,]+), because it\b/g,
    // (Why, a fact of the thing itself: "The setting compound hardens by chemistry …".)
    (_told, before: string, used: string, what: string, not: string) =>
      `${before}${used.charAt(0).toUpperCase()}${used.slice(1)}, ${what}, is used rather than ${not}. The ${used}`,
  );
}

/**
 * "Setting compound, the powder the user mixes, is used … The 20 minute kind.": which kind of the thing the
 * sentence before opened on, said of it ("The setting compound is the 20 minute kind.").
 */
function kindOfWhatWasNamed(text: string): string {
  return text.replace(
    /(^|[.!?]\s+)((?:The )?[A-Za-z][a-z]+(?: [a-z]+){0,2}?)((?:,| is| are| [a-z]+s\b)[^.!?]*[.!?])\s+The ((?:[\w-]+ ){0,3}?[\w-]+) (kind|type|sort|variety)\./g,
    (_told, before: string, thing: string, rest: string, which: string, kind: string) =>
      `${before}${thing}${rest} The ${thing.replace(/^The /, '').toLowerCase()} is the ${which} ${kind}.`,
  );
}

export function inFormalWords(text: string): string {
  let out = kindOfWhatWasNamed(mustBeUsed(aLittleOfStuff(stuffAsItems(text))));
  for (const [pattern, replacement] of CASUAL) out = out.replace(pattern, replacement);
  return becomes(suchAs(aLotOf(out)));
}
