import { type PatentData, SECTION_LABELS } from '../../../contract';
import { asLiteral, countWords, indefiniteArticle, sentencesOf, singularWord } from '../check/words';
import type { DraftableSection, SectionDraft, SectionDraftRequest } from '../drafter';
import { buildInventionModel } from '../understand/invention-model';
import { MIXTURE_NAMES } from '../understand/mass-nouns';
import { infinitiveOf, tokens } from '../understand/nlp';
import { themFromBefore } from '../understand/sentence-forms';
import { SUMMARY_STATEMENT, subjectOf } from '../understand/told-sentences';
import { pluralOf } from '../write/claim-language';
import { introducedOnce, withClaimVocabulary, writeDetailsOverview } from '../write/details';
import { nearRepeat, proseSentences } from '../write/prose';
import { proposeTitle } from '../write/title';
import { BACKGROUND_CUES, DETAIL_CUES, USE_CUES } from './cues';
import { followUpFor } from './follow-ups';
import {
  asApplicationSentence,
  tellsNoFact,
  variedOpeners,
  variedSubjects,
  withoutChatWords,
} from './repair';
import { asSettingSentence } from './setting';
import { asUseSentence, formalSentences, withoutRetraction } from './style';
import { cleanTitle } from './title';
import { titleInProse, withArticle } from './wording';

/** The opening sentence each section starts with, before the inventor's material. */
export function sectionIntro(section: DraftableSection, patentData: PatentData): string {
  // ("reusable food wraps made of cotton": a plural, named as the title names it, takes no article.)
  const told = titleInProse(patentData.title);
  const plural = !`${told} `.startsWith(`${subjectOf(patentData.title ?? '')} `);
  const subject = withoutChatWords(plural ? told : withArticle(told));
  switch (section) {
    case 'background':
      return `The present invention relates to ${subject}.`;
    case 'summary':
      return `The present invention provides ${subject}.`;
    case 'details':
      return 'The following description sets forth an embodiment of the present invention in detail.';
    case 'variations':
      return 'The present invention is not limited to the embodiment described above; alternative embodiments include the following.';
    case 'useCases':
      return 'The present invention is suited to a variety of uses, including those described below.';
    default:
      return '';
  }
}

/** What a skipped section says, so that no section of the application is empty. */
export function skippedSectionText(section: DraftableSection, patentData: PatentData): string {
  const intro = sectionIntro(section, patentData);
  switch (section) {
    case 'title':
      return 'Invention';
    case 'background':
      return `${intro} Existing approaches to the problem addressed by the present invention leave room for improvement.`;
    case 'summary':
      return `${intro} The construction and use of the present invention are described in detail below.`;
    case 'details': {
      // Skipped, the details still introduce each element the first description named, with what it
      // was said to do. One paragraph: the model reads a section after its first, so never this text.
      const overview = writeDetailsOverview(buildInventionModel(patentData), { details: [], summary: [] });
      return overview
        ? `${intro} ${overview.replace(/\s*\n\s*\n\s*/g, ' ')}`
        : `${intro} The present invention is constructed and operates as summarized above.`;
    }
    case 'variations':
      return `${intro} Variations in materials, dimensions, shape and arrangement of the components described herein fall within the scope of the present invention.`;
    case 'useCases':
      return `${intro} The present invention may be used wherever the problem described in the background arises.`;
    case 'sketch':
      return 'No drawings are submitted with this application.';
  }
}

