import {
  ABSTRACT_MAX_WORDS,
  type InventionElement,
  type InventionModel,
  type PatentData,
} from '../../../contract';
import { fixAntecedents, introducedPhrases } from '../check/antecedents';
import { asLiteral, countWords, indefiniteArticle, sentencesOf, singularWord } from '../check/words';
import { inFormalWords } from '../offline/casual';
import { massNounTest } from '../understand/mass-nouns';
import { infinitiveOf, pastParticipleOf, presentOf, tokens } from '../understand/nlp';
import { headNamingTheWhole } from '../understand/parts-named-by-whole';
import { QUANTITY_UNITS } from '../understand/quantities';
import { inProse } from '../understand/sentence-forms';
import { formingStep } from './batch-steps';
import {
  agree,
  claimable,
  FOR_SPAN_IN_WORDS,
  intoAnotherOfItsKind,
  introduce,
  isNounPhrase,
  pluralOf,
  programServes,
  refer,
  thingMade,
  thirdPerson,
  userIntroducedOnce,
  withArticle,
  withoutNumbers,
} from './claim-language';
import { coatedArticle } from './coated-article';
import { elementsToDescribe, introducedOnce } from './details';
import { nearRepeat, shareSaid, subjectPronoun, wordPool } from './prose';

/**
 * The abstract (37 CFR 1.72(b), MPEP 608.01(b)): one paragraph of 50 to 150 words opening with what the
 * invention is and naming its main elements, then what it does better, in the inventor's facts.
 */

/** "a drip tray that tips toward a sink", "a cam lock that grips the leg". */
/** What a part does, fit for the abstract: "lift the pin" (not "get within 75 mm", a weak verb without its number). */
function usableFunction(element: InventionElement, withNumbers = false): string | undefined {
  // "cost under 40000 dollars" without its number says nothing; "release the latch for the current day at
  // 6 in the morning" says what it does without when ("pull the gate in from up to 3 inches away": nor
  // from how far).
  const broadened = (f: string) => {
    const broad = claimable(withoutNumbers(f.replace(/\s+from\s+(?:up to\s+|about\s+)?\d[^,;]*$/, '')));
    return broad && broad.split(' ').length >= 4 ? broad : undefined;
  };
  const usable = (functions: string[]) =>
    functions.filter(
      (f): f is string =>
        !!f && f.split(' ').length >= 2 && !/^(?:get|gets|make|makes|let|lets|go|goes|be)\b/.test(f),
    );
  const told = usable(element.functions.filter((f) => !/\d/.test(f)).map((f) => claimable(f) ?? ''));
  // ("beeps when a knife is out of the slot for more than 30 minutes": in the opening's list of parts, a
  // short act is told with its number, once; said broadly there, a later sentence would only repeat it.)
  const numbered = usable(
    element.functions
      .filter((f) => /\d/.test(f))
      .map((f) => (withNumbers && f.split(' ').length <= 14 && claimable(f)) || broadened(f) || ''),
  );
  // ("keep track of the day" beside "release the latch …": keeping track is what the act needs.)
  const tracking = (f: string) => /^keep track of\b/.test(f);
  return [...told.filter((f) => !tracking(f)), ...numbered, ...told.filter(tracking)][0];
}

function described(element: InventionElement, model?: InventionModel, before: string[] = []): string {
  const fn = usableFunction(element, true);
  const named = introduce(element).replace(/^a plurality of /, '');
  if (!fn) return named;
  // "falls into the hole": a part not yet named is introduced with "a" ("falls into a hole").
  // ("turns on the LED flashlight": "an LED flashlight", however many words its name has.)
  const introduced = (model?.elements ?? [])
    .filter((e) => e !== element && !before.includes(e.name))
    .reduce((said, e) => said.replace(new RegExp(`\\bthe ${asLiteral(e.name)}\\b`), withArticle(e.name)), fn);
  return `${named} that ${thirdPerson(introduced, element.plural && !/^an? /.test(named))}`;
}

/** Inventor sentences of a section, without the section's opening template sentence. */
function material(text: string | undefined, ofUses = false): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .slice(1)
    .flatMap((paragraph) => sentencesOf(paragraph))
    .filter(
      (s) =>
        !/^The (?:present invention|following)\b/.test(s) &&
        // (Of the uses, "cloth diaper users" are whom it serves.)
        !(ofUses ? /\b(?:the user|the inventor)\b/i : /\b(?:the user|the inventor|users)\b/i).test(s) &&
        // Chat ("That is it really.", "Contractors use it.") is not abstract material.
        !/^(?:It|That|This|There|May|Could|Maybe|Inside)\b/.test(s) &&
        // A list of the parts is what the abstract's opening sentence already says.
        !/^The (?:parts|ingredients|components) (?:are|include)\b|^The present invention has\b|^The [\w -]+ comprises (?:a|an) /.test(
          s,
        ) &&
        !/\b(?:really|just|basically|maybe|like)\b/i.test(s) &&
        countWords(s) >= 6,
    )
    .map((s) => s.replace(/\bcould\b/g, 'may'));
}

/**
 * "sanding a print, painting the print …": what the steps work on is introduced where they first name it,
 * as claim 1 does; what the purpose names ("for the garden") is known already and stays as it is.
 */
