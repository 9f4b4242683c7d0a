import {
  ABSTRACT_MAX_WORDS,
  type InventionElement,
  type InventionModel,
  type PatentData,
} from '../../../contract';
import { countWords, sentencesOf } from '../check/words';
import { claimable, introduce, pluralOf, thirdPerson, withArticle, withoutNumbers } from './claim-language';
import { nearRepeat, shareSaid, wordPool } from './prose';

/**
 * The abstract (37 CFR 1.72(b), MPEP 608.01(b)): one paragraph of 50 to 150 words opening with what the
 * invention is and naming its main elements, then what it does better, in the inventor's facts.
 */

function inProse(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "a drip tray that tips toward a sink", "a cam lock that grips the leg". */
function described(element: InventionElement): string {
  const fn = element.functions
    .map((f) => claimable(withoutNumbers(f)))
    // "get within 75 mm of the plate" without its number says nothing: a weak verb is left out.
    .find((f) => f && f.split(' ').length >= 2 && !/^(?:get|gets|make|makes|let|lets|go|goes|be)\b/.test(f));
  const named = introduce(element).replace(/^a plurality of /, '');
  return fn ? `${named} that ${thirdPerson(fn, element.plural && !named.startsWith('a'))}` : named;
}

/** Inventor sentences of a section, without the section's opening template sentence. */
function material(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .slice(1)
    .flatMap((paragraph) => sentencesOf(paragraph))
    .filter(
      (s) =>
        !/^The (?:present invention|following)\b/.test(s) &&
        !/\b(?:the user|the inventor|users)\b/i.test(s) &&
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

function opening(model: InventionModel): string {
  const kind = model.kinds[0];
  const elements = model.elements
    .filter((e) => e.listed || e.functions.length > 0)
    .filter((e) => !/\b(?:that|which|it|when)\b/.test(e.name))
    .slice(0, 4);
  const steps = model.steps
    .map((s) => claimable(withoutNumbers(s.action)))
    .filter((s): s is string => !!s)
    .slice(0, 4);
  if (kind === 'method' && steps.length > 0)
    return `A method of ${model.purpose || 'making the product'} includes ${inProse(steps)}.`;
  if (kind === 'software' && steps.length > 0)
    return `A system for ${model.purpose || steps[0]} includes a processor and a memory storing instructions for ${inProse(steps)}.`;
  const subject = withArticle(model.subject);
  const opener = `${subject.charAt(0).toUpperCase()}${subject.slice(1)}`;
  // A composition is what the inventor listed as its ingredients.
  const ingredients = model.elements.filter((e) => e.listed).slice(0, 5);
  if (kind === 'composition')
    return `${opener} comprises ${inProse((ingredients.length > 0 ? ingredients : elements).map((e) => (e.plural ? pluralOf(e.name) : e.name)))}.`;

  return elements.length > 0
    ? `${opener} includes ${inProse(elements.map(described))}.`
    : `${opener} is described.`;
}

/** The share of already-said words above which a sentence adds too little to the abstract. */
const MOSTLY_SAID = 0.6;

/** Whole sentences while they fit in `maxWords`. */
function wholeSentencesWithin(sentences: string[], maxWords: number): string[] {
  const kept: string[] = [];
  let words = 0;
  for (const sentence of sentences) {
    const n = countWords(sentence);
    if (words + n > maxWords) continue;
    kept.push(sentence);
    words += n;
  }
  return kept;
}

export function writeAbstract(model: InventionModel, patentData: PatentData): string {
  const first = opening(model);
  const summary = material(patentData.summary);
  const details = material(patentData.details);
  const variations = material(patentData.variations).slice(0, 2);
  const uses = material(patentData.useCases).slice(0, 1);
  const candidates = [
    first,
    ...details.slice(0, 2),
    ...summary.slice(0, 2),
    ...variations,
    ...uses,
    ...details.slice(2),
  ];
  // One fact once: a sentence that an earlier one already says is left out.
  const unique = candidates.filter(
    (s, i) => !/\?$/.test(s) && !candidates.slice(0, i).some((earlier) => nearRepeat(earlier, s)),
  );
  // "…a rechargeable battery that charges by USB-C. The battery is 500 mAh and charges by USB-C.": a
  // sentence most of whose words the abstract has already said tells one fact twice; it is left out.
  const fresh: string[] = [];
  for (const sentence of unique)
    if (fresh.length === 0 || shareSaid(sentence, wordPool(fresh)) < MOSTLY_SAID) fresh.push(sentence);
  const kept: string[] = [];
  for (const sentence of wholeSentencesWithin(fresh, ABSTRACT_MAX_WORDS)) {
    kept.push(sentence);
    if (countWords(kept.join(' ')) >= 110) break;
  }
  return kept.join(' ');
}