/** Splits a first description into the sections its sentences belong to. */
function seedsFrom(description: string, patentData: PatentData): Partial<Record<DraftableSection, string>> {
  const buckets: Record<'background' | 'summary' | 'details' | 'useCases', string[]> = {
    background: [],
    summary: [],
    details: [],
    useCases: [],
  };
  const subject = buildInventionModel(patentData).subject;
  const formals = formalSentences(description);
  const statements = formals.map((formal) => asApplicationSentence(formal, subject, 'summary'));
  // "I live in an apartment with a tiny balcony. I made a drying rack …": what comes before the
  // invention is named is the setting of the problem.
  const named = statements.findIndex((statement) => SUMMARY_STATEMENT.test(statement));
  for (const [index, formal] of formals.entries()) {
    // "It is a lid that snaps onto a paint can" says what the invention is, whatever words it uses.
    const statement = statements[index]!;
    const told =
      /^The present invention\b/.test(statement) || tellsTitledFunction(statement, patentData.title)
        ? 'summary'
        : bucketOf(formal, subject);
    const said = index < named && told !== 'details' ? asApplicationSentence(formal, subject, told) : '';
    const general = said ? asSettingSentence(said) : '';
    const setting = general !== said;
    const bucket = setting ? 'background' : told;
    const sentence = setting
      ? general
      : bucket === 'summary'
        ? statement
        : withAntecedent(asApplicationSentence(formal, subject, bucket), subject);
    if (tellsNoFact(sentence)) continue;
    // What the invention is opens the summary, whatever the inventor said first.
    if (bucket === 'summary' && /^The present invention is\b/.test(sentence))
      buckets.summary.unshift(sentence);
    else buckets[bucket].push(sentence);
  }
  const seeds: Partial<Record<DraftableSection, string>> = {};
  for (const [section, sentences] of Object.entries(buckets) as [keyof typeof buckets, string[]][]) {
    if (sentences.length > 0 && !patentData[section]) {
      seeds[section] = opened(section, patentData, sentences);
    }
  }
  return seeds;
}

/**
 * "We press them in a heated mold": moved away from the sentence that named the boards, "them" is the
 * product of a process ("process for making fence boards" → "the fence boards").
 */
function withAntecedent(sentence: string, subject: string): string {
  const product = /^(?:process|method) (?:for|of) making (.+)$/.exec(subject)?.[1];
  return product ? sentence.replace(/^(\w+ \w+) them\b/, `$1 the ${product}`) : sentence;
}

/**
 * "The user keeps them in a zip bag", with nothing before it in the answer to be "them", of a method of
 * keeping cut apple slices from turning brown: the things the method works on.
 */
function withWorkedThings(sentence: string, subject: string): string {
  const things =
    /^(?:process|method) (?:for|of) (?!making\b)[a-z]+ing ((?:[\w-]+ ){0,3}[\w-]+s)(?= (?:from|in|with|using|for)\b|$)/.exec(
      subject,
    )?.[1];
  return things ? sentence.replace(/^((?:The user|Users) [a-z]+s?) them\b/, `$1 the ${things}`) : sentence;
}

/**
 * "The user takes a picture of the receipt and it tracks when items in the pantry expire" tells what the
 * titled invention does ("Application That Tracks When Items in the Pantry Expire"): the summary's, even
 * when it also says what goes wrong without it ("before it goes bad").
 */
function tellsTitledFunction(sentence: string, title: string | undefined): boolean {
  const does = /\bthat (.+)$/i.exec(titleInProse(title ?? ''))?.[1]?.toLowerCase();
  return !!does && does.split(/\s+/).length >= 3 && withoutPersonTold(sentence.toLowerCase()).includes(does);
}

function bucketOf(sentence: string, subject: string): 'background' | 'summary' | 'details' | 'useCases' {
  // "A bike tail light that gets brighter when the user brakes": what the invention is and does.
  if (
    /^The present invention\b/.test(sentence) ||
    // ("A homemade laundry powder made from …": where it is made is no part of what it is.)
    new RegExp(`^(?:a|an|the) (?:homemade |home-made |diy )?${subject}\\b`, 'i').test(sentence) ||
    // ("Reusable food wraps made of cotton …": the things named bare.)
    new RegExp(`^${asLiteral(pluralOf(subject))}\\b`, 'i').test(sentence) ||
    // ("An app that tells the user …" of an application: the inventor's short name for it.)
    // ("An app for new parents that …" of an "application for parents": whom it is for, too.)
    (/^application(?: for [\w -]+)?$/.test(subject) && /^(?:a|an|the) app\b/i.test(sentence))
  )
    return 'summary';
  // "I've seen reels melt because …": what the inventor saw go wrong.
  if (
    BACKGROUND_CUES.test(sentence) ||
    /^The (?:user|inventor)s? (?:has|have|had) (?:seen|noticed|watched)\b/.test(sentence)
  )
    return 'background';
  // "We tan salmon skins into leather with black tea": of a process, what the makers do is the process.
  // ("My way of steam bending oak … using a steam box made from PVC pipe": the inventor's way is it too,
  // whatever it is made from.)
  if (
    /^(?:process|method)\b/.test(subject) &&
    /^(?:(?:Users|The inventors?)\s+[a-z]+|The (?:way|technique|trick) (?:of|for))\b/.test(sentence)
  )
    return 'summary';
  // "The user dials in the gallons and it shuts off by itself": what the invention does when used.
  if (/^The users? [a-z]+s\b.*\band it [a-z]+s\b/.test(sentence)) return 'summary';
  if (DETAIL_CUES.test(sentence)) return 'details';
  if (USE_CUES.test(sentence)) return 'useCases';
  return 'summary';
}