function introducedSteps(steps: string[], model: InventionModel): string {
  const isMass = massNounTest(model.told ?? []);
  // (Each step on its own, as claim 1's lines are: "the plant and keeping readings" is no run of nouns.
  // What the purpose names, "the label" of "reading the label", is named.)
  const fixed: string[] = [];
  for (const step of steps) {
    const before = [model.purpose.replace(/\bthe\b/g, 'a'), ...fixed].join('; ');
    fixed.push(fixAntecedents(step, introducedPhrases(before), before, isMass));
  }
  return inProse(fixed);
}

function opening(model: InventionModel): string {
  const kind = model.kinds[0];
  const elements = actedOnFirst(
    model.elements
      .filter((e) => e.listed || e.functions.length > 0)
      .filter((e) => !/\b(?:that|which|it|when)\b/.test(e.name))
      .slice(0, 4),
  );
  // ("mixing the coffee with water … to form a mixture, stirring the mixture": the mixture is introduced.)
  // ("counting a rep when the user's shoulders go down": a user, as claim 1 has it.)
  const told = formingStep(model.steps.map((s) => s.action.replace(/(?<=\w )the user\b/g, 'a user')))
    .map((action) => ({ action, phrase: claimable(withoutNumbers(action)) }))
    .filter((step): step is { action: string; phrase: string } => !!step.phrase);
  const phrases = userIntroducedOnce(told.map((step) => step.phrase));
  // (All five steps of a five-step method, where they are short: "applying a current", the last, is
  // what plates the print; not one a sentence of its own tells after, "The oat milk is kept in the fridge
  // up to 5 days.")
  // (So all seven of a seven-step method whose steps are short: "covering a burnt spot …, wiping a burnt
  // residue off with a sponge" is the whole method, none a sentence of its own after.)
  const allOfThem =
    kind === 'method' &&
    told.length >= 5 &&
    told.length <= 7 &&
    countWords(phrases.join(' ')) <= 40 + 3 * (told.length - 5) &&
    !stepSentence(told.at(-1)!.action);
  // ("counting a rep when …" and "counting the rep only if …": the act once.)
  // ("building a running plan …" and "making a plan": one plan made.)
  const leads = new Set<string>();
  const distinct = phrases.filter((phrase) => {
    const lead = phrase
      .split(' ')
      .slice(0, 3)
      .join(' ')
      .replace(/\b(?:a|an|the)\b/, '');
    const made = thingMade(phrase);
    if (leads.has(lead) || (made && leads.has(`made ${made}`))) return false;
    if (made) leads.add(`made ${made}`);
    return !!leads.add(lead);
  });
  const steps = distinct.slice(0, allOfThem ? told.length : 4);
  // ("includes sanding a print, painting the print …": what the steps work on is introduced, as in claim 1.)
  if (kind === 'method' && steps.length > 0)
    return `A method of ${model.purpose || 'making the product'} includes ${introducedSteps(steps, model)}.`;
  // ("for counting push-ups with a phone camera": the purpose as claim 1's preamble words it.)
  if (kind === 'software' && steps.length > 0)
    return `A system for ${model.purpose ? fixAntecedents(model.purpose, [], '', massNounTest(model.told ?? [])) : (programServes(model.subject) ?? steps[0])} includes a processor and a memory storing instructions for ${introducedSteps(steps, model)}.`;
  const subject = withArticle(model.subject);
  const opener = `${subject.charAt(0).toUpperCase()}${subject.slice(1)}`;
  // A composition is what the inventor listed as its ingredients.
  const ingredients = model.elements.filter((e) => e.listed).slice(0, 5);
  const listed = inProse(
    (ingredients.length > 0 ? ingredients : elements).map((e) => (e.plural ? pluralOf(e.name) : e.name)),
  );
  // ("food wraps made of cotton coated with beeswax, …": the cotton carries what the wrap is coated with.)
  const coated = kind === 'composition' ? coatedArticle(model) : undefined;
  if (coated)
    return `${opener} comprises ${coated.piece ? `a ${coated.substrate} ${coated.piece}` : coated.substrate} coated with a coating comprising ${listed}.`;
  if (kind === 'composition') return `${opener} comprises ${listed}.`;

  return elements.length > 0
    ? `${opener} includes ${inProse(
        togetherWhenActingAlike(
          elements.map((e, i) =>
            described(
              e,
              model,
              elements.slice(0, i).map((p) => p.name),
            ),
          ),
        ),
      )}.`
    : `${opener} is disclosed.`;
}

/**
 * "a fan that pushes warm air up the posts …, a heater that pushes warm air up the posts …": two parts told
 * with one act are named together, "a fan and a heater that push warm air up the posts …".
 */
function togetherWhenActingAlike(described: string[]): string[] {
  const joined: string[] = [];
  for (const phrase of described) {
    const [name = '', act] = phrase.split(/ that (?=[a-z]+s\b)/, 2) as [string, string | undefined];
    const before = joined.at(-1);
    const [beforeName = '', beforeAct] = (before ?? '').split(/ that (?=[a-z]+s\b)/, 2);
    if (before && act && act === beforeAct && !/ and /.test(beforeName)) {
      const [verb = '', ...rest] = act.split(' ');
      joined[joined.length - 1] = `${beforeName} and ${name} that ${[infinitiveOf(verb), ...rest].join(' ')}`;
    } else joined.push(phrase);
  }
  return joined;
}

