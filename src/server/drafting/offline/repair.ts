import { asLiteral, indefiniteArticle, sentencesOf } from '../check/words';
import type { DraftableSection } from '../drafter';
import { canBeVerb, gerundOf, infinitiveOf, tokens } from '../understand/nlp';
import { capitalized, withArticleLower } from '../understand/sentence-forms';
import { isFragment } from '../write/prose';
import { inFormalWords } from './casual';
import { withoutActor } from './passive';
import { asVariationSentences, variedEmbodiments } from './variations';
import { thirdPersonSingular } from './verbs';
import { asUsedOn } from './wording';

/**
 * Chat turned into a specification's sentences (issue 15): what formalSentences leaves as chat ("No wires
 * to the brakes.", "Works on any bike.", "Maybe a version that clips to a helmet.") becomes a whole
 * third-person sentence about the invention. Every word of fact is kept; only the frame changes.
 */

/** Words that say how the inventor felt, in the words a specification uses. */
const CHAT_WORDS: [RegExp, string][] = [
  // "It's a bar, so no bottle, and …": what it does without.
  [/,\s+so no ([\w-]+),/g, ', so no $1 is needed,'],
  [/\b(?:is|are) a (?:real )?pain\b/gi, 'is difficult'],
  [/\ba (?:real )?pain\b/gi, 'a difficulty'],
  [/\bannoying\b/gi, 'inconvenient'],
  // ("half my regulars DM me every morning": they send a message.)
  [/\bDM(s|ed|ing)?\b/g, 'message$1'],
  [/\b(?:it|this) is a (?:real |total )?mess\b/gi, 'the process is disorganized'],
  [/\bjust\s+/gi, ''],
  [/\bway (?=(?:cheaper|faster|easier|better|safer|more|less)\b)/gi, ''],
  // "a small shop like ours": who the inventor is, not a fact of the invention.
  [/,? like the inventor’s\b/gi, ''],
];

function asVerb(verb: string): string {
  if (verb === 'be') return 'is';
  return thirdPersonSingular(verb);
}

/** "Maybe a version that clips to a helmet." → "In another embodiment, the tail light clips to a helmet." */
function asEmbodiment(sentence: string, subject: string): string {
  const version =
    /^Maybe,? (?:a|an|one) (?:version|model|option|kind|type)(?: that| which)? ([a-z]+)\b(.*)$/i.exec(
      sentence,
    );
  if (version) return `In another embodiment, the ${subject} ${asVerb(version[1]!)}${version[2]}`;
  // "Could do a single front wheel version", "The cart could do a …": the invention made with a single
  // front wheel (the one rule for a version the inventor "could do", in any section).
  const made =
    /^(?:Alternatively, the present invention|The [\w -]+?) (?:may|could|can) (?:also )?(?:do|make|build|offer) an? ([\w -]+?) version\.?$/.exec(
      sentence,
    );
  if (made)
    return tokens(made[1]!).at(-1)?.tags.has('Noun')
      ? `In another embodiment, the ${subject} has a ${made[1]}.`
      : `In another embodiment, the ${subject} is made in a ${made[1]} version.`;
  const may = /^Alternatively, the present invention may (?:also )?([a-z]+)\b(.*)$/.exec(sentence);
  if (may) return `In another embodiment, the ${subject} ${asVerb(may[1]!)}${may[2]}`;
  // "It may log every dose": the invention, named; "may" still marks an option.
  if (/^It may\b/.test(sentence)) return `The ${subject} ${sentence.slice(3)}`;
  // "The user has also thought about a clamp rail on top of the beam."
  const thought =
    /^The (?:user|inventor)s? (?:has |have )?(?:also )?(?:thought|considered|wondered) about (.+)$/.exec(
      sentence,
    );
  if (thought) return `In some embodiments, the ${subject} further comprises ${thought[1]}`;
  const maybe = /^Maybe,?\s+(.*)$/i.exec(sentence);
  // "Maybe a reflective band around the tip for night.": a part the invention may also have.
  if (maybe && /^(?:a|an)\s/i.test(maybe[1]!) && (isFragment(maybe[1]!) || noFiniteVerb(maybe[1]!)))
    return `In some embodiments, the ${subject} further comprises ${maybe[1]!.replace(/\bfor night\b/, 'for use at night')}`;
  // ("Maybe show nearby spots that are not being swept": a bare verb, what the invention may do.)
  const bare = maybe && /^([a-z]+)\s+(?:the|a|an|some|nearby|other|more|\d)\b/.exec(maybe[1]!)?.[1];
  if (maybe && bare && infinitiveOf(bare) === bare && tokens(`It could ${maybe[1]}`)[2]?.tags.has('Verb'))
    return `In some embodiments, the ${subject} ${thirdPersonSingular(bare, { habitual: true })}${maybe[1]!.slice(bare.length)}`;
  if (maybe) return `In some embodiments, ${maybe[1]}`;
  return sentence;
}