/**
 * The section's opening, then the inventor's sentences. A summary whose first sentence already says what
 * the invention is opens with that sentence: "The present invention provides X. The present invention
 * is X that …" says it twice, and "The following summarizes …" says nothing.
 */
function opened(section: DraftableSection, patentData: PatentData, told: string[]): string {
  const statement = section === 'summary' ? asTitledStatement(told[0] ?? '', patentData.title) : undefined;
  const sentences = statement ? [statement, ...told.slice(1)] : told;
  const [first = '', ...rest] = sentences;
  const intro = sectionIntro(section, patentData);
  // "The present invention is called PantryPal." names what the opening says it is.
  const name = /^The present invention is (?:called|named) ([^.]+)\.$/.exec(first)?.[1];
  const [opening, body] =
    section !== 'summary'
      ? [intro, sentences]
      : SUMMARY_STATEMENT.test(first) || /^The present invention provides /.test(first)
        ? [first, rest]
        : name
          ? [
              intro.replace(/^The present invention provides /, `The present invention, called ${name}, is `),
              rest,
            ]
          : [intro, sentences];
  return body.length > 0 ? `${opening}\n\n${body.join(' ')}` : opening;
}

/** "tells the user when to water" of a title that "Tells When to Water": the title leaves the person out. */
function withoutPersonTold(sentence: string): string {
  return sentence.replace(/\b([a-z]+) (?:the user|users|you) (?=(?:when|whether|what|which|how)\b)/, '$1 ');
}

/**
 * "The application tells the user when to water the garden, using a soil moisture probe …" after a title
 * "Application That Tells the User When to Water the Garden", or "Method of curing resin using pulsed UV
 * light so …": the sentence says what the titled invention is, so the summary opens with it rather than
 * with the title and then the title again.
 */