/**
 * "a blade that melts the ice and a heater that heats the blade", not "a heater that heats a blade, the
 * blade that …": a part another part acts on is named before it ("a slot and a drawer that catches the
 * scraps pushed through the slot", not "… through a slot and the slot").
 */
function actedOnFirst(elements: InventionElement[]): InventionElement[] {
  const ordered: InventionElement[] = [];
  const actsOn = (e: InventionElement, other: InventionElement) =>
    other !== e &&
    new RegExp(
      `\\b(?:the|(?:a|an)(?= ${asLiteral(other.name)}(?![ -][a-z])))\\s${asLiteral(other.name)}\\b`,
      'i',
    ).test(usableFunction(e, true) ?? '');
  for (const element of elements) {
    for (const other of elements)
      if (!ordered.includes(other) && actsOn(element, other) && !actsOn(other, element)) ordered.push(other);
    if (!ordered.includes(element)) ordered.push(element);
  }
  return ordered;
}

const PLACE =
  /^[a-z]+ed (?:to|on|in|at|under|inside|over|between|onto|into|near|beside|behind|above|below|within)(?: (?:top|the end|the side|the back|the front) of)? (?:the|a|an|each|one)\b/;

/** A part worth a sentence of its own: named by a noun phrase ("moisture" or "by weight" are not parts). */
function isPart(element: InventionElement): boolean {
  return (
    isNounPhrase(element.name) &&
    !tokens(element.name).some((t) => t.tags.has('Verb') && !t.tags.has('Noun')) &&
    (element.listed || element.functions.length > 0 || element.materials.length > 0 || placedOnly(element))
  );
}

/** "electronics sealed in a plastic tray": how a part is kept safe is a fact of its own. */
const ENCLOSED = /^(?:sealed|housed|enclosed|embedded|potted) (?:in|inside|within)\b/;

function placedOnly(element: InventionElement): boolean {
  return element.relations.some((relation) => ENCLOSED.test(relation));
}

/** A fact about a part in the abstract's own words: "is made of glass-filled nylon", "is bolted to the post". */
function predicates(element: InventionElement, composition: boolean): string[] {
  const clean = (phrase: string) =>
    phrase
      // "is 54 inches off the ground to open it": the purpose with a pronoun is the description's.
      .replace(/\s+(?:to|so|when|which)\b[^,]*\b(?:it|they|them)\b.*$/i, '')
      .trim();
  const usable = (phrase: string) =>
    !!phrase && !/\b(?:it|they|them|instead|like|user|users)\b/i.test(phrase);
  const material = element.materials.map(clean).find((m) => usable(m) && startsWithNoun(m));
  // "bolted to the fence post": where it sits, said with a place.
  const relation = element.relations.map(clean).find((r) => usable(r) && PLACE.test(r));
  // "is present at 5 percent" is a share of a composition, not of a part of a machine or a process.
  const measure = element.measures
    .map(clean)
    .find((m) => usable(m) && (composition || !/\bpresent at\b/.test(m)));
  const be = element.plural ? 'are' : 'is';
  const out: string[] = [];
  // ("is 200 grams of copper sulfate and 50 ml of sulfuric acid per liter" of a copper sulfate bath says
  // what it is made of, and more.)
  const measureSaysMaterial = !!material && !!measure?.includes(material);
  if (material && !measureSaysMaterial)
    out.push(/^(?:a|an)\s/i.test(material) ? `${be} ${material}` : `${be} made of ${material}`);
  // Where a part sits is said with what it is or does, not alone ("Lights are disposed on the ring").
  // "a polyimide film heater glued to the back of the blade" already says where it is bonded.
  const placeSaid = !!relation && !!material && material.endsWith(relation.split(' ').slice(-3).join(' '));
  if (
    relation &&
    !placeSaid &&
    (material || measure || element.functions.length > 0 || ENCLOSED.test(relation))
  )
    out.push(`${be} ${relation}`);
  if (measure)
    out.push(
      /^(?:is|are)\s/.test(measure)
        ? `${be} ${measure.replace(/^(?:is|are)\s+/, '').replace(/\bat from (?=\d)/, 'at ')}`
        : thirdPerson(measure, element.plural),
    );
  return out;
}

/** "glass-filled nylon", "14 gauge square tubing": a noun before any preposition ("pulsed on and off" is not). */
function startsWithNoun(phrase: string): boolean {
  const list = tokens(phrase);
  const noun = list.findIndex(
    (t) => t.tags.has('Noun') && !t.tags.has('Pronoun') && !t.tags.has('Preposition') && !/ed$/.test(t.lower),
  );
  return (
    noun >= 0 && !list.slice(0, noun).some((t) => t.tags.has('Preposition') || t.tags.has('Conjunction'))
  );
}

/** "The housing is made of glass-filled nylon and is bolted to the fence post." */
function elementSentence(
  element: InventionElement,
  named: Set<InventionElement>,
  composition: boolean,
  opening = '',
  processOnly = false,
): string | undefined {
  // A part the opening did not name says what it does first ("A ramp lifts the pin"), of a device with
  // its number ("reads the IMU 20 times a second"); a process's tools are told in its steps.
  const does = named.has(element) ? undefined : usableFunction(element, !processOnly);
  // ("… a cooler that holds 12 cans": what the opening told of it is not told again.)
  const facts = [
    ...(does ? [thirdPerson(does, element.plural)] : []),
    ...predicates(element, composition),
  ].filter((fact) => !opening.includes(fact));
  if (facts.length === 0) return undefined;
  // "Beet sugar lowers the freezing point": a mass noun takes no article.
  const mass = !element.plural && !!tokens(element.name).at(-1)?.tags.has('Uncountable');
  const first = mass ? element.name : introduce(element).replace(/^a plurality of /, '');
  const name = named.has(element) ? refer(element) : first;
  const subject = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  named.add(element);
  return `${subject} ${inProse(facts.slice(0, 2))}.`;
}

