import {
  DESCRIPTION_SECTION_KEYS,
  type InventionModel,
  type PatentData,
  SECTION_LABELS,
} from '../../../contract';
import { asLiteral } from '../check/words';
import { AMOUNT_NUMBER } from '../understand/quantities';
import { inProse } from '../understand/sentence-forms';
import { doneOnByTheMethod } from '../understand/workpiece';
import { FOR_SPAN_IN_WORDS } from '../write/claim-language';
import { bareName, describeGap, elementGaps, isRealStep, realElements } from './element-gaps';

/** A number, or an amount told in words ("pouring half a cup of vinegar"): a step that gives one. */
const GIVEN_AMOUNT = new RegExp(`\\d|\\b(?:${AMOUNT_NUMBER}) [a-z]+ of\\b`);
/** Element points shown at most, so the review stays a list a person reads; the rest are named after. */
const MAX_ELEMENT_POINTS = 6;
/** Steps without conditions named at most. */
const MAX_STEP_POINTS = 3;

const VAGUE =
  /\b(small|large|big|tiny|huge|quickly|fast|slowly|strong|lightweight|heavy|thin|thick|hot|cold|several|many)\b/i;
const BEST_MODE = /\b(?:best|preferred|preferably|optimal|ideally)\b/i;
/**
 * Where a vague word describes the invention. The background tells the prior art ("big plants") and the
 * use cases tell the users ("small recyclers"): a number there protects nothing.
 */
const DESCRIBING_SECTIONS = ['summary', 'details', 'variations'] as const;

/** Whether claim 1 names the element: what claim 1 carries matters most. */
function inClaimOne(name: string, claims: string | undefined): boolean {
  const claimOne = /^1\.[\s\S]*?(?=\n\s*\n\d+\.|$)/.exec(claims ?? '')?.[0] ?? '';
  const head = name.split(/\s+/).at(-1) ?? name;
  return new RegExp(`\\b${asLiteral(head)}`, 'i').test(claimOne);
}

/**
 * What a practitioner would ask to strengthen before filing, ranked (issue 16): each part or step
 * lacking a fact, named once with everything it lacks, claim 1's parts first; vague words without a
 * number; essential parts without an alternative; best mode. Claim terms without support come from
 * the checker, which closes the review.
 */
export function practitionerPoints(model: InventionModel, patentData: PatentData): string[] {
  const points: string[] = [];
  const rank = (name: string, listed: boolean) =>
    (inClaimOne(name, patentData.claims) ? 2 : 0) + (listed ? 1 : 0);
  const gaps = elementGaps(model)
    .map((gap) => ({ ...gap, name: bareName(gap.element) }))
    .sort(
      (a, b) =>
        rank(b.name, b.element.listed) - rank(a.name, a.element.listed) ||
        b.missing.length - a.missing.length,
    );
  points.push(
    ...gaps.slice(0, MAX_ELEMENT_POINTS).map((gap) => describeGap(gap.name, gap.missing, gap.element.plural)),
  );
  const rest = gaps.slice(MAX_ELEMENT_POINTS).map((gap) => `the ${gap.name}`);
  if (rest.length > 0) points.push(`Also without some of these facts: ${rest.join(', ')}.`);
  // A program's operations have no temperature or speed to give.
  const conditioned = model.kinds.includes('software') ? [] : model.steps;
  // ("pouring half a cup of vinegar": an amount told in words is given too.)
  const bareSteps = conditioned.filter(
    (step) =>
      !GIVEN_AMOUNT.test(step.action) &&
      !FOR_SPAN_IN_WORDS.test(step.action) &&
      // ("soaking the junk mail in water overnight": a time told in a word.)
      !/\bovernight\b/.test(step.action) &&
      isRealStep(step),
  );
  for (const step of bareSteps.slice(0, MAX_STEP_POINTS))
    points.push(`The step of ${step.action}: no temperature, time, speed or amount is given.`);
  // The title names the invention too ("… That Does Not Melt in a Hot Car").
  const subjectWords = new Set(`${model.subject} ${patentData.title ?? ''}`.toLowerCase().split(/[\s-]+/));
  const vagueIn = new Map<string, string[]>();
  // "too hot" beside "cuts the power when the cable hits 60 degrees Celsius": the number is given.
  const described = DESCRIBING_SECTIONS.map((section) => patentData[section] ?? '').join(' ');
  const temperatureGiven = /\d\s*(?:degrees|°)/i.test(described);
  for (const section of DESCRIBING_SECTIONS) {
    for (const sentence of (patentData[section] ?? '').match(/[^.!?]+[.!?]*/g) ?? []) {
      const word = VAGUE.exec(sentence)?.[1]?.toLowerCase();
      // "hot" in "hot sauce" names the invention; it promises no number.
      if (!word || /\d/.test(sentence) || subjectWords.has(word)) continue;
      if (temperatureGiven && /^(?:hot|cold|warm|cool|heated)$/.test(word)) continue;
      const sections = vagueIn.get(word) ?? [];
      if (!sections.includes(SECTION_LABELS[section]))
        vagueIn.set(word, [...sections, SECTION_LABELS[section]]);
    }
  }
  for (const [word, sections] of vagueIn)
    points.push(`"${word}" (${inProse(sections)}) has no number behind it.`);
  // Load-bearing parts: the ones the inventor listed, or else the first named.
  const real = realElements(model).filter((element) => !doneOnByTheMethod(element, model));
  const listed = real.filter((element) => element.listed);
  const withoutAlternative = (listed.length > 0 ? listed : real)
    .slice(0, 3)
    .filter((element) => element.alternatives.length === 0 && element.substitutes.length === 0)
    .map((element) => `the ${bareName(element)}`);
  if (withoutAlternative.length > 0)
    points.push(
      `No alternative is described for ${inProse(withoutAlternative, 'or')}; other materials or designs named now are protected too.`,
    );
  const description = DESCRIPTION_SECTION_KEYS.map((key) => patentData[key] ?? '').join(' ');
  if (model.elements.length + model.steps.length > 0 && !BEST_MODE.test(description))
    points.push(
      'Best mode: the description does not say which version works best today; 35 USC 112(a) asks for the best way known at filing.',
    );
  return points;
}
