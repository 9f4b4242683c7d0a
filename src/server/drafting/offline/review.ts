import {
  DESCRIPTION_SECTION_KEYS,
  type InventionElement,
  type PatentData,
  SECTION_LABELS,
} from '../../../contract';
import { countWords } from '../check/words';
import type { DraftableSection } from '../drafter';
import { practitionerPoints } from '../review/practitioner-points';
import { MIN_SECTION_WORDS } from '../steps';
import { buildInventionModel } from '../understand/invention-model';
import { DIMENSIONS, MATERIALS } from './cues';

const WRITTEN_SECTIONS: readonly DraftableSection[] = DESCRIPTION_SECTION_KEYS;

/** What a careful reader would want strengthened before filing, most important first. */
export function thinAreas(patentData: PatentData, skipped: readonly string[]): string[] {
  const thin: string[] = [];
  for (const section of WRITTEN_SECTIONS) {
    const text = patentData[section] ?? '';
    if (skipped.includes(section))
      thin.push(`The ${SECTION_LABELS[section]} section was skipped and holds only general wording.`);
    // Only a section below what its step asks for is "short": words are not the measure, facts are.
    else if (countWords(text) < MIN_SECTION_WORDS[section])
      thin.push(`The ${SECTION_LABELS[section]} section is short.`);
  }
  // A thin disclosure tells its materials and numbers in the summary, from the first description.
  const described = `${patentData.summary ?? ''} ${patentData.details ?? ''} ${patentData.variations ?? ''}`;
  const model = buildInventionModel(patentData);
  // Software is described by its modules, not by what they are made of.
  if (!MATERIALS.test(described) && !model.kinds.includes('software'))
    thin.push('No materials are named for the parts.');
  if (!DIMENSIONS.test(described)) thin.push('No dimensions, quantities or ranges are given.');
  if (model.elements.length < 2 && model.steps.length < 2)
    thin.push('Fewer than two distinct parts or steps are described in the Details section.');
  // Each part or step lacking a fact, named (shared/drafting.md: "The hook: no material or size is given").
  thin.push(...practitionerPoints(model, patentData));
  if (!patentData.sketchImage)
    thin.push('No drawing is included; a sketch helps show how the parts fit together.');
  return thin;
}

/** Parts the inventor listed without saying what they are made of or how big they are. */
export function partsWithoutDetail(elements: InventionElement[]): InventionElement[] {
  return elements.filter(
    (element) =>
      element.listed &&
      element.materials.length === 0 &&
      element.measures.length === 0 &&
      !element.relations.some((relation) => /\d/.test(relation)) &&
      !element.functions.some((fn) => /\d/.test(fn)),
  );
}

/** 35 USC 102(b)(1): the grace period runs from the inventor's own first public disclosure. */
export const PUBLIC_DISCLOSURE_QUESTION =
  'Has the invention been shown, sold or offered for sale publicly? If so, when? A US application must be filed within 12 months of the first public disclosure, sale or offer for sale; most other countries allow no such grace period.';

/** Most of the description was skipped: the draft holds little more than the first description. */
function isThin(skipped: readonly string[]): boolean {
  const skippedWritten = WRITTEN_SECTIONS.filter((section) => skipped.includes(section));
  return skipped.includes('details') || skippedWritten.length >= 3;
}

/** The readiness review stored in patentData.review. */
export function draftReadinessReview(patentData: PatentData, skipped: readonly string[]): string {
  const thin = thinAreas(patentData, skipped);
  const verdict =
    thin.length === 0
      ? 'Readiness review: every section is drafted with substance, and the application is ready to file as a provisional application.'
      : isThin(skipped)
        ? 'Readiness review: the description is thin. It can be filed as a provisional application, but a provisional protects only what it describes, and this one describes little more than your first message. Before filing, add first:'
        : 'Readiness review: every section is drafted and the application can be filed as a provisional application. A provisional protects only what it describes, so these areas are worth strengthening first:';
  return [verdict, ...thin.map((item) => `- ${item}`), '', PUBLIC_DISCLOSURE_QUESTION].join('\n');
}