/** "heating the beet concentrate to 40 degrees Celsius" → "The beet concentrate is heated to 40 degrees Celsius." */
/**
 * "The dough is rolled 1 cm thick. The dough is cut into bone shapes.": what is done to one thing in a row,
 * one sentence ("The dough is rolled 1 cm thick and cut into bone shapes.").
 */
function withSameThingJoined(sentences: string[]): string[] {
  const joined: string[] = [];
  for (const sentence of sentences) {
    const opener = /^(.+? (?:is|are)) /.exec(sentence)?.[1];
    const last = joined.at(-1);
    // ("… is stirred for an hour. … is stirred for another 30 minutes.": the same act again is no series.)
    const sameAct =
      !!opener &&
      last?.split(' ')[opener.split(' ').length] === sentence.split(' ')[opener.split(' ').length];
    if (opener && last?.startsWith(`${opener} `) && !/ and /.test(last) && !sameAct)
      joined[joined.length - 1] = `${last.replace(/\.$/, '')} and ${sentence.slice(opener.length + 1)}`;
    else joined.push(sentence);
  }
  return joined;
}

function stepSentence(action: string): string | undefined {
  const step =
    /^([a-z]+ing)\s+((?:the|a|an)\s+[^,]+?)(\s+(?:to|at|for|with|into|in|over|under|by|until|on|onto|through|from|around|below|above|between|across|along|against|past)\b.*|\s+\d+(?:\.\d+)? (?:mm|cm|inches|inch|in) (?:thick|wide|long)|\s+overnight)$/.exec(
      action,
    );
  // "flagging the hive when a frequency rises by more than 10 percent": a condition is no place to turn passive.
  // ("cutting the dough into bone shapes": what it is made into is told, number or not.)
  // ("allowing the mixture to cool for an hour", "chilling it overnight": so is a time told in words, how
  // long a thing is left.)
  // ("letting the yarn cool in the dye bath": the thing is followed by its own verb, no place to turn passive.)
  if (
    !step ||
    /^(?:letting|making|having|helping)$/.test(step[1]!) ||
    !(
      /\d|^\s+into\b|\bovernight$/.test(step[3]!) ||
      (/^(?:allowing|leaving)$/.test(step[1]!) && FOR_SPAN_IN_WORDS.test(step[3]!))
    ) ||
    /\b(?:it|they|them|when|if|once)\b/.test(action)
  )
    return undefined;
  // ("allowing the next person on the list to accept …": what is allowed goes on to its "to".)
  if (/^(?:allowing|leaving)$/.test(step[1]!) && !/^\s+to\b/.test(step[3]!)) return undefined;
  // "taking the tank down to 0.2 bar": a particle stays with its verb ("The tank down is taken" is not English).
  if (/\s(?:down|up|back|out|off|away)$/.test(step[2]!)) return undefined;
  // ("allowing the end of a tube filled with pellets to burn": the thing goes on past "filled"; "diluting
  // the tea 1 to 10": a ratio is no part of the thing.)
  if (/\s(?:[a-z]+ed|\d+(?:\.\d+)?)$/.test(step[2]!)) return undefined;
  // ("showing the list of items expiring in the next 14 days": the span is the items', not the showing's.)
  if (/\s[a-z]+ing$/.test(step[2]!)) return undefined;
  const participle = pastParticipleOf(step[1]!);
  if (!participle) return undefined;
  // ("slicing the onions thin to about 3 mm": how thin is the slicing's, after its participle; "finishing
  // the sap inside on the stove": so is where.)
  const state = / (thin|thick|flat|dry|clean|smooth|inside|outside|indoors|outdoors)$/.exec(step[2]!);
  if (state) {
    step[2] = step[2]!.slice(0, state.index);
    step[3] = ` ${state[1]}${step[3]}`;
  }
  // ("rubbing a mix of egg yolk and vegetable oil into the skins": a thing told with what it is of is
  // introduced there.)
  // ("massaging a tablespoon of olive oil … into the leaves": so is an amount of a thing.)
  const thing = new RegExp(`^(?:the|a) (?:mix|blend|paste|${QUANTITY_UNITS}) of `).test(step[2]!)
    ? step[2]!.replace(/^the /, 'a ')
    : step[2]!.replace(/^(?:a|an)\s+/, 'the ');
  // ("the beeswax and oil" are two things; "a mix of egg yolk and oil" is one; "a tablespoon of olive oil
  // and a pinch of salt", each with its article, are two.)
  const plural =
    (/s$/.test(thing) && !/ss$/.test(thing)) ||
    (/ and /.test(thing) && !/ of /.test(thing)) ||
    / and (?:a|an|the|\d+)\b/.test(thing);
  return `${thing.charAt(0).toUpperCase()}${thing.slice(1)} ${plural ? 'are' : 'is'} ${participle}${step[3]}.`;
}