/** "a strap to hold loads against the frame": a noun phrase, its only verb an infinitive. */
function noFiniteVerb(phrase: string): boolean {
  const list = tokens(phrase);
  // ("with no added sugar": a participle after "no" or an article describes a noun.)
  return !list.some(
    (t, i) =>
      t.tags.has('Verb') &&
      !t.tags.has('Noun') &&
      !/^(?:to|no|a|an|the)$/.test(list[i - 1]?.lower ?? '') &&
      !t.tags.has('Infinitive') &&
      !t.tags.has('Gerund'),
  );
}

/** A sentence without its subject or verb gets the invention as its subject. */
function withSubject(sentence: string, subject: string, section: DraftableSection): string {
  if (!isFragment(sentence)) return sentence;
  const lower = sentence.charAt(0).toLowerCase() + sentence.slice(1);
  // "Process for making cold brew … using vacuum pulses.": the invention named, so what it is.
  // ("The electrolyte drink mix for hot days.": so with its article.)
  const head = subject.split(/\s+/).slice(0, 3).join(' ');
  if (lower.replace(/^the /, '').startsWith(head.toLowerCase()) && section !== 'useCases')
    return `The present invention is ${withArticleLower(lower.replace(/^the /, ''))}`;
  // "Works on any bike.": the tagger may read "Works" as a noun; on its own after "it" it is a verb.
  const first = tokens(sentence)[0]?.lower ?? '';
  if (/[a-z]s$/.test(first) && tokens(`it ${first} them`)[1]?.tags.has('Verb'))
    return `The ${subject} ${lower}`;
  if (/^No\s/.test(sentence)) return `The ${subject} requires ${lower}`;
  // ("Two thin coats, then a coat of furniture wax.": how the invention is put on, and what goes over it.)
  const coats =
    /^((?:one|two|three|four|\d+) (?:thin |thick |light |even )?coats?), then (an? (?:thin |light )?coat of [\w -]+?)\.?$/i.exec(
      sentence,
    );
  if (coats && section !== 'useCases' && !/^(?:method|process)\b/.test(subject))
    return `The ${subject} is applied in ${coats[1]!.toLowerCase()}, then ${coats[2]} is applied over it.`;
  // "Two steps, the top one 50 cm high.": how many of a part it has, and how one of them is.
  if (/^(?:two|three|four|five|six|seven|eight|\d+) [a-z]+s\b/i.test(sentence) && section !== 'useCases')
    return `The ${subject} has ${lower.replace(/, the (\w+) one (?=\d)/, ', the $1 one being ')}`;
  if (section === 'useCases') return `The ${subject} is suited to ${lower}`;
  return sentence;
}

/** Words of the title or model that read as chat ("stuff") in the application's own sentences. */
export function withoutChatWords(text: string): string {
  let out = text;
  for (const [pattern, replacement] of CHAT_WORDS) out = out.replace(pattern, replacement);
  return inFormalWords(out);
}

const EMBODIMENT_OPENERS = [
  'In another embodiment,',
  'In a further embodiment,',
  'In yet another embodiment,',
];

/** Embodiment after embodiment, without one opener said twice in a row. */
export function variedOpeners(text: string): string {
  let n = 0;
  const varied = text.replace(/\bIn (?:another|a further|yet another) embodiment,/g, () => {
    const opener = EMBODIMENT_OPENERS[n % EMBODIMENT_OPENERS.length]!;
    n += 1;
    return opener;
  });
  return /\bIn (?:some|other) embodiments,/.test(varied) ? variedEmbodiments(varied) : varied;
}

/**
 * "The bike tail light gets brighter… The bike tail light requires…": the second of two sentences in a
 * row about the invention names it by its head noun ("The light requires…").
 */
