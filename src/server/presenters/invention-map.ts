import type { InventionElement, InventionMapResponse, MapElement } from '../../contract';
import type { EditedInvention } from '../drafting/invention-map/apply-map-edits';
import { traceClaims } from '../drafting/invention-map/trace-claims';
import { isShownInFull } from './paywall';

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
  session: { premiumUnlocked: boolean; claims: string | undefined },
): InventionMapResponse {
  const claimsLocked = !session.premiumUnlocked && !isShownInFull('claims');
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
    claims: claimsLocked || !session.claims?.trim() ? null : traceClaims(session.claims, model),
    claimsLocked,
  };
}