/**
 * "a ratchet", where the inventor counted it ("A ratchet could replace the spring pin"); "rice husk", told
 * bare, stays bare.
 */
function asTold(name: string, model: InventionModel): string {
  const counted = (model.told ?? []).some((told) =>
    new RegExp(`\\b(?:a|an) ${asLiteral(name)}\\b`, 'i').test(told),
  );
  return counted ? withArticle(name) : name;
}

/**
 * One alternative the inventor gave, as an embodiment. (Not a step the abstract's body already tells in the
 * inventor's words: "The bath is kept at room temperature" is no embodiment of "keeping the bath at room
 * temperature".)
 */
function alternative(model: InventionModel, told = ''): string | undefined {
  for (const element of model.elements.filter(isPart)) {
    const substitute = element.substitutes[0];
    // "flax seed for chia" in "chia seed gel": the part with the other word in its name.
    if (substitute && element.name.includes(substitute.replaces)) {
      // "flax seed" for "chia" in "chia seed gel" is "flax seed gel", not "flax seed seed gel".
      const last = asLiteral(substitute.alternative.split(' ').pop()!);
      // ("tea tree oil" for "lemon" in "lemon essential oil": an alternative that names its own kind.)
      const ownKind =
        singularWord(substitute.alternative.split(' ').pop()!) ===
        singularWord(element.name.split(' ').pop()!);
      // ("borax instead of the salt", of "coarse salt": what replaces the whole ingredient, not its grain.)
      const head = new RegExp(`(?:^| )${asLiteral(substitute.replaces)}$`).test(element.name);
      const renamed =
        ownKind || head
          ? substitute.alternative
          : element.name.replace(
              new RegExp(`${asLiteral(substitute.replaces)}(?: ${last}\\b)?`),
              substitute.alternative,
            );
      return `In some embodiments, ${asTold(renamed, model)} is used in place of ${refer(element)}.`;
    }
    // "rice husk instead of coffee grounds": the whole ingredient is replaced, not what it is made of.
    const whole =
      substitute && element.name.toLowerCase().endsWith(singularWord(substitute.replaces.split(' ').pop()!));
    // ("pecan hulls are used": the alternative agrees with its own number.)
    if (substitute && whole)
      return `In some embodiments, ${asTold(substitute.alternative, model)} ${/[^s]s$/.test(substitute.alternative) ? 'are' : 'is'} used in place of ${refer(element)}.`;
    if (substitute)
      return `In some embodiments, ${refer(element)} ${agree(element, 'is', 'are')} made of ${substitute.alternative} rather than ${substitute.replaces}.`;
    const other = element.alternatives.find((a) => a !== 'optional' && !/\b(?:it|they)\b/.test(a));
    if (other) return `In some embodiments, ${refer(element)} ${agree(element, 'is', 'are')} ${other}.`;
  }
  const kind = model.kinds.includes('method') ? 'method' : model.subject;
  // ("The oiling and baking are repeated six times" said already: "repeating the steps of wiping and
  // baking six times" is no further embodiment; its act and its count are told.)
  const saidAlready = (action: string) => {
    const counts =
      action.match(/\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten) times\b|\btwice\b/g) ?? [];
    const verb = infinitiveOf(action.split(' ')[0]!);
    // ("allowing the pan to cool in the oven each time" after "The pan has to cool in the oven each time":
    // every word past the act is told.)
    const rest = action
      .split(' ')
      .slice(1)
      .filter((word) => !/^(?:the|a|an|to|of|in|on|at|and|or|with|for)$/.test(word));
    return (
      (counts.length > 0 &&
        counts.every((count) => told.includes(count)) &&
        new RegExp(`\\b${verb}`).test(told)) ||
      (rest.length >= 3 && rest.every((word) => new RegExp(`\\b${asLiteral(word)}\\b`).test(told)))
    );
  };
  const step = model.optionalSteps.find(
    (s) => !told.includes(s.source.replace(/\.$/, '')) && !saidAlready(s.action),
  )?.action;
  // ("resetting the pill bottle cap by pressing the dial down …": what the user may do to it, said of it.)
  const doneToIt = step && new RegExp(`^([a-z]+ing) the ${asLiteral(model.subject)} (.+)$`).exec(step);
  const done = doneToIt && pastParticipleOf(infinitiveOf(doneToIt[1]!));
  if (doneToIt && done && kind !== 'method')
    return `In some embodiments, the ${model.subject} is ${done} ${doneToIt[2]}.`;
  // ("the application reads online order emails": what a thing may also do, said of it.)
  if (step && !/\b(?:it|they)\b/.test(step))
    return kind === 'method'
      ? `In some embodiments, the method further comprises ${step}.`
      : `In some embodiments, the ${kind} ${step.replace(/^([a-z]+ing)\b/, (gerund) => presentOf(infinitiveOf(gerund)))}.`;
  const part = model.optionalParts[0];
  if (part && !/\b(?:it|they)\b/.test(part))
    // "bismuth powder", "neem oil": an ingredient of a composition takes no article.
    return `In some embodiments, the ${model.subject} further comprises ${model.kinds.includes('composition') ? part : withArticle(part)}.`;
  const option = [...model.elements, model.body]
    .flatMap((e) => e.options.map((o) => ({ e, o })))
    .find(
      ({ o }) =>
        claimable(o) &&
        o.split(' ').length >= 2 &&
        !/\bcompris/.test(o) &&
        !intoAnotherOfItsKind(o, model.subject),
    );
  if (option) {
    const owner = option.e === model.body ? `the ${model.subject}` : refer(option.e);
    return `In some embodiments, ${owner} ${thirdPerson(claimable(option.o)!, option.e.plural)}.`;
  }
  return undefined;
}