function asTitledStatement(said: string, title: string | undefined): string | undefined {
  // ("The recipe for a pickle brine that …": the recipe is how it is made; the brine is the invention.)
  const sentence = said.replace(/^(?:A|An|The) recipes? (?:for|of) (?:(a|an) |the )?/, (_, article) =>
    article ? `${article.charAt(0).toUpperCase()}${article.slice(1)} ` : 'A ',
  );
  const [name = '', feature = ''] = titleInProse(title).split(/ that /);
  if (!name) return undefined;
  const article = indefiniteArticle(name);
  // (The inventor's sentence after "The present invention is …", and the invention's name in the plural.)
  const asTold = `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
  const things = pluralOf(subjectOf(title ?? ''));
  // ("The inventor makes pickled eggs that peel clean by steaming them …" of a "Method of Making Pickled
  // Eggs …": what the inventor does is the method.)
  const method = /^method of ([a-z]+ing)\b/i.exec(name);
  const done = /^The inventors? ([a-z]+s) (.+)$/.exec(sentence);
  if (method && done && infinitiveOf(done[1]!) === infinitiveOf(method[1]!.toLowerCase()))
    return `The present invention is a method of ${method[1]!.toLowerCase()} ${done[2]}`;
  // ("The way of steam bending oak chair backs using a steam box made from PVC pipe …" of a "Method of Steam
  // Bending …": the inventor's way is the method.)
  const way = /^The (?:way|technique|trick) (?:of|for) ((?:[a-z]+ )?[a-z]+ing\b.+)$/.exec(sentence);
  if (/^method\b/i.test(name) && way) return `The present invention is a method of ${way[1]}`;
  // ("An app for new parents that logs feedings …" of an "Application for Parents …": the app is it.)
  const app = /^(?:a|an) app\b(.*)$/i.exec(sentence);
  if (app && /^application\b/i.test(name)) return `The present invention is an application${app[1]}`;
  // ("Homemade play dough that stays soft …": a substance named bare is what it provides; where it is made
  // is no part of what it is.)
  const bare = sentence.replace(/^(?:Homemade|Home-made) (?=[a-z])/, '');
  if (
    bare.toLowerCase().startsWith(`${name.toLowerCase()} `) &&
    new RegExp(`\\b(?:${MIXTURE_NAMES})$`, 'i').test(name)
  )
    return `The present invention provides ${bare}`;
  // ("Dog treats made from …": things named in the plural are what it provides.)
  if (sentence.toLowerCase().startsWith(`${name.toLowerCase()} `))
    return sentence.toLowerCase().startsWith(`${things} `)
      ? `The present invention provides ${asTold}`
      : `The present invention is ${article} ${asTold}`;
  // ("A reusable cleaning wipe made from old t-shirts soaked in …": the thing named, with no verb of its
  // own, is what the invention is.)
  // ("A small sensor that sticks inside the freezer …": a word or two before the name, and a relative
  // clause after it, whose verb is its own.)
  // ("A parking sensor for the garage wall with an LED strip …" of a "Parking Sensor with an LED Strip": the
  // thing named, whatever the title says it has.)
  const thing = name.toLowerCase().split(/ (?:with|for|that|made of|made from) /)[0]!;
  const named = new RegExp(`^(?:a|an) (?:[\\w-]+ ){0,2}?${asLiteral(thing)}\\b`).test(sentence.toLowerCase());
  // ("A clothes hanger whose arms fold down …": the verb of a relative clause is its own; so is that of
  // what it is for, "A dustpan with teeth on the handle so the user can comb …".)
  const main = sentence.split(/\s+(?:that|which|who|whose|so(?: that)?)\s+/)[0]!;
  const finite = tokens(main).some(
    // ("made from washing soda": a gerund in a name is no verb of the sentence.)
    // ("with an LED strip": nor a word after an article, or after a name in capitals.)
    // ("thin enough to wear under regular gloves": nor one after "to".)
    (token, i, list) =>
      !list[i - 1]?.tags.has('Determiner') &&
      list[i - 1]?.lower !== 'to' &&
      !/^[A-Z0-9]{2,}$/.test(list[i - 1]?.text ?? '') &&
      token.tags.has('PresentTense') &&
      token.tags.has('Verb') &&
      !token.tags.has('Noun') &&
      !token.tags.has('Gerund'),
  );
  if (named && !finite) return `The present invention is ${asTold}`;
  // ("Reusable food wraps made of cotton coated with …": things named bare, with no verb of their own,
  // are what the invention provides.)
  if (things && sentence.toLowerCase().startsWith(`${things} `) && !finite)
    return `The present invention provides ${asTold}`;
  // ("The present invention splits grocery bills …" says what the titled application does, too; one
  // that goes on to a second act, "… and reminds the user …", tells the acts the model reads.)
  const presentInvention = sentence.startsWith('The present invention ') && !/\band [a-z]+s\b/.test(sentence);
  const opener = presentInvention ? 'The present invention ' : `The ${name} `;
  const does = feature.split(/\s+/).slice(0, 2).join(' ');
  const told = withoutPersonTold(sentence.slice(opener.length).toLowerCase());
  if (!does || !sentence.startsWith(opener) || !told.startsWith(does)) return undefined;
  return `The present invention is ${article} ${name} that ${sentence.slice(opener.length)}`;
}

/**
 * "The strip is paper soaked in bromocresol purple … It touches the wound fluid … It stays yellow below pH
 * 7 and turns purple above about pH 8." of a "Bandage That Has a Strip That Turns Purple": the "it" that
 * does what the title says the part does is that part, and so is every "it" between it and the sentence
 * that named the part; an "it" no part's act explains is left for the invention.
 */
function itOfThePartTold(sentences: string[], title: string): string[] {
  // ("… a Strip That Turns Purple": the part, and the act the title gives it.)
  const titled = /\b([A-Z][a-z]+(?: [A-Z][a-z]+)?) That ([A-Z][a-z]+s) ([A-Z][a-z]+)\b/.exec(title);
  if (!titled) return sentences;
  const part = titled[1]!.toLowerCase();
  const act = new RegExp(
    `\\b${asLiteral(titled[2]!.toLowerCase())} ${asLiteral(titled[3]!.toLowerCase())}\\b`,
  );
  const out = [...sentences];
  for (const [index, sentence] of sentences.entries()) {
    if (!/^It (?!is (?:a|an)\b)[a-z]+s\b/.test(sentence) || !act.test(sentence)) continue;
    // Back to the sentence that named the part, every "it" between.
    let from = index;
    while (from > 0 && /^It\b/.test(sentences[from - 1]!)) from -= 1;
    if (from === 0 || !new RegExp(`^The ${asLiteral(part)} (?:is|are|has)\\b`).test(sentences[from - 1]!))
      continue;
    for (let k = from; k <= index; k += 1) out[k] = sentences[k]!.replace(/^It\b/, `The ${part}`);
  }
  return out;
}

/**
 * "The lid is clear plastic and hinges along the back edge of the tray. It closes over the roller …": "it"
 * that closes or opens right after a part told moving on a hinge or a pivot is that part, not the
 * invention (only then: "The case is soft silicone … It charges" is the invention charging).
 */
function itOfThePartBefore(sentences: string[], subject: string): string[] {
  return sentences.map((sentence, index) => {
    const source = poweringPart(sentences[index - 1] ?? '');
    if (
      source &&
      /^It (?:charges|powers|heats|drives|feeds|runs|lights|cools)\s+(?:a|an|the|\d)/.test(sentence)
    )
      return sentence.replace(/^It\b/, `The ${source}`);
    const part =
      /^The ((?:[\w-]+ ){0,2}?[\w-]+) (?:(?:is|has) [^.]*? and )?(?:hinges|pivots|swings|slides|folds|flips|rotates|tilts)\b/.exec(
        sentences[index - 1] ?? '',
      )?.[1];
    if (
      !part ||
      !/^It (?:closes|opens|folds|swings|flips|lifts|lowers|covers|snaps|locks)\b/.test(sentence) ||
      singularWord(part) !== part ||
      part === subject
    )
      return sentence;
    return sentence.replace(/^It\b/, `The ${part}`);
  });
}

/**
 * "A flexible 6 watt solar panel is sewn into the top flap. It charges a 5000 mAh battery …": "it" that
 * charges or powers something right after a part that makes or stores power is told is that part, not
 * the backpack (named without its size: "the solar panel").
 */
function poweringPart(sentence: string): string | undefined {
  const told =
    /^(?:A|An|The) ((?:[\w-]+ ){0,4}?(?:panel|battery|motor|heater|generator|cell|pump|fan|charger|engine|dynamo))\s+(?:is|are)\b/.exec(
      sentence,
    )?.[1];
  if (!told) return undefined;
  // ("flexible 6 watt solar panel": the part is what comes after its rating.)
  const rated = /\b\d+(?:\.\d+)?\s*(?:watts?|w|volts?|v|mah|amps?)\s+((?:[\w-]+ )?[\w-]+)$/i.exec(told)?.[1];
  return (rated ?? told.split(' ').slice(-1).join(' ')).toLowerCase();
}

/**
 * "The bath is 200 grams of copper sulfate … The user keeps it at room temperature", "The print is sanded …
 * Then it goes in a copper sulfate bath": of a method, "it" is the thing the sentence before was about (the
 * bath, the print), not the method; and what "goes in" a bath is placed in it.
 */
function itOfTheThingBefore(sentences: string[], subject: string): string[] {
  return sentences.map((sentence, index) => {
    const before = sentences[index - 1] ?? '';
    // ("The dough is 1 cup pumpkin puree, … I roll it 1 cm thick": of anything else, only a batch told
    // just before is "it".)
    // ("I mix 1 cup washing soda, … then I spritz it with white vinegar. I press it into an ice cube tray", of
    // dishwasher tablets: nor a mixture made just before.)
    if (
      !/^(?:method|process)\b/.test(subject) &&
      !new RegExp(`^The (?:${MIXTURE_NAMES}) (?:is|are)\\b`).test(before) &&
      !/^(?:Then )?The user (?:mixes|combines|stirs|blends|whisks|kneads)\b/.test(before)
    )
      return sentence;
    // (What the user worked on, "The user sands the print, …", or what the sentence is about.)
    // ("The user mixes 1 cup of discard with half a cup of flour, … The user rolls it 2 mm thin": what the
    // mixing made.)
    const mixed = /^(?:Then )?The user (?:mixes|combines|stirs|blends|whisks|kneads)\b/.test(before)
      ? 'mixture'
      : undefined;
    // ("The user cuts a lemon in half, dips the cut side in baking soda and scrubs the glass …. The user lets
    // it sit": of a series, what the last act worked on.)
    // (Only where the last act names what it works on: "… and dries it on the stove" leaves "it" as it was.)
    const lastAct = /^(?:Then )?The user [a-z]+s\b/.test(before)
      ? [...before.matchAll(/(?:,| and) (?!and\b)[a-z]+s ([^,]+?)(?=,| and\b|\.?$)/g)].at(-1)?.[1]
      : undefined;
    const lastOfSeries =
      /^(?:the|a|an) ((?:[\w-]+ ){0,2}?[\w-]+?)(?= (?:with|in|to|on|into|onto|at|for)\b|$)/.exec(
        lastAct ?? '',
      )?.[1];
    const thing =
      mixed ??
      lastOfSeries ??
      /^(?:Then )?The user [a-z]+s (?:the|a|an) ((?:[\w-]+ ){0,2}?[\w-]+)(?=[,.]| and\b| with\b| in\b| to\b)/.exec(
        before,
      )?.[1] ??
      /^(?:Then )?The ((?:[\w-]+ ){0,2}?[\w-]+) (?:is|are)\b/.exec(before)?.[1];
    if (!thing || /^(?:user|users|inventor|present invention)$/.test(thing)) return sentence;
    return (
      sentence
        .replace(
          /^((?:Then )?)it goes (in|into) /,
          (_told, then: string, into: string) => `${then}the ${thing} is placed ${into} `,
        )
        .replace(/^(The user [a-z]+s) it\b/, `$1 the ${thing}`)
        // ("Then the user wipes on a thin coat of oil and bakes it": what the coat went on is baked.)
        .replace(
          /^((?:Then )?the user (?:wipes|brushes|sprays|rubs|paints) on [^.]+? and [a-z]+s) it\b/i,
          `$1 the ${thing}`,
        )
        .replace(
          /^((?:Then )?the [\w-]+ is placed (?:in|into) .+? and the user [a-z]+s) it\b/,
          `$1 the ${thing}`,
        )
    );
  });
}

function appendParagraph(
  existing: string | undefined,
  section: DraftableSection,
  patentData: PatentData,
  answer: string,
): string {
  const subject = buildInventionModel(patentData).subject;
  const formal = itOfThePartBefore(
    itOfTheThingBefore(
      itOfThePartTold(
        themFromBefore(formalSentences(answer)).map((sentence) =>
          section === 'useCases' ? asUseSentence(sentence) : sentence,
        ),
        patentData.title ?? '',
      ),
      subject,
    ),
    subject,
  );
  const written = formal
    // ("The user keeps them in a zip bag": "them" that nothing before in the answer names.)
    .map((sentence) => asApplicationSentence(withWorkedThings(sentence, subject), subject, section))
    .filter((sentence) => !tellsNoFact(sentence))
    .map((sentence) => (section === 'details' ? withClaimVocabulary(sentence) : sentence));
  // A detail the summary already states is not said again in the details.
  const summary = section === 'details' ? proseSentences(patentData.summary).slice(1) : [];
  const sentences = written.filter((sentence) => !summary.some((said) => nearRepeat(said, sentence)));
  if (sentences.length === 0) return existing?.trim() ?? '';
  const text = existing?.trim()
    ? `${existing.trim()}\n\n${sentences.join(' ')}`
    : opened(section, patentData, sentences);
  return variedSubjects(variedOpeners(text), subject);
}

/**
 * The detailed description opens with the model's account of every element (rewritten on each answer so
 * it grows with the model), followed by the inventor's sentences. The model reads only those sentences
 * (never the opening paragraph), so it is never rebuilt from its own writing.
 */
function withDetailsOverview(text: string, patentData: PatentData): string {
  const [, ...rest] = text.split(/\n\s*\n/);
  const said = {
    details: rest.flatMap((paragraph) => sentencesOf(paragraph)),
    summary: proseSentences(patentData.summary).slice(1),
    statement: proseSentences(patentData.summary).find((sentence) => SUMMARY_STATEMENT.test(sentence)),
  };
  const model = buildInventionModel({ ...patentData, details: text });
  const overview = writeDetailsOverview(model, said);
  return introducedOnce([overview ?? sectionIntro('details', patentData), ...rest].join('\n\n'), model);
}

/** The offline drafter's work for one inventor answer. */
export function draftSectionOffline(request: SectionDraftRequest): SectionDraft {
  const { section, answer, patentData } = request;
  const label = SECTION_LABELS[section];
  if (section === 'title') {
    // More than a name: the title is proposed from what the answer describes.
    const long = request.firstDescription || countWords(answer) > 6;
    const title = long ? proposeTitle(withoutRetraction(answer)) : cleanTitle(answer);
    const withTitle = { ...patentData, title };
    return {
      text: title,
      seeds: long ? seedsFrom(answer, withTitle) : {},
      comment: long
        ? `Thank you for the description. I propose the title "${title}" (you can change it at any time), and I have noted what you told me for the later sections.${answerToQuestion(answer)}`
        : `Thank you. The title is "${title}".${answerToQuestion(answer)}`,
      followUp: 'What is your invention called?',
    };
  }
  if (section === 'sketch') {
    const caption = formalSentences(answer).join(' ');
    const subject = withArticle(titleInProse(patentData.title));
    const text =
      countWords(answer) >= 3
        ? `FIG. 1 is a drawing of ${subject}. ${caption}`
        : `FIG. 1 is a drawing of ${subject}.`;
    return {
      text,
      seeds: {},
      comment: 'Thank you, the sketch is attached to your application as FIG. 1.',
      followUp: '',
    };
  }
  const appended = appendParagraph(patentData[section], section, patentData, answer);
  const text = section === 'details' ? withDetailsOverview(appended, patentData) : appended;
  return {
    text,
    seeds: {},
    comment: `Thank you. I have added that to the ${label} section.${answerToQuestion(answer)}`,
    followUp: followUpFor(section, text, () =>
      buildInventionModel({ ...patentData, [section]: text }).kinds.includes('software'),
    ),
  };
}

/**
 * A question the inventor asks ("Do I need exact sizes?") is answered in the chat and never written into
 * the application (shared/drafting-example.md, message 4).
 */
export function answerToQuestion(answer: string): string {
  const question = answer
    .match(/[^.!?]*\?/g)
    ?.map((q) => q.trim())
    .find(Boolean);
  if (!question) return '';
  if (
    /\b(?:size|sizes|measure\w*|dimension\w*|exact|number|numbers|how big|length|width|weight|temperature|wavelength)\b/i.test(
      question,
    )
  )
    return ' About your question: exact sizes help but are not required; every number you gave is kept, and each one makes the application stronger.';
  // ("Is that enough to describe it?", asked with the first description.)
  if (/\b(?:enough|is (?:that|this) (?:ok|okay|fine|all)|does (?:that|this) work)\b/i.test(question))
    return ' About your question: it is a good start; the next steps ask for the problem it solves, its parts and how they work, and each answer makes the application stronger.';
  if (/\b(?:part numbers?|supplier|brand|model)\b/i.test(question))
    return ' About your question: part numbers and suppliers are not needed; what each part is, what it is made of and what it does matter more.';
  return ' I noted your question; questions stay in our chat and are not written into the application.';
}
