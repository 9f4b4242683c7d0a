import {
  DESCRIPTION_SECTION_KEYS,
  type InventionModel,
  type PatentData,
  SECTION_LABELS,
} from '../../../contract';
import { MATERIALS } from '../offline/cues';

/** Element points shown at most, so the review stays a list a person reads. */
const MAX_ELEMENT_POINTS = 6;

const VAGUE =
  /\b(small|large|big|tiny|huge|quickly|fast|slowly|strong|lightweight|heavy|thin|thick|hot|cold|several|many)\b/i;
const BEST_MODE = /\b(?:best|preferred|preferably|optimal|ideally)\b/i;

/**
 * What a practitioner would ask to strengthen before filing, ranked (issue 16): each part or step
 * lacking a fact, named; vague words without a number; essential parts without an alternative; best
 * mode. Claim terms without support come from the checker, which closes the review.
 */
export function practitionerPoints(model: InventionModel, patentData: PatentData): string[] {
  const points: string[] = [];
  const elements = [...model.elements].sort((a, b) => Number(b.listed) - Number(a.listed));
  const elementPoints: string[] = [];
  for (const element of elements) {
    if (element.materials.length === 0 && element.measures.length === 0 && !MATERIALS.test(element.name))
      elementPoints.push(`The ${element.name}: no material or size is given.`);
  }
  for (const element of elements) {
    if (element.relations.length === 0)
      elementPoints.push(`The ${element.name}: where it sits and what it connects to is not said.`);
  }
  for (const element of elements) {
    if (element.functions.length === 0) elementPoints.push(`The ${element.name}: what it does is not said.`);
  }
  points.push(...elementPoints.slice(0, MAX_ELEMENT_POINTS));
  for (const step of model.steps) {
    if (!/\d/.test(step.action))
      points.push(`The step of ${step.action}: no temperature, time, speed or amount is given.`);
  }
  for (const section of DESCRIPTION_SECTION_KEYS) {
    for (const sentence of (patentData[section] ?? '').match(/[^.!?]+[.!?]*/g) ?? []) {
      const vague = VAGUE.exec(sentence);
      if (vague && !/\d/.test(sentence)) {
        points.push(`"${vague[1]}" in the ${SECTION_LABELS[section]} section has no number behind it.`);
        break;
      }
    }
  }
  const essentials = elements.filter((element) => element.listed).slice(0, 3);
  for (const element of essentials) {
    if (element.alternatives.length === 0 && element.substitutes.length === 0)
      points.push(
        `The ${element.name}: no alternative is described; other materials or designs named now are protected too.`,
      );
  }
  const description = DESCRIPTION_SECTION_KEYS.map((key) => patentData[key] ?? '').join(' ');
  if (model.elements.length + model.steps.length > 0 && !BEST_MODE.test(description))
    points.push(
      'Best mode: the description does not say which version works best today; 35 USC 112(a) asks for the best way known at filing.',
    );
  return points;
}