/**
 * What sets it apart, from the inventor's own statement of what it is ("a pool gate latch that closes
 * and locks itself even if …" → "that closes and locks itself"), cut before the story.
 */
function setApart(model: InventionModel): string {
  const statement = model.advantages.find((a) => /^The present invention is\b/.test(a)) ?? '';
  const said = new RegExp(
    `^The present invention is (?:a|an) ${asLiteral(model.subject)} that (.+)$`,
    'i',
  ).exec(statement);
  const clause = said?.[1]
    ?.replace(/[.]$/, '')
    // ("that peel clean by steaming them …": how is the method's steps, told after.)
    .replace(
      /\s+(?:even|so|when|because|while|if|using|without|out of|by(?! (?:itself|themselves)\b))\b.*$/,
      '',
    )
    .replace(/[,:;].*$/, '');
  // ("cleans itself", "peel clean" say what sets it apart in two words.)
  if (
    !clause ||
    (clause.split(' ').length < 3 &&
      !/^[a-z]+ (?:itself|themselves|clean|dry|flat|shut|fresh|cold|warm)$/.test(clause)) ||
    /\b(?:it|they|user|users|kids?|stuff)\b/i.test(clause)
  )
    return '';
  return ` that ${clause}`;
}

/**
 * "The board is bamboo" of a cutting board, where no part is a board: the abstract names the whole as its
 * opening sentence does ("The cutting board is bamboo").
 */
function wholeByItsName(sentence: string, model: InventionModel): string {
  const head = headNamingTheWhole(
    model.subject,
    model.elements.map((e) => e.name),
  );
  // ("The board ends up about 30 mm thick", of a method of making a cutting board: the board it makes.)
  const made = model.kinds.includes('method')
    ? /^(?:method|process) (?:of|for) making (?:an? )?(.+)$/.exec(model.subject)?.[1]
    : undefined;
  return head
    ? sentence.replace(new RegExp(`^The ${asLiteral(head)}\\b`), `The ${made ?? model.subject}`)
    : sentence;
}

/** Inventor sentences that stand on their own: no pronoun pointing back, no chat, no person. */
function standsAlone(sentence: string): boolean {
  return (
    !/\b(?:it|they|them|this|that is|instead|like|so|the user|users|a person|little|lot)\b/i.test(sentence) &&
    !/^(?:Then|First|Next|Finally|After|When)\b/.test(sentence) &&
    countWords(sentence) <= 30
  );
}

export function writeAbstract(model: InventionModel, patentData: PatentData): string {
  const apart = setApart(model);
  // What it is and what it includes, before the amounts join it.
  const told = opening(model).replace(
    /^((?:A|An) [\w -]+?) (includes|comprises)\b/,
    (m, who: string, verb: string) =>
      apart && who.toLowerCase().endsWith(model.subject.toLowerCase()) ? `${who}${apart} ${verb}` : m,
  );
  const named = new Set(model.elements.filter((e) => told.includes(e.name)));
  const toldFacts = [
    // (How it works comes first after what it includes.)
    ...actsOnCondition(model, told),
    // ("washing soda", "grated castile soap": an ingredient listed is one, whatever the tagger makes of
    // its first word.)
    ...model.elements
      .filter((e) => isPart(e) || (model.kinds.includes('composition') && e.listed))
      .map((e) =>
        elementSentence(e, named, model.kinds.includes('composition'), told, model.kinds[0] === 'method'),
      ),
    ...withSameThingJoined(model.steps.map((s) => stepSentence(s.action)).filter((s): s is string => !!s)),
  ].filter((s): s is string => !!s);
  const other = alternative(model);
  // (The recipe names the ingredients the opening names, and is news all the same: their amounts.)
  // ("… coated with a coating comprising …": the amounts are the coating's.)
  const {
    opening: first,
    facts,
    recipe,
  } = amountsTogether(
    toldFacts,
    /\bcoated with a coating comprising\b/.test(told) ? 'coating' : model.subject,
    told,
  );
  // Thin disclosures: the inventor's own sentences that stand alone fill the abstract to 50 words.
  // The inventor's sentences of the summary and the details, the whole by its name, read once for both uses.
  const described = [...material(patentData.summary), ...material(patentData.details)].map((sentence) =>
    wholeByItsName(sentence, model),
  );
  const filler = described.flatMap(ownClauses).filter(standsAlone);
  const budget = ABSTRACT_MAX_WORDS - countWords(first) - (other ? countWords(other) : 0);
  // Thinner still: the inventor's sentences whose "it" is not a subject, without "First,"/"Then".
  // (Thinnest: whom it serves, "The laundry powder may be used by families with sensitive skin, …".)
  const more = [
    ...described,
    ...material(patentData.variations).map((sentence) => wholeByItsName(sentence, model)),
    ...material(patentData.useCases, true),
  ]
    .map((sentence) => sentence.replace(/^(?:First|Then|Next|Finally),?\s+/, ''))
    .map((sentence) => sentence.charAt(0).toUpperCase() + sentence.slice(1))
    .filter((sentence) => !subjectPronoun(sentence) && !/^(?:So|And|But|Also)\b/.test(sentence));
  const body: string[] = [];
  const enough = () => countWords([first, ...body, other ?? ''].join(' ')) >= 60;
  for (const told of [...facts, ...filler, ...more]) {
    const sentence = withoutToldClause(told, [first, ...body].join(' '));
    if (more.includes(told) && !facts.includes(sentence) && !filler.includes(sentence) && enough()) break;
    if (
      body.some((said) => nearRepeat(said, sentence)) ||
      (nearRepeat(first, sentence) && sentence !== recipe)
    )
      continue;
    // "The reel has … The reel has …": no two sentences in a row open alike.
    if (body.length > 0 && openerOf(body[body.length - 1]!) === openerOf(sentence)) continue;
    if (
      shareSaid(sentence, wordPool([first, ...body])) >= MOSTLY_SAID &&
      facts.indexOf(told) < 0 &&
      sentence !== recipe
    )
      continue;
    if (countWords(body.join(' ')) + countWords(sentence) > budget) continue;
    body.push(sentence);
    if (countWords([first, ...body].join(' ')) >= 110) break;
  }
  const notTold = alternative(model, body.join(' '));
  const last =
    notTold &&
    countWords([first, ...body, notTold].join(' ')) <= ABSTRACT_MAX_WORDS &&
    // ("The drawer may have a compost bag liner." told already: not again as an embodiment.)
    !body.some((said) => nearRepeat(asFact(said), asFact(notTold))) &&
    // ("In some embodiments, honey is used instead of sugar for grease ants." told: not honey again.)
    !new RegExp(
      `\\b${asLiteral(/^In some embodiments, (.+?) (?:is|are) used in place of\b/.exec(notTold)?.[1] ?? '\u0000')}\\b`,
      'i',
    ).test(body.join(' ')) &&
    // ("In some embodiments, the … is aluminum and lighter." told last: one embodiment closes it.)
    !(/^In some embodiments\b/.test(notTold) && /^In some embodiments\b/.test(body.at(-1) ?? ''))
      ? notTold
      : undefined;
  // "… includes a relay …. The reel has a temperature sensor … and a relay that cuts the power": a part
  // the abstract has named is "the relay" afterwards.
  return introducedOnce(
    introducedAtFirst(inFormalWords([first, ...body, ...(last ? [last] : [])].join(' ')), model),
    model,
    { keepLists: false },
  );
}

