import type { InventionElement, InventionModel } from '../../../contract';
import { asLiteral, endsModifiers, indefiniteArticle, MATERIAL_WORDS, sentencesOf } from '../check/words';
import { massNounTest } from '../understand/mass-nouns';
import { infinitiveOf, presentOf, verbForms } from '../understand/nlp';
import { inProse } from '../understand/sentence-forms';
import { doneOnByTheMethod, onTheWorkpiece } from '../understand/workpiece';
import { APPLYING, preparedFirst } from './batch-steps';
import {
  causedInBareForm,
  introduce,
  isNounPhrase,
  pluralOf,
  thirdPerson,
  withArticle,
} from './claim-language';
import { byColorStates } from './color-states';
import { formedLayer } from './formed-layer';
import { nearRepeat, saysNothingNew, wordPool } from './prose';

/**
 * The opening of the detailed description, written from the invention model (shared/drafting.md,
 * "Detailed description"): the whole is introduced with its elements, each element once with "a"/"an",
 * then one sentence per element saying what it is made of, where it sits, what it does, its numbers
 * and its alternatives, then the method steps in order. The inventor's own sentences follow it in the
 * section unchanged, so no fact or number the inventor gave is lost.
 */

/** "Each telescoping leg", "The steel beam": how a sentence about the element begins. */
function subjectOf(element: InventionElement): string {
  return element.plural ? `Each ${element.name}` : `The ${element.name}`;
}

/** A predicate that starts with a verb already ("holds 600 ml") or needs "is" ("36 inches long"). */
function asPredicate(phrase: string): string {
  // "having magnets on the back thereof": a relation in a claim's words, said in a sentence.
  if (/^having\s/.test(phrase)) return phrase.replace(/^having/, 'has');
  const first = phrase.split(' ')[0] ?? '';
  return /^(?:is|are|has|have|holds?|weighs?|measures?|runs?|lasts?|takes?|draws?|uses?|reaches?|[a-z]+s)$/.test(
    first,
  )
    ? phrase
    : `is ${phrase}`;
}

/** "slides inside an aluminum sleeve" → "slides inside the aluminum sleeve": each element is introduced once. */
function definite(phrase: string, names: string[]): string {
  let out = phrase;
  for (const name of names)
    out = out.replace(
      new RegExp(
        `\\b(?:a|an) (?:(?:small|little|big|large|tiny) )?((?:[\\w-]+ )?${asLiteral(name)})\\b`,
        'gi',
      ),
      'the $1',
    );
  return out;
}

/**
 * "inside the light senses when the bike": a place that ran on into the next clause of the inventor's
 * sentence. Written out it would break the sentence; the inventor's own sentence keeps the fact.
 */
function brokenRelation(relation: string): boolean {
  return /\b(?:when|if|while|because|so)\b(?:\s+(?:the|a|an))?(?:\s+[\w-]+)?$/.test(relation);
}

/**
 * One sentence about one element, or none when the inventor said nothing about it but its name. An
 * ingredient given in the plural is spoken of in the plural ("The pellets are present at 80 percent").
 */