export function variedSubjects(text: string, subject: string): string {
  // "process for making fence boards" is a process; "pet-safe ice melt" an ice melt, not a melt.
  const words = subject.replace(/\s+(?:for|of|with|that|which)\b.*$/, '').split(/\s+/);
  const head = words.slice(words.length >= 3 ? -2 : -1).join(' ');
  if (head === subject) return text;
  const opener = `The ${subject} `;
  let previous = '';
  return text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      sentencesOf(paragraph)
        .map((sentence) => {
          const again = sentence.startsWith(opener) && previous.startsWith(opener);
          previous = sentence;
          return again ? `The ${head} ${sentence.slice(opener.length)}` : sentence;
        })
        .join(' '),
    )
    .join('\n\n');
}

/** "A bike tail light that gets brighter when the user brakes." says what the invention does. */
function asStatement(sentence: string, subject: string): string {
  // "An app that …" of an application: the inventor's word for it.
  const named = asLiteral(subject).replace(/\bapplication\b/, '(?:application|app)');
  // "A pill crusher cup, the user twists the lid to crush the pill …": what it is, and how it is used.
  const howUsed = new RegExp(`^(?:A|An) ${named}, (the user [a-z]+s\\b.+)$`, 'i').exec(sentence);
  if (howUsed)
    return `The present invention is ${indefiniteArticle(subject)} ${subject}. ${howUsed[1]!.charAt(0).toUpperCase()}${howUsed[1]!.slice(1)}`;
  // ("A spoon for people with tremors: the bowl sits on a little gimbal …": what it is, then how, after
  // the colon.)
  const thenHow = new RegExp(`^(?:A|An) ${named}((?: (?:for|with) [^:]+)?): ([a-z].+)$`, 'i').exec(sentence);
  if (thenHow)
    return `The present invention is ${indefiniteArticle(subject)} ${subject}${thenHow[1]}: ${thenHow[2]}`;
  // "A way to make seed starting pots out of used coffee grounds": a method of making them.
  const way = /^(?:A|The) (?:way|method|process|technique) to ([a-z]+) (.+)$/.exec(sentence);
  if (way && /^(?:method|process)\b/.test(subject))
    return `The present invention is a method of ${gerundOf(way[1]!)} ${way[2]!.replace(/\bso (?=(?:they|it|the)\b)/, 'so that ')}`;
  // "The process for making fence boards is a process for making fence boards out of …": what it is.
  const itself = new RegExp(`^The ${named} is (an? ${named}\\b.*)$`, 'i').exec(sentence);
  if (itself) return `The present invention is ${itself[1]}`;
  const what = new RegExp(`^(?:A|An|The) ${named} that (.+)$`, 'i').exec(sentence);
  if (what) return `The ${subject} ${what[1]}`;
  // "It is a small clip the user wears on the shirt collar that buzzes …": what the invention is, told
  // by how it is used ("worn on"); "It is a rubber tip with …" after the statement is a detail of it.
  const head = asLiteral(subject.split(/\s+/).pop() ?? '');
  const itIs = new RegExp(`^(?:It|The ${named}) is (an? (?:[\\w-]+ ){0,3}?${head})\\b(.*)$`, 'i').exec(
    sentence,
  );
  const usedOn = itIs && asUsedOn(itIs[2]!);
  if (head && usedOn) return `The present invention is ${itIs![1]}${usedOn}`;
  // "A wood stain made from black walnut hulls, no chemicals, for people who refinish furniture.", "A step
  // stool with a tall handle that can be held onto, …": a name and what it is made of or has, for whom:
  // what the invention is.
  const described = new RegExp(
    `^(?:(?:A|An) )?${named}((?: (?:(?:made|formed|derived|pressed|cast|molded|brewed) (?:from|of|with)|with|for|where) .+)?)$`,
    'i',
  ).exec(sentence);
  // ("A booking system for a tool library, where people reserve tools": the "where" clause is the
  // library's, the sentence still has no verb of its own.)
  if (
    described &&
    noFiniteVerb(
      described[1]!
        .replace(/\b(?:who|that|which|where)\b[^,]*/g, '')
        .replace(/,\s*where\b.*$/, '')
        .replace(/^ [a-z]+ /, ' '),
    )
  )
    return `The present invention is ${/^an?\s/i.test(sentence) ? '' : `${indefiniteArticle(sentence)} `}${sentence.charAt(0).toLowerCase()}${sentence
      .slice(1)
      .replace(/, no ([\w -]+),/, ', with no $1,')
      .replace(/(\bthat [^,]+), that\b/, '$1 and that')}`;
  // "A dish rack whose drip tray tilts by itself so the water runs into the sink.": only the relative
  // clause has a verb, so the sentence names the invention without saying anything of it.
  // ("My paw balm for dogs whose pads crack in the winter salt.": so with the inventor's "my".)
  const whose = new RegExp(`^(?:A|An|The) (${asLiteral(subject)}) whose (.+)$`, 'i').exec(sentence);
  if (whose && onlyOneClause(whose[2]!))
    return `The present invention is ${indefiniteArticle(whose[1]!)} ${whose[1]!.charAt(0).toLowerCase()}${whose[1]!.slice(1)} whose ${whose[2]}`;
  return sentence;
}