/**
 * "… made of ABS, with the 12 foot cord that ends in a 12 V plug", a sentence of the details, where the
 * opening had introduced "a cord": in the abstract, which never named the cord before, it is "a 12 foot
 * cord". A part named with "the" after a preposition, before the abstract says anything of it, is
 * introduced there.
 */
function introducedAtFirst(text: string, model: InventionModel): string {
  let out = text;
  for (const element of elementsToDescribe(model)) {
    if (element.plural) continue;
    const name = asLiteral(element.name.toLowerCase());
    const first = new RegExp(
      `\\b(?:an?|the|each|every) ((?:(?!(?:and|or|a|an|the)\\b)[\\w-]+ ){0,3}?)${name}\\b(?![\\w-])`,
      'i',
    ).exec(out);
    // (Only after a preposition: "The frame is aluminum tube" opens a sentence about a part of the whole
    // the opening named, as an abstract may.)
    if (
      !first ||
      !/^the\s/.test(first[0]) ||
      !/\b(?:with|in|on|under|into|onto|from|to|by|at|inside|behind|over)\s+$/.test(
        out.slice(0, first.index),
      ) ||
      new RegExp(`\\b${name}\\b`, 'i').test(out.slice(0, first.index))
    )
      continue;
    const article = indefiniteArticle(first[1] || element.name);
    out = `${out.slice(0, first.index)}${article}${out.slice(first.index + 3)}`;
  }
  return out;
}

/**
 * "The wheelchair cushion buzzes the vibration motor when the pressure has not changed …": what the whole
 * does, and when, is how it works, whatever sentence of the inventor's told it with "it".
 */
function actsOnCondition(model: InventionModel, opening: string): string[] {
  if (!model.kinds.includes('article')) return [];
  // (A part the opening has not named is introduced here: "buzzes a vibration motor".)
  const introduced = (text: string) =>
    model.elements
      .filter((element) => !element.plural && !opening.includes(element.name))
      .reduce(
        (told, element) =>
          told.replace(new RegExp(`\\bthe ${asLiteral(element.name)}\\b`), withArticle(element.name)),
        text,
      );
  // ("The collar pops open when the pull goes over about 8 kg": so does a part, when the opening does not
  // say it.)
  const actors = [
    { name: model.subject, functions: model.body.functions },
    ...model.elements.filter((element) => opening.includes(element.name) && !element.plural),
  ];
  return actors.flatMap(({ name, functions }) =>
    functions
      .filter((fn) => /\b(?:when|once|if)\b/.test(fn) && !/\b(?:it|they|them|the user)\b/.test(fn))
      .map((fn) => {
        const [verb = '', ...rest] = fn.split(' ');
        // ("sends an alert to the phone": the user's phone, which the abstract introduces as a phone.)
        // ("tip and empty when …": both verbs agree.)
        const told = rest
          .join(' ')
          .replace(/\b(to|on) the (phone|smartphone)\b/, '$1 a $2')
          .replace(/^and ([a-z]+)\b/, (_and, next: string) => `and ${presentOf(next)}`);
        return {
          said: `${presentOf(verb)} ${told}`,
          sentence: introduced(`The ${name} ${presentOf(verb)} ${told}.`),
        };
      })
      .filter(({ said }) => !opening.includes(said))
      .map(({ sentence }) => sentence),
  );
}

