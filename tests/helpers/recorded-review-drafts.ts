/**
 * Review drafts as a chat model returns them for the dog water bottle (tests/helpers/inventions.ts),
 * recorded in the shape of the review_draft schema: one at the level shared/drafting.md asks for, and
 * one with the mistakes models make (a parts list for claim 1, "can … instead of", "the filter" never
 * introduced, a number the inventor never gave, a single independent claim).
 */

export const PROFESSIONAL_REVIEW = {
  claims: [
    'A dog water bottle, comprising:\na bottle body configured to hold water;\na leash clip attached to the bottle body and configured to hang the bottle body on a leash;\na folding bowl hinged to a side of the bottle body and configured to fold out from the side; and\na push-button valve disposed at a top of the bottle body and configured to let water flow into the folding bowl when pressed.',
    'The dog water bottle of claim 1, wherein the bottle body comprises BPA-free Tritan plastic.',
    'The dog water bottle of claim 1, wherein the bottle body holds 600 ml.',
    'The dog water bottle of claim 1, wherein the leash clip comprises a stainless steel carabiner.',
    'The dog water bottle of claim 4, wherein the carabiner is attached to a loop molded on a back of the bottle body.',
    'The dog water bottle of claim 1, wherein the folding bowl comprises food grade silicone.',
    'The dog water bottle of claim 1, wherein the folding bowl snaps into a recess on the side of the bottle body.',
    'The dog water bottle of claim 1, further comprising a carbon filter, wherein the push-button valve lets water flow through the carbon filter into the folding bowl.',
    'The dog water bottle of claim 1, wherein leftover water goes back into the bottle body.',
    'A method of using a dog water bottle, comprising:\nclipping a leash clip of the dog water bottle onto a leash;\nfolding out a folding bowl from a side of a bottle body of the dog water bottle;\npressing a push-button valve to let water flow from the bottle body into the folding bowl; and\nreleasing the push-button valve to stop the water.',
    'The method of claim 10, further comprising letting leftover water in the folding bowl go back into the bottle body.',
    'The method of claim 10, wherein the bottle body holds 600 ml.',
  ],
  abstract:
    'A dog water bottle includes a bottle body of BPA-free Tritan plastic that holds 600 ml, a stainless steel carabiner leash clip attached to a loop molded on the back of the bottle body, a food grade silicone folding bowl hinged to the side of the bottle body, and a push-button valve at the top. Pressing the valve lets water flow through a carbon filter into the folded-out bowl, releasing it stops the flow, and leftover water goes back into the bottle body. The bottle hangs on the leash, so a dog walker carries the water and the bowl as one item.',
  drawingsDescription:
    'FIG. 1 is a side view of the dog water bottle with the bowl folded out according to one embodiment.',
  review:
    'Readiness review:\n1. The folding bowl: no size or capacity is given.\n2. The push-button valve: what it is made of is not given.',
};

export const FLAWED_REVIEW = {
  claims: [
    'An apparatus, comprising:\na bottle body;\na folding bowl;\na silicone bowl; and\na leash clip.',
    'The apparatus of claim 1, wherein the bowl can be made of hard plastic instead of silicone.',
    'The apparatus of claim 1, wherein the filter is a carbon filter.',
    'The apparatus of claim 1, wherein the valve lets water flow into the bowl.',
    'The apparatus of claim 1, wherein the bottle body holds 750 ml.',
  ],
  abstract:
    'The present invention relates to a dog water bottle. Said bottle has a bowl and a clip so that a dog can drink on walks, and it holds water for the dog.',
  drawingsDescription: 'FIG. 1 is a side view of the dog water bottle.',
  review: 'Readiness review: the application is ready.',
};