function elementSentence(
  element: InventionElement,
  names: string[],
  composition: boolean,
  toldInDetails: Set<string>,
  toldAnywhere: Set<string> = toldInDetails,
  toldInSummary?: Set<string>,
): string | undefined {
  const plural = composition && element.plural;
  const be = plural ? 'are' : 'is';
  const predicates: string[] = [];
  // ("is a thin silicone flap", told so in the inventor's own sentence, here or in the summary: not said
  // twice.)
  for (const material of element.materials.filter((m) => !saysNothingNew(m, toldAnywhere)))
    predicates.push(/^(?:a|an)\s/.test(material) ? `${be} ${material}` : `${be} made of ${material}`);
  // "positioned on a pivot" is said by "positioned on a pivot rod at the back": the fuller one is kept.
  const relations = element.relations.filter(
    (relation) =>
      !element.relations.some((other) => other !== relation && other.startsWith(`${relation} `)) &&
      !brokenRelation(relation),
  );
  // ("having magnets on the back thereof": what it has, said with "has".)
  // ("has a 150 gram bag of steel shot sewn shut inside", told so in the inventor's own sentence: not said
  // twice.)
  for (const relation of relations)
    if (!/^having\s/.test(relation)) predicates.push(`${be} ${relation}`);
    else if (!saysNothingNew(asPredicate(relation), toldAnywhere)) predicates.push(asPredicate(relation));
  // "checks the accelerometer 100 times a second": a function the inventor's detail sentences state word
  // for word is not said again (the sentence would repeat the inventor's own); one the summary states is
  // said in the claims' words, which the description must support.
  // (Where the sentence would say a summary sentence again, what that sentence told is left to it.)
  for (const fn of element.functions)
    if (!saysNothingNew(fn, toldInDetails) && !(toldInSummary && saysNothingNew(fn, toldInSummary)))
      predicates.push(thirdPerson(causedInBareForm(fn), plural));
  // ("lights the LED strip green above 1 meter, yellow between …": a measure the inventor's own sentence
  // gives word for word, in the summary or here, is not said again.)
  // ("is about 5 mm apart", of teeth: a measure between them, which "Each tooth" cannot say; the inventor's
  // own sentence tells it.)
  for (const measure of element.measures.filter(
    (m) =>
      (/^(?:is|are|has|have)\b/.test(m) || !saysNothingNew(m, toldAnywhere)) &&
      !(element.plural && !plural && /\b(?:apart|spaced)\b/.test(m)) &&
      // ("is 8 cm rubber wheels on a steel axle": what they all are, which "Each wheel" cannot say.)
      !(
        element.plural &&
        !plural &&
        new RegExp(`\\b${pluralOf(element.name.split(' ').at(-1)!)}\\b`).test(m)
      ),
  ))
    predicates.push(asPredicate(measure).replace(/^is\b/, be));
  if (predicates.length === 0) return undefined;
  // ("A corner pocket is disposed on each corner", not "Each corner pocket … on each corner".)
  const eachAt = predicates.findIndex((p) => /^(?:is|are) disposed (?:on|at|in) each /.test(p));
  const onEach = element.plural && !plural && eachAt >= 0;
  if (onEach) predicates.unshift(...predicates.splice(eachAt, 1));
  const subject = plural
    ? `The ${pluralOf(element.name)}`
    : onEach
      ? `${indefiniteArticle(element.name) === 'an' ? 'An' : 'A'} ${element.name}`
      : subjectOf(element);
  // The claims name the ground "a ground surface"; the description says so too, so the term is supported.
  const said = withClaimVocabulary(definite(inProse(predicates), names));
  return `${subject} ${said}.`;
}

/** The claims name the ground "a ground surface"; the description says so too, so the term is supported. */
export function withClaimVocabulary(sentence: string): string {
  return sentence.replace(/\bthe ground\b(?! surface)/g, 'the ground surface');
}

/** "Alternatives to the cam lock include a ratchet.": the alternatives and optional features the inventor gave. */
function alternativesSentence(element: InventionElement): string | undefined {
  const options = element.options.map((option) => thirdPerson(option, false));
  const sentences: string[] = [];
  if (element.alternatives.length > 0)
    sentences.push(
      `Alternatives to the ${element.plural ? pluralOf(element.name) : element.name} include ${inProse(element.alternatives)}.`,
    );
  if (options.length > 0)
    sentences.push(`In some embodiments, ${subjectOf(element).toLowerCase()} also ${inProse(options)}.`);
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}

function stepsSentence(model: InventionModel, said: string[] = []): string | undefined {
  // An operation the inventor's own sentence tells word for word is not listed again ("keeping 30 days of
  // readings" after "The app keeps 30 days of readings and shows a graph").
  // ("grating the soap", told after the mixing of "grated castile soap": it comes first.)
  const all = preparedFirst(model.steps.map((step) => step.action.replace(/[.;]+$/, '')));
  // ("wrapping the slow cooker in a thick towel", read from "The whole pot is wrapped in a thick towel":
  // a step whose pot the model named as the appliance is told all the same where its sentence is. Only
  // those: other steps are listed in claim words even where a sentence tells them loosely.)
  const toldAs = new Map(model.steps.map((step) => [step.action.replace(/[.;]+$/, ''), step.source]));
  const renamed = (step: string) => {
    const source = toldAs.get(step);
    return (
      !!source &&
      /\bpot\b/.test(source) &&
      !/\bpot\b/.test(step) &&
      said.some((sentence) => nearRepeat(sentence, source))
    );
  };
  const steps = all.filter((step) => !said.some((sentence) => nearRepeat(sentence, step)) && !renamed(step));
  if (steps.length === 0) return undefined;
  // A program performs operations; a method comprises steps.
  const program = model.kinds.includes('software') && !model.kinds.includes('method');
  // (Of a composition, the method is its making, which nothing before has named.)
  const making =
    model.kinds[0] === 'composition' && !steps.some((step) => APPLYING.test(step) || /^using\b/.test(step));
  const lead = program
    ? `The ${model.subject} performs`
    : making
      ? `A method of making the ${model.subject} comprises`
      : 'The method comprises';
  // ("The application outputs a spoken prompt when …", not "performs outputting".)
  const [gerund = '', ...rest] = steps[0]!.split(' ');
  if (steps.length === 1 && program && /ing$/.test(gerund))
    return `The ${model.subject} ${[presentOf(infinitiveOf(gerund)), ...rest].join(' ')}.`;
  if (steps.length === 1) return `${lead} ${steps[0]}.`;
  // "(1) sanding the print; (2) applying a current" with the painting between them left out would tell a
  // reader the wrong process: the steps the inventor's sentences leave out are named, not numbered.
  if (!program && steps.length < all.length) return `${lead} ${inProse(steps)}.`;
  const numbered = steps.map((step, i) => `(${i + 1}) ${step}`).join('; ');
  return `${lead} ${program ? 'the following operations' : 'the following steps, in order'}: ${numbered}.`;
}