/**
 * "The seat flips over to become a kneeling pad, and the tray slides out from under it on two rails":
 * two facts, each weighed on its own (the first may be said already); "it" after a preposition is the
 * first one's subject ("from under the seat").
 */
function ownClauses(sentence: string): string[] {
  const two =
    /^(The (?:[\w-]+ ){0,2}?[\w-]+) ([a-z]+s\b[^,]*), and (the (?:[\w-]+ ){0,2}?[\w-]+ [a-z]+s\b.*)$/.exec(
      sentence,
    );
  if (!two) return [sentence];
  const [, subject = '', act = '', next = ''] = two;
  const named = next.replace(
    /\b(under|from|behind|beneath|inside|on|in) it\b/,
    `$1 ${subject.toLowerCase()}`,
  );
  return [`${subject} ${act}.`, `${named.charAt(0).toUpperCase()}${named.slice(1)}`];
}

/**
 * "The coconut water powder is present in an amount of 10 grams per serving. The sea salt is present in
 * an amount of 0.5 grams per serving. …": the recipe told once. Where it gives every ingredient the opening
 * lists, the opening lists them with their amounts ("An electrolyte drink mix comprises, per serving, 10
 * grams of coconut water powder, 0.5 grams of sea salt …"); otherwise one sentence gives the amounts told
 * ("The bird suet cake contains 200 grams of coconut oil, …"). Returns the facts without the amount
 * sentences the recipe tells.
 */
function amountsTogether(
  facts: string[],
  subject: string,
  opening: string,
): { opening: string; facts: string[]; recipe?: string } {
  // ("is present at 85 percent", "at 20 percent by weight": a share, told before the ingredient.)
  const AMOUNT =
    /^The ((?:(?!\b(?:is|are|and)\b)[\w -])+?) (?:is|are) present (?:in an amount of|(at)) (.+?)( per [a-z]+| by weight)?\.$/;
  const amounts = facts
    .map((fact) => AMOUNT.exec(fact))
    .filter((m): m is RegExpExecArray => !!m)
    .map(([told, name = '', share, amount = '', per = '']) => ({ told, name, share: !!share, amount, per }));
  const per = amounts[0]?.per.trim() ?? '';
  if (amounts.length < 2 || amounts.some((m) => m.per.trim() !== per || m.share !== amounts[0]!.share))
    return { opening, facts };
  // ("lemon juice from one lemon": an amount that names the ingredient is said as it is.)
  const recipe = inProse(
    amounts.map((m) =>
      m.amount.includes(m.name) ? m.amount : m.share ? `${m.amount} ${m.name}` : `${m.amount} of ${m.name}`,
    ),
  );
  const at = facts.indexOf(amounts[0]!.told);
  const told = new Set(amounts.map((m) => m.told));
  const listed = /^(.+? comprises) (.+)\.$/.exec(opening);
  const names = listed?.[2]?.split(/, | and /) ?? [];
  const whole = names.length === amounts.length && names.every((n) => amounts.some((m) => m.name === n));
  const sentence = per
    ? `${per.charAt(0).toUpperCase()}${per.slice(1)}, the ${subject} contains ${recipe}.`
    : `The ${subject} contains ${recipe}.`;
  const kept = facts.flatMap((fact, i) => (i === at && !whole ? [sentence] : told.has(fact) ? [] : [fact]));
  return whole
    ? { opening: `${listed![1]}${per ? `, ${per},` : ''} ${recipe}.`, facts: kept }
    : { opening, facts: kept, recipe: sentence };
}

/**
 * "The cooler holds 12 cans and has a zippered lid under the seat cushion" after "… a cooler that holds 12
 * cans": the part not yet told ("The cooler has a zippered lid under the seat cushion.").
 */
function withoutToldClause(sentence: string, said: string): string {
  const two = /^(The (?:[\w-]+ ){0,2}?[\w-]+) ([a-z]+s\b[^,]*?) and ((?:has|is|are|have|comes) .+)$/.exec(
    sentence,
  );
  return two && said.includes(two[2]!) ? `${two[1]} ${two[3]}` : sentence;
}

/** "The drawer may have a liner." and "In some embodiments, the drawer has a liner." tell one fact. */
const asFact = (sentence: string) =>
  sentence
    .replace(/^In some embodiments, /, '')
    // ("Lime juice may replace the citric acid." and "… lime juice is used in place of the citric acid.")
    .replace(/^(.+?) (?:may|could|can) replace (the [^.]+)/, '$1 is used in place of $2')
    .replace(/\b(?:may|could|can) (?:also )?have\b/g, 'has')
    .replace(/\b(?:may|could|can) (?:also )?be\b/g, 'is');

const openerOf = (sentence: string) => sentence.split(/\s+/).slice(0, 3).join(' ').toLowerCase();

/** The share of already-said words above which a sentence adds too little to the abstract. */
const MOSTLY_SAID = 0.6;
