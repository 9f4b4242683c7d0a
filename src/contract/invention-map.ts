import { z } from 'zod';
import { textField } from './text';

/**
 * The invention map (issue 16, item 5): the parts and steps as the assistant understands them, shown
 * beside the chat and in review. The inventor edits it; the claims and abstract are redrafted from it.
 */

/** "element:telescoping-leg", "step:heating-the-resin": stable across turns while the words stay. */
export const MAP_ITEM_ID_PATTERN = /^(?:element|step):[a-z0-9-]{1,80}$/;
export const MAP_NAME_MAX_CHARS = 120;

const itemId = () => textField().regex(MAP_ITEM_ID_PATTERN, 'must be the id of an item of the invention map');

export const mapElementSchema = z.object({
  id: z.string(),
  name: z.string(),
  plural: z.boolean(),
  /** Marked by the inventor: it goes into claim 1. */
  essential: z.boolean(),
  /** What it is made of, measures and does, a few short phrases. */
  facts: z.array(z.string()),
  alternatives: z.array(z.string()),
  /** The inventor sentences it came from. */
  sources: z.array(z.string()),
});
export type MapElement = z.infer<typeof mapElementSchema>;

export const mapStepSchema = z.object({ id: z.string(), action: z.string(), source: z.string() });
export type MapStep = z.infer<typeof mapStepSchema>;

/** One line of a claim (its preamble or one element) with the inventor sentences it was drafted from. */
export const tracedClaimLineSchema = z.object({ text: z.string(), sources: z.array(z.string()) });
export type TracedClaimLine = z.infer<typeof tracedClaimLineSchema>;
export const tracedClaimSchema = z.object({ lines: z.array(tracedClaimLineSchema) });
export type TracedClaim = z.infer<typeof tracedClaimSchema>;

export const MAP_REDRAFTED_SECTIONS = ['claims', 'abstract'] as const;
export type MapRedraftedSection = (typeof MAP_REDRAFTED_SECTIONS)[number];

// GET /api/patent/session/{sessionId}/invention-map
export const inventionMapResponseSchema = z.object({
  elements: z.array(mapElementSchema),
  steps: z.array(mapStepSchema),
  /** Alternatives the inventor gave for the invention as a whole. */
  alternatives: z.array(z.string()),
  /** The claims, line by line with their sources; null before review, or while the claims are locked. */
  claims: z.array(tracedClaimSchema).nullable(),
  claimsLocked: z.boolean(),
});
export type InventionMapResponse = z.infer<typeof inventionMapResponseSchema>;

// POST /api/patent/session/{sessionId}/invention-map/edits
export const inventionMapEditRequestSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('rename'),
    itemId: itemId(),
    name: textField()
      .trim()
      .min(1, 'must not be empty')
      .max(MAP_NAME_MAX_CHARS, `must be at most ${MAP_NAME_MAX_CHARS} characters`),
  }),
  z.strictObject({ type: z.literal('merge'), itemId: itemId(), intoId: itemId() }),
  z.strictObject({ type: z.literal('remove'), itemId: itemId() }),
  z.strictObject({ type: z.literal('essential'), itemId: itemId(), essential: z.boolean() }),
]);
export type InventionMapEditRequest = z.input<typeof inventionMapEditRequestSchema>;
export type InventionMapEdit = z.output<typeof inventionMapEditRequestSchema>;

export const inventionMapEditResponseSchema = z.object({
  map: inventionMapResponseSchema,
  /** Sections redrafted from the edited map. */
  redrafted: z.array(z.enum(MAP_REDRAFTED_SECTIONS)),
  /** Sections the inventor edited by hand, left as they are. */
  keptAsEdited: z.array(z.enum(MAP_REDRAFTED_SECTIONS)),
  /** What happened to the draft, in a sentence for the inventor. */
  notice: z.string(),
});
export type InventionMapEditResponse = z.infer<typeof inventionMapEditResponseSchema>;