/** "a steel beam"; an ingredient is named without an article ("apple cider vinegar"). */
function introduced(element: InventionElement, composition: boolean): string {
  if (!composition) return introduce(element);
  return element.plural ? pluralOf(element.name) : element.name;
}

function processOnly(model: InventionModel): boolean {
  return !model.kinds.some((kind) => kind === 'article' || kind === 'composition' || kind === 'software');
}

/** What a device holds or moves ("leftover water", "the paint") is not one of its parts. */
const SUBSTANCES = /\b(?:water|air|paint|liquid|fluid|gas|oil|juice|milk|coffee|sauce|food|dust|smoke)$/i;

function handledSubstance(element: InventionElement): boolean {
  return SUBSTANCES.test(element.name) && element.materials.length === 0 && element.measures.length === 0;
}

/**
 * The elements the detailed description introduces: names that are parts ("bracket pushes a ramp" and
 * "by weight" stay in the inventor's sentences); in a composition the ingredients the inventor listed;
 * in a process the tools that do something (its materials are in its steps).
 */
export function elementsToDescribe(model: InventionModel): InventionElement[] {
  const named = model.elements.filter(
    (element) =>
      isNounPhrase(element.name) &&
      !/^by\b/.test(element.name) &&
      (model.kinds.includes('composition') || !handledSubstance(element)),
  );
  if (model.kinds.includes('composition')) {
    const listed = named.filter((element) => element.listed);
    return listed.length >= 2 ? listed : named;
  }
  if (processOnly(model))
    return named.filter(
      (element) =>
        (element.functions.length > 0 || element.relations.length > 0) &&
        !onTheWorkpiece(element.name, model.subject, model.purpose),
    );
  // ("storing the minimum gap for each medicine": what a program stores is its data, not one of its parts.)
  if (model.kinds.includes('software'))
    return named.filter(
      (element) =>
        element.functions.length > 0 ||
        element.relations.length > 0 ||
        element.materials.length > 0 ||
        !model.steps.some((step) => step.action.startsWith(`storing the ${element.name}`)),
    );
  return named;
}

/** Words the model's sentences add around the inventor's facts without adding a fact. */
const FRAME_WORDS =
  'disposed positioned made comprises uses embodiment embodiments one some also include includes alternatives method following steps order';

/**
 * "There is an accelerometer, a microcontroller and a battery in a plastic case": the inventor's own list
 * introduces the parts (the others are named elsewhere in the details), so the opening would introduce
 * them a second time.
 */
function introducesAll(sentence: string, elements: InventionElement[], named: string): boolean {
  return listsParts(sentence, elements) && elements.every((e) => named.includes(e.name.toLowerCase()));
}

/** The sentence introduces three parts or more ("There is an accelerometer, a microcontroller and …"). */
function listsParts(sentence: string, elements: InventionElement[]): boolean {
  const lower = sentence.toLowerCase();
  const listed = elements.filter((e) =>
    new RegExp(`\\b(?:a|an|\\d+|two|three|four) (?:[\\w-]+ )?${asLiteral(e.name.toLowerCase())}`).test(lower),
  );
  return listed.length >= 3;
}

