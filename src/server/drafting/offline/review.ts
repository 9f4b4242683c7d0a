import { DESCRIPTION_SECTION_KEYS, type PatentData, SECTION_LABELS } from '../../../contract';
import type { DraftableSection } from '../drafter';
import { MIN_SECTION_WORDS } from '../steps';
import { buildInventionModel } from '../understand/invention-model';
import { DIMENSIONS, MATERIALS } from './cues';
import { countWords } from './wording';

const WRITTEN_SECTIONS: readonly DraftableSection[] = DESCRIPTION_SECTION_KEYS;

/** What a careful reader would want strengthened before filing, most important first. */
export function thinAreas(patentData: PatentData, skipped: readonly string[]): string[] {
  const thin: string[] = [];
  for (const section of WRITTEN_SECTIONS) {
    const text = patentData[section] ?? '';
    if (skipped.includes(section))
      thin.push(`The ${SECTION_LABELS[section]} section was skipped and holds only general wording.`);
    else if (countWords(text) < MIN_SECTION_WORDS[section] * 2)
      thin.push(`The ${SECTION_LABELS[section]} section is short.`);
  }
  const described = `${patentData.details ?? ''} ${patentData.variations ?? ''}`;
  const model = buildInventionModel(patentData);
  // Software is described by its modules, not by what they are made of.
  if (!MATERIALS.test(described) && !model.kinds.includes('software'))
    thin.push('No materials are named for the parts.');
  if (!DIMENSIONS.test(described)) thin.push('No dimensions, quantities or ranges are given.');
  if (model.elements.length < 2 && model.steps.length < 2)
    thin.push('Fewer than two distinct parts or steps are described in the Details section.');
  if (!patentData.sketchImage)
    thin.push('No drawing is included; a sketch helps show how the parts fit together.');
  return thin;
}

/** The readiness review stored in patentData.review. */
export function draftReadinessReview(patentData: PatentData, skipped: readonly string[]): string {
  const thin = thinAreas(patentData, skipped);
  const verdict =
    thin.length === 0
      ? 'Readiness review: every section is drafted with substance, and the application is ready to file as a provisional application.'
      : 'Readiness review: every section is drafted and the application can be filed as a provisional application. A provisional protects only what it describes, so these areas are worth strengthening first:';
  return [verdict, ...thin.map((item) => `- ${item}`)].join('\n');
}