/**
 * "The present invention is a solid lotion bar for cracked hands, it is beeswax and shea butter …": two
 * sentences joined by a comma; the second says what the first names is made of ("made of beeswax …") or
 * what it is ("which is a …").
 */
function withoutCommaSplice(sentence: string): string {
  const splice = /^(The present invention is [^,]+), it is (.+)$/.exec(sentence);
  if (!splice) return sentence;
  const [, named, said] = splice;
  if (/^(?:an?|the)\s/.test(said!)) return `${named}, which is ${said}`;
  return tokens(said!)[0]?.tags.has('Noun') ? `${named}, made of ${said}` : sentence;
}

/** "drip tray tilts by itself so the water runs": one verb, then only subordinate clauses. */
function onlyOneClause(clause: string): boolean {
  const list = tokens(clause);
  const verbs = list.filter((t) => t.tags.has('Verb') && !t.tags.has('Gerund') && !t.tags.has('Auxiliary'));
  if (verbs.length === 0) return false;
  const after = list.slice(list.indexOf(verbs[0]!) + 1);
  const subordinate = after.findIndex((t) =>
    /^(?:so|because|when|if|that|which|while|until|once)$/.test(t.lower),
  );
  const main = after.slice(0, subordinate < 0 ? after.length : subordinate);
  return !main.some((t) => t.tags.has('Verb') && !t.tags.has('Gerund'));
}

/**
 * "The user put a bubble level on top of the beam": how it was built is where the part is. "The mix
 * goes into a steel mold": the mix is placed into it (the word the claims' "placing" step needs).
 */
function asPlacement(sentence: string): string {
  return (
    sentence
      .replace(/\b(the \w+) goes into\b/gi, '$1 is placed into')
      // "The skins go in the tea for 5 days": they are placed in it.
      .replace(/\b(the \w+s) go (?:in|into)\b/gi, '$1 are placed in')
      .replace(
        /^The (?:user|inventor)s? (?:put|puts|added|adds|placed|places|mounted|mounts|attached|attaches) (a|an) (.+?) (on|onto|in|into|inside|under|at|to) /,
        (_m, article: string, part: string, preposition: string) =>
          `${article === 'an' ? 'An' : 'A'} ${part} is disposed ${preposition} `,
      )
  );
}

/**
 * "The user takes a picture of the receipt and it tracks when items expire": after what the user does,
 * the "it" that does the work is the invention, not the picture.
 */
function withWorkingSubject(sentence: string, subject: string, section: DraftableSection): string {
  if (section !== 'summary' && section !== 'details') return sentence;
  const head = subject.replace(/\s+(?:that|which|for|of|with)\b.*$/, '');
  // "The user presses it again and it swings back up": one "it" is pressed, the other swings; which
  // parts they are the sentence does not say, so neither is named.
  // "presses left and the left arrow flashes, and it shuts itself off": "it" is the arrow.
  const part =
    /^(The user [a-z]+s\b[^,]*? and (the (?:[\w-]+ ){0,2}[\w-]+) [a-z]+s\b[^,]*), and it (?=[a-z]+s\b)/.exec(
      sentence,
    );
  if (part) return sentence.replace(part[0], `${part[1]}, and ${part[2]} `);
  return sentence.replace(
    /^(The user [a-z]+s\b(?! it\b)(?:(?! and (?:the|a|an) )[^,])*?,? and) it (?=[a-z]+s\b)/,
    `$1 the ${head} `,
  );
}