/** "In one embodiment, a pool gate latch comprises a magnet, a housing, …": the opening's first sentence. */
function overviewIntro(model: InventionModel, elements: InventionElement[]): string {
  const composition = model.kinds.includes('composition');
  return `In one embodiment, ${withArticle(model.subject)} comprises ${inProse(elements.map((e) => introduced(e, composition)))}.`;
}

/** What the inventor's own sentences already say, which the opening paragraph does not repeat. */
/** What the description says already; `statement` is the summary's "The present invention is …" sentence. */
export type AlreadySaid = { details: string[]; summary: string[]; statement?: string };

/**
 * The model-written opening paragraph of the detailed description, or undefined if nothing is known yet.
 * It introduces every element once and adds only what the inventor's sentences, which follow it in the
 * section, do not already say (a fact told twice is a fact a reader has to reconcile).
 */
export function writeDetailsOverview(model: InventionModel, said: AlreadySaid): string | undefined {
  const composition = model.kinds.includes('composition');
  // ("The LED strip turns green, yellow or red depending on how far the car bumper is": the colors by what
  // another part measures, as the claims say it, where the summary told each range.)
  const elements = elementsToDescribe(model).map((element, _i, all) => ({
    ...element,
    functions: byColorStates(
      element.functions,
      all.filter((other) => other !== element),
    ),
  }));
  // (The invention's own name, where the inventor said "it", is nothing new.)
  // ("The mixture is poured …" read from "the oatmeal is mixed in, and it is poured …": what is mixed
  // is a mixture, no new word.)
  const mixed = /\b(?:mixed|stirred|blended|whisked)\b/.test([...said.details, ...said.summary].join(' '));
  const pool = wordPool([
    ...said.details,
    ...said.summary,
    FRAME_WORDS,
    model.subject,
    mixed ? 'mixture' : '',
    // ("The insulated sleeve has the heating element inside" after "… an insulated sleeve with a heating
    // element inside": what a part is told "with", it has.)
    /\bwith\b/.test([...said.details, ...said.summary].join(' ')) ? 'has' : '',
    // ("a 120 dB siren goes off": it sounds.)
    /\bgoes off\b/.test([...said.details, ...said.summary].join(' ')) ? 'sounds' : '',
  ]);
  const named = said.details.join(' ').toLowerCase();
  const sentences: string[] = [];
  if (elements.length > 0 && !processOnly(model)) {
    const intro = overviewIntro(model, elements);
    if (!said.details.some((own) => nearRepeat(own, intro) || introducesAll(own, elements, named)))
      sentences.push(intro);
  } else {
    // A process names its tools in its steps; one the steps never name is introduced here.
    const unnamed = elements.filter((element) => !named.includes(element.name.toLowerCase()));
    const isMass = massNounTest(model.told ?? []);
    // ("washing the jar with dish soap", of removing sticker residue: the jar is what it is done on, no
    // thing the method uses.)
    const workedOn = (element: InventionElement) => !element.plural && doneOnByTheMethod(element, model);
    const used = unnamed.filter((element) => !workedOn(element));
    const doneOn = unnamed.filter(workedOn);
    const uses =
      used.length > 0
        ? // ("uses coffee grounds": a material a process uses by the load is named bare.)
          // ("uses crushed glass": a substance, or a material, named without an article.)
          `uses ${inProse(used.map((e) => (e.plural ? pluralOf(e.name) : isMass(e.name.split(' ').pop()!) || MATERIAL_WORDS.test(e.name.split(' ').pop()!) ? e.name : introduce(e))))}`
        : '';
    const carriedOut = doneOn.length > 0 ? `is carried out on ${inProse(doneOn.map(introduce))}` : '';
    if (uses || carriedOut)
      sentences.push(
        `In one embodiment, the ${model.subject} ${inProse([carriedOut, uses].filter(Boolean))}.`,
      );
  }
  const names = elements.map((element) => element.name);
  // Written from sentences the inventor's own text still holds (word for word, or with a pronoun
  // resolved): a restatement, left out.
  const restates = (sources: string[]) =>
    sources.length > 0 && sources.every((source) => saysNothingNew(source, pool));
  // The step numbers "(1)", "(2)" are the writer's, not facts.
  const told = (sentence: string) =>
    sentencesOf(sentence).every((one) => saysNothingNew(one.replace(/\(\d+\)/g, ''), pool));
  // "drives the LED array at full power for 3 seconds when a deceleration exceeds 2 m/s2" after the
  // inventor's "if the deceleration is more than 2 m/s2 it drives the LED array at full power for 3
  // seconds": a sentence whose every number the inventor's detail sentences already give restates them.
  const detailsText = said.details.join(' ');
  const numbersTold = (sentence: string) => {
    // (With its unit: "0.1 amps" is not told by "0.1 mm".)
    const numbers = sentence.match(/\d+(?:\.\d+)?(?:\s+[a-z]+)?/g) ?? [];
    return (
      numbers.length > 0 &&
      numbers.every((n) => new RegExp(`(?<![\\d.])${asLiteral(n)}(?![\\d])`).test(detailsText))
    );
  };
  // (The third: a part's one function, implied by what the part is ("a 4-zone relay board" switches 4
  // zones), whose verb the inventor never used; the numbers are the name's, the function is news.)
  const allSaid = [...said.details, ...said.summary].join(' ').toLowerCase();
  const implied = (element: InventionElement) => {
    const verb = element.functions.length === 1 ? element.functions[0]!.split(' ')[0]! : '';
    return !!verb && !verbForms(verb).some((form) => new RegExp(`\\b${form}\\b`).test(allSaid));
  };
  const more: [string | undefined, string[], boolean?][] = [];
  // ("The light sensor detects when the surroundings become dark": a function the model worked out, in
  // no sentence of the inventor's, is news the sources do not hold.)
  const inferred = (element: InventionElement) =>
    element.functions.some(
      (fn) => !element.sources.some((source) => source.toLowerCase().includes(fn.split(' ')[0]!)),
    );
  const detailsPool = wordPool(said.details);
  const anywherePool = wordPool([...said.details, ...said.summary]);
  const summaryPool = wordPool([...said.summary, model.subject]);
  // ("The plastic drawer slides under the cutting board, pulls out … and receives scraps pushed through the
  // slot" after the summary's "A plastic drawer slides under the board, and the user pushes scraps through
  // the slot into it": the summary's sentence said again, with more; only the more is said.)
  const aboutElement = (element: InventionElement) => {
    const full = elementSentence(element, names, composition, detailsPool, anywherePool);
    return full && said.summary.some((told) => nearRepeat(told, full))
      ? elementSentence(element, names, composition, detailsPool, anywherePool, summaryPool)
      : full;
  };
  for (const element of elements)
    more.push(
      [aboutElement(element), inferred(element) ? [] : element.sources, implied(element)],
      [alternativesSentence(element), []],
    );
  for (const element of elements) more.push([whatItsPartIsFor(element), [], true]);
  const saidSentences = [...said.details, ...said.summary];
  const steps = stepsSentence(model, saidSentences);
  // (A list that still says again what one of those sentences says is left out whole.)
  if (steps && !saidSentences.some((sentence) => nearRepeat(sentence, steps)))
    more.push([
      steps,
      // ("keeping a count of drives for each family", read from "Each family gets a count of drives": where
      // the inventor's sentences never use a step's verb, the list is what supports the claims' word.)
      // (Of a program: a method's steps are told in its inventor's verbs, a program's operations in a claim's.)
      model.kinds.includes('software') &&
      !model.kinds.includes('method') &&
      model.steps.some((step) => !saysNothingNew(step.action.split(' ')[0]!, pool))
        ? []
        : model.steps.map((step) => step.source),
    ]);
  // (What the claims say the method forms, in the words they say it with.)
  const layer = formedLayer(model);
  if (layer) more.push([`${layer[0]!.toUpperCase()}${layer.slice(1)}.`, [], true]);
  // ("The seat folds out." after "… is a walking cane with a seat that folds out …": the statement says it.)
  const stated = (sentence: string) => !!said.statement && nearRepeat(said.statement, sentence);
  for (const [sentence, sources, news] of more)
    if (
      sentence &&
      !restates(sources) &&
      !told(sentence) &&
      !stated(sentence) &&
      // (Nor what the summary says in other words: "The button saves the stop point when …".)
      !said.summary.some((told) => nearRepeat(told, sentence)) &&
      (news || !numbersTold(sentence))
    )
      sentences.push(sentence);
  // ("The weight is placed on top of the balloon." beside the steps' "… and placing the weight on top of
  // the balloon": what the list of steps says again is left to it.)
  const kept = sentences.filter(
    (sentence) =>
      !sentences.some((other) => other !== sentence && other === steps && nearRepeat(other, sentence)),
  );
  return kept.length > 0 ? kept.join(' ') : undefined;
}

