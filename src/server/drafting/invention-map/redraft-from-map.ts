import type { InventionMapEdit, MapRedraftedSection, PatentData } from '../../../contract';
import type { InterviewState } from '../interview-state';
import { buildInventionModel } from '../understand/invention-model';
import { writeAbstract } from '../write/abstract';
import { writeClaims } from '../write/claims';
import { applyMapEdits } from './apply-map-edits';

export type MapRedraft = {
  patentData: PatentData;
  redrafted: MapRedraftedSection[];
  keptAsEdited: MapRedraftedSection[];
};

/** The answers' model with the inventor's map edits: what the map shows and the draft follows. */
export const editedInvention = (patentData: PatentData, edits: readonly InventionMapEdit[] = []) =>
  applyMapEdits(buildInventionModel(patentData), edits);

const NOTHING_TO_CLAIM =
  'No claims are drafted yet: the invention map holds no parts or steps to claim. Add them in the chat or restore them in the map.';

/**
 * "The draft follows" the map: the claims and abstract, once drafted, are written again from the
 * edited model. A section the inventor rewrote by hand is theirs and is left as it is.
 */
export function redraftFromMap(
  patentData: PatentData,
  edits: readonly InventionMapEdit[],
  handEdited: readonly MapRedraftedSection[] = [],
): MapRedraft {
  const { model } = editedInvention(patentData, edits);
  const drafted = (['claims', 'abstract'] as const).filter((section) => patentData[section]?.trim());
  const redrafted = drafted.filter((section) => !handEdited.includes(section));
  const next = { ...patentData };
  if (redrafted.includes('claims')) next.claims = writeClaims(model) || NOTHING_TO_CLAIM;
  if (redrafted.includes('abstract')) next.abstract = writeAbstract(model, patentData);
  return {
    patentData: next,
    redrafted,
    keptAsEdited: drafted.filter((section) => handEdited.includes(section)),
  };
}

/**
 * The hook after the review step drafted the claims and abstract from the answers: the drafter
 * knows nothing of the map, so the inventor's map edits are applied again; the sections are
 * freshly drafted, so none counts as hand-edited any more.
 */
export function followMapAfterReview(patentData: PatentData, state: InterviewState): PatentData {
  delete state.handEdited;
  if (!state.mapEdits?.length) return patentData;
  return redraftFromMap(patentData, state.mapEdits).patentData;
}

/** The drafting state after the inventor saved their own text for a section (edit-section's hook). */
export function markHandEdited<S extends Record<string, unknown>>(draftingState: S, section: string): S {
  if (section !== 'claims' && section !== 'abstract') return draftingState;
  const earlier = (draftingState.handEdited as MapRedraftedSection[] | undefined) ?? [];
  return earlier.includes(section) ? draftingState : { ...draftingState, handEdited: [...earlier, section] };
}