/** "It is safer than shimming.": in these sections "it" is the invention. */
function withNamedSubject(text: string, subject: string, section: DraftableSection): string {
  // "By weight it is 80 percent pellets": after an opening phrase, "it" is still the invention.
  const sentence =
    section === 'background'
      ? text
      : text.replace(
          // Only a short opening phrase: in "At a glance the user knows it has been 3 hours", "it" is not the invention.
          /^((?:By|In|At|On|Under|With|For)(?: (?!(?:the user|users|the inventor)\b)[\w-]+){1,3}),? it (is|has|comprises|contains|includes|uses|weighs)\b/,
          `$1, the ${subject} $2`,
        );
  // "Each one weighs about 20 grams": each of the things the invention is made as ("each fire starter").
  if (
    section !== 'background' &&
    /^Each one\b/.test(sentence) &&
    subject &&
    !/^(?:process|method)\b/.test(subject)
  )
    return sentence.replace(/^Each one\b/, `Each ${subject}`);
  // "Mine is distilled water, isopropyl alcohol and …": what the inventor's invention is made of.
  if (section !== 'background' && /^The inventor[’']s (?:is|are) [^.]*(?:,| and )/.test(sentence))
    return sentence.replace(/^The inventor[’']s (?:is|are) /, `The ${subject} comprises `);
  // "It is a process for making fence boards out of milk jugs": not "The process … is a process …".
  if (new RegExp(`^It is (?:a|an) ${asLiteral(subject)}\\b`).test(sentence))
    return `The present invention ${sentence.slice(3)}`;
  if (section === 'background') return sentence.replace(/^It is\b/, 'This is');
  // "The user may use molasses instead of beet juice": an alternative of the invention, not the user's.
  if (section === 'variations')
    return sentence.replace(/^The user may (also )?use\b/, `The ${subject} may $1use`);
  // "There is an accelerometer, a microcontroller and a battery": what the invention comprises.
  // "The present invention has a bottle body, …" names the embodiment the details describe.
  if (section === 'details')
    return sentence.replace(
      /^(?:There (?:is|are)|The present invention (?:has|includes)) (?=(?:a|an|\d+|two|three|four) )/,
      `The ${subject} comprises `,
    );
  // "The beet sugar lowers the freezing point and makes it stick to the ice": in the summary, what is
  // made to do something is the invention, whatever nouns stand between.
  const summary =
    section === 'summary' ? sentence.replace(/\bmakes it\b/g, `makes the ${subject}`) : sentence;
  return (
    summary
      .replace(/^It (?!may\b)/, `The ${subject} `)
      // "a recipe that uses it": in a relative clause "it" is the thing just named, not the invention.
      .replace(/(?<!\b(?:that|which) )\b(use|uses|using) it\b/g, `$1 the ${subject}`)
  );
}

/**
 * The background states the field and the problem as a practitioner would, not the inventor's story:
 * "The user does a lot of framing work on job sites and the ground is never flat" → "In framing work on
 * job sites, the ground is never flat"; "Every natural hot sauce the user has made separates" → "Every
 * natural hot sauce separates"; "…, so the inventor started mixing a custom one" is left out; whoever
 * meets the problem is "a person", not "the user" of an invention that does not exist yet. Every
 * technical fact and number stays.
 */
function asFieldStatement(sentence: string): string {
  let out = sentence
    // ("the inventor's wife keeps bumping the bikes": whoever it happens to, a person; "the inventor's son",
    // a child.)
    .replace(
      /\b(?:the|The) inventor's (?:(wife|husband|partner|spouse|mom|mother|dad|father|roommate)|(son|daughter|baby|toddler|child))\b/g,
      (told, _adult?: string, child?: string) =>
        `${told.startsWith('T') ? 'A' : 'a'} ${child ? 'child' : 'person'}`,
    )
    // "The user has seen reels melt because …": what the inventor saw is the problem itself.
    .replace(
      /^The (?:user|inventor)s? (?:has |have |had )?(?:seen|noticed|watched) (?=([a-z-]+s) [a-z]+\b)/,
      (lead, plural: string) => (tokens(`the ${plural}`)[1]?.tags.has('Plural') ? '' : lead),
    )
    .replace(
      /^The (?:user|inventor)s? (?:does|do|did) (?:a lot of |much |many )?([\w -]+?) ((?:on|at|in) [\w -]+?) and (?=the |a |an )/,
      'In $1 $2, ',
    )
    .replace(
      // ("The heated scrapers the inventor found online put the heater in the handle": such scrapers.)
      /^The ((?:[\w-]+ ){0,3}[\w-]+s) (?:that |which )?the (?:user|inventor)s? (?:has |have |had )?(?:tried|used|seen|bought|owned|found)(?: online| in stores| at the store)?(?= [a-z])/,
      (_told, things: string) => `${things.charAt(0).toUpperCase()}${things.slice(1)}`,
    )
    .replace(
      / (?:that |which )?the (?:user|inventor)s? (?:has |have |had )?(?:made|built|tried|used|seen|bought|owned|found(?: online| in stores| at the store)?)\b/g,
      '',
    )
    .replace(/,? (?:so|and) the (?:user|inventor)s? (?:started|began|decided|wanted)\b[^.]*(?=\.$)/, '')
    // "I live in Minnesota and scraping ice takes forever": where the inventor lives is where it happens.
    .replace(
      /^The (?:user|inventor)s? (?:lives?|works?) (in [A-Z][\w ]*?) and (?=[a-z]+ing\b|the |a |an )/,
      (_, place: string) => `${place.charAt(0).toUpperCase()}${place.slice(1)}, `,
    )
    // "I keep bees and lose a swarm every spring": what happens to people who do what the inventor does.
    .replace(
      /^The (?:user|inventor)s? ([a-z]+s) ([a-z]+(?: [a-z]+)?) and ([a-z]+s)\b/,
      (whole, does: string, what: string, then: string) =>
        /^(?:the|a|an|it|them|this|that)\b/.test(what)
          ? whole
          : `People who ${infinitiveOf(does)} ${what} ${infinitiveOf(then)}`,
    );
  let seen = false;
  out = out.replace(/\b(?:T|t)he user\b/g, (match) => {
    const capital = match.startsWith('T');
    const phrase = seen ? 'the person' : 'a person';
    seen = true;
    return capital ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase;
  });
  // ("I run a bakery and I either throw out bread at night or sell out by 10 am": the business's problem.)
  const business = /^A person (?:runs|owns|manages|operates) (an? [\w -]+?) and the person (.+)$/.exec(out);
  if (business) out = `${business[1]!.charAt(0).toUpperCase()}${business[1]!.slice(1)} ${business[2]}`;
  // ("Those bent-shaft shovels help a little": the ones the inventor has in mind, which the reader
  // knows only by their kind.)
  const those = /^Those ((?:[\w-]+ ){0,2}[\w-]+s) (?=[a-z]+)/.exec(out);
  if (those && tokens(`the ${those[1]}`).at(-1)?.tags.has('Plural'))
    out = `${those[1]!.charAt(0).toUpperCase()}${out.slice('Those '.length + 1)}`;
  // ("The user threw the back out" → "A person threw their back out": the person's own back.)
  out = out.replace(
    /\b((?:A|a|The|the) person [a-z]+ed|(?:A|a|The|the) person (?:threw|hurt|broke|cut|tore|sprained)) the (back|neck|knees?|shoulders?|wrists?|hands?|fingers?|thumbs?|ankles?|hips?|elbows?|arms?|legs?|feet|foot)\b/,
    '$1 their $2',
  );
  return out.replace(/\b(?:U|u)sers\b/g, (match) => (match.startsWith('U') ? 'People' : 'people'));
}

/**
 * "This is inconvenient." (from "It's annoying."): how the inventor felt, with no fact of the field or the
 * problem in it; the sentences around it state the problem.
 */
export function onlyAFeeling(sentence: string): boolean {
  return (
    /^(?:This|That|It) is (?:very |so |really )?(?:inconvenient|difficult|a difficulty|frustrating|disorganized|bad)\.$/.test(
      sentence,
    ) ||
    // "That's it really.", "That's all.": the inventor closing the answer.
    /^(?:This|That|It) is (?:it|all)(?: really)?\.$/.test(sentence) ||
    // ("Honestly the titration is the part people skip.": a remark on how others do it, no fact of it.)
    /^(?:(?:Honestly|Really|Frankly),? )?(?:the|this|that) [\w -]+? is the (?:part|step|thing|bit) (?:that )?(?:people|everyone|most people|nobody|everybody) (?:usually |always |often )?(?:skip|skips|forget|forgets|miss|misses|get wrong|gets wrong|ignore|ignores)\.$/i.test(
      sentence,
    )
  );
}

/** "The mom slipped on ice with her crutches last winter": why the inventor began, not a fact of the field. */
const FAMILY_STORY =
  /^The (?:mom|mother|dad|father|wife|husband|son|daughter|grandma|grandmother|grandpa|grandfather|sister|brother|friend|neighbor|neighbour|boss|uncle|aunt)\b[^.]*\b(?:[a-z]+ed|fell|broke|got|had|was|were)\b/;

/** A sentence with no fact for the application: a feeling, or the family story behind the idea. */
export function tellsNoFact(sentence: string): boolean {
  return onlyAFeeling(sentence) || FAMILY_STORY.test(sentence);
}

/** "A quart size version would be 4.25 inches.": a specification states embodiments and uses with "may"/"is". */
function withoutConditional(sentence: string, section: DraftableSection): string {
  if (section !== 'variations' && section !== 'useCases') return sentence;
  return sentence
    .replace(/\b(version|model|size) would be\b/g, '$1 is')
    .replace(/\bwould\b/g, 'may')
    .replace(/\bWould\b/g, 'May');
}

/**
 * Process prose without a person as its actor: "users" (the maker, from "we") never acts in the
 * application; "the user" does in a use, but a series of acts on a material ("heats the concentrate,
 * mixes in the glycol, then sprays it") is a process, told in the passive. In the uses, "the user
 * scatters it by hand" says how the invention is used: "The ice melt is scattered by hand".
 */
function asProcess(sentence: string, subject: string, section: DraftableSection): string {
  if (section === 'background') return sentence;
  // ("The user flips it down with the user's foot and a rubber foot on the end presses on the floor and
  // holds the door open": after "and", a part with its own verbs is a sentence of its own.)
  const part =
    /^(The user [^.]*?),? and ((?:a|an) (?:(?!(?:and|or|always|then|also)\b)[\w-]+ ){0,3}?(?!(?:and|or)\b)[\w-]+(?: (?:on|in|at|under) the [\w-]+)? (?!(?:always|sometimes|perhaps)\b)[a-z]+s\b.*)$/.exec(
      sentence,
    );
  if (part) {
    const first = asProcess(`${part[1]}.`, subject, section);
    return `${first} ${capitalized(part[2]!)}`;
  }
  // ("method of making oat milk at home": the product is the oat milk; where it is made is no part of it.)
  const product =
    // ("making crunchy kale chips in the oven": nor where it is made in.)
    // ("making thick yogurt overnight in a slow cooker": nor when.)
    /^(?:process|method) (?:for|of) making (?:an? )?(.+?)(?: overnight| quickly)?(?: (?:at|in) (?:home|scale|bulk|batches)| (?:in|on) (?:an?|the) (?:oven|grill|stove|microwave|air fryer|dehydrator|smoker|slow cooker|pan))?$/.exec(
      subject,
    )?.[1];
  if (
    /^(?:(?:First|Then|Next|Finally|After that|Afterwards),?\s+)?(?:users|the inventors?)\b(?! (?:may|might|could|can|would|should|will|must)\b)/i.test(
      sentence,
    )
  )
    return withoutActor(sentence, subject, product) ?? sentence;
  // "First the user dries the grounds …": of a making process, the steps are told without the maker.
  const ordered =
    product &&
    section === 'details' &&
    // ("In the morning the user strains it …": a time of day after the steps before is an order word too.)
    /^(?:First|Then|Next|Finally|After that|Afterwards|In the (?:morning|evening)|The next (?:morning|day)),?\s+the user\b/i.test(
      sentence,
    ) &&
    withoutActor(sentence, subject, product, { single: true });
  if (ordered) return ordered;
  // ("The user tapes off the paint around the headlight." of a method: one step of it, told so.)
  const step =
    /^(?:process|method)\b/.test(subject) &&
    section === 'details' &&
    /^The user\b/.test(sentence) &&
    // ("The user soaks 6 mm oak strips …": a measured subject would be read back without its measure.)
    !/^The user [\w-]+ (?:off |out |up |in )?\d/.test(sentence) &&
    withoutActor(sentence, subject, product, { single: true });
  if (step) return step;
  if (section === 'useCases')
    return /^The user \w+ it\b/.test(sentence)
      ? (withoutActor(sentence, subject, product, { single: true }) ?? sentence)
      : sentence;
  // ("The user enters the class list and marks pairs …", of a seating chart application: what the user
  // gives a program is told as the user's, what the program receives.)
  if (/\b(?:app|application|software|platform|program|website|extension)$/i.test(subject)) return sentence;
  return withoutActor(sentence, subject, product, { series: true }) ?? sentence;
}

/**
 * "Recipe for about 1 liter: 500 grams of crushed green walnut hulls, 1 liter of water, 50 ml of white
 * vinegar." → "In one example, about 1 liter of the wood stain is made from 500 grams of …, 1 liter of
 * water and 50 ml of white vinegar.": a heading and a list, said as a sentence of the specification
 * ("Per serving: …" is a recipe for one serving).
 */
function asRecipe(sentence: string, subject: string): string {
  const recipe =
    /^(?:A |The |My |Our )?recipe for ((?:about |approximately |roughly )?(?:a|one|\d+(?:\.\d+)?) [a-z]+):\s*(.+?)\.?$/i.exec(
      sentence,
    );
  // "Per serving: 10 grams of …": a recipe for one serving.
  const per = /^(?:Per|For one|For each|Each) ([a-z]+):\s*(.+?)\.?$/i.exec(sentence);
  if (!recipe && !per) return sentence;
  const amount = recipe
    ? recipe[1]!.replace(/^(about |approximately |roughly )?(?:a|one) /i, '$1one ')
    : `one ${per![1]!.toLowerCase()}`;
  const listed = (recipe ?? per)![2]!;
  const items = listed.split(/,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
  const list = items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0];
  // ("For one cake: …" of a bird suet cake: one bird suet cake is made so.)
  const ofOne = per && new RegExp(`(?:^| )${per[1]!.toLowerCase()}$`).test(subject);
  return ofOne
    ? `In one example, one ${subject} is made from ${list}.`
    : `In one example, ${amount} of the ${subject} is made from ${list}.`;
}

export function asApplicationSentence(sentence: string, subject: string, section: DraftableSection): string {
  let out = withoutConditional(withoutChatWords(sentence), section);
  if (section === 'background') out = asFieldStatement(out);
  // "We do that for 2 hours": in a process, what is repeated is the cycle just told.
  if (section === 'details')
    out = out.replace(
      /^(?:Users|The users?|The inventors?) (?:do|does|repeat|repeats) (?:that|this|it)(?: cycle)? (?=for|until|over)/,
      'This cycle is repeated ',
    );
  // ("I repeat the oil and bake six times": the two acts, repeated as a cycle.)
  if (section === 'details')
    out = out.replace(
      /^(?:Users|The users?|The inventors?) repeats? the ([a-z]+) and (?:the )?([a-z]+?)s? ((?:two|three|four|five|six|seven|eight|nine|ten|\d+) times)\.?$/,
      (told, one: string, other: string, times: string) =>
        canBeVerb(one) && canBeVerb(other)
          ? `The ${gerundOf(one)} and ${gerundOf(other)} are repeated ${times}.`
          : told,
    );
  // ("The whole thing weighs about 900 grams": the invention, by its name.)
  // ("The whole ramp weighs 6 kg", of a dog ramp: so is the whole named by its last word.)
  if (subject && !/^(?:method|process)\b/.test(subject))
    out = out.replace(
      new RegExp(
        `^The whole (?:thing|unit|setup|device|assembly|${asLiteral(subject.split(' ').pop()!)})\\b`,
      ),
      `The ${subject}`,
    );
  out = asRecipe(out, subject);
  out = asPlacement(out);
  out = asProcess(out, subject, section);
  out = withNamedSubject(out, subject, section);
  out = asStatement(out, subject);
  out = withoutCommaSplice(out);
  out = asEmbodiment(out, subject);
  out = withSubject(out, subject, section);
  out = withWorkingSubject(out, subject, section);
  if (section === 'variations') out = asVariationSentences(out, subject);
  if (section === 'useCases')
    out = out.replace(/^The present invention (may be used|serves)\b/, `The ${subject} $1`);
  return out.charAt(0).toUpperCase() + out.slice(1);
}