/**
 * The detailed description introduces each element once with "a"/"an" and afterwards names it with
 * "the" (shared/drafting.md): "… comprises a magnet, a housing …. The bracket holds a neodymium N52
 * magnet" names the magnet a second time as if it were another one. Each later "a … magnet" becomes
 * "the … magnet". Left as they are: "there is a …" ("there is the" does not read), and the sentences
 * whose own introductions decide whether the opening introduces the parts at all (a list of three
 * parts or more, or the inventor's own list of the invention's parts), so the opening never comes and
 * goes with this rewriting; `keepLists: false` where no opening depends on them (the abstract).
 */
export function introducedOnce(text: string, model: InventionModel, { keepLists = true } = {}): string {
  const elements = elementsToDescribe(model);
  const names = elements
    .map((element) => element.name)
    .sort((a, b) => b.length - a.length)
    .map((name) => ({
      name,
      pattern: new RegExp(
        // The modifiers never cross another article or a conjunction: in "a counterweight and a stainless
        // wire rack" the rack's article is the second "a".
        `(\\bthere (?:is|are) (?:also )?)?\\b(a|an|A|An) ((?:(?!(?:and|or|a|an|the)\\b)[\\w-]+ ){0,3}?)${asLiteral(name)}\\b(?![\\w-])`,
        'g',
      ),
    }));
  const head = model.subject.split(/\s+/).pop() ?? '';
  // "The folding sawhorse comprises a steel beam and four telescoping legs", "The parts are …".
  const ownList = new RegExp(
    `^The (?:(?:${asLiteral(model.subject)}|${asLiteral(head)}|present invention) (?:comprises|includes|has)|(?:parts|components|elements|ingredients) (?:are|include))\\b`,
    'i',
  );
  const seen = new Set<string>();
  // Each sentence is rewritten where it stands, so the text keeps its own line breaks and spacing.
  let out = '';
  let cursor = 0;
  for (const sentence of sentencesOf(text)) {
    const at = text.indexOf(sentence, cursor);
    if (at < 0) continue;
    const keep = keepLists && (listsParts(sentence, elements) || ownList.test(sentence));
    out += text.slice(cursor, at) + theAfterFirst(sentence, names, seen, keep);
    cursor = at + sentence.length;
  }
  return out + text.slice(cursor);
}

