import type {
  InventionElement,
  InventionMapEditResponse,
  InventionMapResponse,
  MapElement,
  MapRedraftedSection,
} from '../../contract';
import type { SessionRow } from '../db/rows';
import type { EditedInvention } from '../drafting/invention-map/apply-map-edits';
import { traceClaims } from '../drafting/invention-map/trace-claims';
import { mayReadField } from '../policies';

const MAX_FACTS = 4;

/** A few short facts for the map: what it is made of, its numbers, then what it does. */
function factsOf(element: InventionElement): string[] {
  return [...element.materials, ...element.measures, ...element.functions.map((fn) => `to ${fn}`)].slice(
    0,
    MAX_FACTS,
  );
}

/**
 * The invention map as the browser sees it. The parts, steps and sentences are the inventor's own
 * words and are shown to whoever holds the session; the claims (with their traceability) only where
 * the paywall shows the claims in full.
 */
export function presentInventionMap(
  { model, elementIds, stepIds, essentialIds }: EditedInvention,
  session: Pick<SessionRow, 'premiumUnlocked' | 'patentData'>,
): InventionMapResponse {
  const claimsLocked = !mayReadField(session, 'claims');
  const elements: MapElement[] = model.elements.map((element, i) => ({
    id: elementIds[i]!,
    name: element.name,
    plural: element.plural,
    essential: essentialIds.has(elementIds[i]!),
    facts: factsOf(element),
    alternatives: element.alternatives,
    sources: element.sources,
  }));
  return {
    elements,
    steps: model.steps.map((step, i) => ({ id: stepIds[i]!, action: step.action, source: step.source })),
    alternatives: model.body.alternatives,
    claims:
      claimsLocked || !session.patentData.claims?.trim()
        ? null
        : traceClaims(session.patentData.claims, model),
    claimsLocked,
  };
}

/** The answer to a map edit: the map after it, and which sections followed or were kept as hand-edited. */
export function presentInventionMapEdit(outcome: {
  session: SessionRow;
  invention: EditedInvention;
  redrafted: MapRedraftedSection[];
  keptAsEdited: MapRedraftedSection[];
  notice: string;
}): InventionMapEditResponse {
  const { session, invention, redrafted, keptAsEdited, notice } = outcome;
  return { map: presentInventionMap(invention, session), redrafted, keptAsEdited, notice };
}