/** One sentence of `introducedOnce`: `seen` holds the names introduced so far. */
function theAfterFirst(
  sentence: string,
  names: { name: string; pattern: RegExp }[],
  seen: Set<string>,
  keep: boolean,
): string {
  let out = sentence;
  for (const { name, pattern } of names) {
    // A name the sentence does not contain has nothing to rewrite.
    if (!out.includes(name)) continue;
    out = out.replace(
      pattern,
      (phrase, there: string | undefined, article: string, modifiers: string, at: number, whole: string) => {
        if (modifiers.split(' ').some(endsModifiers)) return phrase;
        // ("a vacuum pump" names the pump, not the vacuum: no mention of the vacuum at all.)
        const after = whole.slice(at + phrase.length);
        if (
          names.some((other) => other.name.startsWith(`${name} `) && `${name}${after}`.startsWith(other.name))
        )
          return phrase;
        if (!seen.has(name)) {
          seen.add(name);
          return phrase;
        }
        // "The relay is a 15 amp relay": what a part is, not another mention of it.
        if (/\b(?:is|are|be|being|as)\s+$/i.test(whole.slice(0, at))) return phrase;
        if (there || keep) return phrase;
        return `${article.startsWith('A') ? 'The' : 'the'} ${modifiers}${name}`;
      },
    );
  }
  return out;
}

/**
 * "each having a small magnet switch at the bottom configured to sense whether a knife is in the slot",
 * where the inventor told only where the switch is: what the part it has is there for, said of that part
 * ("The magnet switch of each slot senses whether a knife is in the slot."), the rest being told.
 */
function whatItsPartIsFor(element: InventionElement): string | undefined {
  for (const relation of element.relations) {
    const has =
      /^having an? (?:small |tiny |little )?((?:[\w-]+ )?[\w-]+?)(?: (?:at|in|on) the [\w-]+(?: thereof)?)? configured to ([a-z]+) (.+)$/.exec(
        relation,
      );
    if (!has || element.sources.some((source) => source.toLowerCase().includes(has[2]!))) continue;
    const owner = element.plural ? `each ${element.name}` : `the ${element.name}`;
    return `The ${has[1]} of ${owner} ${presentOf(has[2]!)} ${has[3]}.`;
  }
  return undefined;
}
